"""Qui a quoi: the chances, from South's view, that each other seat holds Q♠, the high spades
and the hearts still out, dealt as the computer players deal the hidden cards."""

from __future__ import annotations

import random

import pytest

from hearts.ai.knowledge import Knowledge
from hearts.ai.whohas import HIGH_SPADES, TRACKED, hand_chances, step_views, who_has
from hearts.engine import Match, Phase, PlayerView, Seat, cards

SOUTH = Seat.SOUTH


def played_match(deal: int, plays: int) -> Match:
    """Deal *deal*, everyone passing its first three cards, then *plays* random legal cards."""
    match = Match(deal)
    for seat in Seat:
        match.pass_cards(seat, match.hand(seat)[:3])
    chance = random.Random(deal)
    for _ in range(plays):
        turn = match.turn
        assert turn is not None
        match.play(turn, chance.choice(match.legal_plays(turn)))
    return match


def holders(view: PlayerView) -> dict[int, set[Seat]]:
    """For each unseen card (by index), the other seats that may still hold it."""
    knowledge = Knowledge.from_view(view)
    return {card.index: {seat for seat in Seat if seat is not view.seat
                         and not knowledge.excluded[seat] >> card.index & 1
                         and knowledge.sizes[seat] > 0}
            for card in TRACKED if knowledge.unseen & card.bit}


@pytest.mark.parametrize(("deal", "plays"), [(1, 0), (2, 9), (3, 18), (4, 27), (5, 33)])
def test_each_card_s_chances_add_up_to_one_over_the_seats_that_may_hold_it(
        deal: int, plays: int) -> None:
    view = played_match(deal, plays).view(SOUTH)
    chances = who_has(view, deals=200)
    may_hold = holders(view)
    assert {card.index for card in chances.cards} == set(may_hold)
    for card in chances.cards:
        row = [chances.chance(card, seat) for seat in Seat]
        assert sum(row) == pytest.approx(1.0)
        assert all(row[seat] == 0 for seat in Seat if seat not in may_hold[card.index])
    assert all(chances.chance(card, SOUTH) == 0 for card in chances.cards)


def test_a_card_south_passed_is_where_it_went() -> None:
    queen = cards("QS")[0]
    match = next(match for match in map(Match, range(1, 200)) if queen in match.hand(SOUTH))
    given = (queen, *[card for card in match.hand(SOUTH) if card != queen][:2])
    match.pass_cards(SOUTH, given)
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        match.pass_cards(seat, match.hand(seat)[:3])
    view = match.view(SOUTH)
    receiver = view.pass_receiver
    chances = who_has(view, deals=50)
    assert chances.chance(queen, receiver) == 1.0
    assert [chances.chance(queen, seat) for seat in Seat if seat is not receiver] == [0.0] * 3


def test_a_seat_void_in_spades_never_holds_the_high_spades() -> None:
    for deal in range(1, 60):
        match = played_match(deal, 20)
        view = match.view(SOUTH)
        knowledge = Knowledge.from_view(view)
        void = [seat for seat in Seat if seat is not SOUTH and knowledge.is_void(seat, 3)]
        out = [card for card in HIGH_SPADES if knowledge.unseen & card.bit]
        if void and out:
            chances = who_has(view, deals=100)
            assert all(chances.chance(card, void[0]) == 0 for card in out)
            return
    pytest.fail("no deal showed a void in spades with a high spade out")


def test_the_same_view_gives_the_same_chances_and_the_review_one_set_per_step() -> None:
    match = played_match(9, 52)
    assert match.phase is not Phase.PLAYING
    text = match.to_json()
    views = step_views(text, 0)
    assert len(views) == 1 + 1 + 13  # as dealt, after the pass, after each trick
    assert who_has(views[5], deals=100) == who_has(views[5], deals=100)
    steps = hand_chances(text, 0, deals=20)
    assert len(steps) == 15
    assert steps[-1].cards == ()  # every card is played
