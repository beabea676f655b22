"""The end-of-game chart dashes the game's own target score: 50, 100 or 150."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from hearts.ui.kit.fonts import font
from hearts.ui.table.panels.chart import TARGET, chart_axes, draw_totals_chart, running_totals
from hearts.ui.table.panels.game_over import GameOverPanel
from tests.helpers.window import MakeApp, play_until

SIZE = (520, 360)
SHEET = ((3, 13, 6, 4), (10, 0, 16, 0), (0, 5, 4, 17))  # totals stay under 50


def target_rows(chart: pygame.Surface) -> list[int]:
    """The rows where at least a third of the chart's width is the target's colour."""
    width, height = chart.get_size()
    colour = pygame.Color(TARGET)
    rows = []
    for y in range(height):
        count = sum(1 for x in range(width) if chart.get_at((x, y))[:3] == colour[:3])
        if count >= width // 3:
            rows.append(y)
    return rows


@pytest.mark.parametrize("target", [50, 100, 150])
def test_the_dashed_line_stands_at_the_target(target: int) -> None:
    small = font(13)
    chart = draw_totals_chart(SIZE, SHEET, "fr", small, target=target)
    axes = chart_axes(SIZE, running_totals(SHEET), small, target)
    assert axes.low <= target <= axes.high
    expected = axes.y_of(target)
    rows = target_rows(chart)
    assert rows, "no dashed line"
    assert all(abs(row - expected) <= 2 for row in rows), (rows, expected)


def test_on_the_same_scale_50_is_drawn_halfway_down_to_zero() -> None:
    sheet = ((26, 0, 0, 0), (26, 0, 0, 0), (26, 0, 0, 0), (22, 1, 2, 1))  # South reaches 100
    small = font(13)
    axes = chart_axes(SIZE, running_totals(sheet), small, 50)
    assert (axes.low, axes.high) == (0, 100)
    (at_50,) = target_rows(draw_totals_chart(SIZE, sheet, "en", small, target=50))
    (at_100,) = target_rows(draw_totals_chart(SIZE, sheet, "en", small, target=100))
    assert at_100 == axes.plot.top
    assert abs(at_50 - (axes.plot.top + axes.plot.bottom) / 2) <= 1


def test_the_game_over_panel_shows_the_target_the_game_was_played_to(
        make_app: MakeApp, tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"schema": 1, "target": 50}')  # a short game
    app = make_app(deal=26)
    play_until(app, lambda a: isinstance(a.dialog, GameOverPanel), limit=2000)
    assert app.controller.host.match.rules.target == 50
    dialog = app.dialog
    assert isinstance(dialog, GameOverPanel)
    assert dialog.target == 50
    axes_size = dialog.chart.image.get_size()
    small = font(dialog.metrics.small)
    axes = chart_axes(axes_size, running_totals(dialog.score_sheet), small, 50)
    rows = target_rows(dialog.chart.image)
    assert rows and all(abs(row - axes.y_of(50)) <= 2 for row in rows)
