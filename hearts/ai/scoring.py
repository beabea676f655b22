"""What the end of a played-out hand is worth to one seat: the one objective of every search
(Difficile, Expert, the hint and the analysis).

The seat's points against the table, in points of the hand: its own points minus a
weighted mean of the others', the score leader weighing most (so that Q♠ goes to the
leader), scaled so that a plain hand at even totals counts the seat's own points and a
moon 13 for or against. When the hand would end the game, winning or losing it outweighs
everything else (`cost`). What the analysis shows is the same count with even weights
(`hand`): points of the hand, whatever the totals. The moon rule is the engine's
(`hand_points`).
"""

from __future__ import annotations

import math
from typing import Final

from hearts.engine import PlayerView, Rules
from hearts.engine.play_rules import MOON
from hearts.engine.scoring import JACK_POINTS, Scores, game_is_over, hand_points

GAME_STAKE: Final = 45.0  # what winning (or losing) the game is worth, in points of the hand
AFTER_THE_GAME: Final = 0.1  # what the hand itself still weighs once the game is decided
LEADER_SCALE: Final = 20.0  # how fast an opponent's weight falls as its total rises
TABLE_SHARE: Final = 0.75  # the seat's own share of its points against a table of four
GOES_ON, WON, LOST = 0, 1, 2  # what the hand does to the game, for the seat


class Scorer:
    """Turns the penalty points of a finished playout into a cost for one seat."""

    def __init__(self, view: PlayerView) -> None:
        self.me = int(view.seat)
        self.totals = view.totals
        self.rules = view.rules
        self.jack = view.rules.jack_of_diamonds
        self.weights = opponent_weights(self.me, self.totals)
        self.plain_total = MOON + (JACK_POINTS if self.jack else 0)

    @classmethod
    def at(cls, seat: int, totals: tuple[int, int, int, int], rules: Rules) -> Scorer:
        """The scorer of *seat* at *totals*, without a view (measurements, tools)."""
        scorer = cls.__new__(cls)
        scorer.me, scorer.totals, scorer.rules = seat, totals, rules
        scorer.jack = rules.jack_of_diamonds
        scorer.weights = opponent_weights(seat, totals)
        scorer.plain_total = MOON + (JACK_POINTS if scorer.jack else 0)
        return scorer

    def points(self, end: list[int]) -> Scores:
        """The points of the hand for each seat from a playout's end (hearts and Q♠ points by
        seat, then J♦'s taker or -1): the engine's moon rule (`scoring.hand_points`)."""
        return hand_points(end[:4], end[4] if end[4] >= 0 else None, self.rules)

    def hand(self, points: Scores | list[int]) -> float:
        """The seat's points of the hand against the table (lower is better): its points
        minus the others' mean, in points of the hand (a plain hand counts the seat's own
        points; a moon 13 for its shooter, 13 against the others)."""
        others = sum(points) - points[self.me]
        return TABLE_SHARE * (points[self.me] - others / 3) + self.plain_total / 4

    def weighed(self, points: Scores | list[int]) -> float:
        """`hand` with the others weighed by their totals, the score leader most."""
        relative = points[self.me] - sum(weight * points[seat] for seat, weight in self.weights)
        return TABLE_SHARE * relative + self.plain_total / 4

    def game(self, points: Scores | list[int]) -> int:
        """What the hand's *points* do to the game for the seat: GOES_ON, WON or LOST."""
        new = [self.totals[seat] + points[seat] for seat in range(4)]
        if not game_is_over(new, self.rules):
            return GOES_ON
        return WON if new[self.me] == min(new) else LOST

    def figures(self, end: list[int]) -> tuple[float, float, int]:
        """The `cost` of a playout's end, its points of the hand (`hand`) and its `game`."""
        points = self.points(end)
        game = self.game(points)
        return self._cost(points, game), self.hand(points), game

    def cost(self, end: list[int]) -> float:
        """Lower is better for the seat: its points against the table weighed by the totals
        (`weighed`), or the game's result (winning or losing it) when the hand ends it."""
        points = self.points(end)
        return self._cost(points, self.game(points))

    def _cost(self, points: Scores, game: int) -> float:
        weighed = self.weighed(points)
        if game == GOES_ON:
            return weighed
        stake = -GAME_STAKE if game == WON else GAME_STAKE
        share = self.plain_total / 4
        return stake + AFTER_THE_GAME * (weighed - share) + share


def opponent_weights(me: int, totals: tuple[int, int, int, int]) -> tuple[tuple[int, float], ...]:
    """Each opponent's weight (summing to 1): a third each, more for the lower totals."""
    others = [seat for seat in range(4) if seat != me]
    best = min(totals[seat] for seat in others)
    raw = [math.exp(-(totals[seat] - best) / LEADER_SCALE) for seat in others]
    scale = sum(raw)
    return tuple((seat, value / scale) for seat, value in zip(others, raw, strict=True))
