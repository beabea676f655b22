"""Practising a hand of the review: a table of its own over the review, with the same cards
and totals, nothing saved or counted, and the game in progress under it never touched."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from hearts.engine.hand_story import hand_stories
from hearts.store import FileKind, Store
from hearts.ui.app import App
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.table.controller import Controller
from hearts.ui.table.screen import TableScreen
from tests.helpers.window import (
    MakeApp,
    controller_on,
    drive_controller,
    give_up,
    play_until,
    practise_from_the_review,
    settle,
)


def saved_match(home: Path) -> object:
    """The match of the game saved on disk."""
    return json.loads(Store(home).path(FileKind.GAME).read_text())["game"]["match"]


def two_hands_in(home: Path) -> Controller:
    """A game on deal 501 with its first hand played and a trick of the second."""
    controller = controller_on(home)
    controller.start(deal=501)
    drive_controller(controller, lambda: controller.host.match.hand_number == 1
                     and len(controller.host.match.tricks) == 1)
    controller.flush_saves()
    return controller


def practice_of(home: Path, real: Controller) -> Controller:
    """A table of its own for the first hand of *real*'s game, as the window makes one."""
    practice = controller_on(home)
    practice.practise(hand_stories(real.host.match.to_json())[0])
    return practice


def test_a_practised_hand_starts_from_its_deal_and_never_touches_the_save(tmp_path: Path) -> None:
    real = two_hands_in(tmp_path)
    before_save = saved_match(tmp_path)
    story = hand_stories(real.host.match.to_json())[0]
    practice = practice_of(tmp_path, real)
    assert practice.games.practising and not practice.games.would_abandon()
    assert practice.host.match.hand_number == 0
    assert practice.host.match.totals == story.totals_before
    drive_controller(practice, lambda: practice.host.match.hand_number == 1)  # the hand, played
    practice.flush_saves()
    assert saved_match(tmp_path) == before_save
    assert Store(tmp_path).history.recent() == []
    assert practice.stats.games_played == 0


def test_a_practice_played_to_the_end_of_the_game_is_not_counted(tmp_path: Path) -> None:
    real = two_hands_in(tmp_path)
    practice = practice_of(tmp_path, real)
    drive_controller(practice, lambda: practice.games.finished)
    practice.leave()
    real.close()
    assert real.stats.games_played == 0
    assert Store(tmp_path).history.recent() == []
    assert Store(tmp_path).load_game() is not None  # the real game is still there to resume


def a_trick_in(make_app: MakeApp) -> App:
    """A window on deal 53 with a trick played."""
    app = make_app(deal=53)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    settle(app)
    return app


def test_the_practice_is_a_table_over_the_review_and_the_game_under_it_waits(
        make_app: MakeApp) -> None:
    app = a_trick_in(make_app)
    home = app.controller
    real, game_id = home.host.match.to_json(), home.games.game_id
    review = practise_from_the_review(app)
    settle(app)
    practice = app.dialog
    assert isinstance(practice, TableScreen) and app.screens.front is practice
    assert app.controller is practice.controller is not home
    assert app.tables.home.buttons is None  # only the table drawn has buttons
    assert practice.controller.message_line.listener is home.message_line.listener  # heard
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 2)
    assert home.host.match.to_json() == real  # waiting, untouched
    app.press(pygame.K_r)  # R: back to the review
    settle(app)
    assert isinstance(app.dialog, ReviewDialog) and app.dialog.review is review.review
    assert not practice.is_open and practice.buttons is None
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert app.controller is home and app.dialog is None
    assert home.host.match.to_json() == real and home.games.game_id == game_id
    assert app.table_buttons.pass_button is not None  # the table's own buttons again


def test_a_setting_changed_at_the_practice_stays_once_it_is_left(make_app: MakeApp) -> None:
    app = a_trick_in(make_app)
    home = app.controller
    practise_from_the_review(app)
    settle(app)
    order = app.controller.settings.sort_order
    app.action("sort")
    app.action("practice_back")
    settle(app)
    assert home.settings.sort_order != order
    assert Store(app.config.home).load_settings().sort_order == home.settings.sort_order


def test_a_new_game_from_a_practice_asks_then_leaves_it_and_counts_the_real_game(
        make_app: MakeApp) -> None:
    app = a_trick_in(make_app)
    game_id = app.controller.games.game_id
    practise_from_the_review(app)
    settle(app)
    app.action("new_game")
    settle(app)
    give_up(app)  # the question is about the game in progress, not the practice
    assert app.dialog is None and app.controller is app.tables.home.controller
    assert app.controller.games.game_id != game_id and not app.controller.games.practising
    app.controller.flush_saves()
    [kept] = Store(app.config.home).history.recent()
    assert (kept.game_id, kept.result) == (game_id, "abandoned")
