"""The questions out to the worker: the next bot's move (or the bots' passes) and South's
hint. Each answer comes back with the position it was asked about, so that the controller
applies it only if the game has not moved on (see docs/ARCHITECTURE.md, "the window")."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from hearts.engine import PlayerView

Key = tuple[int, int]  # (game, version of the match) when a question was asked


@dataclass
class Job:
    """A question to the worker and what it was about."""

    kind: str  # "play", "pass" or "hint"
    key: Key
    future: Future[Any]
    view: PlayerView | None = None  # a hint's: South's position when it was asked


class ImmediateExecutor(Executor):
    """Runs each job at once on the caller's thread: for tests that want no threads."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        """Run *fn* now and return its finished future."""
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # handed to whoever reads the future
            future.set_exception(error)
        return future


class Questions:
    """At most one move question and one hint question out at a time."""

    def __init__(self, executor: Executor | None = None,
                 wake: Callable[[], None] = lambda: None) -> None:
        self.executor = executor if executor is not None else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="bots")
        self._wake = wake
        self.move: Job | None = None
        self.hint: Job | None = None

    def ask_move(self, kind: str, key: Key, function: Callable[..., Any], *args: Any) -> None:
        """Ask for a bot's move (or the bots' passes)."""
        self.move = Job(kind, key, self._submit(function, *args))

    def ask_hint(self, key: Key, view: PlayerView, function: Callable[..., Any],
                 *args: Any) -> None:
        """Ask for the hint about South's *view* (function(view, *args))."""
        self.hint = Job("hint", key, self._submit(function, view, *args), view)

    def take_move(self) -> Job | None:
        """The move question once answered (None while it is out, or if it was dropped)."""
        job = self.move
        if job is None or not job.future.done():
            return None
        self.move = None
        return None if job.future.cancelled() else job

    def take_hint(self) -> Job | None:
        """The hint question once it is over, answered or cancelled."""
        job = self.hint
        if job is None or not job.future.done():
            return None
        self.hint = None
        return job

    def drop_hint(self) -> None:
        """Forget the hint asked for: its answer would be about a position gone."""
        if self.hint is not None:
            self.hint.future.cancel()
        self.hint = None

    def cancel(self) -> None:
        """Drop both questions: their answers would be about another game."""
        if self.move is not None:
            self.move.future.cancel()
        self.move = None
        self.drop_hint()

    def is_waiting(self) -> bool:
        """Whether a question is out."""
        return self.move is not None or self.hint is not None

    def shutdown(self) -> None:
        """Stop the worker; questions out are dropped."""
        self.executor.shutdown(wait=False, cancel_futures=True)

    def _submit(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        """Ask the worker; the window is woken when the answer is in."""
        future = self.executor.submit(function, *args)
        future.add_done_callback(lambda _: self._wake())
        return future
