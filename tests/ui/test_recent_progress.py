"""Parties récentes shows, per level, South's points per hand minus Expert's in South's seat
(À votre place), and "Vos progrès" puts their chart over the last games in place of the list,
and back; the choice stays when the list is built again at another size."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from hearts.choices import LEVELS, Level
from hearts.store import GameRecord, Store
from hearts.ui.review.recent import LAST_GAMES, PROGRESS, RecentGamesDialog, margin_cell
from tests.helpers.engine import random_game
from tests.helpers.window import MakeApp, open_recent, press, settle

DASH = "—"


def keep_games_with_duplicates(home: Path) -> None:
    """Three games kept, two at Difficile and one at Facile, with hands Expert played again:
    at Difficile 9 and 0 points (Expert 4 and 13): −4 a hand; at Facile 26 (Expert 0)."""
    store = Store(home)
    levels: tuple[Level, ...] = ("hard", "easy", "hard")
    for number, level in enumerate(levels):
        match = random_game(500 + number, seed=number, hands=1)
        assert store.keep_game(GameRecord.of(match.to_json(), f"g{number}", level, False,
                                             "abandoned", datetime(2026, 11, 2 + number)))
    for game, points in (("g0", (9, 4)), ("g1", (26, 0)), ("g2", (0, 13))):
        assert store.history.keep_duplicate(game, 0, points, "{}")
    store.history.close()


def test_the_figures_say_the_points_per_hand_on_expert_and_the_chart_comes_and_goes(
        make_app: MakeApp, tmp_path: Path) -> None:
    keep_games_with_duplicates(tmp_path)
    app = make_app(5)
    recent = open_recent(app)
    cells = {level: margin_cell(recent.margins, level, "fr") for level in LEVELS}
    assert cells == {"easy": "+26", "medium": DASH, "hard": "−4", "expert": DASH}
    texts = [element.text for element in recent.content.elements if hasattr(element, "text")]
    assert "−4" in texts and "+26" in texts
    assert recent.progress_button.text == PROGRESS("fr") and recent.game_buttons
    press(recent, recent.progress_button)
    assert recent.chart and not recent.game_buttons
    app.resize((960, 600))
    settle(app)
    again = app.dialog
    assert isinstance(again, RecentGamesDialog) and again is not recent
    assert again.chart and again.progress_button.text == LAST_GAMES("fr")
    press(again, again.progress_button)
    assert not again.chart and len(again.game_buttons) == 3
