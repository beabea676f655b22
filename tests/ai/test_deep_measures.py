"""The analysis's yardsticks: points against the table, and a pass preferred only when surely
better than Difficile's."""

from __future__ import annotations

import pytest

from hearts.ai.deep import MOON_MARGIN, surely_better
from hearts.ai.scoring import Scorer
from hearts.ai.search import AVOID, SHOOT, best_plan
from hearts.engine import Card, Match, Rules, Seat

NO_JACK = -1


def _scorer(rules: Rules) -> Scorer:
    """South's scorer at the start of deal 1 under *rules*."""
    return Scorer(Match(1, rules).view(Seat.SOUTH))


def table_points(scorer: Scorer, end: list[int], seat: Seat) -> float:
    """The seat's points of the hand against the table, as the searches count them."""
    assert scorer.me == seat
    return scorer.hand(scorer.points(end))


@pytest.mark.parametrize("rules", [Rules(), Rules(moon_minus=True)])
def test_a_hand_without_a_moon_counts_the_seats_own_points(rules: Rules) -> None:
    assert table_points(_scorer(rules), [5, 13, 8, 0, NO_JACK], Seat.SOUTH) == 5


@pytest.mark.parametrize("rules", [Rules(), Rules(moon_minus=True)])
def test_a_moon_counts_thirteen_for_its_shooter_and_against_the_others(rules: Rules) -> None:
    scorer = _scorer(rules)
    assert table_points(scorer, [26, 0, 0, 0, NO_JACK], Seat.SOUTH) == -13
    assert table_points(scorer, [0, 26, 0, 0, NO_JACK], Seat.SOUTH) == 13


def test_the_jack_of_diamonds_counts_minus_ten_for_its_taker() -> None:
    scorer = _scorer(Rules(jack_of_diamonds=True))
    assert table_points(scorer, [5, 13, 8, 0, int(Seat.SOUTH)], Seat.SOUTH) == -5
    assert table_points(scorer, [5, 13, 8, 0, int(Seat.WEST)], Seat.SOUTH) == 5


def test_a_pass_is_preferred_to_the_reference_only_beyond_the_noise() -> None:
    reference = [6.0, 0.0, 13.0, 2.0, 6.0, 0.0, 13.0, 2.0]
    lucky = [5.0, 0.0, 0.0, 2.0, 7.0, 1.0, 13.0, 3.0]  # lower mean, but from one deal
    steady = [value - 1.5 for value in reference]  # lower on every deal
    assert surely_better([reference, lucky, steady], reference) == [False, False, True]


def test_the_moon_plan_must_beat_ducking_by_the_margin() -> None:
    plans = (AVOID, SHOOT)
    cards = (Card.parse("2H"),)

    def plan(costs: list[float], modes: tuple[int, ...]) -> tuple[float, bool]:
        estimate = best_plan(cards, [[cost, cost, 0.0, 0.0] for cost in costs], modes,
                             MOON_MARGIN)
        return estimate.points, estimate.shooting

    assert plan([2.0, 2.0 - MOON_MARGIN / 2], plans) == (2.0, False)
    assert plan([2.0, 2.0 - 2 * MOON_MARGIN], plans) == (2.0 - MOON_MARGIN, True)
    assert plan([3.0], (AVOID,)) == (3.0, False)


def test_the_points_shown_ignore_the_totals_but_the_cost_weighs_the_leader() -> None:
    """West leads the game: Q♠ on West costs South less than on North, and the game's end
    outweighs both, while the points of the hand do not depend on the totals."""
    scorer = Scorer.at(int(Seat.SOUTH), (50, 20, 60, 55), Rules())
    on_west, on_north = [0, 13, 0, 0, NO_JACK], [0, 0, 13, 0, NO_JACK]
    assert scorer.hand(scorer.points(on_west)) == scorer.hand(scorer.points(on_north))
    assert scorer.cost(on_west) < scorer.cost(on_north)
    ending = Scorer.at(int(Seat.SOUTH), (50, 90, 60, 55), Rules())
    assert ending.cost(on_west) < ending.cost(on_north) - 40  # West at 103: South wins
