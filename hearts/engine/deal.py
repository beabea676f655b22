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
_BITS: Final = [1 << index for index in range(52)]  # a list: its __getitem__ is the quicker


def check_deal_number(number: object) -> int:
    """The deal number itself if it is an int in 1..999 999; ValueError otherwise."""
    if type(number) is not int or not MIN_DEAL <= number <= MAX_DEAL:
        raise ValueError(f"invalid deal number: {number!r} (1 to 999 999)")
    return number


def _shuffle_keys(deal_number: int, hand_number: int) -> tuple[int, ...]:
    """The 52 64-bit keys of a hand's shuffle: card index i goes where keys[i] ranks."""
    check_deal_number(deal_number)
    if type(hand_number) is not int or hand_number < 0:
        raise ValueError(f"invalid hand number: {hand_number!r}")
    seed = f"dame-de-pique/{deal_number}/{hand_number}".encode()
    return _KEYS.unpack(hashlib.shake_256(seed).digest(_KEYS.size))


def shuffled_indexes(deal_number: int, hand_number: int) -> list[int]:
    """The 52 card indexes in the shuffled order of hand *hand_number* of a deal."""
    # A list's __getitem__ is a plain method, much cheaper per call than a tuple's.
    return sorted(range(52), key=list(_shuffle_keys(deal_number, hand_number)).__getitem__)


def deal_masks(deal_number: int, hand_number: int) -> list[int]:
    """The four hands of a deal as masks (bit i = card of index i), dealt one card each in turn."""
    order = shuffled_indexes(deal_number, hand_number)
    bit = _BITS.__getitem__
    return [sum(map(bit, order[0::4])), sum(map(bit, order[1::4])),
            sum(map(bit, order[2::4])), sum(map(bit, order[3::4]))]


def deal_hands(deal_number: int, hand_number: int) -> tuple[tuple[Card, ...], ...]:
    """The four sorted hands of 13 cards, indexed by Seat, of hand *hand_number* of a deal."""
    order = shuffled_indexes(deal_number, hand_number)
    return tuple(tuple(DECK[i] for i in sorted(order[seat::4])) for seat in Seat)


def daily_deal_number(date: datetime.date) -> int:
    """The deal everyone plays on *date*: the same number on every machine."""
    digest = hashlib.shake_256(f"dame-de-pique/daily/{date.isoformat()}".encode()).digest(8)
    return int.from_bytes(digest, "little") % MAX_DEAL + MIN_DEAL
