"""What the end of a played-out hand is worth to one seat: the search's objective.

Normally the seat's points minus a weighted mean of the others' points, the
score leader weighing most (so that Q♠ goes to the leader). When the hand would
end the game, winning or losing it outweighs everything else.
"""

from __future__ import annotations

import math
from typing import Final

from hearts.engine import PlayerView
from hearts.engine.scoring import Scores, game_is_over, hand_points

GAME_STAKE: Final = 60.0  # what winning (or losing) the game is worth, in hand points
LEADER_SCALE: Final = 20.0  # how fast an opponent's weight falls as its total rises


class Scorer:
    """Turns the penalty points of a finished playout into a cost for one seat."""

    def __init__(self, view: PlayerView) -> None:
        self.me = int(view.seat)
        self.totals = view.totals
        self.rules = view.rules
        self.jack = view.rules.jack_of_diamonds
        self.weights = opponent_weights(self.me, self.totals)

    def points(self, end: list[int]) -> Scores:
        """The points of the hand for each seat from a playout's end (hearts and Q♠ points by
        seat, then J♦'s taker or -1): the engine's moon rule (`scoring.hand_points`)."""
        return hand_points(end[:4], end[4] if end[4] >= 0 else None, self.rules)

    def cost(self, end: list[int]) -> float:
        """Lower is better for the seat: relative points, or the game's result if it ends."""
        points = self.points(end)
        me = self.me
        relative = points[me] - sum(weight * points[seat] for seat, weight in self.weights)
        totals = self.totals
        new = [totals[seat] + points[seat] for seat in range(4)]
        if not game_is_over(new, self.rules):
            return relative
        stake = -GAME_STAKE if new[me] == min(new) else GAME_STAKE
        return stake + 0.1 * relative


def opponent_weights(me: int, totals: tuple[int, int, int, int]) -> tuple[tuple[int, float], ...]:
    """Each opponent's weight (summing to 1): a third each, more for the lower totals."""
    others = [seat for seat in range(4) if seat != me]
    best = min(totals[seat] for seat in others)
    raw = [math.exp(-(totals[seat] - best) / LEADER_SCALE) for seat in others]
    scale = sum(raw)
    return tuple((seat, value / scale) for seat, value in zip(others, raw, strict=True))
