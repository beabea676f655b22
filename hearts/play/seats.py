"""The players who fill a table's seats, behind one small interface: the host asks a seat for
its pass or its card with that seat's view (`Question`), and takes the answer once it is in.
A person at a window answers through the window's intents (`Host.act`); a computer player
thinks in the bots' worker. See docs/ARCHITECTURE.md, "The host".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Literal, Protocol

from hearts.engine import Card, PlayerView, Seat
from hearts.play import bots
from hearts.play.questions import Key
from hearts.play.seat_events import SeatEvent

Kind = Literal["pass", "play"]


@dataclass(frozen=True)
class Question:
    """What the host asks a seat: its three cards to pass, or its card, in the position
    *key* names (the game and the version of the match when asked), from its own view."""

    seat: Seat
    kind: Kind
    key: Key
    view: PlayerView


@dataclass(frozen=True)
class Answer:
    """A seat's reply to *question*: the three cards it passes, or the one it plays."""

    question: Question
    cards: tuple[Card, ...]


class Player(Protocol):
    """Whoever sits at a seat: asked a question at a time, told what its seat may know."""

    def ask(self, question: Question) -> None:
        """The host asks this seat *question* (a question asked before is forgotten)."""

    def answer(self) -> Answer | None:
        """The reply to the question asked, once, when it is in (None while it is not)."""

    def drop(self) -> None:
        """Forget the question asked: the position it was about is gone."""

    def is_thinking(self) -> bool:
        """Whether an answer is being worked out (a person's never is: it comes at once)."""

    def tell(self, events: Sequence[SeatEvent]) -> None:
        """What happened at the table, as this seat may know it."""


class Person:
    """The person at a window: the question waits for the person, whose choice comes to the
    host as an intent of the window (Host.act), checked there; the events go to *listen*."""

    def __init__(self, listen: Callable[[Sequence[SeatEvent]], object] = lambda _: None
                 ) -> None:
        self.question: Question | None = None
        self._listen = listen

    def ask(self, question: Question) -> None:
        """The window's seat is asked: the person decides at the window."""
        self.question = question

    def answer(self) -> Answer | None:
        """A person's choice never waits here: it comes in as an intent, at once."""
        return None

    def drop(self) -> None:
        """The question is gone (answered, or its position changed)."""
        self.question = None

    def is_thinking(self) -> bool:
        """The host never waits for a person: the window does."""
        return False

    def tell(self, events: Sequence[SeatEvent]) -> None:
        """Hand the seat's events to the window."""
        self._listen(events)


class Computer:
    """A computer player of *level*, thinking in the bots' *executor* (a process of its own
    at a window); *wake* is called when its answer is in."""

    def __init__(self, level: str, executor: Executor, wake: Callable[[], None] = lambda: None,
                 budgets: bots.Budgets = bots.OWN_BUDGETS) -> None:
        self.level = level
        self.budgets = budgets  # a level's budget other than its own (tests)
        self._executor = executor
        self._wake = wake
        self._asked: tuple[Question, Future[object]] | None = None

    def ask(self, question: Question) -> None:
        """Put the question to the worker; a question out before is dropped."""
        self.drop()
        choose = bots.choose_pass if question.kind == "pass" else bots.choose_play
        future = self._executor.submit(choose, self.level, question.view, self.budgets)
        future.add_done_callback(lambda _: self._wake())
        self._asked = (question, future)

    def answer(self) -> Answer | None:
        """The worker's reply once it is in (a bot's error is a bug: it surfaces here)."""
        if self._asked is None or not self._asked[1].done():
            return None
        (question, future), self._asked = self._asked, None
        if future.cancelled():
            return None
        result = future.result()
        cards = (result,) if question.kind == "play" else tuple(result)  # type: ignore[arg-type]
        return Answer(question, cards)  # type: ignore[arg-type]

    def drop(self) -> None:
        """Forget the question out (its answer would be about a position gone)."""
        if self._asked is not None:
            self._asked[1].cancel()
        self._asked = None

    def is_thinking(self) -> bool:
        """Whether a question is out to the worker."""
        return self._asked is not None

    def tell(self, events: Sequence[SeatEvent]) -> None:
        """A computer player reads its view when asked: nothing to keep."""
