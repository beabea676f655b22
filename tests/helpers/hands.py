"""Hands played as the window plays them: the bots of a level from the worker's functions,
South by a given chooser (the tests' first cards, or Expert's), on the tests' small budget."""

from __future__ import annotations

from collections.abc import Callable

from hearts.engine import Card, Match, Phase, PlayerView, Seat
from hearts.play import bots
from tests.helpers.ai import SMALL_BUDGETS

SOUTH = Seat.SOUTH
Chooser = Callable[[PlayerView], tuple[Card, ...]]


def first_cards(view: PlayerView) -> tuple[Card, ...]:
    """South as the tests play it: its three first cards, its first legal card."""
    return view.hand[:3] if view.phase is Phase.PASSING else view.legal_plays[:1]


def experts_cards(view: PlayerView) -> tuple[Card, ...]:
    """South as Expert (on the tests' budget) plays it."""
    if view.phase is Phase.PASSING:
        return bots.choose_pass("expert", view, SMALL_BUDGETS)
    return (bots.choose_play("expert", view, SMALL_BUDGETS),)


def play_hand(match: Match, level: str, south: Chooser) -> None:
    """The current hand to its end: the bots of *level*, South by *south*."""
    while match.phase is Phase.PASSING:
        for seat in Seat:
            if not match.has_passed(seat):
                view = match.view(seat)
                cards = (south(view) if seat is SOUTH
                         else bots.choose_pass(level, view, SMALL_BUDGETS))
                match.pass_cards(seat, cards)
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        view = match.view(turn)
        card = south(view)[0] if turn is SOUTH else bots.choose_play(level, view, SMALL_BUDGETS)
        match.play(turn, card)


def two_hands(deal: int, level: str, south: Chooser) -> Match:
    """A match whose first two hands South played by *south* against the bots of *level*."""
    match = Match(deal)
    play_hand(match, level, south)
    match.start_next_hand()
    play_hand(match, level, south)
    return match
