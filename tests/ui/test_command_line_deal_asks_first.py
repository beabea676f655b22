"""`--deal N` and `--daily` with a game in progress: the window opens on that game with the
question it asks before any game is given up (Abandonner ?), never counting it lost unasked."""

from __future__ import annotations

from datetime import date

import pytest

from hearts.engine import daily_deal_number
from hearts.ui.app import App
from hearts.ui.dialogs import AbandonDialog
from tests.helpers.window import MakeApp, play_until, press, settle

DAY = date(2026, 12, 4)


def a_game_left_started(open_app: MakeApp) -> str:
    """A window on deal 31 played to its first trick, then closed: the saved match."""
    app = open_app(deal=31)
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 1)
    app.controller.flush_saves()
    saved = app.controller.host.match.to_json()
    app.running = False
    app.close()
    return saved


def reopened_asking(open_app: MakeApp, daily: bool) -> App:
    """The window opened again with --daily, or --deal 32."""
    if daily:
        return open_app(deal=None, daily=True, day=DAY)
    return open_app(deal=32)


@pytest.mark.parametrize("daily", [False, True])
def test_the_game_in_progress_waits_on_the_question_and_continuer_keeps_it(
        open_app: MakeApp, daily: bool) -> None:
    saved = a_game_left_started(open_app)
    app = reopened_asking(open_app, daily)
    assert isinstance(app.dialog, AbandonDialog)
    assert app.controller.host.match.to_json() == saved
    press(app.dialog, app.dialog.keep_button)
    settle(app)
    assert app.dialog is None
    assert app.controller.host.match.to_json() == saved
    assert app.controller.stats.games_played == 0


@pytest.mark.parametrize("daily", [False, True])
def test_abandonner_opens_the_deal_asked_for_and_counts_the_game_lost(
        open_app: MakeApp, daily: bool) -> None:
    a_game_left_started(open_app)
    app = reopened_asking(open_app, daily)
    assert isinstance(app.dialog, AbandonDialog)
    press(app.dialog, app.dialog.abandon_button)
    settle(app)
    wanted = daily_deal_number(DAY) if daily else 32
    assert app.controller.host.match.deal_number == wanted
    assert not app.controller.host.match.tricks
    assert app.controller.stats.games_played == 1


def test_the_deal_in_progress_asked_again_goes_on_without_a_question(
        open_app: MakeApp) -> None:
    saved = a_game_left_started(open_app)
    app = open_app(deal=31)
    assert app.dialog is None
    assert app.controller.host.match.to_json() == saved
