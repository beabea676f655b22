"""The engine's events as one seat may know them: its own dealt hand, the cards it gave and
got at the pass (never another seat's), and the public rest (cards played, tricks, scores,
the end of the game). After a hand ends its four hands are public: the review shows them.
See docs/ARCHITECTURE.md, "The host".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

from hearts.engine import (
    Card,
    CardPlayed,
    CardsPassed,
    Event,
    GameOver,
    HandScored,
    HeartsBroken,
    MoonShot,
    PassDirection,
    Seat,
    TrickTaken,
)


class HandDealt(NamedTuple):
    """A new hand: the cards dealt to this seat, where the pass goes, and who leads when
    there is no pass (None: the pass comes first)."""

    hand_number: int
    cards: tuple[Card, ...]
    direction: PassDirection
    leader: Seat | None


class PassSeen(NamedTuple):
    """The exchange as this seat sees it: the cards it gave and the cards it got, and who
    leads the first trick (the seat that now holds the two of clubs)."""

    direction: PassDirection
    gave: tuple[Card, ...]
    received: tuple[Card, ...]
    leader: Seat


SeatEvent = (HandDealt | PassSeen | CardPlayed | HeartsBroken | TrickTaken | MoonShot
             | HandScored | GameOver)


def seat_event(seat: Seat, event: Event, leader: Seat) -> SeatEvent:
    """*event* as *seat* may know it: the exchange cut down to its own two sets of cards and
    who leads after it (*leader*)."""
    if isinstance(event, CardsPassed):
        giver = Seat((seat - event.direction) % 4)  # whose cards come to *seat*
        return PassSeen(event.direction, event.given[seat], event.given[giver], leader)
    return event


def seat_events(seat: Seat, events: Iterable[Event],
                leader: Seat | None = None) -> tuple[SeatEvent, ...]:
    """Each of *events* as *seat* may know it; *leader*: whose turn it is after them (the
    exchange's, when they hold one)."""
    return tuple(seat_event(seat, event, leader if leader is not None else seat)
                 for event in events)


def cards_shown(event: object) -> frozenset[Card]:
    """Every card *event* names, wherever in it (what a seat learns from it)."""
    if isinstance(event, Card):
        return frozenset((event,))
    if isinstance(event, tuple):
        return frozenset().union(*(cards_shown(part) for part in event))
    return frozenset()
