"""Cards, suits, ranks, seats and the other small domain types of the table."""

from __future__ import annotations

from enum import IntEnum
from typing import Any, ClassVar, Final


class Suit(IntEnum):
    """The four suits, in the order a hand sorted by suit shows them."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """The one-letter code: C, D, H or S."""
        return "CDHS"[self]


class Rank(IntEnum):
    """Card ranks, Ace high."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """The one-letter code: 2..9, T, J, Q, K, A."""
        return RANK_LETTERS[self - 2]


RANK_LETTERS: Final = "23456789TJQKA"
SUIT_LETTERS: Final = "CDHS"


class Seat(IntEnum):
    """The four seats, in playing order (clockwise): South is the person."""

    SOUTH = 0
    WEST = 1
    NORTH = 2
    EAST = 3

    def next(self, steps: int = 1) -> Seat:
        """The seat *steps* places later in playing order."""
        return SEATS[(self + steps) % 4]


SEATS: Final = tuple(Seat)  # the seats in playing order, as a tuple (quicker to go through)
NEXT_SEAT: Final = SEATS[1:] + SEATS[:1]  # by seat: the seat that plays after it


class PassDirection(IntEnum):
    """Where the three cards go; the value is how many seats along they travel."""

    LEFT = 1  # to the next seat: South passes to West
    RIGHT = 3  # to the previous seat: South passes to East
    ACROSS = 2
    NONE = 0

    def receiver(self, seat: Seat) -> Seat:
        """The seat that receives what *seat* passes."""
        return SEATS[(seat + self) % 4]


PASS_CYCLE: Final = (PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS,
                     PassDirection.NONE)


def pass_direction_for(hand_number: int) -> PassDirection:
    """The passing direction of a hand (0-based): left, right, across, none, again."""
    return PASS_CYCLE[hand_number % 4]


class Phase(IntEnum):
    """Where a match stands."""

    PASSING = 0
    PLAYING = 1
    HAND_OVER = 2
    GAME_OVER = 3


class Card:
    """A playing card. There are exactly 52 instances: `Card(suit, rank)` returns one of them.

    Cards order by suit then rank (clubs, diamonds, hearts, spades), hash by their
    index 0..51 (so sets of cards iterate the same way on every run), and are immutable.
    """

    __slots__ = ("bit", "code", "index", "rank", "suit")
    suit: Suit
    rank: Rank
    index: int
    code: str  # "QS", "TD": what str() gives
    bit: int  # 1 << index, the card in a set of cards held as an integer
    _all: ClassVar[list[Card]] = []

    def __new__(cls, suit: Suit, rank: Rank) -> Card:
        return cls._all[suit * 13 + rank - 2]

    @classmethod
    def _create(cls, suit: Suit, rank: Rank) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "index", suit * 13 + rank - 2)
        object.__setattr__(card, "code", RANK_LETTERS[rank - 2] + SUIT_LETTERS[suit])
        object.__setattr__(card, "bit", 1 << (suit * 13 + rank - 2))
        return card

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written as rank then suit: "QS", "TD", "2C" (case-insensitive, "10" allowed)."""
        cleaned = text.strip().upper()
        if cleaned.startswith("10"):
            cleaned = "T" + cleaned[2:]
        if len(cleaned) != 2 or cleaned[0] not in RANK_LETTERS or cleaned[1] not in SUIT_LETTERS:
            raise ValueError(f"invalid card: {text!r}")
        return cls._all[SUIT_LETTERS.index(cleaned[1]) * 13 + RANK_LETTERS.index(cleaned[0])]

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with index 0..51 (suit * 13 + rank - 2)."""
        return cls._all[index]

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Card is immutable")

    def __hash__(self) -> int:
        return self.index

    # Equality is identity (the default): there is one instance of each card.

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index

    def __le__(self, other: Card) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Card) -> bool:
        return self.index > other.index

    def __ge__(self, other: Card) -> bool:
        return self.index >= other.index

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (Card.from_index, (self.index,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    @property
    def is_heart(self) -> bool:
        """Whether the card is a heart."""
        return self.suit is Suit.HEARTS


Card._all.extend(Card._create(suit, rank) for suit in Suit for rank in Rank)

DECK: Final[tuple[Card, ...]] = tuple(Card._all)
TWO_OF_CLUBS: Final = Card(Suit.CLUBS, Rank.TWO)
QUEEN_OF_SPADES: Final = Card(Suit.SPADES, Rank.QUEEN)
JACK_OF_DIAMONDS: Final = Card(Suit.DIAMONDS, Rank.JACK)


def cards(text: str) -> tuple[Card, ...]:
    """Cards written by name and separated by spaces or commas: cards("QS 2C TD")."""
    return tuple(Card.parse(word) for word in text.replace(",", " ").split())
