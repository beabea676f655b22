"""Every notice of the history reaches the player (issue 43): the store hands the history a
way to tell that follows take_notices(), which starts a new list each time."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from hearts.store import FileKind, Notice, NoticeKind, Store
from hearts.store.history import HISTORY_SCHEMA
from hearts.store.notices import POSSIBLE
from tests.helpers.store import PutFile

# Where each notice the history gives is provoked on real files, its list taken before.
PROVOKED_IN = {
    NoticeKind.DAMAGED: "test_history_damage.py",
    NoticeKind.NEWER_SCHEMA: "test_history_notices.py",
    NoticeKind.UNREADABLE: "test_history_permissions.py",
    NoticeKind.READ_ONLY: "test_history_permissions.py",
    NoticeKind.NOT_KEPT: "test_history_permissions.py",
    NoticeKind.BUSY: "test_history_busy.py",
    NoticeKind.FULL: "test_history_full.py",
    NoticeKind.FOREIGN_ROWS: "test_history_foreign.py",
}


@pytest.mark.parametrize("kind", list(NoticeKind))
def test_every_kind_the_history_tells_comes_out_of_take_notices(
        store: Store, kind: NoticeKind) -> None:
    store.take_notices()
    store.take_notices()
    store.history.tell(Notice(kind, FileKind.HISTORY, "history-damaged-x.sqlite3"))
    assert store.take_notices() == [Notice(kind, FileKind.HISTORY, "history-damaged-x.sqlite3")]
    assert store.take_notices() == []


def test_each_notice_of_the_history_is_provoked_on_real_files() -> None:
    told = {kind for kind, file in POSSIBLE if file is FileKind.HISTORY}
    assert set(PROVOKED_IN) == told
    here = Path(__file__).parent
    for kind, name in PROVOKED_IN.items():
        assert f"NoticeKind.{kind.name}" in (here / name).read_text(encoding="utf-8"), kind


def test_a_damaged_history_is_told_after_the_notices_were_taken(
        store: Store, put_file: PutFile) -> None:
    put_file(FileKind.HISTORY, b"no database" * 100)
    store.take_notices()
    assert store.history.recent() == []
    assert [notice.kind for notice in store.take_notices()] == [NoticeKind.DAMAGED]


def test_a_history_from_a_newer_version_is_told_after_the_notices_were_taken(
        store: Store) -> None:
    path = store.path(FileKind.HISTORY)
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA user_version = {HISTORY_SCHEMA + 1}")
    connection.close()
    before = path.read_bytes()
    store.take_notices()
    assert store.history.recent() == []
    assert store.take_notices() == [Notice(NoticeKind.NEWER_SCHEMA, FileKind.HISTORY)]
    assert path.read_bytes() == before
    assert sorted(item.name for item in path.parent.iterdir()) == ["history.sqlite3"]
