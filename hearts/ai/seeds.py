"""The computer players' seeds: each a pure function of what it is drawn from.

A bot's seed comes from its seat's view (`view_seed`), a measurement's from the deal
(`bot_seed`), one decision's generator from the seed and the point reached
(`decision_rng`), and Expert's and the analysis's from the view and the point alone
(`decision_seed`), so that the hint, Expert and the analysis see the same deals.
"""

from __future__ import annotations

import hashlib
import random

from hearts.engine import PlayerView


def bot_seed(deal_number: int, hand_number: int, seat: int) -> int:
    """The seed of the bot in *seat* for a hand of a deal: the same on every machine.

    For measurements (the tournament) only: a seed made from the deal number can be
    searched back to that number, which gives every hand. The window uses view_seed.
    """
    return digest(f"bot/{deal_number}/{hand_number}/{int(seat)}")


def view_seed(view: PlayerView) -> int:
    """The seed of the bot in the view's seat for this hand, from what its view holds alone.

    It mixes the hand number, the seat and the cards the seat held at the start of this
    hand (held now, played, or given away, less those received): the same for every
    decision of the hand, the same after a resume, and it tells nothing of other hands.
    """
    played = {card for seat, card in view.plays if seat == view.seat}
    dealt = (set(view.hand) | played | set(view.passed)) - set(view.received)
    codes = ",".join(sorted(card.code for card in dealt))
    return digest(f"view/{view.hand_number}/{int(view.seat)}/{codes}")


def decision_seed(view: PlayerView) -> int:
    """The seed of one of Expert's (and the analysis's) decisions: the seat's dealt cards
    and hand (`view_seed`), and the point reached."""
    return digest(f"analysis/{view_seed(view)}/{int(view.phase)}/{len(view.plays)}")


def decision_rng(seed: int, view: PlayerView) -> random.Random:
    """A fresh generator for one decision: a pure function of the seed and the point reached."""
    played = len(view.plays)
    return random.Random(digest(f"{seed}/{view.hand_number}/{int(view.seat)}/"
                                f"{int(view.phase)}/{played}"))


def digest(text: str) -> int:
    """Eight bytes of BLAKE2b of *text*, as a number: the same on every machine."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")
