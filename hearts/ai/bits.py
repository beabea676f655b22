"""Cards as the bits of an int: the fast representation the search plays its hands with.

Bit i stands for the card whose engine index is i (suit * 13 + rank - 2), so a suit
is 13 adjacent bits, higher bits are higher ranks, and a hand is one int.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from hearts.engine import DECK, Card, Rules

RANK_BITS: Final = 0x1FFF
CLUBS: Final = RANK_BITS
DIAMONDS: Final = RANK_BITS << 13
HEARTS: Final = RANK_BITS << 26
SPADES: Final = RANK_BITS << 39
SUIT_MASKS: Final = (CLUBS, DIAMONDS, HEARTS, SPADES)
FULL_DECK: Final = (1 << 52) - 1

JACK_OF_DIAMONDS_INDEX: Final = 13 + 9
QUEEN_OF_SPADES_INDEX: Final = 39 + 10
QUEEN_OF_SPADES_BIT: Final = 1 << QUEEN_OF_SPADES_INDEX
NO_POINTS: Final = FULL_DECK & ~HEARTS & ~QUEEN_OF_SPADES_BIT  # safe on the first trick

# Penalty points of each card: hearts 1, Q♠ 13 (the J♦ variant is counted apart).
PENALTY: Final = tuple(1 if 26 <= i < 39 else 13 if i == QUEEN_OF_SPADES_INDEX else 0
                       for i in range(52))
MOON: Final = 26  # all the penalty points: 13 hearts and Q♠


def mask_of(cards: Iterable[Card]) -> int:
    """The bits of *cards*."""
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of *mask*, lowest index first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(found)


def indices_of(mask: int) -> list[int]:
    """The card indices set in *mask*, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def lowest(mask: int) -> int:
    """The index of the lowest card of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """The index of the highest card of a non-empty mask."""
    return mask.bit_length() - 1


def count(mask: int) -> int:
    """How many cards *mask* holds."""
    return bin(mask).count("1")


def legal_mask(hand: int, led_suit: int, first_trick: bool, hearts_broken: bool,
               rules: Rules) -> int:
    """The cards of *hand* that may be played; *led_suit* is -1 when leading.

    The same cascade as the engine: 2♣ leads the first trick; follow suit; no points
    on the first trick unless nothing else is held; no heart lead until broken.
    """
    if led_suit < 0:
        if first_trick:
            return hand & 1
        if hearts_broken:
            return hand
        return hand & ~HEARTS or hand
    following = hand & SUIT_MASKS[led_suit]
    if following:
        return following
    if first_trick and not rules.first_trick_points:
        return hand & NO_POINTS or hand
    return hand


def trick_winner_index(indices: Iterable[int]) -> int:
    """The position in the trick (0 = the leader) of the card that takes it."""
    best_position = 0
    best = -1
    led = -1
    for position, index in enumerate(indices):
        if position == 0:
            led, best = index // 13, index
        elif index // 13 == led and index > best:
            best_position, best = position, index
    return best_position
