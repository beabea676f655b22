"""A window's connection to a table with friends: its own thread reads the host's messages,
checks each one and hands it on as a typed value (`Incoming`); the window sends its seat's
intents. A connection that fails or ends arrives as `Closed` with its code. See
docs/PROTOCOL.md.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from hearts.engine import PlayerView, Rules, Seat
from hearts.net.protocol import (
    HOST_TYPES,
    LIBRARY_LIMIT,
    NAME_LENGTH,
    Message,
    ProtocolError,
    boolean,
    decode,
    encode,
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

OPEN_SECONDS: Final = 5.0  # a host that does not answer within this is not there
PING_SECONDS: Final = 2.0  # a host gone silently is noticed within twice this
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


class Connection:
    """One window's connection to a host; *deliver* gets each message, in order, from the
    connection's thread (the window's loop takes it from there)."""

    def __init__(self, deliver: Callable[[Incoming], None],
                 record: Callable[[str | bytes], None] = lambda data: None) -> None:
        self._deliver = deliver
        self._record = record  # every message as it came (the no-leak test reads them)
        self._socket: ClientConnection | None = None
        self._thread: threading.Thread | None = None
        self._closed_told = False
        self._lock = threading.Lock()

    def open(self, address: str, port: int, hello: Message) -> bool:
        """Connect to *address*:*port* and say *hello*; False (a Closed delivered) when
        nobody answers there."""
        try:
            self._socket = connect(f"ws://{address}:{port}/", open_timeout=OPEN_SECONDS,
                                   ping_interval=PING_SECONDS, ping_timeout=PING_SECONDS,
                                   max_size=LIBRARY_LIMIT, compression=None, proxy=None,
                                   user_agent_header=None, legacy=True)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError):
            self._tell_closed(UNREACHABLE)
            return False
        self._thread = threading.Thread(target=self._read, name="table-connection",
                                        daemon=True)
        self._thread.start()
        self.send("hello", **hello)
        return True

    def send(self, message_type: str, /, **fields: Any) -> None:
        """Send one of the seat's messages (nothing when the connection is gone)."""
        socket = self._socket
        if socket is None:
            return
        with contextlib.suppress(ConnectionClosed, OSError):  # the reader tells the window
            socket.send(encode(message_type, **fields))

    def close(self) -> None:
        """Leave the table."""
        self._closed_told = True
        if self._socket is not None:
            self._socket.close()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=2)

    def _read(self) -> None:
        """Deliver each message, checked; a wrong one ends the connection."""
        assert self._socket is not None
        try:
            for data in self._socket:
                self._record(data)
                incoming = parse(decode(data, HOST_TYPES, LIBRARY_LIMIT))
                self._deliver(incoming)
                if isinstance(incoming, Closed):
                    self._closed_told = True
        except ProtocolError as error:
            self._tell_closed(error.code)
            self._socket.close()
            return
        except (ConnectionClosed, OSError):
            pass
        self._tell_closed(LOST)

    def _tell_closed(self, code: str) -> None:
        """The window hears once that the connection ended."""
        with self._lock:
            if self._closed_told:
                return
            self._closed_told = True
        self._deliver(Closed(code))
