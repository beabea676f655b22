"""The host's server: a table with friends behind a WebSocket port (asyncio, `websockets`).
Each message is checked on arrival and refused with a code when wrong; a connection that
errs ten times in a minute is closed, wrong codes from one address are slowed down, at most
eight connections wait to join, a silent one is closed. A friend gone is replaced by a
computer player after a delay. See docs/PROTOCOL.md.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Final

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from hearts.engine import IllegalPlay, Seat
from hearts.net.protocol import CLIENT_TYPES, LIBRARY_LIMIT, Code, ProtocolError, decode, encode
from hearts.net.table import Settings, Table

WAITING_AT_MOST: Final = 8  # connections that have not joined the table yet
REFUSALS_AT_MOST: Final = 10  # in a minute: the connection is closed
SLOW_AFTER: Final = 5  # wrong codes from one address before each waits longer
SLOWEST: Final = 30.0  # seconds, at most, before a wrong code is answered
AWAY_SECONDS: Final = 20.0  # a friend gone this long is replaced by a computer player
# A ping this often, closed when one is not answered within as much again: a friend whose
# network drops is noticed within twice this, and replaced AWAY_SECONDS after it was last
# heard (not after the silence is noticed).
SILENT_SECONDS: Final = 10.0
KEEPALIVE_FAILED: Final = "keepalive ping timeout"  # the library's reason, closing then
HELLO_SECONDS: Final = 60.0  # a connection that has not joined by then leaves its place
CLOSE_SECONDS: Final = 2.0  # a window that does not answer the closing frame is cut off
OUTBOX_AT_MOST: Final = 512  # messages queued for a window that does not read
CODE_LETTERS: Final = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # no 0/O, 1/I


def new_code() -> str:
    """A table's join code, e.g. K7QF-2M: 30 bits, short to read aloud."""
    letters = "".join(secrets.choice(CODE_LETTERS) for _ in range(6))
    return f"{letters[:4]}-{letters[4:]}"


class Link:
    """One window's connection: what the table sends is queued and written in order."""

    def __init__(self, socket: ServerConnection) -> None:
        self.socket = socket
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue()
        self.refusals: deque[float] = deque()
        self.closing: str | None = None

    def send(self, text: str) -> None:
        """Queue *text*; a window that lets too many pile up is closed."""
        if self.closing is None:
            if self.outbox.qsize() >= OUTBOX_AT_MOST:
                self.close(Code.TOO_MANY)
                return
            self.outbox.put_nowait(text)

    def close(self, code: str) -> None:
        """Say why, then end the connection once what is queued is written."""
        if self.closing is None:
            self.closing = str(code)
            self.outbox.put_nowait(encode("closed", code=str(code)))
            self.outbox.put_nowait(None)

    async def write(self) -> None:
        """Write the queued messages until the connection closes."""
        try:
            while (text := await self.outbox.get()) is not None:
                await self.socket.send(text)
            await self.socket.close()
        except ConnectionClosed:
            self.closing = self.closing or "gone"  # the window went first: nothing to write

    def refused(self, now: float) -> bool:
        """Count a refusal: whether this connection has now erred too often."""
        self.refusals.append(now)
        while self.refusals and now - self.refusals[0] > 60:
            self.refusals.popleft()
        return len(self.refusals) >= REFUSALS_AT_MOST


@dataclass
class Address:
    """The wrong codes one address sent: after a few, each waits longer."""

    wrong: int = 0

    def delay(self) -> float:
        """How long to wait before refusing this address's next wrong code."""
        self.wrong += 1
        return 0.0 if self.wrong <= SLOW_AFTER else min(SLOWEST, 0.25 * 2 ** (self.wrong - 1
                                                                              - SLOW_AFTER))


class TableServer:
    """A table served on *bind*:*port* (0: any free port), on the running asyncio loop."""

    def __init__(self, table_factory: Callable[[Callable[[], None]], Table],
                 bind: str = "127.0.0.1", port: int = 0,
                 away_seconds: float = AWAY_SECONDS,
                 hello_seconds: float = HELLO_SECONDS,
                 silent_seconds: float = SILENT_SECONDS) -> None:
        self._factory = table_factory
        self.bind = bind
        self.port = port
        self.away_seconds = away_seconds
        self.hello_seconds = hello_seconds
        self.silent_seconds = silent_seconds
        self.table: Table | None = None
        self._server: WsServer | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._addresses: dict[str, Address] = {}
        self._timer: asyncio.TimerHandle | None = None
        self._away: dict[Seat, asyncio.TimerHandle] = {}
        self._links: set[Link] = set()
        self.on_change: Callable[[Table], None] = lambda table: None  # saved after changes

    async def start(self) -> None:
        """Open the port (OSError when it cannot be opened)."""
        self._loop = asyncio.get_running_loop()
        self.table = self._factory(self.wake)
        self._server = await serve(
            self._serve, self.bind, self.port, max_size=LIBRARY_LIMIT, max_queue=8,
            compression=None, ping_interval=self.silent_seconds,
            ping_timeout=self.silent_seconds,
            close_timeout=CLOSE_SECONDS, server_header=None)
        self.port = self._server.sockets[0].getsockname()[1] if self.port == 0 else self.port
        for where in self.table.away():  # a table resumed waits for its friends a while
            self._away[where] = self._loop.call_later(self.away_seconds, self._replace, where)

    async def stop(self) -> None:
        """End the table for everyone (each window told why), then close the port."""
        if self.table is not None:
            self.table.close()
        await asyncio.sleep(0.05)  # let the closing messages go out
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    # -- the table's clock ---------------------------------------------------------------

    def wake(self) -> None:
        """A computer player's answer is in (called from the worker's thread)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.pump)

    def pump(self) -> None:
        """Let the table go on, and come back when its next card is due."""
        if self.table is None or self._loop is None:
            return
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        due = self.table.pump(self._loop.time())
        if due is not None:
            self._timer = self._loop.call_later(max(due, 0.0), self.pump)
        self.on_change(self.table)

    # -- one connection ------------------------------------------------------------------

    async def _serve(self, socket: ServerConnection) -> None:
        """Read one window's messages until it goes; each checked, answered or refused."""
        assert self.table is not None
        link = Link(socket)
        writer = asyncio.create_task(link.write())
        if sum(1 for other in self._links if other not in self.table.seat_of) \
                >= WAITING_AT_MOST:
            link.close(Code.BUSY)
        self._links.add(link)
        assert self._loop is not None
        hurry = self._loop.call_later(self.hello_seconds, self._no_hello, link)
        try:
            async for data in socket:
                if link.closing is None:
                    await self._receive(link, data)
                # else: read on, unread, to the window's closing frame (a flood ahead of it
                # would otherwise hold the closing handshake until its timeout)
        except ConnectionClosed:
            pass
        finally:
            hurry.cancel()
            self._links.discard(link)
            self._left(link, self._gone_for(socket))
            if link.closing is None:
                link.closing = "gone"
                link.outbox.put_nowait(None)
            await writer

    async def _receive(self, link: Link, data: str | bytes) -> None:
        """One message: applied, or refused with its code (the table unchanged)."""
        assert self.table is not None
        table, kind = self.table, None
        try:
            message = decode(data, CLIENT_TYPES)
            kind = message["type"]
            if message["type"] == "hello" and link not in table.seat_of \
                    and link not in table.waiting:
                await self._hello(link, message)
            else:
                table.receive(link, message)
                if message["type"] in ("pass", "play") and self._loop is not None:
                    table.acted(self._loop.time())
        except ProtocolError as error:
            self._refuse(link, error.code, kind)
        except IllegalPlay as error:
            self._refuse(link, str(error.code), kind)
        self.pump()

    async def _hello(self, link: Link, message: dict[str, object]) -> None:
        """Joining: a wrong code from an address that erred often waits before its answer."""
        assert self.table is not None
        address = str(link.socket.remote_address[0]) if link.socket.remote_address else "?"
        try:
            self.table.hello(link, message)
        except ProtocolError as error:
            if error.code == Code.WRONG_CODE:
                wait = self._addresses.setdefault(address, Address()).delay()
                if len(self._addresses) > 256:
                    self._addresses.pop(next(iter(self._addresses)))
                await asyncio.sleep(wait)
            raise
        self._came_back(link)

    def _no_hello(self, link: Link) -> None:
        """A connection that has not joined in time leaves its place to a window that will
        (eight wait at most)."""
        if self.table is not None and link not in self.table.seat_of \
                and link not in self.table.waiting:
            link.close(Code.SILENT)

    def _came_back(self, link: Link) -> None:
        """A friend took its seat back: the computer player's delay is off."""
        assert self.table is not None
        where = self.table.seat_of.get(link)
        timer = self._away.pop(where, None) if where is not None else None
        if timer is not None:
            timer.cancel()

    def _refuse(self, link: Link, code: str, kind: str | None) -> None:
        """Answer a refused message with its code (and its type, when it had a known one);
        ten in a minute close the connection."""
        link.send(encode("refused", code=code, about=kind))
        if link.refused(time.monotonic()):
            link.close(Code.TOO_MANY)

    def _gone_for(self, socket: ServerConnection) -> float:
        """How long the window was already gone when its connection ended: when it ended
        for want of an answer to the pings (its network dropped), the silence allowed."""
        sent = socket.protocol.close_sent
        silent = sent is not None and sent.reason == KEEPALIVE_FAILED
        return self.silent_seconds if silent else 0.0

    def _left(self, link: Link, gone_for: float = 0.0) -> None:
        """A window went (*gone_for* seconds ago): its friend's seat waits, then a computer
        player takes it, the away delay after the window was last heard."""
        if self.table is None or self._loop is None:
            return
        where = self.table.leave(link)
        if where is not None and self.table.started:
            self._away[where] = self._loop.call_later(
                max(0.0, self.away_seconds - gone_for), self._replace, where)
        self.pump()

    def _replace(self, where: Seat) -> None:
        """The friend at *where* stayed away: a computer player takes the seat."""
        self._away.pop(where, None)
        if self.table is not None:
            self.table.replace(where)
        self.pump()


class ServerThread:
    """A table served from a thread of its own (the window's table, or a test's): started
    once the port is open, stopped with every window told."""

    def __init__(self, settings: Settings, executor: Executor, bind: str = "127.0.0.1",
                 port: int = 0, code: str | None = None, away_seconds: float = AWAY_SECONDS,
                 saved: str | None = None, hello_seconds: float = HELLO_SECONDS,
                 silent_seconds: float = SILENT_SECONDS) -> None:
        self.code = code or new_code()

        def factory(wake: Callable[[], None]) -> Table:
            if saved is not None:
                return Table.from_json(saved, executor, wake, settings.pace)
            return Table(settings, self.code, executor, wake)

        self.server = TableServer(factory, bind, port, away_seconds, hello_seconds,
                                  silent_seconds)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run, name="table-server", daemon=True)
        self._started = threading.Event()
        self._error: BaseException | None = None

    @property
    def port(self) -> int:
        """The port the table listens on."""
        return self.server.port

    def start(self) -> None:
        """Open the port and serve (OSError when the port cannot be opened)."""
        self._thread.start()
        self._started.wait()
        if self._error is not None:
            raise self._error

    def _run(self) -> None:
        """The server's loop, until stopped."""
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self.server.start())
        except BaseException as error:  # handed to start()'s caller
            self._error = error
            self._started.set()
            return
        self._started.set()
        self._loop.run_forever()

    def call(self, function: Callable[[Table], object]) -> None:
        """Run *function* on the table, in the server's thread."""
        def run() -> None:
            if self.server.table is not None:
                function(self.server.table)
                self.server.pump()
        self._loop.call_soon_threadsafe(run)

    def stop(self) -> None:
        """End the table for everyone and the thread with it."""
        if not self._thread.is_alive():
            return
        future = asyncio.run_coroutine_threadsafe(self.server.stop(), self._loop)
        try:
            future.result(timeout=5)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=5)
