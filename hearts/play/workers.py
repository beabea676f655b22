"""Where the computer players think: a process of their own, so that the window keeps
its frames and its core while a Difficile or Expert bot searches.

If a separate process cannot be started (a restricted system) or dies, the questions
go to a thread of this process instead: slower frames, but the game goes on.

The worker process ends by itself once the window's process is gone, however that went
(closed, crashed, killed): see _watch_parent. On Linux and macOS, multiprocessing also
runs a "resource tracker" process for the pool's named semaphores; it ends when the last
process holding its pipe (the window's and the worker) is gone, so it follows the worker.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait
from multiprocessing.process import BaseProcess
from typing import Any, Final

ORPHAN_EXIT: Final = 3  # the worker's exit status once its window's process is gone
PARENT_POLL_SECONDS: Final = 0.5  # how often the worker also checks for a new parent
# A question asked of the process: the function, its arguments, and where its answer goes.
Job = tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any], Future[Any]]


def _ready() -> bool:
    """A first job that makes the worker process start (and import the players) early."""
    import hearts.play.bots  # noqa: F401

    return True


def _start_worker(nice: int) -> None:
    """The worker's initializer: yield the processor by *nice* steps where the system allows
    (the replays of À votre place run behind the table), and end with the window's process."""
    if nice and hasattr(os, "nice"):
        os.nice(nice)
    _watch_parent()


def _watch_parent() -> None:
    """End this process when the window's process is gone.

    Otherwise a window killed (kill -9, a crash) would leave its worker waiting forever for
    a question, and keep the resource tracker alive with it.
    """
    threading.Thread(target=_exit_with_parent, args=(multiprocessing.parent_process(),),
                     name="bots-watchdog", daemon=True).start()


def _exit_with_parent(parent: BaseProcess | None) -> None:
    """Wait for the parent process to end, then end this one at once.

    multiprocessing gives a spawned child its parent's "sentinel", which works on the
    three systems: on Windows, a handle of the parent process, signalled when it ends; on
    Linux and macOS, a pipe whose other end only the parent holds, so it reads end-of-file
    when the parent ends, however it ends. On POSIX, a new parent (an orphan is adopted)
    says the same, should a copy of the parent's end outlive it. os._exit: nothing of the
    worker needs saving, and its queue's threads must not keep it alive.
    """
    sentinel = _sentinel_of(parent)
    first_parent = os.getppid()
    while not _parent_ended(sentinel, first_parent):
        pass
    os._exit(ORPHAN_EXIT)


def _sentinel_of(parent: BaseProcess | None) -> int | None:
    """The parent process's sentinel, or None when this process was not given one."""
    if parent is None:
        return None
    try:
        return parent.sentinel
    except ValueError:  # no sentinel to wait on
        return None


def _parent_ended(sentinel: int | None, first_parent: int) -> bool:
    """Whether the parent process has ended, after waiting up to PARENT_POLL_SECONDS.

    The wait on the sentinel returns at once when the parent ends. os.getppid never changes
    on Windows, where the sentinel alone tells.
    """
    if sentinel is None:
        time.sleep(PARENT_POLL_SECONDS)
    elif wait([sentinel], timeout=PARENT_POLL_SECONDS):
        return True
    return os.getppid() != first_parent


class BotExecutor(Executor):
    """One worker process for the bots, with a thread as the fallback; *nice*: how far the
    process yields the processor to the others (POSIX; the fallback thread never does).

    The questions go to the process one at a time, in order: one whose answer was cancelled
    before its turn (a hint the player no longer waits for) never runs, and never holds back
    the bot's move asked after it.
    """

    def __init__(self, nice: int = 0) -> None:
        self._fallback: ThreadPoolExecutor | None = None
        self._process: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._waiting: deque[Job] = deque()  # asked, not yet sent to the process
        self._sent = False  # a question is in the process
        try:
            # "spawn": a fresh interpreter, never a fork of a process that runs SDL.
            self._process = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                initializer=_start_worker, initargs=(nice,))
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
        """Run fn(*args, **kwargs) in the worker process (or the fallback thread) once the
        questions asked before it are answered; cancelling its answer before then drops it."""
        if self._process is None:
            return self._use_thread().submit(fn, *args, **kwargs)
        answer: Future[Any] = Future()
        with self._lock:
            self._waiting.append((fn, args, kwargs, answer))
        self._send_next()
        return answer

    def _send_next(self) -> None:
        """Send the next question still wanted to the process, unless one is there already;
        without a process, every question waiting goes to the thread."""
        with self._lock:
            if self._sent:
                return
            while self._waiting and self._waiting[0][3].cancelled():
                self._waiting.popleft()  # dropped before its turn: never run
            if not self._waiting:
                return
            fn, args, kwargs, answer = self._waiting.popleft()
            self._sent = True
        try:
            if self._process is None:
                raise RuntimeError("the process is gone")
            asked = self._process.submit(fn, *args, **kwargs)
        except (BrokenProcessPool, RuntimeError, OSError):
            self._ask_thread(fn, args, kwargs, answer)
            with self._lock:
                self._sent = False
            self._send_next()
            return
        asked.add_done_callback(lambda done: self._answered(done, answer, fn, args, kwargs))

    def _answered(self, done: Future[Any], answer: Future[Any], fn: Callable[..., Any],
                  args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        """The process answered (or died): pass it on, then send the next question."""
        self._relay(done, answer, fn, args, kwargs)
        with self._lock:
            self._sent = False
        self._send_next()

    def _ask_thread(self, fn: Callable[..., Any], args: tuple[Any, ...],
                    kwargs: dict[str, Any], answer: Future[Any]) -> None:
        """Ask the fallback thread instead, its outcome going to *answer*."""
        retry = self._use_thread().submit(fn, *args, **kwargs)
        retry.add_done_callback(lambda again: _copy_outcome(again, answer))

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
            self._ask_thread(fn, args, kwargs, answer)
            return
        _copy_outcome(done, answer)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Stop the worker process and the fallback thread; the questions not sent to the
        process yet are dropped (their answers cancelled)."""
        self._drop_waiting()
        if self._process is not None:
            self._process.shutdown(wait=wait, cancel_futures=cancel_futures)
        if self._fallback is not None:
            self._fallback.shutdown(wait=wait, cancel_futures=cancel_futures)


    def _drop_waiting(self) -> None:
        """Cancel the answers of the questions not sent to the process yet."""
        with self._lock:
            waiting, self._waiting = list(self._waiting), deque()
        for _fn, _args, _kwargs, answer in waiting:
            answer.cancel()

    def stop_now(self) -> None:
        """End the worker process at once, the job it runs dropped with its answer (cancel
        the answers first: a job the process leaves unanswered is otherwise asked again of
        the fallback thread)."""
        self._drop_waiting()
        process = self._process
        if process is not None:
            running = list(process._processes.values())  # the pool's own, to end them now
            process.shutdown(wait=False, cancel_futures=True)
            for worker in running:
                worker.terminate()
        if self._fallback is not None:
            self._fallback.shutdown(wait=False, cancel_futures=True)


def _copy_outcome(source: Future[Any], target: Future[Any]) -> None:
    """Give *target* the result or the error of *source*."""
    if target.done() or not target.set_running_or_notify_cancel():
        return
    error = source.exception()
    if error is not None:
        target.set_exception(error)
    else:
        target.set_result(source.result())
