"""Building positions with cards written by name, and whole games played at random."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from hearts.engine import Card, Match, Phase, Rules, Seat
from hearts.engine.positions import deal_with
from hearts.engine.positions import play_named as play_all

__all__ = ["deal_with", "holder", "play_all", "play_randomly", "random_game", "rule_sets"]

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
        turn = match.turn
        assert turn is not None
        match.play(turn, rng.choice(match.legal_plays(turn)))


def holder(match: Match, card: Card) -> Seat:
    """The seat holding *card*."""
    return next(seat for seat in Seat if card in match.hand(seat))


def random_game(deal: int, seed: int, hands: int | None = None) -> Match:
    """Deal *deal* played with random legal cards to its end, or until *hands* hands are
    finished and the next one is dealt."""
    rng = random.Random(seed)
    match = Match(deal, Rules(target=50))
    while match.phase is not Phase.GAME_OVER:
        if match.phase is Phase.HAND_OVER:
            match.start_next_hand()
            if match.hand_number == hands:
                break
        elif match.phase is Phase.PASSING:
            for seat in Seat:
                match.pass_cards(seat, rng.sample(match.hand(seat), 3))
        else:
            assert match.turn is not None
            match.play(match.turn, rng.choice(match.legal_plays(match.turn)))
    return match
