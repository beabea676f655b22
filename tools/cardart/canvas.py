"""Supersampled drawing: shapes are drawn large, then smoothscaled down.

pygame's primitives are not antialiased, so every picture is drawn at
``SUPERSAMPLE`` times its final size and reduced with ``smoothscale``, which
averages the pixels into clean edges. The factor is a power of two because
smoothscale's fixed-point arithmetic is exact only then (by 3, white comes out
as 253 and opaque as alpha 253). Coordinates given to a ``Pen`` are in final
pixels (floats are fine); the pen multiplies them.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

SUPERSAMPLE = 4

Point = tuple[float, float]
Colour = tuple[int, int, int] | tuple[int, int, int, int]


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 16) -> list[Point]:
    """Points along a cubic Bézier curve, both ends included."""
    points = []
    for i in range(steps + 1):
        t = i / steps
        u = 1.0 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        points.append(
            (
                a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
            )
        )
    return points


def quad(p0: Point, p1: Point, p2: Point, steps: int = 12) -> list[Point]:
    """Points along a quadratic Bézier curve, both ends included."""
    return [
        (
            (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
            (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
        )
        for t in (i / steps for i in range(steps + 1))
    ]


def arc(cx: float, cy: float, rx: float, ry: float, start: float, stop: float,
        steps: int = 24) -> list[Point]:
    """Points along an elliptical arc; angles in degrees, 0 = east, 90 = south."""
    return [
        (
            cx + rx * math.cos(math.radians(start + (stop - start) * i / steps)),
            cy + ry * math.sin(math.radians(start + (stop - start) * i / steps)),
        )
        for i in range(steps + 1)
    ]


def mirror_x(points: Sequence[Point], axis: float) -> list[Point]:
    """The points reflected across the vertical line x = *axis*, order reversed."""
    return [(2 * axis - x, y) for x, y in reversed(points)]


def is_translucent(colour: Colour) -> bool:
    """Whether *colour* has an alpha below 255 (pygame.draw would punch a hole with it)."""
    return len(colour) == 4 and colour[3] < 255


class Pen:
    """Draws on a large surface with coordinates given in final (small) pixels.

    Translucent fills are blended onto the surface; opaque ones are written as is.
    """

    def __init__(self, surface: pygame.Surface, scale: float = SUPERSAMPLE,
                 origin: Point = (0.0, 0.0)) -> None:
        self.surface = surface
        self.scale = scale
        self.origin = origin

    def at(self, x: float, y: float) -> tuple[int, int]:
        """The big-surface pixel of the final-pixel point (x, y)."""
        return (round((x + self.origin[0]) * self.scale), round((y + self.origin[1]) * self.scale))

    def size(self, length: float) -> int:
        """A length in big-surface pixels, at least one."""
        return max(1, round(length * self.scale))

    def polygon(self, points: Iterable[Point], fill: Colour | None,
                outline: Colour | None = None, width: float = 1.0) -> None:
        """A filled polygon with an optional outline of *width* final pixels."""
        pts = [self.at(x, y) for x, y in points]
        if fill is not None and is_translucent(fill):
            box = pygame.Rect(min(p[0] for p in pts), min(p[1] for p in pts), 0, 0)
            box.size = (max(p[0] for p in pts) - box.x + 1, max(p[1] for p in pts) - box.y + 1)
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.polygon(layer, fill, [(x - box.x, y - box.y) for x, y in pts])
            self.surface.blit(layer, box)
        elif fill is not None:
            pygame.draw.polygon(self.surface, fill, pts)
        if outline is not None:
            self._stroke_big(pts, outline, width, closed=True)

    def stroke(self, points: Iterable[Point], colour: Colour, width: float,
               closed: bool = False) -> None:
        """A polyline with round joins, *width* final pixels thick."""
        self._stroke_big([self.at(x, y) for x, y in points], colour, width, closed)

    def _stroke_big(self, pts: list[tuple[int, int]], colour: Colour, width: float,
                    closed: bool) -> None:
        thick = self.size(width)
        if len(pts) < 2:
            return
        pygame.draw.lines(self.surface, colour, closed, pts, thick)
        if thick > 2:
            for p in pts:
                pygame.draw.circle(self.surface, colour, p, thick / 2)

    def line(self, a: Point, b: Point, colour: Colour, width: float) -> None:
        """A straight segment with round ends."""
        self.stroke([a, b], colour, width)
        thick = self.size(width)
        if thick > 2:
            pygame.draw.circle(self.surface, colour, self.at(*a), thick / 2)
            pygame.draw.circle(self.surface, colour, self.at(*b), thick / 2)

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, fill: Colour | None,
                outline: Colour | None = None, width: float = 1.0) -> None:
        """An axis-aligned ellipse centred on (cx, cy)."""
        x0, y0 = self.at(cx - rx, cy - ry)
        x1, y1 = self.at(cx + rx, cy + ry)
        rect = pygame.Rect(x0, y0, max(1, x1 - x0), max(1, y1 - y0))
        if fill is not None and is_translucent(fill):
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.ellipse(layer, fill, layer.get_rect())
            self.surface.blit(layer, rect)
        elif fill is not None:
            pygame.draw.ellipse(self.surface, fill, rect)
        if outline is not None:
            pygame.draw.ellipse(self.surface, outline, rect, self.size(width))

    def circle(self, cx: float, cy: float, r: float, fill: Colour | None,
               outline: Colour | None = None, width: float = 1.0) -> None:
        """A circle centred on (cx, cy)."""
        self.ellipse(cx, cy, r, r, fill, outline, width)

    def rect(self, x: float, y: float, w: float, h: float, fill: Colour | None,
             outline: Colour | None = None, width: float = 1.0, radius: float = 0) -> None:
        """A rectangle, optionally rounded, with an optional outline."""
        x0, y0 = self.at(x, y)
        x1, y1 = self.at(x + w, y + h)
        box = pygame.Rect(x0, y0, x1 - x0, y1 - y0)
        rad = round(radius * self.scale) if radius else -1
        if fill is not None:
            pygame.draw.rect(self.surface, fill, box, 0, rad)
        if outline is not None:
            pygame.draw.rect(self.surface, outline, box, self.size(width), rad)


def big_surface(width: int, height: int, clear: Colour = (0, 0, 0, 0)) -> pygame.Surface:
    """A transparent supersampled canvas for a picture of width × height final pixels."""
    surface = pygame.Surface((width * SUPERSAMPLE, height * SUPERSAMPLE), pygame.SRCALPHA)
    surface.fill(clear)
    return surface


def smoothscale(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """*surface* smoothscaled to *size* with the portable C filter (same pixels on every CPU)."""
    pygame.transform.set_smoothscale_backend("GENERIC")
    return pygame.transform.smoothscale(surface, size)


def reduce(surface: pygame.Surface, width: int, height: int) -> pygame.Surface:
    """The supersampled *surface* smoothscaled to its final width × height."""
    return smoothscale(surface, (width, height))
