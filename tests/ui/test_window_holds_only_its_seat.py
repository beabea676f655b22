"""The window is a client of its seat: over whole games, nothing the table receives or holds
while a hand is played names a card of another seat's hand before that card is played (the
others' cards are backs); after a hand, the review may show all four."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from hearts.engine import Card, CardPlayed, Phase
from hearts.play.seat_events import HandDealt, PassSeen, SeatEvent, cards_shown
from hearts.ui.table.controller import Controller
from hearts.ui.table.shown import Back
from tests.helpers.window import controller_on, drive_controller


class Known:
    """What the person's seat may know so far this hand: its cards, and the cards played."""

    def __init__(self) -> None:
        self.cards: set[Card] = set()
        self.hands = 0

    def hear(self, events: Sequence[SeatEvent]) -> None:
        for event in events:
            if isinstance(event, HandDealt):
                self.cards = set(event.cards)
                self.hands += 1
            elif isinstance(event, PassSeen):
                assert set(event.gave) <= self.cards, event
                self.cards |= set(event.received)
            elif isinstance(event, CardPlayed):
                self.cards.add(event.card)
            assert cards_shown(event) <= self.cards, event


def listening(controller: Controller, known: Known) -> None:
    """Check every batch of events the table's show receives, as it receives them."""
    show = controller.show
    enqueue = show.enqueue_events

    def checked(events: Sequence[SeatEvent]) -> None:
        known.hear(events)
        enqueue(events)

    show.enqueue_events = checked  # type: ignore[method-assign]


def assert_scene_holds_only_what_is_known(controller: Controller, known: Known) -> None:
    scene = controller.scene
    assert set(scene.hand) <= known.cards
    assert all(isinstance(back, Back) for hand in scene.backs for back in hand)
    for flight in scene.flights:
        assert isinstance(flight.card, Back) or flight.card in known.cards, flight
    assert {card for _, card in scene.trick} <= known.cards


@pytest.mark.parametrize("deal", [12, 613])
def test_over_a_whole_game_the_window_holds_no_card_of_another_hand(
        tmp_path: Path, deal: int) -> None:
    controller = controller_on(tmp_path)
    known = Known()
    listening(controller, known)
    controller.start(deal=deal)
    looks = 0

    def over() -> bool:
        nonlocal looks
        if controller.host.match.phase in (Phase.PASSING, Phase.PLAYING):
            assert_scene_holds_only_what_is_known(controller, known)
            looks += 1
        return controller.host.match.phase is Phase.GAME_OVER and controller.is_caught_up()

    drive_controller(controller, over, limit=20000)
    assert known.hands == len(controller.host.match.score_sheet) and known.hands >= 2
    assert looks > 100
