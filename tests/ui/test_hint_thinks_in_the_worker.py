"""Expert's hint, at its full budget, is thought out in the bots' worker process: while it
thinks, the message line says so and the window keeps turning its loop and answering keys;
the advice then lights Expert's own three cards."""

from __future__ import annotations

import time
from typing import Final

import pygame

from hearts.ai import ExpertBot
from hearts.i18n import _
from hearts.ui.app import App
from tests.helpers.window import SOUTH, MakeApp

THINKING: Final = _("Indice : réflexion…")("fr")
SLOWEST_TURN: Final = 0.25  # seconds: a turn of the loop longer than this is a frozen window
PATIENCE: Final = 120.0  # seconds the hint may take on a busy machine


def turn(app: App) -> float:
    """One turn of the window's loop; how long it took."""
    started = time.perf_counter()
    app.step()
    return time.perf_counter() - started


def test_the_window_says_it_thinks_and_stays_responsive_while_the_hint_is_thought_out(
        open_app: MakeApp) -> None:
    app = open_app(deal=8, threads=True, budgets={}, max_wait_ms=5)
    controller = app.controller
    deadline = time.monotonic() + PATIENCE
    while not controller.choices.is_choosing_pass() or not controller.is_idle():
        app.step()
        assert time.monotonic() < deadline, "South never came to choose cards to pass"
    view = controller.host.match.view(SOUTH)
    app.press(pygame.K_h)
    turns = [turn(app)]
    while not controller.scene.hinted:
        assert THINKING in controller.message_text()
        if len(turns) == 2:
            app.press(pygame.K_RIGHT)  # the arrows still move the focus while it thinks
        turns.append(turn(app))
        assert time.monotonic() < deadline, "the hint never came"
    assert len(turns) > 3, "the hint came at once: was it thought out in the window?"
    assert max(turns) < SLOWEST_TURN, max(turns)
    assert controller.choices.focused_card() is not None
    assert set(controller.scene.hinted) == set(ExpertBot().choose_pass(view))
    assert THINKING not in controller.message_text()
