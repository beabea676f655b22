"""Numbered deals: the cards of hand h of deal N are a pure function of (N, h).

The shuffle sorts the 52 cards by 64-bit keys drawn from SHAKE-256 of the deal
number and hand number, so it is the same on every platform and Python version
and does not depend on the `random` module's algorithms.
"""

from __future__ import annotations

import datetime
import hashlib
import struct
from typing import Final

from hearts.engine.cards import DECK, Card, Seat

MIN_DEAL: Final = 1
MAX_DEAL: Final = 999_999
_KEYS: Final = struct.Struct("<52Q")


def check_deal_number(number: object) -> int:
    """The deal number itself if it is an int in 1..999 999; ValueError otherwise."""
    if type(number) is not int or not MIN_DEAL <= number <= MAX_DEAL:
        raise ValueError(f"invalid deal number: {number!r} (1 to 999 999)")
    return number


def shuffled_indexes(deal_number: int, hand_number: int) -> list[int]:
    """The 52 card indexes in the shuffled order of hand *hand_number* of a deal."""
    check_deal_number(deal_number)
    if type(hand_number) is not int or hand_number < 0:
        raise ValueError(f"invalid hand number: {hand_number!r}")
    seed = f"dame-de-pique/{deal_number}/{hand_number}".encode()
    keys = _KEYS.unpack(hashlib.shake_256(seed).digest(_KEYS.size))
    return sorted(range(52), key=keys.__getitem__)


def deal_masks(deal_number: int, hand_number: int) -> list[int]:
    """The four hands of a deal as masks (bit i = card of index i), dealt one card each in turn."""
    order = shuffled_indexes(deal_number, hand_number)
    return [sum(1 << index for index in order[seat::4]) for seat in range(4)]


def deal_hands(deal_number: int, hand_number: int) -> tuple[tuple[Card, ...], ...]:
    """The four sorted hands of 13 cards, indexed by Seat, of hand *hand_number* of a deal."""
    order = shuffled_indexes(deal_number, hand_number)
    return tuple(tuple(DECK[i] for i in sorted(order[seat::4])) for seat in Seat)


def daily_deal_number(date: datetime.date) -> int:
    """The deal everyone plays on *date*: the same number on every machine."""
    digest = hashlib.shake_256(f"dame-de-pique/daily/{date.isoformat()}".encode()).digest(8)
    return int.from_bytes(digest, "little") % MAX_DEAL + MIN_DEAL
