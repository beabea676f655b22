"""How long the analysis of a whole hand takes (South's pass and 13 plays), in one process,
and how its labels judge the levels' own choices.

Each hand is a numbered deal's first hand (with a pass), played out by four bots, South
at the level given; then the analysis measures South's decisions with its fixed budget.
Target on the reference machine (2 cores): <= 15 s per hand. The labels of Difficile's
choices say how often the deeper search disagrees with Difficile, and by how much.

    PYTHONPATH=. python benchmarks/analysis_speed.py --hands 6 --south hard
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import time
from collections import Counter

from hearts.ai import bot_seed, make_bot
from hearts.ai.analysis import DEFAULT_BUDGET, LABELS, HandAnalysis, analyse_hand
from hearts.engine import Match, Phase, Seat


def played_hand(deal: int, south: str) -> Match:
    """Hand 0 of *deal*, passed and played to its end; South at level *south*, Difficile
    elsewhere."""
    match = Match(deal)
    levels = [south, "hard", "hard", "hard"]
    bots = [make_bot(levels[seat], bot_seed(deal, 0, seat)) for seat in Seat]
    for seat in Seat:
        match.pass_cards(seat, bots[seat].choose_pass(match.view(seat)))
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        match.play(turn, bots[turn].choose_play(match.view(turn)))
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--hands", type=int, default=6, help="hands analysed (default 6)")
    parser.add_argument("--south", default="hard", help="South's level (default hard)")
    parser.add_argument("--first-deal", type=int, default=1)
    args = parser.parse_args()
    print(f"budget: {dataclasses.asdict(DEFAULT_BUDGET)}")
    times: list[float] = []
    labels: Counter[str] = Counter()
    losses: list[float] = []
    deals: list[int] = []
    for deal in range(args.first_deal, args.first_deal + args.hands):
        text = played_hand(deal, args.south).to_json()
        start = time.perf_counter()
        analysis = analyse_hand(text, 0)
        times.append(time.perf_counter() - start)
        labels.update(decision.label for decision in analysis.decisions)
        losses.append(analysis.total_loss)
        deals.extend(decision.deals for decision in analysis.decisions if decision.counted)
        print(f"deal {deal}: {times[-1]:5.1f} s, {_summary(analysis)}")
    print(f"time per hand: median {statistics.median(times):.1f} s, max {max(times):.1f} s"
          f" over {len(times)} hands")
    print(f"deals sampled per measured decision: median {statistics.median(deals):.0f},"
          f" min {min(deals)}, max {max(deals)}")
    counted = sum(labels[label] for label in LABELS if label != "forced")
    shares = ", ".join(f"{label} {labels[label]} ({100 * labels[label] / counted:.0f}%)"
                       for label in LABELS if label != "forced")
    print(f"South ({args.south}): {counted} measured decisions: {shares};"
          f" forced {labels['forced']}; loss per hand {statistics.fmean(losses):.2f} points")


def _summary(analysis: HandAnalysis) -> str:
    counts = analysis.counts()
    labels = " ".join(f"{label} {counts[label]}" for label in LABELS if counts[label])
    return f"loss {analysis.total_loss:5.2f}  {labels}"


if __name__ == "__main__":
    main()
