"""A raw WebSocket client for tests that speak to a table as a hostile or clumsy window
would: any bytes, any text, read back as the host's JSON answers. On 127.0.0.1 only."""

from __future__ import annotations

import json
import time
from typing import Any

from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from hearts.net.protocol import VERSION
from tests.helpers.friends import LOOPBACK


class RawClient:
    """One connection to the table at *port*, speaking anything."""

    def __init__(self, port: int) -> None:
        self.socket: ClientConnection = connect(
            f"ws://{LOOPBACK}:{port}/", compression=None, proxy=None, max_size=None,
            ping_interval=None, legacy=True)
        self.answers: list[dict[str, Any]] = []
        self.ended = False

    def send(self, data: str | bytes) -> None:
        """Send *data* as it is (a text frame for str, binary for bytes); nothing once the
        connection is gone."""
        try:
            self.socket.send(data)
        except ConnectionClosed:
            self.ended = True

    def say(self, message_type: str, /, **fields: Any) -> None:
        """Send a well-formed message of this version."""
        self.send(json.dumps({"v": VERSION, "type": message_type, **fields}))

    def read(self, seconds: float = 2.0) -> dict[str, Any] | None:
        """The host's next message (None when none came in time or the connection ended)."""
        try:
            answer: dict[str, Any] = json.loads(self.socket.recv(timeout=seconds))
        except TimeoutError:
            return None
        except ConnectionClosed:
            self.ended = True
            return None
        self.answers.append(answer)
        return answer

    def read_until(self, message_type: str, seconds: float = 5.0) -> dict[str, Any] | None:
        """The host's next message of *message_type*, those before it kept in `answers`."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            answer = self.read(left)
            if answer is None:
                return None
            if answer.get("type") == message_type:
                return answer
        return None

    def refused(self, seconds: float = 5.0) -> str | None:
        """The code of the host's next refusal (None when none came)."""
        answer = self.read_until("refused", seconds)
        return None if answer is None else str(answer["code"])

    def close(self) -> None:
        """Leave."""
        self.socket.close()
