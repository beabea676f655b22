"""At rest the loop sleeps until its next task (the longest wait, a step, a cursor blink);
while cards move it wakes each frame."""

from __future__ import annotations

import dataclasses
import time

import pytest

from hearts.ui.app import App
from hearts.ui.platform.pace import rest_ms
from tests.helpers.window import MakeApp

LONGEST = 1000


def test_at_rest_the_loop_waits_the_longest() -> None:
    assert rest_ms(frame_due=False, fps=60, next_step=None, next_blink=None,
                   longest_ms=LONGEST) == LONGEST


def test_while_cards_move_the_loop_waits_one_frame() -> None:
    assert rest_ms(frame_due=True, fps=60, next_step=None, next_blink=None,
                   longest_ms=LONGEST) == 16
    assert rest_ms(frame_due=True, fps=0, next_step=None, next_blink=None,
                   longest_ms=LONGEST) == 0


@pytest.mark.parametrize(("next_step", "next_blink", "expected"),
                         [(0.3, None, 300), (None, 0.25, 250), (0.7, 0.2, 200), (0.0, None, 0),
                          (5.0, None, LONGEST)])
def test_at_rest_the_loop_wakes_for_the_next_step_or_blink(
        next_step: float | None, next_blink: float | None, expected: int) -> None:
    assert rest_ms(frame_due=False, fps=60, next_step=next_step, next_blink=next_blink,
                   longest_ms=LONGEST) == expected


def test_tests_never_sleep() -> None:
    assert rest_ms(frame_due=False, fps=60, next_step=0.3, next_blink=None, longest_ms=0) == 0


def _sleeping(app: App) -> App:
    """The app with its real longest wait instead of the tests' zero."""
    app.config = dataclasses.replace(app.config, max_wait_ms=LONGEST)
    return app


def test_the_window_rests_long_when_south_must_pass(make_app: MakeApp) -> None:
    app = _sleeping(make_app(deal=3))
    assert app.controller.choices.is_choosing_pass()
    app.step()
    assert app.rest_ms(time.monotonic()) == LONGEST


def test_the_window_wakes_each_frame_while_the_passed_cards_fly(make_app: MakeApp) -> None:
    app = _sleeping(make_app(deal=3))
    app.config = dataclasses.replace(app.config, fps=60)
    controller = app.controller
    controller.time_scale = 1.0  # the cards fly at their normal speed
    for card in controller.scene.hand[:3]:
        controller.action_toggle_card(card)
    controller.action_pass()
    app.step()
    now = time.monotonic()
    assert controller.show.is_animating(now)
    assert app.rest_ms(now) == 16
