"""Rows of the history this program did not write (issue 43): every value is checked before
use, a foreign row is left out of what is shown and counted, the player is told once, and
the history is kept as it is."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

import pytest

from hearts.store import FileKind, GameRecord, Level, Notice, NoticeKind, Store
from tests.helpers.engine import random_game
from tests.helpers.store import PutFile

NOON = datetime(2026, 11, 30, 12, 0)
MATCH = random_game(4, seed=4, hands=2).to_json()
FOREIGN = Notice(NoticeKind.FOREIGN_ROWS, FileKind.HISTORY)

# A value another program might have left in a column, by the id of its game.
FOREIGN_VALUES: dict[str, tuple[str, object]] = {
    "date-not-iso": ("ended_at", "hier soir"),
    "totals-not-json": ("totals", "pas du JSON"),
    "totals-three": ("totals", "[1, 2, 3]"),
    "totals-too-big": ("totals", "[1, 2, 3, 100000]"),
    "totals-text": ("totals", '[1, 2, 3, "4"]'),
    "level-unknown": ("level", "grandmaster"),
    "deal-text": ("deal", "douze"),
    "deal-zero": ("deal", 0),
    "deal-too-big": ("deal", 1_000_000),
    "result-unknown": ("result", "drawn"),
    "total-not-totals": ("total", 77),
    "hands-negative": ("hands", -1),
    "queens-more-than-hands": ("queens", 1000),
    "daily-seven": ("daily", 7),
    "match-bytes": ("match", b"\x00\x01"),
}


def record(game_id: str, level: Level, minute: int) -> GameRecord:
    """A game left after two hands."""
    return GameRecord.of(MATCH, game_id, level, False, "abandoned", NOON.replace(minute=minute))


@pytest.fixture
def history(store: Store) -> Path:
    """Two games of this program (g1 at hard, g2 at easy, each with what Expert played
    again and an analysis), and between them a foreign row of each kind, and foreign rows
    of analyses and duplicates."""
    assert store.keep_game(record("g1", "hard", 1))
    assert store.history.keep_analysis("g1", 0, '{"kept": 1}')
    assert store.history.keep_duplicate("g1", 0, (9, 4), "{}")
    path = store.path(FileKind.HISTORY)
    with sqlite3.connect(path) as connection:
        connection.execute("PRAGMA ignore_check_constraints = ON")
        columns = [row[1] for row in connection.execute("PRAGMA table_info(games)")]
        (good,) = connection.execute(f"SELECT {', '.join(columns)} FROM games").fetchall()
        for number, (game_id, (column, value)) in enumerate(FOREIGN_VALUES.items()):
            row = dict(zip(columns, good, strict=True), id=game_id)
            row.update({column: value, "seq": 100 + number} if "seq" in row else {column: value})
            connection.execute(f"INSERT INTO games ({', '.join(row)}) VALUES"
                               f" ({', '.join('?' * len(row))})", tuple(row.values()))
        connection.execute("INSERT INTO analyses VALUES ('g1', 'one', '{}')")
        connection.execute("INSERT INTO analyses VALUES ('g1', 2, x'00')")
        connection.execute("INSERT INTO duplicates VALUES ('g1', 1, 'ten', 3, '{}')")
        connection.execute("INSERT INTO duplicates VALUES ('level-unknown', 0, 5, 1, '{}')")
    connection.close()
    assert store.keep_game(record("g2", "easy", 2))
    store.history.close()
    return path


def test_foreign_rows_are_left_out_of_what_is_shown_and_counted(
        store: Store, history: Path) -> None:
    again = Store(store.data_dir)  # a new start
    assert [game.game_id for game in again.history.recent()] == ["g2", "g1"]
    assert [row[0] for row in again.history.results()] == ["g1", "g2"]
    figures = again.history.figures()
    assert set(figures) == {"hard", "easy"}
    assert figures["hard"].games == figures["easy"].games == 1
    assert [(m.game_id, m.points, m.hands) for m in again.history.margins()] == [("g1", 5, 1)]
    assert again.history.game("level-unknown") is None
    assert again.history.game("g1") is not None
    assert {game.game_id for game in again.history.unreplayed(games=50)} == {"g1", "g2"}
    assert again.history.analyses("g1") == {0: '{"kept": 1}'}
    assert again.history.duplicates() == {("g1", 0): "{}", ("level-unknown", 0): "{}"}
    assert again.take_notices() == [FOREIGN]  # once, whatever read them


def test_the_history_with_foreign_rows_is_kept_as_it_is(store: Store, history: Path) -> None:
    before = history.read_bytes()
    again = Store(store.data_dir)
    again.history.recent()
    again.history.close()
    assert history.read_bytes() == before
    assert sorted(item.name for item in history.parent.iterdir()) == ["history.sqlite3"]
    with sqlite3.connect(history) as connection:
        (count,) = connection.execute("SELECT COUNT(*) FROM games").fetchone()
    connection.close()
    assert count == 2 + len(FOREIGN_VALUES)


def test_statistics_counted_again_leave_the_foreign_rows_out(
        store: Store, history: Path, put_file: PutFile) -> None:
    again = Store(store.data_dir)
    put_file(FileKind.STATS, b"{ damaged")
    stats = again.load_stats()
    assert (stats.games_played, stats.last_counted_game) == (2, "g2")
    assert again.take_notices() == [FOREIGN, Notice(NoticeKind.REBUILT, FileKind.STATS)]


def test_parties_recentes_words_every_game_read(store: Store, history: Path) -> None:
    from hearts.ui.review.recent import game_line

    games = Store(store.data_dir).history.recent()
    assert [game_line(game, "fr").split(" · ")[2] for game in games] == ["Facile", "Difficile"]

