"""A history another process holds is busy, not damaged (issue 43): it stays where it is,
the player is told once, and the games wait in history-pending.json until it can be written,
each recorded once however often the pending file is played again."""

from __future__ import annotations

import sqlite3
from datetime import datetime

from hearts.store import FileKind, GameRecord, Notice, NoticeKind, Store
from tests.helpers.engine import random_game
from tests.helpers.history_disk import holding_lock

MATCH = random_game(6, seed=6, hands=1).to_json()
BUSY = Notice(NoticeKind.BUSY, FileKind.HISTORY)
WAIT = 0.2  # seconds a test waits for the lock, not the game's 5


def record(game_id: str) -> GameRecord:
    """A game left after its first hand."""
    return GameRecord.of(MATCH, game_id, "easy", False, "abandoned",
                         datetime(2026, 11, 30, 12, 0))


def fresh(store: Store) -> Store:
    """Another store over the same folder (a new start), waiting *WAIT* for a lock."""
    again = Store(store.data_dir)
    again.history.busy_seconds = WAIT
    return again


def ids(store: Store) -> list[str]:
    """The ids of the history's games, the newest first."""
    return [game.game_id for game in store.history.recent()]


def names(store: Store) -> list[str]:
    """The names of the files in the store's folder."""
    return sorted(item.name for item in store.data_dir.iterdir())


def test_a_busy_history_keeps_the_games_aside_and_records_them_when_free(
        store: Store) -> None:
    assert store.keep_game(record("g1"))
    store.history.close()
    path = store.path(FileKind.HISTORY)
    busy = fresh(store)
    busy.take_notices()
    with holding_lock(path):
        assert not busy.keep_game(record("g2"))
        assert busy.take_notices() == [BUSY]
        assert not busy.history.keep_analysis("g2", 0, '{"analysis": 1}')
        assert not busy.keep_game(record("g3"))
        assert busy.take_notices() == []  # told once
        assert "history-pending.json" in names(busy)
        assert not [name for name in names(busy) if "damaged" in name]
    assert busy.keep_game(record("g4"))
    assert ids(busy) == ["g4", "g3", "g2", "g1"]
    assert busy.history.analyses("g2") == {0: '{"analysis": 1}'}
    assert "history-pending.json" not in names(busy)
    assert busy.take_notices() == []


def test_a_history_locked_before_it_is_opened_is_busy_not_damaged(store: Store) -> None:
    assert store.keep_game(record("g1"))
    store.history.close()
    path = store.path(FileKind.HISTORY)
    with sqlite3.connect(path) as connection:  # a rollback journal: a lock stops readers too
        connection.execute("PRAGMA journal_mode = DELETE")
    connection.close()
    busy = fresh(store)
    busy.take_notices()
    with holding_lock(path, "EXCLUSIVE"):
        assert ids(busy) == []
        assert not busy.keep_game(record("g2"))
        assert busy.take_notices() == [BUSY]
        assert not [name for name in names(busy) if "damaged" in name]
    assert ids(busy) == ["g2", "g1"]  # opened at last: the game waiting is recorded


def test_games_waiting_from_a_session_before_are_recorded_at_the_next_opening(
        store: Store) -> None:
    assert store.keep_game(record("g1"))
    store.history.close()
    busy = fresh(store)
    with holding_lock(store.path(FileKind.HISTORY)):
        assert not busy.keep_game(record("g2"))
    busy.history.close()
    assert ids(fresh(store)) == ["g2", "g1"]


def test_a_pending_game_played_again_twice_is_recorded_once(store: Store) -> None:
    assert store.keep_game(record("g1"))
    store.history.close()
    busy = fresh(store)
    with holding_lock(store.path(FileKind.HISTORY)):
        assert not busy.keep_game(record("g2"))
    pending = store.data_dir / "history-pending.json"
    waiting = pending.read_bytes()
    assert busy.keep_game(record("g3"))
    busy.history.close()
    pending.write_bytes(waiting)  # as if removing it had failed after the game was recorded
    again = fresh(store)
    assert ids(again) == ["g3", "g2", "g1"]
    assert not pending.exists()
    again.history.close()
    pending.write_bytes(waiting)
    assert ids(fresh(store)) == ["g3", "g2", "g1"]
