"""A friend's seat at the host: the friend's window answers over the network; while the
window is away a computer player of the table's level keeps the seat, and the friend takes
it back at the next decision. See docs/PROTOCOL.md, "Leaving and coming back".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from hearts.play.seat_events import SeatEvent
from hearts.play.seats import Answer, Computer, Question


class Link(Protocol):
    """One connection to a window, as the table sees it."""

    def send(self, text: str) -> None:
        """Queue *text* for the window (never blocks)."""

    def close(self, code: str) -> None:
        """End the connection, telling the window why."""


class Friend:
    """The player of a friend's seat: questions go to the friend's window while it is
    connected and not replaced; a replaced seat's questions go to *stand_in*."""

    def __init__(self, name: str, token: str, stand_in: Computer,
                 on_ask: Callable[[Friend, Question], None],
                 on_events: Callable[[Friend, Sequence[SeatEvent]], None]) -> None:
        self.name = name
        self.token = token
        self.link: Link | None = None
        self.replaced = False  # a computer player keeps the seat until the friend is back
        self.ready = False  # the friend has seen the end of the hand
        self.question: Question | None = None
        self.question_id = 0
        self._stand_in = stand_in
        self._on_ask = on_ask
        self._on_events = on_events

    @property
    def present(self) -> bool:
        """Whether the friend's window answers this seat's questions now."""
        return self.link is not None and not self.replaced

    def ask(self, question: Question) -> None:
        """The seat is asked: the friend's window, or the stand-in while it is away."""
        self.question = question
        self.question_id += 1
        if self.present:
            self._on_ask(self, question)
        elif self.replaced:
            self._stand_in.ask(question)

    def answer(self) -> Answer | None:
        """The stand-in's reply (a friend's card comes to the host as an intent, at once)."""
        return self._stand_in.answer()

    def drop(self) -> None:
        """The question is answered, or its position gone."""
        self.question = None
        self._stand_in.drop()

    def is_thinking(self) -> bool:
        """Whether the stand-in works on the question (the table waits for a friend)."""
        return self._stand_in.is_thinking()

    def tell(self, events: Sequence[SeatEvent]) -> None:
        """The seat's events go to the friend's window, if it is there."""
        self._on_events(self, events)

    def replace(self) -> None:
        """The friend has been away too long: the stand-in answers the question out."""
        self.replaced = True
        if self.question is not None:
            self._stand_in.ask(self.question)

    def come_back(self, link: Link) -> None:
        """The friend's window is back: it answers from the next decision on (a question
        the stand-in works on stays the stand-in's)."""
        self.link = link
        if not self._stand_in.is_thinking():
            self.replaced = False
            if self.question is not None:
                self.question_id += 1
                self._on_ask(self, self.question)

    def after_stand_in(self) -> None:
        """The stand-in answered: a friend who came back meanwhile takes the seat again."""
        if self.link is not None and self.replaced and not self._stand_in.is_thinking():
            self.replaced = False
