"""The one sampling search of Difficile and Expert: deal the hidden hands, play each card out,
keep the best by the one objective (`scoring.Scorer`).

For each deal of the unseen cards consistent with the seat's knowledge, every
candidate card is played and the hand finished with the level's playouts
(`sampled_means`); the card with the lowest mean cost wins (`measure_play`). A level's
way of searching is a value (`Style`, the registry's `levels.SEARCHING`): its budget,
its model of the other seats (what it reads of them, who it fears shoots the moon,
when it tries the moon itself), its playouts, and its preferences between cards. The
number of deals is the budget, computed from the position alone, never from the clock,
so a choice is reproducible. Difficile's style is `HARD` (Moyen's rules in its
playouts); Expert's is `deep.EXPERT`.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from hearts.ai.knowledge import Knowledge
from hearts.ai.playout import play_out
from hearts.ai.sampling import Sampler
from hearts.ai.scoring import LOST, TABLE_SHARE, WON, Scorer
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
from hearts.engine.play_rules import MOON, PENALTY

FLUSH_BONUS: Final = TABLE_SHARE * 0.75  # preference for a spade lead that drives out Q♠
DUMP_QUEEN_BONUS: Final = TABLE_SHARE * 1.0  # preference for dropping Q♠ on another's trick
AVOID, SHOOT = 0, 1  # what the seat itself does after its card: duck points, or shoot
# A playout: (a copy of the deal's hands, the card played now, the seat's plan) -> its end.
Playout = Callable[[list[int], int, int], list[int]]
Figures = Callable[[list[int]], Sequence[float]]  # what a playout's end counts, summed
FIGURES: Final = 4  # a playout's cost, points of the hand, game won, game lost (`figures`)


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

    @property
    def measures_passes(self) -> bool:
        """Whether the level measures its pass by playing hands out (else its rules choose)."""
        return self.pass_deals > 0 and self.pass_shortlist > 0


# Difficile's budget (it passes by rules of thumb, so measures no pass); Expert's is
# `Budget()`.
HARD_BUDGET: Final = Budget(play_budget=24_000, min_deals=12, max_deals=120, pass_deals=0,
                            pass_shortlist=0)


@dataclass(frozen=True, slots=True)
class Style:
    """How a level searches: a value of the registry (`levels.SEARCHING`).

    Difficile and Expert differ only by these values; `measure_play` is the same for both.
    """

    budget: Budget
    reads: Callable[[PlayerView], Knowledge]  # what the seat knows of the hidden hands
    runner: Callable[[Knowledge], int]  # the opponent played against as shooting, or -1
    tries_the_moon: Callable[[Knowledge], bool]  # whether the moon plan is measured too
    # How the imagined seats finish a hand, given the knowledge and the moon runner.
    playouts: Callable[[Knowledge, int], Playout]
    alike: Callable[[Knowledge, int], int]  # the card among legal ones the search ties
    rules_of_thumb: Callable[[Knowledge, list[int]], dict[int, float]]  # cost taken off
    moon_margin: float = 0.0  # what the moon plan must win by to be chosen
    moon_dread: float = 0.0  # what a playout costs more where the runner's moon goes through
    view_seeded: bool = False  # draws its deals from the view alone, as the analysis does

    def on(self, budget: Budget | None) -> Style:
        """This style on *budget* (a test's or a tool's), or on its own when None."""
        return self if budget is None else dataclasses.replace(self, budget=budget)


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
class Estimate:
    """The expected points of one choice for the seat: its points of the hand against the
    table (`Scorer.hand`, the moon dread included), what the totals add to make the cost
    the search minimizes (`Scorer.cost`: the leader weighing most, the game's end), and how
    often the game is won or lost."""

    cards: tuple[Card, ...]
    points: float
    shooting: bool = False  # its best plan is the moon
    game: float = 0.0  # the cost minus the points: the leader's weight, the game's end
    won: float = 0.0  # the share of the deals where the hand ends the game, the seat winning
    lost: float = 0.0  # the share where it ends the game, another seat winning
    preference: float = 0.0  # taken off the cost by the level's rules of thumb

    @property
    def cost(self) -> float:
        """What the search minimizes: the points, and the game's end weighing more."""
        return self.points + self.game - self.preference


@dataclass(frozen=True, slots=True)
class Measure:
    """Every legal choice of a decision with its expected points, best first."""

    estimates: tuple[Estimate, ...]
    deals: int  # deals of the hidden hands sampled
    moon_threat: int  # the opponent thought to be shooting the moon, or -1

    @property
    def best(self) -> Estimate:
        """The choice with the lowest expected cost."""
        return self.estimates[0]

    def of(self, chosen: tuple[Card, ...]) -> Estimate:
        """The estimate of *chosen* (cards in any order)."""
        wanted = mask_of(chosen)
        for estimate in self.estimates:
            if mask_of(estimate.cards) == wanted:
                return estimate
        raise ValueError(f"not a measured choice: {' '.join(map(str, chosen))}")


@dataclass(frozen=True, slots=True)
class Choice:
    """The card the search chose and its plan, for the hint to explain."""

    card: Card
    shooting: bool  # the seat plays for the moon
    moon_threat: int  # the opponent thought to be shooting the moon, or -1


def measure_play(view: PlayerView, rng: random.Random, style: Style) -> Measure:
    """The expected points of every legal card of the view's seat, from its view alone,
    searched in the level's *style*: the one search of every level that searches."""
    knowledge = style.reads(view)
    legal = mask_of(view.legal_plays)
    if not legal:
        raise ValueError(f"{view.seat.name} has no card to play")
    groups = equivalent_groups(legal, knowledge, view.rules.jack_of_diamonds)
    threat = style.runner(knowledge)
    modes = (AVOID, SHOOT) if style.tries_the_moon(knowledge) else (AVOID,)
    deals = style.budget.play_deals(len(groups) * len(modes), 52 - count(knowledge.played))
    representatives = [group[0] for group in groups]
    means = _play_means(view, knowledge, style, representatives, modes, threat, deals, rng)
    preferences = style.rules_of_thumb(knowledge, representatives)
    estimates: list[Estimate] = []
    for group, by_mode in zip(groups, means, strict=True):
        preference = preferences.get(group[0], 0.0)
        estimates.extend(best_plan((DECK[index],), by_mode, modes, style.moon_margin, preference)
                         for index in group)
    return Measure(ranked(estimates, style.alike(knowledge, legal)), deals, threat)


def alike_card(view: PlayerView, style: Style) -> Card | None:
    """The card `measure_play` would rank first when every legal card is equivalent (one
    group, so one figure for all), found without measuring; None when there are several."""
    knowledge = style.reads(view)
    legal = mask_of(view.legal_plays)
    if len(equivalent_groups(legal, knowledge, view.rules.jack_of_diamonds)) != 1:
        return None
    return DECK[style.alike(knowledge, legal)]


def _play_means(view: PlayerView, knowledge: Knowledge, style: Style, cards: list[int],
                modes: tuple[int, ...], threat: int, deals: int,
                rng: random.Random) -> list[list[list[float]]]:
    """The seat's mean cost, points, games won and games lost for each card in each plan,
    over the same *deals* deals; the *threat* (or -1) shoots the moon in the playouts."""
    scorer = Scorer(view)
    playout = style.playouts(knowledge, threat)
    dread = style.moon_dread

    def figures(end: list[int]) -> tuple[float, float, float, float]:
        return dreaded_figures(scorer, end, threat, dread)

    return sampled_means(Sampler(knowledge), rng, deals, cards, modes, playout, figures,
                         FIGURES)


def dreaded_figures(scorer: Scorer, end: list[int], threat: int,
                    dread: float) -> tuple[float, float, float, float]:
    """A playout's cost and points (`Scorer.figures`), *dread* more each when the *threat*
    (or -1) shot the moon, then 1.0 where the seat wins the game, 1.0 where it loses it."""
    more = dread if threat >= 0 and end[threat] >= MOON else 0.0
    cost, hand, game = scorer.figures(end)
    return cost + more, hand + more, float(game == WON), float(game == LOST)


def best_plan(cards: tuple[Card, ...], by_mode: list[list[float]], modes: tuple[int, ...],
              margin: float, preference: float = 0.0) -> Estimate:
    """A choice's estimate in its better plan (its mean cost, points, wins and losses by
    plan): the moon plan costs *margin* more, so it is chosen only when it beats ducking
    by that much."""
    figures = [cost + (margin if mode == SHOOT else 0.0)
               for (cost, *_), mode in zip(by_mode, modes, strict=True)]
    place = figures.index(min(figures))
    cost, points, won, lost = by_mode[place]
    return Estimate(cards, points + (figures[place] - cost), modes[place] == SHOOT,
                    cost - points, won, lost, preference)


def ranked(estimates: list[Estimate], preferred: int = -1) -> tuple[Estimate, ...]:
    """Best (lowest cost) first; on equal costs the *preferred* card (an index), then card
    order, so the order never depends on chance."""
    return tuple(sorted(estimates, key=lambda estimate: (
        round(estimate.cost, 9), estimate.cards[0].index != preferred,
        [card.index for card in estimate.cards])))


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


def no_preference(knowledge: Knowledge, cards: list[int]) -> dict[int, float]:
    """No rule of thumb: the measure alone chooses."""
    return {}


def hard_preferences(knowledge: Knowledge, cards: list[int]) -> dict[int, float]:
    """Difficile's rules of thumb, as cost taken off the cards they favour."""
    return flush_bonus(knowledge, cards) or dump_queen_bonus(knowledge, cards)


def lowest_card(knowledge: Knowledge, legal: int) -> int:
    """The lowest legal card (an index): Difficile's choice between cards it ties."""
    return (legal & -legal).bit_length() - 1


def moyen_playouts(knowledge: Knowledge, threat: int) -> Playout:
    """Playouts where every seat plays Moyen's rules (`play_out`), the *threat* (or -1)
    shooting the moon, and the seat too in its moon plan."""
    position = knowledge.position
    me_bit = 1 << knowledge.seat
    threat_bits = 1 << threat if threat >= 0 else 0

    def play(world: list[int], card: int, mode: int) -> list[int]:
        return play_out(position, world, card, threat_bits | (me_bit if mode == SHOOT else 0))

    return play


# Difficile: what the view shows (`Knowledge`), Moyen's rules in its playouts, the moon
# tried with a hand made for it, and two rules of thumb.
HARD: Final = Style(budget=HARD_BUDGET, reads=Knowledge.from_view, runner=moon_threat,
                    tries_the_moon=moon_within_reach, playouts=moyen_playouts,
                    alike=lowest_card, rules_of_thumb=hard_preferences)


def dump_queen_bonus(knowledge: Knowledge, cards: list[int]) -> dict[int, float]:
    """Rule of thumb: a void seat holding Q♠ throws it at once, on a trick it does not take."""
    trick = knowledge.position.trick
    if not trick or QUEEN_OF_SPADES_INDEX not in cards or trick[0] // 13 == 3:
        return {}
    return {QUEEN_OF_SPADES_INDEX: DUMP_QUEEN_BONUS}


def flush_bonus(knowledge: Knowledge, cards: list[int]) -> dict[int, float]:
    """Rule of thumb: without Q♠ and with only spades below it, lead spades to drive it out."""
    position = knowledge.position
    if position.trick or not knowledge.unseen & QUEEN_OF_SPADES_BIT:
        return {}
    spades = knowledge.hand & SPADES
    if not spades or highest(spades) > QUEEN_OF_SPADES_INDEX:
        return {}
    return {card: FLUSH_BONUS for card in cards if card // 13 == 3}
