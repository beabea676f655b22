"""The host's messages as a window reads them: one typed value each (`Incoming`), every
field checked (`parse`). Without the network library: the window's table reads these
before any connection is made. See docs/PROTOCOL.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from hearts.engine import PlayerView, Rules, Seat
from hearts.net.protocol import (
    LIBRARY_LIMIT,
    NAME_LENGTH,
    Message,
    ProtocolError,
    boolean,
    event_in,
    field,
    integer,
    listed,
    optional,
    seat,
    text,
    view_in,
)
from hearts.play.seat_events import SeatEvent

UNREACHABLE: Final = "unreachable"  # nobody answers at that address
LOST: Final = "lost"  # the connection ended without the host saying why


@dataclass(frozen=True)
class Welcome:
    """The host took the window in: its seat (None: not seated yet), the seat's secret,
    whether it leads the table, its name."""

    seat: Seat | None
    token: str | None
    owner: bool
    name: str


@dataclass(frozen=True)
class SeatState:
    """One seat as every window may know it: a friend (with a name), a computer player, or
    empty; away while its friend's window is gone; the table's leader."""

    seat: Seat
    kind: str
    name: str | None
    away: bool
    owner: bool


@dataclass(frozen=True)
class TableState:
    """The table as every window may know it."""

    name: str
    level: str
    rules: Rules
    hint: bool
    started: bool
    seats: tuple[SeatState, ...]


@dataclass(frozen=True)
class Update:
    """The seat's events and its view after them."""

    events: tuple[SeatEvent, ...]
    view: PlayerView


@dataclass(frozen=True)
class Ask:
    """The host asks the seat for its pass or its card (its view is the last update's)."""

    id: int
    kind: str


@dataclass(frozen=True)
class Refused:
    """The host refused a message: why, and of which type."""

    code: str
    about: str | None


@dataclass(frozen=True)
class Notice:
    """Something happened to a seat: a friend away, replaced, back."""

    code: str
    seat: Seat


@dataclass(frozen=True)
class HandOver:
    """A hand is over: the hand alone (its deal, pass and tricks, no deal number), public
    now, for the review."""

    hand: int
    match_json: str


@dataclass(frozen=True)
class GameDeal:
    """The game is over: its deal number, shown at last, and the whole match."""

    deal: int
    match_json: str


@dataclass(frozen=True)
class Closed:
    """The connection ended: the host's code, or UNREACHABLE, LOST, a protocol code."""

    code: str


Incoming = (Welcome | TableState | Update | Ask | Refused | Notice | HandOver | GameDeal
            | Closed)
MATCH_LIMIT: Final = LIBRARY_LIMIT  # a whole match's JSON, in characters
KINDS: Final = frozenset(("friend", "computer", "empty"))
NOTICES: Final = frozenset(("away", "replaced", "back"))


def seat_state(value: Any) -> SeatState:
    """One seat of the table message."""
    if not isinstance(value, dict) or value.get("kind") not in KINDS:
        raise ValueError(value)
    return SeatState(field(value, "seat", seat), value["kind"],
                     field(value, "name", optional(text(NAME_LENGTH))),
                     field(value, "away", boolean), field(value, "owner", boolean))


def table_state(value: Any) -> TableState:
    """The table message's table."""
    if not isinstance(value, dict):
        raise ValueError(value)
    seats = field(value, "seats", listed(seat_state, 4))
    if len(seats) != 4:
        raise ValueError(value)
    return TableState(field(value, "name", text(NAME_LENGTH)), field(value, "level", text(16)),
                      field(value, "rules", Rules.from_dict), field(value, "hint", boolean),
                      field(value, "started", boolean), seats)


def parse(message: Message) -> Incoming:
    """A host's message as a typed value, every field checked (ProtocolError otherwise)."""
    kind = message["type"]
    if kind == "welcome":
        return Welcome(field(message, "seat", optional(seat)),
                       field(message, "token", optional(text(64))),
                       field(message, "owner", boolean), field(message, "name", text(64)))
    if kind == "table":
        return field(message, "table", table_state)  # type: ignore[no-any-return]
    if kind == "update":
        return Update(field(message, "events", listed(event_in, 64)),
                      field(message, "view", view_in))
    if kind == "ask":
        return Ask(field(message, "ask", integer(0, 2**31)), field(message, "kind", text(8)))
    if kind == "refused":
        return Refused(field(message, "code", text(32)),
                       field(message, "about", optional(text(16))))
    if kind == "notice":
        if message.get("code") not in NOTICES:
            raise ProtocolError("bad_field", "code")
        return Notice(message["code"], field(message, "seat", seat))
    if kind == "hand_over":
        return HandOver(field(message, "hand", integer(0, 1000)),
                        field(message, "match", text(MATCH_LIMIT)))
    if kind == "game_over":
        return GameDeal(field(message, "deal", integer(1, 999_999)),
                        field(message, "match", text(MATCH_LIMIT)))
    return Closed(field(message, "code", text(32)))
