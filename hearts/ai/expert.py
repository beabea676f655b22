"""Expert: the strongest player, whose every choice is the analysis's best choice.

It measures its pass and each card with the analysis's deeper search (`deep`) on the
analysis's budget and seeds (`decision_seed`: the view and the point reached, never the
bot's own seed), so the hint (Expert's choice), Expert at the table and the analysis of
the same position always agree. See docs/ARCHITECTURE.md, "Where things live".
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final

from hearts.ai.deep import (
    Measure,
    measure_pass,
    measure_play,
    pass_shortlist,
    unmeasured_card,
)
from hearts.ai.search import Budget
from hearts.ai.seeds import decision_seed
from hearts.ai.turns import check_passing, check_playing
from hearts.engine import Card, PlayerView

if TYPE_CHECKING:
    from hearts.choices import Level

DEFAULT_BUDGET: Final = Budget()  # Expert's, the hint's and the analysis's (`levels.BUDGETS`)


def expert_pass_measure(view: PlayerView, budget: Budget = DEFAULT_BUDGET,
                        extra: tuple[tuple[Card, ...], ...] = ()) -> Measure:
    """The passes worth measuring (plus *extra*), measured from the view: Expert passes
    the best."""
    passes = pass_shortlist(view, budget.pass_shortlist, extra)
    return measure_pass(view, passes, random.Random(decision_seed(view)), budget)


def expert_play_measure(view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Measure:
    """Every legal card measured from the view: Expert plays the best."""
    return measure_play(view, random.Random(decision_seed(view)), budget)


class ExpertBot:
    """Expert: the analysis's best pass and best card, on a fixed budget of work.

    Its seed is not used: its choices are drawn from the view alone (`decision_seed`),
    as the analysis's are, so that what the hint advises is what the analysis rates best.
    """

    level: Level = "expert"

    def __init__(self, seed: int = 0, budget: Budget = DEFAULT_BUDGET) -> None:
        self.seed = seed
        self.budget = budget

    def choose_pass(self, view: PlayerView) -> tuple[Card, Card, Card]:
        """The pass the deeper search measures best."""
        check_passing(view)
        first, second, third = expert_pass_measure(view, self.budget).best.cards
        return (first, second, third)

    def choose_play(self, view: PlayerView) -> Card:
        """The card the deeper search measures best; when the legal cards are all alike
        (one card, or cards that win and lose the same tricks), the one it would rank first."""
        check_playing(view)
        alike = unmeasured_card(view)
        if alike is not None:
            return alike
        return expert_play_measure(view, self.budget).best.cards[0]
