"""The position keys, the worker that runs without threads for tests, and the hint's question
out to the worker: its answer comes back with the position it was asked about, so that it is
shown only if the game has not moved on (the seats' own questions: `seats.py`). See
docs/ARCHITECTURE.md, "The host"."""

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

    kind: str  # "hint"
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
    """The bots' worker, and at most one hint question out to it at a time."""

    def __init__(self, executor: Executor | None = None,
                 wake: Callable[[], None] = lambda: None) -> None:
        self.executor = executor if executor is not None else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="bots")
        self._wake = wake
        self.hint: Job | None = None

    def ask_hint(self, key: Key, view: PlayerView, function: Callable[..., Any],
                 *args: Any) -> None:
        """Ask for the hint about South's *view* (function(view, *args))."""
        self.hint = Job("hint", key, self._submit(function, view, *args), view)

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

    def is_waiting(self) -> bool:
        """Whether the hint's question is out."""
        return self.hint is not None

    def shutdown(self) -> None:
        """Stop the worker; questions out are dropped."""
        self.executor.shutdown(wait=False, cancel_futures=True)

    def _submit(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        """Ask the worker; the window is woken when the answer is in."""
        future = self.executor.submit(function, *args)
        future.add_done_callback(lambda _: self._wake())
        return future
