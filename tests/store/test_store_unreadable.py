"""A file that cannot be read, or cannot be moved aside, is never written over."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from hearts.store import FileKind, Notice, NoticeKind, Stats, Store
from tests.helpers.store import PutFile


def test_a_locked_stats_file_is_left_alone(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    assert Store().save_stats(Stats(games_played=57, games_won=1, current_streak=1,
                                    best_streak=1, lowest_score=40))
    path = store.path(FileKind.STATS)
    real_open = os.open

    def locked(name: str | Path, flags: int, *args: int, **kwargs: int | None) -> int:
        if Path(name) == path:
            raise PermissionError(13, "locked by another program")
        return real_open(name, flags, *args, **kwargs)  # type: ignore[arg-type]

    with monkeypatch.context() as patch:
        patch.setattr(os, "open", locked)
        assert store.load_stats() == Stats()
        assert store.take_notices() == [Notice(NoticeKind.UNREADABLE, FileKind.STATS)]
        assert store.save_stats(Stats(games_played=1)) is False
        assert store.take_notices() == []  # said once
    assert Store().load_stats().games_played == 57, "the 57 games must still be on disk"
    assert not list(path.parent.glob("stats.json.damaged-*"))


def test_a_damaged_file_that_cannot_be_moved_aside_is_not_replaced(
        store: Store, put_file: PutFile, monkeypatch: pytest.MonkeyPatch) -> None:
    path = put_file(FileKind.SETTINGS, b"{ not json")
    monkeypatch.setattr("hearts.store.store.move_aside", lambda *_: None)
    store.load_settings()
    assert store.take_notices() == [Notice(NoticeKind.UNREADABLE, FileKind.SETTINGS)]
    assert store.save_settings(store.load_settings()) is False
    assert path.read_bytes() == b"{ not json"


def test_deeply_nested_files_are_damaged_not_a_crash(store: Store, put_file: PutFile) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    put_file(FileKind.STATS, deep.encode())
    assert store.load_stats() == Stats()
    envelope = {"schema": 1, "game": {"match": deep}}  # the match as text, as schema 1 kept it
    put_file(FileKind.GAME, json.dumps(envelope).encode())
    assert store.load_game() is None
    put_file(FileKind.GAME, ('{"schema": 2, "game": {"match": ' + deep + "}}").encode())
    assert store.load_game() is None
    kinds = [notice.kind for notice in store.take_notices()]
    assert kinds == [NoticeKind.DAMAGED] * 3

