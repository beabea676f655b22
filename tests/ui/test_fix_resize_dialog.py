"""A dialog closed just before the window is resized stays closed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from hearts.ui.app import App, AppConfig


@pytest.fixture
def app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """The real window (headless) on deal 31, every move instant."""
    monkeypatch.setenv("DAME_DE_PIQUE_HOME", str(tmp_path))
    window = App(AppConfig(deal=31, time_scale=0.0, threads=False, size=(1280, 800), fps=0,
                           max_wait_ms=0))
    settle(window)
    yield window
    window.running = False
    window.close()


def settle(app: App, limit: int = 400) -> None:
    """Run the loop until the table rests and no event waits."""
    for _ in range(limit):
        app.step()
        if app.controller.is_idle() and not pygame.event.peek():
            app.step()
            return
    raise AssertionError("the table never came to rest")


def test_rules_closed_then_a_resize_leaves_no_dialog(app: App) -> None:
    app.action_rules()
    settle(app)
    assert type(app.dialog).__name__ == "RulesDialog" and app.dialog.is_open
    app.dialog.close()
    app.resize((1000, 700))
    settle(app)
    assert app.layout.size == (1000, 700)
    assert app.dialog is None


def test_a_close_and_a_resize_in_the_same_frame_leave_no_dialog(app: App) -> None:
    app.action_rules()
    settle(app)
    app.dialog.close()  # the close button, then the window's new size, before one frame
    pygame.display.set_mode((1100, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 720), w=1100, h=720))
    app.step()
    assert app.size == (1100, 720)
    assert app.dialog is None
    settle(app)
    assert app.dialog is None


def test_an_open_dialog_is_rebuilt_at_the_new_size(app: App) -> None:
    app.action_rules()
    settle(app)
    first = app.dialog
    app.resize((1000, 700))
    settle(app)
    assert app.dialog is not first and app.dialog.is_open
    assert type(app.dialog).__name__ == "RulesDialog"
