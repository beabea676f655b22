"""Saving a match as JSON and loading it back; damaged saves are refused, never half-loaded."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from hearts.engine import Match, Phase, Rules, Seat
from tests.helpers.engine import deal_with, play_randomly


def test_round_trip_mid_pass_mid_trick_and_between_hands() -> None:
    match = Match(2024, Rules(jack_of_diamonds=True))
    match.pass_cards(Seat.SOUTH, match.hand(Seat.SOUTH)[:3])
    assert Match.from_json(match.to_json()).to_json() == match.to_json()
    rng = random.Random(5)
    play_randomly(match, rng)
    match.start_next_hand()
    for seat in Seat:
        match.pass_cards(seat, match.hand(seat)[-3:])
    for _ in range(6):
        turn = match.turn
        assert turn is not None
        match.play(turn, match.legal_plays(turn)[0])
    loaded = Match.from_json(match.to_json())
    assert loaded.to_json() == match.to_json()
    assert loaded.current_trick == match.current_trick
    assert [loaded.hand(seat) for seat in Seat] == [match.hand(seat) for seat in Seat]
    assert loaded.totals == match.totals and loaded.score_sheet == match.score_sheet


def test_a_custom_position_round_trips() -> None:
    match = deal_with("2C", totals=(10, 20, 30, 40))
    match.play(Seat.SOUTH, match.legal_plays(Seat.SOUTH)[0])
    loaded = Match.from_json(match.to_json())
    assert loaded.to_json() == match.to_json()
    assert loaded.totals == (10, 20, 30, 40)


def saved() -> dict[str, Any]:
    match = Match(77)
    for seat in Seat:
        match.pass_cards(seat, match.hand(seat)[:3])
    turn = match.turn
    assert turn is not None
    match.play(turn, match.legal_plays(turn)[0])
    document: dict[str, Any] = json.loads(match.to_json())
    return document


# Each damaged save, and a word of the reason it must be refused for (not any ValueError).
DAMAGED = {
    "empty": ("", "not a saved match"),
    "truncated": (json.dumps(saved())[:-7], "not a saved match"),
    "not json": ("bonjour", "not a saved match"),
    "a list": ("[1, 2, 3]", "not a JSON object"),
    "newer schema": (json.dumps({**saved(), "schema": 99}), "schema: 99"),
    "no schema": (json.dumps({k: v for k, v in saved().items() if k != "schema"}),
                  "schema: None"),
    "bad deal": (json.dumps({**saved(), "deal": 0}), "deal number"),
    "bad rules": (json.dumps({**saved(), "rules": {"target": "cent"}}), "target"),
    "unknown rule": (json.dumps({**saved(), "rules": {"jokers": True}}), "jokers"),
    "the last action twice": (json.dumps({**saved(), "actions": saved()["actions"] + [
        saved()["actions"][-1]]}), "impossible action"),
    "unknown card": (json.dumps({**saved(), "actions": [["play", 0, "ZZ"]]}), "invalid card"),
    "unknown action": (json.dumps({**saved(), "actions": [["cheat"]]}), "unknown action"),
    "actions not a list": (json.dumps({**saved(), "actions": {"a": 1}}), "list of actions"),
    "fourteen cards in a hand": (json.dumps({
        "schema": 1, "deal": 1, "rules": {}, "actions": [],
        "start": {"hand_number": 3, "totals": [0, 0, 0, 0],
                  "hands": [["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC",
                             "KC", "AC", "2D"], [], [], []]}}), "14 cards"),
    "a card twice in the start": (json.dumps({
        "schema": 1, "deal": 1, "rules": {}, "actions": [],
        "start": {"hand_number": 3, "totals": [0, 0, 0, 0],
                  "hands": [["2C"] * 13, ["3C"] * 13, ["4C"] * 13, ["5C"] * 13]}}),
        "appears twice"),
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_damaged_saves_raise_a_value_error_naming_the_damage(name: str) -> None:
    text, reason = DAMAGED[name]
    with pytest.raises(ValueError, match=re.escape(reason)):
        Match.from_json(text)


def test_finished_game_round_trips() -> None:
    match = Match(9, Rules(target=50))
    rng = random.Random(9)
    while True:
        play_randomly(match, rng)
        if match.phase is Phase.GAME_OVER:
            break
        match.start_next_hand()
    loaded = Match.from_json(match.to_json())
    assert loaded.phase is Phase.GAME_OVER and loaded.winners == match.winners


def test_a_start_position_after_the_end_of_the_game_is_refused() -> None:
    match = deal_with("2C", totals=(10, 20, 30, 40))
    data = json.loads(match.to_json())
    data["start"]["totals"] = [-500, 999, 0, 0]
    with pytest.raises(ValueError, match="already over"):
        Match.from_json(json.dumps(data))
    with pytest.raises(ValueError, match="already over"):
        deal_with("2C", totals=(0, 0, 0, 100))
