"""The chart of Parties récentes' "Vos progrès": over the player's last games, South's points
per hand minus Expert's in South's seat on the same cards (À votre place), one point a game,
coloured by its level. Under the zero line the player did better than Expert: progress free
of the luck of the deal. A pure function from the history's margins to a picture."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pygame

from hearts.choices import LEVEL_WORDS, LEVELS
from hearts.i18n import _, number_text
from hearts.store import Margin
from hearts.ui.kit import palette

GAMES_SHOWN: Final = 30  # the last games drawn
BACKGROUND: Final = pygame.Color(palette.CHART_BACKGROUND)
FRAME: Final = pygame.Color(palette.GOLD_DARK)
GRID: Final = pygame.Color(palette.CHART_GRID)
ZERO: Final = pygame.Color(palette.GOLD_BRIGHT)
TEXT: Final = pygame.Color(palette.CREAM_DIM)
LINE: Final = pygame.Color(palette.CREAM)
LEVEL_COLOURS: Final = dict(zip(LEVELS, (pygame.Color(c) for c in palette.SEAT_COLOURS),
                                strict=True))
NO_MARGINS: Final = _("Aucune manche rejouée par Expert pour l'instant.")
BETTER: Final = _("mieux qu'Expert")  # under the zero line
WORSE: Final = _("moins bien qu'Expert")  # over it


def value_span(margins: Sequence[Margin]) -> float:
    """How far the chart reaches above and below zero: the largest margin, at least 2."""
    return max([2.0, *(abs(margin.per_hand) for margin in margins)])


def draw_progress_chart(size: tuple[int, int], margins: Sequence[Margin], lang: str,
                        font: pygame.font.Font) -> pygame.Surface:
    """The last GAMES_SHOWN games' margins on Expert, per hand, left (oldest) to right."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill(BACKGROUND)
    pygame.draw.rect(surface, FRAME, surface.get_rect(), 1)
    shown = list(margins)[-GAMES_SHOWN:]
    if not shown:
        text = font.render(NO_MARGINS(lang), True, TEXT)
        surface.blit(text, text.get_rect(center=surface.get_rect().center))
        return surface
    pad = font.get_linesize()
    area = pygame.Rect(pad * 3, pad, size[0] - pad * 4, size[1] - pad * 2)
    span = value_span(shown)
    _grid(surface, area, span, lang, font)
    points = [_point(area, index, len(shown), margin.per_hand, span)
              for index, margin in enumerate(shown)]
    if len(points) > 1:
        pygame.draw.lines(surface, LINE, False, points, 1)
    for point, margin in zip(points, shown, strict=True):
        pygame.draw.circle(surface, LEVEL_COLOURS[margin.level], point, max(3, pad // 5))
    _legend(surface, area, {margin.level for margin in shown}, lang, font)
    return surface


def _legend(surface: pygame.Surface, area: pygame.Rect, levels: set[str], lang: str,
            font: pygame.font.Font) -> None:
    """The levels drawn, each in its colour, at the top left of the area."""
    x = area.left + 4
    for level in LEVELS:
        if level in levels:
            text = font.render(f"● {LEVEL_WORDS[level](lang)}", True, LEVEL_COLOURS[level])
            surface.blit(text, (x, area.top + 2))
            x += text.get_width() + font.size("  ")[0]


def _grid(surface: pygame.Surface, area: pygame.Rect, span: float, lang: str,
          font: pygame.font.Font) -> None:
    """The zero line in gold, the span's lines, their values, and which side is better."""
    for value in (span, 0.0, -span):
        y = _y(area, value, span)
        pygame.draw.line(surface, ZERO if value == 0 else GRID, (area.left, y), (area.right, y))
        sign = "+" if value > 0 else "−" if value < 0 else ""
        label = font.render(sign + number_text(abs(round(value, 1)), lang), True, TEXT)
        surface.blit(label, label.get_rect(midright=(area.left - 4, y)))
    worse = font.render(WORSE(lang), True, TEXT)
    surface.blit(worse, worse.get_rect(topright=(area.right - 4, area.top + 2)))
    better = font.render(BETTER(lang), True, TEXT)
    surface.blit(better, better.get_rect(bottomright=(area.right - 4, area.bottom - 2)))


def _y(area: pygame.Rect, value: float, span: float) -> int:
    """The height of *value* in the area (above the middle: more points than Expert)."""
    return round(area.centery - value / span * area.height / 2)


def _point(area: pygame.Rect, index: int, count: int, value: float,
           span: float) -> tuple[int, int]:
    """Where game *index* of *count* is drawn."""
    x = area.centerx if count == 1 else area.left + round(index * area.width / (count - 1))
    return x, _y(area, value, span)
