"""A card as the table holds it: face up (the person's own, or one played), or another
seat's card from behind (`Back`), which the window never knows before it is played."""

from __future__ import annotations

from dataclasses import dataclass

from hearts.engine import Card, Seat


@dataclass(frozen=True)
class Back:
    """A card of another seat's hand as the window sees it, from behind: which card it is,
    the window does not know; each is a token of its own (*serial*), so that one in the air
    is told from those at rest."""

    seat: Seat
    serial: int


Shown = Card | Back  # a card as the table holds it: face up (the person's, played) or a back


def backs(seat: Seat, count: int, first: int = 0) -> list[Back]:
    """*count* new backs for *seat*, numbered from *first*."""
    return [Back(seat, first + index) for index in range(count)]


def position(seat: Seat, me: Seat) -> Seat:
    """Where *seat* sits on the screen of the person at *me*: the person at the bottom (the
    layout's SOUTH), the next to play on the left (WEST), and so on round the table."""
    return Seat((seat - me) % 4)


def in_turn(me: Seat) -> tuple[Seat, Seat, Seat, Seat]:
    """The four seats in playing order from the person's at *me*: *me* first."""
    return me, me.next(1), me.next(2), me.next(3)
