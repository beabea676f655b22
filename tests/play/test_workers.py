"""The bots think in a process of their own, and the game goes on if that process dies."""

from __future__ import annotations

import os
import time
from pathlib import Path

from hearts.engine import Match, Seat
from hearts.play import bots
from hearts.play.workers import BotExecutor


def die_unless_in(parent_pid: int) -> str:
    """Kill the worker process; answer only when run in the window's own process."""
    if os.getpid() != parent_pid:
        os._exit(1)
    return "answered by the fallback thread"


def test_bots_answer_from_another_process() -> None:
    executor = BotExecutor()
    try:
        match = Match(99)
        view = match.view(Seat.WEST)
        passed = executor.submit(bots.choose_pass, "hard", view).result(timeout=60)
        assert passed == bots.choose_pass("hard", view)
        assert executor.submit(os.getpid).result(timeout=60) != os.getpid()
    finally:
        executor.shutdown()


def test_a_dead_worker_process_falls_back_to_a_thread() -> None:
    executor = BotExecutor()
    try:
        answer = executor.submit(die_unless_in, os.getpid()).result(timeout=60)
        assert answer == "answered by the fallback thread"
        assert executor.submit(os.getpid).result(timeout=60) == os.getpid()
    finally:
        executor.shutdown()


def test_a_question_dropped_before_its_turn_never_runs(tmp_path: Path) -> None:
    """A hint the player no longer waits for, still behind another question, never runs and
    never holds back the bot's move asked after it."""
    executor = BotExecutor()
    try:
        executor.submit(os.getpid).result(timeout=60)  # the process is up
        busy = executor.submit(time.sleep, 1.0)
        marker = tmp_path / "the dropped question ran"
        dropped = executor.submit(Path.touch, marker)
        assert dropped.cancel()
        after = executor.submit(os.getpid)
        after.result(timeout=60)
        assert busy.done() and dropped.cancelled() and not marker.exists()
    finally:
        executor.shutdown()
