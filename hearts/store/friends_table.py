"""The table with friends a host serves, kept on the host's disk (friends-table.json) so
that a host started again resumes it with the same code, its friends taking their seats
back with their tokens (« Reprendre la table »). The table's own JSON (`Table.to_json`)
inside the schema envelope, written atomically; a damaged file is set aside, never lost.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final

from hearts.store.files import (
    DamagedFileError,
    check_schema,
    move_aside,
    read_json,
    remove_file,
    to_json_text,
    write_atomically,
)

FILE_NAME: Final = "friends-table.json"
TABLE_SCHEMA: Final = 1


@dataclass(frozen=True)
class LoadedTable:
    """What the host's folder holds: the table's JSON (None: no table kept), and where a
    damaged file was set aside (None: none was)."""

    table: str | None
    set_aside: Path | None = None


def table_path(folder: Path) -> Path:
    """Where the table served from *folder* is kept."""
    return folder / FILE_NAME


def save_table(folder: Path, table_json: str) -> None:
    """Keep the table (its `Table.to_json` text) in *folder*, atomically (OSError if the
    disk refuses)."""
    content = {"schema": TABLE_SCHEMA, "table": json.loads(table_json)}
    write_atomically(table_path(folder), to_json_text(content))


def load_table(folder: Path) -> LoadedTable:
    """The table kept in *folder*: none when there is no file; a file that is not such a
    table is set aside (NewerSchemaError and UnreadableFileError are left to the caller,
    the file untouched)."""
    path = table_path(folder)
    try:
        content = check_schema(read_json(path), TABLE_SCHEMA)
        table = content.get("table")
        if not isinstance(table, dict):
            raise DamagedFileError("no table")
    except FileNotFoundError:
        return LoadedTable(None)
    except DamagedFileError:
        return LoadedTable(None, set_aside(folder))
    return LoadedTable(json.dumps(table))


def set_aside(folder: Path) -> Path | None:
    """Move a table that cannot be resumed out of the way (kept beside it, dated): where it
    went, None when it could not be moved."""
    return move_aside(table_path(folder), datetime.now())


def clear_table(folder: Path) -> None:
    """Forget the table kept in *folder* (nothing when none is)."""
    remove_file(table_path(folder))
