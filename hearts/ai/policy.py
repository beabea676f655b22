"""Fast play policies on card bits: the Moyen player's rules and a moon shooter's.

Each picks one card from a non-empty mask of legal cards and returns it as a mask
of one bit (`masks.card_of` turns it into a Card). Moyen is the level's own play and
the way the search imagines every other player; the shooter policy is how it
imagines a player (itself included) going for the moon.
"""

from __future__ import annotations

from typing import Final

from hearts.engine.masks import HEARTS, NO_POINTS, QUEEN_OF_SPADES_BIT

# Suit shifts in order of preference when two suits offer the same rank.
_LOW_LEAD_ORDER: Final = (13, 0, 39, 26)  # diamonds, clubs, spades, hearts last
_DISCARD_ORDER: Final = (39, 13, 0, 26)  # high spades first (Q♠ is already gone)
_SHOOT_LEAD_ORDER: Final = (26, 39, 13, 0)  # hearts first: they are what a moon needs
_RANKS: Final = 0x1FFF


def medium_lead(legal: int, order: tuple[int, ...] = _LOW_LEAD_ORDER) -> int:
    """Lead low: the lowest rank held; among equal ranks, the first suit of *order*
    (hearts last)."""
    ranks = legal | legal >> 26
    ranks = (ranks | ranks >> 13) & _RANKS  # the ranks held in any suit
    rank = ranks & -ranks
    for shift in order:
        card = rank << shift
        if legal & card:
            return card
    raise ValueError("no card of that rank")


def _highest_rank(legal: int, order: tuple[int, ...]) -> int:
    """A card of the highest rank held: among equal ranks, the first suit of *order*."""
    ranks = legal | legal >> 26
    ranks = (ranks | ranks >> 13) & _RANKS  # the ranks held in any suit
    rank = 1 << ranks.bit_length() - 1
    for shift in order:
        card = rank << shift
        if legal & card:
            return card
    raise ValueError("no card of that rank")


def medium_follow(legal: int, winning: int, last: bool) -> int:
    """Follow with the highest card that still loses the trick, else low (never Q♠ if avoidable).

    *winning* is the card now taking the trick; *legal* holds only the suit led. Last
    to play and forced to win, it sheds its highest card instead.
    """
    below = legal & (winning - 1)
    if below:
        return 1 << below.bit_length() - 1
    others = legal & ~QUEEN_OF_SPADES_BIT or legal
    if last:
        return 1 << others.bit_length() - 1
    return others & -others


def medium_discard(legal: int) -> int:
    """When void: Q♠ first, then the highest heart, then the highest card."""
    if legal & QUEEN_OF_SPADES_BIT:
        return QUEEN_OF_SPADES_BIT
    hearts = legal & HEARTS
    if hearts:
        return 1 << hearts.bit_length() - 1
    return _highest_rank(legal, _DISCARD_ORDER)


def shoot_lead(legal: int) -> int:
    """Going for the moon: lead the highest rank held, hearts first."""
    return _highest_rank(legal, _SHOOT_LEAD_ORDER)


def shoot_follow(legal: int, winning: int) -> int:
    """Going for the moon: win with the highest card when it can, else throw the lowest."""
    if legal > winning:
        return 1 << legal.bit_length() - 1
    return legal & -legal


def shoot_discard(legal: int) -> int:
    """Going for the moon: keep hearts and Q♠, throw the lowest card without points."""
    return medium_lead(legal & NO_POINTS or legal)
