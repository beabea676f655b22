"""The story of each hand of a saved match, for the hand review: the four hands as dealt,
the pass (who gave which three cards), then trick by trick who led, who took it, what
each seat holds and has taken so far. Read off `Match.replay`, so it is the rules' own
account; a hand can be practised again from `HandStory.practice_match`.
See docs/ARCHITECTURE.md, "Where things live".
"""

from __future__ import annotations

from dataclasses import dataclass, field

from hearts.engine.cards import SEATS, Card, PassDirection, Seat
from hearts.engine.events import CardsPassed, HandScored, MoonShot, TrickTaken
from hearts.engine.match import Match
from hearts.engine.rules import Rules
from hearts.engine.scoring import Scores

Hands = tuple[tuple[Card, ...], ...]  # by seat


@dataclass(frozen=True)
class TrickStep:
    """One finished trick of a hand, and the table right after it."""

    number: int  # 1 to 13
    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat
    points: int
    hands: Hands  # what each seat still holds
    taken: Scores  # the points each seat has taken in the hand so far (before a moon)


@dataclass
class HandStory:
    """One hand of a match, from its deal to its last trick (or as far as it went)."""

    hand_number: int  # 0 for the first hand
    deal: int
    rules: Rules
    totals_before: Scores
    dealt: Hands
    pass_direction: PassDirection
    given: Hands = ((), (), (), ())  # the three cards each seat passed (none to keep)
    after_pass: Hands = ((), (), (), ())  # the hands once the exchange is done
    tricks: list[TrickStep] = field(default_factory=list)
    points: Scores | None = None  # what the hand gave each seat, once scored
    moon: Seat | None = None  # who shot the moon, if anyone did

    @property
    def finished(self) -> bool:
        """Whether the hand was played to its end."""
        return self.points is not None

    def receiver(self, seat: Seat) -> Seat:
        """The seat that received *seat*'s three cards."""
        return self.pass_direction.receiver(seat)

    def practice_match(self) -> Match:
        """A new match at the start of this hand: the same cards, the same totals before
        it, the same pass to make (never counted anywhere: the window marks it)."""
        return Match.from_hands(self.dealt, self.rules, hand_number=self.hand_number,
                                totals=self.totals_before, deal_number=self.deal)


def hand_stories(match_json: str) -> list[HandStory]:
    """Every hand of the match saved as *match_json* (`Match.to_json`), in order, the one
    in progress included; ValueError if the text is damaged or impossible."""
    steps = Match.replay(match_json)
    match, _ = next(steps)
    stories = [_new_story(match)]
    for _, events in steps:
        story = stories[-1]
        if story.finished and match.hand_number != story.hand_number:
            stories.append(story := _new_story(match))
        for event in events:
            if isinstance(event, CardsPassed):
                story.given = event.given
                story.after_pass = _hands(match)
            elif isinstance(event, TrickTaken):
                record = match.tricks[-1]  # kept until the next hand is dealt
                story.tricks.append(TrickStep(
                    len(story.tricks) + 1, record.leader, record.plays, event.winner,
                    event.points, _hands(match), _taken_after(story, event)))
            elif isinstance(event, MoonShot):
                story.moon = event.seat
            elif isinstance(event, HandScored):
                story.points = event.points
    return stories


def _new_story(match: Match) -> HandStory:
    """The story of the hand *match* has just dealt."""
    hands = _hands(match)
    return HandStory(match.hand_number, match.deal_number, match.rules,
                     match.totals, hands, match.pass_direction, after_pass=hands)


def _hands(match: Match) -> Hands:
    """Each seat's cards now."""
    return tuple(match.hand(seat) for seat in SEATS)


def _taken_after(story: HandStory, event: TrickTaken) -> Scores:
    """The points each seat has taken in the hand once *event*'s trick is added."""
    before = story.tricks[-1].taken if story.tricks else (0, 0, 0, 0)
    taken = list(before)
    taken[event.winner] += event.points
    return (taken[0], taken[1], taken[2], taken[3])


def hand_alone_json(story: HandStory) -> str:
    """A hand played to its end as a match of its own (`Match.to_json`): its deal, its pass
    and its tricks, but not the deal number it came from (the match says 1), which would
    give the hands still to come. Once a hand is over its four hands are public: a friends'
    table sends this to every window for its review."""
    match = Match.from_hands(story.dealt, story.rules, hand_number=story.hand_number,
                             totals=story.totals_before, deal_number=1)
    if story.pass_direction is not PassDirection.NONE:
        for seat in SEATS:
            match.pass_cards(seat, story.given[seat])
    for trick in story.tricks:
        for seat, card in trick.plays:
            match.play(seat, card)
    return match.to_json()
