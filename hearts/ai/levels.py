"""The computer players: Facile, Moyen, Difficile and Expert (`expert`), made by `make_bot`.

Difficile and Expert are the one sampling search (`search.sampled_means`) on the one
objective (`scoring.Scorer`); the registry gives each its budget (`BUDGETS`), and each
its model of the other seats and its playouts (Moyen's rules for Difficile, the
card-counting `sharp` ones for Expert).

A bot sees nothing but a `PlayerView`. Each decision draws its randomness from a
`random.Random` seeded with the bot's seed and the point of the hand, so the same
view and seed always give the same choice, whatever came before in the process.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Protocol

from hearts.ai.expert import DEFAULT_BUDGET, ExpertBot
from hearts.ai.passing import PassChoice, hard_pass, medium_pass
from hearts.ai.policy import medium_discard, medium_follow, medium_lead
from hearts.ai.search import HARD_BUDGET, Budget, Choice, search
from hearts.ai.seeds import decision_rng
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


class HardBot:
    """Difficile: card memory, inference of voids, rules of thumb, and a sampling search."""

    level: Level = "hard"

    def __init__(self, seed: int, budget: Budget = HARD_BUDGET) -> None:
        self.seed = seed
        self.budget = budget

    def plan_pass(self, view: PlayerView) -> PassChoice:
        """The pass with its plan."""
        _check_passing(view)
        return hard_pass(view)

    def choose_pass(self, view: PlayerView) -> tuple[Card, Card, Card]:
        """The pass that leaves the safest hand (or keeps a moon hand whole)."""
        return self.plan_pass(view).cards

    def decide(self, view: PlayerView) -> Choice:
        """The card with the search's figures behind it."""
        _check_playing(view)
        return search(view, decision_rng(self.seed, view), self.budget)

    def choose_play(self, view: PlayerView) -> Card:
        """The card the search finds best."""
        return self.decide(view).card


# The computer player of each level the choices name (hearts.choices.LEVELS, in its order:
# a test checks that they agree), so that the store loads no player to know the names.
PLAYERS: Final[dict[str, Callable[[int], Bot]]] = {
    "easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}
LEVELS: Final = tuple(PLAYERS)
# The levels that search, each with its player and its work per decision (deals and card
# plays, never seconds): one sampling search, on two budgets.
SEARCHING: Final[dict[str, tuple[Callable[[int, Budget], Bot], Budget]]] = {
    "hard": (HardBot, HARD_BUDGET), "expert": (ExpertBot, DEFAULT_BUDGET)}


def make_bot(level: str, seed: int, budget: Budget | None = None) -> Bot:
    """A computer player of *level* ("easy", "medium", "hard" or "expert") with its *seed*;
    a level that searches works on its own budget (`SEARCHING`) unless given *budget*."""
    if level not in PLAYERS:
        raise ValueError(f"unknown level: {level!r} (easy, medium, hard or expert)")
    if level in SEARCHING:
        maker, own = SEARCHING[level]
        return maker(seed, budget or own)
    if budget is not None:
        raise ValueError(f"{level!r} does not search: it has no budget")
    return PLAYERS[level](seed)
