"""Every level always makes a legal choice, the same one for the same view and seed."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.ai import bot_seed, make_bot
from hearts.engine import Match, Phase, Rules, Seat
from tests.helpers.ai import random_position
from tests.helpers.engine import rule_sets

# random_position plays up to three hands first: below 100 the game could already be over.
rules = rule_sets.map(lambda table: dataclasses.replace(table, target=100))

seeds = st.integers(min_value=0, max_value=10**9)


def _check_choice(level: str, match: Match, seed: int) -> None:
    bot = make_bot(level, seed)
    if match.phase is Phase.PASSING:
        for seat in Seat:
            view = match.view(seat)
            chosen = bot.choose_pass(view)
            assert len(set(chosen)) == 3 and set(chosen) <= set(view.hand)
            assert chosen == make_bot(level, seed).choose_pass(view)
        return
    turn = match.turn
    assert turn is not None
    view = match.view(turn)
    card = bot.choose_play(view)
    assert card in view.legal_plays
    assert card == make_bot(level, seed).choose_play(view)


@settings(max_examples=300, deadline=None)
@given(seeds, seeds, rules)
def test_facile_and_moyen_always_choose_legally(position: int, seed: int, table: Rules) -> None:
    match = random_position(position, table)
    for level in ("easy", "medium"):
        _check_choice(level, match, seed)


@settings(max_examples=40, deadline=None)
@given(seeds, seeds, rules)
def test_difficile_always_chooses_legally(position: int, seed: int, table: Rules) -> None:
    _check_choice("hard", random_position(position, table), seed)


def test_bots_play_whole_games_to_the_end() -> None:
    """A game between the three levels ends with every play accepted by the engine."""
    match = Match(31, Rules(target=50))
    levels = ("hard", "medium", "easy", "medium")
    while match.phase is not Phase.GAME_OVER:
        if match.phase is Phase.HAND_OVER:
            match.start_next_hand()
        bots = [make_bot(levels[seat], bot_seed(31, match.hand_number, seat)) for seat in Seat]
        if match.phase is Phase.PASSING:
            for seat in Seat:
                match.pass_cards(seat, bots[seat].choose_pass(match.view(seat)))
        while match.phase is Phase.PLAYING:
            turn = match.turn
            assert turn is not None
            match.play(turn, bots[turn].choose_play(match.view(turn)))
    assert max(match.totals) >= 50 and match.winners


_REPLAY = """
from hearts.ai import bot_seed, hint, make_bot
from hearts.engine import Seat
from tests.helpers.ai import random_position
match = random_position(2024)
seat = match.turn
view = match.view(seat)
seed = bot_seed(4711, match.hand_number, seat)
print(seed, make_bot("hard", seed).choose_play(view), make_bot("easy", seed).choose_play(view))
"""


def test_choices_do_not_depend_on_the_hash_seed() -> None:
    """Two processes with different PYTHONHASHSEED make the same choices from the same seed."""
    root = Path(__file__).resolve().parents[2]
    outputs = set()
    for hash_seed in ("0", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", _REPLAY], cwd=root, env=env,
                              capture_output=True, text=True, check=True)
        outputs.add(done.stdout)
    assert len(outputs) == 1
    assert len(outputs.pop().split()) == 3


def test_bot_seeds_differ_by_deal_hand_and_seat() -> None:
    seeds_seen = {bot_seed(deal, hand, seat) for deal in (1, 2) for hand in (0, 1) for seat in Seat}
    assert len(seeds_seen) == 16
