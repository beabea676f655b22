"""The playouts' lead model: its inline score, what it avoids, and the tool that fits it."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from hearts.ai.leads import LEAD_FEATURES, LEAD_WEIGHTS, lead_features, learned_lead
from hearts.engine import cards
from hearts.engine.masks import FULL_DECK, SUIT_MASKS, card_of, mask_of
from hearts.tournament import hands_after_passes

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import fit_leads


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
    weights, used = fit_leads.fit(iter(leads), len(LEAD_FEATURES))
    assert used == 400
    assert max(abs(found - wanted) for found, wanted in zip(weights, truth, strict=True)) < 1e-3


def test_each_lead_of_a_hand_tries_the_lowest_card_of_every_suit_held() -> None:
    leads = list(fit_leads.leads_of_hand(hands_after_passes(5001)))
    assert leads
    for features, outcomes in leads:
        assert len(features) == len(outcomes) >= 2
        assert all(-26 <= outcome <= 26 for outcome in outcomes)
        assert all(len(row) == len(LEAD_FEATURES) for row in features)

