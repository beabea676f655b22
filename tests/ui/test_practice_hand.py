"""Practising a hand of the review: the same cards and totals, nothing saved or counted, and
the game in progress back exactly where it was."""

from __future__ import annotations

import json
from pathlib import Path

from hearts.engine import Seat
from hearts.engine.hand_story import hand_stories
from hearts.store import FileKind, Store
from hearts.ui.table.controller import Controller
from tests.helpers.window import controller_on, drive_controller


def saved_match(home: Path) -> object:
    """The match of the game saved on disk."""
    return json.loads(Store(home).path(FileKind.GAME).read_text())["game"]["match"]


def two_hands_in(home: Path) -> Controller:
    """A game on deal 501 with its first hand played and a trick of the second."""
    controller = controller_on(home)
    controller.start(deal=501)
    drive_controller(controller, lambda: controller.host.match.hand_number == 1
                     and len(controller.host.match.tricks) == 1)
    controller.flush_saves()
    return controller


def test_a_practised_hand_starts_from_its_deal_and_never_touches_the_save(tmp_path: Path) -> None:
    controller = two_hands_in(tmp_path)
    before_save = saved_match(tmp_path)
    real = controller.host.match.to_json()
    story = hand_stories(real)[0]
    controller.action_practise(story)
    assert controller.games.practising
    assert controller.host.match.hand_number == 0
    assert controller.host.match.totals == story.totals_before
    drive_controller(controller, lambda: controller.host.match.hand_number == 1)  # the hand, played
    controller.flush_saves()
    assert saved_match(tmp_path) == before_save
    assert Store(tmp_path).history.recent() == []
    assert controller.stats.games_played == 0


def test_leaving_the_practice_brings_the_game_back_where_it_was(tmp_path: Path) -> None:
    controller = two_hands_in(tmp_path)
    real = controller.host.match.to_json()
    game_id = controller.games.game_id
    controller.action_practise(hand_stories(real)[0])
    drive_controller(controller, lambda: len(controller.host.match.tricks) == 2)
    assert controller.action_end_practice()
    assert not controller.games.practising
    assert controller.host.match.to_json() == real
    assert controller.games.game_id == game_id
    assert [controller.scene.count(seat) for seat in Seat] == [
        len(controller.host.match.hand(seat)) for seat in Seat]
    assert not controller.action_end_practice()


def test_a_new_game_from_a_practice_counts_the_game_set_aside_as_abandoned(
        tmp_path: Path) -> None:
    controller = two_hands_in(tmp_path)
    game_id = controller.games.game_id
    controller.action_practise(hand_stories(controller.host.match.to_json())[0])
    assert controller.games.would_abandon()  # about the real game, started long ago
    controller.action_new_game()
    controller.close()
    assert controller.stats.games_played == 1
    [kept] = Store(tmp_path).history.recent()
    assert (kept.game_id, kept.result) == (game_id, "abandoned")
    assert not controller.games.practising


def test_a_practice_played_to_the_end_of_the_game_is_not_counted(tmp_path: Path) -> None:
    controller = two_hands_in(tmp_path)
    controller.action_practise(hand_stories(controller.host.match.to_json())[0])
    drive_controller(controller, lambda: controller.games.finished)
    controller.close()
    assert controller.stats.games_played == 0
    assert Store(tmp_path).history.recent() == []
    assert Store(tmp_path).load_game() is not None  # the real game is still there to resume
