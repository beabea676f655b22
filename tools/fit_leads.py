"""Fit the playouts' lead model (`hearts/ai/leads.py`) to hands played by the playouts' rules.

Each numbered deal is played by four `sharp` players, after Difficile's passes for three
deals in four and without a pass for the fourth. At each lead with a choice of suits,
every suit's lowest card is tried: the hand is finished by `sharp_play_out` and the
leader's cost is kept (the searches' one objective, `scoring.Scorer`, at zero
totals: its points against the table, a moon counted by the engine's rule). A
least-squares fit of those points, taken within each lead (each centred on the lead's
mean), on `lead_features` gives the weights, printed as the LEAD_WEIGHTS
literal to paste into leads.py. The rules played are the current ones, current weights
included, so running it again after a change refits the model to the players it makes.

    PYTHONPATH=. python tools/fit_leads.py --deals 15000 --first-deal 5001
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterator

from hearts.ai.leads import LEAD_FEATURES, lead_features, shown_by_others
from hearts.ai.playout import Position
from hearts.ai.scoring import Scorer
from hearts.ai.sharp import sharp_card, sharp_play_out
from hearts.engine import Rules
from hearts.engine.masks import SUIT_MASKS
from hearts.engine.play_rules import points, ruling
from hearts.tournament import hands_after_passes, hands_without_pass, play_on_bits

Lead = tuple[list[tuple[float, ...]], list[float]]  # each suit's features and its outcome
RIDGE = 1e-6  # keeps the normal equations solvable when a feature never varies


SCORERS = tuple(Scorer.at(seat, (0, 0, 0, 0), Rules()) for seat in range(4))


def against_table(end: list[int], seat: int) -> float:
    """The seat's cost of a playout's end at the start of a game (`Scorer.cost`)."""
    return SCORERS[seat].cost(end)


def leads_of_hand(hands: list[int]) -> list[Lead]:
    """Play the hand with the playouts' rules; each lead with a choice of suits, tried."""
    found: list[Lead] = []

    def try_each_suit(seat: int, hands: list[int], taken: list[int], voids: list[int],
                      trick: int, broken: bool) -> None:
        hand = hands[seat]
        legal = ruling(hand, 0, trick == 0, broken, False)[0]
        lows = [legal & suit & -(legal & suit) for suit in SUIT_MASKS if legal & suit]
        if len(lows) < 2:
            return
        position = Position(seat, (), trick, broken,
                            (points(taken[0], False), points(taken[1], False),
                             points(taken[2], False), points(taken[3], False)), -1, False, False)
        shown = shown_by_others(voids, seat)
        out = (hands[0] | hands[1] | hands[2] | hands[3]) ^ hand
        outcomes = [against_table(sharp_play_out(position, hands[:], low.bit_length() - 1, 0,
                                                 (voids[0], voids[1], voids[2], voids[3])), seat)
                    for low in lows]
        found.append(([lead_features(low, hand, out, shown, trick) for low in lows], outcomes))

    play_on_bits(hands, [sharp_card] * 4, try_each_suit)
    return found


def fit(leads: Iterator[Lead], size: int) -> tuple[list[float], int]:
    """Least squares within each lead: the *size* weights, and the number of leads."""
    normal = [[0.0] * size for _ in range(size)]
    target = [0.0] * size
    used = 0
    for features, outcomes in leads:
        used += 1
        means = [sum(column) / len(features) for column in zip(*features, strict=True)]
        mean_outcome = sum(outcomes) / len(outcomes)
        for row, outcome in zip(features, outcomes, strict=True):
            centred = [value - mean for value, mean in zip(row, means, strict=True)]
            nonzero = [(index, value) for index, value in enumerate(centred) if value]
            residual = outcome - mean_outcome
            for index, value in nonzero:
                target[index] += value * residual
                line = normal[index]
                for other, other_value in nonzero:
                    line[other] += value * other_value
    for index in range(size):
        normal[index][index] += RIDGE
    return solve(normal, target), used


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """The solution of matrix · x = vector, by Gaussian elimination with partial pivoting."""
    size = len(vector)
    rows = [[*line, value] for line, value in zip(matrix, vector, strict=True)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda row: abs(rows[row][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for row in range(column + 1, size):
            factor = rows[row][column] / rows[column][column]
            for place in range(column, size + 1):
                rows[row][place] -= factor * rows[column][place]
    solution = [0.0] * size
    for row in range(size - 1, -1, -1):
        known = sum(rows[row][place] * solution[place] for place in range(row + 1, size))
        solution[row] = (rows[row][size] - known) / rows[row][row]
    return solution


def all_leads(first: int, deals: int) -> Iterator[Lead]:
    """The leads of every deal: after the passes for three deals in four, else none."""
    for deal in range(first, first + deals):
        hands = hands_without_pass(deal) if deal % 4 == 3 else hands_after_passes(deal)
        yield from leads_of_hand(hands)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=12000, help="deals (default 12000)")
    parser.add_argument("--first-deal", type=int, default=5001,
                        help="the first deal's number (default 5001: the duel plays 1 on)")
    args = parser.parse_args()
    start = time.perf_counter()
    weights, used = fit(all_leads(args.first_deal, args.deals), len(LEAD_FEATURES))
    print(f"# {used} leads of {args.deals} deals from {args.first_deal},"
          f" {time.perf_counter() - start:.0f} s")
    print("LEAD_WEIGHTS: Final[dict[str, float]] = {")
    for name, weight in zip(LEAD_FEATURES, weights, strict=True):
        print(f'    "{name}": {weight:.5f},')
    print("}")


if __name__ == "__main__":
    main()
