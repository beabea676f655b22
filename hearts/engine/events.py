"""What the engine reports after each action, for the window to animate and tell."""

from __future__ import annotations

from typing import NamedTuple

from hearts.engine.cards import Card, PassDirection, Seat


class CardsPassed(NamedTuple):
    """The exchange happened: each seat gave `given[seat]` to the seat `direction` names."""

    direction: PassDirection
    given: tuple[tuple[Card, ...], ...]


class CardPlayed(NamedTuple):
    """*seat* played *card* to the current trick."""

    seat: Seat
    card: Card


class HeartsBroken(NamedTuple):
    """Hearts may now be led; *card* is what opened them."""

    seat: Seat
    card: Card


class TrickTaken(NamedTuple):
    """A trick is complete: *leader* led it, *plays* are its four cards in playing order,
    *winner* takes them, worth *points*. The event is also the hand's record of the trick
    (`Match.tricks`, `PlayerView.tricks`)."""

    leader: Seat
    plays: tuple[tuple[Seat, Card], ...]  # CardPlayed events, or any (seat, card) pairs
    winner: Seat
    points: int

    @property
    def cards(self) -> tuple[Card, ...]:
        """The four cards in playing order."""
        return tuple(card for _, card in self.plays)


class MoonShot(NamedTuple):
    """*seat* took every heart and the queen of spades."""

    seat: Seat


class HandScored(NamedTuple):
    """The hand is over: the points it gave each seat and the new totals."""

    points: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]


class GameOver(NamedTuple):
    """The game is over: the lowest total wins, ties all win."""

    winners: tuple[Seat, ...]
    totals: tuple[int, int, int, int]


Event = CardsPassed | CardPlayed | HeartsBroken | TrickTaken | MoonShot | HandScored | GameOver
