"""Card faces: corner indices, classic pip layouts, aces and court cards.

Ranks are ``23456789TJQKA`` and suits ``CDHS``; the corner indices are ``10``, ``A``
and the three letters of the court cards, which each language prints in its own way
(``VDR`` for valet, dame, roi in French; ``JQK``, ``BDK``, ``BVH``… from the catalogue).
"""

from __future__ import annotations

import pygame

from cardart import glyphs, ornaments
from cardart.canvas import SUPERSAMPLE, Colour, reduce, smoothscale
from cardart.courts import draw_court
from cardart.layout import (
    CARD_H,
    CARD_W,
    INDEX_CENTRE_X,
    INDEX_GAP,
    INDEX_HEIGHT,
    INDEX_SUIT_HEIGHT,
    INDEX_TOP,
    INDEX_WIDTH_MAX,
    PIP_BOTTOM,
    PIP_COLUMNS,
    PIP_HEIGHT,
    PIP_TOP,
    blank_card,
)

RANKS = "23456789TJQKA"
SUITS = "CDHS"

BLACK: Colour = (24, 24, 28)
RED: Colour = (206, 22, 42)
BLUE: Colour = (22, 82, 196)
GREEN: Colour = (18, 128, 56)

STANDARD_INKS: dict[str, Colour] = {"S": BLACK, "C": BLACK, "H": RED, "D": RED}
FOUR_COLOUR_INKS: dict[str, Colour] = {"S": BLACK, "C": GREEN, "H": RED, "D": BLUE}
COLOUR_SETS: dict[str, dict[str, Colour]] = {
    "standard": STANDARD_INKS,
    "fourcolor": FOUR_COLOUR_INKS,
}

# The court cards' corner letters of the full set (French); only these ranks differ
# between the languages, the others have one picture.
COURT_RANKS = "JQK"
FRENCH_COURTS = "VDR"
# Letters drawn with their capital as tall as the others and the tail hanging below.
HANGING_TAILS = "Q"

# (column, height) of each pip: column -1, 0, 1 = left, centre, right; height
# 0 = top row, 1 = bottom row. Pips below the middle are drawn upside down.
_SIDES_3 = [(-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)]
_SIDES_4 = [(c, h) for c in (-1, 1) for h in (0.0, 1 / 3, 2 / 3, 1.0)]
PIP_LAYOUTS: dict[str, list[tuple[int, float]]] = {
    "2": [(0, 0.0), (0, 1.0)],
    "3": [(0, 0.0), (0, 0.5), (0, 1.0)],
    "4": [(-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)],
    "5": [(-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)],
    "6": _SIDES_3,
    "7": [*_SIDES_3, (0, 0.25)],
    "8": [*_SIDES_3, (0, 0.25), (0, 0.75)],
    "9": [*_SIDES_4, (0, 0.5)],
    "T": [*_SIDES_4, (0, 1 / 6), (0, 5 / 6)],
}

S = SUPERSAMPLE


def card_code(rank: str, suit: str) -> str:
    """The file name stem of a card, e.g. ``QS`` or ``TD``."""
    if rank not in RANKS or suit not in SUITS:
        raise ValueError(f"invalid card: {rank + suit!r}")
    return rank + suit


def index_labels(courts: str) -> dict[str, str]:
    """The corner label of each rank that is not its own digit, with court letters *courts*."""
    return {"T": "10", "A": "A", **dict(zip(COURT_RANKS, courts, strict=True))}


def render_face(rank: str, suit: str, colour_set: str = "standard",
                courts: str = FRENCH_COURTS) -> pygame.Surface:
    """The final 360 × 504 RGBA face of *rank* *suit* in *colour_set*, its court cards
    lettered *courts* (jack, queen, king: "VDR", "JQK"…)."""
    card_code(rank, suit)
    inks = COLOUR_SETS[colour_set]
    ink = inks[suit]
    canvas = blank_card()
    if rank in COURT_RANKS:
        draw_court(canvas, rank, suit, ink)
    elif rank == "A":
        draw_ace(canvas, suit, ink)
    else:
        draw_pips(canvas, rank, suit, ink)
    draw_indices(canvas, index_labels(courts).get(rank, rank), suit, ink)
    return reduce(canvas, CARD_W, CARD_H)


def index_letter(ch: str, height: float, colour: Colour) -> tuple[pygame.Surface, int]:
    """One letter of a corner label, *height* tall, and how far its tail hangs below that."""
    if ch in HANGING_TAILS:
        return glyphs.ink_on_baseline(ch, height, colour, bold=True)
    return glyphs.ink(ch, height, colour, bold=True), 0


def index_label(text: str, colour: Colour) -> tuple[pygame.Surface, int]:
    """The corner rank label *text*, drawn large, narrowed to fit the index column.

    Also returns how far a tail (the Q's) hangs below the other letters' line.
    """
    height = INDEX_HEIGHT * S
    parts = [index_letter(ch, height, colour) for ch in text]
    gap = round(0.02 * height)
    width = sum(p.get_width() for p, _ in parts) + gap * (len(parts) - 1)
    tail = max(drop for _, drop in parts)
    line = max(p.get_height() - drop for p, drop in parts)
    label = pygame.Surface((width, line + tail), pygame.SRCALPHA)
    label.fill((*colour[:3], 0))
    x = 0
    for part, drop in parts:
        label.blit(part, (x, line + drop - part.get_height()))
        x += part.get_width() + gap
    widest = round(INDEX_WIDTH_MAX * S)
    if width > widest:
        label = smoothscale(label, (widest, label.get_height()))
    return label, tail


def draw_indices(canvas: pygame.Surface, text: str, suit: str, colour: Colour) -> None:
    """Rank label *text* and suit in the top-left corner, the same turned in the bottom-right."""
    corner = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    corner.fill((*colour[:3], 0))
    label, tail = index_label(text, colour)
    centre_x = round(INDEX_CENTRE_X * S)
    top = round(INDEX_TOP * S)
    corner.blit(label, label.get_rect(midtop=(centre_x, top)))
    symbol = glyphs.suit(suit, INDEX_SUIT_HEIGHT * S, colour)
    symbol_top = top + label.get_height() - tail + round(INDEX_GAP * S)
    corner.blit(symbol, symbol.get_rect(midtop=(centre_x, symbol_top)))
    canvas.blit(corner, (0, 0))
    canvas.blit(pygame.transform.rotate(corner, 180), (0, 0))


def pip_centre(column: int, height: float) -> tuple[int, int]:
    """Supersampled centre of the pip at *column* (-1, 0, 1) and *height* (0..1)."""
    x = PIP_COLUMNS[column + 1]
    y = PIP_TOP + height * (PIP_BOTTOM - PIP_TOP)
    return round(x * S), round(y * S)


def draw_pips(canvas: pygame.Surface, rank: str, suit: str, colour: Colour) -> None:
    """The classic arrangement of pips for a 2 to 10."""
    pip = glyphs.suit(suit, PIP_HEIGHT * S, colour)
    for column, height in PIP_LAYOUTS[rank]:
        glyphs.blit_centred(canvas, pip, pip_centre(column, height), upside_down=height > 0.5)


def draw_ace(canvas: pygame.Surface, suit: str, colour: Colour) -> None:
    """One large centred pip; the ace of spades gets an ornate one."""
    if suit == "S":
        ornaments.draw_ornate_spade(canvas, colour)
        return
    pip = glyphs.suit(suit, 150 * S, colour)
    glyphs.blit_centred(canvas, pip, (CARD_W * S // 2, CARD_H * S // 2))
