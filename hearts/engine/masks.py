"""Sets of cards as 52-bit integers (bit i = the card of index i), for the engine's speed.

A single card is a mask of one bit (`Card.bit`). Converting a mask back to sorted
cards goes through one table per suit, so that a hand or a list of legal plays costs
four lookups.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from hearts.engine.cards import DECK, QUEEN_OF_SPADES, Card, Suit

SUIT_MASKS: Final = tuple(0x1FFF << (13 * suit) for suit in Suit)
HEARTS_MASK: Final = SUIT_MASKS[Suit.HEARTS]
POINT_CARDS_MASK: Final = HEARTS_MASK | (1 << QUEEN_OF_SPADES.index)
FULL_DECK: Final = (1 << 52) - 1
SUIT_OF_CARD: Final = tuple(SUIT_MASKS[index // 13] for index in range(52))  # by card index


def mask_of(cards: Iterable[Card]) -> int:
    """The mask holding *cards*."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


def _suit_table(suit: int) -> list[tuple[Card, ...]]:
    """For each 13-bit set of ranks, the cards of *suit* it holds, low to high."""
    base = 13 * suit
    table: list[tuple[Card, ...]] = [()]
    for bits in range(1, 1 << 13):
        top = bits.bit_length() - 1
        table.append(table[bits ^ (1 << top)] + (DECK[base + top],))
    return table


# Built once at import (a few milliseconds): 4 × 8192 small tuples shared by every hand.
SUIT_TABLES: Final = tuple(_suit_table(suit) for suit in Suit)
_CLUBS, _DIAMONDS, _HEARTS, _SPADES = SUIT_TABLES


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of *mask*, sorted by suit then rank."""
    return (_CLUBS[mask & 0x1FFF] + _DIAMONDS[mask >> 13 & 0x1FFF]
            + _HEARTS[mask >> 26 & 0x1FFF] + _SPADES[mask >> 39])


def suit_cards(mask: int, suit: int) -> tuple[Card, ...]:
    """The cards of *mask*, which holds cards of *suit* only, low to high: one lookup."""
    return SUIT_TABLES[suit][mask >> 13 * suit]
