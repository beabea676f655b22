"""The Saver: the user's files written on a thread of its own, in order, so that a slow
disk never stalls a frame. What is written, and how, is the store's (hearts.store).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import TypeVar

from hearts.store import Notice, Store

T = TypeVar("T")


def _nothing() -> None:
    """A write that does nothing: its end says the ones before it are done."""


class Saver:
    """Writes the user's files in order on its own thread, so a slow disk never stalls a frame.

    Each write is a function of the Store; the notices it leaves are gathered for the
    main thread. A bug in the store is re-raised on the main thread, not lost.
    """

    def __init__(self, store: Store, executor: Executor | None = None) -> None:
        self._store = store
        self._executor = executor if executor is not None else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="saver")
        self._notices: deque[Notice] = deque()
        self._errors: deque[BaseException] = deque()

    def submit(self, write: Callable[[Store], object]) -> None:
        """Queue *write*; it runs after every write queued before it."""
        self._executor.submit(self._run, write)

    def ask(self, question: Callable[[Store], T]) -> Future[T]:
        """Read *question* of the files on the writing thread, after every write queued
        before it: its answer (or its error) in the future, its notices for the main thread."""
        def answer() -> T:
            try:
                return question(self._store)
            finally:
                self._notices.extend(self._store.take_notices())

        return self._executor.submit(answer)

    def _run(self, write: Callable[[Store], object]) -> None:
        """Do one write, keeping its error and its notices for the main thread."""
        try:
            write(self._store)
        except BaseException as error:  # handed over to the main thread
            self._errors.append(error)
        self._notices.extend(self._store.take_notices())

    def take_notices(self) -> list[Notice]:
        """The notices of the writes done so far, then those of the reads made on the
        caller's thread (the history opened for Parties récentes); raises what a write
        raised."""
        if self._errors:
            raise self._errors.popleft()
        notices = []
        while self._notices:
            notices.append(self._notices.popleft())
        return notices + self._store.take_notices()

    def flush(self) -> None:
        """Wait until every queued write is done."""
        self._executor.submit(_nothing).result()

    def close(self) -> None:
        """Finish the queued writes and stop the thread."""
        self._executor.shutdown(wait=True)
