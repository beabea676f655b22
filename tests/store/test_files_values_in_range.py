"""Every value read from a JSON file is checked for its range, not only its type (issue 43,
case 3): a count of 10**30 games crashed Statistiques (Babel cannot write it), game.json's
totals of -10**20 resumed, then crashed the history when the game was left (SQLite holds
64 bits). An impossible value is damage: the file moved aside, the statistics counted again
from the history, one notice."""

from __future__ import annotations

import json
from datetime import datetime

import pytest

from hearts.engine import Match, Rules, Seat, deal_hands
from hearts.store import FileKind, GameRecord, Notice, NoticeKind, SavedGame, Stats, Store
from hearts.store.game import MOST_HANDS, MOST_POINTS
from hearts.store.stats import MOST_GAMES
from tests.helpers.engine import random_game
from tests.helpers.store import PutFile

DAMAGED_GAME = Notice(NoticeKind.DAMAGED, FileKind.GAME)


def a_game_from(totals: tuple[int, int, int, int], hand_number: int = 0) -> SavedGame:
    """A game resumed from a position with *totals* after *hand_number* hands."""
    match = Match.from_hands(deal_hands(5, hand_number), Rules(), hand_number=hand_number,
                             totals=totals)
    return SavedGame.of(match, (), "medium", False, "far-game")


def stats_file(**values: object) -> bytes:
    """A stats.json with *values* over fresh statistics."""
    return json.dumps({**Stats().to_json_dict(), **values}).encode()


@pytest.mark.parametrize("totals", [(-10**20, 0, 0, 0), (0, 0, -MOST_POINTS - 1, 0)])
def test_a_saved_game_with_impossible_totals_is_set_aside(
        totals: tuple[int, int, int, int], store: Store) -> None:
    assert store.save_game(a_game_from(totals))
    reader = Store(store.data_dir)
    assert reader.load_game() is None
    assert reader.take_notices() == [DAMAGED_GAME]
    assert list(store.data_dir.glob("game.json.damaged-*"))


def test_a_saved_game_past_any_real_length_is_set_aside(store: Store) -> None:
    assert store.save_game(a_game_from((0, 0, 0, 0), hand_number=MOST_HANDS + 1))
    reader = Store(store.data_dir)
    assert reader.load_game() is None
    assert reader.take_notices() == [DAMAGED_GAME]


def test_a_saved_game_at_the_edge_of_the_range_still_resumes(store: Store) -> None:
    game = a_game_from((-MOST_POINTS, 99, 0, 0), hand_number=MOST_HANDS)
    assert store.save_game(game)
    assert Store(store.data_dir).load_game() == game


@pytest.mark.parametrize("values", [
    {"games_played": 10**30},
    {"games_played": MOST_GAMES + 1},
    {"games_played": 3, "lowest_score": -10**20},
    {"games_played": 3, "games_won": 1, "record_easy": 10**25},
    {"games_played": 1, "last_counted_game": "x" * 10_000},
])
def test_impossible_statistics_are_counted_again_from_the_history(
        values: dict[str, object], store: Store, put_file: PutFile) -> None:
    match = random_game(21, seed=21)
    won = Seat.SOUTH in match.winners
    record = GameRecord.of(match.to_json(), "kept-game", "easy", False,
                           "won" if won else "lost", datetime(2026, 11, 30, 12, 0))
    assert store.keep_game(record)
    store.take_notices()
    put_file(FileKind.STATS, stats_file(**values))
    stats = store.load_stats()
    assert stats.games_played == 1 and stats.last_counted_game == "kept-game"
    assert store.take_notices() == [Notice(NoticeKind.REBUILT, FileKind.STATS)]


def test_statistics_at_the_edge_of_the_range_are_read(store: Store, put_file: PutFile) -> None:
    put_file(FileKind.STATS, stats_file(games_played=MOST_GAMES, games_won=MOST_GAMES,
                                        lowest_score=-MOST_POINTS, record_hard=MOST_POINTS))
    assert store.load_stats().games_played == MOST_GAMES
    assert store.take_notices() == []
