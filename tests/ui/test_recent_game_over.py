"""A finished game of Parties récentes shows its end-of-game panel and chart again, by its
"Fin de la partie" button or by F; back (Retour, Esc) is the list again."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
from pygame_gui.elements import UIImage

from hearts.engine import Match
from hearts.store import GameRecord, Store
from hearts.store.history import Result
from hearts.ui.app import App
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.recent import GAME_OVER, RecentGamesDialog
from hearts.ui.table.panels.game_over import BACK, GameOverPanel
from tests.helpers.engine import random_game
from tests.helpers.window import MakeApp, press, settle


def keep(home: Path, match: Match, game_id: str, result: Result, day: int) -> GameRecord:
    """*match* kept in the history of *home* as game *game_id*."""
    store = Store(home)
    record = GameRecord.of(match.to_json(), game_id, "medium", False, result,
                           datetime(2026, 11, day, 20, 0))
    assert store.keep_game(record)
    store.history.close()
    return record


def finished_and_left(home: Path) -> tuple[Match, Match]:
    """A game played to its end (the older) and one left after two hands (the newest)."""
    ended = random_game(808, seed=8)
    left = random_game(809, seed=9, hands=2)
    keep(home, ended, "ended", "won" if 0 in ended.winners else "lost", 1)
    keep(home, left, "left", "abandoned", 2)
    return ended, left


def open_recent(app: App) -> RecentGamesDialog:
    """Parties récentes over the table."""
    app.reviews.recent_games()
    settle(app)
    recent = app.dialog
    assert isinstance(recent, RecentGamesDialog)
    return recent


def test_a_finished_game_s_button_opens_its_panel_and_retour_comes_back(
        make_app: MakeApp, tmp_path: Path) -> None:
    ended, _ = finished_and_left(tmp_path)
    app = make_app(5)
    recent = open_recent(app)
    assert list(recent.end_buttons) == ["ended"], "a game left before its end has no panel"
    button = recent.end_buttons["ended"]
    assert button.text == GAME_OVER("fr")
    press(recent, button)
    settle(app)
    panel = app.dialog
    assert isinstance(panel, GameOverPanel) and len(app.screens) == 2
    assert panel.totals == ended.totals and panel.winners == ended.winners
    assert panel.score_sheet == ended.score_sheet and not panel.new_record
    assert isinstance(panel.chart, UIImage)
    assert panel.replay_button is None and panel.new_game_button.text == BACK("fr")
    press(panel, panel.new_game_button)
    settle(app)
    assert isinstance(app.dialog, RecentGamesDialog) and len(app.screens) == 1
    assert app.controller.host.match.deal_number == 5, "the game at the table is untouched"


def test_f_opens_the_focused_game_s_panel_and_esc_comes_back(
        make_app: MakeApp, tmp_path: Path) -> None:
    finished_and_left(tmp_path)
    app = make_app(5)
    recent = open_recent(app)
    newest = recent.focused_game()
    assert newest is not None and newest.game_id == "left"
    app.press(pygame.K_f)  # the newest game was left: no panel
    settle(app)
    assert app.dialog is recent
    app.press(pygame.K_DOWN)  # its line, then the finished game's line
    settle(app)
    assert app.dialog is recent
    focused = recent.focused_game()
    assert focused is not None and focused.game_id == "ended"
    app.press(pygame.K_f)
    settle(app)
    assert isinstance(app.dialog, GameOverPanel)
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.dialog, RecentGamesDialog) and len(app.screens) == 1


def test_the_panel_s_review_opens_over_it_and_comes_back_to_it(
        make_app: MakeApp, tmp_path: Path) -> None:
    finished_and_left(tmp_path)
    app = make_app(5)
    recent = open_recent(app)
    press(recent, recent.end_buttons["ended"])
    settle(app)
    panel = app.dialog
    assert isinstance(panel, GameOverPanel) and panel.review_button is not None
    press(panel, panel.review_button)
    settle(app)
    assert isinstance(app.dialog, ReviewDialog) and len(app.screens) == 3
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.dialog, GameOverPanel) and len(app.screens) == 2
