"""Every game ended or left at the table goes into the history once, with its result."""

from __future__ import annotations

from pathlib import Path

from hearts.engine import Seat
from hearts.store import Store
from tests.helpers.window import controller_on, drive_controller


def test_a_game_played_to_its_end_is_kept_with_its_result(tmp_path: Path) -> None:
    controller = controller_on(tmp_path)
    controller.start(deal=77)
    drive_controller(controller, lambda: controller.games.finished)
    controller.close()
    [kept] = Store(tmp_path).history.recent()
    match = controller.host.match
    assert kept.game_id == controller.games.game_id
    assert (kept.deal, kept.level, kept.totals) == (77, "easy", match.totals)
    assert kept.result == ("won" if Seat.SOUTH in match.winners else "lost")
    assert kept.hands == len(match.score_sheet)


def test_a_game_left_after_its_first_card_is_kept_as_abandoned(tmp_path: Path) -> None:
    controller = controller_on(tmp_path)
    controller.start(deal=78)
    drive_controller(controller, lambda: bool(controller.host.match.tricks))
    left = controller.games.game_id
    controller.action_new_game()
    controller.action_new_game()  # nothing played in that one: it is not kept
    controller.close()
    [kept] = Store(tmp_path).history.recent()
    assert (kept.game_id, kept.result, kept.deal, kept.hands) == (left, "abandoned", 78, 0)
    assert len(kept.match().tricks) >= 1  # its cards are kept too
