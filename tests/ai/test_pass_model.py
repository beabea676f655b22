"""The analysis's model of Difficile's pass chooses exactly the cards Difficile passes."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.ai.pass_model import model_pass
from hearts.ai.passing import hard_pass
from hearts.engine import DECK, Card, Match, PlayerView, Seat, cards

hands = st.lists(st.sampled_from(DECK), min_size=13, max_size=13, unique=True)


def _view_with(hand: list[Card]) -> PlayerView:
    """South's view at the pass of deal 1, holding *hand* instead."""
    view = Match(1).view(Seat.SOUTH)
    return dataclasses.replace(view, hand=tuple(sorted(hand, key=lambda card: card.index)))


@settings(max_examples=300, deadline=None)
@given(hands)
def test_the_model_passes_what_difficile_passes(hand: list[Card]) -> None:
    view = _view_with(hand)
    assert model_pass(view) == hard_pass(view).cards


def test_a_moon_hand_is_passed_as_difficile_keeps_it_whole() -> None:
    view = _view_with(list(cards("AH KH QH JH TH 9H AS KS AC KC AD KD 2C")))
    assert model_pass(view) == hard_pass(view).cards
