"""How many complete random hands per second the engine plays through its public API.

Each hand: a deal, a pass (when the hand has one), 52 plays chosen at random among
the legal ones, and the scoring. One process, so one core. Target: 8,000 hands/s.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time
import timeit

from hearts.engine import Match, Phase, Seat

SEATS = tuple(Seat)
# The 286 ways to choose 3 of 13 cards: one random draw picks a pass, uniformly, at far
# less cost than random.sample, so the harness's own choices weigh little in the figure.
PASS_CHOICES = tuple(itertools.combinations(range(13), 3))


def play_random_hand(match: Match, rng: random.Random) -> None:
    """Play the current hand of *match* to its end with random legal choices."""
    draw = rng.random
    if match.phase is Phase.PASSING:
        for seat in SEATS:
            hand = match.hand(seat)
            first, second, third = PASS_CHOICES[int(draw() * 286)]
            match.pass_cards(seat, (hand[first], hand[second], hand[third]))
    legal_plays, play = match.legal_plays, match.play
    playing = Phase.PLAYING
    while match.phase is playing:
        turn = match.turn
        assert turn is not None
        legal = legal_plays(turn)
        play(turn, legal[int(draw() * len(legal))])


def run(hands: int, seed: int) -> float:
    """Play *hands* hands (new matches as games end); return hands per second."""
    rng = random.Random(seed)
    match = Match(1)
    start = time.perf_counter()
    for number in range(hands):
        if match.phase is Phase.GAME_OVER:
            match = Match(number % 999_999 + 1)
        elif match.phase is Phase.HAND_OVER:
            match.start_next_hand()
        play_random_hand(match, rng)
    return hands / (time.perf_counter() - start)


def reference_loop_us() -> float:
    """Microseconds for sum(range(1000)) here: this machine's speed at the moment of the run
    (about 8 µs on a typical desktop; 14.6–21 µs seen on the 2-core machine of the notes)."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rates = [run(args.hands, args.seed + attempt) for attempt in range(3)]
    print(f"reference loop: {reference_loop_us():.1f} µs")
    print(f"engine: {max(rates):,.0f} hands/s (best of 3 runs of {args.hands:,} hands; "
          f"all: {', '.join(f'{rate:,.0f}' for rate in rates)})")


if __name__ == "__main__":
    main()
