"""The history of games: every game ended or left, kept in a SQLite database in the user's
folder, for the recent games list, the figures derived from them and the hand review.

SQLite in WAL mode with full syncs: a game written is on disk when `add` returns, and a
process killed at any moment leaves either the game or nothing, never a torn row. The
schema's version is SQLite's `user_version`; `MIGRATIONS` brings an older file up to date.
At opening, `PRAGMA integrity_check`; a file that fails it (or is no database at all) is
moved aside as `NAME.damaged-<timestamp>`, the player is told once, and a new history
starts. A second window (the one-window rule) opens it read-only and never writes.
See docs/ARCHITECTURE.md, "A file of the player".
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Final, Literal, TypeVar

from hearts.choices import Level
from hearts.engine import QUEEN_OF_SPADES, HandScored, Match, MoonShot, Seat, TrickTaken
from hearts.store.files import move_aside
from hearts.store.notices import FileKind, Notice, NoticeKind

HISTORY_SCHEMA: Final = 3
RECENT_GAMES: Final = 50

Result = Literal["won", "lost", "abandoned"]
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
)
assert len(MIGRATIONS) == HISTORY_SCHEMA


@dataclass(frozen=True)
class Margin:
    """A game's hands played again by Expert: South's points minus Expert's, summed."""

    game_id: str
    level: Level
    points: int  # South's points minus Expert's in South's seat (below 0: South did better)
    hands: int  # the hands played again

    @property
    def per_hand(self) -> float:
        """South's points per hand minus Expert's."""
        return self.points / self.hands


@dataclass(frozen=True)
class Unreplayed:
    """A game kept whose finished hands Expert has not all played again yet."""

    game_id: str
    level: Level
    match_json: str
    hands: tuple[int, ...]  # the hands still to play again, in order


@dataclass(frozen=True)
class GameRecord:
    """One game as the history keeps it: the whole match (its actions) and what it gave
    South, summed over its finished hands."""

    game_id: str
    ended_at: datetime
    deal: int
    daily: bool
    level: Level
    match_json: str
    result: Result
    totals: tuple[int, int, int, int]
    hands: int  # hands played to their end
    points: int  # South's points over those hands (moons applied)
    queens: int  # hands in which South took Q♠
    moons_shot: int  # moons South shot
    moons_against: int  # moons another seat shot

    @classmethod
    def of(cls, match_json: str, game_id: str, level: Level, daily: bool, result: Result,
           ended_at: datetime) -> GameRecord:
        """The record of a match saved as *match_json*, as it stands (ended, or left by the
        player): its actions are played again for its figures (a few milliseconds, on the
        window's writing thread)."""
        match, summary = _summary(match_json)
        return cls(game_id, ended_at, match.deal_number, daily, level, match_json, result,
                   match.totals, *summary)

    def match(self) -> Match:
        """The match, replayed from its actions (for the review)."""
        return Match.from_json(self.match_json)


@dataclass(frozen=True)
class LevelFigures:
    """What the history says of South's play at one level."""

    games: int
    hands: int
    points: int
    queens: int
    moons_shot: int
    moons_against: int

    @property
    def points_per_hand(self) -> float | None:
        """South's average points per hand; None before any hand."""
        return self.points / self.hands if self.hands else None

    @property
    def queen_rate(self) -> float | None:
        """How often South took Q♠, per hand; None before any hand."""
        return self.queens / self.hands if self.hands else None


class History:
    """The games database. Nothing here raises for a damaged file or a failing disk: the
    player is told through *tell*, and the game goes on."""

    def __init__(self, path: Path, tell: Callable[[Notice], None], *,
                 read_only: bool = False) -> None:
        self.path = path
        self._tell = tell
        self.read_only = read_only
        self._lock = threading.Lock()  # the saver thread writes, the window reads
        self._connection: sqlite3.Connection | None = None
        self._broken = False  # could neither open nor start afresh: off for this session

    def add(self, record: GameRecord) -> bool:
        """Keep *record* (a game already kept is replaced); True when it is on disk."""
        row = (record.game_id, record.ended_at.isoformat(timespec="seconds"), record.deal,
               int(record.daily), record.level, record.match_json, record.result,
               record.totals[Seat.SOUTH], json.dumps(list(record.totals)), record.hands,
               record.points, record.queens, record.moons_shot, record.moons_against)

        def insert(connection: sqlite3.Connection) -> bool:
            with connection:  # one transaction: the whole row or nothing
                connection.execute(
                    "INSERT OR REPLACE INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)", row)
            return True

        if self.read_only:
            return False
        # A file found damaged on the way is replaced by a new one: the game goes there.
        return self._run(insert, False) or self._run(insert, False)

    def keep_analysis(self, game_id: str, hand: int, analysis_json: str) -> bool:
        """Keep the analysis of hand *hand* of a game (the game may still be in progress)."""
        def insert(connection: sqlite3.Connection) -> bool:
            with connection:
                connection.execute("INSERT OR REPLACE INTO analyses VALUES (?, ?, ?)",
                                   (game_id, hand, analysis_json))
            return True

        return not self.read_only and self._run(insert, False)

    def analyses(self, game_id: str) -> dict[int, str]:
        """The analyses kept for a game, by hand, as their JSON."""
        return self._run(lambda connection: dict(connection.execute(
            "SELECT hand, analysis FROM analyses WHERE game_id = ?", (game_id,))), {})

    def keep_duplicate(self, game_id: str, hand: int, points: tuple[int, int],
                       duplicate_json: str) -> bool:
        """Keep hand *hand* of a game as Expert played it in South's seat, with South's
        *points* and Expert's (the game may still be in progress); never counted."""
        def insert(connection: sqlite3.Connection) -> bool:
            with connection:
                connection.execute("INSERT OR REPLACE INTO duplicates VALUES (?, ?, ?, ?, ?)",
                                   (game_id, hand, *points, duplicate_json))
            return True

        return not self.read_only and self._run(insert, False)

    def duplicates(self, game_id: str | None = None) -> dict[tuple[str, int], str]:
        """The hands Expert played again, by game and hand, as their JSON (one game's, or
        every game's)."""
        query = "SELECT game_id, hand, duplicate FROM duplicates"
        params: tuple[str, ...] = ()
        if game_id is not None:
            query, params = query + " WHERE game_id = ?", (game_id,)
        return self._run(lambda connection: {
            (str(game), int(hand)): str(text)
            for game, hand, text in connection.execute(query, params)}, {})

    def unreplayed(self, games: int) -> list[Unreplayed]:
        """Among the last *games* games kept, the newest first, those with finished hands
        Expert has not played again (a window closed while it did): their hands."""
        def missing(connection: sqlite3.Connection) -> list[Unreplayed]:
            rows = connection.execute(
                "SELECT id, level, match, hands, (SELECT group_concat(hand) FROM duplicates"
                " WHERE duplicates.game_id = games.id) FROM games"
                " ORDER BY ended_at DESC, rowid DESC LIMIT ?", (games,)).fetchall()
            found = []
            for game_id, level, match_json, hands, kept in rows:
                done = {int(hand) for hand in str(kept or "").split(",") if hand}
                left = tuple(hand for hand in range(int(hands)) if hand not in done)
                if left:
                    found.append(Unreplayed(str(game_id), str(level),  # type: ignore[arg-type]
                                            str(match_json), left))
            return found

        return self._run(missing, [])

    def margins(self) -> list[Margin]:
        """For each game kept whose hands Expert played again, the oldest first: its level,
        South's points minus Expert's in South's seat over those hands, and how many."""
        return self._run(lambda connection: [
            Margin(str(game_id), str(level), int(margin), int(hands))  # type: ignore[arg-type]
            for game_id, level, margin, hands in connection.execute(
                "SELECT games.id, games.level, SUM(yours - expert), COUNT(*) FROM games"
                " JOIN duplicates ON duplicates.game_id = games.id"
                " GROUP BY games.id ORDER BY games.ended_at, games.rowid")], [])

    def recent(self, limit: int = RECENT_GAMES) -> list[GameRecord]:
        """The last *limit* games, the newest first."""
        return self._run(lambda connection: [_record(row) for row in connection.execute(
            "SELECT * FROM games ORDER BY ended_at DESC, rowid DESC LIMIT ?", (limit,))], [])

    def results(self) -> list[tuple[str, str, int, Level]]:
        """Every game kept, the oldest first, as the statistics count it: its id, its result,
        South's total and the level."""
        return self._run(lambda connection: [
            (str(game_id), str(result), int(total), str(level))  # type: ignore[misc]  # checked
            # as counted (Stats refuses an unknown level)
            for game_id, result, total, level in connection.execute(
                "SELECT id, result, total, level FROM games ORDER BY ended_at, rowid")], [])

    def game(self, game_id: str) -> GameRecord | None:
        """The game kept under *game_id*, if any."""
        def find(connection: sqlite3.Connection) -> GameRecord | None:
            row = connection.execute("SELECT * FROM games WHERE id = ?", (game_id,)).fetchone()
            return None if row is None else _record(row)

        return self._run(find, None)

    def figures(self) -> dict[Level, LevelFigures]:
        """South's figures per level, summed over every game kept."""
        return self._run(lambda connection: {
            level: LevelFigures(*numbers) for level, *numbers in connection.execute(
                "SELECT level, COUNT(*), SUM(hands), SUM(points), SUM(queens),"
                " SUM(moons_shot), SUM(moons_against) FROM games GROUP BY level")}, {})

    def close(self) -> None:
        """Close the database (the window closes)."""
        with self._lock:
            if self._connection is not None:
                self._connection.close()
                self._connection = None

    def _run(self, work: Callable[[sqlite3.Connection], T], default: T) -> T:
        """*work* on the open database, under the lock; *default* when there is none to use.
        A database error on the way is a damaged file: moved aside, a new history begins."""
        with self._lock:
            connection = self._open()
            if connection is None:
                return default
            try:
                return work(connection)
            except sqlite3.DatabaseError:
                self._give_up_on_file()
                return default

    def _open(self) -> sqlite3.Connection | None:
        """The connection, opened, checked and brought to today's schema on first use."""
        if self._connection is not None or self._broken:
            return self._connection
        if self.read_only and not self.path.exists():
            return None
        try:
            self._connection = self._checked_connection()
        except _NewerSchema:
            self._tell(Notice(NoticeKind.NEWER_SCHEMA, FileKind.HISTORY))
            self._broken = True
        except sqlite3.DatabaseError:
            self._give_up_on_file()
        except OSError:
            self._tell(Notice(NoticeKind.CANNOT_SAVE, FileKind.HISTORY))
            self._broken = True
        return self._connection

    def _checked_connection(self) -> sqlite3.Connection:
        """Open the file, check its integrity, migrate it; sqlite3 errors say it is damaged."""
        if self.read_only:
            connection = sqlite3.connect(f"{self.path.as_uri()}?mode=ro", uri=True,
                                         check_same_thread=False)
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(self.path, check_same_thread=False)
        try:
            if connection.execute("PRAGMA integrity_check").fetchone() != ("ok",):
                raise sqlite3.DatabaseError("integrity check failed")
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            if version > HISTORY_SCHEMA:
                self.read_only = True
                raise _NewerSchema
            if not self.read_only:
                connection.execute("PRAGMA journal_mode = WAL")
                connection.execute("PRAGMA synchronous = FULL")
                _migrate(connection, version)
        except BaseException:
            connection.close()
            raise
        return connection

    def _give_up_on_file(self) -> None:
        """The file is damaged: move it (and its journal) aside, say so, start afresh."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None
        if self.read_only:
            self._broken = True  # the window holding the folder will deal with it
            return
        now = datetime.now()
        if self.path.exists() and move_aside(self.path, now) is None:
            self._tell(Notice(NoticeKind.UNREADABLE, FileKind.HISTORY))
            self._broken = True
            return
        for suffix in ("-wal", "-shm"):
            journal = self.path.with_name(self.path.name + suffix)
            if journal.exists():
                move_aside(journal, now)
        self._tell(Notice(NoticeKind.DAMAGED, FileKind.HISTORY))
        try:
            self._connection = self._checked_connection()
        except (sqlite3.DatabaseError, OSError, _NewerSchema):
            self._broken = True


class _NewerSchema(Exception):
    """The file was written by a newer version: left alone."""


def _migrate(connection: sqlite3.Connection, version: int) -> None:
    """Bring the file from *version* to `HISTORY_SCHEMA`, one step per transaction."""
    for step in range(version, HISTORY_SCHEMA):
        connection.executescript(f"BEGIN; {MIGRATIONS[step]} PRAGMA user_version = {step + 1};"
                                 " COMMIT;")


def _record(row: tuple[object, ...]) -> GameRecord:
    """A row of the games table as a record."""
    (game_id, ended_at, deal, daily, level, match_json, result, _total, totals, hands,
     points, queens, moons_shot, moons_against) = row
    four = tuple(json.loads(str(totals)))
    return GameRecord(str(game_id), datetime.fromisoformat(str(ended_at)), int(str(deal)),
                      bool(daily), str(level), str(match_json),  # type: ignore[arg-type]
                      str(result), (four[0], four[1], four[2], four[3]),  # type: ignore[arg-type]
                      int(str(hands)), int(str(points)), int(str(queens)),
                      int(str(moons_shot)), int(str(moons_against)))


def _summary(match_json: str) -> tuple[Match, tuple[int, int, int, int, int]]:
    """The match, and South's hands, points, Q♠ taken, moons shot and moons against over its
    finished hands: its actions played again, reading their events."""
    hands = points = queens = moons_shot = moons_against = 0
    took_queen = False  # in the hand being played
    steps = Match.replay(match_json)
    match, _ = next(steps)  # the same match, action after action
    for _, events in steps:
        for event in events:
            if isinstance(event, TrickTaken) and QUEEN_OF_SPADES in event.cards:
                took_queen = event.winner is Seat.SOUTH
            elif isinstance(event, MoonShot):
                moons_shot += event.seat is Seat.SOUTH
                moons_against += event.seat is not Seat.SOUTH
            elif isinstance(event, HandScored):
                hands += 1
                points += event.points[Seat.SOUTH]
                queens += took_queen
                took_queen = False
    return match, (hands, points, queens, moons_shot, moons_against)
