"""Positions for the computer players' tests: cards written by name, random positions; a
small analysis budget."""

from __future__ import annotations

import random
from typing import Final

from hearts.ai.search import Budget
from hearts.engine import Match, Phase, Rules, Seat
from hearts.engine.positions import deal_with
from hearts.engine.positions import play_named as play_all
from hearts.play.bots import Budgets

__all__ = ["SMALL", "SMALL_BUDGETS", "deal_with", "play_all", "random_position"]

# An analysis budget that keeps the window's analysis tests quick.
SMALL = Budget(play_budget=1_500, min_deals=3, max_deals=6, pass_deals=3, pass_shortlist=3)
# The budgets the window's tests give the levels: Expert (and so the hint and the analysis)
# on SMALL, Difficile on its own.
SMALL_BUDGETS: Final[Budgets] = {"expert": SMALL}


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
