"""How long Expert takes to decide, over whole hands where all four seats are Expert.

Targets on the reference machine (2 cores): a card's median at most 400 ms, its p95 at
most 1.5 s, a pass at most 3 s. Hands cycle through the four passing directions of
numbered deals; forced cards (one legal card) count as the window's players meet them.
The budget is work (deals and card plays), never the clock, so the choices do not depend
on the machine: only the times below do.

    PYTHONPATH=. python benchmarks/expert_speed.py --hands 8
"""

from __future__ import annotations

import argparse
import statistics
import time

from hearts.ai import make_bot
from hearts.engine import Match, Phase, Seat, deal_hands


def time_hand(deal: int, hand_number: int) -> tuple[list[float], list[float]]:
    """One hand played by four Expert players: the times of their passes and of their cards."""
    match = Match.from_hands(deal_hands(deal, hand_number), hand_number=hand_number,
                             deal_number=deal)
    bots = [make_bot("expert", 0) for _ in Seat]
    passes: list[float] = []
    plays: list[float] = []
    if match.phase is Phase.PASSING:
        for seat in Seat:
            start = time.perf_counter()
            chosen = bots[seat].choose_pass(match.view(seat))
            passes.append(time.perf_counter() - start)
            match.pass_cards(seat, chosen)
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        start = time.perf_counter()
        card = bots[turn].choose_play(match.view(turn))
        plays.append(time.perf_counter() - start)
        match.play(turn, card)
    return passes, plays


def percentile(times: list[float], share: float) -> float:
    """The time below which *share* of *times* fall."""
    ordered = sorted(times)
    return ordered[max(0, int(share * len(ordered)) - 1)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=8, help="hands played (default 8)")
    parser.add_argument("--first-deal", type=int, default=1)
    args = parser.parse_args()
    passes: list[float] = []
    plays: list[float] = []
    for number in range(args.hands):
        hand_passes, hand_plays = time_hand(args.first_deal + number, number % 4)
        passes += hand_passes
        plays += hand_plays
        print(f"hand {number + 1}: {sum(hand_passes) + sum(hand_plays):5.1f} s", flush=True)
    print(f"cards: {len(plays)}, median {1000 * statistics.median(plays):.0f} ms, "
          f"p95 {1000 * percentile(plays, 0.95):.0f} ms, max {1000 * max(plays):.0f} ms")
    if passes:
        print(f"passes: {len(passes)}, median {1000 * statistics.median(passes):.0f} ms, "
              f"max {1000 * max(passes):.0f} ms")


if __name__ == "__main__":
    main()
