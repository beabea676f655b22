"""A hint asked before a play is dropped with its "thinking…"; the next request gets its answer."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Any

from hearts.engine import Phase, Seat
from hearts.i18n import _
from hearts.play import bots
from hearts.store import Settings, Store
from hearts.ui.table.controller import Controller, ImmediateExecutor

SOUTH = Seat.SOUTH
THINKING = _("Indice : réflexion…")("fr")


class HeldExecutor(Executor):
    """Keeps every job until the test releases it, as a slow worker would."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Callable[..., Any], tuple[Any, ...], Future[Any]]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        """Hold fn(*args) until release()."""
        future: Future[Any] = Future()
        self.jobs.append((fn, args, future))
        return future

    def release(self, hints: bool) -> None:
        """Run the held jobs (the hints too only when *hints*); a cancelled one is skipped."""
        kept = []
        for fn, args, future in self.jobs:
            if fn is bots.advise and not hints:
                kept.append((fn, args, future))
            elif future.set_running_or_notify_cancel():
                future.set_result(fn(*args))
        self.jobs = kept

    def hints_waiting(self) -> int:
        """How many hint jobs are held and not cancelled."""
        return sum(1 for fn, _, future in self.jobs if fn is bots.advise and not future.cancelled())


def south_to_play(controller: Controller) -> bool:
    """Whether South may play a card now."""
    match = controller.host.match
    return match.phase is Phase.PLAYING and match.turn is SOUTH and controller.is_caught_up()


def run_until_south_plays(controller: Controller, held: HeldExecutor, now: float) -> float:
    """Let the bots answer (hints stay held) and pass for South until South is to play."""
    for _step in range(500):
        now += 1.0
        held.release(hints=False)
        controller.update(now)
        if controller.choices.is_choosing_pass():
            for card in controller.scene.hand[:3]:
                controller.action_toggle_card(card)
            controller.action_pass()
        if south_to_play(controller):
            return now
    raise AssertionError("South never came to play")


def test_a_hint_asked_again_after_a_play_gets_a_fresh_answer(tmp_path: Path) -> None:
    held = HeldExecutor()
    controller = Controller(Store(tmp_path), Settings(sound=False, level="easy"),
                            time_scale=0.0, executor=held, save_executor=ImmediateExecutor())
    controller.start(deal=515)
    now = run_until_south_plays(controller, held, 0.0)

    assert controller.action_hint()
    assert THINKING in controller.message_text()
    controller.action_play(controller.host.match.legal_plays(SOUTH)[0])  # before the answer
    assert THINKING not in controller.message_text()
    assert held.hints_waiting() == 0  # the stale question is dropped

    now = run_until_south_plays(controller, held, now)
    assert controller.action_hint()
    assert held.hints_waiting() == 1  # a fresh question, not blocked by the old one
    held.release(hints=True)
    controller.update(now + 1.0)
    assert len(controller.scene.hinted) == 1
    assert controller.scene.hinted <= set(controller.host.match.legal_plays(SOUTH))
    assert THINKING not in controller.message_text()
    assert not controller.flow.is_waiting()


def test_a_hint_keeps_its_answer_when_only_the_bots_pass(tmp_path: Path) -> None:
    held = HeldExecutor()
    controller = Controller(Store(tmp_path), Settings(sound=False, level="easy"),
                            time_scale=0.0, executor=held, save_executor=ImmediateExecutor())
    controller.start(deal=516)
    controller.update(1.0)
    assert controller.choices.is_choosing_pass()
    assert controller.action_hint()
    held.release(hints=False)  # the three bots pass: South's position is the same
    controller.update(2.0)
    assert held.hints_waiting() == 1
    held.release(hints=True)
    controller.update(3.0)
    assert len(controller.scene.hinted) == 3
    assert THINKING not in controller.message_text()
