"""The hand review's state: which hand of a saved match, which step of it (as dealt, the
pass, then trick by trick), and the picture of the table at that step. It reads a copy of
the match (its JSON) and never touches the game in progress, the save or the statistics.
The pictures are drawn by `review_board`; see docs/ARCHITECTURE.md, "The window".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any

from hearts.engine import Card, Match, PassDirection, Phase, Seat
from hearts.engine.hand_story import HandStory, hand_stories

if TYPE_CHECKING:
    from hearts.play.duplicate import Duplicate

Scores = tuple[int, int, int, int]


class StepKind(Enum):
    """What a step of the review shows."""

    DEAL = "deal"  # the four hands as dealt
    PASS = "pass"  # the hands after the exchange, the cards received outlined
    TRICK = "trick"  # a trick on the table, the hands once it is played


@dataclass(frozen=True)
class Picture:
    """The table at one step of the review: four hands face up, maybe a trick."""

    hand_number: int  # 0 for the first hand
    kind: StepKind
    trick_number: int  # 1 to 13 for a trick, else 0
    hands: tuple[tuple[Card, ...], ...]  # by seat
    trick: tuple[tuple[Seat, Card], ...]  # on the table, in playing order
    winner: Seat | None  # who took the trick shown
    points: int  # what that trick is worth
    taken: Scores  # the points each seat has taken in the hand so far
    totals_before: Scores
    outlined: tuple[frozenset[Card], ...]  # by seat: the cards it received, at the pass
    pass_direction: PassDirection
    given: tuple[tuple[Card, ...], ...]  # by seat: the three cards it gave


@dataclass(frozen=True)
class StripCell:
    """One box of the strip under the table: the deal, the pass, or a trick."""

    kind: StepKind
    trick_number: int  # 0 for the deal and the pass
    winner: Seat | None
    points: int


class Review:
    """Steps through the hands of a saved match. Nothing it does changes the match."""

    def __init__(self, match_json: str, hand: int | None = None, alone: bool = False,
                 me: Seat = Seat.SOUTH) -> None:
        self.stories: list[HandStory] = [story for story in hand_stories(match_json)
                                         if story.tricks or story.finished]
        if not self.stories:
            raise ValueError("no hand of this match has a trick to review")
        self.hand = len(self.stories) - 1 if hand is None else min(
            max(hand, 0), len(self.stories) - 1)
        if alone:  # that hand only (Expert's, the earlier ones being the player's)
            self.stories, self.hand = [self.stories[self.hand]], 0
        self.step = 0
        self.match_json = match_json
        self.me = me  # the person's seat in the game (Expert's in the hand Expert played)
        self.game_id = ""  # the game the analyses are kept under (the history's id)
        self.analyses: dict[int, Any] = {}  # by hand: its analysis run (ui.analysis_run)
        self.who_has: dict[int, Any] = {}  # by hand: its Qui a quoi (ui.whohas_run)
        self.showing_who_has = False  # Qui a quoi under the other seats' names
        # À votre place: each hand (by number) as Expert played it, if it did; None where
        # there is none to look for (the review of Expert's own hand).
        self.replay_of: Callable[[int], Duplicate | None] | None = None
        self.by_expert = False  # the hands as Expert played them: the title says so
        # Every hand of a game played to its end: Revoir la partie, not Revoir la manche.
        self.game_over = Match.from_json(match_json).phase is Phase.GAME_OVER

    # -- where we are ------------------------------------------------------------

    @property
    def story(self) -> HandStory:
        """The hand under review."""
        return self.stories[self.hand]

    def cells(self) -> list[StripCell]:
        """The steps of the hand under review, as the strip shows them."""
        story = self.story
        cells = [StripCell(StepKind.DEAL, 0, None, 0)]
        if story.pass_direction is not PassDirection.NONE:
            cells.append(StripCell(StepKind.PASS, 0, None, 0))
        cells += [StripCell(StepKind.TRICK, step.number, step.winner, step.points)
                  for step in story.tricks]
        return cells

    @property
    def other_hands(self) -> bool:
        """Whether there are hands to move to (◀ Manche, Manche ▶, Page préc./suiv.)."""
        return len(self.stories) > 1

    @property
    def last_step(self) -> int:
        """The index of the hand's last step."""
        return len(self.cells()) - 1

    def picture(self) -> Picture:
        """The table at the current step."""
        story = self.story
        cell = self.cells()[self.step]
        dealt = Picture(story.hand_number, cell.kind, 0, story.dealt, (), None, 0, (0, 0, 0, 0),
                        story.totals_before, (frozenset(),) * 4, story.pass_direction,
                        story.given)
        if cell.kind is StepKind.PASS:
            received = tuple(frozenset(story.given[giver]) for giver in _givers(story))
            return dataclasses.replace(dealt, hands=story.after_pass, outlined=received)
        if cell.kind is StepKind.TRICK:
            trick = story.tricks[cell.trick_number - 1]
            return dataclasses.replace(dealt, trick_number=trick.number, hands=trick.hands,
                                       trick=trick.plays, winner=trick.winner,
                                       points=trick.points, taken=trick.taken)
        return dealt

    # -- moving ---------------------------------------------------------------------

    def go_to(self, step: int) -> bool:
        """Show step *step* of the hand (clamped); whether the picture changed."""
        wanted = min(max(step, 0), self.last_step)
        changed = wanted != self.step
        self.step = wanted
        return changed

    def forward(self) -> bool:
        """The next step."""
        return self.go_to(self.step + 1)

    def back(self) -> bool:
        """The step before."""
        return self.go_to(self.step - 1)

    def to_trick(self, number: int) -> bool:
        """The step of trick *number* (1 to 13) of the hand."""
        for index, cell in enumerate(self.cells()):
            if cell.kind is StepKind.TRICK and cell.trick_number == number:
                return self.go_to(index)
        return False

    def choose_hand(self, hand: int) -> bool:
        """Review hand *hand* (an index into `stories`), from its deal."""
        if not 0 <= hand < len(self.stories) or hand == self.hand:
            return False
        self.hand = hand
        self.step = 0
        return True


def _givers(story: HandStory) -> list[Seat]:
    """For each seat, the seat whose three cards it received."""
    givers = [Seat.SOUTH] * 4
    for seat in Seat:
        givers[story.receiver(seat)] = seat
    return givers
