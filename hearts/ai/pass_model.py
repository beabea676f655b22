"""Difficile's pass worked out suit by suit: the same three cards as `passing.hard_pass`,
fast enough for the analysis to imagine the other seats passing over hundreds of deals.

`hard_pass` weighs the 286 sets of three cards by the risk of the ten kept. That risk is
a sum of one term per suit (`suit_risk`), so the best set is found by weighing, in each
suit apart, every way of taking 0 to 3 of its cards, then the twenty ways of sharing the
three cards among the suits. Among sets as safe as the best (within the same 1e-9), the
first in `hard_pass`'s order is kept, so both give the same cards.
"""

from __future__ import annotations

from itertools import combinations, product
from typing import Final

from hearts.ai.passing import PASSED_QUEEN_RISK, VOID_BONUS, hard_pass, moon_hand, suit_risk
from hearts.engine import QUEEN_OF_SPADES, Card, PlayerView, Suit

TOLERANCE: Final = 1e-9  # risks closer than this are equal, as in `hard_pass`
Option = tuple[float, tuple[Card, ...]]  # a suit's risk once these of its cards are passed


def model_pass(view: PlayerView) -> tuple[Card, ...]:
    """The three cards Difficile passes from the view's hand (`hard_pass`'s choice)."""
    hand = view.hand
    if moon_hand(hand):
        return hard_pass(view).cards
    options = [_suit_options(suit, [card for card in hand if card.suit is suit])
               for suit in Suit]
    safest = [[min((risk for risk, _ in row), default=0.0) for row in by_count]
              for by_count in options]
    shares = _shares(options)
    best = min(sum(safest[suit][k] for suit, k in enumerate(share)) for share in shares)
    order = {card: place for place, card in enumerate(hand)}
    chosen: list[int] = []
    for share in shares:
        if sum(safest[suit][k] for suit, k in enumerate(share)) > best + TOLERANCE:
            continue
        parts = [[option for option in options[suit][k]
                  if option[0] <= safest[suit][k] + TOLERANCE]
                 for suit, k in enumerate(share)]
        for pick in product(*parts):
            if sum(risk for risk, _ in pick) <= best + TOLERANCE:
                places = sorted(order[card] for _, part in pick for card in part)
                chosen = places if not chosen else min(chosen, places)
    return tuple(hand[place] for place in chosen)


def _shares(options: list[list[list[Option]]]) -> list[tuple[int, ...]]:
    """The ways of taking three cards from the suits (how many from each), as suits allow."""
    return [share for share in product(range(4), repeat=4)
            if sum(share) == 3 and all(options[suit][k] for suit, k in enumerate(share))]


def _suit_options(suit: Suit, held: list[Card]) -> list[list[Option]]:
    """For 0 to 3 cards passed from one suit: each choice of them and the suit's risk after."""
    options: list[list[Option]] = []
    for k in range(4):
        row = []
        for passed in combinations(held, k):
            kept = [card for card in held if card not in passed]
            risk = suit_risk(suit, kept)
            if suit in (Suit.CLUBS, Suit.DIAMONDS) and not kept:
                risk -= VOID_BONUS
            if QUEEN_OF_SPADES in passed:
                risk += PASSED_QUEEN_RISK
            row.append((risk, passed))
        options.append(row)
    return options
