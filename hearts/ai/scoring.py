"""What the end of a played-out hand is worth to one seat: the search's objective.

Normally the seat's points minus a weighted mean of the others' points, the
score leader weighing most (so that Q♠ goes to the leader). When the hand would
end the game, winning or losing it outweighs everything else.
"""

from __future__ import annotations

import math
from typing import Final

from hearts.ai.bits import MOON
from hearts.engine import PlayerView

GAME_STAKE: Final = 60.0  # what winning (or losing) the game is worth, in hand points
LEADER_SCALE: Final = 20.0  # how fast an opponent's weight falls as its total rises


class Scorer:
    """Turns the penalty points of a finished playout into a cost for one seat."""

    def __init__(self, view: PlayerView) -> None:
        self.me = int(view.seat)
        self.totals = view.totals
        self.target = view.rules.target
        self.moon_minus = view.rules.moon_minus
        self.jack = view.rules.jack_of_diamonds
        self.tie_replay = view.rules.tie_replay
        self.weights = opponent_weights(self.me, self.totals)

    def points(self, end: list[int]) -> list[int]:
        """The points of the hand for each seat, moon and J♦ applied (`hand_score`'s rules)."""
        shooter = end.index(MOON) if MOON in end[:4] else -1
        if shooter < 0:
            points = end[:4]
        elif self.moon_minus:
            points = [-MOON if seat == shooter else 0 for seat in range(4)]
        else:
            points = [0 if seat == shooter else MOON for seat in range(4)]
        if self.jack and end[4] >= 0:
            points[end[4]] -= 10
        return points

    def cost(self, end: list[int]) -> float:
        """Lower is better for the seat: relative points, or the game's result if it ends."""
        points = self.points(end)
        me = self.me
        relative = points[me] - sum(weight * points[seat] for seat, weight in self.weights)
        totals = self.totals
        new = [totals[seat] + points[seat] for seat in range(4)]
        if max(new) < self.target:
            return relative
        lowest = min(new)
        if self.tie_replay and new.count(lowest) > 1:
            return relative
        stake = -GAME_STAKE if new[me] == lowest else GAME_STAKE
        return stake + 0.1 * relative


def opponent_weights(me: int, totals: tuple[int, int, int, int]) -> tuple[tuple[int, float], ...]:
    """Each opponent's weight (summing to 1): a third each, more for the lower totals."""
    others = [seat for seat in range(4) if seat != me]
    best = min(totals[seat] for seat in others)
    raw = [math.exp(-(totals[seat] - best) / LEADER_SCALE) for seat in others]
    scale = sum(raw)
    return tuple((seat, value / scale) for seat, value in zip(others, raw, strict=True))
