"""Building positions with cards written by name, for the engine's scenario tests."""

from __future__ import annotations

import random

from hearts.engine import DECK, Card, Match, Phase, Rules, Seat, cards

NO_PASS_HAND = 3  # hand number 3 passes nothing: play starts at once


def deal_with(
    south: str = "",
    west: str = "",
    north: str = "",
    east: str = "",
    *,
    rules: Rules | None = None,
    hand_number: int = NO_PASS_HAND,
    totals: tuple[int, int, int, int] = (0, 0, 0, 0),
) -> Match:
    """A match whose hands hold the named cards; the rest of the deck fills them to 13."""
    named = [list(cards(text)) for text in (south, west, north, east)]
    used = {card for hand in named for card in hand}
    spare = [card for card in DECK if card not in used]
    for hand in named:
        while len(hand) < 13:
            hand.append(spare.pop())
    return Match.from_hands(named, rules, hand_number=hand_number, totals=totals)


def play_all(match: Match, plays: str) -> None:
    """Play the named cards in order, each by the seat whose turn it is."""
    for card in cards(plays):
        assert match.turn is not None
        match.play(match.turn, card)


def play_randomly(match: Match, rng: random.Random, until: Phase | None = None) -> None:
    """Pass and play random legal cards until the hand ends (or *until* a phase)."""
    while match.phase in (Phase.PASSING, Phase.PLAYING) and match.phase != until:
        if match.phase is Phase.PASSING:
            for seat in Seat:
                if not match.has_passed(seat):
                    match.pass_cards(seat, rng.sample(match.hand(seat), 3))
            continue
        seat = match.turn
        assert seat is not None
        match.play(seat, rng.choice(match.legal_plays(seat)))


def holder(match: Match, card: Card) -> Seat:
    """The seat holding *card*."""
    return next(seat for seat in Seat if card in match.hand(seat))
