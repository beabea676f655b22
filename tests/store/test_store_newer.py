"""A file from a newer version of the program: refused with a notice, never overwritten."""

from __future__ import annotations

import json

import pytest

from hearts.store import FileKind, Notice, NoticeKind, Settings, Stats, Store
from hearts.store.store import KNOWN_SCHEMAS
from tests.helpers.store import PutFile, a_game

JSON = (FileKind.GAME, FileKind.STATS, FileKind.SETTINGS)  # the history: test_history.py

NEWER = json.dumps({"schema": max(KNOWN_SCHEMAS.values()) + 1, "something": "new", "game": {}})\
    .encode()


def save(store: Store, file: FileKind) -> bool:
    """Save something to *file* through the store's public API."""
    if file is FileKind.GAME:
        return store.save_game(a_game(1))
    if file is FileKind.STATS:
        return store.save_stats(Stats(games_played=1))
    return store.save_settings(Settings(felt="blue"))


@pytest.mark.parametrize("file", JSON)
def test_newer_file_is_refused_and_never_overwritten(
    file: FileKind, store: Store, put_file: PutFile
) -> None:
    path = put_file(file, NEWER)
    assert store.load_game() is None
    assert store.load_stats() == Stats()
    assert store.load_settings() == Settings()
    assert store.take_notices() == [Notice(NoticeKind.NEWER_SCHEMA, file)]

    assert not save(store, file)
    assert not save(store, file)
    store.clear_game()
    assert path.read_bytes() == NEWER
    assert list(path.parent.glob("*.damaged-*")) == []
    assert store.take_notices() == []  # told once


@pytest.mark.parametrize("file", JSON)
def test_other_files_are_still_saved(file: FileKind, store: Store, put_file: PutFile) -> None:
    put_file(file, NEWER)
    others = [other for other in JSON if other is not file]
    assert all(save(store, other) for other in others)


def test_saving_without_loading_first_also_spares_a_newer_file(
    store: Store, put_file: PutFile
) -> None:
    path = put_file(FileKind.STATS, NEWER)
    assert not store.save_stats(Stats(games_played=1))
    assert path.read_bytes() == NEWER
    assert store.take_notices() == [Notice(NoticeKind.NEWER_SCHEMA, FileKind.STATS)]


def test_saving_resumes_once_the_newer_file_is_gone(store: Store, put_file: PutFile) -> None:
    path = put_file(FileKind.GAME, NEWER)
    assert store.load_game() is None
    assert not store.save_game(a_game(1))
    path.unlink()
    assert store.save_game(a_game(2))
    assert Store().load_game() == a_game(2)
