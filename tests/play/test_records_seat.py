"""The games record the person's seat (issue 41): a game ended or left at the table goes into
the history at the seat the person played, and a saved game left West by a deal asked at
start-up is recorded West whatever seat the window gives a new game; its hands are played
again by Expert at West."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from hearts.engine import Card, Match, Phase, Seat
from hearts.play.catch_up import missing_replays
from hearts.play.games import Games
from hearts.play.host import Host
from hearts.play.questions import ImmediateExecutor
from hearts.play.records import Records
from hearts.store import GameRecord, SavedGame, Settings, Store
from tests.helpers.engine import play_randomly, random_game

MOON_DEAL, MOON_SEED = 1099, 99  # West shoots the moon in this game, and wins it


@dataclass
class Table:
    """The window as the games read it: the person's seat, raised cards and settings."""

    seat: Seat
    raised: list[Card] = field(default_factory=list)
    settings: Settings = field(default_factory=lambda: Settings(level="hard"))


def games_at(home: Path, seat: Seat) -> tuple[Games, Records]:
    """The games of a table whose person sits at *seat*, writing at once into *home*."""
    records = Records(Store(home), Settings(), ImmediateExecutor())
    games = Games(Host(), Table(seat), records, seed=1)
    games.host.match = games.start().match
    return games, records


def kept(home: Path) -> list[GameRecord]:
    """The games in the history of *home*, the newest first."""
    return Store(home).history.recent()


def test_a_game_ended_at_west_is_recorded_with_wests_figures(tmp_path: Path) -> None:
    games, records = games_at(tmp_path, Seat.WEST)
    games.host.match = random_game(MOON_DEAL, MOON_SEED)
    games.record_end()
    records.flush()
    [game] = kept(tmp_path)
    expected = GameRecord.of(games.host.match.to_json(), games.game_id, "hard", False, "won",
                             game.ended_at, Seat.WEST)
    assert game == expected
    assert (game.seat, game.result, game.total, game.moons_shot) == (Seat.WEST, "won", 25, 1)
    assert records.stats.games_won == 1 and records.stats.record_hard == 25


def test_a_game_left_at_west_is_recorded_at_west(tmp_path: Path) -> None:
    games, records = games_at(tmp_path, Seat.WEST)
    play_randomly(games.host.match, random.Random(3))  # one hand played
    games.host.match.start_next_hand()
    games.new_game()
    records.flush()
    [game] = kept(tmp_path)
    assert (game.seat, game.result, game.hands) == (Seat.WEST, "abandoned", 1)
    assert game.points == games_points(game, Seat.WEST)


def test_a_saved_game_left_west_for_a_deal_asked_is_recorded_west(tmp_path: Path) -> None:
    match = Match(77)
    play_randomly(match, random.Random(5), until=Phase.PLAYING)
    match.play(*next((seat, match.legal_plays(seat)[0]) for seat in Seat
                     if match.turn is seat))
    Store(tmp_path).save_game(SavedGame.of(match, (), "medium", False, "left-west",
                                           Seat.WEST))
    records = Records(Store(tmp_path), Settings(), ImmediateExecutor())
    games = Games(Host(), Table(Seat.SOUTH), records, seed=1)  # a window seated South
    seating = games.start(deal=5)
    records.flush()
    assert seating.match.deal_number == 5
    [game] = kept(tmp_path)
    assert (game.game_id, game.seat, game.result) == ("left-west", Seat.WEST, "abandoned")


def games_points(game: GameRecord, seat: Seat) -> int:
    """*seat*'s points over the finished hands of *game*, from its score sheet."""
    return sum(points[seat] for points in game.match().score_sheet)


def test_the_hands_of_a_game_kept_at_west_are_caught_up_at_west(tmp_path: Path) -> None:
    store = Store(tmp_path)
    left = random_game(9, seed=9, hands=2)  # two hands finished
    for game_id, seat in (("older", Seat.SOUTH), ("west", Seat.WEST)):
        assert store.keep_game(GameRecord.of(left.to_json(), game_id, "hard", False,
                                             "abandoned", datetime(2026, 12, 1), seat))
    found = missing_replays(store, "at-the-table", Match(3).to_json(), "hard", Seat.EAST)
    assert [(hand.game_id, hand.hand, hand.seat) for hand in found] == [
        ("west", 0, Seat.WEST), ("west", 1, Seat.WEST),
        ("older", 0, Seat.SOUTH), ("older", 1, Seat.SOUTH)]
