"""A game counts once: a crash between the stats write and the save's removal cannot recount it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearts.store import FileKind, Stats, Store
from hearts.ui.table.controller import Controller
from tests.helpers.window import controller_on, drive_controller


def cards_played(controller: Controller) -> int:
    """How many cards of the game are down: it grows with every play."""
    match = controller.host.match
    return 52 * match.hand_number + 4 * len(match.tricks) + len(match.current_trick)


def crash_before_clearing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The program dies right after the stats write: the old game save stays on disk."""
    monkeypatch.setattr(Store, "clear_game", lambda self: None)


def test_a_finished_game_left_saved_by_a_crash_is_not_counted_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = controller_on(tmp_path)
    first.start(deal=77)
    crash_before_clearing(monkeypatch)
    drive_controller(first, lambda: first.games.finished)
    first.flush_saves()
    assert first.stats.games_played == 1
    assert Store(tmp_path).path(FileKind.GAME).exists()  # the crash kept the save
    monkeypatch.undo()

    again = controller_on(tmp_path)
    again.start()
    before = cards_played(again)

    def one_card_more() -> bool:
        return again.games.finished or cards_played(again) > before

    drive_controller(again, one_card_more)
    again.flush_saves()
    assert again.stats.games_played == 1
    assert Store(tmp_path).load_stats().games_played == 1
    assert not again.games.finished  # a fresh game, not the end of the counted one
    assert again.games.game_id != first.games.game_id


def test_an_abandoned_game_left_saved_by_a_crash_is_not_counted_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = controller_on(tmp_path)
    first.start(deal=78)
    drive_controller(first, lambda: bool(first.host.match.current_trick or first.host.match.tricks))
    old_id = first.games.game_id
    # The program dies after counting the abandoned game, before the new game's save.
    monkeypatch.setattr(Store, "save_game", lambda self, game: False)
    first.action_new_game()
    first.flush_saves()
    monkeypatch.undo()
    assert first.stats.games_played == 1
    saved = json.loads(Store(tmp_path).path(FileKind.GAME).read_text(encoding="utf-8"))

    again = controller_on(tmp_path)
    again.start()
    again.action_new_game()  # giving up a game not started counts nothing
    again.flush_saves()
    assert again.stats.games_played == 1
    assert Store(tmp_path).load_stats().games_played == 1
    assert saved["game"]["id"] == old_id == first.stats.last_counted_game


def test_the_same_game_is_never_counted_twice_in_a_session(tmp_path: Path) -> None:
    controller = controller_on(tmp_path)
    controller.start(deal=79)
    drive_controller(controller, lambda: bool(controller.host.match.tricks))
    controller.action_new_game()
    assert controller.stats.games_played == 1
    counted = controller.games.game_id
    controller.games.game_id = controller.stats.last_counted_game or ""  # the old id comes back
    drive_controller(controller, lambda: bool(controller.host.match.tricks))
    controller.action_new_game()
    assert controller.stats.games_played == 1
    assert counted != controller.games.game_id


def test_a_game_counted_elsewhere_is_cleared_at_start_up(tmp_path: Path) -> None:
    first = controller_on(tmp_path)
    first.start(deal=80)
    drive_controller(first, lambda: bool(first.host.match.tricks))
    first.flush_saves()
    Store(tmp_path).save_stats(Stats(last_counted_game=first.games.game_id))

    again = controller_on(tmp_path)
    again.start()
    again.flush_saves()
    assert again.games.game_id != first.games.game_id
    saved = json.loads(Store(tmp_path).path(FileKind.GAME).read_text(encoding="utf-8"))
    assert saved["game"]["id"] == again.games.game_id  # the counted save gave way to a new game


def test_a_save_without_an_id_from_an_older_version_is_resumed(tmp_path: Path) -> None:
    first = controller_on(tmp_path)
    first.start(deal=81)
    drive_controller(first, lambda: bool(first.host.match.tricks))
    first.flush_saves()
    path = Store(tmp_path).path(FileKind.GAME)
    content = json.loads(path.read_text(encoding="utf-8"))
    del content["game"]["id"]  # as schema 1 wrote it before games had ids: the match as text
    content["schema"], content["game"]["match"] = 1, first.host.match.to_json()
    path.write_text(json.dumps(content), encoding="utf-8")

    again = controller_on(tmp_path)
    again.start()
    assert again.host.match.to_json() == first.host.match.to_json()
    assert again.games.game_id  # a fresh id of its own
