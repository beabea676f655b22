"""The history of games: every game ended or left, kept in a SQLite database in the user's
folder, for the recent games list, the figures derived from them and the hand review.
Each game keeps the person's seat, and every figure is that seat's; a game played at a
friends' table (`record_friends_game`) is listed with its names and never counted.

SQLite in WAL mode with full syncs: a game written is on disk when `add` returns, and a
process killed at any moment leaves either the game or nothing, never a torn row. The
games keep the order they were written in (`seq`), whatever the clock said. Every value
read is checked (`history_rows`): a foreign row is left out of what is shown and counted,
said once. The file itself, its damage and a disk that says no: `history_file`. A second
window (the one-window rule) opens it read-only and never writes. See
docs/ARCHITECTURE.md, "A file of the player".
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable
from typing import Final, TypeVar

from hearts.choices import Level
from hearts.store.history_disk import Entry
from hearts.store.history_file import HISTORY_SCHEMA, MIGRATIONS, HistoryFile
from hearts.store.history_friends import FriendsGame
from hearts.store.history_rows import (
    FULL_GAME,
    LIGHT_GAME,
    GameRecord,
    LevelFigures,
    Margin,
    PlayedAgain,
    Result,
    Unreplayed,
    checked_analysis,
    checked_duplicate,
    checked_game,
    figures_of,
)
from hearts.store.notices import FileKind, Notice, NoticeKind

__all__ = ["HISTORY_SCHEMA", "MIGRATIONS", "RECENT_GAMES", "FriendsGame", "GameRecord",
           "History", "LevelFigures", "Margin", "Result", "Unreplayed"]

RECENT_GAMES: Final = 50
NEWEST_FIRST: Final = " ORDER BY seq DESC, rowid DESC"
OLDEST_FIRST: Final = " ORDER BY seq, rowid"
DUPLICATES: Final = "SELECT game_id, hand, yours, expert, duplicate FROM duplicates"
SOLO: Final = ("kind = ?", "solo")  # the games the statistics and figures count

T = TypeVar("T")


class History(HistoryFile):
    """The games database. Nothing here raises for a damaged file or a failing disk: the
    player is told through *tell*, and the game goes on."""

    _told_foreign = False  # a foreign row was said

    # -- writing -------------------------------------------------------------------------

    def add(self, record: GameRecord) -> bool:
        """Keep *record* (a game kept already stays as it is); True when it is in the
        history on disk, False when it waits beside it or could not be kept."""
        return self._write(Entry("games", record.row()))

    def record_friends_game(self, game: FriendsGame) -> bool:
        """Keep a game played at a friends' table, ended or left: listed among the recent
        games with the names at its seats, never counted in the statistics, the figures
        per level, the records or the streaks. True when it is on disk, as `add`; False
        too when its match does not replay (a foreign table's): it is not kept."""
        try:
            record = GameRecord.of_friends(game)
        except ValueError:
            return False
        return self.add(record)

    def keep_analysis(self, game_id: str, hand: int, analysis_json: str) -> bool:
        """Keep the analysis of hand *hand* of a game (the game may still be in progress)."""
        return self._write(Entry("analyses", (game_id, hand, analysis_json)))

    def keep_duplicate(self, game_id: str, hand: int, points: tuple[int, int],
                       duplicate_json: str) -> bool:
        """Keep hand *hand* of a game as Expert played it in South's seat, with South's
        *points* and Expert's (the game may still be in progress); never counted."""
        return self._write(Entry("duplicates", (game_id, hand, *points, duplicate_json)))

    # -- reading -------------------------------------------------------------------------

    def analyses(self, game_id: str) -> dict[int, str]:
        """The analyses kept for a game, by hand, as their JSON."""
        def read(connection: sqlite3.Connection) -> dict[int, str]:
            rows = connection.execute("SELECT hand, analysis FROM analyses WHERE game_id = ?",
                                      (game_id,))
            return dict(self._sound(rows, checked_analysis))

        return self._read(read, {})

    def duplicates(self, game_id: str | None = None) -> dict[tuple[str, int], str]:
        """The hands Expert played again, by game and hand, as their JSON (one game's, or
        every game's)."""
        return self._read(lambda connection: {
            (hand.game_id, hand.hand): hand.duplicate_json
            for hand in self._played(connection, game_id)}, {})

    def unreplayed(self, games: int) -> list[Unreplayed]:
        """Among the last *games* games kept, the newest first, those with finished hands
        Expert has not played again (a window closed while it did): their hands."""
        def missing(connection: sqlite3.Connection) -> list[Unreplayed]:
            found = []
            for game in self._games(connection, FULL_GAME, NEWEST_FIRST, games, where=SOLO):
                done = {hand.hand for hand in self._played(connection, game.game_id)}
                left = tuple(hand for hand in range(game.hands) if hand not in done)
                if left:
                    found.append(Unreplayed(game.game_id, game.level, game.match_json, left,
                                            game.seat))
            return found

        return self._read(missing, [])

    def margins(self) -> list[Margin]:
        """For each solo game kept whose hands Expert played again, the oldest first: its level,
        South's points minus Expert's in South's seat over those hands, and how many."""
        def read(connection: sqlite3.Connection) -> list[Margin]:
            by_game: dict[str, list[int]] = {}
            for hand in self._played(connection):
                by_game.setdefault(hand.game_id, []).append(hand.yours - hand.expert)
            return [Margin(game.game_id, game.level, sum(by_game[game.game_id]),
                           len(by_game[game.game_id]))
                    for game in self._games(connection, LIGHT_GAME, OLDEST_FIRST, where=SOLO)
                    if game.game_id in by_game]

        return self._read(read, [])

    def recent(self, limit: int = RECENT_GAMES) -> list[GameRecord]:
        """The last *limit* games, the newest first, friends' games among them."""
        return self._read(
            lambda connection: self._games(connection, FULL_GAME, NEWEST_FIRST, limit), [])

    def results(self) -> list[tuple[str, str, int, Level]]:
        """Every solo game kept, in the order they were kept, as the statistics count them:
        its id, its result, the person's total and the level."""
        return self._read(lambda connection: [
            (game.game_id, game.result, game.total, game.level)
            for game in self._games(connection, LIGHT_GAME, OLDEST_FIRST, where=SOLO)], [])

    def game(self, game_id: str) -> GameRecord | None:
        """The game kept under *game_id*, if any."""
        def find(connection: sqlite3.Connection) -> GameRecord | None:
            found = self._games(connection, FULL_GAME, "", where=("id = ?", game_id))
            return found[0] if found else None

        return self._read(find, None)

    def figures(self) -> dict[Level, LevelFigures]:
        """The person's figures per level, summed over every solo game kept."""
        return self._read(lambda connection: figures_of(
            self._games(connection, LIGHT_GAME, OLDEST_FIRST, where=SOLO)), {})

    # -- rows ----------------------------------------------------------------------------

    def _games(self, connection: sqlite3.Connection, columns: str, order: str,
               limit: int | None = None, where: tuple[str, str] | None = None,
               ) -> list[GameRecord]:
        """The games whose values are sound (at most *limit*, those *where* says), in
        *order*; any other row is left out, and said once."""
        found: list[GameRecord] = []
        condition, params = (f" WHERE {where[0]}", where[1:]) if where else ("", ())
        rows = connection.execute(f"SELECT {columns} FROM games{condition}{order}", params)
        for row in rows:
            game = checked_game(row)
            if game is None:
                self._foreign_row()
                continue
            found.append(game)
            if limit is not None and len(found) >= limit:
                break
        return found

    def _played(self, connection: sqlite3.Connection,
                game_id: str | None = None) -> list[PlayedAgain]:
        """The hands Expert played again whose values are sound (*game_id*'s, or every
        game's)."""
        if game_id is None:
            return self._sound(connection.execute(DUPLICATES), checked_duplicate)
        rows = connection.execute(DUPLICATES + " WHERE game_id = ?", (game_id,))
        return self._sound(rows, checked_duplicate)

    def _sound(self, rows: Iterable[tuple[object, ...]],
               check: Callable[[tuple[object, ...]], T | None]) -> list[T]:
        """What *check* makes of each row; a row it refuses is left out, and said once."""
        found = []
        for row in rows:
            value = check(row)
            if value is None:
                self._foreign_row()
            else:
                found.append(value)
        return found

    def _foreign_row(self) -> None:
        """A row this program did not write: left out, and the player told once."""
        if not self._told_foreign:
            self._told_foreign = True
            self.tell(Notice(NoticeKind.FOREIGN_ROWS, FileKind.HISTORY))
