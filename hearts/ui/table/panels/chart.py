"""The end-of-game chart: each seat's running total, hand by hand, as four coloured lines.

A pure function from the score sheet to a picture: it reads nothing else and
changes nothing, so the game-over panel and the tests call it the same way.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import pygame

from hearts.i18n import _
from hearts.ui.kit import palette
from hearts.ui.kit.palette import hex_of
from hearts.words import player_name

# One colour per seat (South, West, North, East), readable on the dark panel.
SEAT_COLOURS: Final = tuple(hex_of(colour) for colour in palette.SEAT_COLOURS)
BACKGROUND: Final = pygame.Color(palette.CHART_BACKGROUND)
FRAME: Final = pygame.Color(palette.GOLD_DARK)
GRID: Final = pygame.Color(palette.CHART_GRID)
AXIS_TEXT: Final = pygame.Color(palette.CREAM_DIM)
TARGET: Final = pygame.Color(palette.GOLD_BRIGHT)
_STEPS: Final = (5, 10, 20, 25, 50, 100, 200, 250, 500)
_SUPERSAMPLE: Final = 2  # lines are drawn twice as large, then smoothly scaled down


def running_totals(score_sheet: Sequence[Sequence[int]]) -> list[tuple[int, ...]]:
    """The four totals before the first hand (zeros) and after each hand."""
    totals: list[tuple[int, ...]] = [(0, 0, 0, 0)]
    for points in score_sheet:
        totals.append(tuple(total + p for total, p in zip(totals[-1], points, strict=True)))
    return totals


def value_range(totals: Sequence[Sequence[int]], target: int) -> tuple[int, int, int]:
    """The bottom, top and grid step of the vertical axis: zero, the target and every total."""
    values = [value for row in totals for value in row]
    low, high = min(0, *values), max(target, *values)
    step = next((s for s in _STEPS if (high - low) / s <= 6), _STEPS[-1])
    return math.floor(low / step) * step, math.ceil(high / step) * step, step


def _legend(surface: pygame.Surface, lang: str, font: pygame.font.Font, top: int,
            me: int) -> int:
    """The seat names with their colours, centred on one line (the person's, at *me*,
    « Vous »); returns the height used."""
    line = font.get_linesize()
    swatch = line
    entries = [font.render(player_name(seat, lang, me), True, SEAT_COLOURS[seat])
               for seat in range(4)]
    widths = [swatch + line // 3 + entry.get_width() for entry in entries]
    x = (surface.get_width() - sum(widths) - line * 3) // 2
    for seat, entry in enumerate(entries):
        middle = top + line // 2
        pygame.draw.line(surface, SEAT_COLOURS[seat], (x, middle), (x + swatch, middle),
                         max(2, line // 7))
        surface.blit(entry, (x + swatch + line // 3, top))
        x += widths[seat] + line
    return line


def _dashed(surface: pygame.Surface, colour: pygame.Color, y: int, left: int, right: int,
            width: int) -> None:
    """A horizontal dashed line."""
    dash = max(4, width * 4)
    for x in range(left, right, 2 * dash):
        pygame.draw.line(surface, colour, (x, y), (min(x + dash, right), y), width)


def hand_labels(count: int, font: pygame.font.Font, spacing: float) -> list[int]:
    """The hands to number on the axis: every n-th and the last, never touching each other."""
    widest = font.size(str(count))[0] + font.get_linesize() // 2
    every = 1
    while every * spacing < widest:
        every += 1
    labelled = list(range(every, count + 1, every))
    if not labelled:
        return [count]
    if labelled[-1] != count:
        if (count - labelled[-1]) * spacing < widest:
            labelled.pop()
        labelled.append(count)
    return labelled


@dataclass(frozen=True)
class Axes:
    """Where the plot lies in the chart, and the values its bottom and top stand for."""

    plot: pygame.Rect
    low: int
    high: int
    step: int

    def y_of(self, value: float) -> float:
        """The height in the chart of *value*."""
        return self.plot.bottom - (value - self.low) * self.plot.height / (self.high - self.low)


def chart_axes(surface_size: tuple[int, int], totals: Sequence[Sequence[int]],
               font: pygame.font.Font, target: int) -> Axes:
    """The plot under the legend, right of the values, above the hands' numbers and caption."""
    width, height = surface_size
    line = font.get_linesize()
    low, high, step = value_range(totals, target)
    label_width = max(font.size(str(v))[0] for v in range(low, high + 1, step))
    plot = pygame.Rect(line + label_width, line // 2 + line + line, 0, 0)
    plot.width = max(1, width - plot.left - line)
    plot.height = max(1, height - plot.top - 2 * line - line // 2)
    return Axes(plot, low, high, step)


def draw_totals_chart(
    surface_size: tuple[int, int],
    score_sheet: Sequence[Sequence[int]],
    lang: str,
    font: pygame.font.Font,
    *,
    target: int = 100,
    me: int = 0,
) -> pygame.Surface:
    """A picture of *surface_size* showing the totals hand by hand, with *target* dashed
    (*me*: the person's seat, « Vous » in the legend)."""
    height = surface_size[1]
    surface = pygame.Surface(surface_size, pygame.SRCALPHA)
    line = font.get_linesize()
    radius = max(4, line // 3)
    pygame.draw.rect(surface, BACKGROUND, surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, FRAME, surface.get_rect(), max(1, line // 16), border_radius=radius)
    _legend(surface, lang, font, line // 2, me)
    totals = running_totals(score_sheet)
    axes = chart_axes(surface_size, totals, font, target)
    plot, y_of = axes.plot, axes.y_of
    for value in range(axes.low, axes.high + 1, axes.step):
        y = round(y_of(value))
        pygame.draw.line(surface, GRID, (plot.left, y), (plot.right, y), 1)
        text = font.render(str(value), True, AXIS_TEXT)
        surface.blit(text, (plot.left - line // 3 - text.get_width(), y - text.get_height() // 2))
    _dashed(surface, TARGET, round(y_of(target)), plot.left, plot.right, max(1, line // 10))
    hands = len(totals) - 1
    if hands == 0:
        text = font.render(_("Aucune manche jouée")(lang), True, AXIS_TEXT)
        surface.blit(text, text.get_rect(center=plot.center))
        return surface
    spacing = plot.width / hands
    for hand in hand_labels(hands, font, spacing):
        text = font.render(str(hand), True, AXIS_TEXT)
        surface.blit(text, text.get_rect(midtop=(round(plot.left + hand * spacing), plot.bottom
                                                 + line // 4)))
    caption = font.render(_("Manches")(lang), True, AXIS_TEXT)
    surface.blit(caption, caption.get_rect(midbottom=(plot.centerx, height - line // 4)))
    _draw_lines(surface, totals, plot, spacing, y_of, line)
    return surface


def _draw_lines(surface: pygame.Surface, totals: Sequence[Sequence[int]], plot: pygame.Rect,
                spacing: float, y_of: Callable[[float], float], line: int) -> None:
    """The four seats' lines, drawn large and scaled down so that they are smooth; South on top."""
    scale = _SUPERSAMPLE
    layer = pygame.Surface((surface.get_width() * scale, surface.get_height() * scale),
                           pygame.SRCALPHA)
    thickness = max(3, round(line / 5.5)) * scale
    for seat in (3, 2, 1, 0):
        points = [
            (round((plot.left + hand * spacing) * scale), round(y_of(row[seat]) * scale))
            for hand, row in enumerate(totals)
        ]
        colour = pygame.Color(SEAT_COLOURS[seat])
        pygame.draw.lines(layer, colour, False, points, thickness)
        for point in points:
            pygame.draw.circle(layer, colour, point, thickness)
    surface.blit(pygame.transform.smoothscale(layer, surface.get_size()), (0, 0))
