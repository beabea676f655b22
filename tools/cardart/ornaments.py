"""The ornate ace of spades: a large decorated spade in a dotted medallion."""

from __future__ import annotations

import math

import pygame

from cardart import glyphs
from cardart.canvas import SUPERSAMPLE, Colour, Pen, Point
from cardart.layout import CARD_H, CARD_W

S = SUPERSAMPLE
WHITE: Colour = (255, 255, 255)


def _disk(radius: int) -> pygame.mask.Mask:
    """A filled disk mask of *radius* pixels."""
    disk = pygame.mask.Mask((2 * radius + 1, 2 * radius + 1))
    for y in range(2 * radius + 1):
        for x in range(2 * radius + 1):
            if (x - radius) ** 2 + (y - radius) ** 2 <= radius * radius:
                disk.set_at((x, y), 1)
    return disk


def eroded(shape: pygame.Surface, radius: int) -> pygame.mask.Mask:
    """The opaque part of *shape* shrunk by *radius* pixels on every side."""
    outside = pygame.mask.from_surface(shape, 127)
    outside.invert()
    grown = pygame.mask.Mask(shape.get_size())
    outside.convolve(_disk(radius), grown, (-radius, -radius))
    grown.invert()
    return grown


def padded(image: pygame.Surface, margin: int) -> pygame.Surface:
    """*image* centred on a transparent surface *margin* pixels larger on each side."""
    width, height = image.get_size()
    out = pygame.Surface((width + 2 * margin, height + 2 * margin), pygame.SRCALPHA)
    out.blit(image, (margin, margin))
    return out


def decorated_spade(height: float, colour: Colour) -> pygame.Surface:
    """A large spade with a white inner contour line and a white rosette."""
    spade = padded(glyphs.suit("S", height, colour), 8)
    rim, line = round(height * 0.045), round(height * 0.07)
    white = eroded(spade, rim).to_surface(setcolor=WHITE, unsetcolor=(0, 0, 0, 0))
    inner = eroded(spade, line).to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0))
    spade.blit(white, (0, 0))
    spade.blit(inner, (0, 0))
    return spade


def _rosette(pen: Pen, cx: float, cy: float, size: float, colour: Colour) -> None:
    """A small white eight-petal flower with a coloured heart."""
    for k in range(8):
        angle = math.radians(k * 45)
        px, py = cx + math.cos(angle) * size * 0.55, cy + math.sin(angle) * size * 0.55
        pen.circle(px, py, size * 0.3, WHITE)
    pen.circle(cx, cy, size * 0.38, colour)
    pen.circle(cx, cy, size * 0.2, WHITE)


def leaf(pen: Pen, cx: float, cy: float, length: float, width: float, angle: float,
         colour: Colour) -> None:
    """A pointed leaf centred on (cx, cy), its tip towards *angle* degrees."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = -uy, ux
    half, points = length / 2, []
    for k in range(17):
        t = -1 + k / 8
        bulge = width / 2 * (1 - t * t)
        points.append((cx + ux * t * half + vx * bulge, cy + uy * t * half + vy * bulge))
    for k in range(1, 16):
        t = 1 - k / 8
        bulge = width / 2 * (1 - t * t)
        points.append((cx + ux * t * half - vx * bulge, cy + uy * t * half - vy * bulge))
    pen.polygon(points, colour)


def _wreath(pen: Pen, colour: Colour) -> None:
    """Two laurel branches climbing around the medallion, tied at the bottom."""
    cx, cy, radius = CARD_W / 2, CARD_H / 2, 136.0
    for side in (-1, 1):
        def node(phi: float, side: int = side) -> Point:
            return (cx + side * math.sin(math.radians(phi)) * radius,
                    cy + math.cos(math.radians(phi)) * radius)

        pen.stroke([node(8 + k * 4) for k in range(36)], colour, 1.8)
        for k in range(8):
            phi = 18 + k * 17
            x, y = node(phi)
            heading = math.degrees(math.atan2(-math.sin(math.radians(phi)),
                                              side * math.cos(math.radians(phi))))
            for lean in (-34, 34):
                a = math.radians(heading + lean)
                leaf(pen, x + math.cos(a) * 10, y + math.sin(a) * 10, 22, 8.5,
                     heading + lean, colour)
        pen.circle(*node(148), 3.2, colour)
    pen.ellipse(cx - 9, cy + radius, 9, 5, colour)
    pen.ellipse(cx + 9, cy + radius, 9, 5, colour)
    pen.circle(cx, cy + radius, 4, colour)


def _medallion(pen: Pen, colour: Colour) -> None:
    """A double ring with a string of beads, behind the spade."""
    cx, cy = CARD_W / 2, CARD_H / 2
    pen.circle(cx, cy, 122, None, colour, 2.6)
    pen.circle(cx, cy, 110, None, colour, 1.2)
    for k in range(48):
        angle = math.radians(k * 7.5)
        pen.circle(cx + math.cos(angle) * 116, cy + math.sin(angle) * 116, 2.2, colour)


def draw_ornate_spade(canvas: pygame.Surface, colour: Colour) -> None:
    """The ace of spades' large decorated spade in a beaded, wreathed medallion."""
    pen = Pen(canvas)
    _wreath(pen, colour)
    _medallion(pen, colour)
    spade = decorated_spade(196 * S, colour)
    glyphs.blit_centred(canvas, spade, (CARD_W * S // 2, round((CARD_H / 2 - 4) * S)))
    _rosette(pen, CARD_W / 2, CARD_H / 2 - 18, 20, colour)
