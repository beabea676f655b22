"""How long À votre place takes to play a hand again with Expert in South's seat.

Usage: ``python benchmarks/duplicate_speed.py [--deals 3] [--level hard] [--first-deal 700001]``

For each deal, hand 0 is played as the window plays it (South passes its three first cards
and plays its first legal card; the other seats are the bots of *level*, seeded from their
views), then replayed with Expert at its full budget in South's seat (`worker/duplicate.py`,
what the window's replay worker runs after each hand). Prints the seconds of each replay,
their median and the slowest, and the process time (a busy machine stretches the wall clock,
not the work); the figures are the same work on every machine.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def one_hand(deal: int, level: str) -> str:
    """Hand 0 of *deal* played as the window plays it, the match as JSON."""
    from hearts.engine import Match, Phase, Seat
    from hearts.play import bots

    match = Match(deal)
    while match.phase is Phase.PASSING:
        for seat in Seat:
            if not match.has_passed(seat):
                view = match.view(seat)
                cards = (view.hand[:3] if seat is Seat.SOUTH
                         else bots.choose_pass(level, view))
                match.pass_cards(seat, cards)
    while match.phase is Phase.PLAYING and match.turn is not None:
        seat = match.turn
        view = match.view(seat)
        match.play(seat, view.legal_plays[0] if seat is Seat.SOUTH
                   else bots.choose_play(level, view))
    return match.to_json()


def main() -> int:
    from hearts.play.duplicate import replay_hand

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--first-deal", type=int, default=700_001)
    options = parser.parse_args()
    walls, cpus = [], []
    for deal in range(options.first_deal, options.first_deal + options.deals):
        text = one_hand(deal, options.level)
        wall, cpu = time.perf_counter(), time.process_time()
        duplicate = replay_hand(text, 0, options.level)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        print(f"deal {deal}: {walls[-1]:.1f} s ({cpus[-1]:.1f} s of processor); "
              f"you {duplicate.yours}, Expert {duplicate.expert}", flush=True)
    print(f"replay of a hand at {options.level}: median {statistics.median(walls):.1f} s, "
          f"slowest {max(walls):.1f} s (processor: median {statistics.median(cpus):.1f} s, "
          f"slowest {max(cpus):.1f} s) over {len(walls)} hands")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
