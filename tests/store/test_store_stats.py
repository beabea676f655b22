"""Statistics: a scripted series of games, records per level, and their file."""

from __future__ import annotations

import json

import pytest

from hearts.store import DamagedFileError, FileKind, Stats, Store


def test_fresh_statistics() -> None:
    stats = Stats()
    assert (stats.games_played, stats.games_won, stats.win_rate) == (0, 0, 0.0)
    assert stats.lowest_score is None
    assert (stats.current_streak, stats.best_streak) == (0, 0)
    assert [stats.record(level) for level in ("easy", "medium", "hard")] == [None, None, None]


def test_scripted_series_of_wins_and_losses() -> None:
    stats = Stats()

    stats, is_record = stats.with_game(won=True, final_score=40, level="medium")
    assert is_record  # the first win at a level sets its record
    assert (stats.games_played, stats.games_won, stats.current_streak) == (1, 1, 1)
    assert (stats.lowest_score, stats.record("medium")) == (40, 40)

    stats, is_record = stats.with_game(won=True, final_score=55, level="medium")
    assert not is_record
    assert (stats.current_streak, stats.best_streak, stats.record("medium")) == (2, 2, 40)

    stats, is_record = stats.with_game(won=False, final_score=12, level="hard")
    assert not is_record  # a lost game never sets a record, however low
    assert stats.record("hard") is None
    assert stats.lowest_score == 12  # but it counts for the lowest final score
    assert (stats.current_streak, stats.best_streak) == (0, 2)

    stats, is_record = stats.with_game(won=True, final_score=30, level="easy")
    assert is_record
    assert (stats.record("easy"), stats.record("medium")) == (30, 40)

    stats, is_record = stats.with_game(won=True, final_score=40, level="medium")
    assert not is_record  # equalling a record does not beat it

    stats, is_record = stats.with_game(won=True, final_score=35, level="medium")
    assert is_record
    assert (stats.record("medium"), stats.current_streak, stats.best_streak) == (35, 3, 3)

    stats = stats.with_abandoned_game()
    assert (stats.games_played, stats.games_won) == (7, 5)
    assert (stats.current_streak, stats.best_streak, stats.lowest_score) == (0, 3, 12)

    stats, is_record = stats.with_game(won=True, final_score=-5, level="hard")
    assert is_record  # a negative score (moon shot as −26) is a fine record
    assert (stats.record("hard"), stats.lowest_score) == (-5, -5)
    assert (stats.games_played, stats.games_won) == (8, 6)
    assert stats.win_rate == pytest.approx(6 / 8)
    assert (stats.current_streak, stats.best_streak) == (1, 3)


def test_abandoned_game_touches_neither_lowest_score_nor_records() -> None:
    stats, _ = Stats().with_game(won=True, final_score=20, level="easy")
    abandoned = stats.with_abandoned_game()
    assert abandoned.lowest_score == 20
    assert abandoned.record("easy") == 20
    assert abandoned.win_rate == pytest.approx(0.5)


def test_with_game_is_pure() -> None:
    stats = Stats()
    stats.with_game(won=True, final_score=10, level="hard")
    assert stats == Stats()


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="master"):
        Stats().with_game(won=True, final_score=10, level="master")  # type: ignore[arg-type]


def test_round_trip_through_the_file(store: Store) -> None:
    stats, _ = Stats().with_game(won=True, final_score=44, level="hard")
    stats = stats.with_abandoned_game()
    assert store.save_stats(stats)
    assert Store().load_stats() == stats
    content = json.loads(store.path(FileKind.STATS).read_text(encoding="utf-8"))
    assert content["schema"] == 1
    assert content["record_hard"] == 44


def test_missing_file_gives_fresh_statistics(store: Store) -> None:
    assert store.load_stats() == Stats()
    assert store.take_notices() == []


def test_reset_is_saving_fresh_statistics(store: Store) -> None:
    stats, _ = Stats().with_game(won=True, final_score=44, level="hard")
    store.save_stats(stats)
    store.save_stats(Stats())
    assert Store().load_stats() == Stats()


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("games_played", "3"),
        ("games_played", -1),
        ("games_won", True),
        ("games_won", 2.0),
        ("games_won", 99),  # more wins than games
        ("best_streak", 5),  # a streak longer than the wins
        ("current_streak", 3),  # longer than the best
        ("lowest_score", "12"),
        ("record_easy", [12]),
        ("record_hard", 1.5),
    ],
)
def test_impossible_statistics_are_damaged(name: str, value: object) -> None:
    content = Stats(games_played=5, games_won=3, current_streak=1, best_streak=2).to_json_dict()
    assert Stats.from_json_dict(content).games_won == 3
    content[name] = value
    with pytest.raises(DamagedFileError):
        Stats.from_json_dict(content)


def test_missing_field_is_damaged() -> None:
    content = Stats().to_json_dict()
    del content["best_streak"]
    with pytest.raises(DamagedFileError, match="best_streak"):
        Stats.from_json_dict(content)


def test_the_id_of_the_game_counted_last_is_kept(store: Store) -> None:
    stats, _ = Stats().with_game(won=True, final_score=30, level="easy", game_id="a1")
    assert stats.last_counted_game == "a1"
    stats = stats.with_abandoned_game("b2")
    assert stats.last_counted_game == "b2"
    assert store.save_stats(stats)
    assert Store().load_stats() == stats


def test_a_stats_file_from_before_the_game_ids_is_read(store: Store) -> None:
    old = {"schema": 1, "games_played": 3, "games_won": 1, "lowest_score": 40,
           "current_streak": 0, "best_streak": 1, "record_easy": 40, "record_medium": None,
           "record_hard": None}
    path = store.path(FileKind.STATS)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded = store.load_stats()
    assert (loaded.games_played, loaded.last_counted_game) == (3, None)
    assert loaded.record_expert is None  # a file from before Expert
    assert store.take_notices() == []


def test_a_game_won_at_expert_sets_the_expert_record() -> None:
    stats, is_record = Stats().with_game(won=True, final_score=38, level="expert")
    assert is_record and (stats.record("expert"), stats.record("hard")) == (38, None)
    assert Stats.from_json_dict(stats.to_json_dict()) == stats


@pytest.mark.parametrize("value", [3, "", True, ["a"]])
def test_a_bad_id_of_the_game_counted_last_is_a_damaged_file(value: object) -> None:
    content = {"schema": 1, **Stats().to_json_dict(), "last_counted_game": value}
    with pytest.raises(DamagedFileError):
        Stats.from_json_dict(content)
