"""A game of Parties récentes is reviewed round the seat the person played it at (issue 41):
a game kept at West opens its review with West at the bottom, a game of an older history
South's."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from hearts.engine import Seat
from hearts.store import GameRecord, Store
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.recent import RecentGamesDialog
from tests.helpers.engine import random_game
from tests.helpers.window import MakeApp, open_recent, press, settle


def test_a_game_kept_at_west_is_reviewed_round_west(make_app: MakeApp, tmp_path: Path) -> None:
    store = Store(tmp_path)
    match = random_game(1099, seed=99)
    for game_id, seat, day in (("south", Seat.SOUTH, 1), ("west", Seat.WEST, 2)):
        assert store.keep_game(GameRecord.of(match.to_json(), game_id, "hard", False, "won",
                                             datetime(2026, 12, day, 20, 0), seat))
    store.history.close()
    app = make_app(5)
    for index, seat in ((0, Seat.WEST), (1, Seat.SOUTH)):  # the newest first
        recent = open_recent(app)
        press(recent, recent.game_buttons[index])
        settle(app)
        review = app.dialog
        assert isinstance(review, ReviewDialog)
        assert review.review.me is seat
        press(review, review.back_button)
        settle(app)
        back = app.dialog
        assert isinstance(back, RecentGamesDialog)
        press(back, back.close_button)
        settle(app)


def test_a_hand_of_a_game_kept_at_west_is_practised_at_west(make_app: MakeApp,
                                                             tmp_path: Path) -> None:
    store = Store(tmp_path)
    match = random_game(1099, seed=99)
    assert store.keep_game(GameRecord.of(match.to_json(), "west", "hard", False, "won",
                                         datetime(2026, 12, 2, 20, 0), Seat.WEST))
    store.history.close()
    app = make_app(5)
    recent = open_recent(app)
    press(recent, recent.game_buttons[0])
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    dealt_west = review.review.story.dealt[Seat.WEST]
    press(review, review.practice_button)
    settle(app)
    practice = app.controller
    assert practice.games.practising and practice.seat is Seat.WEST
    assert sorted(practice.view().hand) == sorted(dealt_west)  # the cards West held
    assert app.tables.home.controller.seat is Seat.SOUTH  # the window's own game: South still
