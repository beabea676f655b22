"""Expert's measures, as the hint and the analysis ask for them: Expert's style of the one
search (`deep.EXPERT`) on a budget, seeded from the view and the point reached alone
(`decision_seed`, never a bot's seed), so the hint (Expert's choice), Expert at the table
(`levels.ExpertBot`) and the analysis of the same position always agree. See
docs/ARCHITECTURE.md, "Where things live".
"""

from __future__ import annotations

import random
from typing import Final

from hearts.ai.deep import EXPERT, measure_pass, pass_shortlist
from hearts.ai.search import Budget, Measure, measure_play
from hearts.ai.seeds import decision_seed
from hearts.engine import Card, PlayerView

DEFAULT_BUDGET: Final = EXPERT.budget  # Expert's, the hint's and the analysis's


def expert_pass_measure(view: PlayerView, budget: Budget = DEFAULT_BUDGET,
                        extra: tuple[tuple[Card, ...], ...] = ()) -> Measure:
    """The passes worth measuring (plus *extra*), measured from the view: Expert passes
    the best."""
    passes = pass_shortlist(view, budget.pass_shortlist, extra)
    return measure_pass(view, passes, random.Random(decision_seed(view)), budget)


def expert_play_measure(view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Measure:
    """Every legal card measured from the view: Expert plays the best."""
    return measure_play(view, random.Random(decision_seed(view)), EXPERT.on(budget))
