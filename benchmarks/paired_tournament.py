"""Two versions of a player compared deal by deal: the paired difference of their Δ.

A change to Expert is measured by the tournament (`hearts.tournament`), which plays every
deal four times, the candidate in each seat in turn, and gives for each deal the
candidate's points minus the others' mean (Δ, in `by_deal` of its --json output). Two
versions played on the same deals are compared deal by deal: the difference of their Δ
has far less spread than either Δ, as the deal's own luck cancels out. The figure is the
mean difference per hand (negative: the second version takes fewer points) with its 95 %
interval, and each version's moons suffered and shot over all its files.

Play the two versions from two source trees, for example the change in a worktree:

    git worktree add /tmp/candidate HEAD          # then apply the change there
    python -m hearts.tournament --seats expert,hard,hard,hard --deals 60 --games 0 \\
        --jobs 2 --first-deal 370001 --json --quiet > base.json
    PYTHONPATH=/tmp/candidate python -m hearts.tournament ... > candidate.json
    python benchmarks/paired_tournament.py --base base.json --candidate candidate.json

Several files on each side (chunks of deals) are pooled. To keep the other seats as they
were while the candidate changes (a fix that strengthens Difficile strengthens Expert's
opponents too), seat them with `benchmarks/against_revision.py`.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path

from hearts.tournament_figures import delta_figures


@dataclass(frozen=True)
class Side:
    """One version's tournament figures, pooled over its files."""

    delta_by_deal: dict[int, float]
    moons_suffered: int
    moons_shot: int
    hands: int


def read_side(paths: list[Path]) -> Side:
    """The deals' Δ and the candidate's moons from tournament --json files."""
    deltas: dict[int, float] = {}
    suffered = shot = hands = 0
    for path in paths:
        figures = json.loads(path.read_text(encoding="utf-8"))
        deltas.update((int(deal), float(delta)) for deal, delta in figures["by_deal"])
        candidate = figures["roles"]["candidate"]
        suffered += candidate["moons_suffered"]
        shot += candidate["moons_shot"]
        hands += candidate["hands"]
    return Side(deltas, suffered, shot, hands)


def paired_difference(base: Side, candidate: Side) -> tuple[float, float, int]:
    """The candidate's Δ minus the base's over the deals both played: the mean, the half
    width of its 95 % interval, and the number of deals."""
    deals = sorted(base.delta_by_deal.keys() & candidate.delta_by_deal.keys())
    if len(deals) < 2:
        raise SystemExit("fewer than two deals played by both versions")
    differences = [candidate.delta_by_deal[deal] - base.delta_by_deal[deal] for deal in deals]
    figures = delta_figures(differences)
    mean, high = figures["mean"], figures["ci_high"]
    assert mean is not None and high is not None
    return mean, high - mean, len(deals)


def moons_line(name: str, side: Side) -> str:
    """A version's moons per 100 hands."""
    per_hundred = 100 / side.hands if side.hands else 0.0
    return (f"{name}: moons suffered {side.moons_suffered} ({side.moons_suffered * per_hundred:.2f}"
            f" per 100 hands), shot {side.moons_shot} ({side.moons_shot * per_hundred:.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base", type=Path, nargs="+", required=True,
                        help="the first version's tournament --json files")
    parser.add_argument("--candidate", type=Path, nargs="+", required=True,
                        help="the second version's, on the same deals")
    args = parser.parse_args()
    base, candidate = read_side(args.base), read_side(args.candidate)
    mean, half_width, deals = paired_difference(base, candidate)
    print(f"{deals} deals ({4 * deals} hands): candidate minus base {mean:+.2f} a hand,"
          f" 95 % interval [{mean - half_width:+.2f}, {mean + half_width:+.2f}]")
    print(moons_line("base", base))
    print(moons_line("candidate", candidate))


if __name__ == "__main__":
    main()
