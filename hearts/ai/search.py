"""The Difficile player's search: sample the hidden hands, play each card out, keep the best.

For each deal of the unseen cards consistent with the seat's knowledge, every
candidate card is played and the hand finished with the fast policies; the card
with the lowest mean cost (see `scoring`) wins. The number of deals is computed
from the position alone — never from the clock — so a choice is reproducible.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Final

from hearts.ai.knowledge import Knowledge
from hearts.ai.playout import play_out
from hearts.ai.sampling import Sampler
from hearts.ai.scoring import Scorer
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

# The work allowed per decision, in card plays of the playouts (deterministic).
PLAY_BUDGET: Final = 24_000
MIN_SAMPLES: Final = 12
MAX_SAMPLES: Final = 120
FLUSH_BONUS: Final = 0.75  # preference for a spade lead that drives out Q♠ (points)
DUMP_QUEEN_BONUS: Final = 1.0  # preference for throwing Q♠ on a trick another seat takes
AVOID, SHOOT = 0, 1  # what the seat itself does after its card: duck points, or shoot


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
    """One card per set of equivalent legal cards (same suit, nothing unseen between).

    Cards in such a set win and lose exactly the same tricks, so one stands for all.
    The lowest card of each set represents it.
    """
    return [group[0] for group in equivalent_groups(legal, knowledge, jack_counts)]


def equivalent_groups(legal: int, knowledge: Knowledge, jack_counts: bool) -> list[list[int]]:
    """The legal cards (indices) in sets of equivalent cards, lowest first in each."""
    groups: list[list[int]] = []
    previous = -2
    for index in indices_of(legal):
        if previous >= 0 and _equivalent(previous, index, knowledge.unseen, jack_counts):
            groups[-1].append(index)
        else:
            groups.append([index])
        previous = index
    return groups


def _equivalent(low: int, high: int, unseen: int, jack_counts: bool) -> bool:
    if low // 13 != high // 13 or PENALTY[low] != PENALTY[high]:
        return False
    if jack_counts and JACK_OF_DIAMONDS_INDEX in (low, high):
        return False
    between = ((1 << high) - 1) & ~((1 << (low + 1)) - 1)
    return not between & unseen


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


def sample_count(candidates_count: int, modes: int, plays_left: int) -> int:
    """How many deals to sample: the play budget shared by every playout, within bounds."""
    per_deal = max(1, candidates_count * modes * plays_left)
    return max(MIN_SAMPLES, min(MAX_SAMPLES, PLAY_BUDGET // per_deal))


def search(view: PlayerView, rng: random.Random) -> Choice:
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
    samples = sample_count(len(cards), len(modes), plays_left)
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
    """The mean cost of each candidate card in each mode over *samples* deals."""
    sampler = Sampler(knowledge)
    scorer = Scorer(view)
    position = knowledge.position
    me_bit = 1 << knowledge.seat
    threat_bits = 1 << threat if threat >= 0 else 0
    sums = [[0.0] * len(modes) for _ in cards]
    for _ in range(samples):
        world = sampler.deal(rng)
        for card_position, card in enumerate(cards):
            row = sums[card_position]
            for mode_position, mode in enumerate(modes):
                shooters = threat_bits | (me_bit if mode == SHOOT else 0)
                end = play_out(position, world[:], card, shooters)
                row[mode_position] += scorer.cost(end)
    return [[total / samples for total in row] for row in sums]


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
