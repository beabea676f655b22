"""Giving up a started game asks first: it would count as lost. Esc and Enter keep playing."""

from __future__ import annotations

import pygame
import pytest

from hearts.engine import Phase
from hearts.ui.app import App
from hearts.ui.dialogs import AbandonDialog, DealNumberDialog
from tests.helpers.window import MakeApp, click_button, play_until, press, settle

ABANDONING = ("new_game", "replay", "daily")


def started(app: App) -> App:
    """Play until a few cards of the game are on the table."""
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 1)
    return app


def position(app: App) -> tuple[str, int]:
    """The game in progress and the statistics, as a fingerprint."""
    return app.controller.host.match.to_json(), app.controller.stats.games_played


@pytest.mark.parametrize("name", ABANDONING)
def test_abandoning_a_started_game_asks_and_continuer_keeps_it(make_app: MakeApp,
                                                               name: str) -> None:
    app = started(make_app(deal=31))
    before = position(app)
    click_button(app, name)
    assert isinstance(app.dialog, AbandonDialog)
    assert "comptera comme perdue" in app.dialog.sentence.text
    press(app.dialog, app.dialog.keep_button)
    settle(app)
    assert app.dialog is None
    assert position(app) == before


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_RETURN])
def test_esc_and_enter_mean_continue_the_game(make_app: MakeApp, key: int) -> None:
    app = started(make_app(deal=32))
    before = position(app)
    click_button(app, "new_game")
    app.press(key)
    settle(app)
    assert app.dialog is None
    assert position(app) == before


def test_abandonner_gives_up_the_game_and_counts_it_lost(make_app: MakeApp) -> None:
    app = started(make_app(deal=33))
    played = app.controller.stats.games_played
    click_button(app, "replay")
    assert isinstance(app.dialog, AbandonDialog)
    press(app.dialog, app.dialog.abandon_button)
    settle(app)
    assert app.controller.host.match.deal_number == 33
    assert not app.controller.host.match.tricks
    assert app.controller.stats.games_played == played + 1


def test_a_deal_number_typed_in_a_started_game_asks_too(make_app: MakeApp) -> None:
    app = started(make_app(deal=34))
    before = position(app)
    app.dialogs.action_ask_deal_number()
    settle(app)
    assert isinstance(app.dialog, DealNumberDialog)
    app.dialog.entry.set_text("123")
    app.dialog.accept()
    settle(app)
    assert isinstance(app.dialog, AbandonDialog)
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert position(app) == before
    app.dialogs.action_ask_deal_number()
    settle(app)
    assert isinstance(app.dialog, DealNumberDialog)
    app.dialog.entry.set_text("123")
    app.dialog.accept()
    settle(app)
    assert isinstance(app.dialog, AbandonDialog)
    press(app.dialog, app.dialog.abandon_button)
    settle(app)
    assert app.controller.host.match.deal_number == 123


def test_a_game_not_yet_started_changes_without_a_question(make_app: MakeApp) -> None:
    app = make_app(deal=35)
    assert app.controller.host.match.phase is Phase.PASSING
    game = app.controller.games.game_id
    click_button(app, "new_game")
    assert app.dialog is None
    assert app.controller.games.game_id != game
    assert app.controller.stats.games_played == 0
