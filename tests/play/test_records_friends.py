"""The window keeps a friends' game through its records (issue 42): written on the writing
thread into the history, listed there, and the statistics the window holds left as they
were."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from hearts.engine import Seat
from hearts.play.questions import ImmediateExecutor
from hearts.play.records import Records
from hearts.store import FriendsGame, Settings, Stats, Store
from tests.helpers.engine import random_game


def test_a_friends_game_kept_by_the_window_counts_in_no_statistic(tmp_path: Path) -> None:
    records = Records(Store(tmp_path), Settings(), ImmediateExecutor())
    records.count_game("solo", True, 40, "easy")
    before = records.stats
    match = random_game(1099, seed=99)
    game = FriendsGame("friends-1", Seat.EAST, ("Marc", None, "Léa", "Zoé"), match.to_json(),
                       "medium", datetime(2026, 12, 3, 21, 0))
    records.keep_friends_game(game)
    records.flush()
    assert records.take_notices() == []
    assert records.stats == before
    assert Store(tmp_path).load_stats() == before
    [kept] = Store(tmp_path).history.recent()
    assert (kept.game_id, kept.kind, kept.seat, kept.result) == ("friends-1", "friends",
                                                                  Seat.EAST, "lost")
    assert kept.total == match.totals[Seat.EAST]
    assert before != Stats() and not records.was_counted("friends-1")
