"""A match as JSON: its deal number, its rules and every action taken, nothing else.

`Match.to_json` writes it; `Match.from_json` reads it back here, checks every field, and
replays the actions through the rules, so a saved match can never describe an impossible
position. The user's files around it are `hearts.store`'s. See docs/ARCHITECTURE.md.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Final, NamedTuple

from hearts.engine.cards import Card, Seat
from hearts.engine.deal import check_deal_number
from hearts.engine.rules import Rules

SCHEMA_VERSION: Final = 1

# One action of a match: (seat, card) played, (seat, cards) passed, None: the next hand.
Action = tuple[Seat, Card] | tuple[Seat, tuple[Card, ...]] | None


class Start(NamedTuple):
    """A position a match began from instead of its deal (`Match.from_hands`)."""

    hand_number: int
    totals: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]


class SavedMatch(NamedTuple):
    """What a saved match holds, its fields checked; its actions still to be read."""

    deal: int
    rules: Rules
    start: Start | None
    actions: list[object]


def match_json(deal: int, rules: Rules, actions: Sequence[Action], start: Start | None) -> str:
    """The JSON of a match, with the schema version."""
    data: dict[str, Any] = {
        "schema": SCHEMA_VERSION,
        "deal": deal,
        "rules": rules.to_dict(),
        "actions": [_action_json(action) for action in actions],
    }
    if start is not None:
        data["start"] = {
            "hand_number": start.hand_number,
            "totals": list(start.totals),
            "hands": [[card.code for card in hand] for hand in start.hands],
        }
    return json.dumps(data, separators=(",", ":"))


def read_match(text: str) -> SavedMatch:
    """The fields of a saved match; ValueError if it is damaged or foreign."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, TypeError, RecursionError) as error:
        raise ValueError(f"not a saved match: {error}") from error
    if not isinstance(data, dict):
        raise ValueError("not a saved match: not a JSON object")
    if data.get("schema") != SCHEMA_VERSION:
        raise ValueError(f"unknown saved match schema: {data.get('schema')!r}")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise ValueError("saved match has no list of actions")
    deal = check_deal_number(data.get("deal"))
    rules = Rules.from_dict(data.get("rules"))
    start = data.get("start")
    return SavedMatch(deal, rules, None if start is None else _read_start(start), actions)


def read_action(action: object) -> Action:
    """One saved action: ["play", seat, card], ["pass", seat, cards] or ["next"]."""
    if not isinstance(action, list) or not action:
        raise ValueError("an action is a non-empty list")
    kind = action[0]
    if kind == "next" and len(action) == 1:
        return None
    if kind == "pass" and len(action) == 3 and isinstance(action[2], list):
        return _seat(action[1]), tuple(_card(text) for text in action[2])
    if kind == "play" and len(action) == 3:
        return _seat(action[1]), _card(action[2])
    raise ValueError("unknown action")


def _read_start(start: object) -> Start:
    """The starting position of a match begun from given hands (checked again by the match)."""
    if not isinstance(start, dict) or set(start) != {"hand_number", "totals", "hands"}:
        raise ValueError("invalid starting position")
    hands = start["hands"]
    if not isinstance(hands, list) or len(hands) != 4 or not all(
        isinstance(hand, list) for hand in hands
    ):
        raise ValueError("invalid starting hands")
    totals = start["totals"]
    if not isinstance(totals, list):
        raise ValueError("invalid starting totals")
    return Start(start["hand_number"], tuple(totals),
                 tuple(tuple(_card(text) for text in hand) for hand in hands))


def _action_json(action: Action) -> list[Any]:
    """One action as saved: ["play", seat, card], ["pass", seat, cards] or ["next"]."""
    if action is None:
        return ["next"]
    seat, what = action
    if isinstance(what, Card):
        return ["play", int(seat), what.code]
    return ["pass", int(seat), [card.code for card in what]]


def _seat(value: object) -> Seat:
    """A saved seat number."""
    if type(value) is not int or not 0 <= value <= 3:
        raise ValueError(f"invalid seat: {value!r}")
    return Seat(value)


def _card(value: object) -> Card:
    """A saved card code."""
    if not isinstance(value, str):
        raise ValueError(f"invalid card: {value!r}")
    return Card.parse(value)
