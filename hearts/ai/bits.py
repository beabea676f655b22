"""Cards as the bits of an int: the fast representation the search plays its hands with.

Bit i stands for the card whose engine index is i (suit * 13 + rank - 2), so a suit
is 13 adjacent bits, higher bits are higher ranks, and a hand is one int. These are
the engine's card masks (`hearts.engine.masks`); the rules on them are the engine's
too (`hearts.engine.play_rules`): here are only the names and helpers the players use.
"""

from __future__ import annotations

from typing import Final

from hearts.engine import DECK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card
from hearts.engine.masks import FULL_DECK, POINT_CARDS_MASK, SUIT_MASKS, cards_of, mask_of
from hearts.engine.play_rules import points

__all__ = [
    "CLUBS",
    "DIAMONDS",
    "FULL_DECK",
    "HEARTS",
    "JACK_OF_DIAMONDS_INDEX",
    "MOON",
    "NO_POINTS",
    "PENALTY",
    "QUEEN_OF_SPADES_BIT",
    "QUEEN_OF_SPADES_INDEX",
    "SPADES",
    "SUIT_MASKS",
    "card_of",
    "cards_of",
    "count",
    "highest",
    "indices_of",
    "lowest",
    "mask_of",
]

CLUBS, DIAMONDS, HEARTS, SPADES = SUIT_MASKS

JACK_OF_DIAMONDS_INDEX: Final = JACK_OF_DIAMONDS.index
QUEEN_OF_SPADES_INDEX: Final = QUEEN_OF_SPADES.index
QUEEN_OF_SPADES_BIT: Final = QUEEN_OF_SPADES.bit
NO_POINTS: Final = FULL_DECK & ~POINT_CARDS_MASK  # safe on the first trick

# Penalty points of each card by index, as the engine counts them (the J♦ variant apart).
PENALTY: Final = tuple(points(1 << index, jack_of_diamonds=False) for index in range(52))
MOON: Final = points(POINT_CARDS_MASK, jack_of_diamonds=False)  # all of them: 26


def card_of(bit: int) -> Card:
    """The card of a one-bit mask."""
    return DECK[bit.bit_length() - 1]


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
    return mask.bit_count()
