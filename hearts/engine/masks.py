"""Sets of cards as 52-bit integers (bit i = the card of index i), for the engine's speed.

A single card is a mask of one bit (`Card.bit`). Converting a mask back to sorted
cards goes through one table per suit, so that a hand or a list of legal plays costs
four lookups; a table's entries are made as they are first asked for.
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


# For each suit, the cards of each 13-bit set of ranks, low to high. An entry is made when
# first asked for: whole, the four tables would hold 32768 tuples (3 MB in the window and
# in the bots' worker alike) where a game asks for a few hundred; the bots' playouts work
# on the masks themselves. Plain dicts: a lookup stays almost as quick as a list's.
SUIT_TABLES: Final[tuple[dict[int, tuple[Card, ...]], ...]] = tuple({0: ()} for _ in Suit)
_CLUBS, _DIAMONDS, _HEARTS, _SPADES = SUIT_TABLES


def _learn(mask: int) -> None:
    """Add to the tables the sets of ranks of *mask* they lack."""
    for suit, table in enumerate(SUIT_TABLES):
        base = 13 * suit
        bits = mask >> base & 0x1FFF
        if bits not in table:
            table[bits] = tuple(DECK[base + rank] for rank in range(13) if bits >> rank & 1)


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of *mask*, sorted by suit then rank."""
    try:
        return (_CLUBS[mask & 0x1FFF] + _DIAMONDS[mask >> 13 & 0x1FFF]
                + _HEARTS[mask >> 26 & 0x1FFF] + _SPADES[mask >> 39])
    except KeyError:
        _learn(mask)
        return cards_of(mask)
