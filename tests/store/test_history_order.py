"""The history's order is the order the games were kept, whatever the clock said (issue 43):
a clock set back changes neither the recent games' order nor the statistics counted again
from them; a file of schema 3 gets the order of its rows as they were written; a game kept
twice is kept once, where it was first."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta

from hearts.store import FileKind, GameRecord, Notice, NoticeKind, Store
from hearts.store.history import HISTORY_SCHEMA, Result
from tests.helpers.engine import random_game
from tests.helpers.store import PutFile

NOON = datetime(2026, 11, 30, 12, 0)
GAME = random_game(8, seed=8)  # played to its end
LEFT = random_game(9, seed=9, hands=1).to_json()


def record(game_id: str, result: Result, minutes: int) -> GameRecord:
    """A game ended (*result* won or lost) or left, *minutes* after noon."""
    text = LEFT if result == "abandoned" else GAME.to_json()
    return GameRecord.of(text, game_id, "hard", False, result, NOON + timedelta(minutes=minutes))


def test_a_clock_set_back_keeps_the_order_the_games_were_kept_in(
        store: Store, put_file: PutFile) -> None:
    kept = [record("first", "lost", 30), record("second", "won", 20),
            record("third", "won", 10)]  # each game ended "before" the one before it
    for game in kept:
        assert store.keep_game(game)
    assert [game.game_id for game in store.history.recent()] == ["third", "second", "first"]
    assert [row[0] for row in store.history.results()] == ["first", "second", "third"]
    store.take_notices()
    put_file(FileKind.STATS, b"{ damaged")
    stats = store.load_stats()
    assert store.take_notices() == [Notice(NoticeKind.REBUILT, FileKind.STATS)]
    assert (stats.games_played, stats.games_won) == (3, 2)
    assert (stats.current_streak, stats.best_streak) == (2, 2)
    assert stats.last_counted_game == "third"


def test_the_hands_to_play_again_follow_the_order_kept(store: Store) -> None:
    assert store.keep_game(record("older", "abandoned", 50))
    assert store.keep_game(record("newer", "abandoned", 0))
    assert [game.game_id for game in store.history.unreplayed(games=1)] == ["newer"]


def test_a_game_kept_twice_is_kept_once_where_it_was_first(store: Store) -> None:
    assert store.keep_game(record("same", "abandoned", 0))
    assert store.keep_game(record("other", "abandoned", 1))
    assert store.keep_game(record("same", "lost", 2))  # on disk already: nothing to add
    assert [(game.game_id, game.result) for game in store.history.recent()] == [
        ("other", "abandoned"), ("same", "abandoned")]


# The games table as schema 3 left it, and its other tables.
SCHEMA_3 = """
CREATE TABLE games (id TEXT PRIMARY KEY, ended_at TEXT NOT NULL, deal INTEGER NOT NULL,
    daily INTEGER NOT NULL, level TEXT NOT NULL, match TEXT NOT NULL,
    result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'abandoned')),
    total INTEGER NOT NULL, totals TEXT NOT NULL, hands INTEGER NOT NULL,
    points INTEGER NOT NULL, queens INTEGER NOT NULL, moons_shot INTEGER NOT NULL,
    moons_against INTEGER NOT NULL);
CREATE INDEX games_by_date ON games (ended_at);
CREATE TABLE analyses (game_id TEXT NOT NULL, hand INTEGER NOT NULL,
    analysis TEXT NOT NULL, PRIMARY KEY (game_id, hand));
CREATE TABLE duplicates (game_id TEXT NOT NULL, hand INTEGER NOT NULL,
    yours INTEGER NOT NULL, expert INTEGER NOT NULL, duplicate TEXT NOT NULL,
    PRIMARY KEY (game_id, hand));
PRAGMA user_version = 3;
"""


def test_a_schema_3_history_orders_its_games_as_they_were_written(store: Store) -> None:
    path = store.path(FileKind.HISTORY)
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as connection:
        connection.executescript(SCHEMA_3)
        for number, minutes in enumerate((40, 30, 50)):
            game = record(f"old{number}", "abandoned", minutes)
            connection.execute(
                "INSERT INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                (game.game_id, game.ended_at.isoformat(timespec="seconds"), game.deal, 0,
                 game.level, game.match_json, game.result, game.totals[0],
                 str(list(game.totals)), game.hands, game.points, game.queens,
                 game.moons_shot, game.moons_against))
    connection.close()
    store.take_notices()
    assert store.keep_game(record("new", "abandoned", 0))
    assert [game.game_id for game in store.history.recent()] == ["new", "old2", "old1", "old0"]
    assert store.take_notices() == []
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (HISTORY_SCHEMA,)
    connection.close()
