"""A window closed leaves no file open: its fonts are closed with it, even when it was resized
and showed dialogs (issue 26: the suite ran out of file handles under `ulimit -n 256`)."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path

import pytest
from pygame_gui.core.utility import set_default_manager

from hearts.ui.kit import fonts
from tests.helpers.window import MakeApp, play_until, practise_from_the_review, settle

pytestmark = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(),
                                reason="counts the open files in /proc (Linux)")


def open_fonts() -> list[str]:
    """The font files this process holds open."""
    found = []
    for entry in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{entry}")
        except OSError:  # closed while listed
            continue
        if target.endswith((".ttf", ".otf")):
            found.append(target)
    return found


def settled_font_count() -> int:
    """The fonts open once nothing of an earlier test keeps one: the game's font cache and
    pygame_gui's default manager (a module's dialogs leave both full) and the windows of
    earlier tests not yet collected are let go of first, as the first window's close would
    (before, the windows' close let go of them and the count fell below the one taken
    first); what still counts was leaked for good."""
    fonts.clear_cache()
    set_default_manager(None)
    gc.collect()
    return len(open_fonts())


def test_windows_closed_one_after_another_leave_no_font_open(open_app: MakeApp) -> None:
    before = settled_font_count()
    for _ in range(3):
        app = open_app(deal=53)
        app.dialogs.action_options()
        settle(app)
        app.resize((1000, 700))
        settle(app)
        app.running = False
        app.close()
    assert len(open_fonts()) == before, sys.platform


def test_a_window_resized_to_many_sizes_keeps_its_fonts_bounded(make_app: MakeApp) -> None:
    from hearts.ui.kit.fonts import FONTS_KEPT

    app = make_app(deal=53)
    for step in range(16):  # a settled size each time: every layout opens its own sizes
        app.resize((960 + 60 * step, 600 + 30 * step))
        settle(app)
    game_fonts_at_most = FONTS_KEPT
    manager_fonts = len(app.manager.get_theme().get_font_dictionary().loaded_fonts)  # type: ignore[attr-defined]
    assert len(open_fonts()) <= game_fonts_at_most + manager_fonts


def test_a_window_closed_while_a_hand_of_the_review_is_practised_leaves_no_font_open(
        open_app: MakeApp) -> None:
    """The review set aside for the practice holds its controls, and through them the
    manager's fonts: the window's close lets go of it before leaving pygame."""
    before = settled_font_count()
    app = open_app(deal=808)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    review = practise_from_the_review(app)
    settle(app)
    assert app.controller.games.practising
    del review
    app.running = False
    app.close()
    assert len(open_fonts()) == before
