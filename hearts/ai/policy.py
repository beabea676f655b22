"""Fast play policies on card bits: the Moyen player's rules and a moon shooter's.

They pick one card index from a non-empty mask of legal cards. Moyen is the
level's own play and the way the search imagines every other player; the
shooter policy is how it imagines a player (itself included) going for the moon.
"""

from __future__ import annotations

from typing import Final

from hearts.ai.bits import HEARTS, NO_POINTS, QUEEN_OF_SPADES_BIT, QUEEN_OF_SPADES_INDEX

# Suit shifts in order of preference when two suits offer the same rank.
_LOW_LEAD_ORDER: Final = (13, 0, 39, 26)  # diamonds, clubs, spades, hearts last
_DISCARD_ORDER: Final = (39, 13, 0, 26)  # high spades first (Q♠ is already gone)
_SHOOT_LEAD_ORDER: Final = (26, 39, 13, 0)  # hearts first: they are what a moon needs
_RANKS: Final = 0x1FFF


def _pick_rank(legal: int, rank_bit: int, order: tuple[int, ...]) -> int:
    """The index of the card of rank *rank_bit* found first in the suits of *order*."""
    for shift in order:
        bit = rank_bit << shift
        if legal & bit:
            return bit.bit_length() - 1
    raise ValueError("no card of that rank")


def _folded(mask: int) -> int:
    return (mask | mask >> 13 | mask >> 26 | mask >> 39) & _RANKS


def medium_lead(legal: int) -> int:
    """Lead low: the lowest rank held, hearts last among equal ranks."""
    folded = _folded(legal)
    return _pick_rank(legal, folded & -folded, _LOW_LEAD_ORDER)


def medium_follow(legal: int, winning: int, last: bool) -> int:
    """Follow with the highest card that still loses the trick, else low (never Q♠ if avoidable).

    *winning* is the index of the card now taking the trick; *legal* holds only the
    suit led. Last to play and forced to win, it sheds its highest card instead.
    """
    below = legal & ((1 << winning) - 1)
    if below:
        return below.bit_length() - 1
    others = legal & ~QUEEN_OF_SPADES_BIT or legal
    if last:
        return others.bit_length() - 1
    return (others & -others).bit_length() - 1


def medium_discard(legal: int) -> int:
    """When void: Q♠ first, then the highest heart, then the highest card."""
    if legal & QUEEN_OF_SPADES_BIT:
        return QUEEN_OF_SPADES_INDEX
    hearts = legal & HEARTS
    if hearts:
        return hearts.bit_length() - 1
    folded = _folded(legal)
    return _pick_rank(legal, 1 << (folded.bit_length() - 1), _DISCARD_ORDER)


def shoot_lead(legal: int) -> int:
    """Going for the moon: lead the highest rank held, hearts first."""
    folded = _folded(legal)
    return _pick_rank(legal, 1 << (folded.bit_length() - 1), _SHOOT_LEAD_ORDER)


def shoot_follow(legal: int, winning: int) -> int:
    """Going for the moon: win with the highest card when it can, else throw the lowest."""
    if legal >> winning:
        return legal.bit_length() - 1
    return (legal & -legal).bit_length() - 1


def shoot_discard(legal: int) -> int:
    """Going for the moon: keep hearts and Q♠, throw the lowest card without points."""
    safe = legal & NO_POINTS or legal
    folded = _folded(safe)
    return _pick_rank(safe, folded & -folded, _LOW_LEAD_ORDER)
