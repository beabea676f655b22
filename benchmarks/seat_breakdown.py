"""Where a player gains or loses against Difficile sitting in the same seat.

The tournament's Δ says how much a candidate beats the table; it does not say where. Here
each deal's hand is played once by four Difficile, then four times with the candidate in
one seat against three Difficile, and each of the candidate's hands is compared with the
Difficile hand in the same seat of the same deal (points of the candidate minus points
of Difficile there). The differences are split by what happened: whether the candidate
passed the cards Difficile passed, who took Q♠, who suffered a moon, and the hearts
taken in hands without a moon. A split with a large mean shows where to look.

    PYTHONPATH=. python benchmarks/seat_breakdown.py --first-deal 392001 --deals 60
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool

from hearts.ai import bot_seed, make_bot
from hearts.engine import QUEEN_OF_SPADES, Match, Phase, Rules, Seat, deal_hands
from hearts.engine.events import TrickTaken

MOON_SUFFERED = 26


@dataclass(frozen=True)
class HandResult:
    """One hand's outcome as the breakdown needs it."""

    points: tuple[int, ...]  # by seat, a moon counted
    queen_taker: int
    passes: tuple[frozenset[str], ...]  # by seat; empty when the hand has no pass

    def moon_against(self, seat: int) -> bool:
        """Whether another seat shot the moon in this hand."""
        return sorted(self.points) == [0, 26, 26, 26] and self.points[seat] == MOON_SUFFERED

    def hearts(self, seat: int) -> int:
        """The hearts' points the seat took (Q♠ apart)."""
        return self.points[seat] - (13 if self.queen_taker == seat else 0)


def play_hand(deal: int, levels: Sequence[str]) -> HandResult:
    """The deal's hand played by bots of *levels*, seeded as the tournament seeds them."""
    hand_number = (deal - 1) % 4
    match = Match.from_hands(deal_hands(deal, hand_number), Rules(), hand_number=hand_number,
                             deal_number=deal)
    bots = [make_bot(levels[seat], bot_seed(deal, hand_number, seat)) for seat in Seat]
    passes: list[frozenset[str]] = [frozenset()] * 4
    if match.phase is Phase.PASSING:
        for seat in Seat:
            cards = bots[seat].choose_pass(match.view(seat))
            passes[seat] = frozenset(str(card) for card in cards)
            match.pass_cards(seat, cards)
    queen_taker = -1
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        for event in match.play(turn, bots[turn].choose_play(match.view(turn))):
            if isinstance(event, TrickTaken) and QUEEN_OF_SPADES in event.cards:
                queen_taker = event.winner
    return HandResult(tuple(match.hand_points), queen_taker, tuple(passes))


def deal_differences(task: tuple[int, str]) -> list[tuple[str, int]]:
    """For each seat of a deal, the splits the candidate's hand falls in, with its points
    minus Difficile's in that seat."""
    deal, candidate = task
    reference = play_hand(deal, ["hard"] * 4)
    rows: list[tuple[str, int]] = []
    for seat in range(4):
        levels = ["hard"] * 4
        levels[seat] = candidate
        mine = play_hand(deal, levels)
        rows.extend((split, mine.points[seat] - reference.points[seat])
                    for split in splits(mine, reference, seat))
        if not mine.moon_against(seat) and not reference.moon_against(seat):
            rows.append(("hearts, hands without a moon", mine.hearts(seat)
                         - reference.hearts(seat)))
    return rows


def splits(mine: HandResult, reference: HandResult, seat: int) -> list[str]:
    """The splits one hand of the candidate falls in."""
    if not mine.passes[seat]:
        passed = "no pass"
    elif mine.passes[seat] == reference.passes[seat]:
        passed = "pass: the same as Difficile's"
    else:
        passed = "pass: another"
    queen = (f"Q♠: candidate {'took' if mine.queen_taker == seat else 'not'},"
             f" Difficile {'took' if reference.queen_taker == seat else 'not'}")
    moon = (f"moon against: candidate {'yes' if mine.moon_against(seat) else 'no'},"
            f" Difficile {'yes' if reference.moon_against(seat) else 'no'}")
    return ["all hands", passed, queen, moon]


def main() -> None:
    """Play the deals and print each split's mean difference with its 95 % interval."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first-deal", type=int, default=392_001)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--candidate", default="expert")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    tasks = [(deal, args.candidate) for deal in range(args.first_deal,
                                                      args.first_deal + args.deals)]
    by_split: dict[str, list[int]] = defaultdict(list)
    with Pool(args.jobs) as pool:
        for rows in pool.imap_unordered(deal_differences, tasks):
            for split, difference in rows:
                by_split[split].append(difference)
    print(f"{args.candidate} minus Difficile in the same seat, points a hand:")
    for split, values in sorted(by_split.items()):
        half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
        print(f"  {split:42s} {len(values):5d} hands  {statistics.fmean(values):+6.2f}"
              f" ± {half:.2f}  (total {sum(values):+d})")


if __name__ == "__main__":
    main()
