"""The proportions of the table's felt (see layout.py): how large the others' and the trick's
cards are against South's, how far a card rises, how much of each card shows, the texts'
and boxes' sizes in design pixels; the usual ones and Grandes cartes' (Settings.large_cards),
and the regions of the felt they give."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from pygame import Rect

MAX_CARD_HEIGHT: Final = 504  # the art's own size: never blow it up
SMALL_CARD: Final = 0.6  # opponents' face-down cards, relative to South's
RAISE: Final = 0.2  # how far a raised card rises, in card heights
FOCUS_RAISE: Final = 0.07  # how far the keyboard's card rises (less than a raised one)
LARGE_FOCUS_RAISE: Final = 0.12  # Grandes cartes: it rises whole, over its neighbours
TRICK_CARD: Final = 0.85  # the trick's cards, relative to South's: four in a cross, apart
BACK_STEP: Final = 0.3  # overlap of face-down cards, in card widths
MIN_STEP: Final = 0.42  # South's cards: the visible part of each, at least (index readable)
MAX_STEP: Final = 0.58


@dataclass(frozen=True)
class Proportions:
    """The sizes the table's cards and texts take relative to South's cards and to the
    scale unit (texts and boxes in design pixels, at 960×600): the usual ones, or Grandes
    cartes'."""

    small_card: float  # the others' face-down cards, relative to South's
    trick_card: float  # the trick's cards, relative to South's
    min_step: float  # the visible part of each of South's cards, at least
    text: int  # the message line's and the plates' names
    small_text: int  # the plates' points, the rules line, the score sheet, the keys
    title_text: int
    message: int  # the message line's height: two lines of text
    row: int  # a row of the score sheet
    rules: int  # the rules line's height
    plate: tuple[int, int]  # a seat's plate: the name, the total, this hand's points


USUAL: Final = Proportions(SMALL_CARD, TRICK_CARD, MIN_STEP, text=14, small_text=12,
                           title_text=17, message=30, row=16, rules=15, plate=(132, 54))
# Grandes cartes: the texts a fifth larger, and the message line two of their lines high;
# South's cards 126 pixels high at 960×600 (105 usually), the trick's 101 (89).
LARGE: Final = Proportions(0.38, 0.8, 0.38, text=17, small_text=14, title_text=20,
                           message=40, row=17, rules=17, plate=(140, 60))

Scale = Callable[[float], int]  # design pixels (at 960×600) to window pixels


@dataclass(frozen=True)
class TableRegions:
    """What lies on the felt: cards sizes, hands, plates, the trick and the passing controls."""

    card_size: tuple[int, int]
    small_card_size: tuple[int, int]
    plates: tuple[Rect, Rect, Rect, Rect]
    hand_area: Rect
    opponent_areas: tuple[Rect, Rect, Rect, Rect]
    trick_area: Rect
    trick_card_size: tuple[int, int]
    pass_button: Rect
    prompt: Rect
    corner: Rect  # the felt's top right, for Retour à la revue: its right, top and height


def ring_width(px: Scale) -> int:
    """The width of a band of Grandes cartes' rings: the focus's four reach no further
    than two gaps, so that a raised card's reaches no further than the Passer button."""
    return max(2, px(6) // 2)


def regions_clear(regions: TableRegions, table: Rect, pad: int) -> bool:
    """Whether the felt's parts lie on it, none over another, the prompt over none but the
    trick, and the last trick's panel (the trick *pad* wider each side) over none."""
    parts = [*regions.plates, regions.hand_area, *regions.opponent_areas[1:]]
    if not all(table.contains(part) for part in [*parts, regions.trick_area]):
        return False
    if any(part.colliderect(other) for number, part in enumerate(parts)
           for other in parts[number + 1:]):
        return False
    panel = regions.trick_area.inflate(2 * pad, pad)
    return regions.prompt.collidelist(parts) == -1 and panel.collidelist(parts) == -1
