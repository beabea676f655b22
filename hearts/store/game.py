"""The game in progress and its file, game.json: the format, its checks and its migrations.

Schema 3 (today):

    {"schema": 3,
     "game": {"id": "<hex>", "match": {<the engine's Match JSON>},
              "raised": ["7D", "AD"], "level": "medium", "daily": false, "seat": 0}}

The seat is the person's (0 South … 3 East): a schema-2 file, written when the person always
sat South, reads as South.

Schema 1, written until the store owned the format, held the match as JSON text inside a
string, and a game saved before games had ids has none: such a file is read through
_from_schema_1 and written back as schema 2 at the next save.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final

from hearts.choices import LEVELS, Level
from hearts.engine import Card, Match, Phase, Seat
from hearts.store.files import SCHEMA_KEY, DamagedFileError, check_schema

GAME_SCHEMA: Final = 3
GAME_KEY: Final = "game"
RAISED_MOST: Final = 3  # the person raises the three cards it will pass
# The longest game a save may hold, and so the largest total either way: a hand gives at
# most 26 points, or takes 36 (the moon's -26 and the jack of diamonds' -10).
MOST_HANDS: Final = 1000
MOST_POINTS: Final = 36 * MOST_HANDS
MOST_ID: Final = 100  # characters of a game's id (new_game_id writes 32)

# What the engine may raise on a foreign match; each means "not a game this program can resume".
_MATCH_ERRORS: Final = (ValueError, TypeError, LookupError, AttributeError, RecursionError)


@dataclass(frozen=True)
class SavedGame:
    """A game in progress as kept between runs: the match, the person's raised cards, the
    level, whether it is the day's deal, its id, and the person's seat.

    The match is kept as the engine's JSON text, so a SavedGame never changes: it can be
    written on another thread while the game goes on.
    """

    match_json: str
    raised: tuple[Card, ...]
    level: Level
    daily: bool
    game_id: str
    seat: Seat = Seat.SOUTH  # the person's

    @classmethod
    def of(cls, match: Match, raised: Iterable[Card], level: Level, daily: bool,
           game_id: str, seat: Seat = Seat.SOUTH) -> SavedGame:
        """The game as it stands now: the match is read at once."""
        return cls(match.to_json(), tuple(raised), level, daily, game_id, seat)

    def match(self) -> Match:
        """A new Match replayed from the save, to play on with."""
        return Match.from_json(self.match_json)


def new_game_id() -> str:
    """A fresh id for a game: the statistics note the one they counted last."""
    return uuid.uuid4().hex


def game_to_json_dict(game: SavedGame) -> dict[str, object]:
    """The JSON object written to game.json for *game*."""
    return {
        SCHEMA_KEY: GAME_SCHEMA,
        GAME_KEY: {
            "id": game.game_id,
            "match": json.loads(game.match_json),
            "raised": [card.code for card in game.raised],
            "level": game.level,
            "daily": game.daily,
            "seat": int(game.seat),
        },
    }


def game_from_json_dict(content: object) -> SavedGame:
    """The game saved in *content*, of any schema up to GAME_SCHEMA.

    Raises DamagedFileError (a ValueError) when it is not a game this program can resume,
    NewerSchemaError when the schema version is too new.
    """
    checked = check_schema(content, GAME_SCHEMA)
    game = _upgraded(checked[SCHEMA_KEY], checked.get(GAME_KEY))
    try:
        return _game_from(game)
    except _MATCH_ERRORS as error:
        raise DamagedFileError(f"saved game rejected: {error!r}") from error


def _upgraded(schema: object, game: object) -> dict[str, object]:
    """The game object of a file of *schema*, in today's schema."""
    if not isinstance(game, dict):
        raise DamagedFileError(f"no saved game object but {type(game).__name__}")
    for older, upgrade in _MIGRATIONS.items():
        if schema == older:
            game, schema = upgrade(game), older + 1
    return game


def _from_schema_1(game: dict[str, object]) -> dict[str, object]:
    """A schema-1 game in schema 2: the match's text parsed, the fields once optional filled."""
    text = game.get("match")
    if not isinstance(text, str):
        raise DamagedFileError("a schema-1 match must be JSON text")
    try:
        match = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise DamagedFileError(f"a schema-1 match that is not JSON: {error}") from error
    game_id = game.get("id")
    return {
        "id": new_game_id() if game_id is None else game_id,  # never counted under an id
        "match": match,
        "raised": game.get("raised", []),
        "level": game.get("level", "medium"),
        "daily": game.get("daily", False),
    }


def _from_schema_2(game: dict[str, object]) -> dict[str, object]:
    """A schema-2 game in schema 3: the person sat South."""
    return {**game, "seat": int(Seat.SOUTH)}


# The upgrade of each older schema to the next one, oldest first.
_MIGRATIONS: Final[dict[int, Callable[[dict[str, object]], dict[str, object]]]] = {
    1: _from_schema_1,
    2: _from_schema_2,
}


def _game_from(game: dict[str, object]) -> SavedGame:
    """The game an upgraded game object describes; ValueError (or TypeError...) when it is
    not one this program can resume."""
    match_data = game["match"]
    if not isinstance(match_data, dict):
        raise ValueError("the match must be a JSON object")
    match = Match.from_json(json.dumps(match_data))
    if match.phase is Phase.GAME_OVER:
        raise ValueError("a finished game is not resumed")
    _check_length(match)
    seat = _seat(game["seat"])
    raised = _raised_cards(game["raised"], match, seat)
    level = _level(game["level"])
    daily = game["daily"]
    if not isinstance(daily, bool):
        raise ValueError(f"daily must be true or false: {daily!r}")
    game_id = game["id"]
    if not isinstance(game_id, str) or not 0 < len(game_id) <= MOST_ID:
        raise ValueError(f"the game id must be a short non-empty string: {game_id!r}")
    return SavedGame(match.to_json(), raised, level, daily, game_id, seat)


def _seat(value: object) -> Seat:
    """*value* as the person's seat, 0 to 3; ValueError when it is none."""
    if type(value) is not int or not 0 <= value <= 3:
        raise ValueError(f"the person's seat must be 0 to 3: {value!r}")
    return Seat(value)


def _check_length(match: Match) -> None:
    """Refuse a match longer than MOST_HANDS or with a total outside ±MOST_POINTS, which no
    game reaches: its figures would not fit the history nor the formats."""
    if match.hand_number > MOST_HANDS:
        raise ValueError(f"a game of more than {MOST_HANDS} hands: {match.hand_number}")
    if any(not -MOST_POINTS <= total <= MOST_POINTS for total in match.totals):
        raise ValueError(f"impossible totals: {match.totals!r}")


def _level(value: object) -> Level:
    """*value* as one of the levels; ValueError when it is none of them."""
    for level in LEVELS:
        if value == level:
            return level
    raise ValueError(f"unknown level: {value!r}")


def _raised_cards(codes: object, match: Match, seat: Seat) -> tuple[Card, ...]:
    """The person's raised cards (at *seat*): at most three of its own, and only while it
    chooses its pass."""
    if not isinstance(codes, list) or not all(isinstance(code, str) for code in codes):
        raise ValueError("raised cards must be a list of card codes")
    raised = tuple(Card.parse(code) for code in codes)
    hand = match.hand(seat)
    if len(set(raised)) != len(raised) or len(raised) > RAISED_MOST or any(
            card not in hand for card in raised):
        raise ValueError(f"impossible raised cards: {codes!r}")
    if raised and (match.phase is not Phase.PASSING or match.has_passed(seat)):
        raise ValueError("cards are raised only while choosing what to pass")
    return raised
