"""Where things are on the table in pixels, for a layout and a scene: a card in flight, South's
cards at rest, the card under the pointer, the score sheet's columns. Pure geometry: drawing
(render.py) and clicking (app.py) both read it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from pygame import Rect

from hearts.engine import Card, Seat
from hearts.ui.table.animation import DeckSpot, Flight, HandSlot, Place, SeatSpot, TrickSlot, lerp
from hearts.ui.table.geometry.layout import Layout
from hearts.ui.table.scene import Scene
from hearts.ui.table.shown import position

SOUTH: Final = Seat.SOUTH


def place_rect(layout: Layout, place: Place, me: Seat = SOUTH) -> Rect:
    """The rectangle of a table place in this layout, for the person at *me* (whose seat
    is drawn at the layout's bottom)."""
    if isinstance(place, HandSlot):
        return layout.seat_card_rect(position(place.seat, me), place.index, place.count,
                                     place.raised)
    if isinstance(place, TrickSlot):
        return layout.trick_rect(position(place.seat, me))
    if isinstance(place, SeatSpot):
        return layout.seat_spot(position(place.seat, me))
    assert isinstance(place, DeckSpot)
    return layout.deck_rect()


def flight_rect(layout: Layout, flight: Flight, now: float, me: Seat = SOUTH) -> Rect:
    """Where a flying card is at *now*, for the person at *me*."""
    source, target = place_rect(layout, flight.source, me), place_rect(layout, flight.target, me)
    t = flight.fraction(now)
    width = round(lerp(source.width, target.width, t))
    height = round(lerp(source.height, target.height, t))
    rect = Rect(0, 0, width, height)
    rect.center = (round(lerp(source.centerx, target.centerx, t)),
                   round(lerp(source.centery, target.centery, t)))
    return rect


def south_card_rects(layout: Layout, scene: Scene,
                     focused: Card | None = None) -> list[tuple[Card, Rect]]:
    """South's cards at rest, left to right (top-most last): raised ones raised, the
    keyboard's card (*focused*) raised a little."""
    hand = scene.hand
    flying = scene.flying_cards()
    rects = layout.hand_rects(len(hand))
    return [(card, rect.move(0, -_lift(layout, scene, card, focused)))
            for card, rect in zip(hand, rects, strict=True) if card not in flying]


def _lift(layout: Layout, scene: Scene, card: Card, focused: Card | None) -> int:
    """How far South's *card* rises: raised for the pass, a little for the keyboard's card."""
    if card in scene.raised:
        return layout.raise_offset
    return layout.focus_offset if card == focused else 0


def card_at(layout: Layout, scene: Scene, point: tuple[int, int],
            focused: Card | None = None) -> Card | None:
    """South's card under *point* (the top-most), or None; *focused* as drawn, raised (with
    Grandes cartes, whole over its neighbours)."""
    placed = south_card_rects(layout, scene, focused)
    if layout.large:  # the keyboard's card lies over its neighbours
        placed.sort(key=lambda each: each[0] == focused)
    for card, rect in reversed(placed):
        if rect.collidepoint(point):
            return card
    return None


def click_point(layout: Layout, scene: Scene, card: Card,
                focused: Card | None = None) -> tuple[int, int] | None:
    """A point that clicks *card* in South's hand: inside its visible strip (under the top
    of the card, which the keyboard's card raises a little), off the keyboard's card
    (*focused*), which Grandes cartes draw whole over its neighbours."""
    rects = south_card_rects(layout, scene, focused)
    for number, (each, rect) in enumerate(rects):
        if each is card:
            right = rects[number + 1][1].left if number + 1 < len(rects) else rect.right
            start = rect.left + max(2, right - rect.left) // 2
            for y in (rect.top + rect.height // 3, *range(rect.bottom - 2, rect.top, -2)):
                for x in range(start, rect.right):
                    if card_at(layout, scene, (x, y), focused) is card:
                        return x, y
            return None
    return None


@dataclass(frozen=True)
class SheetColumns:
    """The score sheet's columns: the names, the last hands that fit, the totals."""

    label: Rect
    hands: list[Rect]
    total: Rect
    first: int  # the number of the first hand shown


def sheet_columns(layout: Layout, count: int) -> SheetColumns:
    """The columns of a sheet of *count* hands: the latest ones when they do not all fit."""
    rect, pad, unit = layout.score_sheet, layout.padding, layout.unit
    label = Rect(pad, 0, round(96 * unit), rect.height)
    total = Rect(0, 0, round(64 * unit), rect.height)
    total.right = rect.width - pad
    column_w = round(34 * unit)
    shown = min(count, max(1, (total.left - label.right) // column_w))
    hands = [Rect(label.right + column_w * number, 0, column_w, rect.height)
             for number in range(shown)]
    return SheetColumns(label, hands, total, count - shown + 1)
