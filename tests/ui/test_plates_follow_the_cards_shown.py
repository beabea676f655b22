"""The seats' plates say what the cards on screen say, not the match the show trails: the
gold plate is the seat whose card comes next on screen, and once a hand is scored each
plate shows the points the hand gave it (after a moon: 0 for the shooter, as the panel)."""

from __future__ import annotations

from pathlib import Path

from hearts.engine import Card, Match, Phase, Seat
from hearts.engine.hand_story import hand_stories
from hearts.store import Store
from hearts.ui.table.controller import Controller, HandOverRequest, ImmediateExecutor
from hearts.ui.table.scene import scene_at_rest
from hearts.ui.table.speech.narration import plate_lines
from tests.helpers.scenarios import MOON_AGAINST, MOON_AGAINST_PLAYS
from tests.helpers.window import SHORT

TICK = 0.01  # seconds of the show between two looks at the table
# East's moon, played to the end of the hand (East takes every heart and Q♠).
MOON_HAND = [*MOON_AGAINST_PLAYS.split(), "2H", "4H", "6H", "AS", "AH", "5H", "7H"]


def practising(home: Path) -> tuple[Controller, Match]:
    """A controller at normal speed playing East's moon hand (no pass), dealt and at rest."""
    controller = Controller(Store(home), SHORT, time_scale=1.0, executor=ImmediateExecutor(),
                            save_executor=ImmediateExecutor())
    match = Match.from_hands([[Card.parse(code) for code in hand.split()]
                              for hand in MOON_AGAINST], hand_number=3)
    controller.practise(hand_stories(match.to_json())[0])
    run_show(controller, 0.0)
    return controller, controller.host.match


def run_show(controller: Controller, now: float) -> float:
    """Play the show out to its end, a tick at a time; the time it ended."""
    while not controller.is_caught_up():
        now += TICK
        controller.show.steps.run(now)
    return now


def play_all_at_once(controller: Controller, match: Match) -> list[Seat]:
    """Play the whole hand at the host before the show begins (the bots answer at once):
    the show trails the match by as much as it can; who plays each card, in order."""
    seats = []
    for code in MOON_HAND:
        seat = match.turn
        assert seat is not None
        seats.append(seat)
        controller.after_action(controller.host.act(seat, (Card.parse(code),)))
    assert match.phase is Phase.HAND_OVER
    return seats


def test_the_gold_plate_is_the_seat_whose_card_comes_next_on_screen(tmp_path: Path) -> None:
    controller, match = practising(tmp_path)
    assert controller.table_view().turn is match.turn is Seat.SOUTH  # South holds 2♣
    seats = play_all_at_once(controller, match)
    cards = [Card.parse(code) for code in MOON_HAND]
    landed: set[Card] = set()  # the cards seen on the trick so far
    now, looks = 0.0, 0
    while not controller.is_caught_up():
        now += TICK
        controller.show.steps.run(now)
        scene = controller.scene
        landed.update(card for _, card in scene.trick)
        coming = next((seat for seat, card in zip(seats, cards, strict=True)
                       if card not in landed), None)
        lit = controller.table_view().turn
        if len(scene.trick) < 4:  # an unfinished trick, or none: its next card's seat
            assert lit is coming, (now, scene.trick, lit, coming)
        else:  # a finished trick still shown: nobody yet, or who took it (leads next)
            assert lit in (None, coming), (now, scene.trick, lit, coming)
        looks += 1
    assert landed == set(cards) and looks > 1000
    assert controller.table_view().turn is None  # the hand is over


def test_after_a_moon_each_plate_shows_the_points_the_hand_gave(tmp_path: Path) -> None:
    controller, match = practising(tmp_path)
    play_all_at_once(controller, match)
    run_show(controller, 0.0)
    request = controller.take_panel_request()
    assert isinstance(request, HandOverRequest)
    assert request.moon_seat is Seat.EAST and request.hand_points == (26, 26, 26, 0)
    view = controller.table_view()
    assert tuple(view.scene.taken) == request.hand_points
    assert plate_lines(view.scene.totals[Seat.EAST], view.scene.taken[Seat.EAST], "fr") == (
        "0 point",)
    assert plate_lines(view.scene.totals[Seat.WEST], view.scene.taken[Seat.WEST], "fr")[1] == (
        "+26 cette manche")


def test_a_game_resumed_after_a_moon_shows_the_points_the_hand_gave() -> None:
    match = Match.from_hands([[Card.parse(code) for code in hand.split()]
                              for hand in MOON_AGAINST], hand_number=3)
    for code in MOON_HAND:
        seat = match.turn
        assert seat is not None
        match.play(seat, Card.parse(code))
    scene = scene_at_rest(match.view(Seat.SOUTH), (), list)
    assert tuple(scene.taken) == match.hand_points == (26, 26, 26, 0)
