"""Positions for the computer players' tests: cards written by name, random positions."""

from __future__ import annotations

import random

from hearts.engine import DECK, Match, Phase, Rules, Seat, cards

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
    if len(used) != sum(len(hand) for hand in named):
        raise ValueError("a card is named twice")
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


def random_position(seed: int, rules: Rules | None = None) -> Match:
    """A match stopped at a random point of a hand (passing or playing), reached at random."""
    rng = random.Random(seed)
    match = Match(rng.randint(1, 999_999), rules)
    for _ in range(rng.randint(0, 3)):
        _finish_hand_randomly(match, rng)
        match.start_next_hand()
    stop = rng.randint(0, 52)
    if match.phase is Phase.PASSING and rng.random() < 0.3:
        return match
    _pass_randomly(match, rng)
    for _ in range(min(stop, 51)):
        seat = match.turn
        assert seat is not None
        match.play(seat, rng.choice(match.legal_plays(seat)))
    return match


def _pass_randomly(match: Match, rng: random.Random) -> None:
    if match.phase is Phase.PASSING:
        for seat in Seat:
            match.pass_cards(seat, rng.sample(match.hand(seat), 3))


def _finish_hand_randomly(match: Match, rng: random.Random) -> None:
    _pass_randomly(match, rng)
    while match.phase is Phase.PLAYING:
        seat = match.turn
        assert seat is not None
        match.play(seat, rng.choice(match.legal_plays(seat)))
