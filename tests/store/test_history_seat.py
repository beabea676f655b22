"""The history knows the person's seat (issue 41): every figure it gives (points per hand,
Q♠ taken, moons shot and against, the result, the total the statistics count) is the
recorded seat's, and a history of schema 4, written before the seat was kept, reads its
games as played at South."""

from __future__ import annotations

import json
import random
import sqlite3
from dataclasses import dataclass
from datetime import datetime

import pytest

from hearts.engine import QUEEN_OF_SPADES, Match, MoonShot, Phase, Rules, Seat, TrickTaken
from hearts.store import FileKind, GameRecord, Store
from hearts.store.history import HISTORY_SCHEMA, MIGRATIONS, Result

NOON = datetime(2026, 12, 1, 12, 0)
MOON_DEAL, MOON_SEED = 1099, 99  # West shoots the moon in this game, and wins it


@dataclass
class Seen:
    """One seat's figures, counted from the events as the game was played."""

    hands: int = 0
    points: int = 0
    queens: int = 0
    moons_shot: int = 0
    moons_against: int = 0


def played(deal: int, seed: int) -> tuple[Match, dict[Seat, Seen]]:
    """Deal *deal* played to its end with random legal cards (target 50), and every seat's
    figures counted as it went."""
    rng = random.Random(seed)
    match = Match(deal, Rules(target=50))
    seen = {seat: Seen() for seat in Seat}
    while match.phase is not Phase.GAME_OVER:
        if match.phase is Phase.HAND_OVER:
            match.start_next_hand()
        elif match.phase is Phase.PASSING:
            for seat in Seat:
                match.pass_cards(seat, rng.sample(match.hand(seat), 3))
        else:
            assert match.turn is not None
            for event in match.play(match.turn, rng.choice(match.legal_plays(match.turn))):
                if isinstance(event, TrickTaken) and QUEEN_OF_SPADES in event.cards:
                    seen[event.winner].queens += 1
                if isinstance(event, MoonShot):
                    for seat in Seat:
                        if seat is event.seat:
                            seen[seat].moons_shot += 1
                        else:
                            seen[seat].moons_against += 1
            if match.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                for seat in Seat:
                    seen[seat].hands += 1
                    seen[seat].points += match.hand_points[seat]
    return match, seen


def figures(record: GameRecord) -> Seen:
    """What a record says of its person."""
    return Seen(record.hands, record.points, record.queens, record.moons_shot,
                record.moons_against)


def test_the_moon_game_is_what_the_tests_below_need() -> None:
    match, seen = played(MOON_DEAL, MOON_SEED)
    assert match.winners == (Seat.WEST,)
    assert seen[Seat.WEST].moons_shot == 1 and seen[Seat.SOUTH].moons_against == 1
    assert seen[Seat.WEST] != seen[Seat.SOUTH]


@pytest.mark.parametrize("seat", list(Seat))
def test_a_game_recorded_at_any_seat_gives_that_seats_figures(store: Store, seat: Seat) -> None:
    match, seen = played(MOON_DEAL, MOON_SEED)
    result: Result = "won" if seat in match.winners else "lost"
    assert store.keep_game(GameRecord.of(match.to_json(), "g", "hard", False, result, NOON,
                                         seat))
    [kept] = Store().history.recent()  # read back from the disk
    assert kept.seat is seat and kept.kind == "solo" and kept.names is None
    assert figures(kept) == seen[seat]
    assert kept.total == match.totals[seat]
    level = Store().history.figures()["hard"]
    assert (level.hands, level.points, level.queens, level.moons_shot,
            level.moons_against) == (seen[seat].hands, seen[seat].points, seen[seat].queens,
                                     seen[seat].moons_shot, seen[seat].moons_against)
    assert Store().history.results() == [("g", result, match.totals[seat], "hard")]


def test_the_statistics_counted_again_follow_the_seat(store: Store) -> None:
    match, _ = played(MOON_DEAL, MOON_SEED)  # West wins with 25
    west = GameRecord.of(match.to_json(), "west", "hard", False, "won", NOON, Seat.WEST)
    assert store.keep_game(west)
    store.path(FileKind.STATS).unlink(missing_ok=True)
    stats = Store().load_stats()  # counted again from the history
    assert (stats.games_played, stats.games_won, stats.current_streak) == (1, 1, 1)
    assert stats.lowest_score == stats.record_hard == match.totals[Seat.WEST] == 25


def test_a_row_whose_total_is_not_its_seats_is_foreign(store: Store) -> None:
    match, _ = played(MOON_DEAL, MOON_SEED)
    west = GameRecord.of(match.to_json(), "west", "hard", False, "won", NOON, Seat.WEST)
    assert store.keep_game(west)
    with sqlite3.connect(store.path(FileKind.HISTORY)) as connection:
        connection.execute("UPDATE games SET total = ?", (match.totals[Seat.SOUTH],))
    connection.close()
    assert Store().history.recent() == []


def test_a_schema_4_history_reads_its_games_as_played_at_south(store: Store) -> None:
    match, seen = played(MOON_DEAL, MOON_SEED)
    old = GameRecord.of(match.to_json(), "old", "medium", False, "lost", NOON)
    path = store.path(FileKind.HISTORY)
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as connection:  # the file as schema 4 made it
        for step in MIGRATIONS[:4]:
            connection.executescript(step)
        connection.execute("PRAGMA user_version = 4")
        connection.execute(
            "INSERT INTO games (id, ended_at, deal, daily, level, match, result, total, totals,"
            " hands, points, queens, moons_shot, moons_against, seq)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,1)", old.row()[:14])
    connection.close()
    again = Store()
    [kept] = again.history.recent()
    assert kept == old
    assert kept.seat is Seat.SOUTH and figures(kept) == seen[Seat.SOUTH]
    newer = GameRecord.of(match.to_json(), "new", "medium", False, "won", NOON, Seat.WEST)
    assert again.keep_game(newer)
    assert [(game.game_id, game.seat) for game in again.history.recent()] == [
        ("new", Seat.WEST), ("old", Seat.SOUTH)]
    assert again.take_notices() == []
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (HISTORY_SCHEMA,)
        assert connection.execute("SELECT id, seat, kind, names FROM games ORDER BY seq"
                                  ).fetchall() == [("old", 0, "solo", ""),
                                                   ("new", 1, "solo", "")]
    connection.close()


def test_a_game_waiting_in_a_pending_file_of_schema_1_is_kept_as_played_at_south(
        store: Store) -> None:
    match, seen = played(MOON_DEAL, MOON_SEED)
    old = GameRecord.of(match.to_json(), "waited", "easy", False, "lost", NOON)
    pending = store.history.pending.path
    pending.parent.mkdir(parents=True, exist_ok=True)
    pending.write_text(json.dumps({"schema": 1, "entries": [
        {"table": "games", "row": list(old.row()[:14])}]}), encoding="utf-8")
    [kept] = Store().history.recent()
    assert kept == old and kept.seat is Seat.SOUTH and figures(kept) == seen[Seat.SOUTH]
    assert not pending.exists()
