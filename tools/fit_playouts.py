"""Fit the playouts' fitted choices (`hearts/ai/leads.py`, `discards.py`) to their hands.

Each numbered deal is played by four `sharp` players, after Difficile's passes for three
deals in four and without a pass for the fourth. At each lead with a choice of suits,
every suit's lowest card is tried (with --discards: at each discard, Q♠ and every suit's
highest card): the hand is finished by `sharp_play_out` and the seat's points against
the table are kept (its points minus the others' mean, a moon counted). A least-squares
fit of those points, taken within each decision (each centred on its mean), on the
features gives the weights, printed as the literal to paste into the module. The rules
played are the current ones, current weights included, so running it again after a
change refits the model to the players it makes.

    PYTHONPATH=. python tools/fit_playouts.py --deals 15000 --first-deal 5001 [--discards]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Iterator

from hearts.ai.bits import MOON, SUIT_MASKS
from hearts.ai.discards import DISCARD_FEATURES, discard_candidates, discard_features
from hearts.ai.leads import LEAD_FEATURES, lead_features
from hearts.ai.playout import Position
from hearts.ai.sharp import sharp_card, sharp_play_out
from hearts.engine.masks import SUIT_OF_CARD
from hearts.engine.play_rules import breaking_cards, points, ruling, taking_card
from hearts.tournament import hands_after_passes, hands_without_pass

Choice = tuple[list[tuple[float, ...]], list[float]]  # each candidate's features and outcome
LEAD, DISCARD = "lead", "discard"
RIDGE = 1e-6  # keeps the normal equations solvable when a feature never varies


def against_table(end: list[int], seat: int) -> float:
    """The seat's points minus the others' mean, a moon counted as the game counts it."""
    scores = end[:4]
    if MOON in scores:
        scores = [0 if score == MOON else MOON for score in scores]
    return scores[seat] - (sum(scores) - scores[seat]) / 3


def choices_of_hand(hands: list[int]) -> Iterator[tuple[str, Choice]]:
    """Play the hand with the playouts' rules; yield each lead with a choice of suits and
    each discard with a choice of cards, with the kind of choice."""
    hands = hands[:]
    seat = next(seat for seat in range(4) if hands[seat] & 1)  # the 2♣
    taken = [0, 0, 0, 0]
    voids = [0, 0, 0, 0]
    broken = False
    for trick in range(13):
        table = led = 0
        played = [0, 0, 0, 0]
        order: list[int] = []  # the trick's cards so far, as indices
        for count in range(4):
            hand = hands[seat]
            legal = ruling(hand, led, trick == 0, broken, False)[0]
            out = (hands[0] | hands[1] | hands[2] | hands[3]) ^ hand
            shown = voids[(seat + 1) & 3] | voids[(seat + 2) & 3] | voids[(seat + 3) & 3]
            kind = LEAD if not led else DISCARD if not legal & led else ""
            tried = ([legal & suit & -(legal & suit) for suit in SUIT_MASKS if legal & suit]
                     if kind == LEAD else discard_candidates(legal) if kind else [])
            if len(tried) > 1:
                position = Position(seat, tuple(order), trick, broken,
                                    (points(taken[0], False), points(taken[1], False),
                                     points(taken[2], False), points(taken[3], False)),
                                    -1, False, False)
                outcomes = [against_table(sharp_play_out(
                    position, hands[:], card.bit_length() - 1, 0,
                    (voids[0], voids[1], voids[2], voids[3])), seat) for card in tried]
                features = [lead_features(card, hand, out, shown, trick) if kind == LEAD
                            else discard_features(card, hand, out, trick) for card in tried]
                yield kind, (features, outcomes)
            card = legal if legal.bit_count() == 1 else sharp_card(
                legal, hand, table, led, count, out, shown)
            if led and not card & led:
                voids[seat] |= led
            hands[seat] ^= card
            played[seat] = card
            order.append(card.bit_length() - 1)
            table |= card
            led = led or SUIT_OF_CARD[card.bit_length() - 1]
            seat = (seat + 1) & 3
        seat = played.index(taking_card(table, led))
        taken[seat] |= table
        broken = broken or bool(table & breaking_cards(False))


def fit(choices: Iterator[Choice], size: int) -> tuple[list[float], int]:
    """Least squares within each choice: the *size* weights, and the number of choices."""
    normal = [[0.0] * size for _ in range(size)]
    target = [0.0] * size
    used = 0
    for features, outcomes in choices:
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


def all_choices(first: int, deals: int, wanted: str) -> Iterator[Choice]:
    """The *wanted* choices of every deal: after the passes for three deals in four."""
    for deal in range(first, first + deals):
        hands = hands_without_pass(deal) if deal % 4 == 3 else hands_after_passes(deal)
        for kind, choice in choices_of_hand(hands):
            if kind == wanted:
                yield choice


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=12000, help="deals (default 12000)")
    parser.add_argument("--first-deal", type=int, default=5001,
                        help="the first deal's number (default 5001: the duel plays 1 on)")
    parser.add_argument("--discards", action="store_true",
                        help="fit the discard (discards.py) instead of the lead (leads.py)")
    args = parser.parse_args()
    kind, names, literal = ((DISCARD, DISCARD_FEATURES, "DISCARD_WEIGHTS") if args.discards
                            else (LEAD, LEAD_FEATURES, "LEAD_WEIGHTS"))
    start = time.perf_counter()
    weights, used = fit(all_choices(args.first_deal, args.deals, kind), len(names))
    print(f"# {used} {kind}s of {args.deals} deals from {args.first_deal},"
          f" {time.perf_counter() - start:.0f} s")
    print(f"{literal}: Final[dict[str, float]] = {{")
    for name, weight in zip(names, weights, strict=True):
        print(f'    "{name}": {weight:.5f},')
    print("}")


if __name__ == "__main__":
    main()
