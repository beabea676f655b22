"""The one sampling search of Difficile and Expert: deal the hidden hands, play each card out,
keep the best by the one objective (`scoring.Scorer`).

For each deal of the unseen cards consistent with the seat's knowledge, every
candidate card is played and the hand finished with the level's playouts
(`sampled_means`, shared by Difficile's `search` and Expert's `deep.measure_play`); the
card with the lowest mean cost wins. The number of deals is the level's `Budget`,
computed from the position alone, never from the clock, so a choice is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from hearts.ai.knowledge import Knowledge
from hearts.ai.playout import play_out
from hearts.ai.sampling import Sampler
from hearts.ai.scoring import TABLE_SHARE, Scorer
from hearts.engine import DECK, Card, PlayerView
from hearts.engine.masks import (
    HEARTS,
    JACK_OF_DIAMONDS_INDEX,
    QUEEN_OF_SPADES_BIT,
    QUEEN_OF_SPADES_INDEX,
    SPADES,
    count,
    highest,
    indices_of,
    mask_of,
)
from hearts.engine.play_rules import PENALTY

FLUSH_BONUS: Final = TABLE_SHARE * 0.75  # preference for a spade lead that drives out Q♠
DUMP_QUEEN_BONUS: Final = TABLE_SHARE * 1.0  # preference for dropping Q♠ on another's trick
AVOID, SHOOT = 0, 1  # what the seat itself does after its card: duck points, or shoot
# A playout: (a copy of the deal's hands, the card played now, the seat's plan) -> its end.
Playout = Callable[[list[int], int, int], list[int]]
Figures = Callable[[list[int]], Sequence[float]]  # what a playout's end counts, summed


@dataclass(frozen=True, slots=True)
class Budget:
    """The work allowed per decision: deals sampled and card plays, never seconds."""

    play_budget: int = 320_000  # card plays shared by a decision's playouts
    min_deals: int = 160
    max_deals: int = 1_200
    pass_deals: int = 320  # deals of the unseen cards, the same for each pass measured
    pass_shortlist: int = 8  # passes measured: the safest by `hand_risk`, plus two more

    def play_deals(self, choices: int, plays_left: int) -> int:
        """How many deals a play decision samples: the budget shared by every playout."""
        per_deal = max(1, choices * plays_left)
        return max(self.min_deals, min(self.max_deals, self.play_budget // per_deal))


# Difficile's budget (it passes by rules of thumb, so measures no pass); Expert's is
# `Budget()`. The registry (`levels.SEARCHES`) gives each level its own.
HARD_BUDGET: Final = Budget(play_budget=24_000, min_deals=12, max_deals=120, pass_deals=0,
                            pass_shortlist=0)


def sampled_means(sampler: Sampler, rng: random.Random, deals: int, cards: Sequence[int],
                  modes: tuple[int, ...], play: Playout, figures: Figures,
                  width: int) -> list[list[list[float]]]:
    """The mean *figures* (*width* of them) of each card in each plan over the same *deals*
    deals of the hidden hands: the one sampling loop of every level that searches."""
    sums = [[[0.0] * width for _ in modes] for _ in cards]
    for _ in range(deals):
        world = sampler.deal(rng)
        for row, card in zip(sums, cards, strict=True):
            for place, mode in enumerate(modes):
                cell = row[place]
                for slot, value in enumerate(figures(play(world[:], card, mode))):
                    cell[slot] += value
    return [[[total / deals for total in cell] for cell in row] for row in sums]


@dataclass(frozen=True, slots=True)
class Choice:
    """The card the search chose and why, for the hint to explain."""

    card: Card
    shooting: bool  # the seat plays for the moon
    moon_threat: int  # the opponent thought to be shooting the moon, or -1
    expected: float  # the chosen card's mean cost
    alternatives: tuple[tuple[Card, float], ...]  # each candidate's best mean cost
    samples: int


def candidates(legal: int, knowledge: Knowledge, jack_counts: bool) -> list[int]:
    """One card per set of equivalent legal cards (same suit, nothing unseen or on the
    table between).

    Cards in such a set win and lose exactly the same tricks, so one stands for all.
    The lowest card of each set represents it.
    """
    return [group[0] for group in equivalent_groups(legal, knowledge, jack_counts)]


def equivalent_groups(legal: int, knowledge: Knowledge, jack_counts: bool) -> list[list[int]]:
    """The legal cards (indices) in sets of equivalent cards, lowest first in each."""
    groups: list[list[int]] = []
    previous = -2
    # A card of the trick on the table between two cards tells them apart (one beats it).
    apart = knowledge.unseen | sum(1 << index for index in knowledge.position.trick)
    for index in indices_of(legal):
        if previous >= 0 and _equivalent(previous, index, apart, jack_counts):
            groups[-1].append(index)
        else:
            groups.append([index])
        previous = index
    return groups


def _equivalent(low: int, high: int, apart: int, jack_counts: bool) -> bool:
    if low // 13 != high // 13 or PENALTY[low] != PENALTY[high]:
        return False
    if jack_counts and JACK_OF_DIAMONDS_INDEX in (low, high):
        return False
    between = ((1 << high) - 1) & ~((1 << (low + 1)) - 1)
    return not between & apart


def moon_still_open(knowledge: Knowledge) -> bool:
    """Whether the seat may still shoot the moon: no other seat has points or is taking
    some, and the seat holds the top heart still out (if any)."""
    me = knowledge.seat
    penalty = knowledge.position.penalty
    if any(penalty[seat] for seat in range(4) if seat != me):
        return False
    if _trick_points_elsewhere(knowledge):
        return False
    hearts_left = HEARTS & knowledge.unseen
    return not hearts_left or highest(knowledge.hand & HEARTS or 1) > highest(hearts_left)


def moon_within_reach(knowledge: Knowledge) -> bool:
    """Whether the seat may still shoot the moon and holds the cards to try it."""
    if not moon_still_open(knowledge):
        return False
    me = knowledge.seat
    high_cards = sum(1 for index in indices_of(knowledge.hand) if index % 13 >= 10)
    well_on_the_way = knowledge.queen_taker == me and _hearts_taken(knowledge, me) >= 6
    return high_cards * 3 >= count(knowledge.hand) * 2 or well_on_the_way


def _hearts_taken(knowledge: Knowledge, seat: int) -> int:
    """How many hearts *seat* has taken in the finished tricks."""
    queen = 13 if knowledge.queen_taker == seat else 0
    return knowledge.position.penalty[seat] - queen


def _trick_points_elsewhere(knowledge: Knowledge) -> bool:
    """Whether the current trick already holds points another seat is taking."""
    position = knowledge.position
    points = sum(PENALTY[index] for index in position.trick)
    return bool(points) and position.winner != knowledge.seat and len(position.trick) == 3


def moon_threat(knowledge: Knowledge) -> int:
    """The opponent that has taken every point so far and enough of them to fear a moon."""
    penalty = knowledge.position.penalty
    for seat in range(4):
        if seat == knowledge.seat or not penalty[seat]:
            continue
        if any(penalty[other] for other in range(4) if other != seat):
            return -1
        hearts = _hearts_taken(knowledge, seat)
        if (knowledge.queen_taker == seat and hearts >= 3) or hearts >= 7:
            return seat
    return -1


def sample_count(candidates_count: int, modes: int, plays_left: int,
                 budget: Budget = HARD_BUDGET) -> int:
    """How many deals to sample: the play budget shared by every playout, within bounds."""
    return budget.play_deals(candidates_count * modes, plays_left)


def search(view: PlayerView, rng: random.Random, budget: Budget = HARD_BUDGET) -> Choice:
    """The card the Difficile player plays now, with the search's figures."""
    knowledge = Knowledge.from_view(view)
    legal = mask_of(view.legal_plays)
    if not legal:
        raise ValueError(f"{view.seat.name} has no card to play")
    cards = candidates(legal, knowledge, view.rules.jack_of_diamonds)
    threat = moon_threat(knowledge)
    if len(cards) == 1:
        return Choice(DECK[cards[0]], False, threat, 0.0, ((DECK[cards[0]], 0.0),), 0)
    modes = (AVOID, SHOOT) if moon_within_reach(knowledge) else (AVOID,)
    plays_left = 52 - count(knowledge.played)
    samples = sample_count(len(cards), len(modes), plays_left, budget)
    costs = _mean_costs(view, knowledge, cards, modes, threat, samples, rng)
    bonus = _flush_bonus(knowledge, cards) or _dump_queen_bonus(knowledge, cards)
    best_card, best_mode, best_cost = cards[0], AVOID, float("inf")
    alternatives = []
    for position, card in enumerate(cards):
        card_best = float("inf")
        for mode_position, mode in enumerate(modes):
            value = costs[position][mode_position] - bonus.get(card, 0.0)
            card_best = min(card_best, value)
            if value < best_cost - 1e-9:
                best_card, best_mode, best_cost = card, mode, value
        alternatives.append((DECK[card], card_best))
    return Choice(DECK[best_card], best_mode == SHOOT, threat, best_cost,
                  tuple(alternatives), samples)


def _mean_costs(view: PlayerView, knowledge: Knowledge, cards: list[int],
                modes: tuple[int, ...], threat: int, samples: int,
                rng: random.Random) -> list[list[float]]:
    """The mean cost of each candidate card in each mode over *samples* deals, the hands
    finished by Moyen's rules (`play_out`), the *threat* shooting the moon."""
    scorer = Scorer(view)
    position = knowledge.position
    me_bit = 1 << knowledge.seat
    threat_bits = 1 << threat if threat >= 0 else 0

    def play(world: list[int], card: int, mode: int) -> list[int]:
        return play_out(position, world, card, threat_bits | (me_bit if mode == SHOOT else 0))

    def figures(end: list[int]) -> tuple[float]:
        return (scorer.cost(end),)

    means = sampled_means(Sampler(knowledge), rng, samples, cards, modes, play, figures, 1)
    return [[cell[0] for cell in row] for row in means]


def _dump_queen_bonus(knowledge: Knowledge, cards: list[int]) -> dict[int, float]:
    """Rule of thumb: a void seat holding Q♠ throws it at once, on a trick it does not take."""
    trick = knowledge.position.trick
    if not trick or QUEEN_OF_SPADES_INDEX not in cards or trick[0] // 13 == 3:
        return {}
    return {QUEEN_OF_SPADES_INDEX: DUMP_QUEEN_BONUS}


def _flush_bonus(knowledge: Knowledge, cards: list[int]) -> dict[int, float]:
    """Rule of thumb: without Q♠ and with only spades below it, lead spades to drive it out."""
    position = knowledge.position
    if position.trick or not knowledge.unseen & QUEEN_OF_SPADES_BIT:
        return {}
    spades = knowledge.hand & SPADES
    if not spades or highest(spades) > QUEEN_OF_SPADES_INDEX:
        return {}
    return {card: FLUSH_BONUS for card in cards if card // 13 == 3}
