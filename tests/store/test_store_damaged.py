"""Damaged or foreign files: moved aside as NAME.damaged-<time>, one notice, nothing else lost."""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

import pytest

from hearts.store import FileKind, Notice, NoticeKind, Settings, Stats, Store
from hearts.store.files import damaged_path
from hearts.store.game import game_to_json_dict
from tests.helpers.store import PutFile, a_game

JSON = (FileKind.GAME, FileKind.STATS, FileKind.SETTINGS)  # the history: test_history.py

GOOD = {
    FileKind.GAME: json.dumps(game_to_json_dict(a_game(7))),
    FileKind.STATS: json.dumps(Stats(games_played=4, games_won=1, best_streak=1).to_json_dict()),
    FileKind.SETTINGS: json.dumps(Settings(felt="red", level="hard").to_json_dict()),
}

DAMAGED = {
    "empty": {kind: "" for kind in JSON},
    "truncated": {kind: text[: len(text) // 2] for kind, text in GOOD.items()},
    "not json": {kind: "Dame de pique \x00 ♠" for kind in JSON},
    "json list": {kind: "[1, 2, 3]" for kind in JSON},
    "json string": {kind: '"game"' for kind in JSON},
    "missing schema": {kind: '{"game": {}, "felt": "red", "games_played": 1}' for kind in JSON},
    "schema as text": {kind: '{"schema": "1"}' for kind in JSON},
    "nan": {kind: '{"schema": NaN}' for kind in JSON},
    "wrong types": {
        FileKind.GAME: '{"schema": 1, "game": [1, 2]}',
        FileKind.STATS: GOOD[FileKind.STATS].replace('"games_played": 4', '"games_played": "4"'),
        FileKind.SETTINGS: '{"schema": 1.5, "felt": "red"}',
    },
}

DAMAGED_NAME = r"\.damaged-\d{8}-\d{6}(-\d+)?"


def load(store: Store, file: FileKind) -> object:
    """Load *file* through the store's public API."""
    if file is FileKind.GAME:
        return store.load_game()
    if file is FileKind.STATS:
        return store.load_stats()
    return store.load_settings()


DEFAULTS: dict[FileKind, object] = {
    FileKind.GAME: None,
    FileKind.STATS: Stats(),
    FileKind.SETTINGS: Settings(),
}


def put_all_good(put_file: PutFile) -> dict[FileKind, bytes]:
    """Write a good copy of every file; returns the bytes written."""
    written = {kind: text.encode() for kind, text in GOOD.items()}
    for kind, content in written.items():
        put_file(kind, content)
    return written


def damaged_copies(store: Store, file: FileKind) -> list[Path]:
    """The moved-aside copies of *file*."""
    path = store.path(file)
    return sorted(path.parent.glob(f"{path.name}.damaged-*"))


def test_good_files_load(store: Store, put_file: PutFile) -> None:
    put_all_good(put_file)
    assert store.load_game() == a_game(7)
    assert store.load_stats().games_played == 4
    assert store.load_settings() == Settings(felt="red", level="hard")
    assert store.take_notices() == []


@pytest.mark.parametrize("file", JSON)
@pytest.mark.parametrize("damage", list(DAMAGED))
def test_damaged_file_is_moved_aside_with_one_notice(
    damage: str, file: FileKind, store: Store, put_file: PutFile
) -> None:
    written = put_all_good(put_file)
    bad = DAMAGED[damage][file].encode()
    put_file(file, bad)

    assert load(store, file) == DEFAULTS[file]

    assert store.take_notices() == [Notice(NoticeKind.DAMAGED, file)]
    assert not store.path(file).exists()
    [copy] = damaged_copies(store, file)
    assert re.fullmatch(re.escape(store.path(file).name) + DAMAGED_NAME, copy.name)
    assert copy.read_bytes() == bad
    for other, content in written.items():
        if other is not file:
            assert store.path(other).read_bytes() == content
            assert damaged_copies(store, other) == []


@pytest.mark.parametrize("file", JSON)
def test_after_moving_aside_saving_and_loading_work_again(
    file: FileKind, store: Store, put_file: PutFile
) -> None:
    put_file(file, b"{")
    load(store, file)
    store.take_notices()
    assert store.save_game(a_game(3))
    assert store.save_stats(Stats(games_played=1))
    assert store.save_settings(Settings(sound=False))
    again = Store()
    assert again.load_game() == a_game(3)
    assert again.load_stats() == Stats(games_played=1)
    assert again.load_settings() == Settings(sound=False)
    assert again.take_notices() == []


def test_a_folder_in_place_of_a_file_is_moved_aside(store: Store) -> None:
    store.path(FileKind.STATS).mkdir(parents=True)
    assert store.load_stats() == Stats()
    assert store.take_notices() == [Notice(NoticeKind.DAMAGED, FileKind.STATS)]
    assert store.save_stats(Stats(games_played=2))
    assert Store().load_stats() == Stats(games_played=2)


def test_damaged_twice_keeps_both_copies(store: Store, put_file: PutFile) -> None:
    put_file(FileKind.GAME, b"first")
    store.load_game()
    put_file(FileKind.GAME, b"second")
    store.load_game()
    copies = damaged_copies(store, FileKind.GAME)
    assert sorted(copy.read_bytes() for copy in copies) == [b"first", b"second"]
    assert len(store.take_notices()) == 2


def test_damaged_name_is_made_unique(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    moment = datetime(2026, 11, 30, 2, 15, 0)
    first = damaged_path(path, moment)
    assert first.name == "game.json.damaged-20261130-021500"
    first.write_text("x")
    second = damaged_path(path, moment)
    assert second.name == "game.json.damaged-20261130-021500-2"
    second.write_text("x")
    assert damaged_path(path, moment).name == "game.json.damaged-20261130-021500-3"
