"""Building positions with cards written by name, for the engine's scenario tests."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from hearts.engine import Card, Match, Phase, Rules, Seat
from hearts.engine.positions import deal_with
from hearts.engine.positions import play_named as play_all

__all__ = ["deal_with", "holder", "play_all", "play_randomly", "rule_sets"]

# Any table of variants, for the property tests.
rule_sets = st.builds(
    Rules,
    qs_breaks_hearts=st.booleans(),
    first_trick_points=st.booleans(),
    jack_of_diamonds=st.booleans(),
    moon_minus=st.booleans(),
    tie_replay=st.booleans(),
    target=st.sampled_from((50, 100, 150)),
)


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
