"""The history's file and the disk: what an error of SQLite or of the system means for it
(damage only when SQLite says so; busy, read-only, full or unreadable otherwise), a damaged
history set aside under names SQLite pairs again, and the games waiting in
`history-pending.json` while the history cannot be written (docs/ARCHITECTURE.md,
"A file of the player")."""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final, cast

from hearts.store.files import (
    SCHEMA_KEY,
    NewerSchemaError,
    check_schema,
    move_aside,
    read_json,
    remove_file,
    sync_folder,
    to_json_text,
    write_atomically,
)
from hearts.store.notices import NoticeKind

PENDING_SCHEMA: Final = 2  # 2: a game's row ends with the person's seat, its kind and names
JOURNALS: Final = ("-wal", "-shm")  # SQLite finds them by the main file's name
NEARLY_FULL: Final = 1 << 20  # bytes free under which a disk error is a full disk

# What a game's row waiting in a pending file of schema 1 lacks: South's seat, a solo game.
SOLO_AT_SOUTH: Final = (0, "solo", "")

# Each table a waiting entry goes to: its statement, and the types of its values. A game
# already kept is never kept again (its id is unique); its place in the order comes last.
STATEMENTS: Final = {
    "games": ("INSERT OR IGNORE INTO games (id, ended_at, deal, daily, level, match, result,"
              " total, totals, hands, points, queens, moons_shot, moons_against, seat, kind,"
              " names, seq) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,"
              " (SELECT COALESCE(MAX(seq), 0) + 1 FROM games))",
              (str, str, int, int, str, str, str, int, str, int, int, int, int, int,
               int, str, str)),
    "analyses": ("INSERT OR REPLACE INTO analyses VALUES (?, ?, ?)", (str, int, str)),
    "duplicates": ("INSERT OR REPLACE INTO duplicates VALUES (?, ?, ?, ?, ?)",
                   (str, int, int, int, str)),
}


class HistoryMalformed(Exception):
    """SQLite's own check (PRAGMA quick_check) found the file damaged."""


def is_damage(error: BaseException) -> bool:
    """Whether *error* says the file is damaged: SQLITE_CORRUPT, SQLITE_NOTADB, or a failed
    check; nothing else is (a lock, a read-only or full disk is not)."""
    if isinstance(error, HistoryMalformed):
        return True
    if not isinstance(error, sqlite3.DatabaseError):
        return False
    name = getattr(error, "sqlite_errorname", None)  # Python 3.11 and later
    if isinstance(name, str):
        return name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))
    text = str(error).lower()
    return "malformed" in text or "file is not a database" in text


def is_damage_report(lines: list[str]) -> bool:
    """Whether what PRAGMA quick_check says (*lines*) is damage: anything but "ok" and but
    rows breaking a constraint (a foreign row, left out when read, is no damage)."""
    return any(line != "ok" and not line.startswith(_ROW_PROBLEMS) for line in lines)


_ROW_PROBLEMS: Final = ("CHECK constraint failed", "NULL value in ")


def state_of(error: BaseException, path: Path) -> NoticeKind:
    """What keeps the history *path* from being used, for an error that is not damage."""
    if isinstance(error, OSError):
        return _SYSTEM_STATES.get(error.errno or 0, NoticeKind.UNREADABLE)
    name = str(getattr(error, "sqlite_errorname", "") or "")
    text = str(error).lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "is locked" in text:
        return NoticeKind.BUSY
    if name.startswith("SQLITE_READONLY") or "readonly database" in text:
        return NoticeKind.READ_ONLY
    if name == "SQLITE_FULL" or "disk is full" in text:
        return NoticeKind.FULL
    if (name.startswith("SQLITE_IOERR") or "disk i/o error" in text) and _nearly_full(path):
        return NoticeKind.FULL  # the index of the journal (-shm) could not grow, say
    return NoticeKind.UNREADABLE


def _nearly_full(path: Path) -> bool:
    """Whether the disk of *path* has less room than a history's few pages need."""
    folder = path.parent
    while not os.path.isdir(folder) and folder != folder.parent:
        folder = folder.parent
    try:
        return shutil.disk_usage(folder).free < NEARLY_FULL
    except OSError:
        return False


_SYSTEM_STATES: Final = {errno.ENOSPC: NoticeKind.FULL, errno.EROFS: NoticeKind.READ_ONLY,
                         getattr(errno, "EDQUOT", errno.ENOSPC): NoticeKind.FULL}


def may_write_beside(path: Path) -> bool:
    """Whether this user may enter the folder of *path* and write there (so as to keep a
    game waiting beside the history)."""
    folder = path.parent
    while not os.path.lexists(folder) and folder != folder.parent:
        folder = folder.parent  # made when first written
    return os.access(folder, os.W_OK | os.X_OK)


def match_journals(path: Path) -> None:
    """Give the journals of *path* its permissions where it may be written and they may not:
    SQLite makes them with the file's, and a history made read-only for a while would
    otherwise stay so once it may be written again."""
    try:
        wanted = os.stat(path).st_mode & 0o777
        if not os.access(path, os.W_OK):
            return
        for suffix in JOURNALS:
            journal = path.with_name(path.name + suffix)
            if os.path.exists(journal) and not os.access(journal, os.W_OK):
                os.chmod(journal, wanted)
    except OSError:
        return


def set_aside(path: Path, target: Path) -> bool:
    """Rename the damaged database *path* and its journals to *target* (and its -wal,
    -shm), which SQLite pairs again; False when that failed (nothing moved, or the
    journals left behind: see `HistoryFile`)."""
    try:
        os.replace(path, target)
    except FileNotFoundError:
        pass
    except OSError:
        return False
    for suffix in JOURNALS:
        try:
            os.replace(path.with_name(path.name + suffix), target.with_name(target.name + suffix))
        except FileNotFoundError:
            continue
        except OSError:
            return False
    sync_folder(path.parent)
    return True


def copy_journals(path: Path, target: Path, keep: bool) -> None:
    """Copy the journals of *path* to *target*'s names (*keep*), or remove those copies:
    where an open file cannot be renamed (Windows), closing the database deletes them."""
    for suffix in JOURNALS:
        source, copy = (path.with_name(name + suffix) for name in (path.name, target.name))
        with contextlib.suppress(OSError):
            if keep:
                shutil.copyfile(source, copy)
            else:
                copy.unlink()


def damaged_name(path: Path, now: datetime) -> Path:
    """A name beside *path* free for the database and its journals, -2, -3... if taken."""
    base = f"{path.stem}-damaged-{now:%Y%m%d-%H%M%S}"
    number = 1
    while True:
        candidate = path.with_name(f"{base}{'' if number == 1 else f'-{number}'}{path.suffix}")
        names = [candidate.name, *(candidate.name + suffix for suffix in JOURNALS)]
        if not any(os.path.lexists(path.with_name(name)) for name in names):
            return candidate
        number += 1


@dataclass(frozen=True)
class Entry:
    """A row waiting to be written: its table and its values."""

    table: str
    row: tuple[str | int, ...]

    def insert(self, connection: sqlite3.Connection) -> None:
        """Write the row (a game already there stays as it is)."""
        connection.execute(STATEMENTS[self.table][0], self.row)


def _entry_of(content: object, schema: int) -> Entry:
    """The entry a JSON object of a pending file of *schema* holds (a game of schema 1 read
    as played solo at South); ValueError when foreign."""
    if not isinstance(content, dict) or content.get("table") not in STATEMENTS:
        raise ValueError(f"not a waiting row: {content!r:.80}")
    table, row = str(content["table"]), content.get("row")
    if schema == 1 and table == "games" and isinstance(row, list):
        row = [*row, *SOLO_AT_SOUTH]
    types = STATEMENTS[table][1]
    if not (isinstance(row, list) and len(row) == len(types) and all(
            type(value) is kind for value, kind in zip(row, types, strict=True))):
        raise ValueError(f"not a row of {table}: {row!r:.80}")
    return Entry(table, tuple(row))


class Pending:
    """`history-pending.json`: the rows that wait until the history can be written."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def waiting(self) -> bool:
        """Whether a file of rows waits (cheap: asked before every write)."""
        return os.path.lexists(self.path)

    def entries(self) -> list[Entry] | None:
        """The rows waiting, oldest first (none when the file is missing, or damaged: then
        moved aside, kept); None when it cannot be read or is a newer version's."""
        try:
            return self._read()
        except FileNotFoundError:
            return []
        except NewerSchemaError:
            return None
        except ValueError:
            return [] if move_aside(self.path, datetime.now()) is not None else None
        except OSError:
            return None

    def add(self, entry: Entry) -> bool:
        """Add *entry* to the rows waiting; False when it cannot be written (what was there
        stays)."""
        try:
            entries = self._read()
        except FileNotFoundError:
            entries = []
        except NewerSchemaError:
            return False
        except ValueError:
            if move_aside(self.path, datetime.now()) is None:
                return False
            entries = []
        except OSError:
            return False
        rows = [{"table": each.table, "row": list(each.row)} for each in (*entries, entry)]
        try:
            write_atomically(self.path, to_json_text({SCHEMA_KEY: PENDING_SCHEMA,
                                                      "entries": rows}))
        except OSError:
            return False
        return True

    def clear(self) -> None:
        """Forget the rows waiting, now written (a file left is written again, harmlessly)."""
        with contextlib.suppress(OSError):
            remove_file(self.path)

    def _read(self) -> list[Entry]:
        """The rows of the file; OSError, NewerSchemaError, or ValueError when damaged."""
        content = check_schema(read_json(self.path), PENDING_SCHEMA)
        rows = content.get("entries")
        if not isinstance(rows, list):
            raise ValueError("no entries")
        schema = cast(int, content[SCHEMA_KEY])  # checked by check_schema
        return [_entry_of(row, schema) for row in rows]
