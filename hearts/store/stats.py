"""The player's statistics: games played and won, streaks, lowest score, records per level."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from hearts.choices import LEVELS, Level
from hearts.store.files import SCHEMA_KEY, DamagedFileError, check_schema
from hearts.store.game import MOST_ID, MOST_POINTS

STATS_SCHEMA = 1
# More games than anyone plays (one a minute for nineteen years): a larger count is damage.
MOST_GAMES = 10_000_000

_COUNTS = ("games_played", "games_won", "current_streak", "best_streak")
_SCORES = ("lowest_score", *(f"record_{level}" for level in LEVELS))  # one record per level
# Fields added after the first files were written: absent from an older file, they take
# their default; every other field must be there.
_OPTIONAL = ("last_counted_game", "record_expert")


@dataclass(frozen=True)
class Stats:
    """Statistics over every game that ended; Stats() is the reset state.

    A game counts once, when it ends: with_game for a game played to its end,
    with_abandoned_game for one given up for a new one (played and lost). The id of
    the game counted last is kept, so that its save, if a crash left it behind, is
    not resumed and counted again.
    """

    games_played: int = 0
    games_won: int = 0
    lowest_score: int | None = None  # lowest final score of a game played to its end
    current_streak: int = 0  # games won in a row, ending with the last game
    best_streak: int = 0
    record_easy: int | None = None  # per level: lowest final score in a won game
    record_medium: int | None = None
    record_hard: int | None = None
    record_expert: int | None = None
    last_counted_game: str | None = None  # the id of the game counted last

    def __post_init__(self) -> None:
        """Refuse impossible statistics (negative or endless counts, scores no game reaches,
        more wins than games...), so that none reaches a format or the history."""
        for name in _COUNTS:
            value = getattr(self, name)
            if type(value) is not int or not 0 <= value <= MOST_GAMES:
                raise ValueError(f"invalid statistic {name}: {value!r}")
        for name in _SCORES:
            value = getattr(self, name)
            if value is not None and (type(value) is not int
                                      or not -MOST_POINTS <= value <= MOST_POINTS):
                raise ValueError(f"invalid statistic {name}: {value!r}")
        game = self.last_counted_game
        if game is not None and (type(game) is not str or not 0 < len(game) <= MOST_ID):
            raise ValueError(f"invalid id of the game counted last: {game!r}")
        if not self.current_streak <= self.best_streak <= self.games_won <= self.games_played:
            raise ValueError(f"inconsistent statistics: {self!r}")

    @property
    def win_rate(self) -> float:
        """The share of games won, from 0.0 to 1.0 (0.0 before any game)."""
        return self.games_won / self.games_played if self.games_played else 0.0

    def record(self, level: Level) -> int | None:
        """The lowest final score of a game won at *level*, or None if none was won."""
        value: int | None = getattr(self, _record_field(level))
        return value

    def with_game(self, won: bool, final_score: int, level: Level,
                  game_id: str | None = None) -> tuple[Stats, bool]:
        """The statistics after a game played to its end, and whether it set a record at *level*.

        A record is the lowest final score of a won game: the first win at a level sets
        one, and only a strictly lower score beats it. *game_id* becomes last_counted_game.
        """
        if type(final_score) is not int:
            raise ValueError(f"invalid final score: {final_score!r}")
        lowest = final_score if self.lowest_score is None else min(self.lowest_score, final_score)
        previous = self.record(level)
        is_record = won and (previous is None or final_score < previous)
        after = self._after_result(won, game_id)
        if is_record:
            record: dict[str, Any] = {_record_field(level): final_score}  # an int | None field
            after = dataclasses.replace(after, **record)
        return dataclasses.replace(after, lowest_score=lowest), is_record

    def with_abandoned_game(self, game_id: str | None = None) -> Stats:
        """The statistics after a game given up for a new one: played and lost, nothing else.

        Its score is not final, so it touches neither the lowest score nor the records.
        *game_id* becomes last_counted_game.
        """
        return self._after_result(False, game_id)

    def _after_result(self, won: bool, game_id: str | None) -> Stats:
        """These statistics with one more game (*game_id*), won or lost, the streaks updated."""
        streak = self.current_streak + 1 if won else 0
        return dataclasses.replace(
            self,
            games_played=self.games_played + 1,
            games_won=self.games_won + int(won),
            current_streak=streak,
            best_streak=max(self.best_streak, streak),
            last_counted_game=game_id,
        )

    @classmethod
    def rebuilt(cls, games: Iterable[tuple[str, str, int, Level]]) -> Stats:
        """The statistics of *games* counted one after the other, the oldest first, as the
        history keeps them: (id, "won", "lost" or "abandoned", the person's total, level)."""
        stats = cls()
        for game_id, result, total, level in games:
            if result == "abandoned":
                stats = stats.with_abandoned_game(game_id)
            else:
                stats, _record = stats.with_game(result == "won", total, level, game_id)
        return stats

    @classmethod
    def from_json_dict(cls, content: object) -> Stats:
        """Statistics read from a file's JSON.

        Raises DamagedFileError (a ValueError) for anything but an object with a valid
        schema and every field well typed, NewerSchemaError when the schema is too new.
        A field added later (last_counted_game) may be absent: it then keeps its default.
        """
        fields = check_schema(content, STATS_SCHEMA)
        names = [field.name for field in dataclasses.fields(cls)]
        missing = [name for name in names if name not in fields and name not in _OPTIONAL]
        if missing:
            raise DamagedFileError(f"missing statistics: {', '.join(missing)}")
        # Any: checked by __post_init__.
        values: dict[str, Any] = {name: fields[name] for name in names if name in fields}
        try:
            return dataclasses.replace(cls(), **values)
        except ValueError as error:
            raise DamagedFileError(str(error)) from error

    def to_json_dict(self) -> dict[str, object]:
        """The JSON object written to stats.json, schema version first."""
        return {SCHEMA_KEY: STATS_SCHEMA, **dataclasses.asdict(self)}


def _record_field(level: str) -> str:
    """The name of the field holding the record at *level*."""
    if level not in LEVELS:
        raise ValueError(f"unknown level: {level!r}")
    return f"record_{level}"
