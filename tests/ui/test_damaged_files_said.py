"""A damaged statistics file is rebuilt from the history of games and a damaged settings file
gives the default options back, each said in one sentence on the message line (issue 27,
bug 7)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from hearts.engine import Seat
from hearts.i18n import french_typography
from hearts.store import GameRecord, Store
from hearts.store.history import Result
from tests.helpers.engine import random_game
from tests.helpers.window import MakeApp


def keep_two_games(home: Path) -> None:
    """Two games in the history of *home*: one played to its end, one given up."""
    store = Store(home)
    ended = random_game(41, seed=1)
    result: Result = "won" if Seat.SOUTH in ended.winners else "lost"
    assert store.keep_game(GameRecord.of(ended.to_json(), "game-41", "hard", False, result,
                                         datetime(2026, 11, 30, 20, 0)))
    left = random_game(42, seed=2, hands=1)
    assert store.keep_game(GameRecord.of(left.to_json(), "game-42", "easy", False, "abandoned",
                                         datetime(2026, 11, 30, 21, 0)))
    store.history.close()


def test_damaged_statistics_are_rebuilt_from_the_history_and_that_is_said(
        tmp_path: Path, open_app: MakeApp) -> None:
    keep_two_games(tmp_path)
    (tmp_path / "stats.json").write_text('{"schema": 1, "games_played": "two"}')
    app = open_app(deal=5)
    assert app.controller.stats.games_played == 2
    said = app.controller.message_text()
    assert french_typography("historique") in said and "recalcul" in said, said
    assert "zéro" not in said, said


def test_damaged_settings_say_the_options_are_back_to_their_defaults(
        tmp_path: Path, open_app: MakeApp) -> None:
    (tmp_path / "settings.json").write_text('{ damaged')
    app = open_app(deal=5)
    said = app.controller.message_text()
    assert "options" in said.lower() and "par défaut" in said, said


def test_notices_that_come_together_at_start_up_are_all_shown_and_heard(
        tmp_path: Path, open_app: MakeApp) -> None:
    from hearts.ui.dialogs.notices import NoticesDialog
    from hearts.ui.kit.speech import Recording
    from tests.helpers.window import press, settle

    keep_two_games(tmp_path)
    (tmp_path / "stats.json").write_text('{"schema": 1, "games_played": "two"}')
    (tmp_path / "settings.json").write_text('{ damaged')
    (tmp_path / "game.json").write_text('{ damaged too')
    voice = Recording()
    app = open_app(deal=5, speech=True, voice=lambda: voice)
    dialog = app.dialog
    assert isinstance(dialog, NoticesDialog)
    said = " ".join(dialog.sentences)
    assert "recalcul" in said and "par défaut" in said, said
    assert len(dialog.sentences) == 3, dialog.sentences
    settle(app)
    heard = " ".join(voice.lines)
    assert all(sentence in heard for sentence in dialog.sentences), heard
    press(dialog, dialog.ok_button)
    settle(app)
    assert app.dialog is None
