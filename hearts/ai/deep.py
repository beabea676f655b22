"""The analysis's search: every legal choice of one seat measured in expected points.

It goes deeper than Difficile's (`search`): every legal card, many more deals of the
hidden hands (its `Budget`; Difficile's is `search.HARD_BUDGET`), playouts whose imagined players
count the cards (`sharp`, where Difficile's play Moyen's rules), where Q♠ is not
(`queen_inferred`), both plans (ducking, or the moon while still open, where Difficile
tries it only with a hand made for it; the moon must win by `MOON_MARGIN`) for each card,
against an opponent's moon as soon as it runs one (`moon_runner`: it shoots in the playouts,
the seat itself stops it there while it can, `sharp.defend_card`, and a playout where its
moon goes through costs `MOON_DREAD` more),
and a pass measured by playing the whole hand out over deals of the unseen cards where
the other seats pass as Difficile does (`pass_model`), Difficile's own pass kept unless
another beats it beyond the noise. The driver and the objective are Difficile's
(`search.sampled_means`, `scoring.Scorer`: points of the hand against the table, the score
leader weighing most, the game's end outweighing the hand), plus the moon dread.
It knows only what the seat's view tells (`Knowledge`, `Sampler`). The work is a fixed
number of deals and card plays, never the clock, and the randomness is seeded by the
caller, so the same position always gives the same figures. See docs/ARCHITECTURE.md,
"Where things live".
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from itertools import combinations
from math import sqrt
from statistics import fmean, stdev
from typing import Final

from hearts.ai.knowledge import Knowledge
from hearts.ai.leads import shown_by_others
from hearts.ai.pass_model import model_pass
from hearts.ai.passing import PASSED_QUEEN_RISK, hand_risk, hard_pass, moon_hand
from hearts.ai.playout import NO_SEAT, Position
from hearts.ai.sampling import Sampler
from hearts.ai.scoring import LOST, WON, Scorer
from hearts.ai.search import (
    AVOID,
    SHOOT,
    Budget,
    equivalent_groups,
    moon_still_open,
    moon_threat,
    sampled_means,
)
from hearts.ai.sharp import sharp_card, sharp_play_out
from hearts.engine import (
    DECK,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    PassDirection,
    PlayerView,
    Seat,
)
from hearts.engine.masks import QUEEN_OF_SPADES_BIT, SUIT_MASKS, cards_of, count, mask_of
from hearts.engine.play_rules import MOON

SURE: Final = 2.0  # standard errors by which a pass must beat Difficile's to be preferred
# Points added to the moon plan's figure in play: its imagined opponents never defend
# against it, so its playouts are optimistic (see docs/ARCHITECTURE.md, "The analysis").
MOON_MARGIN: Final = 1.5
RUNNER_HEARTS: Final = 2  # hearts alone that make a seat with every point a moon runner
QUEEN_POINTS: Final = 13
# Points added to a playout where the runner's moon goes through: the imagined seats never
# defend against it but the measuring one, so a card that lets it through is made dearer.
MOON_DREAD: Final = 26.0


__all__ = ["Budget", "Estimate", "Measure", "measure_pass", "measure_play", "pass_shortlist"]


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

    @property
    def cost(self) -> float:
        """What the search minimizes: the points, and the game's end weighing more."""
        return self.points + self.game


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


def measure_play(view: PlayerView, rng: random.Random, budget: Budget) -> Measure:
    """The expected points of every legal card of the view's seat, from its view alone."""
    knowledge = queen_inferred(view, Knowledge.from_view(view))
    legal = mask_of(view.legal_plays)
    if not legal:
        raise ValueError(f"{view.seat.name} has no card to play")
    groups = equivalent_groups(legal, knowledge, view.rules.jack_of_diamonds)
    threat = moon_runner(knowledge)
    modes = (AVOID, SHOOT) if moon_still_open(knowledge) else (AVOID,)
    deals = budget.play_deals(len(groups) * len(modes), 52 - count(knowledge.played))
    representatives = [group[0] for group in groups]
    means = _play_means(view, knowledge, representatives, modes, threat, deals, rng)
    estimates: list[Estimate] = []
    for group, by_mode in zip(groups, means, strict=True):
        estimates.extend(best_plan((DECK[index],), by_mode, modes) for index in group)
    return Measure(_ranked(estimates, _rules_card(knowledge, legal)), deals, threat)


def unmeasured_card(view: PlayerView) -> Card | None:
    """The card `measure_play` would rank first when every legal card is equivalent (one
    group, so one figure for all): the playouts' own card, found without measuring."""
    knowledge = queen_inferred(view, Knowledge.from_view(view))
    legal = mask_of(view.legal_plays)
    if len(equivalent_groups(legal, knowledge, view.rules.jack_of_diamonds)) != 1:
        return None
    return DECK[_rules_card(knowledge, legal)]


def moon_runner(knowledge: Knowledge) -> int:
    """The opponent the seat plays against as shooting the moon, or -1: Difficile's threat
    (`search.moon_threat`), or sooner, a seat with every point so far, Q♠ or RUNNER_HEARTS
    hearts among them."""
    threat = moon_threat(knowledge)
    penalty = knowledge.position.penalty
    takers = [seat for seat in range(4) if penalty[seat]]
    if threat >= 0 or len(takers) != 1 or takers[0] == knowledge.seat:
        return threat
    seat = takers[0]
    queen = knowledge.queen_taker == seat
    hearts = penalty[seat] - (QUEEN_POINTS if queen else 0)
    return seat if queen or hearts >= RUNNER_HEARTS else -1


def best_plan(cards: tuple[Card, ...], by_mode: list[list[float]],
              modes: tuple[int, ...]) -> Estimate:
    """A choice's estimate in its better plan (its mean cost, points, wins and losses by
    plan): the moon plan costs MOON_MARGIN more, so it is chosen only when it beats ducking
    by that much."""
    figures = [cost + (MOON_MARGIN if mode == SHOOT else 0.0)
               for (cost, *_), mode in zip(by_mode, modes, strict=True)]
    place = figures.index(min(figures))
    cost, points, won, lost = by_mode[place]
    return Estimate(cards, points + (figures[place] - cost), modes[place] == SHOOT,
                    cost - points, won, lost)


def queen_inferred(view: PlayerView, knowledge: Knowledge) -> Knowledge:
    """*knowledge*, plus where Q♠ is not: a seat that could have dropped her on a trick
    another took (void in the suit led, or under A♠ or K♠) and kept her does not hold
    her, as every level throws her there. Kept as is if no deal would fit it then."""
    if not knowledge.free & QUEEN_OF_SPADES_BIT:
        return knowledge
    excluded = list(knowledge.excluded)
    tricks = [record.plays for record in view.tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    for number, plays in enumerate(tricks):
        if number == 0 and not view.rules.first_trick_points:
            continue  # no points on the first trick: she could not be dropped there
        led = plays[0][1].suit
        for place in range(1, len(plays)):
            seat, card = plays[place]
            if seat != view.seat and card is not QUEEN_OF_SPADES and (
                    card.suit is not led or _queen_drop_refused(plays[:place], card)):
                excluded[seat] |= QUEEN_OF_SPADES_BIT
    inferred = dataclasses.replace(knowledge, excluded=(excluded[0], excluded[1],
                                                        excluded[2], excluded[3]))
    try:
        return inferred if Sampler(inferred).is_dealable() else knowledge
    except ValueError:  # a card no seat could hold
        return knowledge


def _queen_drop_refused(before: tuple[tuple[Seat, Card], ...], card: Card) -> bool:
    """Whether a spade below Q♠ followed a spade trick A♠ or K♠ was already taking."""
    if card.suit is not QUEEN_OF_SPADES.suit or before[0][1].suit is not card.suit:
        return False
    if card.rank > QUEEN_OF_SPADES.rank:
        return False  # K♠ under A♠: the highest card below the winner, as Moyen plays
    return any(played.suit is card.suit and played.rank > QUEEN_OF_SPADES.rank
               for _, played in before)


def _play_means(view: PlayerView, knowledge: Knowledge, cards: list[int],
                modes: tuple[int, ...], threat: int, deals: int,
                rng: random.Random) -> list[list[list[float]]]:
    """The seat's mean cost, points, games won and games lost for each card in each plan,
    over the same *deals* deals (`search.sampled_means`); the *threat* (or -1) shoots the
    moon in the playouts, and the seat stops it while it can (a moon that goes through is
    dreaded, `dreaded_figures`)."""
    scorer = Scorer(view)
    me = knowledge.seat
    threat_bits = 1 << threat if threat >= 0 else 0
    voids = knowledge.voids
    position = knowledge.position

    def play(world: list[int], card: int, mode: int) -> list[int]:
        shooters = threat_bits | (1 << me if mode == SHOOT else 0)
        return sharp_play_out(position, world, card, shooters, voids, me, threat)

    def figures(end: list[int]) -> tuple[float, float, float, float]:
        return dreaded_figures(scorer, end, threat)

    return sampled_means(Sampler(knowledge), rng, deals, cards, modes, play, figures, 4)


def dreaded_figures(scorer: Scorer, end: list[int],
                    threat: int) -> tuple[float, float, float, float]:
    """A playout's cost and points (`Scorer.figures`), MOON_DREAD more each when the
    *threat* (or -1) shot the moon, then 1.0 where the seat wins the game, 1.0 where it
    loses it."""
    dread = MOON_DREAD if threat >= 0 and end[threat] >= MOON else 0.0
    cost, hand, game = scorer.figures(end)
    return cost + dread, hand + dread, float(game == WON), float(game == LOST)


def _ranked(estimates: list[Estimate], preferred: int = -1) -> tuple[Estimate, ...]:
    """Best (lowest cost) first; on equal costs the *preferred* card (an index), then card order, so
    the order never depends on chance."""
    return tuple(sorted(estimates, key=lambda estimate: (
        round(estimate.cost, 9), estimate.cards[0].index != preferred,
        [card.index for card in estimate.cards])))


def _rules_card(knowledge: Knowledge, legal: int) -> int:
    """The card the playouts' rules would play now (an index): the careful player's choice
    between cards the search cannot tell apart."""
    trick = knowledge.position.trick
    table = sum(1 << index for index in trick)
    led = SUIT_MASKS[trick[0] // 13] if trick else 0
    others = shown_by_others(knowledge.voids, knowledge.seat)
    card = sharp_card(legal, knowledge.hand, table, led, len(trick), knowledge.unseen, others)
    return card.bit_length() - 1


def pass_shortlist(view: PlayerView, size: int,
                   extra: tuple[tuple[Card, ...], ...] = ()) -> list[tuple[Card, ...]]:
    """The passes worth measuring: the *size* safest by `hand_risk`, Difficile's, and *extra*."""
    hand = view.hand
    scored: list[tuple[float, list[int], tuple[Card, ...]]] = []
    for chosen in combinations(hand, 3):
        kept = [card for card in hand if card not in chosen]
        risk = hand_risk(kept) + (PASSED_QUEEN_RISK if QUEEN_OF_SPADES in chosen else 0.0)
        scored.append((round(risk, 9), [card.index for card in chosen], chosen))
    scored.sort(key=lambda item: (item[0], item[1]))
    shortlist: list[tuple[Card, ...]] = [chosen for _, _, chosen in scored[:size]]
    for passed in (hard_pass(view).cards, *extra):
        ordered = tuple(sorted(passed))
        if ordered not in shortlist:
            shortlist.append(ordered)
    return shortlist


def measure_pass(view: PlayerView, passes: list[tuple[Card, ...]], rng: random.Random,
                 budget: Budget) -> Measure:
    """The expected points of each of *passes*: the whole hand played out after the exchange.

    The unseen cards are dealt to the other seats, who pass as Difficile does; then
    every seat plays the sharpened rules (`sharp`) from the 2♣ on (the seat itself
    shooting the moon too, when its hand is made for it). Difficile's own pass, when
    measured, stays the best unless another beats it beyond the noise (`surely_better`).
    """
    if view.pass_direction is PassDirection.NONE or view.has_passed:
        raise ValueError(f"{view.seat.name} has no cards to pass now")
    knowledge = Knowledge.from_view(view)
    sampler = Sampler(knowledge)
    scorer = Scorer(view)
    me = knowledge.seat
    modes = (AVOID, SHOOT) if moon_hand(view.hand) else (AVOID,)
    # deal by deal, each pass in each plan: (cost, points, won, lost)
    values: list[list[list[tuple[float, float, float, float]]]] = [
        [[] for _ in modes] for _ in passes]
    start = _start_of_hand(view)
    for _ in range(budget.pass_deals):
        world = sampler.deal(rng)
        others = _others_passes(view, world)
        for by_mode, chosen in zip(values, passes, strict=True):
            hands = _exchange(view, world, others, mask_of(chosen))
            leader = next(seat for seat in range(4) if hands[seat] & TWO_OF_CLUBS.bit)
            for place, mode in enumerate(modes):
                end = sharp_play_out(dataclasses.replace(start, turn=leader), hands[:],
                                     TWO_OF_CLUBS.index, 1 << me if mode == SHOOT else 0)
                by_mode[place].append(dreaded_figures(scorer, end, -1))
    chosen_plans = [_cheaper_plan(by_mode) for by_mode in values]  # each pass's plan
    plans = [[value[0] for value in by_mode[place]]
             for by_mode, place in zip(values, chosen_plans, strict=True)]
    estimates = [_pass_estimate(tuple(sorted(chosen)), by_mode[place], modes[place] == SHOOT)
                 for chosen, by_mode, place in zip(passes, values, chosen_plans, strict=True)]
    reference = tuple(sorted(hard_pass(view).cards))
    known = [estimate.cards for estimate in estimates]
    if reference not in known:
        return Measure(_ranked(estimates), budget.pass_deals, NO_SEAT)
    sure = surely_better(plans, plans[known.index(reference)])
    ranked = _ranked([estimate for estimate, better in zip(estimates, sure, strict=True)
                      if better or estimate.cards == reference])
    rest = [estimate for estimate in _ranked(estimates) if estimate is not ranked[0]]
    return Measure((ranked[0], *rest), budget.pass_deals, NO_SEAT)


def _cheaper_plan(by_mode: list[list[tuple[float, float, float, float]]]) -> int:
    """The place of the plan with the lowest mean cost."""
    means = [fmean(value[0] for value in plan) for plan in by_mode]
    return means.index(min(means))


def _pass_estimate(cards: tuple[Card, ...], deals: list[tuple[float, float, float, float]],
                   shooting: bool) -> Estimate:
    """A pass's estimate from its figures deal by deal in its plan."""
    cost, points, won, lost = (fmean(column) for column in zip(*deals, strict=True))
    return Estimate(cards, points, shooting, cost - points, won, lost)


def surely_better(plans: list[list[float]], reference: list[float]) -> list[bool]:
    """Which passes beat the reference by more than the noise of their deals.

    The passes are measured on the same deals, so each difference is judged by the
    spread of its deal-by-deal differences: a pass must do better than the reference
    by SURE standard errors to be preferred to it (the best of several noisy means is
    otherwise often a lucky one).
    """
    sure = []
    for plan in plans:
        differences = [mine - theirs for mine, theirs in zip(plan, reference, strict=True)]
        spread = stdev(differences) / sqrt(len(differences)) if len(differences) > 1 else 0.0
        sure.append(fmean(differences) + SURE * spread < 0)
    return sure


def _start_of_hand(view: PlayerView) -> Position:
    """The hand before its first card, as the playouts start from it."""
    return Position(turn=0, trick=(), tricks_done=0, hearts_broken=False, penalty=(0, 0, 0, 0),
                    jack_taker=NO_SEAT, first_trick_points=view.rules.first_trick_points,
                    qs_breaks_hearts=view.rules.qs_breaks_hearts)


def _others_passes(view: PlayerView, world: list[int]) -> list[int]:
    """The cards each other seat passes in a deal (as masks): Difficile's pass of its hand."""
    passed = [0, 0, 0, 0]
    for seat in range(4):
        if seat != view.seat:
            other = dataclasses.replace(view, seat=Seat(seat),
                                        hand=cards_of(world[seat]), legal_plays=())
            passed[seat] = mask_of(model_pass(other))
    return passed


def _exchange(view: PlayerView, world: list[int], passed: list[int], mine: int) -> list[int]:
    """The four hands after the exchange, the seat passing *mine*."""
    given = passed[:]
    given[view.seat] = mine
    hands = world[:]
    for seat in range(4):
        receiver = view.pass_direction.receiver(Seat(seat))
        hands[seat] ^= given[seat]
        hands[receiver] |= given[seat]
    return hands

