"""Dragging the window's corner: the table is laid out once, when the size has been still for
a moment; until then each step shows the last laid-out frame scaled to the window (issue 26:
each step of a drag laid the whole table out again, some 180 ms, five frames a second)."""

from __future__ import annotations

import time

import pygame
import pytest

from hearts.ui.app import App
from hearts.ui.platform.window import display_surface
from tests.helpers.window import MakeApp

SETTLE = 0.15
DRAG = [(1280 + 16 * step, 800 + 10 * step) for step in range(1, 9)]


def drag_to(app: App, size: tuple[int, int]) -> None:
    """The window takes *size* as a window manager gives it during a drag; one turn of the
    loop."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    app.step()


@pytest.fixture
def app(make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> App:
    opened = make_app(deal=53, resize_settle=SETTLE)
    layouts: list[tuple[int, int]] = []
    build = opened._build_ui

    def counted() -> None:
        layouts.append(opened.size)
        build()

    monkeypatch.setattr(opened, "_build_ui", counted)
    opened.layouts = layouts  # type: ignore[attr-defined]
    return opened


def test_a_drag_lays_the_table_out_once_its_size_is_still(app: App) -> None:
    manager = app.manager
    for size in DRAG:
        drag_to(app, size)
    assert app.layouts == []  # type: ignore[attr-defined]
    assert app.manager is manager and app.size == (1280, 800)
    time.sleep(SETTLE + 0.05)
    app.step()
    assert app.layouts == [DRAG[-1]]  # type: ignore[attr-defined]
    assert app.size == DRAG[-1] and app.layout.size == DRAG[-1]


def test_each_step_of_a_drag_shows_the_table_scaled_to_the_window(app: App) -> None:
    app.draw(time.monotonic())
    laid_out = display_surface().copy()
    drag_to(app, (1600, 1000))  # the same shape, 1.25 times as large
    shown = display_surface()
    assert shown.get_size() == (1600, 1000)
    expected = pygame.transform.scale(laid_out, (1600, 1000))
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_the_loop_wakes_when_the_dragged_size_settles(app: App) -> None:
    app.config = type(app.config)(**{**app.config.__dict__, "max_wait_ms": 1000})
    drag_to(app, DRAG[0])
    assert 0 < app.rest_ms(time.monotonic()) <= SETTLE * 1000


def test_clicks_during_a_drag_do_not_reach_the_table(app: App) -> None:
    card = app.controller.scene.hand[0]
    point = app.table_screen.card_point(card)
    assert point is not None
    drag_to(app, DRAG[0])
    app.click(point)  # where the card was laid out: the window shows it elsewhere now
    app.step()
    assert app.controller.scene.raised == set()


def test_the_window_s_own_event_for_a_size_already_laid_out_starts_no_drag(app: App) -> None:
    app.resize((1400, 880))  # F11, a test, the screenshots: laid out at once
    drag_to(app, (1400, 880))  # then SDL says the window has that size
    card = app.controller.scene.hand[0]
    point = app.table_screen.card_point(card)
    assert point is not None
    app.click(point)
    app.step()
    assert app.controller.scene.raised == {card}, "a click waited for a drag that never was"
