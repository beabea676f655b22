"""Only what SQLite calls damage sets the history aside (issue 43): under names SQLite pairs
again, the main file with its -wal and -shm, and the sentence names the copy; a database SQLite
finds sound but that is no history of this program is left where it is."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

from hearts.store import FileKind, GameRecord, Notice, NoticeKind, Store
from tests.helpers.engine import random_game
from tests.helpers.store import PutFile

MATCH = random_game(5, seed=5, hands=1).to_json()


def record(game_id: str) -> GameRecord:
    """A game left after its first hand."""
    return GameRecord.of(MATCH, game_id, "medium", False, "abandoned",
                         datetime(2026, 11, 30, 12, 0))


def journals(path: Path) -> tuple[Path, Path]:
    """The -wal and -shm SQLite looks for beside *path*."""
    return path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")


def test_a_damaged_history_is_set_aside_with_its_journals_under_paired_names(
        store: Store, put_file: PutFile) -> None:
    content = b"not a database at all \x00\xff" * 40
    path = put_file(FileKind.HISTORY, content)
    wal, shm = journals(path)
    wal.write_bytes(b"the old journal")
    shm.write_bytes(b"the old index")
    store.take_notices()  # the store's list of notices is a new one from here on
    assert store.keep_game(record("after"))
    [aside] = path.parent.glob("history-damaged-*.sqlite3")
    assert aside.read_bytes() == content
    aside_wal, aside_shm = journals(aside)
    assert aside_wal.read_bytes() == b"the old journal"
    assert aside_shm.exists()  # its index, which SQLite makes again from the journal
    assert not list(path.parent.glob("*.damaged-*"))
    assert store.take_notices() == [Notice(NoticeKind.DAMAGED, FileKind.HISTORY, aside.name)]
    assert [game.game_id for game in store.history.recent()] == ["after"]


def test_a_page_sqlite_finds_malformed_is_damage(store: Store, put_file: PutFile) -> None:
    path = put_file(FileKind.HISTORY, b"SQLite format 3\x00" + b"\x00" * 200)
    store.take_notices()
    assert store.history.recent() == []
    [aside] = path.parent.glob("history-damaged-*.sqlite3")
    assert store.take_notices() == [Notice(NoticeKind.DAMAGED, FileKind.HISTORY, aside.name)]


def test_a_sound_database_that_is_no_history_is_left_where_it_is(store: Store) -> None:
    path = store.path(FileKind.HISTORY)
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as connection:  # a table of the same name, not ours
        connection.execute("CREATE TABLE games (name TEXT)")
        connection.execute("INSERT INTO games VALUES ('chess')")
    connection.close()
    before = path.read_bytes()
    store.take_notices()
    assert not store.keep_game(record("g"))
    assert store.history.recent() == []
    assert path.read_bytes() == before
    assert sorted(item.name for item in path.parent.iterdir()) == [
        "history-pending.json", "history.sqlite3"]  # the game waits beside it
    assert store.take_notices() == [Notice(NoticeKind.UNREADABLE, FileKind.HISTORY)]


def test_damaged_twice_keeps_both_copies(store: Store, put_file: PutFile) -> None:
    path = put_file(FileKind.HISTORY, b"first damage" * 50)
    assert store.keep_game(record("one"))
    store.history.close()
    path.write_bytes(b"second damage" * 50)
    again = Store(store.data_dir)
    assert again.keep_game(record("two"))
    copies = sorted(aside.read_bytes()[:13] for aside in
                    path.parent.glob("history-damaged-*.sqlite3"))
    assert copies == [b"first damagef", b"second damage"]
