"""What the window shows: the scene (which trails the match) and the panels to open.

Drawing reads these; only the controller and its show change them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from hearts.engine import TWO_OF_CLUBS, Card, Match, Phase, Seat
from hearts.engine.scoring import moon_shooter
from hearts.ui.table.animation import Flight

SOUTH: Final = Seat.SOUTH
# How suits follow one another in a hand sorted by suit: colours alternate.
SUIT_ORDER: Final = (0, 1, 3, 2)  # clubs, diamonds, spades, hearts


def display_order(cards: Iterable[Card], sort_order: str) -> list[Card]:
    """South's cards in the order shown: by suit (colours alternating) or by rank."""
    if sort_order == "rank":
        return sorted(cards, key=lambda card: (card.rank, SUIT_ORDER.index(card.suit)))
    return sorted(cards, key=lambda card: (SUIT_ORDER.index(card.suit), card.rank))


@dataclass
class LastTrick:
    """The trick taken last, for the "Dernier pli" button."""

    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat
    points: int


@dataclass
class Scene:
    """What the table shows right now; it trails the match while cards are moving."""

    hands: list[list[Card]] = field(default_factory=lambda: [[], [], [], []])
    trick: list[tuple[Seat, Card]] = field(default_factory=list)
    flights: list[Flight] = field(default_factory=list)
    raised: set[Card] = field(default_factory=set)
    outlined: set[Card] = field(default_factory=set)  # received, until the first trick ends
    hinted: set[Card] = field(default_factory=set)
    focus: Card | None = None  # the card the arrows last chose (or the hint), if still useful
    totals: tuple[int, int, int, int] = (0, 0, 0, 0)
    taken: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # this hand: then as scored
    score_sheet: list[tuple[int, int, int, int]] = field(default_factory=list)
    last_trick: LastTrick | None = None
    show_last_trick: bool = False
    tricks_done: int = 0
    hearts_broken: bool = False
    received: tuple[Seat, tuple[Card, ...]] | None = None  # giver and cards, until trick 1 ends
    turn: Seat | None = None  # the seat whose card comes next on screen (its plate is lit)

    def flying_cards(self) -> set[Card]:
        """The cards in the air: not drawn at their resting place."""
        return {flight.card for flight in self.flights}

    def snapshot(self) -> tuple[object, ...]:
        """Everything the scene shows, as values: two equal snapshots draw the same table."""
        return (tuple(map(tuple, self.hands)), tuple(self.trick), tuple(self.flights),
                frozenset(self.raised), frozenset(self.outlined), frozenset(self.hinted),
                self.focus, self.totals, tuple(self.taken), tuple(self.score_sheet),
                self.last_trick, self.show_last_trick, self.tricks_done, self.hearts_broken,
                self.received, self.turn)


def scene_at_rest(match: Match, raised: Iterable[Card],
                  ordered: Callable[[Iterable[Card]], list[Card]]) -> Scene:
    """The scene of *match* with nothing in the air (a resumed game)."""
    scene = Scene()
    scene.hands = [ordered(match.hand(seat)) if seat is SOUTH else list(match.hand(seat))
                   for seat in Seat]
    scene.trick = list(match.current_trick)
    if match.tricks:
        record = match.tricks[-1]
        scene.last_trick = LastTrick(record.plays, record.winner, record.points)
    scored = match.phase in (Phase.HAND_OVER, Phase.GAME_OVER)  # the moon applied
    scene.taken = list(match.hand_points if scored else match.points_taken)
    scene.totals = match.totals
    scene.score_sheet = list(match.score_sheet)
    scene.tricks_done = len(match.tricks)
    scene.hearts_broken = match.hearts_broken
    scene.turn = match.turn if match.phase is Phase.PLAYING else None
    if match.phase is Phase.PASSING:
        scene.raised = set(match.passed_cards(SOUTH) or raised)
    if match.phase is Phase.PLAYING and not match.tricks:
        received = match.received_cards(SOUTH)
        scene.outlined = set(received)
        if received:
            scene.received = (SOUTH.next(-match.pass_direction.value), tuple(received))
    return scene


def opener(hands: Sequence[Iterable[Card]]) -> Seat | None:
    """The seat holding the two of clubs in *hands* (by seat), which leads the first trick."""
    return next((seat for seat in Seat if TWO_OF_CLUBS in hands[seat]), None)


# -- panels ---------------------------------------------------------------------


@dataclass(frozen=True)
class HandOverRequest:
    """Open the end-of-hand panel."""

    hand_points: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]
    moon_seat: Seat | None


@dataclass(frozen=True)
class GameOverRequest:
    """Open the end-of-game panel."""

    winners: tuple[Seat, ...]
    totals: tuple[int, int, int, int]
    score_sheet: tuple[tuple[int, int, int, int], ...]
    new_record: bool


PanelRequest = HandOverRequest | GameOverRequest


def moon_seat(match: Match) -> Seat | None:
    """Who shot the moon in the hand just finished, if anyone."""
    taken: list[list[Card]] = [[], [], [], []]
    for record in match.tricks:
        taken[record.winner].extend(card for _, card in record.plays)
    return moon_shooter(taken)
