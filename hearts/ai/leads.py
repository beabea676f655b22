"""The playouts' lead: the lowest card of the suit a fitted model finds the safest.

The analysis's imagined players (`sharp`) lead by this model. It scores each suit's
lowest card from what every seat at the table can know (`lead_features`): the cards of
the suit still out below and above it, how many of the suit the leader holds, the
spades around Q♠, the voids shown, the hearts still out and how far the hand has gone.
The weights (`LEAD_WEIGHTS`) are a least-squares fit made by `tools/fit_leads.py`: in
thousands of hands played by these rules, each lead was tried with every suit's lowest
card and the hand finished, and the fit predicts the leader's points against the table
from the features. A lower score is a safer lead. `learned_lead` computes the same
score as the features times the weights, inline, as it runs in every playout.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts.engine.masks import CLUBS, DIAMONDS, HEARTS, QUEEN_OF_SPADES_BIT, SPADES, SUIT_MASKS

_QUEEN: Final = QUEEN_OF_SPADES_BIT
_HIGH_SPADES: Final = SPADES & ~(_QUEEN | (_QUEEN - 1))  # A♠ and K♠

# What `lead_features` measures of a lead, in order; the weights use the same names.
LEAD_FEATURES: Final = (
    "below",  # cards of the suit still out below the card
    "sure_loser",  # none out below it: another seat takes the trick if it can follow
    "above",  # cards of the suit still out above it
    "out",  # cards of the suit still out
    "none_out",  # nobody else holds the suit: the leader takes the trick
    "length",  # cards of the suit in the leader's hand
    "clubs",
    "diamonds",
    "spades",
    "hearts",
    "high_spade_queen_out",  # A♠ or K♠ while Q♠ is out
    "queen",  # Q♠ itself
    "spade_holding_queen",  # another spade while holding Q♠
    "void_shown",  # an opponent has shown a void in the suit
    "void_shown_not_sure",  # ... and the card is not a sure loser
    "rank",  # 0 for a two, 1 for an ace
    "below_share",  # the share of the suit's cards out that lie below the card
    "hearts_out_not_sure",  # hearts still out (share of 13) when not a sure loser
    "flush",  # a spade below Q♠ while she is out
    "sure_loser_late",  # a sure loser, by how far the hand has gone (0 to 1)
    "one_below",
    "two_below",
    "singleton",  # the leader's last card of the suit
    "queen_out_not_sure",  # Q♠ out and the card not a sure loser
    "below_late",  # cards out below, by how far the hand has gone
    "low_spade_with_high",  # a spade below Q♠ while she is out and A♠ or K♠ is held
    "singleton_not_sure",
    "sure_winner",  # no card out above it, though some of the suit are out
    "sure_winner_hearts_out",  # ... by the hearts still out
    "length_late",  # the leader's length in the suit, by how far the hand has gone
    "heart_below_share",  # below_share, for a heart
)

# Fitted by tools/fit_leads.py --deals 15000 --first-deal 5001 (138,672 leads).
LEAD_WEIGHTS: Final[dict[str, float]] = {
    "below": -0.06371,
    "sure_loser": 0.47194,
    "above": 0.04691,
    "out": -0.07272,
    "none_out": 3.74439,
    "length": 0.03995,
    "clubs": 0.30357,
    "diamonds": 0.22955,
    "spades": -0.15252,
    "hearts": -0.36521,
    "high_spade_queen_out": 5.97816,
    "queen": 2.95649,
    "spade_holding_queen": 0.92531,
    "void_shown": -0.12402,
    "void_shown_not_sure": 0.41207,
    "rank": -0.72866,
    "below_share": 1.52798,
    "hearts_out_not_sure": -0.40754,
    "flush": -1.22812,
    "sure_loser_late": -1.22688,
    "one_below": -0.20336,
    "two_below": -0.06461,
    "singleton": -0.15747,
    "queen_out_not_sure": 1.49366,
    "below_late": 0.04121,
    "low_spade_with_high": 0.63542,
    "singleton_not_sure": -0.37119,
    "sure_winner": 0.73897,
    "sure_winner_hearts_out": -1.02135,
    "length_late": -0.10322,
    "heart_below_share": 0.66121,
}


def shown_by_others(voids: Sequence[int], seat: int) -> int:
    """The suits (a mask) the seats other than *seat* have shown void in, from *voids* by seat."""
    return voids[(seat + 1) & 3] | voids[(seat + 2) & 3] | voids[(seat + 3) & 3]


def lead_features(card: int, hand: int, out: int, opp_voids: int,
                  tricks_done: int) -> tuple[float, ...]:
    """The features of leading *card* (a bit) from *hand*, in LEAD_FEATURES order: *out*
    are the cards the other seats hold, *opp_voids* the suits (a mask) an opponent has
    shown void in, *tricks_done* the tricks already played."""
    index = card.bit_length() - 1
    suit = SUIT_MASKS[index // 13]
    outs = out & suit
    below = (outs & (card - 1)).bit_count()
    n_out = outs.bit_count()
    above = n_out - below
    length = (hand & suit).bit_count()
    queen_out = bool(out & _QUEEN)
    sure = below == 0
    late = tricks_done / 12
    hearts_out = (out & HEARTS).bit_count() / 13
    void = bool(opp_voids & suit)
    share = below / max(n_out, 1)
    spade_below_queen = suit == SPADES and card < _QUEEN and queen_out
    sure_winner = above == 0 and n_out > 0
    return tuple(float(value) for value in (
        below, sure, above, n_out, n_out == 0, length,
        suit == CLUBS, suit == DIAMONDS, suit == SPADES, suit == HEARTS,
        suit == SPADES and card > _QUEEN and queen_out, card == _QUEEN,
        suit == SPADES and bool(hand & _QUEEN) and card != _QUEEN,
        void, void and not sure, (index % 13) / 12, share,
        hearts_out * (not sure), spade_below_queen, sure * late,
        below == 1, below == 2, length == 1,
        queen_out and not sure, below * late,
        spade_below_queen and bool(hand & _HIGH_SPADES),
        length == 1 and not sure, sure_winner, sure_winner * hearts_out,
        length * late, (suit == HEARTS) * share,
    ))


_W = LEAD_WEIGHTS
_SUITS: Final = ((CLUBS, _W["clubs"]), (DIAMONDS, _W["diamonds"]),
                 (HEARTS, _W["hearts"]), (SPADES, _W["spades"]))


def _count_terms(below: int, n_out: int, length: int) -> tuple[float, float, float]:
    """The terms of a lead's score that depend only on the counts of its suit: the part
    alone, the part multiplied by how far the hand has gone, and by the hearts still out."""
    w = _W
    sure = below == 0
    sure_winner = below == n_out > 0
    alone = (w["below"] * below + w["above"] * (n_out - below) + w["out"] * n_out
             + w["none_out"] * (n_out == 0) + w["length"] * length
             + w["below_share"] * below / max(n_out, 1) + w["sure_loser"] * sure
             + w["one_below"] * (below == 1) + w["two_below"] * (below == 2)
             + w["singleton"] * (length == 1) + w["singleton_not_sure"] * (length == 1 and not sure)
             + w["sure_winner"] * sure_winner)
    late = w["sure_loser_late"] * sure + w["below_late"] * below + w["length_late"] * length
    hearts_out = w["hearts_out_not_sure"] * (not sure) + w["sure_winner_hearts_out"] * sure_winner
    return alone, late, hearts_out


# The count terms for every (below, out, length), indexed by (below * 14 + out) * 14 + length.
_COUNTS: Final = tuple(_count_terms(below, n_out, length) if below <= n_out else (0.0, 0.0, 0.0)
                       for below in range(14) for n_out in range(14) for length in range(14))


def learned_lead(legal: int, hand: int, out: int, opp_voids: int, tricks_done: int) -> int:
    """The lowest legal card of the suit whose lead scores lowest (a bit): the sum of
    `lead_features` times LEAD_WEIGHTS, computed from tables for speed; ties go to the
    first suit of clubs, diamonds, hearts, spades."""
    w = _W
    late = tricks_done / 12
    hearts_out = (out & HEARTS).bit_count() / 13
    queen_out = out & _QUEEN
    best = 0
    best_score = 0.0
    for suit, suit_weight in _SUITS:
        mine = legal & suit
        if not mine:
            continue
        card = mine & -mine
        outs = out & suit
        below = (outs & (card - 1)).bit_count()
        n_out = outs.bit_count()
        alone, by_late, by_hearts = _COUNTS[(below * 14 + n_out) * 14 + (hand & suit).bit_count()]
        score = (suit_weight + alone + by_late * late + by_hearts * hearts_out
                 + w["rank"] * ((card.bit_length() - 1) % 13) / 12)
        if below:
            if queen_out:
                score += w["queen_out_not_sure"]
            if suit == HEARTS:
                score += w["heart_below_share"] * below / n_out
        if opp_voids & suit:
            score += w["void_shown"] + (w["void_shown_not_sure"] if below else 0.0)
        if suit == SPADES:
            score += _spade_terms(w, card, hand, bool(queen_out))
        if not best or score < best_score:
            best, best_score = card, score
    return best


def _spade_terms(w: dict[str, float], card: int, hand: int, queen_out: bool) -> float:
    """The terms of the score for a spade lead: Q♠ and the cards around her."""
    score = 0.0
    if card > _QUEEN:
        score += w["high_spade_queen_out"] if queen_out else 0.0
    elif card == _QUEEN:
        score += w["queen"]
    elif queen_out:
        score += w["flush"] + (w["low_spade_with_high"] if hand & _HIGH_SPADES else 0.0)
    if hand & _QUEEN and card != _QUEEN:
        score += w["spade_holding_queen"]
    return score
