"""The rules of the play, written once on card masks: which cards may be played and why
the others may not, who takes a trick, what it is worth, and what breaks hearts.

A mask is an int with bit i set for the card of index i (see `masks`); one card is a
mask of one bit. `Match` and the computer players' playouts both call these
functions, as python-chess generates its moves on bitboards, so the table and the
bots cannot disagree about a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts.engine.cards import JACK_OF_DIAMONDS, QUEEN_OF_SPADES, TWO_OF_CLUBS
from hearts.engine.errors import Refusal
from hearts.engine.masks import HEARTS_MASK, POINT_CARDS_MASK, Bitboard

# Why a card may not be played: the codes the window words from its catalogue.
NOT_IN_HAND: Final = Refusal.NOT_IN_HAND
MUST_FOLLOW: Final = Refusal.MUST_FOLLOW
TWO_OF_CLUBS_FIRST: Final = Refusal.TWO_OF_CLUBS_FIRST
NO_POINTS_FIRST_TRICK: Final = Refusal.NO_POINTS_FIRST_TRICK
HEARTS_NOT_BROKEN: Final = Refusal.HEARTS_NOT_BROKEN

_NOT_HEARTS: Final = ~HEARTS_MASK
_NOT_POINTS: Final = ~POINT_CARDS_MASK
_TWO_OF_CLUBS: Final = TWO_OF_CLUBS.bit
_QUEEN: Final = QUEEN_OF_SPADES.bit
_JACK: Final = JACK_OF_DIAMONDS.bit

# The cards that may be played, and the code of the rule refusing the others.
Ruling = tuple[Bitboard, Refusal | None]


def ruling(hand: Bitboard, led: Bitboard, first_trick: bool, hearts_broken: bool,
           first_trick_points: bool) -> Ruling:
    """The cards of *hand* that may be played now, and the code of the rule refusing the
    others (None when any card of the hand goes). *led* holds the suit led, 0 to lead.

    The rules in the order a person reads them, each ending the cascade once it applies.
    """
    # 1. Follow suit: a seat holding the suit led plays one of it.
    if led:
        following = hand & led
        if following:
            return following, MUST_FOLLOW
    # 2. The 2♣ opens the hand: its holder leads the first trick with it.
    elif first_trick:
        return hand & _TWO_OF_CLUBS, TWO_OF_CLUBS_FIRST
    # 3. No points on the first trick (unless the variant `first_trick_points` allows them):
    #    a seat void in clubs plays no heart and not Q♠, unless it holds nothing else.
    if first_trick and not first_trick_points:
        return hand & _NOT_POINTS or hand, NO_POINTS_FIRST_TRICK
    # 4. No heart led until hearts are broken, unless the leader holds nothing but hearts.
    if not led and not hearts_broken:
        return hand & _NOT_HEARTS or hand, HEARTS_NOT_BROKEN
    # 5. Anything goes.
    return hand, None


def legal_mask(hand: Bitboard, led: Bitboard, first_trick: bool, hearts_broken: bool,
               first_trick_points: bool) -> int:
    """The cards of *hand* that may be played now: those of `ruling`."""
    return ruling(hand, led, first_trick, hearts_broken, first_trick_points)[0]


def refusal(card: Bitboard, hand: Bitboard, led: Bitboard, first_trick: bool, hearts_broken: bool,
            first_trick_points: bool) -> Refusal | None:
    """The code of the rule refusing *card* to *hand* (the arguments of `ruling`), or None
    when it may be played: the step of the cascade that chose the legal cards."""
    if not hand & card:
        return NOT_IN_HAND
    allowed, rule = ruling(hand, led, first_trick, hearts_broken, first_trick_points)
    return None if card & allowed else rule


def taking_card(trick: Bitboard, led: Bitboard) -> int:
    """The card taking the cards of *trick* so far: the highest of the suit led (*led*)."""
    return 1 << (trick & led).bit_length() - 1


def points(cards: Bitboard, jack_of_diamonds: bool) -> int:
    """What *cards* cost whoever takes them: 1 a heart, 13 for Q♠, and -10 for J♦ when
    the *jack_of_diamonds* variant is played."""
    total = (cards & HEARTS_MASK).bit_count()
    if cards & _QUEEN:
        total += 13
    if jack_of_diamonds and cards & _JACK:
        total -= 10
    return total


# Penalty points of each card by index, as the rules count them (the J♦ variant apart), and
# all of them: a hand's moon.
PENALTY: Final = tuple(points(1 << index, jack_of_diamonds=False) for index in range(52))
MOON: Final = points(POINT_CARDS_MASK, jack_of_diamonds=False)  # 26


def breaking_cards(qs_breaks_hearts: bool) -> int:
    """The cards whose play breaks hearts: every heart, and Q♠ with that variant."""
    return HEARTS_MASK | _QUEEN if qs_breaks_hearts else HEARTS_MASK


def first_leader(hands: Sequence[int]) -> int:
    """The seat that leads the first trick of a hand: the holder of the 2♣."""
    for seat, hand in enumerate(hands):
        if hand & _TWO_OF_CLUBS:
            return seat
    raise ValueError("no hand holds the 2♣")
