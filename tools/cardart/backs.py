"""Card backs: red and blue classic lattices, a plain elegant one, a geometric one.

Every back is the same rounded 360 × 504 card as the faces, with a white margin
around a patterned field, so that a face-down hand still reads as cards.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from cardart import glyphs
from cardart.canvas import SUPERSAMPLE, Colour, Pen, big_surface, reduce
from cardart.layout import CARD_H, CARD_W, blank_card, clip_to, rounded_mask

S = SUPERSAMPLE
MARGIN = 14.0
FIELD_RADIUS = 12.0
WHITE: Colour = (255, 255, 255)
GOLD: Colour = (214, 176, 90)

CX, CY = CARD_W / 2, CARD_H / 2


def lattice(pen: Pen, field: Colour, line: Colour, step: float) -> None:
    """A diagonal lattice of thin lines with a dot at every crossing and between them."""
    pen.rect(0, 0, CARD_W, CARD_H, field)
    span = CARD_W + CARD_H
    k = -float(span)
    while k < span:
        pen.line((k, 0), (k + CARD_H, CARD_H), line, 1.1)
        pen.line((k + CARD_H, 0), (k, CARD_H), line, 1.1)
        k += step
    for row in range(-1, int(CARD_H / (step / 2)) + 2):
        for col in range(-1, int(CARD_W / step) + 2):
            x = col * step + (step / 2 if row % 2 else 0) + CX % step
            y = row * step / 2 + CY % (step / 2)
            pen.circle(x, y, step * 0.12, line)
            pen.circle(x + step / 2, y, step * 0.06, line)


def classic_border(pen: Pen, field: Colour, line: Colour) -> None:
    """A band of scallops between two lines just inside the field's edge."""
    inset, band = MARGIN + 9, 13.0
    pen.rect(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset, None, line, 1.6, radius=6)
    inner = inset + band
    pen.rect(inner - band + 2, inner - band + 2, CARD_W - 2 * (inner - band + 2),
             CARD_H - 2 * (inner - band + 2), None, field, band - 4)
    pen.rect(inner, inner, CARD_W - 2 * inner, CARD_H - 2 * inner, None, line, 1.6, radius=4)
    mid = inset + band / 2
    for x0, y0, x1, y1 in ((mid, mid, CARD_W - mid, mid), (mid, CARD_H - mid, CARD_W - mid,
                                                             CARD_H - mid),
                           (mid, mid, mid, CARD_H - mid), (CARD_W - mid, mid, CARD_W - mid,
                                                            CARD_H - mid)):
        length = math.hypot(x1 - x0, y1 - y0)
        count = round(length / 10)
        for i in range(count + 1):
            t = i / count
            pen.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, 2.4, line)


def suit_quatrefoil(canvas: pygame.Surface, pen: Pen, field: Colour, line: Colour) -> None:
    """A central oval medallion holding the four suits around a small rosette."""
    pen.ellipse(CX, CY, 66, 84, field, line, 2.0)
    pen.ellipse(CX, CY, 58, 76, None, line, 1.0)
    for code, (dx, dy) in zip("SHDC", ((0, -38), (30, 0), (0, 38), (-30, 0)), strict=True):
        glyphs.blit_centred(canvas, glyphs.suit(code, 30 * S, line), pen.at(CX + dx, CY + dy),
                            upside_down=dy > 0)
    for k in range(8):
        a = math.radians(45 * k)
        pen.circle(CX + math.cos(a) * 7, CY + math.sin(a) * 7, 3.4, line)
    pen.circle(CX, CY, 4, field)


def classic(field: Colour) -> Callable[[pygame.Surface, Pen], None]:
    """The classic back in *field* colour: lattice, scalloped border, suit medallion."""

    def draw(canvas: pygame.Surface, pen: Pen) -> None:
        lattice(pen, field, WHITE, 20.0)
        classic_border(pen, field, WHITE)
        suit_quatrefoil(canvas, pen, field, WHITE)

    return draw


def plain(canvas: pygame.Surface, pen: Pen) -> None:
    """Deep navy with a fine gold double frame and a small spade in a lozenge."""
    navy: Colour = (22, 34, 62)
    pen.rect(0, 0, CARD_W, CARD_H, navy)
    inset = MARGIN + 12
    pen.rect(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset, None, GOLD, 1.8, radius=8)
    inset += 6
    pen.rect(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset, None, GOLD, 0.9, radius=5)
    for sx, sy in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
        x, y = CX + sx * (CX - inset - 14), CY + sy * (CY - inset - 14)
        pen.polygon([(x, y - 6), (x + 6, y), (x, y + 6), (x - 6, y)], GOLD)
    pen.polygon([(CX, CY - 46), (CX + 34, CY), (CX, CY + 46), (CX - 34, CY)], None, GOLD, 1.6)
    pen.polygon([(CX, CY - 40), (CX + 29, CY), (CX, CY + 40), (CX - 29, CY)], None, GOLD, 0.8)
    glyphs.blit_centred(canvas, glyphs.suit("S", 30 * S, GOLD), pen.at(CX, CY))


def geometric(canvas: pygame.Surface, pen: Pen) -> None:
    """Isometric tumbling blocks in three teals, with gold edges and a central lozenge."""
    shades: tuple[Colour, Colour, Colour] = ((18, 112, 118), (12, 74, 86), (40, 150, 150))
    pen.rect(0, 0, CARD_W, CARD_H, shades[1])
    side = 22.0
    dx, dy = side * math.sqrt(3) / 2, side / 2
    for row in range(-2, int(CARD_H / (3 * dy)) + 3):
        for col in range(-2, int(CARD_W / (2 * dx)) + 3):
            x = CX + (col - CARD_W / (4 * dx)) * 2 * dx + (dx if row % 2 else 0)
            y = CY + (row - CARD_H / (6 * dy)) * 3 * dy
            top = [(x, y - 2 * dy), (x + dx, y - dy), (x, y), (x - dx, y - dy)]
            left = [(x - dx, y - dy), (x, y), (x, y + 2 * dy), (x - dx, y + dy)]
            right = [(x + dx, y - dy), (x, y), (x, y + 2 * dy), (x + dx, y + dy)]
            pen.polygon(top, shades[2], GOLD, 0.7)
            pen.polygon(left, shades[0], GOLD, 0.7)
            pen.polygon(right, shades[1], GOLD, 0.7)
    pen.polygon([(CX, CY - 84), (CX + 62, CY), (CX, CY + 84), (CX - 62, CY)], shades[1], GOLD, 2.2)
    pen.polygon([(CX, CY - 70), (CX + 52, CY), (CX, CY + 70), (CX - 52, CY)], None, GOLD, 1.0)
    pen.polygon([(CX, CY - 40), (CX + 30, CY), (CX, CY + 40), (CX - 30, CY)], GOLD)
    pen.polygon([(CX, CY - 26), (CX + 19, CY), (CX, CY + 26), (CX - 19, CY)], shades[1])


BACKS: dict[str, Callable[[pygame.Surface, Pen], None]] = {
    "red": classic((176, 30, 44)),
    "blue": classic((28, 66, 148)),
    "plain": plain,
    "geometric": geometric,
}


def render_back(name: str) -> pygame.Surface:
    """The final 360 × 504 RGBA back called *name* (red, blue, plain, geometric)."""
    field = big_surface(CARD_W, CARD_H)
    BACKS[name](field, Pen(field))
    card = blank_card()
    card.blit(clip_to(field, rounded_mask(MARGIN, FIELD_RADIUS)), (0, 0))
    return reduce(card, CARD_W, CARD_H)

