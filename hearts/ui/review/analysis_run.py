"""The analysis of a hand, run from the review: one of the person's decisions at a time in the
bots' worker (`hearts.ai.analysis`), so that the window stays smooth, with its progress and
a way to stop it. Each answer is taken on the main thread; *on_step* only tells the
window that one is ready (it is called on the worker's thread). See docs/ARCHITECTURE.md.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future

from hearts.ai.analysis import (
    DEFAULT_BUDGET,
    Decision,
    HandAnalysis,
    analyse_decision,
    decision_points,
)
from hearts.ai.deep import Budget
from hearts.engine import Seat


class AnalysisRun:
    """The decisions of the person (at *me*) in one hand, measured one after the other."""

    def __init__(self, match_json: str, hand_number: int, executor: Executor,
                 on_step: Callable[[], None], budget: Budget = DEFAULT_BUDGET,
                 me: Seat = Seat.SOUTH) -> None:
        self.hand_number = hand_number
        self.budget = budget
        self.points = decision_points(match_json, hand_number, me)
        self.total = len(self.points)  # how many decisions the hand has
        self.decisions: list[Decision] = []
        self.stopped = False
        self.failed = False
        self.kept = False  # its result is in the history
        self._executor = executor
        self._on_step = on_step
        self._future: Future[Decision] | None = None
        self._ask_next()

    @classmethod
    def finished(cls, analysis: HandAnalysis) -> AnalysisRun:
        """A run already done: an analysis kept in the history, shown again at once."""
        run = cls.__new__(cls)
        run.hand_number = analysis.hand_number
        run.budget = analysis.budget
        run.points = []  # nothing left to ask the worker
        run.decisions = list(analysis.decisions)
        run.total = len(run.decisions)
        run.stopped = run.failed = False
        run.kept = True
        run._future = None
        return run

    @property
    def done(self) -> bool:
        """Whether every decision is measured."""
        return len(self.decisions) == self.total

    @property
    def running(self) -> bool:
        """Whether a decision is being measured now."""
        return not (self.done or self.stopped or self.failed)

    def result(self) -> HandAnalysis | None:
        """The whole analysis, once every decision is measured."""
        if not self.done:
            return None
        return HandAnalysis(self.hand_number, tuple(self.decisions), self.budget)

    def take(self) -> bool:
        """Take the answer the worker gave, if there is one, and ask the next question;
        whether the progress moved."""
        future = self._future
        if future is None or not future.done():
            return False
        self._future = None
        if future.cancelled() or future.exception() is not None:
            self.failed = not future.cancelled()
            return True
        self.decisions.append(future.result())
        self._ask_next()
        return True

    def stop(self) -> None:
        """Stop after the decision being measured (its answer is dropped)."""
        self.stopped = True
        if self._future is not None:
            self._future.cancel()
            self._future = None

    def _ask_next(self) -> None:
        """Send the next decision to the worker."""
        if not self.running:
            return
        point = self.points[len(self.decisions)]
        self._future = self._executor.submit(analyse_decision, point, self.budget)
        self._future.add_done_callback(lambda _: self._on_step())
