"""Parties récentes: the history's figures per level and its last games, eight to a page,
each opening its review and coming back to the list."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from hearts.store import GameRecord, Store
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.recent import PAGE, RecentGamesDialog, figure_cells, game_line
from tests.helpers.engine import random_game
from tests.helpers.window import MakeApp, open_recent, press, settle


def keep_games(home: Path, count: int) -> list[GameRecord]:
    """*count* games in the history of *home*, the newest last (two hands each)."""
    store = Store(home)
    records = []
    for number in range(count):
        match = random_game(300 + number, seed=number, hands=2)
        record = GameRecord.of(match.to_json(), f"g{number}", "hard" if number % 2 else "easy",
                               False, "abandoned", datetime(2026, 11, 1 + number, 20, 0))
        assert store.keep_game(record)
        records.append(record)
    store.history.close()
    return records


def test_the_last_games_come_newest_first_eight_to_a_page(
        make_app: MakeApp, tmp_path: Path) -> None:
    records = keep_games(tmp_path, 12)
    app = make_app(5)
    recent = open_recent(app)
    newest = list(reversed(records))
    assert [button.text for button in recent.game_buttons] == [
        game_line(record, "fr") for record in newest[:PAGE]]
    first = recent.game_buttons[0].text
    assert "donne n° 311" in first and "abandonnée" in first
    press(recent, recent.next_page)
    assert [button.text for button in recent.game_buttons] == [
        game_line(record, "fr") for record in newest[PAGE:]]
    assert not recent.next_page.is_enabled


def test_a_game_of_the_list_opens_its_review_and_comes_back(
        make_app: MakeApp, tmp_path: Path) -> None:
    records = keep_games(tmp_path, 3)
    app = make_app(5)
    before = app.controller.host.match.to_json()
    recent = open_recent(app)
    press(recent, recent.game_buttons[1])  # the second newest: g1
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    assert review.review.stories[0].deal == records[1].deal
    press(review, review.back_button)
    settle(app)
    assert isinstance(app.dialog, RecentGamesDialog)
    assert app.controller.host.match.to_json() == before  # the game at the table never moved


def test_the_figures_are_per_level_with_dashes_before_any_hand(tmp_path: Path) -> None:
    records = keep_games(tmp_path, 4)
    figures = Store(tmp_path).history.figures()
    hard = [record for record in records if record.level == "hard"]
    per_hand = sum(record.points for record in hard) / sum(record.hands for record in hard)
    cells = figure_cells(figures["hard"], "en")
    assert cells[0] == f"{round(per_hand, 1):g}"
    assert cells[2] == f"{sum(r.moons_shot for r in hard)} / {sum(r.moons_against for r in hard)}"
    assert figure_cells(figures.get("medium"), "fr") == ("—", "—", "—")
