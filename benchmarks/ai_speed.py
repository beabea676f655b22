"""How long each level takes to choose a card (or its three cards to pass), in one process.

Seat levels rotate over the hands of numbered deals (with passing); every decision is
timed. Targets on the reference machine: Difficile median <= 150 ms and p95 <= 400 ms,
Moyen and Facile under 5 ms. Also reports the search's own playout speed.
"""

from __future__ import annotations

import argparse
import statistics
import time

from hearts.ai import bot_seed, make_bot
from hearts.ai.knowledge import position_of
from hearts.ai.levels import medium_play
from hearts.ai.playout import play_out
from hearts.engine import Match, Phase, Seat, deal_hands
from hearts.engine.masks import mask_of

LEVELS = ("hard", "medium", "easy", "medium")


def time_decisions(hands: int) -> dict[str, list[float]]:
    """Play *hands* hands with rotating levels; return each level's decision times (s)."""
    times: dict[str, list[float]] = {level: [] for level in set(LEVELS)}
    for number in range(hands):
        deal, hand_number = number + 1, number % 4
        match = Match.from_hands(deal_hands(deal, hand_number), hand_number=hand_number,
                                 deal_number=deal)
        levels = [LEVELS[(seat + number) % 4] for seat in Seat]
        bots = [make_bot(levels[seat], bot_seed(deal, hand_number, seat)) for seat in Seat]
        if match.phase is Phase.PASSING:
            for seat in Seat:
                start = time.perf_counter()
                chosen = bots[seat].choose_pass(match.view(seat))
                times[levels[seat]].append(time.perf_counter() - start)
                match.pass_cards(seat, chosen)
        while match.phase is Phase.PLAYING:
            turn = match.turn
            assert turn is not None
            view = match.view(turn)
            start = time.perf_counter()
            card = bots[turn].choose_play(view)
            times[levels[turn]].append(time.perf_counter() - start)
            match.play(turn, card)
    return times


def playouts_per_second(count: int) -> float:
    """Whole-hand playouts (52 plays, Moyen everywhere) per second."""
    match = Match.from_hands(deal_hands(1, 3), hand_number=3)
    seat = match.turn
    assert seat is not None
    view = match.view(seat)
    position = position_of(view)
    hands = [mask_of(match.hand(other)) for other in Seat]
    first = medium_play(view).index
    start = time.perf_counter()
    for _ in range(count):
        play_out(position, hands[:], first, 0)
    return count / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=80)
    args = parser.parse_args()
    print(f"playouts: {playouts_per_second(5_000):,.0f} whole hands/s")
    for level, times in sorted(time_decisions(args.hands).items()):
        times.sort()
        p95 = times[max(0, int(0.95 * len(times)) - 1)]
        median = statistics.median(times)
        print(f"{level:<7} {len(times):>6} decisions  median {1000 * median:7.2f} ms"
              f"  p95 {1000 * p95:7.2f} ms  max {1000 * times[-1]:7.2f} ms")


if __name__ == "__main__":
    main()
