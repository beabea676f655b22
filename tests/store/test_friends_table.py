"""The table a host serves is kept on its disk and read back whole; a damaged file is set
aside (kept, dated) and no table is resumed from it; a newer one is left alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearts.store import NewerSchemaError
from hearts.store.friends_table import (
    clear_table,
    load_table,
    save_table,
    table_path,
)

TABLE = json.dumps({"code": "K7QF-2M", "name": "Hôte", "seats": {"west": {"name": "Léa"}},
                    "match": None})


def test_a_table_kept_is_read_back_whole(tmp_path: Path) -> None:
    save_table(tmp_path, TABLE)
    loaded = load_table(tmp_path)
    assert loaded.set_aside is None
    assert loaded.table is not None and json.loads(loaded.table) == json.loads(TABLE)
    assert json.loads(table_path(tmp_path).read_text("utf-8"))["schema"] == 1


def test_no_file_is_no_table(tmp_path: Path) -> None:
    assert load_table(tmp_path).table is None
    assert load_table(tmp_path).set_aside is None


def test_a_table_cleared_is_gone(tmp_path: Path) -> None:
    save_table(tmp_path, TABLE)
    clear_table(tmp_path)
    clear_table(tmp_path)  # twice is fine
    assert load_table(tmp_path).table is None


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b'{"schema": 1}',
                                     b'{"schema": 1, "table": "K7QF"}', b'{"table": {}}'])
def test_a_damaged_file_is_set_aside_and_kept(tmp_path: Path, content: bytes) -> None:
    table_path(tmp_path).write_bytes(content)
    loaded = load_table(tmp_path)
    assert loaded.table is None
    assert loaded.set_aside is not None and loaded.set_aside.read_bytes() == content
    assert not table_path(tmp_path).exists()


def test_a_newer_file_is_left_alone(tmp_path: Path) -> None:
    table_path(tmp_path).write_text('{"schema": 2, "table": {}}', "utf-8")
    with pytest.raises(NewerSchemaError):
        load_table(tmp_path)
    assert table_path(tmp_path).exists()
