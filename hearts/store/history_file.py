"""The history's database file: opened, checked with SQLite's quick_check, migrated, and what
to do when the disk says no (docs/ARCHITECTURE.md, "A file of the player").

Only damage as SQLite says it (a failed check, SQLITE_CORRUPT, SQLITE_NOTADB) sets the file
aside (`history_disk.set_aside`) for a new history. Busy, read-only, unreadable or full, it
stays as it is: the player is told once each time that changes, the rows to write wait in
`history-pending.json` and are written at the next opening or write that works; where even
that file cannot be written, the player is told the game will not be kept. Where the file
cannot be written it is still read, when it can be.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Final, TypeVar

from hearts.store.history_disk import (
    Entry,
    HistoryMalformed,
    Pending,
    copy_journals,
    damaged_name,
    is_damage,
    is_damage_report,
    match_journals,
    may_write_beside,
    set_aside,
    state_of,
)
from hearts.store.notices import FileKind, Notice, NoticeKind

HISTORY_SCHEMA: Final = 5
BUSY_SECONDS: Final = 5.0  # how long a write waits for another program's lock
PENDING_NAME: Final = "history-pending.json"

T = TypeVar("T")

# Each entry brings the file from the version before it (its index) to the next one.
MIGRATIONS: Final = (
    """
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        ended_at TEXT NOT NULL,
        deal INTEGER NOT NULL,
        daily INTEGER NOT NULL,
        level TEXT NOT NULL,
        match TEXT NOT NULL,
        result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'abandoned')),
        total INTEGER NOT NULL,
        totals TEXT NOT NULL,
        hands INTEGER NOT NULL,
        points INTEGER NOT NULL,
        queens INTEGER NOT NULL,
        moons_shot INTEGER NOT NULL,
        moons_against INTEGER NOT NULL
    );
    CREATE INDEX games_by_date ON games (ended_at);
    """,
    # 2: the analyses of the hands, kept so that a second look is instant.
    """
    CREATE TABLE analyses (
        game_id TEXT NOT NULL,
        hand INTEGER NOT NULL,
        analysis TEXT NOT NULL,
        PRIMARY KEY (game_id, hand)
    );
    """,
    # 3: each hand played again with Expert in South's seat (À votre place), never counted.
    """
    CREATE TABLE duplicates (
        game_id TEXT NOT NULL,
        hand INTEGER NOT NULL,
        yours INTEGER NOT NULL,
        expert INTEGER NOT NULL,
        duplicate TEXT NOT NULL,
        PRIMARY KEY (game_id, hand)
    );
    """,
    # 4: the order the games were written in, whatever the clock said; the games already
    # there keep the order of their rows (a game written again went last).
    """
    ALTER TABLE games ADD COLUMN seq INTEGER;
    UPDATE games SET seq = rowid;
    CREATE INDEX games_by_seq ON games (seq);
    """,
    # 5: the person's seat (the games already there were played at South), the kind of
    # game ('solo', or 'friends': never counted) and, for a friends' game, the names at
    # its four seats as a JSON list ('' for a solo game).
    """
    ALTER TABLE games ADD COLUMN seat INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'solo';
    ALTER TABLE games ADD COLUMN names TEXT NOT NULL DEFAULT '';
    """,
)
assert len(MIGRATIONS) == HISTORY_SCHEMA

# What keeps the file from being written for now; the game may wait beside it.
WRITES_LATER: Final = (NoticeKind.BUSY, NoticeKind.READ_ONLY, NoticeKind.FULL,
                       NoticeKind.UNREADABLE)
READ_ANYWAY: Final = (NoticeKind.READ_ONLY, NoticeKind.FULL, NoticeKind.NOT_KEPT)


class HistoryFile:
    """The database under a lock: writes that never raise (a row waits when it cannot be
    written), reads that give a default when the file cannot be read."""

    def __init__(self, path: Path, tell: Callable[[Notice], None], *,
                 read_only: bool = False, busy_seconds: float = BUSY_SECONDS) -> None:
        self.path = path
        self.tell = tell  # where the notices go
        self.read_only = read_only  # another window holds the folder: never write
        self.busy_seconds = busy_seconds
        self.pending = Pending(path.with_name(PENDING_NAME))
        self._lock = threading.Lock()  # the saver thread writes, the window reads
        self._connection: sqlite3.Connection | None = None
        self._writer = False  # the connection is one that may write
        self._newer = False  # written by a newer version: left alone for this session
        self._stuck = False  # set aside without its journals: never started again here
        self._told: NoticeKind | None = None  # the state last told, until a write works

    def close(self) -> None:
        """Close the database (the window closes)."""
        with self._lock:
            self._close()

    def _write(self, entry: Entry) -> bool:
        """Write *entry*; True when it is on disk. When the history cannot take it, it waits
        in the pending file, and the player is told once per state (or, when even that
        cannot be written, that it will not be kept)."""
        if self.read_only:
            return False
        with self._lock:
            state = self._try_write(entry)
            if state is None:
                return True
            if state is not NoticeKind.NEWER_SCHEMA:
                kept = self.pending.add(entry)
                self._say(state if kept else NoticeKind.NOT_KEPT, by_write=True)
            return False

    def _try_write(self, entry: Entry) -> NoticeKind | None:
        """Write what waits, then *entry*; None when done, else what stopped it."""
        for _attempt in range(2):  # a damaged file met on the way: again in a new one
            connection = self._opened(write=True)
            if isinstance(connection, NoticeKind):
                return connection
            try:
                with connection:  # one transaction: the whole row or nothing
                    replayed = self._replay(connection)
                    entry.insert(connection)
            except sqlite3.Error as error:
                state = self._failed(error)
                if state is not None:
                    return state
                continue
            if replayed:
                self.pending.clear()
            self._told = None
            return None
        return NoticeKind.UNREADABLE

    def _read(self, work: Callable[[sqlite3.Connection], T], default: T) -> T:
        """*work* on the open database, under the lock; *default* when it cannot be read
        (the player told once)."""
        with self._lock:
            connection = self._opened(write=False)
            if isinstance(connection, NoticeKind):
                self._say(connection)
                return default
            try:
                return work(connection)
            except sqlite3.Error as error:
                state = self._failed(error)
                if state is not None:
                    self._say(state)
                return default

    def _opened(self, write: bool, again: bool = True) -> sqlite3.Connection | NoticeKind:
        """The connection (one that may write, for *write*), opened, checked and brought to
        today's schema on first use; else what stops it (*again*: after a damaged file is
        set aside, a new one is opened)."""
        if self._newer:
            return NoticeKind.NEWER_SCHEMA
        if self._connection is not None and (self._writer or not write):
            return self._connection
        self._close()
        if self.read_only or self._stuck:
            return self._reader(immutable=False) or self._unusable()
        match_journals(self.path)
        try:
            self._connection, self._writer = self._connect("rw"), True
            self._check(self._connection, "rw")
        except _NewerSchema:
            self._close()
            return self._newer_found()
        except (sqlite3.Error, OSError, HistoryMalformed) as error:
            state = self._failed(error)
            if state is None:
                return self._opened(write, again=False) if again else NoticeKind.UNREADABLE
            if state in WRITES_LATER and not may_write_beside(self.path):
                state = NoticeKind.NOT_KEPT
            if write or state not in READ_ANYWAY:
                return state
            return self._reader(immutable=True) or state  # read as it is: nothing to tell
        if not write:
            self._replay_quietly(self._connection)
        return self._connection

    def _replay(self, connection: sqlite3.Connection) -> bool:
        """Write the rows waiting in the pending file, in the transaction open (a game kept
        already is not kept again); whether the file may go once it commits."""
        if not self.pending.waiting():
            return False
        entries = self.pending.entries()
        for entry in entries or ():
            entry.insert(connection)
        return entries is not None

    def _replay_quietly(self, connection: sqlite3.Connection) -> None:
        """Write what waits when the history is opened for reading; a failure waits for the
        next write, which will say it."""
        try:
            with connection:
                replayed = self._replay(connection)
        except sqlite3.Error as error:
            if is_damage(error):
                self._failed(error)
            return
        if replayed:
            self.pending.clear()
            self._told = None

    def _reader(self, immutable: bool) -> sqlite3.Connection | None:
        """A connection that only reads: plain, else, where nothing can write the file
        either (*immutable*: a read-only folder or disk, a full one), as an immutable file;
        None when it cannot be read."""
        if not os.path.lexists(self.path):
            return None
        for mode in ("mode=ro", "mode=ro&immutable=1")[:2 if immutable else 1]:
            connection = None
            try:
                connection = self._connect(mode)
                self._check(connection, mode)
            except _NewerSchema:
                self._newer_found()
            except (sqlite3.Error, OSError, HistoryMalformed):
                pass
            else:
                self._connection, self._writer = connection, False
                return connection
            if connection is not None:
                connection.close()
            if self._newer:
                return None
        return None

    def _unusable(self) -> NoticeKind:
        """Why there is no connection, when none can be opened but to read."""
        return NoticeKind.NEWER_SCHEMA if self._newer else NoticeKind.UNREADABLE

    def _connect(self, mode: str) -> sqlite3.Connection:
        """A connection to the file: *mode* "rw" (the folder made if need be), or URI
        parameters that only read."""
        if mode == "rw":
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return sqlite3.connect(self.path, timeout=self.busy_seconds,
                                   check_same_thread=False)
        return sqlite3.connect(f"{self.path.as_uri()}?{mode}", uri=True,
                               timeout=self.busy_seconds, check_same_thread=False)

    def _check(self, connection: sqlite3.Connection, mode: str) -> None:
        """Check the file with SQLite's quick_check, and bring it to today's schema when it
        may be written (one to read must be of today's schema already)."""
        report = [str(line) for line, in connection.execute("PRAGMA quick_check")]
        if is_damage_report(report):
            raise HistoryMalformed(f"{self.path}: {report[:3]}")
        version = connection.execute("PRAGMA user_version").fetchone()[0]
        if version > HISTORY_SCHEMA:
            raise _NewerSchema
        if mode == "rw":
            _migrate(connection, version)  # first: a file that is no history stays unchanged
            connection.execute("PRAGMA journal_mode = WAL")
            connection.execute("PRAGMA synchronous = FULL")
        elif version < HISTORY_SCHEMA:
            raise sqlite3.OperationalError("an older history, not brought up to date")

    def _failed(self, error: BaseException) -> NoticeKind | None:
        """After *error*, the connection closed: None when the file was damaged and is now
        set aside (a new history may start), else the state that keeps it from use."""
        if not is_damage(error) or self.read_only or not self._writer:
            self._close()  # a connection that only reads is not enough to say damaged
            return NoticeKind.UNREADABLE if is_damage(error) else state_of(error, self.path)
        aside = damaged_name(self.path, datetime.now())
        # Renamed while open: closing would delete the journals under their old names.
        moved = set_aside(self.path, aside)
        if not moved:  # an open file cannot be renamed: its journals copied, then moved
            copy_journals(self.path, aside, keep=True)
        self._close()
        moved = moved or set_aside(self.path, aside)
        if not moved:
            copy_journals(self.path, aside, keep=False)
            self._stuck = self._stuck or not os.path.lexists(self.path)
            return NoticeKind.UNREADABLE
        self._told = None
        self.tell(Notice(NoticeKind.DAMAGED, FileKind.HISTORY, aside.name))
        return None

    def _newer_found(self) -> NoticeKind:
        """A newer version's history: left alone for this session, said once."""
        if not self._newer:
            self._newer = True
            self.tell(Notice(NoticeKind.NEWER_SCHEMA, FileKind.HISTORY))
        return NoticeKind.NEWER_SCHEMA

    def _say(self, state: NoticeKind, by_write: bool = False) -> None:
        """Tell the player what keeps the history from use, once until that changes: as a
        write finds it, or as a read does when nothing was told since the last write that
        worked (the window that holds the folder tells, not a second one)."""
        if state is NoticeKind.NEWER_SCHEMA or self.read_only or state is self._told:
            return
        if not by_write and self._told is not None:
            return
        self._told = state
        self.tell(Notice(state, FileKind.HISTORY))

    def _close(self) -> None:
        """Close the connection, if any."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        self._writer = False


class _NewerSchema(Exception):
    """The file was written by a newer version: left alone."""


def _migrate(connection: sqlite3.Connection, version: int) -> None:
    """Bring the file from *version* to `HISTORY_SCHEMA`, one step per transaction."""
    for step in range(version, HISTORY_SCHEMA):
        connection.executescript(f"BEGIN; {MIGRATIONS[step]} PRAGMA user_version = {step + 1};"
                                 " COMMIT;")
