"""A missing stats.json beside a history of games is counted again from the history (issue
43, case 8): it started the statistics at zero, as if no game had been played, and the
next game's save wrote the zeros over for good. A fresh folder still starts at zero."""

from __future__ import annotations

from datetime import datetime
from typing import Literal

from hearts.engine import Seat
from hearts.store import FileKind, GameRecord, Stats, Store
from tests.helpers.engine import random_game


def keep(store: Store, deal: int, minute: int) -> GameRecord:
    """Keep a game of *deal*, played to its end, in the history."""
    match = random_game(deal, seed=deal)
    result: Literal["won", "lost"] = "won" if Seat.SOUTH in match.winners else "lost"
    record = GameRecord.of(match.to_json(), f"game-{deal}", "hard", False, result,
                           datetime(2026, 11, 30, 12, minute))
    assert store.keep_game(record)
    return record


def test_missing_statistics_are_counted_again_from_the_history(store: Store) -> None:
    records = [keep(store, 31, 1), keep(store, 32, 2)]
    store.take_notices()
    assert not store.path(FileKind.STATS).exists()
    stats = store.load_stats()
    expected = Stats.rebuilt((record.game_id, record.result, record.totals[0], record.level)
                             for record in records)
    assert stats == expected and stats.games_played == 2
    assert Store(store.data_dir).load_stats() == stats  # saved: counted once
