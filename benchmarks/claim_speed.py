"""How long `find_claim` takes after each play, as the window calls it for South.

Random hands of numbered deals (random passes, random legal plays, the variants changing
from hand to hand); after every card, South's claim is asked for at the default budget
and timed, as the best of --repeat calls (the answer cache emptied before each). Target:
a few milliseconds at worst. Prints the median, p99 and the slowest; then the slowest
positions are timed again, 20 calls each, so that a pause of a shared machine does not
pass for the search's time. Also how often a claim was offered and (with --missed) how
many claims a budget of a hundred times the default finds that the default does not.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import timeit

from hearts.engine import ClaimKind, Match, Phase, Rules, Seat, find_claim
from hearts.engine.claim import DEFAULT_BUDGET, _find

SLOWEST = 20  # positions timed again at the end


def variants(number: int) -> Rules:
    """The variants of hand *number*: each of the two that change the play, in turn."""
    return Rules(qs_breaks_hearts=number % 2 == 1, first_trick_points=number % 3 == 1)


def time_claim(match: Match, repeat: int) -> tuple[float, ClaimKind | None]:
    """The best time of *repeat* calls of find_claim on *match* (s), and its answer."""
    best = float("inf")
    claim = None
    for _ in range(repeat):
        _find.cache_clear()  # each call searches, as for a position never seen
        start = time.perf_counter()
        claim = find_claim(match)
        best = min(best, time.perf_counter() - start)
    return best, claim


def play_hands(hands: int, seed: int, repeat: int, missed: bool) -> tuple[
        list[tuple[float, str]], int, int]:
    """Play random hands, timing find_claim after every card; return (time in s, the
    match as JSON) for each position, the claims offered and the claims missed."""
    rng = random.Random(seed)
    timed: list[tuple[float, str]] = []
    offered = lost = 0
    for number in range(hands):
        match = Match(number % 999_999 + 1, variants(number))
        if match.phase is Phase.PASSING:
            for seat in Seat:
                match.pass_cards(seat, rng.sample(match.hand(seat), 3))
        while match.phase is Phase.PLAYING:
            elapsed, claim = time_claim(match, repeat)
            timed.append((elapsed, match.to_json()))
            offered += claim is not None
            if missed and claim is None:
                lost += find_claim(match, budget=100 * DEFAULT_BUDGET) is not None
            turn = match.turn
            assert turn is not None
            match.play(turn, rng.choice(match.legal_plays(turn)))
    return timed, offered, lost


def percentile(ordered: list[float], share: float) -> float:
    """The value below which *share* of the sorted values lie."""
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def reference_loop_us() -> float:
    """Microseconds for sum(range(1000)) here: this machine's speed at the moment of the run
    (about 8 µs on a typical desktop)."""
    return min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3, help="calls timed per position")
    parser.add_argument("--missed", action="store_true",
                        help="also count the claims a larger budget finds (slow)")
    args = parser.parse_args()
    before = reference_loop_us()
    timed, offered, missed = play_hands(args.hands, args.seed, args.repeat, args.missed)
    timed.sort(key=lambda entry: entry[0])
    again = [time_claim(Match.from_json(text), 20)[0] for _, text in timed[-SLOWEST:]]
    after = reference_loop_us()
    ordered = [elapsed * 1000 for elapsed, _ in timed]
    print(f"reference loop: {before:.1f} µs before, {after:.1f} µs after")
    print(f"find_claim after {len(ordered):,} plays of {args.hands} hands, budget "
          f"{DEFAULT_BUDGET:,} nodes: median {statistics.median(ordered):.3f} ms, "
          f"p99 {percentile(ordered, 0.99):.2f} ms, max {ordered[-1]:.2f} ms")
    print(f"the {SLOWEST} slowest positions timed again (best of 20): "
          f"max {max(again) * 1000:.2f} ms")
    print(f"claims offered: {offered:,} ({offered / len(ordered):.1%} of the positions)")
    if args.missed:
        print(f"claims a budget of {100 * DEFAULT_BUDGET:,} finds and the default misses: "
              f"{missed:,}")


if __name__ == "__main__":
    main()
