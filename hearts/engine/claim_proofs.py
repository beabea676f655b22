"""The quick proofs of a claim: tests that decide, without searching, whether a seat's
cards surely take every trick left or surely lose them all, and which of its cards are
interchangeable for who takes which trick. `claim` searches only where these cannot tell.
All work on 52-bit card masks (see `masks`). See docs/ARCHITECTURE.md, "Where things live".
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from hearts.engine.cards import QUEEN_OF_SPADES
from hearts.engine.masks import SUIT_MASKS

_QUEEN_INDEX: Final = QUEEN_OF_SPADES.index
_SUITS: Final = tuple(enumerate(SUIT_MASKS))

Hands = tuple[int, int, int, int]


@lru_cache(maxsize=1 << 16)
def suit_runs(base: int, legal: int, alive: int) -> tuple[int, ...]:
    """For the 13-bit sets of one suit starting at card index *base*: the highest card of
    each run of *legal* cards with no other *alive* card between them, low to high."""
    blockers = alive & ~legal
    found = []
    rest = legal
    while rest:
        low = rest & -rest
        rest ^= low
        following = rest & -rest
        if following and not blockers & (following - (low << 1)):
            continue  # the next card up is the same card, as far as tricks go
        found.append(base + low.bit_length() - 1)
    return tuple(found)


def representatives(legal: int, alive: int, special: int) -> list[int]:
    """One card index for each run of *legal* cards with no other live card between them.

    Such cards are interchangeable for who takes which trick; *special* (Q♠ when it
    would open hearts) is never merged with its neighbours. Lowest first.
    """
    mergeable = legal & ~special
    if mergeable == legal:  # the usual case: no special card
        suit = (legal.bit_length() - 1) // 13
        shift = 13 * suit
        if not legal & ~SUIT_MASKS[suit]:  # following suit, or one suit left
            return list(suit_runs(shift, legal >> shift, alive >> shift & 0x1FFF))
    found: list[int] = []
    for suit, _ in _SUITS:
        shift = 13 * suit
        suited = mergeable >> shift & 0x1FFF
        if suited:
            found += suit_runs(shift, suited, alive >> shift & 0x1FFF)
    if legal & special:
        found.append(_QUEEN_INDEX)
        found.sort()
    return found


def sure_leader(mine: int, hands: Hands, seat: int) -> bool | None:
    """With *seat* leading every trick from now (not the first): True if it surely takes
    them all, False if it surely does not, None if this quick test cannot tell.

    False: an opponent holds a card above all of the seat's cards of a suit it holds; it
    keeps that card until the suit is led. True: in each suit, leading from the top, the
    seat's i-th card beats the top card of every opponent holding at least i of the suit
    (fewer opponent cards only make it truer, so it holds after they play theirs).
    """
    sure = True
    for _, suit_mask in _SUITS:
        suited = mine & suit_mask
        if not suited:
            continue
        length = suited.bit_count()
        for other in range(4):
            theirs = hands[other] & suit_mask
            if other == seat or not theirs:
                continue
            if theirs.bit_length() > suited.bit_length():
                return False
            if sure and nth_highest(suited, min(length, theirs.bit_count())) < theirs:
                sure = False
    return True if sure else None


def nth_highest(mask: int, place: int) -> int:
    """The bit of the *place*-th highest card of *mask* (1 = its highest)."""
    for _ in range(place - 1):
        mask ^= 1 << (mask.bit_length() - 1)
    return 1 << (mask.bit_length() - 1)


def sure_follower(hands: Hands, seat: int, leader: int, lead: int) -> bool | None:
    """With *leader* (not the seat) to lead and the seat trying to take nothing: True if
    it surely takes nothing, False if it surely takes a trick, None if the quick test
    cannot tell. *lead* holds the cards *leader* may lead.

    True: the seat can duck in every suit (`can_duck`), or the leader holds only suits
    nobody else holds (it takes every trick). False: the leader may lead a suit that the
    others can keep leading low until the seat must take a trick (`run_forces`).
    """
    mine = hands[seat]
    others = others_of(hands, mine)
    sure = True
    alone = True
    for _, suit_mask in _SUITS:
        suited = mine & suit_mask
        theirs = others & suit_mask
        if hands[leader] & suit_mask and (suited or theirs & ~hands[leader]):
            alone = False
        if not suited or not theirs:
            continue
        if lead & suit_mask and run_forces(hands, seat, leader, suit_mask):
            return False
        if sure and not can_duck(suited, theirs):
            sure = False
    return True if sure or alone else None


def others_of(hands: Hands, mine: int) -> int:
    """The cards the three others hold."""
    return (hands[0] | hands[1] | hands[2] | hands[3]) & ~mine


def can_duck(mine: int, theirs: int) -> bool:
    """Whether, in one suit, the seat can play under every lead of the others, whatever
    they lead: its i-th lowest card is below their i-th lowest, for as many as both hold.

    Playing the highest card below each lead keeps that true, the seat never leads, and
    fewer cards in the others' hands only make it truer.
    """
    while mine and theirs:
        low = mine & -mine
        their_low = theirs & -theirs
        if low > their_low:
            return False
        mine ^= low
        theirs ^= their_low
    return True


def undefended(mine: int, others: int) -> int:
    """The suits (as one mask) in which the seat cannot be sure to duck (`can_duck`)."""
    found = 0
    for _, suit_mask in _SUITS:
        if not can_duck(mine & suit_mask, others & suit_mask):
            found |= suit_mask
    return found


def run_forces(hands: Hands, seat: int, leader: int, suit_mask: int) -> bool:
    """Whether the others, leading the suit and each playing their lowest card of it (the
    winner leading again), force the seat, which must follow, to take one of the tricks.

    While the seat ducks, those tricks do not depend on its cards: it survives them only
    if its cards, low to high, are each below the best card of a trick, best low to high.
    """
    held = [hand & suit_mask for hand in hands]
    mine = held[seat]
    bests = []
    for _ in range(mine.bit_count()):
        if not held[leader]:
            return False  # the run stops before the seat has played all its cards
        best = 0
        for other in range(4):
            low = held[other] & -held[other]
            if other == seat or not low:
                continue
            held[other] ^= low
            if low > best:
                best, leader = low, other
        bests.append(best)
    bests.sort()
    for best in bests:
        low = mine & -mine
        if low > best:
            return True
        mine ^= low
    return False
