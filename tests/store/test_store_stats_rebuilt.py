"""A damaged stats.json is counted again from the history, which keeps every game counted;
the player is told in one notice, and the count is saved (issue 27, bug 7)."""

from __future__ import annotations

from datetime import datetime, timedelta

from hearts.engine import Seat
from hearts.store import FileKind, GameRecord, Notice, NoticeKind, Stats, Store
from hearts.store.history import Result
from tests.helpers.engine import random_game
from tests.helpers.store import PutFile

START = datetime(2026, 11, 30, 20, 0)


def keep(store: Store, deal: int, result: Result | None, level: str, minutes: int) -> GameRecord:
    """Keep a game of *deal* in the history: played to its end (*result* None: won or lost
    as it came out), or left after its first hand ("abandoned")."""
    match = random_game(deal, seed=deal, hands=1 if result == "abandoned" else None)
    if result is None:
        result = "won" if Seat.SOUTH in match.winners else "lost"
    record = GameRecord.of(match.to_json(), f"game-{deal}", level,  # type: ignore[arg-type]
                           False, result, START + timedelta(minutes=minutes))
    assert store.keep_game(record)
    return record


def counted(records: list[GameRecord]) -> Stats:
    """The statistics the window counted, game after game, as they ended."""
    stats = Stats()
    for record in records:
        if record.result == "abandoned":
            stats = stats.with_abandoned_game(record.game_id)
        else:
            stats, _new = stats.with_game(record.result == "won", record.totals[0],
                                          record.level, record.game_id)
    return stats


def test_damaged_statistics_are_counted_again_from_the_history(
        store: Store, put_file: PutFile) -> None:
    # Their clock out of order on purpose: the statistics count them in the order kept.
    records = [keep(store, 12, None, "hard", 30), keep(store, 11, None, "easy", 10),
               keep(store, 13, "abandoned", "medium", 50), keep(store, 14, None, "hard", 70)]
    store.take_notices()
    put_file(FileKind.STATS, b'{"schema": 1, "games_played": "four"}')
    stats = store.load_stats()
    assert stats == counted(records)
    assert stats.games_played == 4 and stats.last_counted_game == "game-14"
    assert store.take_notices() == [Notice(NoticeKind.REBUILT, FileKind.STATS)]
    assert list(store.path(FileKind.STATS).parent.glob("stats.json.damaged-*"))
    assert Store(store.data_dir).load_stats() == stats  # saved: the next window reads it


def test_with_no_game_in_the_history_damaged_statistics_start_again_from_zero(
        store: Store, put_file: PutFile) -> None:
    put_file(FileKind.STATS, b"{ damaged")
    assert store.load_stats() == Stats()
    assert store.take_notices() == [Notice(NoticeKind.DAMAGED, FileKind.STATS)]
