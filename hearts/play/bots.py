"""The computer players and the hint, as the window calls them (a thin adapter over hearts.ai).

Each decision asks a bot seeded from its own view alone (hearts.ai.view_seed: the hand
number, the seat and the cards it was dealt), never from the deal number, which would
give away every hand. hearts.ai derives each decision's randomness from that seed and
the point reached, so the same deal and the same history always meet the same replies,
also after a game is resumed. These functions run in the worker: they only read the
PlayerView given. A level works on its own budget unless *budgets* names another for it
(a test's or a tool's quicker one).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from hearts.ai import Bot, Hint, hint, make_bot, view_seed
from hearts.ai.hint import HINT_LEVEL
from hearts.ai.levels import level_budget
from hearts.ai.search import Budget
from hearts.engine import Card, PlayerView

__all__ = ["OWN_BUDGETS", "Budgets", "advise", "budget_of", "choose_pass", "choose_play"]

Budgets = Mapping[str, Budget]  # levels given another budget than their own, by level
OWN_BUDGETS: Final[Budgets] = {}  # every level on its own budget (a dict: it goes to the worker)


def player(level: str, view: PlayerView, budgets: Budgets = OWN_BUDGETS) -> Bot:
    """The bot of *level* in view.seat, on the budget *budgets* gives its level, if any."""
    return make_bot(level, view_seed(view), budgets.get(level))


def choose_pass(level: str, view: PlayerView,
                budgets: Budgets = OWN_BUDGETS) -> tuple[Card, Card, Card]:
    """The three cards the bot of *level* in view.seat passes."""
    return player(level, view, budgets).choose_pass(view)


def choose_play(level: str, view: PlayerView, budgets: Budgets = OWN_BUDGETS) -> Card:
    """The card the bot of *level* in view.seat plays."""
    return player(level, view, budgets).choose_play(view)


def budget_of(level: str, budgets: Budgets = OWN_BUDGETS) -> Budget:
    """The budget *level* works on: the one *budgets* gives it, else its own."""
    return budgets.get(level, level_budget(level))


def advise(view: PlayerView, budgets: Budgets = OWN_BUDGETS) -> Hint:
    """What the hint's level (Expert, the strongest) would do in South's seat, with its
    reason."""
    return hint(view, budget_of(HINT_LEVEL, budgets))
