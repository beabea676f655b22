"""How many complete random hands per second the engine plays through its public API.

Each hand: a deal, a pass (when the hand has one), 52 plays chosen at random among
the legal ones, and the scoring. One process, so one core. Target: 8,000 hands/s.
Prints the best of several short runs, with the median and the slowest.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import time
import timeit
from math import floor

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
    before = reference_loop_us()
    rates = sorted(run(args.hands, args.seed + attempt) for attempt in range(args.runs))
    after = reference_loop_us()
    # The best run is the engine's speed with the machine to itself; other programs on a
    # shared machine only ever slow a run down, which the median and the slowest show.
    print(f"reference loop: {before:.1f} µs before, {after:.1f} µs after")
    print(f"engine: {rates[-1]:,.0f} hands/s (best of {args.runs} runs of {args.hands:,} hands; "
          f"median {statistics.median(rates):,.0f}, slowest {rates[0]:,.0f})")


if __name__ == "__main__":
    main()
