"""The same deal and the same plays meet the same bots' replies, also after a resume."""

from __future__ import annotations

from pathlib import Path

from hearts.store import Settings, Store
from hearts.ui.table.controller import Controller, ImmediateExecutor
from tests.helpers.window import drive_controller

DEAL = 271_828


def controller_on(home: Path) -> Controller:
    """A controller at Facile (the most random level), everything on the caller's thread."""
    return Controller(Store(home), Settings(sound=False, level="easy"), time_scale=0.0,
                      executor=ImmediateExecutor(), save_executor=ImmediateExecutor())


def reached(controller: Controller, hand: int, tricks: int) -> bool:
    """Whether the game is at *hand* with *tricks* tricks taken, or further."""
    match = controller.host.match
    return (match.hand_number, len(match.tricks)) >= (hand, tricks)


def play_from_the_start(home: Path) -> str:
    """The game on DEAL, played from its start into the second hand: its actions as JSON."""
    controller = controller_on(home)
    controller.start(deal=DEAL)
    drive_controller(controller, lambda: reached(controller, 1, 6), limit=3000)
    return controller.host.match.to_json()


def test_two_games_on_one_deal_with_the_same_plays_meet_the_same_replies(
        tmp_path: Path) -> None:
    assert play_from_the_start(tmp_path / "one") == play_from_the_start(tmp_path / "two")


def test_a_resumed_game_meets_the_replies_it_would_have_met(tmp_path: Path) -> None:
    straight = play_from_the_start(tmp_path / "straight")

    before = controller_on(tmp_path / "resumed")
    before.start(deal=DEAL)
    drive_controller(before, lambda: reached(before, 0, 5), limit=3000)
    before.flush_saves()
    after = controller_on(tmp_path / "resumed")
    after.start()
    assert after.host.match.to_json() == before.host.match.to_json()
    drive_controller(after, lambda: reached(after, 1, 6), limit=3000)
    assert after.host.match.to_json() == straight
