"""The window cannot be made smaller than the size its layout is designed for (MIN_SIZE)."""

from __future__ import annotations

import warnings

import pygame

from hearts.ui.table.geometry.layout import MIN_SIZE
from tests.helpers.window import MakeApp


def the_window() -> pygame.Window:
    """The display module's window (pygame-ce calls this bridge deprecated; it still works)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_the_window_has_the_minimum_size(make_app: MakeApp) -> None:
    make_app()
    window = the_window()
    assert window.minimum_size == MIN_SIZE
    window.size = (700, 400)  # as a person dragging the window's corner would
    assert window.size == MIN_SIZE


def test_the_window_keeps_its_minimum_size_after_a_resize(make_app: MakeApp) -> None:
    app = make_app()
    app.resize((1280, 800))
    window = the_window()
    window.size = (700, 400)
    assert window.size == MIN_SIZE
