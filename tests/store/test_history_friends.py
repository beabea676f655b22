"""A game played with friends goes into the history as such (issue 42): kept with the person's
seat and the names at the four seats, listed among the recent games, and never counted in
the solo statistics, the figures per level, the records or the streaks."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta

import pytest

from hearts.engine import Seat
from hearts.store import FileKind, FriendsGame, GameRecord, Store
from hearts.store.history import Result
from hearts.store.history_friends import NAME_LIMIT
from tests.helpers.engine import random_game

NOON = datetime(2026, 12, 2, 12, 0)
WON_BY_WEST = random_game(1099, seed=99)  # West shoots the moon in it and wins with 25
LEFT = random_game(9, seed=9, hands=1)  # one hand played, the next dealt
NAMES = ("Marc", "Léa", None, "Zoé")  # by seat: the person is Léa, at West


def friends(game_id: str = "f1", minutes: int = 0, match_json: str = WON_BY_WEST.to_json(),
            seat: Seat = Seat.WEST) -> FriendsGame:
    """A friends' game at which the person, Léa, sat West."""
    return FriendsGame(game_id, seat, NAMES, match_json, "hard",
                       NOON + timedelta(minutes=minutes))


def solo(game_id: str, minutes: int, result: Result = "won") -> GameRecord:
    """A solo game at South with the same cards (its result as the test says)."""
    return GameRecord.of(WON_BY_WEST.to_json(), game_id, "hard", False, result,
                         NOON + timedelta(minutes=minutes))


def test_a_friends_game_is_kept_with_its_seat_and_names(store: Store) -> None:
    assert store.history.record_friends_game(friends())
    [kept] = Store().history.recent()  # read back from the disk
    assert (kept.kind, kept.seat, kept.names) == ("friends", Seat.WEST, NAMES)
    assert (kept.result, kept.total, kept.deal, kept.moons_shot) == ("won", 25, 1099, 1)
    assert kept.totals == WON_BY_WEST.totals and kept.match().totals == WON_BY_WEST.totals
    assert kept == GameRecord.of_friends(friends())


def test_a_friends_game_left_before_its_end_is_kept_as_abandoned(store: Store) -> None:
    assert store.history.record_friends_game(friends(match_json=LEFT.to_json()))
    [kept] = store.history.recent()
    assert (kept.kind, kept.result, kept.hands) == ("friends", "abandoned", 1)


def test_a_friends_game_counts_in_no_statistic_figure_record_or_streak(store: Store) -> None:
    assert store.keep_game(solo("s1", 0, "lost"))
    assert store.history.record_friends_game(friends("f1", 1))
    assert store.keep_game(solo("s2", 2))
    assert store.history.record_friends_game(friends("f2", 3))
    assert [game.game_id for game in store.history.recent()] == ["f2", "s2", "f1", "s1"]
    assert [row[0] for row in store.history.results()] == ["s1", "s2"]
    hard = store.history.figures()["hard"]
    assert (hard.games, hard.hands) == (2, 2 * len(WON_BY_WEST.score_sheet))
    assert hard.moons_shot == 0 and hard.moons_against == 2  # South's, never West's
    assert store.history.unreplayed(games=10)[0].game_id == "s2"
    assert {game.game_id for game in store.history.unreplayed(games=10)} == {"s1", "s2"}
    store.path(FileKind.STATS).unlink(missing_ok=True)
    stats = Store().load_stats()  # counted again from the history: the solo games alone
    assert (stats.games_played, stats.games_won, stats.best_streak) == (2, 1, 1)
    assert stats.record_hard == stats.lowest_score == WON_BY_WEST.totals[Seat.SOUTH]
    assert stats.last_counted_game == "s2"


@pytest.mark.parametrize("names", [
    ("Marc", None, None, "Zoé"),  # the person's own name missing
    ("Marc", "Léa", "Zoé"),  # three seats
    ("Marc", "Léa", "", None),  # an empty name
    ("Marc", "Léa", "   ", None),  # a blank one
    ("Marc", "Léa", "a" * (NAME_LIMIT + 1), None),  # too long
    ("Marc", "Léa\n", None, None),  # not printable
    ("Marc", "Léa", 7, None),  # not a name
])
def test_names_the_history_could_not_read_back_are_refused(names: object) -> None:
    with pytest.raises(ValueError, match="names"):
        FriendsGame("f", Seat.WEST, names, WON_BY_WEST.to_json(), "hard",  # type: ignore[arg-type]
                    NOON)


def test_a_friends_game_whose_match_does_not_replay_is_not_kept(store: Store) -> None:
    assert not store.history.record_friends_game(friends(match_json='{"deal": "no"}'))
    assert store.history.recent() == []


def test_a_friends_row_without_its_names_is_foreign(store: Store) -> None:
    assert store.history.record_friends_game(friends())
    assert store.keep_game(solo("s1", 1))
    with sqlite3.connect(store.path(FileKind.HISTORY)) as connection:
        connection.execute("UPDATE games SET names = '[\"Marc\", null, null, null]'"
                           " WHERE id = 'f1'")  # no name at the person's seat
    connection.close()
    assert [game.game_id for game in Store().history.recent()] == ["s1"]
