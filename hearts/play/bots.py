"""The computer players and the hint, as the window calls them (a thin adapter over hearts.ai).

Each decision asks a bot seeded from its own view alone (hearts.ai.view_seed: the hand
number, the seat and the cards it was dealt), never from the deal number, which would
give away every hand. hearts.ai derives each decision's randomness from that seed and
the point reached, so the same deal and the same history always meet the same replies,
also after a game is resumed. These functions run in the worker: they only read the
PlayerView given.
"""

from __future__ import annotations

from hearts.ai import Bot, Hint, hint, make_bot, view_seed
from hearts.ai.deep import Budget
from hearts.ai.expert import DEFAULT_BUDGET, ExpertBot
from hearts.engine import Card, PlayerView

__all__ = ["advise", "choose_pass", "choose_play"]


def player(level: str, view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Bot:
    """The bot of *level* in view.seat; Expert works on *budget* (the window's knob)."""
    if level == "expert":
        return ExpertBot(view_seed(view), budget)
    return make_bot(level, view_seed(view))


def choose_pass(level: str, view: PlayerView,
                budget: Budget = DEFAULT_BUDGET) -> tuple[Card, Card, Card]:
    """The three cards the bot of *level* in view.seat passes."""
    return player(level, view, budget).choose_pass(view)


def choose_play(level: str, view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Card:
    """The card the bot of *level* in view.seat plays."""
    return player(level, view, budget).choose_play(view)


def advise(view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Hint:
    """What Expert, the strongest level, would do in South's seat, with its reason."""
    return hint(view, budget)
