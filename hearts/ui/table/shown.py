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
