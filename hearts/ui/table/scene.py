"""What the window shows: the scene (which trails the match) and the panels to open.

The scene holds the person's cards and, for each other seat, its cards from behind
(`Back`): the window never knows another hand's cards before they are played. Drawing reads
these; only the controller and its show change them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from hearts.engine import Card, Phase, PlayerView, Seat, TrickTaken
from hearts.engine.scoring import moon_shooter
from hearts.ui.table.animation import Flight
from hearts.ui.table.shown import Back, Shown, backs

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

    hand: list[Card] = field(default_factory=list)  # the person's cards, in the order shown
    backs: list[list[Back]] = field(default_factory=lambda: [[], [], [], []])  # the others'
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
    me: Seat = SOUTH  # the person's seat, drawn at the bottom

    def flying_cards(self) -> set[Shown]:
        """The cards in the air: not drawn at their resting place."""
        return {flight.card for flight in self.flights}

    def count(self, seat: Seat) -> int:
        """How many cards *seat* holds as shown."""
        return len(self.hand) if seat is self.me else len(self.backs[seat])

    def snapshot(self) -> tuple[object, ...]:
        """Everything the scene shows, as values: two equal snapshots draw the same table."""
        return (tuple(self.hand), tuple(map(tuple, self.backs)), tuple(self.trick),
                tuple(self.flights),
                frozenset(self.raised), frozenset(self.outlined), frozenset(self.hinted),
                self.focus, self.totals, tuple(self.taken), tuple(self.score_sheet),
                self.last_trick, self.show_last_trick, self.tricks_done, self.hearts_broken,
                self.received, self.turn, self.me)


def scene_at_rest(view: PlayerView, raised: Iterable[Card],
                  ordered: Callable[[Iterable[Card]], list[Card]]) -> Scene:
    """The scene of the position the person's *view* shows, with nothing in the air (a
    resumed game): the others' cards are backs, as many as each still holds."""
    scene = Scene(me=view.seat)
    scene.hand = ordered(view.hand)
    played = [sum(1 for seat, _ in view.plays if seat is other) for other in Seat]
    scene.backs = [[] if seat is view.seat else backs(seat, 13 - played[seat]) for seat in Seat]
    scene.trick = list(view.current_trick)
    if view.tricks:
        record = view.tricks[-1]
        scene.last_trick = LastTrick(record.plays, record.winner, record.points)
    scored = view.phase in (Phase.HAND_OVER, Phase.GAME_OVER) and bool(view.score_sheet)
    scene.taken = list(view.score_sheet[-1] if scored else view.points_taken)  # moon applied
    scene.totals = view.totals  # before the hand: its points added once it is scored
    if scored:
        scene.totals = (scene.totals[0] + scene.taken[0], scene.totals[1] + scene.taken[1],
                        scene.totals[2] + scene.taken[2], scene.totals[3] + scene.taken[3])
    scene.score_sheet = list(view.score_sheet)
    scene.tricks_done = len(view.tricks)
    scene.hearts_broken = view.hearts_broken
    scene.turn = view.turn if view.phase is Phase.PLAYING else None
    if view.phase is Phase.PASSING:
        scene.raised = set(view.passed or raised)
    if view.phase is Phase.PLAYING and not view.tricks and view.received:
        scene.outlined = set(view.received)
        scene.received = (view.pass_giver, tuple(view.received))
    return scene


# -- panels ---------------------------------------------------------------------


@dataclass(frozen=True)
class HandOverRequest:
    """Open the end-of-hand panel."""

    hand_points: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]
    moon_seat: Seat | None
    me: Seat = SOUTH  # the person's seat: its row is "Vous"


@dataclass(frozen=True)
class GameOverRequest:
    """Open the end-of-game panel."""

    winners: tuple[Seat, ...]
    totals: tuple[int, int, int, int]
    score_sheet: tuple[tuple[int, int, int, int], ...]
    new_record: bool
    me: Seat = SOUTH  # the person's seat: its row is "Vous"


PanelRequest = HandOverRequest | GameOverRequest


def seated_scene(view: PlayerView, raised: Iterable[Card],
                 ordered: Callable[[Iterable[Card]], list[Card]], dealt: bool,
                 panel: bool) -> tuple[Scene, HandOverRequest | None]:
    """The scene a game seated starts from: bare but for the totals and the sheet when its
    cards are dealt on the table, else at rest; and its end-of-hand panel again (*panel*:
    a game left on it)."""
    if dealt:
        return Scene(totals=view.totals, score_sheet=list(view.score_sheet), me=view.seat), None
    scene = scene_at_rest(view, raised, ordered)
    if not panel:
        return scene, None
    south, west, north, east = scene.taken
    return scene, HandOverRequest((south, west, north, east), scene.totals,
                                  moon_seat(view.tricks), view.seat)


def moon_seat(tricks: Sequence[TrickTaken]) -> Seat | None:
    """Who shot the moon in the hand whose *tricks* are these, if anyone."""
    taken: list[list[Card]] = [[], [], [], []]
    for record in tricks:
        taken[record.winner].extend(card for _, card in record.plays)
    return moon_shooter(taken)
