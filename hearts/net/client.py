"""A window's connection to a table with friends: its own thread reads the host's messages,
checks each one and hands it on as a typed value (`Incoming`); the window sends its seat's
intents. A connection that fails or ends arrives as `Closed` with its code. See
docs/PROTOCOL.md.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import Any, Final

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI
from websockets.sync.client import ClientConnection, connect

from hearts.net.messages import (
    LOST,
    UNREACHABLE,
    Ask,
    Closed,
    GameDeal,
    HandOver,
    Incoming,
    Notice,
    Refused,
    SeatState,
    TableState,
    Update,
    Welcome,
    parse,
)
from hearts.net.protocol import HOST_TYPES, LIBRARY_LIMIT, Message, ProtocolError, decode, encode

__all__ = ["LOST", "UNREACHABLE", "Ask", "Closed", "Connection", "GameDeal", "HandOver",
           "Incoming", "Notice", "Refused", "SeatState", "TableState", "Update", "Welcome"]

OPEN_SECONDS: Final = 5.0  # a host that does not answer within this is not there
PING_SECONDS: Final = 2.0  # a host gone silently is noticed within twice this


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
