"""Court cards: a framed, two-ended portrait of a king, queen or jack.

The top half of the frame holds a crowned (or capped) bust drawn from polygons
and ellipses, dressed in its suit's palette and holding its attribute: a
sceptre, sword or axe for the kings (R), a flower under a veil for the queens
(D), a halberd under a feathered cap for the jacks (V). The bottom half is the
same half turned 180°, as on every double-headed deck.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cardart import glyphs
from cardart.canvas import (
    SUPERSAMPLE,
    Colour,
    Pen,
    Point,
    arc,
    bezier,
    mirror_x,
    quad,
    smoothscale,
)
from cardart.layout import FRAME_H, FRAME_W, FRAME_X, FRAME_Y

S = SUPERSAMPLE
PANEL_W, PANEL_H = FRAME_W, FRAME_H / 2

OUTLINE: Colour = (36, 30, 32)
SKIN: Colour = (250, 218, 186)
CHEEK: Colour = (240, 150, 140, 110)
LIPS: Colour = (196, 52, 60)
GOLD: Colour = (232, 184, 58)
GOLD_DARK: Colour = (176, 126, 30)
WHITE: Colour = (255, 255, 255)
STEEL: Colour = (206, 212, 222)
WOOD: Colour = (142, 94, 52)
LEAF_GREEN: Colour = (62, 140, 70)
PANEL_BG: Colour = (253, 249, 238)
LINE = 1.6


@dataclass(frozen=True)
class Palette:
    """The colours of one suit's court: robe, second colour and jewels."""

    robe: Colour
    second: Colour
    jewel: Colour


PALETTES: dict[str, Palette] = {
    "S": Palette(robe=(44, 74, 150), second=(200, 52, 48), jewel=(40, 150, 90)),
    "H": Palette(robe=(196, 42, 50), second=(48, 92, 170), jewel=(40, 150, 90)),
    "D": Palette(robe=(46, 128, 78), second=(214, 108, 36), jewel=(200, 40, 50)),
    "C": Palette(robe=(104, 58, 132), second=(46, 128, 78), jewel=(200, 40, 50)),
}

HAIR: dict[str, Colour] = {
    "KS": (214, 214, 220), "KH": (128, 80, 44), "KD": (70, 52, 40), "KC": (168, 84, 40),
    "QS": (56, 40, 34), "QH": (226, 182, 86), "QD": (168, 84, 40), "QC": (112, 72, 42),
    "JS": (112, 72, 42), "JH": (226, 182, 86), "JD": (56, 40, 34), "JC": (168, 84, 40),
}

# The traditional French names of the court figures (portrait de Paris).
NAMES: dict[str, str] = {
    "KS": "DAVID", "KH": "CHARLES", "KD": "CÉSAR", "KC": "ALEXANDRE",
    "QS": "PALLAS", "QH": "JUDITH", "QD": "RACHEL", "QC": "ARGINE",
    "JS": "HOGIER", "JH": "LA HIRE", "JD": "HECTOR", "JC": "LANCELOT",
}


@dataclass(frozen=True)
class Figure:
    """Where the bust stands in its half-panel and on which side it holds its prop."""

    cx: float
    head_y: float
    side: int  # +1: prop in the right hand (viewer's right), -1: on the left

    @property
    def prop_x(self) -> float:
        """The x of the prop's shaft."""
        return self.cx + self.side * 70


def shade(colour: Colour, factor: float) -> Colour:
    """*colour* darkened (factor < 1) or lightened towards white (factor > 1)."""
    r, g, b = colour[:3]
    if factor <= 1:
        return (round(r * factor), round(g * factor), round(b * factor))
    t = factor - 1
    return (round(r + (255 - r) * t), round(g + (255 - g) * t), round(b + (255 - b) * t))


def symmetric(half: list[Point], cx: float) -> list[Point]:
    """A closed outline made of *half* (left side, top to bottom) and its mirror."""
    return half + mirror_x(half, cx)


# --- bodies -------------------------------------------------------------------------


def draw_robe(pen: Pen, fig: Figure, colour: Colour) -> None:
    """The main garment, filled and outlined."""
    cx = fig.cx
    half = [(cx - 100, PANEL_H + 2), (cx - 96, 196.0),
            *bezier((cx - 86, 150), (cx - 72, 130), (cx - 40, 124), (cx - 14, 116), 10)]
    pen.polygon(symmetric(half, cx), colour, OUTLINE, LINE)


def draw_king_body(pen: Pen, fig: Figure, pal: Palette) -> None:
    """Robe, a gold-edged mantle and an ermine collar."""
    cx = fig.cx
    draw_robe(pen, fig, pal.robe)
    pen.polygon([(cx - 20, 122), (cx + 20, 122), (cx + 26, PANEL_H + 2), (cx - 26, PANEL_H + 2)],
                pal.second, OUTLINE, LINE)
    pen.polygon([(cx - 8, 124), (cx + 8, 124), (cx + 10, PANEL_H + 2), (cx - 10, PANEL_H + 2)],
                GOLD, OUTLINE, 1.0)
    for k in range(6):
        gem_y = 140 + k * 16
        gem = [(cx, gem_y - 5), (cx + 5, gem_y), (cx, gem_y + 5), (cx - 5, gem_y)]
        pen.polygon(gem, pal.jewel, OUTLINE, 0.8)
    collar_top = bezier((cx - 88, 154), (cx - 60, 124), (cx + 60, 124), (cx + 88, 154), 20)
    collar_bottom = bezier((cx + 80, 170), (cx + 50, 146), (cx - 50, 146), (cx - 80, 170), 20)
    pen.polygon(collar_top + collar_bottom, WHITE, OUTLINE, LINE)
    for x, y in bezier((cx - 80, 160), (cx - 52, 138), (cx + 52, 138), (cx + 80, 160), 9)[:-1]:
        pen.polygon([(x - 2, y - 3), (x + 2, y - 3), (x + 1, y + 4), (x - 1, y + 4)], OUTLINE)
    chain = bezier((cx - 40, 150), (cx - 20, 196), (cx + 20, 196), (cx + 40, 150), 14)
    for x, y in chain[1:-1]:
        pen.circle(x, y, 2.4, GOLD, GOLD_DARK, 0.6)
    pen.circle(cx, 190, 7, GOLD, OUTLINE, 1.0)
    pen.circle(cx, 190, 3.5, pal.jewel)


def draw_queen_body(pen: Pen, fig: Figure, pal: Palette) -> None:
    """A gown with a square neckline, puffed sleeves, lacing and a pearl necklace."""
    cx = fig.cx
    draw_robe(pen, fig, pal.robe)
    for side in (-1, 1):
        pen.ellipse(cx + side * 72, 148, 20, 16, pal.second, OUTLINE, LINE)
        for k in (-1, 0, 1):
            pen.line((cx + side * 72 + k * 7, 134), (cx + side * 72 + k * 7, 162), GOLD, 1.6)
    neck = [(cx - 30, 126), (cx + 30, 126), (cx + 26, 156), (cx - 26, 156)]
    pen.polygon(neck, SKIN, OUTLINE, LINE)
    pen.stroke([(cx - 32, 124), (cx - 28, 158), (cx + 28, 158), (cx + 32, 124)], GOLD, 4)
    pen.stroke([(cx - 32, 124), (cx - 28, 158), (cx + 28, 158), (cx + 32, 124)], OUTLINE, 0.8)
    bodice = [(cx - 26, 160), (cx + 26, 160), (cx + 18, PANEL_H + 2), (cx - 18, PANEL_H + 2)]
    pen.polygon(bodice, pal.second, OUTLINE, LINE)
    for k in range(5):
        lace_y = 168 + k * 13
        pen.line((cx - 12, lace_y), (cx + 12, lace_y + 9), GOLD, 1.6)
        pen.line((cx + 12, lace_y), (cx - 12, lace_y + 9), GOLD, 1.6)
    pearls = bezier((cx - 20, 128), (cx - 14, 150), (cx + 14, 150), (cx + 20, 128), 12)
    for x, y in pearls[1:-1]:
        pen.circle(x, y, 2.2, WHITE, OUTLINE, 0.6)
    pen.ellipse(cx, 148, 3.6, 4.6, pal.jewel, OUTLINE, 0.8)


def draw_jack_body(pen: Pen, fig: Figure, pal: Palette) -> None:
    """A striped doublet with a gold sash and a white ruff."""
    cx = fig.cx
    draw_robe(pen, fig, pal.robe)
    for k in (-2, -1, 1, 2):
        x = cx + k * 26
        pen.polygon([(x - 7, 150 - abs(k) * 6), (x + 7, 150 - abs(k) * 6), (x + 8, PANEL_H + 2),
                     (x - 8, PANEL_H + 2)], pal.second, OUTLINE, 1.0)
    sash = [(cx - 80, 170), (cx - 70, 156), (cx + 84, 214), (cx + 82, 232), (cx + 60, 232)]
    pen.polygon(sash, GOLD, OUTLINE, LINE)
    for k in range(4):
        x, y = cx - 50 + k * 34, 174 + k * 13
        pen.circle(x, y, 3, pal.jewel, OUTLINE, 0.7)
    for k in range(13):
        x = cx - 36 + k * 6
        pen.ellipse(x, 122, 5.5, 8, WHITE, OUTLINE, 0.9)
    pen.stroke([(cx - 40, 126), (cx + 40, 126)], OUTLINE, 0.6)


# --- heads --------------------------------------------------------------------------


def draw_face(pen: Pen, fig: Figure, hair: Colour, feminine: bool) -> None:
    """Neck, face, eyes, brows, nose, mouth and cheeks."""
    hx, hy = fig.cx, fig.head_y
    pen.rect(hx - 11, hy + 20, 22, 22, SKIN, OUTLINE, LINE)
    for side in (-1, 1):
        pen.ellipse(hx + side * 24, hy + 3, 5, 8, SKIN, OUTLINE, LINE)
    pen.ellipse(hx, hy, 24, 30, SKIN, OUTLINE, LINE)
    brow = shade(hair, 0.6) if sum(hair[:3]) > 300 else hair
    for side in (-1, 1):
        ex = hx + side * 9
        pen.ellipse(ex, hy - 2, 5, 2.8, WHITE, OUTLINE, 0.8)
        pen.circle(ex + 0.5 * fig.side, hy - 2, 2.1, (60, 80, 110))
        pen.circle(ex + 0.5 * fig.side, hy - 2, 0.9, OUTLINE)
        pen.stroke(arc(ex, hy - 2, 5.6, 3.4, 195, 345, 10), OUTLINE, 1.2 if feminine else 0.9)
        pen.stroke(arc(ex, hy - 6, 6, 3, 200, 340, 10), brow, 2.2 if not feminine else 1.4)
        pen.circle(hx + side * 14, hy + 12, 4.5, CHEEK)
    pen.stroke([(hx, hy - 2), (hx + 1.5, hy + 8), (hx - 2.5, hy + 10)], OUTLINE, 1.1)
    if feminine:
        pen.ellipse(hx, hy + 17, 5.5, 2.6, LIPS, OUTLINE, 0.6)
    else:
        pen.stroke(arc(hx, hy + 14, 6, 3, 20, 160, 8), (150, 60, 60), 1.4)


def draw_king_head(pen: Pen, fig: Figure, hair: Colour, pal: Palette) -> None:
    """Shoulder-length hair, face, a forked beard and moustache, and a crown."""
    hx, hy = fig.cx, fig.head_y
    back = symmetric([(hx - 26, hy - 20), (hx - 34, hy + 10), (hx - 34, hy + 40)], hx)
    pen.polygon(back, hair, OUTLINE, LINE)
    draw_face(pen, fig, hair, feminine=False)
    beard = [*bezier((hx - 24, hy + 4), (hx - 26, hy + 30), (hx - 14, hy + 44),
                     (hx - 4, hy + 52), 10),
             (hx, hy + 46),
             *bezier((hx + 4, hy + 52), (hx + 14, hy + 44), (hx + 26, hy + 30),
                     (hx + 24, hy + 4), 10),
             (hx + 18, hy + 16), (hx + 8, hy + 21), (hx - 8, hy + 21), (hx - 18, hy + 16)]
    pen.polygon(beard, hair, OUTLINE, LINE)
    for side in (-1, 1):
        pen.polygon([(hx, hy + 11), (hx + side * 8, hy + 10), (hx + side * 16, hy + 15),
                     (hx + side * 20, hy + 21), (hx + side * 9, hy + 16), (hx, hy + 16)],
                    shade(hair, 0.85), OUTLINE, 0.9)
    pen.ellipse(hx, hy + 19, 4, 1.8, LIPS)
    for k in (-10, 0, 10):
        pen.stroke(quad((hx + k, hy + 26), (hx + k * 1.1, hy + 36), (hx + k * 0.6, hy + 44), 6),
                   shade(hair, 0.7), 0.8)
    draw_crown(pen, hx, hy, pal)


def draw_crown(pen: Pen, hx: float, hy: float, pal: Palette) -> None:
    """A gold crown with five fleurons, pearls and jewels, over a velvet cap."""
    top = hy - 34
    pen.polygon(arc(hx, top + 4, 24, 22, 180, 360, 16), pal.second, OUTLINE, LINE)
    spikes: list[Point] = [(hx - 28, top + 2)]
    for k in range(5):
        x = hx - 24 + k * 12
        tall = 22 if k % 2 == 0 else 14
        spikes += [(x - 3, top - 4), (x, top - tall), (x + 3, top - 4)]
    spikes += [(hx + 28, top + 2)]
    pen.polygon(spikes, GOLD, OUTLINE, LINE)
    for k in range(5):
        tall = 22 if k % 2 == 0 else 14
        pen.circle(hx - 24 + k * 12, top - tall - 2, 3, WHITE, OUTLINE, 0.8)
    pen.rect(hx - 30, top, 60, 12, GOLD, OUTLINE, LINE, radius=2)
    for k, colour in enumerate((pal.jewel, (200, 40, 50), pal.jewel)):
        pen.ellipse(hx - 16 + k * 16, top + 6, 4, 3.4, colour, OUTLINE, 0.7)
    for k in (-8, 8, -24, 24):
        pen.circle(hx + k, top + 6, 1.6, WHITE)


def draw_veil(pen: Pen, fig: Figure, pal: Palette) -> None:
    """The queen's veil, falling from her crown behind her shoulders."""
    hx, hy = fig.cx, fig.head_y
    veil_half = [*bezier((hx, hy - 44), (hx - 30, hy - 46), (hx - 46, hy - 20),
                         (hx - 50, hy + 20), 12),
                 *bezier((hx - 50, hy + 20), (hx - 54, hy + 50), (hx - 64, hy + 70),
                         (hx - 74, hy + 96), 10)[1:]]
    veil = symmetric(veil_half[::-1], hx)
    pen.polygon(veil, (*shade(pal.second, 1.82), 240), OUTLINE, LINE)
    for side in (-1, 1):
        for lean in (0, 12):
            fold = bezier((hx + side * (26 + lean * 0.3), hy - 30),
                          (hx + side * (42 + lean), hy),
                          (hx + side * (40 + lean), hy + 40),
                          (hx + side * (52 + lean), hy + 86), 12)
            pen.stroke(fold, shade(pal.second, 1.45), 1.2)


def draw_queen_head(pen: Pen, fig: Figure, hair: Colour, pal: Palette) -> None:
    """Long wavy hair framing the face, and a small crown."""
    hx, hy = fig.cx, fig.head_y
    lock = [*bezier((hx - 20, hy - 30), (hx - 40, hy - 20), (hx - 30, hy + 20),
                    (hx - 40, hy + 44), 12),
            *bezier((hx - 40, hy + 44), (hx - 46, hy + 58), (hx - 30, hy + 66),
                    (hx - 24, hy + 56), 8)[1:],
            *bezier((hx - 24, hy + 56), (hx - 18, hy + 40), (hx - 26, hy + 20),
                    (hx - 20, hy), 8)[1:]]
    pen.polygon(lock + mirror_x(lock, hx), hair, OUTLINE, LINE)
    for side in (-1, 1):
        pen.stroke(bezier((hx + side * 28, hy - 10), (hx + side * 34, hy + 16),
                          (hx + side * 28, hy + 34), (hx + side * 34, hy + 52), 10),
                   shade(hair, 0.75), 1.0)
    draw_face(pen, fig, hair, feminine=True)
    crown_of_head = bezier((hx - 25, hy + 2), (hx - 28, hy - 30), (hx - 6, hy - 34),
                           (hx, hy - 22), 10)
    parting = bezier((hx - 25, hy + 2), (hx - 18, hy - 12), (hx - 8, hy - 18), (hx, hy - 20), 6)
    left = crown_of_head + parting[::-1][1:]
    fringe = left + mirror_x(left, hx)
    pen.polygon(fringe, hair, OUTLINE, LINE)
    top = hy - 31
    band: list[Point] = [(hx - 20, top + 4), (hx - 21, top - 4)]
    for k in range(3):
        x = hx - 12 + k * 12
        tall = 18 if k == 1 else 12
        band += [(x - 4, top - 4), (x, top - tall), (x + 4, top - 4)]
    band += [(hx + 21, top - 4), (hx + 20, top + 4)]
    pen.polygon(band, GOLD, OUTLINE, LINE)
    for k in range(3):
        pen.circle(hx - 12 + k * 12, top - (19 if k == 1 else 13), 2.6, WHITE, OUTLINE, 0.7)
    pen.ellipse(hx, top + 0.5, 3.2, 2.6, pal.jewel, OUTLINE, 0.6)


def draw_jack_head(pen: Pen, fig: Figure, hair: Colour, pal: Palette) -> None:
    """A page-boy haircut, a small moustache and a feathered cap."""
    hx, hy = fig.cx, fig.head_y
    back = symmetric([(hx - 26, hy - 18), (hx - 32, hy + 8), (hx - 30, hy + 26)], hx)
    pen.polygon(back, hair, OUTLINE, LINE)
    draw_face(pen, fig, hair, feminine=False)
    for side in (-1, 1):
        pen.circle(hx + side * 27, hy + 24, 6, hair, OUTLINE, LINE)
    for side in (-1, 1):
        pen.polygon([(hx, hy + 11), (hx + side * 7, hy + 10.5), (hx + side * 13, hy + 14),
                     (hx + side * 6, hy + 13), (hx, hy + 13.5)], shade(hair, 0.8))
    draw_cap(pen, hx, hy, fig.side, pal)


def draw_cap(pen: Pen, hx: float, hy: float, side: int, pal: Palette) -> None:
    """A soft beret with a gold band, a brooch and a long curling feather."""
    feather_root = (hx + side * 16, hy - 40)
    spine = bezier(feather_root, (hx + side * 22, hy - 70), (hx + side * 44, hy - 84),
                   (hx + side * 58, hy - 64), 18)
    left, right = [], []
    for k, (x, y) in enumerate(spine):
        width = 10 * (1 - abs(2 * k / (len(spine) - 1) - 0.45)) + 1
        left.append((x, y - width))
        right.append((x, y + width * 0.6))
    pen.polygon(left + right[::-1], WHITE, OUTLINE, LINE)
    pen.stroke(spine, shade(pal.second, 0.8), 1.2)
    for k in range(2, len(spine) - 2, 2):
        x, y = spine[k]
        pen.line((x, y), (x - side * 6, y - 5), shade(pal.second, 0.8), 0.8)
    cap = bezier((hx - 30, hy - 18), (hx - 40, hy - 58), (hx + 34, hy - 64), (hx + 36, hy - 20), 18)
    pen.polygon(cap, pal.second, OUTLINE, LINE)
    pen.polygon([(hx - 30, hy - 26), (hx + 35, hy - 28), (hx + 36, hy - 18), (hx - 30, hy - 16)],
                GOLD, OUTLINE, LINE)
    pen.circle(hx + side * 18, hy - 24, 4.5, pal.jewel, OUTLINE, 0.8)


# --- attributes ---------------------------------------------------------------------


def draw_hand(pen: Pen, x: float, y: float, sleeve: Colour) -> None:
    """A fist around a shaft at (x, y), with its cuff below."""
    pen.ellipse(x, y + 18, 14, 9, sleeve, OUTLINE, LINE)
    pen.rect(x - 12, y + 6, 24, 6, GOLD, OUTLINE, 1.0)
    pen.ellipse(x, y, 11, 9, SKIN, OUTLINE, LINE)
    for k in (-4, 0, 4):
        pen.line((x - 6, y + k), (x + 5, y + k), OUTLINE, 0.7)


def draw_sceptre(pen: Pen, x: float, orb: bool) -> None:
    """A gold sceptre topped with a fleur-de-lis, or an orb with a cross."""
    pen.rect(x - 3, 44, 6, PANEL_H, GOLD, OUTLINE, LINE)
    for y in (70, 110):
        pen.ellipse(x, y, 6, 3, GOLD_DARK, OUTLINE, 0.8)
    if orb:
        pen.circle(x, 34, 11, GOLD, OUTLINE, LINE)
        pen.stroke([(x - 11, 34), (x + 11, 34)], OUTLINE, 0.9)
        pen.rect(x - 1.8, 10, 3.6, 14, GOLD, OUTLINE, 0.9)
        pen.rect(x - 6, 14, 12, 3.6, GOLD, OUTLINE, 0.9)
        return
    centre = [(x, 8), *bezier((x, 8), (x + 10, 20), (x + 6, 34), (x, 44), 8),
              *bezier((x, 44), (x - 6, 34), (x - 10, 20), (x, 8), 8)]
    pen.polygon(centre, GOLD, OUTLINE, LINE)
    for side in (-1, 1):
        petal = [*bezier((x + side * 2, 40), (x + side * 6, 18), (x + side * 22, 22),
                         (x + side * 16, 36), 10), (x + side * 12, 32), (x + side * 4, 44)]
        pen.polygon(petal, GOLD, OUTLINE, LINE)
    pen.rect(x - 10, 40, 20, 6, GOLD, OUTLINE, LINE)


def draw_sword(pen: Pen, x: float) -> None:
    """An upright sword: long blade, gold crossguard and grip."""
    blade = [(x - 5, 150), (x - 5, 20), (x, 6), (x + 5, 20), (x + 5, 150)]
    pen.polygon(blade, STEEL, OUTLINE, LINE)
    pen.line((x, 18), (x, 148), (150, 156, 170), 1.0)
    pen.rect(x - 20, 148, 40, 7, GOLD, OUTLINE, LINE, radius=3)
    for side in (-1, 1):
        pen.circle(x + side * 21, 151.5, 4, GOLD, OUTLINE, 0.9)
    pen.rect(x - 4, 155, 8, PANEL_H, (120, 60, 40), OUTLINE, LINE)


def draw_axe(pen: Pen, x: float, side: int) -> None:
    """A ceremonial axe: wooden haft, crescent blade and spike."""
    pen.rect(x - 3.5, 10, 7, PANEL_H, WOOD, OUTLINE, LINE)
    blade = [(x + side * 3, 26), *bezier((x + side * 18, 16), (x + side * 34, 24),
                                         (x + side * 34, 58), (x + side * 20, 68), 12),
             (x + side * 3, 58)]
    pen.polygon(blade, STEEL, OUTLINE, LINE)
    pen.polygon([(x - 3.5, 12), (x, -2), (x + 3.5, 12)], STEEL, OUTLINE, LINE)
    pen.rect(x - 5, 60, 10, 6, GOLD, OUTLINE, 0.9)


def draw_halberd(pen: Pen, x: float, side: int) -> None:
    """A halberd: spear point, axe blade to the outside, hook to the inside."""
    pen.rect(x - 3, 30, 6, PANEL_H, WOOD, OUTLINE, LINE)
    pen.polygon([(x - 5, 34), (x, 2), (x + 5, 34)], STEEL, OUTLINE, LINE)
    blade = [(x + side * 3, 36), (x + side * 30, 30),
             *quad((x + side * 30, 30), (x + side * 22, 50), (x + side * 32, 72), 8),
             (x + side * 3, 62)]
    pen.polygon(blade, STEEL, OUTLINE, LINE)
    pen.polygon([(x - side * 3, 40), (x - side * 18, 52), (x - side * 3, 52)], STEEL, OUTLINE, LINE)
    for y in (66, 74):
        pen.rect(x - 5, y, 10, 4, GOLD, OUTLINE, 0.8)
    pen.polygon([(x - side * 3, 80), (x - side * 16, 92), (x - side * 12, 84), (x - side * 3, 88)],
                (200, 40, 50), OUTLINE, 0.9)


def draw_flower(pen: Pen, x: float, y: float, colour: Colour) -> None:
    """A tulip on a curved stem with two leaves, its stem ending at (x, y)."""
    top = y - 74
    pen.stroke(quad((x, y), (x - 8, y - 40), (x, top), 10), LEAF_GREEN, 3.0)
    for side in (-1, 1):
        leaf = [*quad((x - 3, y - 26), (x + side * 12, y - 46), (x + side * 24, y - 44), 8),
                *quad((x + side * 24, y - 44), (x + side * 10, y - 28), (x - 3, y - 26), 8)[1:]]
        pen.polygon(leaf, LEAF_GREEN, OUTLINE, 1.0)
    back = [(x - 6, top - 20), (x, top - 10), (x + 6, top - 20), (x + 8, top), (x - 8, top)]
    pen.polygon(back, shade(colour, 0.8), OUTLINE, 1.0)
    for side in (-1, 1):
        petal = [*bezier((x, top + 10), (x + side * 18, top + 8), (x + side * 16, top - 8),
                         (x + side * 12, top - 18), 10),
                 *quad((x + side * 12, top - 18), (x + side * 4, top - 6), (x, top + 2), 6)[1:]]
        pen.polygon(petal, colour, OUTLINE, 1.0)
    front = bezier((x - 7, top + 8), (x - 10, top - 6), (x - 4, top - 16), (x, top - 22), 8)
    pen.polygon(front + mirror_x(front, x)[1:], shade(colour, 1.2), OUTLINE, 1.0)


FLOWERS: dict[str, Colour] = {"S": (214, 44, 56), "H": (246, 204, 64), "D": (238, 238, 246),
                              "C": (226, 84, 120)}


def draw_arm(pen: Pen, fig: Figure, hand_y: float, sleeve: Colour) -> None:
    """A forearm rising from the robe's edge to the hand that holds the prop."""
    elbow = (fig.cx + fig.side * 86, PANEL_H - 6)
    wrist = (fig.prop_x, hand_y + 20)
    pen.line(elbow, wrist, OUTLINE, 24)
    pen.line(elbow, wrist, sleeve, 24 - 2 * LINE)


def draw_attribute(pen: Pen, rank: str, suit: str, fig: Figure, pal: Palette) -> None:
    """The prop behind the hand: sceptre, sword, axe, flower or halberd."""
    x = fig.prop_x
    if rank == "K":
        if suit == "H":
            draw_sword(pen, x)
        elif suit == "D":
            draw_axe(pen, x, fig.side)
        else:
            draw_sceptre(pen, x, orb=suit == "C")
    elif rank == "J":
        draw_halberd(pen, x, fig.side)


# --- assembly -----------------------------------------------------------------------


FIGURES = {"K": Figure(cx=100, head_y=86, side=1), "Q": Figure(cx=116, head_y=88, side=-1),
           "J": Figure(cx=100, head_y=92, side=1)}


def draw_emblem(panel: pygame.Surface, pen: Pen, code: str, fig: Figure, ink: Colour) -> None:
    """The suit symbol and the figure's name in the corner opposite the prop."""
    x = PANEL_W / 2 - fig.side * 88
    symbol = glyphs.suit(code[1], 30 * S, ink)
    glyphs.blit_centred(panel, symbol, pen.at(x, 30))
    label = glyphs.ink_by_size(NAMES[code], 9.5 * S, OUTLINE, bold=True)
    widest = 58 * S
    if label.get_width() > widest:
        label = smoothscale(label, (widest, label.get_height()))
    half = label.get_width() / S / 2
    lx = min(max(x, 9 + half), PANEL_W - 9 - half)
    glyphs.blit_centred(panel, label, pen.at(lx, 56))


def render_panel(rank: str, suit: str, ink: Colour) -> pygame.Surface:
    """The top half of the frame: background, bust, attribute, emblem."""
    panel = pygame.Surface((round(PANEL_W * S), round(PANEL_H * S)), pygame.SRCALPHA)
    panel.fill(PANEL_BG)
    pen = Pen(panel)
    code = rank + suit
    fig, pal, hair = FIGURES[rank], PALETTES[suit], HAIR[code]
    draw_attribute(pen, rank, suit, fig, pal)
    if rank == "K":
        draw_king_body(pen, fig, pal)
        draw_king_head(pen, fig, hair, pal)
    elif rank == "Q":
        draw_veil(pen, fig, pal)
        draw_queen_body(pen, fig, pal)
        draw_queen_head(pen, fig, hair, pal)
    else:
        draw_jack_body(pen, fig, pal)
        draw_jack_head(pen, fig, hair, pal)
    hand_y = 176.0
    sleeve = pal.second if rank != "Q" else pal.robe
    if rank == "Q":
        draw_flower(pen, fig.prop_x, hand_y, FLOWERS[suit])
    draw_arm(pen, fig, hand_y, sleeve)
    draw_hand(pen, fig.prop_x, hand_y, sleeve)
    draw_emblem(panel, pen, code, fig, ink)
    return panel


def draw_court(canvas: pygame.Surface, rank: str, suit: str, ink: Colour) -> None:
    """The framed two-ended portrait of the court card *rank* *suit*."""
    panel = render_panel(rank, suit, ink)
    x, y = round(FRAME_X * S), round(FRAME_Y * S)
    canvas.blit(panel, (x, y))
    canvas.blit(pygame.transform.rotate(panel, 180), (x, y + panel.get_height()))
    pen = Pen(canvas)
    pen.line((FRAME_X, FRAME_Y + PANEL_H), (FRAME_X + FRAME_W, FRAME_Y + PANEL_H), OUTLINE, 1.4)
    pen.rect(FRAME_X, FRAME_Y, FRAME_W, FRAME_H, None, OUTLINE, 2.2)
    pen.rect(FRAME_X + 4, FRAME_Y + 4, FRAME_W - 8, FRAME_H - 8, None, GOLD_DARK, 1.0)
