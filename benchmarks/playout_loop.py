"""Whether the playouts' inlined loops pay: playouts a second from the same positions by
Difficile's `play_out` and the analysis's `sharp_play_out` against the reference trick loop
(`trick_loop.play_hand`) with the same rules. The inlined copies stay only while they are
clearly faster; tests/ai/test_trick_loop.py checks that they agree with the reference.

    python benchmarks/playout_loop.py --positions 300 --repeat 20
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from hearts.ai.knowledge import position_of
from hearts.ai.playout import Position, end_state, play_out
from hearts.ai.sharp import sharp_play_out
from hearts.ai.trick_loop import medium_rules, play_hand, sharp_rules
from hearts.engine import Match, Phase, Seat
from hearts.engine.masks import mask_of

Start = tuple[Position, list[int], int]


def starts(count: int) -> list[Start]:
    """Positions with a card to play, from random games: the position, the hands, a card."""
    rng = random.Random(5)
    found: list[Start] = []
    while len(found) < count:
        match = Match(rng.randint(1, 999_999))
        for seat in Seat:
            match.pass_cards(seat, rng.sample(match.hand(seat), 3))
        for _ in range(rng.randint(0, 40)):
            turn = match.turn
            assert turn is not None
            match.play(turn, rng.choice(match.legal_plays(turn)))
        turn = match.turn
        if match.phase is Phase.PLAYING and turn is not None:
            hands = [mask_of(match.hand(seat)) for seat in Seat]
            found.append((position_of(match.view(turn)), hands,
                          match.legal_plays(turn)[0].index))
    return found


def rate(play: Callable[[Start], object], positions: list[Start], repeat: int) -> float:
    """Playouts a second."""
    start = time.perf_counter()
    for _ in range(repeat):
        for each in positions:
            play(each)
    return repeat * len(positions) / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    positions = starts(args.positions)
    medium, sharp = medium_rules(0), sharp_rules(0)
    pairs = {
        "Difficile (play_out)": (
            lambda s: play_out(s[0], s[1][:], s[2], 0),
            lambda s: end_state(s[0], play_hand(s[0], s[1], medium, first_card=1 << s[2]))),
        "analysis (sharp_play_out)": (
            lambda s: sharp_play_out(s[0], s[1][:], s[2], 0),
            lambda s: end_state(s[0], play_hand(s[0], s[1], sharp, first_card=1 << s[2]))),
    }
    for name, (inlined, reference) in pairs.items():
        fast = rate(inlined, positions, args.repeat)
        slow = rate(reference, positions, args.repeat)
        print(f"{name:<28} inlined {fast:>9,.0f}/s   reference {slow:>9,.0f}/s   "
              f"x{fast / slow:.2f}")


if __name__ == "__main__":
    main()
