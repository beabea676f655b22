"""Where the computer players think: a process of their own, so that the window keeps
its frames and its core while a Difficile bot searches.

If a separate process cannot be started (a restricted system) or dies, the questions
go to a thread of this process instead: slower frames, but the game goes on.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any


def _ready() -> bool:
    """A first job that makes the worker process start (and import the players) early."""
    import hearts.ui.bots  # noqa: F401

    return True


class BotExecutor(Executor):
    """One worker process for the bots, with a thread as the fallback."""

    def __init__(self) -> None:
        self._fallback: ThreadPoolExecutor | None = None
        self._process: ProcessPoolExecutor | None = None
        try:
            # "spawn": a fresh interpreter, never a fork of a process that runs SDL.
            self._process = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"))
            self._process.submit(_ready)
        except (OSError, ValueError, NotImplementedError, BrokenProcessPool):
            self._use_thread()

    def _use_thread(self) -> ThreadPoolExecutor:
        if self._fallback is None:
            self._fallback = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bots")
        if self._process is not None:
            self._process.shutdown(wait=False, cancel_futures=True)
            self._process = None
        return self._fallback

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        """Run fn(*args, **kwargs) in the worker process (or the fallback thread)."""
        if self._process is None:
            return self._use_thread().submit(fn, *args, **kwargs)
        answer: Future[Any] = Future()
        try:
            asked = self._process.submit(fn, *args, **kwargs)
        except (BrokenProcessPool, RuntimeError, OSError):
            return self._use_thread().submit(fn, *args, **kwargs)
        asked.add_done_callback(lambda done: self._relay(done, answer, fn, args, kwargs))
        return answer

    def _relay(self, done: Future[Any], answer: Future[Any], fn: Callable[..., Any],
               args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        """Pass the process's answer on; if the process died, ask the thread instead."""
        if answer.cancelled():
            return
        if done.cancelled():
            answer.cancel()
            answer.set_running_or_notify_cancel()
            return
        error = done.exception()
        if isinstance(error, BrokenProcessPool):
            retry = self._use_thread().submit(fn, *args, **kwargs)
            retry.add_done_callback(lambda again: _copy_outcome(again, answer))
            return
        _copy_outcome(done, answer)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Stop the worker process and the fallback thread."""
        if self._process is not None:
            self._process.shutdown(wait=wait, cancel_futures=cancel_futures)
        if self._fallback is not None:
            self._fallback.shutdown(wait=wait, cancel_futures=cancel_futures)


def _copy_outcome(source: Future[Any], target: Future[Any]) -> None:
    """Give *target* the result or the error of *source*."""
    if target.done() or not target.set_running_or_notify_cancel():
        return
    error = source.exception()
    if error is not None:
        target.set_exception(error)
    else:
        target.set_result(source.result())
