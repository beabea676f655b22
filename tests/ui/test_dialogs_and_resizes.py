"""A dialog closed just before the window is resized stays closed."""

from __future__ import annotations

import pygame
import pytest

from hearts.ui.app import App
from hearts.ui.dialogs import RulesDialog
from tests.helpers.window import MakeApp, settle


@pytest.fixture
def app(make_app: MakeApp) -> App:
    """The real window (headless) on deal 31, every move instant."""
    return make_app(deal=31)


def test_rules_closed_then_a_resize_leaves_no_dialog(app: App) -> None:
    app.dialogs.action_rules()
    settle(app)
    assert isinstance(app.dialog, RulesDialog) and app.dialog.is_open
    app.dialog.close()
    app.resize((1000, 700))
    settle(app)
    assert app.layout.size == (1000, 700)
    assert app.dialog is None


def test_a_close_and_a_resize_in_the_same_frame_leave_no_dialog(app: App) -> None:
    app.dialogs.action_rules()
    settle(app)
    assert isinstance(app.dialog, RulesDialog)
    app.dialog.close()  # the close button, then the window's new size, before one frame
    pygame.display.set_mode((1100, 720), pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 720), w=1100, h=720))
    app.step()
    assert app.size == (1100, 720)
    assert app.dialog is None
    settle(app)
    assert app.dialog is None


def test_an_open_dialog_is_rebuilt_at_the_new_size(app: App) -> None:
    app.dialogs.action_rules()
    settle(app)
    first = app.dialog
    app.resize((1000, 700))
    settle(app)
    assert isinstance(app.dialog, RulesDialog)
    assert app.dialog is not first and app.dialog.is_open
