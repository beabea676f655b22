"""Positions written by name, for scenario tests, puzzles and examples."""

from __future__ import annotations

from hearts.engine.cards import DECK, cards
from hearts.engine.match import Match
from hearts.engine.rules import Rules

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
    """A match whose hands hold the named cards ("QS 2C TD"); the rest of the deck,
    from the highest card down, fills them to 13. ValueError if a card is named twice."""
    named = [list(cards(text)) for text in (south, west, north, east)]
    used = {card for hand in named for card in hand}
    if len(used) != sum(len(hand) for hand in named):
        raise ValueError("a card is named twice")
    spare = [card for card in DECK if card not in used]
    for hand in named:
        while len(hand) < 13:
            hand.append(spare.pop())
    return Match.from_hands(named, rules, hand_number=hand_number, totals=totals)


def play_named(match: Match, plays: str) -> None:
    """Play the named cards in order, each by the seat whose turn it is."""
    for card in cards(plays):
        if match.turn is None:
            raise ValueError(f"no one is to play {card}")
        match.play(match.turn, card)
