"""Tables with friends for tests: a table served on 127.0.0.1 in a thread, and scripted
friends' windows that answer every question with their first legal choice."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from hearts.engine import Phase, PlayerView, Seat
from hearts.net.client import (
    Ask,
    Closed,
    Connection,
    GameDeal,
    Incoming,
    Notice,
    Refused,
    Update,
)
from hearts.net.protocol import card_codes, seat_name
from hearts.net.server import ServerThread
from hearts.net.table import Settings, Table
from hearts.play.questions import ImmediateExecutor

LOOPBACK = "127.0.0.1"
T = TypeVar("T")


@contextmanager
def served(settings: Settings | None = None, **options: Any) -> Iterator[ServerThread]:
    """A table on 127.0.0.1, any free port, computer players thinking at once."""
    server = ServerThread(settings or Settings("Hôte", level="easy", pace=0.0),
                          ImmediateExecutor(), bind=LOOPBACK, **options)
    server.start()
    try:
        yield server
    finally:
        server.stop()


@dataclass(frozen=True)
class TableAt:
    """A table served elsewhere (another process) on 127.0.0.1: its port and code."""

    port: int
    code: str


def on_table(server: ServerThread, function: Callable[[Table], T], seconds: float = 5.0) -> T:
    """*function*'s result on the served table, run in the server's thread."""
    result: list[T] = []
    done = threading.Event()

    def run(table: Table) -> None:
        result.append(function(table))
        done.set()

    server.call(run)
    assert done.wait(seconds), "the table's thread did not answer"
    return result[0]


def reserve(server: ServerThread, name: str, where: Seat = Seat.SOUTH) -> str:
    """Seat the host's own window at *where*: the token it joins with."""
    return on_table(server, lambda table: table.reserve(name, where))


class ScriptedFriend:
    """A friend's window driven by a script: it sits, answers each question with its first
    legal choice, says it is ready after each hand, and keeps everything it received."""

    def __init__(self, name: str, answer: bool = True, ready: bool = True) -> None:
        self.name = name
        self.answer = answer  # False: a friend who never plays (left to the computer)
        self.ready = ready  # False: a friend who never leaves a hand's end
        self.received: list[str | bytes] = []
        self.incoming: list[Incoming] = []
        self.view: PlayerView | None = None
        self.seat: Seat | None = None
        self.token: str | None = None
        self.deal: int | None = None
        self.games_over = 0  # game_over messages received
        self.closed: Closed | None = None
        self.changed = threading.Condition()
        self._ready_for = -1
        self.connection = Connection(self._deliver, self.received.append)

    def join(self, server: ServerThread | TableAt, sit: Seat | None = None,
             code: str | None = None, token: str | None = None) -> bool:
        """Join *server*'s table with its code (or *code*), and sit when not coming back."""
        hello: dict[str, Any] = {"name": self.name, "code": code or server.code}
        if token is not None:
            hello["token"] = token
        opened = self.connection.open(LOOPBACK, server.port, hello)
        if opened and token is None:
            self.wait_for(lambda: any(
                getattr(item, "seat", "") is None for item in self.incoming) or self.closed)
            self.connection.send("sit", seat=None if sit is None else seat_name(sit))
        if opened:
            self.wait_for(lambda: self.seat is not None or self.closed or self.refusals())
        return opened

    def _deliver(self, incoming: Incoming) -> None:
        """React as a person would, from the connection's thread."""
        with self.changed:
            self.incoming.append(incoming)
            self._take(incoming)
            self.changed.notify_all()

    def _take(self, incoming: Incoming) -> None:
        """Keep what the message says and answer it."""
        if getattr(incoming, "token", None):
            self.seat, self.token = incoming.seat, incoming.token  # type: ignore[union-attr]
        if isinstance(incoming, Update):
            self.view = incoming.view
            if self.ready and self.view.phase is Phase.HAND_OVER \
                    and self._ready_for < self.view.hand_number:
                self._ready_for = self.view.hand_number
                self.connection.send("ready")
        elif isinstance(incoming, Ask) and self.answer and self.view is not None:
            self._choose(incoming)
        elif isinstance(incoming, GameDeal):
            self.deal = incoming.deal
            self.games_over += 1
            self._ready_for = -1  # the next game's hands count from 0 again
        elif isinstance(incoming, Closed):
            self.closed = incoming

    def _choose(self, ask: Ask) -> None:
        """The first three cards to pass, or the first legal card."""
        assert self.view is not None
        if ask.kind == "pass":
            self.connection.send("pass", ask=ask.id, cards=card_codes(self.view.hand[:3]))
        else:
            self.connection.send("play", ask=ask.id, card=self.view.legal_plays[0].code)

    def was_closed(self) -> bool:
        """Whether the connection has ended."""
        return self.closed is not None

    def has_a_view(self) -> bool:
        """Whether the seat's view has come."""
        return self.view is not None

    def knows_the_deal(self) -> bool:
        """Whether the game's deal number has been shown (the game is over)."""
        return self.deal is not None

    def notices(self) -> list[tuple[str, Seat]]:
        """The notices the window heard (away, replaced, back), with their seats, in order."""
        return [(item.code, item.seat) for item in self.incoming if isinstance(item, Notice)]

    def heard(self, code: str, where: Seat) -> bool:
        """Whether the window heard the notice *code* about the seat *where*."""
        return (code, where) in self.notices()

    def is_closed(self) -> bool:
        """Whether the window heard that its connection ended."""
        return self.closed is not None

    def refusals(self) -> list[str]:
        """The codes of the messages the host refused."""
        return [item.code for item in self.incoming if isinstance(item, Refused)]

    def wait_for(self, done: Callable[[], object], seconds: float = 20.0) -> bool:
        """Wait until *done()* holds (False after *seconds*)."""
        end = time.monotonic() + seconds
        with self.changed:
            while not done():
                left = end - time.monotonic()
                if left <= 0:
                    return False
                self.changed.wait(left)
        return True
