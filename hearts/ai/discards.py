"""The playouts' discard: the card a fitted model finds the best to throw when void.

The analysis's imagined players (`sharp`) throw by this model when they cannot follow.
It scores Q♠ and each suit's highest other card from what every seat can know
(`discard_features`): the card's suit and rank, the cards of its suit still out below
and above it, the thrower's length in the suit, the spades above Q♠ while she is out,
and how far the hand has gone. The weights (`DISCARD_WEIGHTS`) are a least-squares fit
made by `tools/fit_playouts.py --discards`, like the lead's (`leads`): each discard of
thousands of hands was tried with every candidate and the hand finished, and the fit
predicts the thrower's points against the table. The lowest score is thrown.
"""

from __future__ import annotations

from typing import Final

from hearts.ai.bits import (
    CLUBS,
    DIAMONDS,
    HEARTS,
    QUEEN_OF_SPADES_BIT,
    SPADES,
    SUIT_MASKS,
    suit_counts,
)

_QUEEN: Final = QUEEN_OF_SPADES_BIT

# What `discard_features` measures of a discard, in order; the weights use the same names.
DISCARD_FEATURES: Final = (
    "queen",  # Q♠ itself
    "heart",
    "high_spade_queen_out",  # A♠ or K♠ while Q♠ is out
    "rank",  # 0 for a two, 1 for an ace
    "below",  # cards of the suit still out below the card
    "above",  # cards of the suit still out above it
    "out",  # cards of the suit still out
    "length",  # cards of the suit in the thrower's hand
    "singleton",  # the thrower's last card of the suit
    "sure_winner",  # no card out above it, though some of the suit are out
    "below_share",  # the share of the suit's cards out that lie below the card
    "clubs",
    "diamonds",
    "spades",
    "none_out",  # nobody else holds the suit
    "heart_rank",  # rank, for a heart
    "heart_late",  # a heart, by how far the hand has gone (0 to 1)
    "sure_winner_late",  # a sure winner, by how far the hand has gone
)

# Fitted by tools/fit_playouts.py --deals 15000 --first-deal 5001 --discards (116,182 discards).
DISCARD_WEIGHTS: Final[dict[str, float]] = {
    "queen": -3.05176,
    "heart": -0.55019,
    "high_spade_queen_out": -0.70393,
    "rank": -0.75702,
    "below": -0.03479,
    "above": -0.00011,
    "out": -0.02320,
    "length": 0.23927,
    "singleton": -0.45393,
    "sure_winner": 0.09674,
    "below_share": -0.81084,
    "clubs": 0.11121,
    "diamonds": 0.05722,
    "spades": 0.38270,
    "none_out": -0.25913,
    "heart_rank": 0.10775,
    "heart_late": 0.56172,
    "sure_winner_late": 0.27382,
}


def discard_candidates(legal: int) -> list[int]:
    """Q♠ if the seat may throw her, then the highest other card of each suit (bits)."""
    found = [_QUEEN] if legal & _QUEEN else []
    for suit in SUIT_MASKS:
        mine = legal & suit & ~_QUEEN
        if mine:
            found.append(1 << mine.bit_length() - 1)
    return found


def discard_features(card: int, hand: int, out: int, tricks_done: int) -> tuple[float, ...]:
    """The features of throwing *card* (a bit) from *hand*, in DISCARD_FEATURES order:
    *out* are the cards the other seats hold, *tricks_done* the tricks already played."""
    index = card.bit_length() - 1
    suit, below, n_out, length = suit_counts(card, hand, out)
    above = n_out - below
    rank = (index % 13) / 12
    late = tricks_done / 12
    heart = suit == HEARTS
    sure_winner = above == 0 and n_out > 0
    return tuple(float(value) for value in (
        card == _QUEEN, heart, suit == SPADES and card > _QUEEN and bool(out & _QUEEN), rank,
        below, above, n_out, length, length == 1, sure_winner, below / max(n_out, 1),
        suit == CLUBS, suit == DIAMONDS, suit == SPADES, n_out == 0, heart * rank,
        heart * late, sure_winner * late,
    ))


_W = DISCARD_WEIGHTS
_SUITS: Final = ((CLUBS, _W["clubs"]), (DIAMONDS, _W["diamonds"]),
                 (HEARTS, _W["heart"]), (SPADES, _W["spades"]))


def _count_terms(below: int, n_out: int, length: int) -> tuple[float, float]:
    """The terms of a discard's score that depend only on the counts of its suit: the part
    alone, and the part multiplied by how far the hand has gone."""
    w = _W
    sure_winner = below == n_out > 0
    alone = (w["below"] * below + w["above"] * (n_out - below) + w["out"] * n_out
             + w["length"] * length + w["singleton"] * (length == 1)
             + w["below_share"] * below / max(n_out, 1) + w["sure_winner"] * sure_winner
             + w["none_out"] * (n_out == 0))
    return alone, w["sure_winner_late"] * sure_winner


# The count terms for every (below, out, length), indexed by (below * 14 + out) * 14 + length.
_COUNTS: Final = tuple(_count_terms(below, n_out, length) if below <= n_out else (0.0, 0.0)
                       for below in range(14) for n_out in range(14) for length in range(14))


def learned_discard(legal: int, hand: int, out: int, tricks_done: int) -> int:
    """The candidate whose discard scores lowest (a bit): `discard_features` times
    DISCARD_WEIGHTS, computed from tables for speed; ties go to Q♠, then to the first suit
    of clubs, diamonds, hearts, spades."""
    w = _W
    late = tricks_done / 12
    best = 0
    best_score = 0.0
    if legal & _QUEEN:
        best, best_score = _QUEEN, w["queen"] + w["spades"] + _score(_QUEEN, out & SPADES,
                                                                     hand & SPADES, late)
    for suit, suit_weight in _SUITS:
        mine = legal & suit & ~_QUEEN
        if not mine:
            continue
        card = 1 << mine.bit_length() - 1
        score = suit_weight + _score(card, out & suit, hand & suit, late)
        if suit == HEARTS:
            score += (w["heart_rank"] * ((card.bit_length() - 1) % 13) / 12
                      + w["heart_late"] * late)
        elif suit == SPADES and card > _QUEEN and out & _QUEEN:
            score += w["high_spade_queen_out"]
        if not best or score < best_score:
            best, best_score = card, score
    return best


def _score(card: int, outs: int, mine: int, late: float) -> float:
    """The terms of the score for *card*'s rank and the cards of its suit out and held."""
    below = (outs & (card - 1)).bit_count()
    alone, by_late = _COUNTS[(below * 14 + outs.bit_count()) * 14 + mine.bit_count()]
    return alone + by_late * late + _W["rank"] * ((card.bit_length() - 1) % 13) / 12
