"""The computer players: Facile, Moyen, Difficile and Expert, made by `make_bot`.

Difficile and Expert are one player (`SearchingBot`): the one sampling search
(`search.measure_play`) on the one objective (`scoring.Scorer`). The registry
(`SEARCHING`) gives each level its way of searching as a value (`search.Style`): its
budget, its model of the other seats, its playouts (Moyen's rules for Difficile, the
card-counting `sharp` ones for Expert) and its preferences. A level whose budget
measures no pass passes by Difficile's rules of thumb.

A bot sees nothing but a `PlayerView`. Each decision draws its randomness from a
`random.Random` seeded with the bot's seed and the point of the hand, so the same
view and seed always give the same choice, whatever came before in the process.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Protocol

from hearts.ai.deep import EXPERT, measure_pass, pass_shortlist
from hearts.ai.passing import hard_pass, medium_pass
from hearts.ai.policy import medium_discard, medium_follow, medium_lead
from hearts.ai.search import HARD, Budget, Style, alike_card, measure_play
from hearts.ai.seeds import decision_rng, decision_seed
from hearts.ai.turns import check_passing as _check_passing
from hearts.ai.turns import check_playing as _check_playing
from hearts.engine import Card, PlayerView
from hearts.engine.masks import SUIT_MASKS, card_of, mask_of
from hearts.engine.play_rules import taking_card

if TYPE_CHECKING:
    from hearts.choices import Level

EASY_RANDOM_SHARE: Final = 0.75  # how often Facile plays a random legal card


class Bot(Protocol):
    """A computer player: it chooses its pass and its plays from its seat's view alone."""

    level: Level

    def choose_pass(self, view: PlayerView) -> tuple[Card, Card, Card]:
        """The three cards to pass."""
        ...

    def choose_play(self, view: PlayerView) -> Card:
        """The card to play."""
        ...


def medium_play(view: PlayerView) -> Card:
    """Moyen's card: duck under the trick's winner, discard Q♠ then hearts, lead low."""
    legal = mask_of(view.legal_plays)
    trick = view.current_trick
    if not trick:
        return card_of(medium_lead(legal))
    led = SUIT_MASKS[trick[0][1].suit]
    if legal & led:
        winning = taking_card(mask_of(card for _, card in trick), led)
        return card_of(medium_follow(legal, winning, len(trick) == 3))
    return card_of(medium_discard(legal))


class EasyBot:
    """Facile: a random legal card most of the time, Moyen's card otherwise; a random pass."""

    level: Level = "easy"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> tuple[Card, Card, Card]:
        """Three cards drawn at random."""
        _check_passing(view)
        first, second, third = decision_rng(self.seed, view).sample(view.hand, 3)
        return (first, second, third)

    def choose_play(self, view: PlayerView) -> Card:
        """Usually any legal card; now and then a sensible one."""
        _check_playing(view)
        rng = decision_rng(self.seed, view)
        if rng.random() < EASY_RANDOM_SHARE:
            return rng.choice(view.legal_plays)
        return medium_play(view)


class MediumBot:
    """Moyen: fixed rules of thumb, no memory beyond the trick on the table."""

    level: Level = "medium"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose_pass(self, view: PlayerView) -> tuple[Card, Card, Card]:
        """High spades, then high hearts, then the highest cards."""
        _check_passing(view)
        return medium_pass(view.hand)

    def choose_play(self, view: PlayerView) -> Card:
        """Duck, discard the queen and hearts, lead low."""
        _check_playing(view)
        return medium_play(view)


# The levels that search, each with its way of searching: one search, other values.
SEARCHING: Final[dict[str, Style]] = {"hard": HARD, "expert": EXPERT}


class SearchingBot:
    """A level that searches: the one search (`search.measure_play`) in its level's style
    (`SEARCHING`), on its own budget unless given another (a test's, the window's)."""

    level: Level

    def __init__(self, seed: int = 0, budget: Budget | None = None) -> None:
        self.seed = seed
        self.style = SEARCHING[self.level].on(budget)

    def choose_pass(self, view: PlayerView) -> tuple[Card, Card, Card]:
        """The best pass of those measured, or Difficile's rules of thumb when the budget
        measures none."""
        _check_passing(view)
        budget = self.style.budget
        if not budget.measures_passes:
            return hard_pass(view).cards
        passes = pass_shortlist(view, budget.pass_shortlist)
        first, second, third = measure_pass(view, passes, self._rng(view), budget).best.cards
        return (first, second, third)

    def choose_play(self, view: PlayerView) -> Card:
        """The card the search measures best; when the legal cards are all alike (one card,
        or cards that win and lose the same tricks), the one it would rank first."""
        _check_playing(view)
        alike = alike_card(view, self.style)
        if alike is not None:
            return alike
        return measure_play(view, self._rng(view), self.style).best.cards[0]

    def _rng(self, view: PlayerView) -> random.Random:
        """One decision's randomness: from the view alone for a level that shares the
        analysis's deals (Expert), else from the bot's seed and the point reached."""
        if self.style.view_seeded:
            return random.Random(decision_seed(view))
        return decision_rng(self.seed, view)


class HardBot(SearchingBot):
    """Difficile: card memory, inference of voids, rules of thumb, and the search on a
    small budget with Moyen's rules in its playouts."""

    level: Level = "hard"


class ExpertBot(SearchingBot):
    """Expert: the analysis's best pass and best card. Its seed is not used: its choices
    are drawn from the view alone, as the analysis's are, so that what the hint advises
    is what the analysis rates best."""

    level: Level = "expert"


# The computer player of each level the choices name (hearts.choices.LEVELS, in its order:
# a test checks that they agree), so that the store loads no player to know the names.
PLAYERS: Final[dict[str, Callable[[int], Bot]]] = {
    "easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}
LEVELS: Final = tuple(PLAYERS)
_SEARCHERS: Final[dict[str, type[SearchingBot]]] = {
    searcher.level: searcher for searcher in (HardBot, ExpertBot)}


def level_budget(level: str) -> Budget:
    """The budget a level that searches works on (`SEARCHING`)."""
    return SEARCHING[level].budget


def make_bot(level: str, seed: int, budget: Budget | None = None) -> Bot:
    """A computer player of *level* ("easy", "medium", "hard" or "expert") with its *seed*;
    a level that searches works on its own budget (`SEARCHING`) unless given *budget*."""
    if level not in PLAYERS:
        raise ValueError(f"unknown level: {level!r} (easy, medium, hard or expert)")
    if level in _SEARCHERS:
        return _SEARCHERS[level](seed, budget)
    if budget is not None:
        raise ValueError(f"{level!r} does not search: it has no budget")
    return PLAYERS[level](seed)
