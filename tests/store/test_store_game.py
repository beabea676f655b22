"""The game in progress: the store's own format (schema 2), and saves of schema 1 still resumed.

tests/store/data holds two game.json files written by the window before the store owned
the format (schema 1: the match as JSON text in a string), made by playing headless:
deal 4321 with two of South's cards raised while choosing the pass, and the day's deal
416737 at level hard with variants on, in the second hand's fifth trick.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from hearts.engine import DECK, Card, Match, Phase, Rules, Seat
from hearts.store import GAME_SCHEMA, FileKind, Notice, NoticeKind, SavedGame, Store
from tests.helpers.store import PutFile

DATA = Path(__file__).parent / "data"
SCHEMA_1_FILES = ["game-schema1-passing.json", "game-schema1-playing.json"]
DAMAGED_GAME = Notice(NoticeKind.DAMAGED, FileKind.GAME)


def schema_1(name: str) -> dict[str, Any]:
    """The content of a real schema-1 file."""
    content: dict[str, Any] = json.loads((DATA / name).read_text(encoding="utf-8"))
    assert content["schema"] == 1 and isinstance(content["game"]["match"], str)
    return content


def put_json(put_file: PutFile, content: object) -> None:
    """Write *content* as game.json."""
    put_file(FileKind.GAME, json.dumps(content).encode())


def played(match: Match, done: Callable[[Match], bool]) -> Match:
    """*match* played on (three first cards passed, first legal card played) until *done*."""
    while not done(match):
        if match.phase is Phase.PASSING:
            seat = next(seat for seat in Seat if not match.has_passed(seat))
            match.pass_cards(seat, match.hand(seat)[:3])
        elif match.phase is Phase.PLAYING:
            turn = match.turn
            assert turn is not None
            match.play(turn, match.legal_plays(turn)[0])
        else:
            match.start_next_hand()
    return match


@pytest.mark.parametrize("name", SCHEMA_1_FILES)
def test_a_schema_1_save_resumes_the_identical_match(
        name: str, store: Store, put_file: PutFile) -> None:
    content = schema_1(name)
    put_file(FileKind.GAME, (DATA / name).read_bytes())
    game = store.load_game()
    assert game is not None
    assert store.take_notices() == []
    saved = content["game"]
    assert game.match().to_json() == saved["match"]  # the very match the old window wrote
    assert game.raised == tuple(Card.parse(code) for code in saved["raised"])
    assert (game.level, game.daily, game.game_id) == (saved["level"], saved["daily"], saved["id"])


@pytest.mark.parametrize("name", SCHEMA_1_FILES)
def test_a_schema_1_save_is_written_back_in_todays_schema(
        name: str, store: Store, put_file: PutFile) -> None:
    put_file(FileKind.GAME, (DATA / name).read_bytes())
    game = store.load_game()
    assert game is not None
    assert store.save_game(game)
    written = json.loads(store.path(FileKind.GAME).read_text(encoding="utf-8"))
    assert written["schema"] == GAME_SCHEMA == 3
    assert written["game"]["match"] == json.loads(schema_1(name)["game"]["match"])
    assert Store().load_game() == game


def test_a_schema_1_save_from_before_game_ids_gets_a_fresh_id(
        store: Store, put_file: PutFile) -> None:
    content = schema_1("game-schema1-playing.json")
    del content["game"]["id"]
    put_json(put_file, content)
    first = store.load_game()
    again = Store().load_game()
    assert first is not None and again is not None
    assert first.game_id and again.game_id and first.game_id != again.game_id  # never counted
    assert first.match_json == again.match_json


def test_a_schema_1_save_without_the_later_fields_takes_their_defaults(
        store: Store, put_file: PutFile) -> None:
    content = schema_1("game-schema1-passing.json")
    for key in ("raised", "level", "daily"):
        del content["game"][key]
    put_json(put_file, content)
    game = store.load_game()
    assert game is not None
    assert (game.raised, game.level, game.daily) == ((), "medium", False)


def test_round_trip_of_todays_format(store: Store) -> None:
    match = played(Match(777, Rules(qs_breaks_hearts=True, target=50)),
                   lambda m: len(m.tricks) == 5 and len(m.current_trick) == 2)
    game = SavedGame.of(match, (), "easy", True, "a1b2")
    assert store.save_game(game)
    loaded = Store().load_game()
    assert loaded == game
    assert loaded is not None and loaded.match().to_json() == match.to_json()
    written = json.loads(store.path(FileKind.GAME).read_text(encoding="utf-8"))
    assert written == {
        "schema": 3,
        "game": {"id": "a1b2", "match": json.loads(match.to_json()), "raised": [],
                 "level": "easy", "daily": True, "seat": 0},
    }


def test_raised_cards_come_back_in_their_order(store: Store) -> None:
    match = Match(31)
    raised = (match.hand(Seat.SOUTH)[7], match.hand(Seat.SOUTH)[2])
    game = SavedGame.of(match, raised, "medium", False, "x")
    store.save_game(game)
    loaded = Store().load_game()
    assert loaded is not None and loaded.raised == raised


def test_a_saved_game_does_not_follow_the_match_it_was_made_from() -> None:
    match = Match(5)
    game = SavedGame.of(match, (), "medium", False, "x")
    played(match, lambda m: m.phase is Phase.PLAYING)
    assert game.match().phase is Phase.PASSING
    assert game.match() is not game.match()  # each one is the caller's to play on


def finished_match() -> dict[str, Any]:
    """The JSON object of a match played to its end."""
    match = played(Match(9, Rules(target=50)), lambda m: m.phase is Phase.GAME_OVER)
    data: dict[str, Any] = json.loads(match.to_json())
    return data


def not_in_south_hand() -> str:
    """A card South does not hold at the start of deal 7."""
    return next(card.code for card in DECK if card not in Match(7).hand(Seat.SOUTH))


def south_cards(count: int) -> list[str]:
    """The codes of South's *count* first cards at the start of deal 7."""
    return [card.code for card in Match(7).hand(Seat.SOUTH)[:count]]


BAD_GAMES: dict[str, Callable[[dict[str, Any]], None]] = {
    "match as text": lambda game: game.update(match=json.dumps(game["match"])),
    "match missing": lambda game: game.pop("match"),
    "match foreign": lambda game: game.update(match={"deal": 7, "actions": "none"}),
    "match impossible": lambda game: game["match"]["actions"].append(["play", 0, "2C"]),
    "match finished": lambda game: game.update(match=finished_match()),
    "raised twice": lambda game: game.update(raised=south_cards(1) * 2),
    "raised four": lambda game: game.update(raised=south_cards(4)),
    "raised not held": lambda game: game.update(raised=[not_in_south_hand()]),
    "raised not codes": lambda game: game.update(raised="7D"),
    "level unknown": lambda game: game.update(level="master"),
    "level missing": lambda game: game.pop("level"),
    "daily not a bool": lambda game: game.update(daily=1),
    "id empty": lambda game: game.update(id=""),
    "id missing": lambda game: game.pop("id"),
}


@pytest.mark.parametrize("damage", list(BAD_GAMES))
def test_a_game_that_cannot_be_resumed_is_moved_aside(
        damage: str, store: Store, put_file: PutFile) -> None:
    content: dict[str, Any] = json.loads(json.dumps({
        "schema": 2,
        "game": {"id": "x", "match": json.loads(Match(7).to_json()), "raised": [],
                 "level": "medium", "daily": False},
    }))
    BAD_GAMES[damage](content["game"])
    put_json(put_file, content)
    assert store.load_game() is None
    assert store.take_notices() == [DAMAGED_GAME]
    assert list(store.data_dir.glob("game.json.damaged-*"))


def test_cards_raised_once_play_has_begun_are_damage(store: Store, put_file: PutFile) -> None:
    content = schema_1("game-schema1-playing.json")
    match = Match.from_json(content["game"]["match"])
    content["game"]["raised"] = [match.hand(Seat.SOUTH)[0].code]
    put_json(put_file, content)
    assert store.load_game() is None
    assert store.take_notices() == [DAMAGED_GAME]


@pytest.mark.parametrize("match", ["nonsense", "[[[", {"deal": 7}, None, 7])
def test_a_schema_1_match_that_is_not_json_text_of_a_match_is_damage(
        match: object, store: Store, put_file: PutFile) -> None:
    content = schema_1("game-schema1-passing.json")
    content["game"]["match"] = match
    put_json(put_file, content)
    assert store.load_game() is None
    assert store.take_notices() == [DAMAGED_GAME]

