"""À votre place follows the person's seat: Expert plays the hand again in the seat the person
sat at, the table's bots in the others, and the person's points there are compared with
Expert's; the history's duplicates keep the seat, and one kept before the seat was (version
1) is South's."""

from __future__ import annotations

import json

import pytest

from hearts.engine import Match, Phase, Seat
from hearts.play import bots
from hearts.play.duplicate import Duplicate, replay_hand
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.hands import Chooser, experts_cards, first_cards

EAST = Seat.EAST
LEVEL = "medium"


def hand_played_at(seat: Seat, deal: int, chooser: Chooser) -> Match:
    """Deal *deal*'s first hand played to its end: *seat* by *chooser*, the bots of LEVEL
    elsewhere, as the table plays them."""
    match = Match(deal)
    while match.phase is Phase.PASSING:
        for other in Seat:
            if not match.has_passed(other):
                view = match.view(other)
                match.pass_cards(other, chooser(view) if other is seat
                                 else bots.choose_pass(LEVEL, view, SMALL_BUDGETS))
    while match.phase is Phase.PLAYING and match.turn is not None:
        turn = match.turn
        view = match.view(turn)
        match.play(turn, chooser(view)[0] if turn is seat
                   else bots.choose_play(LEVEL, view, SMALL_BUDGETS))
    return match


def test_where_east_played_as_expert_the_replay_at_east_is_the_hand_itself() -> None:
    match = hand_played_at(EAST, 31, experts_cards)
    duplicate = replay_hand(match.to_json(), 0, LEVEL, SMALL_BUDGETS, EAST)
    assert duplicate.seat is EAST
    assert duplicate.expert == duplicate.yours == match.score_sheet[0][EAST]
    assert Match.from_json(duplicate.match_json).actions() == match.actions()


def test_the_replay_at_east_compares_east_s_points_with_expert_s_there() -> None:
    match = hand_played_at(EAST, 47, first_cards)
    duplicate = replay_hand(match.to_json(), 0, LEVEL, SMALL_BUDGETS, EAST)
    again = Match.from_json(duplicate.match_json)
    assert duplicate.yours == match.score_sheet[0][EAST]
    assert duplicate.expert == again.score_sheet[0][EAST]
    east_again = [card for trick in again.tricks for seat, card in trick.plays if seat is EAST]
    east_first = [card for trick in match.tricks for seat, card in trick.plays if seat is EAST]
    assert east_again != east_first  # Expert, not the first cards, played East
    south = replay_hand(match.to_json(), 0, LEVEL, SMALL_BUDGETS)  # told no seat: South's
    assert south.seat is Seat.SOUTH and south.yours == match.score_sheet[0][Seat.SOUTH]


def test_a_duplicate_keeps_its_seat_and_one_kept_before_the_seat_is_south_s() -> None:
    duplicate = Duplicate(2, 5, 1, "{}", EAST)
    assert Duplicate.from_json(duplicate.to_json()) == duplicate
    old = json.dumps({"version": 1, "hand": 2, "yours": 5, "expert": 1, "match": "{}"})
    assert Duplicate.from_json(old) == Duplicate(2, 5, 1, "{}", Seat.SOUTH)
    for seat in (4, -1, "3", None):
        damaged = json.dumps({**json.loads(duplicate.to_json()), "seat": seat})
        with pytest.raises(ValueError):
            Duplicate.from_json(damaged)
    with pytest.raises(ValueError):
        Duplicate.from_json(json.dumps({**json.loads(old), "version": 2}))  # no seat
