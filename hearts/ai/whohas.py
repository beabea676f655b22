"""Qui a quoi: how likely each other seat holds Q♠, the high spades and the hearts still out,
from one seat's view alone (the hand review asks it of the person's at each step).

It deals the hidden cards as the computer players do (`Sampler`, from `Knowledge`) a fixed
number of times, seeded from the view, so the figures are the same on every machine. A card
whose holder is known (passed to a seat, or the only seat left that may hold it) gets 1
there; the chances of each card add up to 1 over the seats that may hold it.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from typing import Final

from hearts.ai.knowledge import Knowledge
from hearts.ai.sampling import Sampler
from hearts.engine import Card, CardsPassed, Match, PlayerView, Rank, Seat, Suit, TrickTaken

DEALS: Final = 400  # deals drawn per question: a chance within a few percent
HIGH_SPADES: Final = (Card(Suit.SPADES, Rank.QUEEN), Card(Suit.SPADES, Rank.ACE),
                      Card(Suit.SPADES, Rank.KING))
HEARTS: Final = tuple(Card(Suit.HEARTS, rank) for rank in sorted(Rank, reverse=True))
TRACKED: Final = HIGH_SPADES + HEARTS  # the cards whose holder is asked, in this order

Chances = tuple[float, float, float, float]  # by seat


@dataclass(frozen=True)
class WhoHas:
    """The chance each seat holds each tracked card still out (the asking seat's own cards
    and the cards played are not asked)."""

    seat: Seat  # the seat that asks
    cards: tuple[Card, ...]  # the tracked cards still out, in TRACKED's order
    chances: tuple[Chances, ...]  # for each of *cards*, by seat (the asking seat's is 0)

    def chance(self, card: Card, seat: Seat) -> float:
        """The chance that *seat* holds *card* (0 for a card not asked)."""
        if card not in self.cards:
            return 0.0
        return self.chances[self.cards.index(card)][seat]

    def hearts_out(self) -> int:
        """How many hearts the other seats still hold between them."""
        return sum(1 for card in self.cards if card.suit is Suit.HEARTS)

    def expected_hearts(self, seat: Seat) -> float:
        """How many hearts *seat* holds on average."""
        return sum(self.chance(card, seat) for card in self.cards if card.suit is Suit.HEARTS)


def who_has(view: PlayerView, deals: int = DEALS) -> WhoHas:
    """The chances, from *view*, that each other seat holds each tracked card still out."""
    knowledge = Knowledge.from_view(view)
    cards = tuple(card for card in TRACKED if knowledge.unseen & card.bit)
    counts = [[0, 0, 0, 0] for _ in cards]
    if cards:
        sampler = Sampler(knowledge)
        rng = random.Random(view_digest(view))
        for _ in range(deals):
            hands = sampler.deal(rng)
            for row, card in zip(counts, cards, strict=True):
                for seat in sampler.others:
                    if hands[seat] & card.bit:
                        row[seat] += 1
    chances = tuple(_four([count / deals for count in row]) for row in counts)
    return WhoHas(view.seat, cards, chances)


def step_views(match_json: str, hand_number: int, seat: Seat = Seat.SOUTH) -> list[PlayerView]:
    """*seat*'s view at each step of hand *hand_number* as the review shows them: as dealt,
    after the pass (when there is one), then after each trick. ValueError if the text is
    damaged or the match never reached that hand."""
    views: list[PlayerView] = []
    for match, events in Match.replay(match_json):
        if match.hand_number > hand_number:
            break
        if match.hand_number < hand_number:
            continue
        if not views or any(isinstance(event, CardsPassed | TrickTaken) for event in events):
            views.append(match.view(seat))
    if not views:
        raise ValueError(f"the match has not reached hand {hand_number}")
    return views


def hand_chances(match_json: str, hand_number: int, deals: int = DEALS,
                 seat: Seat = Seat.SOUTH) -> tuple[WhoHas, ...]:
    """Qui a quoi at each step of a hand (`step_views`), from *seat*'s view (the person's):
    the work the review hands to the bots' worker."""
    return tuple(who_has(view, deals) for view in step_views(match_json, hand_number, seat))


def view_digest(view: PlayerView) -> int:
    """A seed from what *view* holds: the hand, the seat, its cards, the cards played."""
    played = ",".join(f"{int(seat)}{card.code}" for seat, card in view.plays)
    hand = ",".join(sorted(card.code for card in view.hand))
    passed = ",".join(sorted(card.code for card in view.passed))
    text = f"whohas/{view.hand_number}/{int(view.seat)}/{hand}/{passed}/{played}"
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


def _four(values: list[float]) -> Chances:
    """Four values (one a seat) as a tuple."""
    return (values[0], values[1], values[2], values[3])
