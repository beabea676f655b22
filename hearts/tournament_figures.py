"""The tournament's figures: what each role did (`Tally`), their summary as JSON values and
the table a person reads (`report`). See hearts/tournament.py."""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Tally:
    """What the seats of one role (the candidate, or a level of the field) did."""

    hands: int = 0
    points: int = 0
    moons_shot: int = 0
    moons_suffered: int = 0
    queens: int = 0
    games: int = 0
    wins: int = 0
    times: list[float] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        """Add *other*'s counts to these."""
        self.hands += other.hands
        self.points += other.points
        self.moons_shot += other.moons_shot
        self.moons_suffered += other.moons_suffered
        self.queens += other.queens
        self.games += other.games
        self.wins += other.wins
        self.times.extend(other.times)



def delta_figures(deltas: list[float]) -> dict[str, float | None]:
    """The mean of the deals' deltas and its 95 % confidence interval."""
    if not deltas:
        return {"mean": None, "ci_low": None, "ci_high": None}
    mean = statistics.fmean(deltas)
    half = 1.96 * statistics.stdev(deltas) / math.sqrt(len(deltas)) if len(deltas) > 1 else 0.0
    return {"mean": mean, "ci_low": mean - half, "ci_high": mean + half}


def role_figures(tally: Tally) -> dict[str, Any]:
    """A role's figures as plain JSON values."""
    times = sorted(tally.times)
    hands = max(tally.hands, 1)
    return {
        "hands": tally.hands,
        "points_per_hand": tally.points / hands,
        "moons_shot": tally.moons_shot,
        "moons_suffered": tally.moons_suffered,
        "queens_taken": tally.queens,
        "queen_rate": tally.queens / hands,
        "games": tally.games,
        "wins": tally.wins,
        "win_share": tally.wins / tally.games if tally.games else None,
        "decisions": len(times),
        "median_ms": 1000 * _quantile(times, 0.5),
        "p95_ms": 1000 * _quantile(times, 0.95),
        "max_ms": 1000 * times[-1] if times else 0.0,
    }


def _quantile(ordered: list[float], share: float) -> float:
    """The value below which *share* of the sorted values lie (nearest rank)."""
    if not ordered:
        return 0.0
    rank = max(1, math.ceil(share * len(ordered)))
    return ordered[rank - 1]


def report(summary: dict[str, Any]) -> str:
    """The figures as a table a person reads."""
    seats = summary["seats"]
    rules = ", ".join(f"{name}={value}" for name, value in summary["rules"].items()
                      if value not in (False,) and not (name == "target" and value == 100))
    lines = [
        f"Candidate {seats[0]} against {', '.join(seats[1:])}; rules: {rules or 'default'}",
        f"{summary['deals']} deals x 4 seatings = {summary['hands']} hands; "
        f"{summary['games']} games",
        "",
        f"{'role':<20}{'hands':>7}{'pts/hand':>10}{'moons+':>8}{'moons-':>8}{'Q♠':>7}"
        f"{'won':>8}{'decisions':>11}{'median':>9}{'p95':>9}{'max':>9}",
    ]
    for name, figures in summary["roles"].items():
        label = f"candidate ({seats[0]})" if name == "candidate" else name
        won = "-" if figures["win_share"] is None else f"{100 * figures['win_share']:.1f}%"
        lines.append(
            f"{label:<20}{figures['hands']:>7}{figures['points_per_hand']:>10.2f}"
            f"{figures['moons_shot']:>8}{figures['moons_suffered']:>8}"
            f"{figures['queens_taken']:>7}{won:>8}{figures['decisions']:>11}"
            f"{figures['median_ms']:>7.2f}ms{figures['p95_ms']:>7.2f}ms"
            f"{figures['max_ms']:>7.1f}ms"
        )
    delta = summary["delta"]
    if delta["mean"] is not None:
        lines += ["", f"Candidate delta (its points minus the others' mean, per hand): "
                  f"{delta['mean']:+.2f}  95% CI [{delta['ci_low']:+.2f}, {delta['ci_high']:+.2f}]"
                  f" over {summary['deals']} deals"]
    return "\n".join(lines)
