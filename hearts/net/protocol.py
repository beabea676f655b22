"""The messages of a table with friends: one JSON object a message, with the protocol's
version and a type, checked field by field on arrival (a wrong one is a `ProtocolError` with
its code, never evaluated). Cards, seats and views are written as in docs/PROTOCOL.md.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, Final

from hearts.engine import (
    Card,
    CardPlayed,
    GameOver,
    HandScored,
    HeartsBroken,
    MoonShot,
    PassDirection,
    Phase,
    PlayerView,
    Rules,
    Seat,
    TrickTaken,
)
from hearts.play.seat_events import HandDealt, PassSeen, SeatEvent

VERSION: Final = 1
DEFAULT_PORT: Final = 47_101  # a table's port unless its host chooses another
MAX_BYTES: Final = 16 * 1024  # a message longer is refused
LIBRARY_LIMIT: Final = 64 * 1024  # a frame longer is cut by the library itself
NAME_LENGTH: Final = 24  # a player's name, in characters
TOKEN_PATTERN: Final = re.compile(r"[0-9a-f]{32}")  # a seat's secret: 128 bits, in hex
CODE_PATTERN: Final = re.compile(r"[0-9A-Z]{4}-[0-9A-Z]{2}")  # the table's join code

# What a client may send, and what the host sends.
CLIENT_TYPES: Final = frozenset(("hello", "sit", "start", "pass", "play", "ready", "again"))
HOST_TYPES: Final = frozenset(("welcome", "table", "refused", "update", "ask", "notice",
                               "hand_over", "game_over", "closed"))

SEAT_NAMES: Final = ("south", "west", "north", "east")
DIRECTION_NAMES: Final = {PassDirection.LEFT: "left", PassDirection.RIGHT: "right",
                          PassDirection.ACROSS: "across", PassDirection.NONE: "none"}
PHASE_NAMES: Final = ("passing", "playing", "hand_over", "game_over")


class Code(str, Enum):
    """Why the host refuses a message, or why a table ends: the client words it. The
    engine's own refusals (`hearts.engine.Refusal`) travel under their codes too."""

    TOO_BIG = "too_big"
    NOT_JSON = "not_json"
    BAD_VERSION = "bad_version"
    UNKNOWN_TYPE = "unknown_type"
    BAD_FIELD = "bad_field"
    WRONG_CODE = "wrong_code"
    BAD_TOKEN = "bad_token"
    NOT_SEATED = "not_seated"
    ALREADY_SEATED = "already_seated"
    SEAT_TAKEN = "seat_taken"
    TABLE_FULL = "table_full"
    STARTED = "started"
    NOT_STARTED = "not_started"
    NOT_OWNER = "not_owner"
    NOT_ASKED = "not_asked"  # out of turn, for another seat, or a question already answered
    TOO_MANY = "too_many"  # ten refusals in a minute: the connection is closed
    BUSY = "busy"  # too many connections waiting to join
    SILENT = "silent"  # a connection that did not join in time
    HOST_LEFT = "host_left"

    def __str__(self) -> str:
        return self.value


class ProtocolError(ValueError):
    """A message refused: *code* says why (sent back to its client as `refused`)."""

    def __init__(self, code: Code | str, detail: str = "") -> None:
        self.code = str(code)
        super().__init__(f"{self.code}: {detail}" if detail else self.code)


Message = dict[str, Any]


# -- a message whole ---------------------------------------------------------------------

def encode(message_type: str, /, **fields: Any) -> str:
    """The message of type *message_type* with *fields*, as the text sent."""
    return json.dumps({"v": VERSION, "type": message_type, **fields}, ensure_ascii=False,
                      separators=(",", ":"))


def decode(data: str | bytes, known: frozenset[str], limit: int = MAX_BYTES) -> Message:
    """The message in *data*, checked: at most *limit* long, JSON, an object, this version,
    a type in *known* (ProtocolError otherwise)."""
    if len(data) > limit:
        raise ProtocolError(Code.TOO_BIG)
    try:
        message = json.loads(data)
    except (ValueError, RecursionError):
        raise ProtocolError(Code.NOT_JSON) from None
    if not isinstance(message, dict):
        raise ProtocolError(Code.NOT_JSON, "not an object")
    if message.get("v") != VERSION or type(message.get("v")) is not int:
        raise ProtocolError(Code.BAD_VERSION)
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in known:  # a list or an object is no type
        raise ProtocolError(Code.UNKNOWN_TYPE)
    return message


# -- fields --------------------------------------------------------------------------------

def field(message: Message, name: str, check: Callable[[Any], Any]) -> Any:
    """*message*'s field *name* through *check* (ProtocolError BAD_FIELD when absent or
    wrong)."""
    if name not in message:
        raise ProtocolError(Code.BAD_FIELD, name)
    try:
        return check(message[name])
    except (ValueError, TypeError, KeyError, IndexError):
        raise ProtocolError(Code.BAD_FIELD, name) from None


def integer(low: int, high: int) -> Callable[[Any], int]:
    """A check for an integer from *low* to *high* (booleans are not integers here)."""
    def check(value: Any) -> int:
        if type(value) is not int or not low <= value <= high:
            raise ValueError(value)
        return value
    return check


def text(limit: int) -> Callable[[Any], str]:
    """A check for a string of at most *limit* characters, printable."""
    def check(value: Any) -> str:
        if not isinstance(value, str) or len(value) > limit or not value.isprintable():
            raise ValueError(value)
        return value
    return check


def boolean(value: Any) -> bool:
    """A check for true or false."""
    if type(value) is not bool:
        raise ValueError(value)
    return value


def card(value: Any) -> Card:
    """A card written as its code ("QS", "TD", "2C")."""
    if not isinstance(value, str) or len(value) != 2:
        raise ValueError(value)
    return Card.parse(value)


def cards(count_low: int, count_high: int) -> Callable[[Any], tuple[Card, ...]]:
    """A check for a list of *count_low* to *count_high* different cards."""
    def check(value: Any) -> tuple[Card, ...]:
        if not isinstance(value, list) or not count_low <= len(value) <= count_high:
            raise ValueError(value)
        found = tuple(card(item) for item in value)
        if len(set(found)) != len(found):
            raise ValueError(value)
        return found
    return check


def seat(value: Any) -> Seat:
    """A seat written by its name ("south", "west", "north", "east")."""
    return Seat(SEAT_NAMES.index(value))


def optional(check: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """*check*, or None for null."""
    return lambda value: None if value is None else check(value)


def seat_name(where: Seat) -> str:
    """The name a seat travels under."""
    return SEAT_NAMES[where]


def card_codes(some: Sequence[Card]) -> list[str]:
    """Cards as they travel."""
    return [item.code for item in some]


def four(check: Callable[[Any], Any]) -> Callable[[Any], tuple[Any, ...]]:
    """A check for a list of four values (one a seat, in seat order)."""
    def check_four(value: Any) -> tuple[Any, ...]:
        if not isinstance(value, list) or len(value) != 4:
            raise ValueError(value)
        return tuple(check(item) for item in value)
    return check_four


def listed(check: Callable[[Any], Any], limit: int) -> Callable[[Any], tuple[Any, ...]]:
    """A check for a list of at most *limit* values."""
    def check_list(value: Any) -> tuple[Any, ...]:
        if not isinstance(value, list) or len(value) > limit:
            raise ValueError(value)
        return tuple(check(item) for item in value)
    return check_list


POINTS: Final = integer(-1000, 10_000)


# -- a seat's view -------------------------------------------------------------------------

def trick_out(trick: TrickTaken) -> Message:
    """A finished trick as it travels."""
    return {"leader": seat_name(trick.leader), "plays": plays_out(trick.plays),
            "winner": seat_name(trick.winner), "points": trick.points}


def plays_out(plays: Sequence[tuple[Seat, Card]]) -> list[list[str]]:
    """(seat, card) pairs as they travel."""
    return [[seat_name(who), what.code] for who, what in plays]


def play_in(value: Any) -> tuple[Seat, Card]:
    """One (seat, card) pair."""
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(value)
    return seat(value[0]), card(value[1])


def trick_in(value: Any) -> TrickTaken:
    """A finished trick from the wire."""
    if not isinstance(value, dict):
        raise ValueError(value)
    plays = field(value, "plays", listed(play_in, 4))
    if len(plays) != 4:
        raise ValueError(value)
    return TrickTaken(field(value, "leader", seat), plays, field(value, "winner", seat),
                      field(value, "points", POINTS))


def view_out(view: PlayerView) -> Message:
    """*view* as it travels: every field of the seat's view, nothing else."""
    return {
        "seat": seat_name(view.seat), "phase": PHASE_NAMES[view.phase],
        "hand_number": view.hand_number, "pass": DIRECTION_NAMES[view.pass_direction],
        "rules": view.rules.to_dict(), "hand": card_codes(view.hand),
        "has_passed": view.has_passed, "passed": card_codes(view.passed),
        "received": card_codes(view.received),
        "tricks": [trick_out(trick) for trick in view.tricks],
        "current_trick": plays_out(view.current_trick),
        "turn": None if view.turn is None else seat_name(view.turn),
        "hearts_broken": view.hearts_broken, "points_taken": list(view.points_taken),
        "totals": list(view.totals), "score_sheet": [list(row) for row in view.score_sheet],
        "legal_plays": card_codes(view.legal_plays),
    }


def direction(value: Any) -> PassDirection:
    """A pass direction by its name."""
    return {name: key for key, name in DIRECTION_NAMES.items()}[value]


def view_in(value: Any) -> PlayerView:
    """A seat's view from the wire, every field checked."""
    if not isinstance(value, dict):
        raise ValueError(value)
    return PlayerView(
        seat=field(value, "seat", seat),
        phase=Phase(PHASE_NAMES.index(field(value, "phase", str))),
        hand_number=field(value, "hand_number", integer(0, 1000)),
        pass_direction=field(value, "pass", direction),
        rules=field(value, "rules", Rules.from_dict),
        hand=field(value, "hand", cards(0, 13)),
        has_passed=field(value, "has_passed", boolean),
        passed=field(value, "passed", cards(0, 3)),
        received=field(value, "received", cards(0, 3)),
        tricks=field(value, "tricks", listed(trick_in, 13)),
        current_trick=field(value, "current_trick", listed(play_in, 4)),
        turn=field(value, "turn", optional(seat)),
        hearts_broken=field(value, "hearts_broken", boolean),
        points_taken=field(value, "points_taken", four(POINTS)),
        totals=field(value, "totals", four(POINTS)),
        score_sheet=field(value, "score_sheet", listed(four(POINTS), 1000)),
        legal_plays=field(value, "legal_plays", cards(0, 13)),
    )


# -- a seat's events -----------------------------------------------------------------------

def event_out(event: SeatEvent) -> Message:
    """One of a seat's events as it travels."""
    if isinstance(event, HandDealt):
        return {"event": "dealt", "hand_number": event.hand_number,
                "cards": card_codes(event.cards), "pass": DIRECTION_NAMES[event.direction],
                "leader": None if event.leader is None else seat_name(event.leader)}
    if isinstance(event, PassSeen):
        return {"event": "passed", "pass": DIRECTION_NAMES[event.direction],
                "gave": card_codes(event.gave), "received": card_codes(event.received),
                "leader": seat_name(event.leader)}
    if isinstance(event, CardPlayed | HeartsBroken):
        name = "played" if isinstance(event, CardPlayed) else "hearts_broken"
        return {"event": name, "seat": seat_name(event.seat), "card": event.card.code}
    if isinstance(event, TrickTaken):
        return {"event": "trick", **trick_out(event)}
    if isinstance(event, MoonShot):
        return {"event": "moon", "seat": seat_name(event.seat)}
    if isinstance(event, HandScored):
        return {"event": "scored", "points": list(event.points), "totals": list(event.totals)}
    return {"event": "game_over", "winners": [seat_name(who) for who in event.winners],
            "totals": list(event.totals)}


EVENT_READERS: Final[dict[str, Callable[[Message], SeatEvent]]] = {
    "dealt": lambda value: HandDealt(field(value, "hand_number", integer(0, 1000)),
                                     field(value, "cards", cards(13, 13)),
                                     field(value, "pass", direction),
                                     field(value, "leader", optional(seat))),
    "passed": lambda value: PassSeen(field(value, "pass", direction),
                                     field(value, "gave", cards(3, 3)),
                                     field(value, "received", cards(3, 3)),
                                     field(value, "leader", seat)),
    "played": lambda value: CardPlayed(field(value, "seat", seat), field(value, "card", card)),
    "hearts_broken": lambda value: HeartsBroken(field(value, "seat", seat),
                                                field(value, "card", card)),
    "trick": trick_in,
    "moon": lambda value: MoonShot(field(value, "seat", seat)),
    "scored": lambda value: HandScored(field(value, "points", four(POINTS)),
                                       field(value, "totals", four(POINTS))),
    "game_over": lambda value: GameOver(field(value, "winners", listed(seat, 4)),
                                        field(value, "totals", four(POINTS))),
}


def event_in(value: Any) -> SeatEvent:
    """One of a seat's events from the wire, checked."""
    if not isinstance(value, dict):
        raise ValueError(value)
    return EVENT_READERS[field(value, "event", str)](value)
