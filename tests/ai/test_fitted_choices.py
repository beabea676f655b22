"""The playouts' fitted lead and discard: inline scores, what they avoid, the tool's fit."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from hearts.ai.bits import FULL_DECK, SUIT_MASKS, card_of, mask_of
from hearts.ai.discards import (
    DISCARD_FEATURES,
    DISCARD_WEIGHTS,
    discard_candidates,
    discard_features,
    learned_discard,
)
from hearts.ai.leads import LEAD_FEATURES, LEAD_WEIGHTS, lead_features, learned_lead
from hearts.engine import cards
from hearts.tournament import hands_after_passes

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import fit_playouts


def _lead(hand: str, played: str = "", voids: int = 0) -> str:
    """The card led from *hand* when *played* are gone and every other card is out."""
    mine = mask_of(cards(hand))
    out = FULL_DECK & ~mine & ~mask_of(cards(played))
    done = (52 - mine.bit_count() - out.bit_count()) // 4
    return card_of(learned_lead(mine, mine, out, voids, done)).code


def _scored_lead(legal: int, hand: int, out: int, voids: int, done: int) -> int:
    """The lowest card of the suit with the lowest features · weights, first suit on ties."""
    weights = [LEAD_WEIGHTS[name] for name in LEAD_FEATURES]
    best, best_score = 0, 0.0
    for suit in SUIT_MASKS:
        if legal & suit:
            low = legal & suit & -(legal & suit)
            score = sum(value * weight for value, weight in
                        zip(lead_features(low, hand, out, voids, done), weights, strict=True))
            if not best or score < best_score:
                best, best_score = low, score
    return best


def test_the_weights_name_every_feature_in_order() -> None:
    assert list(LEAD_WEIGHTS) == list(LEAD_FEATURES)


@given(st.randoms(use_true_random=False), st.integers(1, 13), st.integers(0, 39),
       st.sampled_from([0, *SUIT_MASKS, SUIT_MASKS[0] | SUIT_MASKS[3]]))
def test_the_inline_score_is_the_features_times_the_weights(
        rng: random.Random, held: int, outside: int, voids: int) -> None:
    deck = list(range(52))
    rng.shuffle(deck)
    hand = sum(1 << index for index in deck[:held])
    out = sum(1 << index for index in deck[held:held + outside])
    done = 13 - held
    assert learned_lead(hand, hand, out, voids, done) == _scored_lead(hand, hand, out, voids,
                                                                       done)


def test_no_ace_of_spades_is_led_while_the_queen_is_out() -> None:
    assert _lead("AS 9D") == "9D"
    assert _lead("AS 9D", played="QS") == "AS"  # she is gone: the ace is a sure loser now


def test_a_suit_nobody_else_holds_is_not_led() -> None:
    others = "3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"
    assert _lead("2C 9D", played=others) == "9D"  # the 2♣ would take a trick full of points


def test_the_fit_recovers_the_weights_behind_exact_outcomes() -> None:
    rng = random.Random(7)
    truth = [rng.uniform(-2, 2) for _ in LEAD_FEATURES]
    leads = []
    for _ in range(400):
        rows = [tuple(rng.random() for _ in LEAD_FEATURES) for _ in range(rng.randint(2, 4))]
        outcomes = [sum(value * weight for value, weight in zip(row, truth, strict=True)) + 5.0
                    for row in rows]
        leads.append((rows, outcomes))
    weights, used = fit_playouts.fit(iter(leads), len(LEAD_FEATURES))
    assert used == 400
    assert max(abs(found - wanted) for found, wanted in zip(weights, truth, strict=True)) < 1e-3


def test_each_choice_of_a_hand_tries_every_candidate() -> None:
    choices = list(fit_playouts.choices_of_hand(hands_after_passes(5001)))
    assert {kind for kind, _ in choices} == {fit_playouts.LEAD, fit_playouts.DISCARD}
    for kind, (features, outcomes) in choices:
        assert len(features) == len(outcomes) >= 2
        assert all(-26 <= outcome <= 26 for outcome in outcomes)
        size = len(LEAD_FEATURES if kind == fit_playouts.LEAD else DISCARD_FEATURES)
        assert all(len(row) == size for row in features)


def _scored_discard(legal: int, hand: int, out: int, done: int) -> int:
    """The candidate with the lowest features · weights, Q♠ then the first suit on ties."""
    weights = [DISCARD_WEIGHTS[name] for name in DISCARD_FEATURES]
    best, best_score = 0, 0.0
    for card in discard_candidates(legal):
        score = sum(value * weight for value, weight in
                    zip(discard_features(card, hand, out, done), weights, strict=True))
        if not best or score < best_score:
            best, best_score = card, score
    return best


def test_the_discard_weights_name_every_feature_in_order() -> None:
    assert list(DISCARD_WEIGHTS) == list(DISCARD_FEATURES)


@given(st.randoms(use_true_random=False), st.integers(1, 13), st.integers(0, 39))
def test_the_inline_discard_is_the_features_times_the_weights(
        rng: random.Random, held: int, outside: int) -> None:
    deck = list(range(52))
    rng.shuffle(deck)
    hand = sum(1 << index for index in deck[:held])
    out = sum(1 << index for index in deck[held:held + outside])
    assert learned_discard(hand, hand, out, 13 - held) == _scored_discard(hand, hand, out,
                                                                          13 - held)


def test_a_void_seat_throws_the_queen_of_spades_first() -> None:
    mine = mask_of(cards("QS AH 9D"))
    out = FULL_DECK & ~mine
    assert card_of(learned_discard(mine, mine, out, 4)).code == "QS"
