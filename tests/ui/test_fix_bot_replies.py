"""The same deal and the same plays meet the same bots' replies, also after a resume."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hearts.engine import Phase, Seat
from hearts.store import Settings, Store
from hearts.ui.controller import Controller, HandOverRequest, ImmediateExecutor

SOUTH = Seat.SOUTH
DEAL = 271_828


def controller_on(home: Path) -> Controller:
    """A controller at Facile (the most random level), everything on the caller's thread."""
    return Controller(Store(home), Settings(sound=False, level="easy"), time_scale=0.0,
                      executor=ImmediateExecutor(), save_executor=ImmediateExecutor())


def drive(controller: Controller, done: Callable[[], bool], limit: int = 3000) -> None:
    """Make South's moves (first three cards, first legal card) until *done* holds."""
    now = 0.0
    for _ in range(limit):
        if done():
            return
        now += 1.0
        controller.update(now)
        match = controller.match
        if controller.is_choosing_pass():
            for card in controller.scene.hands[SOUTH][:3]:
                controller.action_toggle_card(card)
            controller.action_pass()
        elif (match.phase is Phase.PLAYING and match.turn is SOUTH
              and controller.is_caught_up()):
            controller.action_play(match.legal_plays(SOUTH)[0])
        if isinstance(controller.take_panel_request(), HandOverRequest):
            controller.action_continue()
    raise AssertionError("the wanted position never came")


def reached(controller: Controller, hand: int, tricks: int) -> bool:
    """Whether the game is at *hand* with *tricks* tricks taken, or further."""
    match = controller.match
    return (match.hand_number, len(match.tricks)) >= (hand, tricks)


def play_from_the_start(home: Path) -> str:
    """The game on DEAL, played from its start into the second hand: its actions as JSON."""
    controller = controller_on(home)
    controller.start(deal=DEAL)
    drive(controller, lambda: reached(controller, 1, 6))
    return controller.match.to_json()


def test_two_games_on_one_deal_with_the_same_plays_meet_the_same_replies(
        tmp_path: Path) -> None:
    assert play_from_the_start(tmp_path / "one") == play_from_the_start(tmp_path / "two")


def test_a_resumed_game_meets_the_replies_it_would_have_met(tmp_path: Path) -> None:
    straight = play_from_the_start(tmp_path / "straight")

    before = controller_on(tmp_path / "resumed")
    before.start(deal=DEAL)
    drive(before, lambda: reached(before, 0, 5))
    before.flush_saves()
    after = controller_on(tmp_path / "resumed")
    after.start()
    assert after.match.to_json() == before.match.to_json()
    drive(after, lambda: reached(after, 1, 6))
    assert after.match.to_json() == straight
