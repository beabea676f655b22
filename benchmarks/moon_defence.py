"""How often a candidate lets a moon through, on deals where moons happen.

Moons are rare (a few hands in a hundred), so a tournament needs thousands of hands to
count them. This benchmark first finds, among numbered deals, the hands in which one of
four Difficile players shoots the moon (`screen`), then plays each such deal four times
with the candidate in each seat in turn against three Difficile (the tournament's
`play_deal`), and counts the moons the candidate suffered and shot, with its Δ (points
minus the others' mean). Comparing two versions of a player on the same moon deals shows
whether its defence improved, in minutes instead of hours.

    PYTHONPATH=. python benchmarks/moon_defence.py --first-deal 400001 --deals 600
    PYTHONPATH=. python benchmarks/moon_defence.py --moon-deals 400023,400118
"""

from __future__ import annotations

import argparse
import json
import statistics
from collections.abc import Iterable

from hearts.engine import Match, Rules, deal_hands
from hearts.tournament import TimedTable, play_deal

SHOT: tuple[int, ...] = (0, 26, 26, 26)


def moon_shot(deal: int) -> bool:
    """Whether one of four Difficile players shoots the moon in the deal's hand."""
    hand_number = (deal - 1) % 4
    match = Match.from_hands(deal_hands(deal, hand_number), Rules(), hand_number=hand_number,
                             deal_number=deal)
    TimedTable(match, ["hard"] * 4, 0, {}).play_hand(deal)
    return tuple(sorted(match.hand_points)) == SHOT


def screen(first: int, deals: int) -> list[int]:
    """The deals of [first, first + deals) whose hand ends in a moon among four Difficile."""
    return [deal for deal in range(first, first + deals) if moon_shot(deal)]


def defend(candidate: str, moon_deals: Iterable[int]) -> dict[str, object]:
    """The candidate in each seat of each deal against three Difficile: its moons and Δ."""
    suffered = shot = hands = 0
    deltas: list[float] = []
    for deal in moon_deals:
        result = play_deal(deal, [candidate, "hard", "hard", "hard"], Rules())
        tally = result.tallies["candidate"]
        suffered += tally.moons_suffered
        shot += tally.moons_shot
        hands += 4
        deltas.append(result.delta if result.delta is not None else 0.0)
    return {"candidate": candidate, "hands": hands, "moons_suffered": suffered,
            "moons_shot": shot, "delta": statistics.fmean(deltas) if deltas else 0.0}


def main() -> None:
    """Screen a range of deals (or take a list), then play the moon deals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first-deal", type=int, default=400_001)
    parser.add_argument("--deals", type=int, default=200, help="deals screened for moons")
    parser.add_argument("--moon-deals", default="", help="a comma-separated list: no screening")
    parser.add_argument("--candidate", default="expert")
    args = parser.parse_args()
    if args.moon_deals:
        moon_deals = [int(deal) for deal in args.moon_deals.split(",")]
    else:
        moon_deals = screen(args.first_deal, args.deals)
    print(json.dumps({"moon_deals": moon_deals, **defend(args.candidate, moon_deals)}))


if __name__ == "__main__":
    main()
