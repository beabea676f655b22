"""Sets of cards as 52-bit integers (bit i = the card of index i), for the engine's speed
and the computer players' playouts.

A `Bitboard` (python-chess's name) is such a set: bit i stands for the card whose engine
index is i (suit * 13 + rank - 2), so a suit is 13 adjacent bits, higher bits are higher
ranks, and a hand is one int. A single card is a mask of one bit (`Card.bit`). Converting
a mask back to sorted cards goes through one table per suit, so that a hand or a list of
legal plays costs four lookups; a table's entries are made as they are first asked for.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from hearts.engine.cards import DECK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card, Suit

Bitboard = int  # a set of cards, bit i the card of index i

SUIT_MASKS: Final = tuple(0x1FFF << (13 * suit) for suit in Suit)
CLUBS, DIAMONDS, HEARTS, SPADES = SUIT_MASKS
HEARTS_MASK: Final = SUIT_MASKS[Suit.HEARTS]
POINT_CARDS_MASK: Final = HEARTS_MASK | (1 << QUEEN_OF_SPADES.index)
FULL_DECK: Final = (1 << 52) - 1
SUIT_OF_CARD: Final = tuple(SUIT_MASKS[index // 13] for index in range(52))  # by card index
JACK_OF_DIAMONDS_INDEX: Final = JACK_OF_DIAMONDS.index
QUEEN_OF_SPADES_INDEX: Final = QUEEN_OF_SPADES.index
QUEEN_OF_SPADES_BIT: Final = QUEEN_OF_SPADES.bit
NO_POINTS: Final = FULL_DECK & ~POINT_CARDS_MASK  # safe on the first trick


def mask_of(cards: Iterable[Card]) -> Bitboard:
    """The mask holding *cards*."""
    mask = 0
    for card in cards:
        mask |= card.bit
    return mask


# For each suit, the cards of each 13-bit set of ranks, low to high; None until the set is
# first asked for. Made whole, the four tables would hold 32768 tuples (3 MB in the window
# and in the bots' worker alike) where a game asks for a few hundred; the bots' playouts
# work on the masks themselves. Lists, not dicts: a lookup keeps a list's speed.
SUIT_TABLES: Final[tuple[list[tuple[Card, ...] | None], ...]] = tuple(
    [None] * (1 << 13) for _ in Suit)
_CLUBS, _DIAMONDS, _HEARTS, _SPADES = SUIT_TABLES


def _learn(suit: int, bits: Bitboard) -> tuple[Card, ...]:
    """The cards of *suit* for the set of ranks *bits*, kept in its table."""
    base = 13 * suit
    cards = tuple(DECK[base + rank] for rank in range(13) if bits >> rank & 1)
    SUIT_TABLES[suit][bits] = cards
    return cards


def cards_of(mask: Bitboard) -> tuple[Card, ...]:
    """The cards of *mask*, sorted by suit then rank."""
    clubs = _CLUBS[mask & 0x1FFF]
    if clubs is None:
        clubs = _learn(0, mask & 0x1FFF)
    diamonds = _DIAMONDS[mask >> 13 & 0x1FFF]
    if diamonds is None:
        diamonds = _learn(1, mask >> 13 & 0x1FFF)
    hearts = _HEARTS[mask >> 26 & 0x1FFF]
    if hearts is None:
        hearts = _learn(2, mask >> 26 & 0x1FFF)
    spades = _SPADES[mask >> 39]
    if spades is None:
        spades = _learn(3, mask >> 39)
    return clubs + diamonds + hearts + spades


def suit_cards(mask: Bitboard, suit: int) -> tuple[Card, ...]:
    """The cards of *mask*, which holds cards of *suit* only, low to high: one lookup."""
    bits = mask >> 13 * suit
    cards = SUIT_TABLES[suit][bits]
    return _learn(suit, bits) if cards is None else cards


def card_of(bit: Bitboard) -> Card:
    """The card of a one-bit mask."""
    return DECK[bit.bit_length() - 1]


def indices_of(mask: Bitboard) -> list[int]:
    """The card indices set in *mask*, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def lowest(mask: Bitboard) -> int:
    """The index of the lowest card of a non-empty mask."""
    return (mask & -mask).bit_length() - 1


def highest(mask: Bitboard) -> int:
    """The index of the highest card of a non-empty mask."""
    return mask.bit_length() - 1


def count(mask: Bitboard) -> int:
    """How many cards *mask* holds."""
    return mask.bit_count()
