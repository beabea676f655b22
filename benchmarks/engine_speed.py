"""How many complete random hands per second the engine plays through its public API.

Each hand: a deal, a pass (when the hand has one), 52 plays chosen at random among
the legal ones, and the scoring. One process, so one core. Target: 8,000 hands/s.
Prints the best of several short runs, with the median and the slowest.

For reference, when OpenSpiel's Python module (pyspiel) can be imported, the same runs
alternate with random hands of OpenSpiel's C++ hearts driven from Python the same way:
from each state, a uniformly random legal action (its deal, pass and play actions).
OpenSpiel is no dependency of the game: install it apart, for instance
    python -m venv /tmp/openspiel && /tmp/openspiel/bin/pip install open_spiel
    PYTHONPATH=. /tmp/openspiel/bin/python benchmarks/engine_speed.py
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import random
import statistics
import time
import timeit
from math import floor
from typing import Any

from hearts.engine import Match, Phase, Seat

SEATS = tuple(Seat)
PASSING, PLAYING, HAND_OVER, GAME_OVER = Phase  # plain names: quicker than Phase.X
# The 286 ways to choose 3 of 13 cards: one random draw picks a pass, uniformly, at far
# less cost than random.sample, so the harness's own choices weigh little in the figure.
PASS_CHOICES = tuple(itertools.combinations(range(13), 3))
PLAYS_PER_HAND = range(52)


def play_random_hand(match: Match, rng: random.Random) -> None:
    """Play the current hand of *match* to its end with random legal choices."""
    draw = rng.random
    if match.phase is PASSING:
        for seat in SEATS:
            hand = match.hand(seat)
            first, second, third = PASS_CHOICES[floor(draw() * 286)]
            match.pass_cards(seat, (hand[first], hand[second], hand[third]))
    legal_plays, play = match.legal_plays, match.play
    for _ in PLAYS_PER_HAND:
        turn = match.turn
        assert turn is not None
        legal = legal_plays(turn)
        play(turn, legal[floor(draw() * len(legal))])  # floor: cheaper than int()
    assert match.phase is not PLAYING


def run(hands: int, seed: int) -> float:
    """Play *hands* hands (new matches as games end); return hands per second."""
    rng = random.Random(seed)
    match = Match(1)
    start = time.perf_counter()
    for number in range(hands):
        if match.phase is GAME_OVER:
            match = Match(number % 999_999 + 1)
        elif match.phase is HAND_OVER:
            match.start_next_hand()
        play_random_hand(match, rng)
    return hands / (time.perf_counter() - start)


def openspiel_hearts() -> Any | None:
    """OpenSpiel's hearts game when pyspiel is installed, else None."""
    try:
        pyspiel = importlib.import_module("pyspiel")
    except ImportError:
        return None
    return pyspiel.load_game("hearts")


def run_openspiel(game: Any, hands: int, seed: int) -> float:
    """Play *hands* OpenSpiel hands, each action drawn among the legal ones; hands per second."""
    draw = random.Random(seed).random
    start = time.perf_counter()
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply_action(legal[floor(draw() * len(legal))])
    return hands / (time.perf_counter() - start)


def summary(rates: list[float], runs: int, hands: int) -> str:
    """The best run, then the median and the slowest."""
    rates = sorted(rates)
    return (f"{rates[-1]:,.0f} hands/s (best of {runs} runs of {hands:,} hands; "
            f"median {statistics.median(rates):,.0f}, slowest {rates[0]:,.0f})")


def reference_loop_us() -> float:
    """Microseconds for sum(range(1000)) here: this machine's speed at the moment of the run
    (about 8 µs on a typical desktop; 14.6–21 µs seen on the 2-core machine of the notes)."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=4_000, help="hands per run")
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = openspiel_hearts()
    before = reference_loop_us()
    rates, references = [], []
    for attempt in range(args.runs):  # alternated, so that both see the machine's moods
        rates.append(run(args.hands, args.seed + attempt))
        if game is not None:
            references.append(run_openspiel(game, args.hands, args.seed + attempt))
    after = reference_loop_us()
    # The best run is the engine's speed with the machine to itself; other programs on a
    # shared machine only ever slow a run down, which the median and the slowest show.
    print(f"reference loop: {before:.1f} µs before, {after:.1f} µs after")
    print(f"engine: {summary(rates, args.runs, args.hands)}")
    if game is None:
        print("openspiel: not installed (pyspiel); see this script's docstring to compare")
        return
    ratios = [mine / theirs for mine, theirs in zip(rates, references, strict=True)]
    print(f"openspiel hearts from Python: {summary(references, args.runs, args.hands)}")
    print(f"engine / openspiel, run by run: median {statistics.median(ratios):.2f}")


if __name__ == "__main__":
    main()
