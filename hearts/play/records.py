"""What the window keeps of the games, through the store and its writing thread: the game in
progress after every action, each game counted once in the statistics, and the settings the
player changed (never this run's command-line choices)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from concurrent.futures import Executor, Future
from datetime import datetime
from functools import partial
from typing import Any, TypeVar

from hearts.engine import Seat
from hearts.play.saver import Saver
from hearts.store import (
    FriendsGame,
    GameRecord,
    Level,
    Notice,
    SavedGame,
    Settings,
    Stats,
    Store,
)
from hearts.store.history import Result

T = TypeVar("T")


class Records:
    """The statistics, the saved settings and the writes of the game in progress."""

    def __init__(self, store: Store, saved_settings: Settings,
                 executor: Executor | None = None) -> None:
        self.store = store
        self.stats: Stats = store.load_stats()
        self.saved_settings = saved_settings
        self._saver = Saver(store, executor)
        self._counted: set[str] = set()  # the ids of the games counted in this session

    def was_counted(self, game_id: str) -> bool:
        """Whether game *game_id* is in the statistics already (never count it twice)."""
        return game_id in self._counted or game_id == self.stats.last_counted_game

    def count_game(self, game_id: str, won: bool, total: int, level: Level) -> bool:
        """Count a finished game once; whether it set a record at its level."""
        if self.was_counted(game_id):
            return False
        self._counted.add(game_id)
        self.stats, new_record = self.stats.with_game(won, total, level, game_id)
        self._save_stats()
        return new_record

    def count_abandoned(self, game_id: str) -> None:
        """Count a game given up as played and lost, once."""
        if self.was_counted(game_id):
            return
        self._counted.add(game_id)
        self.stats = self.stats.with_abandoned_game(game_id)
        self._save_stats()

    def keep_in_history(self, match_json: str, game_id: str, level: Level, daily: bool,
                        result: Result, seat: Seat) -> None:
        """Add a game ended or left to the history, the person at *seat*, on the writing
        thread (its figures, the seat's, are read off its actions there)."""
        ended_at = datetime.now()

        def keep(store: Store) -> bool:
            return store.keep_game(GameRecord.of(match_json, game_id, level, daily, result,
                                                 ended_at, seat))

        self._saver.submit(keep)

    def keep_friends_game(self, game: FriendsGame) -> None:
        """Add a game played at a friends' table, ended or left, to the history, on the
        writing thread: listed with its names, never counted (`History.record_friends_game`;
        the statistics here stay as they are)."""
        self._saver.submit(lambda store: store.history.record_friends_game(game))

    def keep_analysis(self, game_id: str, hand: int, analysis_json: str) -> None:
        """Keep the analysis of a hand in the history, on the writing thread."""
        self._saver.submit(lambda store: store.history.keep_analysis(game_id, hand,
                                                                     analysis_json))

    def keep_duplicate(self, game_id: str, hand: int, points: tuple[int, int],
                       duplicate_json: str) -> None:
        """Keep a hand Expert played again (South's points and Expert's) in the history, on
        the writing thread."""
        self._saver.submit(lambda store: store.history.keep_duplicate(game_id, hand, points,
                                                                       duplicate_json))

    def read(self, question: Callable[[Store], T]) -> Future[T]:
        """Ask *question* of the files on the writing thread (never the window's), after the
        writes queued so far."""
        return self._saver.ask(question)

    def reset_stats(self) -> None:
        """Forget every statistic, but the id counted last: a save a crash left behind must
        still not be counted again."""
        self.stats = Stats(last_counted_game=self.stats.last_counted_game)
        self._save_stats()

    def save_game(self, game: SavedGame) -> None:
        """Write the game in progress (a failing disk only earns a notice)."""
        self._saver.submit(partial(Store.save_game, game=game))

    def clear_game(self) -> None:
        """Forget the game in progress (it ended, or it was counted already)."""
        self._saver.submit(Store.clear_game)

    def save_changed_settings(self, old: Settings, new: Settings) -> None:
        """Save the fields the player changed, on top of what is on disk: a command-line
        choice in force in *old* and *new* alike stays unsaved."""
        changed: dict[str, Any] = {  # Any: each value comes from a valid Settings
            field.name: getattr(new, field.name) for field in dataclasses.fields(new)
            if getattr(new, field.name) != getattr(old, field.name)}
        if changed:
            self.saved_settings = dataclasses.replace(self.saved_settings, **changed)
            self._saver.submit(partial(Store.save_settings, settings=self.saved_settings))

    def take_notices(self) -> list[Notice]:
        """What the writes done so far have to say (a damaged file, a full disk...)."""
        return self._saver.take_notices()

    def flush(self) -> None:
        """Wait until every write asked so far is done."""
        self._saver.flush()

    def close(self) -> None:
        """Finish the writes, then close the history."""
        self._saver.submit(lambda store: store.history.close())
        self._saver.close()

    def _save_stats(self) -> None:
        self._saver.submit(partial(Store.save_stats, stats=self.stats))
