"""Sets of cards as 52-bit integers (bit i = the card of index i), for the engine's speed.

Converting a mask back to sorted cards goes through one small table per suit, built
lazily, so that a hand or a list of legal plays costs a few lookups.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from hearts.engine.cards import DECK, QUEEN_OF_SPADES, Card, Suit

SUIT_MASKS: Final = tuple(0x1FFF << (13 * suit) for suit in Suit)
HEARTS_MASK: Final = SUIT_MASKS[Suit.HEARTS]
POINT_CARDS_MASK: Final = HEARTS_MASK | (1 << QUEEN_OF_SPADES.index)
_SUIT_TABLES: Final[tuple[dict[int, tuple[Card, ...]], ...]] = ({}, {}, {}, {})


def mask_of(cards: Iterable[Card]) -> int:
    """The mask holding *cards*."""
    mask = 0
    for card in cards:
        mask |= 1 << card.index
    return mask


def _suit_cards(suit: int, bits: int) -> tuple[Card, ...]:
    """The cards of *suit* whose ranks are the 13-bit *bits*, low to high."""
    table = _SUIT_TABLES[suit]
    found = table.get(bits)
    if found is None:
        base = 13 * suit
        found = tuple(DECK[base + i] for i in range(13) if bits >> i & 1)
        table[bits] = found
    return found


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of *mask*, sorted by suit then rank."""
    clubs, diamonds, hearts, spades = _SUIT_TABLES
    try:
        return (clubs[mask & 0x1FFF] + diamonds[mask >> 13 & 0x1FFF]
                + hearts[mask >> 26 & 0x1FFF] + spades[mask >> 39])
    except KeyError:
        for suit in Suit:
            _suit_cards(suit, mask >> (13 * suit) & 0x1FFF)
        return cards_of(mask)
