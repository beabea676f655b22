"""The playouts' inlined loops agree with the reference trick loop (hearts/ai/trick_loop.py),
position by position, with the same rules: Difficile's (`play_out`, Moyen's rules) and the
analysis's (`sharp_play_out`), shooters and shown voids included, on every rule variant."""

from __future__ import annotations

import random

import pytest

from hearts.ai.knowledge import position_of
from hearts.ai.playout import Position, end_state, play_out
from hearts.ai.sharp import sharp_play_out
from hearts.ai.trick_loop import medium_rules, play_hand, sharp_rules
from hearts.engine import Match, Phase, Rules, Seat
from hearts.engine.masks import mask_of
from tests.helpers.ai import random_position

RULES = [Rules(), Rules(first_trick_points=True, qs_breaks_hearts=True),
         Rules(jack_of_diamonds=True, moon_minus=True)]


def playing_positions(count: int, rules: Rules) -> list[Match]:
    """Matches stopped with a card to play, reached at random."""
    found: list[Match] = []
    seed = 0
    while len(found) < count:
        seed += 1
        match = random_position(seed, rules)
        if match.phase is Phase.PLAYING and match.turn is not None:
            found.append(match)
    return found


Start = tuple[Position, list[int], int, int, tuple[int, int, int, int]]


def setup(match: Match, rng: random.Random) -> Start:
    """A playout's start from *match*: the position, the real hands, a legal first card, a
    random set of shooters and random voids shown."""
    seat = match.turn
    assert seat is not None
    position = position_of(match.view(seat))
    hands = [mask_of(match.hand(Seat(each))) for each in range(4)]
    first = rng.choice(match.legal_plays(seat)).index
    shooters = rng.choice([0, 0, 1 << rng.randrange(4)])
    void = [rng.choice([0, 0x1FFF << 13 * rng.randrange(4)]) for _ in range(4)]
    return position, hands, first, shooters, (void[0], void[1], void[2], void[3])


@pytest.mark.parametrize("rules", RULES, ids=["default", "first-points-qs", "jack-moon-minus"])
def test_difficile_s_playout_is_the_reference_loop_with_moyen_s_rules(rules: Rules) -> None:
    rng = random.Random(11)
    for match in playing_positions(60, rules):
        position, hands, first, shooters, _ = setup(match, rng)
        fast = play_out(position, hands[:], first, shooters)
        taken = play_hand(position, hands, medium_rules(shooters),
                          first_card=1 << first)
        assert fast == end_state(position, taken), match.to_json()


@pytest.mark.parametrize("rules", RULES, ids=["default", "first-points-qs", "jack-moon-minus"])
def test_the_analysis_s_playout_is_the_reference_loop_with_the_sharp_rules(rules: Rules) -> None:
    rng = random.Random(12)
    for match in playing_positions(60, rules):
        position, hands, first, shooters, voids = setup(match, rng)
        fast = sharp_play_out(position, hands[:], first, shooters, voids)
        taken = play_hand(position, hands, sharp_rules(shooters),
                          first_card=1 << first, voids=voids)
        assert fast == end_state(position, taken), match.to_json()


@pytest.mark.parametrize("rules", RULES, ids=["default", "first-points-qs", "jack-moon-minus"])
def test_the_analysis_s_playout_with_a_defender_is_the_reference_loop(rules: Rules) -> None:
    rng = random.Random(13)
    for match in playing_positions(60, rules):
        position, hands, first, _, voids = setup(match, rng)
        defender, hunted = rng.sample(range(4), 2)
        shooters = rng.choice([0, 1 << hunted])
        fast = sharp_play_out(position, hands[:], first, shooters, voids, defender, hunted)
        taken = play_hand(position, hands, sharp_rules(shooters, defender, hunted),
                          first_card=1 << first, voids=voids)
        assert fast == end_state(position, taken), match.to_json()
