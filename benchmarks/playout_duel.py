"""How well the analysis's imagined players play: its playout rules (`sharp`) against Moyen's.

Each numbered deal is played four times on card bits, one seat playing one set of rules
and the other three the other, the lone seat in each place in turn: once as a hand
without a pass, once after the passes Difficile makes (to the left, right or across, by
the deal's number), as three hands in four are. The figure is the lone seat's points
minus the others' mean, per hand, with a 95% interval over the deals (negative: the lone
rules take fewer points). Nobody searches: this measures the rules the playouts use.

    PYTHONPATH=. python benchmarks/playout_duel.py --deals 3000
"""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Callable

from hearts.ai.policy import medium_discard, medium_follow, medium_lead
from hearts.ai.sharp import sharp_card
from hearts.engine.play_rules import taking_card
from hearts.tournament import Chooser, hands_after_passes, hands_without_pass, play_on_bits


def moyen(legal: int, hand: int, table: int, led: int, count: int, out: int,
          opp_voids: int = 0) -> int:
    """Moyen's card."""
    if not led:
        return medium_lead(legal)
    if legal & led:
        return medium_follow(legal, taking_card(table, led), count == 3)
    return medium_discard(legal)


def duel(lone: Chooser, field: Chooser, deals: int,
         hands_of: Callable[[int], list[int]] = hands_without_pass) -> tuple[float, float]:
    """The lone rules' mean lead over the field's (points per hand) and its 95% half-width."""
    deltas = []
    for deal in range(1, deals + 1):
        hands = hands_of(deal)
        seatings = []
        for place in range(4):
            scores = play_on_bits(hands, [lone if seat == place else field for seat in range(4)])
            others = [scores[seat] for seat in range(4) if seat != place]
            seatings.append(scores[place] - statistics.fmean(others))
        deltas.append(statistics.fmean(seatings))
    half = 1.96 * statistics.stdev(deltas) / math.sqrt(len(deltas))
    return statistics.fmean(deltas), half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=3000, help="deals (default 3000)")
    args = parser.parse_args()
    for kind, hands_of in (("no pass", hands_without_pass), ("after the pass", hands_after_passes)):
        for name, lone, field in (("sharp among Moyen", sharp_card, moyen),
                                  ("Moyen among sharp", moyen, sharp_card)):
            mean, half = duel(lone, field, args.deals, hands_of)
            print(f"{name}, {kind}: {mean:+.2f} points per hand,"
                  f" 95% [{mean - half:+.2f}, {mean + half:+.2f}] over {args.deals} deals")


if __name__ == "__main__":
    main()
