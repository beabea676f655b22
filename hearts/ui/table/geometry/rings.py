"""Grandes cartes' rings in South's hand (Settings.large_cards): a thick yellow ring edged
in black around the keyboard's card (drawn whole, over its neighbours) and a cyan one
around the part that shows of each card South may play, bright
on every felt and on the white cards. Where they lie is pure geometry on the layout's ring
width (layout.ring_width); render.py draws them with kit/paint.bands."""

from __future__ import annotations

from pygame import Rect

from hearts.ui.kit.paint import Colour
from hearts.ui.kit.palette import HIGH_FOCUS, LEGAL_RING, RING_EDGE

Rings = tuple[tuple[Colour, int], ...]


def focus_rings(width: int) -> Rings:
    """The keyboard's card: yellow between two black edges, four bands wide in all."""
    return (RING_EDGE, width), (HIGH_FOCUS, 2 * width), (RING_EDGE, width)


def legal_rings(width: int) -> Rings:
    """A card South may play: cyan edged in black, thinner than the focus's rings."""
    return (RING_EDGE, max(1, width // 2)), (LEGAL_RING, width)


def reach(rings: Rings) -> int:
    """How far *rings* stand out of the card they go around."""
    return sum(width for _colour, width in rings)


def legal_outline(cards: list[Rect], index: int, width: int) -> Rect:
    """The outer edge of the rings of South's card *index* of *cards*, one it may play."""
    return _around_what_shows(cards, index, reach(legal_rings(width)))


def focus_outline(cards: list[Rect], index: int, width: int) -> Rect:
    """The outer edge of the focus's rings around South's card *index* of *cards*: all of
    it, as it is drawn whole over its neighbours (render.py, placement.card_at), its face
    showing."""
    out = reach(focus_rings(width))
    return cards[index].inflate(2 * out, 2 * out)


def _around_what_shows(cards: list[Rect], index: int, out: int) -> Rect:
    """*out* pixels around the part of card *index* that shows: the right side lies on the
    card itself, where the next card begins, so that a ring never covers the next card's
    corner nor runs under it (where it would seem to mark it too)."""
    card = cards[index]
    right = cards[index + 1].left if index + 1 < len(cards) else card.right + out
    return Rect(card.left - out, card.top - out, max(right - card.left + out, 4 * out),
                card.height + 2 * out)
