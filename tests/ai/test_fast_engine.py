"""The search's card bits agree with the engine: legal plays, trick winners, whole hands."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.ai.knowledge import position_of
from hearts.ai.levels import MediumBot, medium_play
from hearts.ai.playout import play_out
from hearts.ai.scoring import Scorer
from hearts.engine import Match, Phase, Rules, Seat, trick_winner
from hearts.engine.masks import SUIT_MASKS, card_of, cards_of, mask_of
from hearts.engine.play_rules import legal_mask, taking_card
from tests.helpers.ai import random_position

VARIANTS = (
    Rules(),
    Rules(first_trick_points=True),
    Rules(qs_breaks_hearts=True, moon_minus=True),
    Rules(jack_of_diamonds=True),
)
seeds = st.integers(min_value=0, max_value=10**9)
variants = st.sampled_from(VARIANTS)


def _playing_position(seed: int, rules: Rules) -> Match | None:
    match = random_position(seed, rules)
    return match if match.phase is Phase.PLAYING else None


@settings(max_examples=300, deadline=None)
@given(seeds, variants)
def test_legal_mask_on_a_view_gives_its_legal_plays(seed: int, rules: Rules) -> None:
    match = _playing_position(seed, rules)
    if match is None:
        return
    view = match.view(match.turn or Seat.SOUTH)
    led = SUIT_MASKS[view.current_trick[0][1].suit] if view.current_trick else 0
    legal = legal_mask(mask_of(view.hand), led, not view.tricks, view.hearts_broken,
                       rules.first_trick_points)
    assert cards_of(legal) == tuple(sorted(view.legal_plays))


@settings(max_examples=200, deadline=None)
@given(seeds)
def test_taking_card_is_the_trick_winners_card(seed: int) -> None:
    match = random_position(seed)
    for trick in match.tricks:
        top = taking_card(mask_of(card for _, card in trick.plays),
                          SUIT_MASKS[trick.plays[0][1].suit])
        assert (trick.winner, card_of(top)) in trick.plays
        assert trick_winner(trick.plays) == trick.winner


@settings(max_examples=150, deadline=None)
@given(seeds, variants)
def test_playout_finishes_a_hand_as_the_engine_does(seed: int, rules: Rules) -> None:
    """With every hand known and Moyen everywhere, a playout scores what the engine scores."""
    match = _playing_position(seed, rules)
    if match is None:
        return
    seat = match.turn
    assert seat is not None
    view = match.view(seat)
    hands = [mask_of(match.hand(other)) for other in Seat]
    end = play_out(position_of(view), hands, medium_play(view).index, shooters=0)
    bots = [MediumBot(0) for _ in Seat]
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        match.play(turn, bots[turn].choose_play(match.view(turn)))
    assert Scorer(view).points(end) == tuple(match.hand_points)
