"""What a seat knows: voids, cards passed, card counts; and deals consistent with it."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.ai.knowledge import Knowledge
from hearts.ai.sampling import Sampler
from hearts.engine import Match, Phase, Seat, Suit, cards
from hearts.engine.masks import DIAMONDS, NO_POINTS, count, mask_of
from tests.helpers.ai import deal_with, play_all, random_position

seeds = st.integers(min_value=0, max_value=10**9)


def _hidden_hands_fit(match: Match, knowledge: Knowledge) -> bool:
    """Whether the real hands satisfy everything the knowledge claims."""
    for seat in Seat:
        held = mask_of(match.hand(seat))
        if seat == knowledge.seat:
            continue
        if held & knowledge.excluded[seat] or knowledge.known[seat] & ~held:
            return False
        if count(held) != knowledge.sizes[seat]:
            return False
    return True


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_what_a_seat_infers_is_true_of_the_real_hands(seed: int) -> None:
    match = random_position(seed)
    for seat in Seat:
        assert _hidden_hands_fit(match, Knowledge.from_view(match.view(seat)))


@settings(max_examples=150, deadline=None)
@given(seeds, seeds)
def test_sampled_deals_respect_every_constraint(seed: int, draw: int) -> None:
    match = random_position(seed)
    seat = match.turn if match.phase is Phase.PLAYING else Seat(seed % 4)
    assert seat is not None
    knowledge = Knowledge.from_view(match.view(seat))
    sampler = Sampler(knowledge)
    rng = random.Random(draw)
    for _ in range(5):
        hands = sampler.deal(rng)
        assert hands[seat] == knowledge.hand
        assert hands[0] | hands[1] | hands[2] | hands[3] == knowledge.unseen | knowledge.hand
        assert sum(count(hand) for hand in hands) == count(knowledge.unseen | knowledge.hand)
        for other in Seat:
            if other != seat:
                assert count(hands[other]) == knowledge.sizes[other]
                assert not hands[other] & knowledge.excluded[other]
                assert hands[other] & knowledge.known[other] == knowledge.known[other]


def test_a_seat_that_discards_is_void_in_the_suit_led() -> None:
    match = deal_with(
        south="2C 3D 4D",
        west="3C AH",
        north="4C 5D",
        east="5C 6D",
    )
    west_diamonds = [card for card in match.hand(Seat.WEST) if card.suit is Suit.DIAMONDS]
    assert not west_diamonds  # the filler gave West no diamond: it must discard on them
    play_all(match, "2C 3C 4C 5C")  # East takes the clubs with 5C... and leads
    east = match.turn
    assert east is not None
    knowledge = Knowledge.from_view(match.view(Seat.SOUTH))
    assert not any(knowledge.is_void(seat, suit) for seat in range(4) for suit in range(4))
    match.play(east, cards("6D")[0])
    for _ in range(3):
        seat = match.turn
        assert seat is not None
        match.play(seat, match.legal_plays(seat)[0])
    knowledge = Knowledge.from_view(match.view(Seat.SOUTH))
    assert knowledge.is_void(Seat.WEST, Suit.DIAMONDS)
    assert knowledge.excluded[Seat.WEST] & DIAMONDS == DIAMONDS
    assert not knowledge.is_void(Seat.NORTH, Suit.DIAMONDS)
    assert knowledge.voids[Seat.WEST] & DIAMONDS == DIAMONDS
    assert not knowledge.voids[Seat.NORTH] & DIAMONDS


def test_the_cards_passed_are_known_to_be_with_the_receiver() -> None:
    match = Match(1234)  # hand 0 passes to the left
    passed = match.hand(Seat.SOUTH)[:3]
    match.pass_cards(Seat.SOUTH, passed)
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        match.pass_cards(seat, match.hand(seat)[-3:])
    knowledge = Knowledge.from_view(match.view(Seat.SOUTH))
    assert knowledge.known[Seat.WEST] == mask_of(passed)
    assert knowledge.free & mask_of(passed) == 0
    rng = random.Random(5)
    sampler = Sampler(knowledge)
    for _ in range(20):
        assert sampler.deal(rng)[Seat.WEST] & mask_of(passed) == mask_of(passed)


def test_points_thrown_on_the_first_trick_show_a_hand_of_hearts() -> None:
    """Only a seat holding nothing but hearts and Q♠ may throw them on trick one."""
    hearts = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"
    match = deal_with(south="2C", west=hearts)
    play_all(match, "2C 2H")
    knowledge = Knowledge.from_view(match.view(Seat.NORTH))
    assert knowledge.excluded[Seat.WEST] == NO_POINTS  # every card but hearts and Q♠
    assert knowledge.is_void(Seat.WEST, Suit.DIAMONDS)
    assert not knowledge.excluded[Seat.EAST]


def test_the_same_generator_deals_the_same_cards() -> None:
    match = random_position(77)
    seat = match.turn if match.phase is Phase.PLAYING else Seat.SOUTH
    assert seat is not None
    sampler = Sampler(Knowledge.from_view(match.view(seat)))
    first = [sampler.deal(random.Random(9)) for _ in range(3)]
    again = [sampler.deal(random.Random(9)) for _ in range(3)]
    assert first == again
