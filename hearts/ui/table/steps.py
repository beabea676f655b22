"""The queue of steps that plays the show: flights, pauses, instant changes, one after another.

A step begins at a time and says when it ends; the queue begins the next step once
the current one has ended. Time is given by the caller, so the queue has no clock.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass


def nothing() -> None:
    """A step end with nothing to do."""


@dataclass
class Step:
    """One beat of the show: *begin* does its start and returns when it ends; *end* tidies."""

    begin: Callable[[float], float]
    end: Callable[[], None] = nothing


class StepQueue:
    """Steps waiting their turn, and the one under way with the time it ends."""

    def __init__(self) -> None:
        self._queue: deque[Step] = deque()
        self._current: Step | None = None
        self._current_end = 0.0

    def __len__(self) -> int:
        """How many steps wait behind the one under way."""
        return len(self._queue)

    def is_empty(self) -> bool:
        """Whether nothing is under way and nothing waits."""
        return self._current is None and not self._queue

    def add(self, begin: Callable[[float], float], end: Callable[[], None] = nothing) -> None:
        """Queue a step."""
        self._queue.append(Step(begin, end))

    def call(self, action: Callable[[], None]) -> None:
        """Queue an instant step."""

        def begin(now: float) -> float:
            action()
            return now

        self.add(begin)

    def wait(self, seconds: float) -> None:
        """Queue a pause."""
        self.add(lambda now: now + seconds)

    def run(self, now: float) -> bool:
        """Begin and end steps whose time has come; True when one did."""
        moved = False
        while True:
            if self._current is None:
                if not self._queue:
                    return moved
                self._current = self._queue.popleft()
                self._current_end = self._current.begin(now)
                moved = True
            if now < self._current_end:
                return moved
            self._current.end()
            self._current = None
            moved = True

    def seconds_to_next(self, now: float) -> float | None:
        """How long until a step needs attention again, or None when none waits."""
        if self._current is not None:
            return max(0.0, self._current_end - now)
        if self._queue:
            return 0.0
        return None

    def clear(self) -> None:
        """Forget every step, the one under way too (its end is not run)."""
        self._queue.clear()
        self._current = None
