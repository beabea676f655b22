"""Every state the table reaches is on the screen without any input: the frame last shown is
the frame the window would draw now, whatever opened it (a dialog, a message, a bot's card,
a hint's answer)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from hearts.engine import Phase
from hearts.ui import app as app_module
from hearts.ui.app import App
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.window import SOUTH, MakeApp, pass_three, run_without_input, settle
from tests.helpers.window import assert_screen_is_current as assert_current


@pytest.fixture(autouse=True)
def no_settling(monkeypatch: pytest.MonkeyPatch) -> None:
    """No frames drawn for a while after input: what is shown must follow from the state."""
    monkeypatch.setattr(app_module, "SETTLE_SECONDS", 0.0)


def assert_screen_is_current(app: App) -> None:
    """Run the loop without input; then the screen is what a fresh frame shows."""
    run_without_input(app)
    assert_current(app)


def south_plays_without_input(app: App, until: Callable[[App], bool], limit: int = 400) -> None:
    """South's moves made through the controller (no click, no key) until *until*."""
    controller = app.controller
    for _ in range(limit):
        if until(app):
            return
        match = controller.host.match
        if controller.choices.is_choosing_pass():
            pass_three(app)
        elif (match.phase is Phase.PLAYING and match.turn is SOUTH
              and controller.is_caught_up()):
            controller.action_play(match.legal_plays(SOUTH)[0])
        elif isinstance(app.dialog, HandOverPanel):
            controller.action_continue()
            app.dialog.close()
        app.step()
    raise AssertionError("the wanted position never came")


def test_the_end_of_hand_panel_shows_without_input(make_app: MakeApp) -> None:
    app = make_app(deal=7)
    south_plays_without_input(app, lambda a: isinstance(a.dialog, HandOverPanel))
    assert_screen_is_current(app)


def test_the_end_of_game_panel_shows_without_input(make_app: MakeApp) -> None:
    app = make_app(deal=7)
    south_plays_without_input(app, lambda a: isinstance(a.dialog, GameOverPanel), limit=5000)
    assert_screen_is_current(app)


def test_a_hint_answer_shows_without_input(make_app: MakeApp) -> None:
    app = make_app(deal=4)
    app.controller.action_hint()
    assert_screen_is_current(app)
    assert app.controller.scene.hinted


def test_each_bot_card_shows_without_input(make_app: MakeApp) -> None:
    app = make_app(deal=5)
    pass_three(app)
    controller = app.controller
    for _ in range(12):
        match = controller.host.match
        if match.phase is Phase.PLAYING and match.turn is SOUTH and controller.is_idle():
            controller.action_play(match.legal_plays(SOUTH)[0])
        app.step()
        assert_screen_is_current(app)
    settle(app)
