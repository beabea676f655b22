"""The save records which seat the person held (schema 3): a game saved West comes back West,
with the cards it raised from its own hand; a schema-2 file, written before the seat was a
value, reads as South; a seat that is none is damage."""

from __future__ import annotations

import json

import pytest

from hearts.engine import Match, Seat
from hearts.store import GAME_SCHEMA, FileKind, Notice, NoticeKind, SavedGame, Store
from tests.helpers.store import PutFile


def test_a_game_saved_west_comes_back_west_with_its_raised_cards(store: Store) -> None:
    match = Match(31)
    raised = match.hand(Seat.WEST)[:2]
    game = SavedGame.of(match, raised, "medium", False, "w1", seat=Seat.WEST)
    assert store.save_game(game)
    written = json.loads(store.path(FileKind.GAME).read_text(encoding="utf-8"))
    assert written["schema"] == GAME_SCHEMA == 3 and written["game"]["seat"] == 1
    loaded = Store().load_game()
    assert loaded == game and loaded is not None and loaded.seat is Seat.WEST


def test_a_schema_2_save_reads_as_south(store: Store, put_file: PutFile) -> None:
    match = Match(32)
    content = {"schema": 2, "game": {"id": "old", "match": json.loads(match.to_json()),
                                     "raised": [], "level": "easy", "daily": False}}
    put_file(FileKind.GAME, json.dumps(content).encode())
    loaded = store.load_game()
    assert loaded is not None and loaded.seat is Seat.SOUTH
    assert store.take_notices() == []


@pytest.mark.parametrize("seat", [4, -1, "1", None, 1.0])
def test_a_seat_that_is_none_is_damage(store: Store, put_file: PutFile, seat: object) -> None:
    match = Match(33)
    content = {"schema": 3, "game": {"id": "bad", "match": json.loads(match.to_json()),
                                     "raised": [], "level": "easy", "daily": False,
                                     "seat": seat}}
    put_file(FileKind.GAME, json.dumps(content).encode())
    assert store.load_game() is None
    assert store.take_notices() == [Notice(NoticeKind.DAMAGED, FileKind.GAME)]
