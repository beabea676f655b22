"""Expert's way of searching (`EXPERT`, a `search.Style`) and the pass measure.

Expert, the hint and the analysis search as Difficile does (`search.measure_play`, the one
search, on the one objective, `scoring.Scorer`), with other values: many more deals of the
hidden hands (`Budget()`; Difficile's is `search.HARD_BUDGET`), playouts whose imagined
players count the cards (`sharp`, where Difficile's play Moyen's rules), a model of the
other seats that knows where Q♠ is not (`queen_inferred`), both plans (ducking, or the
moon while still open, where Difficile tries it only with a hand made for it; the moon
must win by `MOON_MARGIN`) for each card, and play against an opponent's moon as soon as
it runs one (`moon_runner`: it shoots in the playouts, the seat itself stops it there
while it can, `sharp.defend_card`, and a playout where its moon goes through costs
`MOON_DREAD` more). A pass is measured by playing the whole hand out over deals of the
unseen cards where the other seats pass as Difficile does (`pass_model`), Difficile's own
pass kept unless another beats it beyond the noise. It knows only what the seat's view
tells (`Knowledge`, `Sampler`). The work is a fixed number of deals and card plays, never
the clock, and the randomness is seeded by the caller, so the same position always gives
the same figures. See docs/ARCHITECTURE.md, "Where things live".
"""

from __future__ import annotations

import dataclasses
import random
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
from hearts.ai.scoring import Scorer
from hearts.ai.search import (
    AVOID,
    SHOOT,
    Budget,
    Estimate,
    Measure,
    Playout,
    Style,
    dreaded_figures,
    moon_still_open,
    moon_threat,
    no_preference,
    ranked,
)
from hearts.ai.sharp import sharp_card, sharp_play_out
from hearts.engine import (
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    PassDirection,
    PlayerView,
    Seat,
)
from hearts.engine.masks import QUEEN_OF_SPADES_BIT, SUIT_MASKS, cards_of, mask_of

SURE: Final = 2.0  # standard errors by which a pass must beat Difficile's to be preferred
# Points added to the moon plan's figure in play: its imagined opponents never defend
# against it, so its playouts are optimistic (see docs/ARCHITECTURE.md, "The analysis").
MOON_MARGIN: Final = 1.5
RUNNER_HEARTS: Final = 2  # hearts alone that make a seat with every point a moon runner
QUEEN_POINTS: Final = 13
# Points added to a playout where the runner's moon goes through: the imagined seats never
# defend against it but the measuring one, so a card that lets it through is made dearer.
MOON_DREAD: Final = 26.0


__all__ = ["EXPERT", "Budget", "measure_pass", "pass_shortlist"]


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


def expert_knowledge(view: PlayerView) -> Knowledge:
    """What Expert knows of the hidden hands: the view's knowledge, and where Q♠ is not."""
    return queen_inferred(view, Knowledge.from_view(view))


def sharp_playouts(knowledge: Knowledge, threat: int) -> Playout:
    """Playouts where every seat counts the cards (`sharp_play_out`), the *threat* (or -1)
    shooting the moon and the seat stopping it while it can, the seat shooting too in
    its moon plan."""
    me = knowledge.seat
    threat_bits = 1 << threat if threat >= 0 else 0
    voids = knowledge.voids
    position = knowledge.position

    def play(world: list[int], card: int, mode: int) -> list[int]:
        shooters = threat_bits | (1 << me if mode == SHOOT else 0)
        return sharp_play_out(position, world, card, shooters, voids, me, threat)

    return play


def rules_card(knowledge: Knowledge, legal: int) -> int:
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
                by_mode[place].append(dreaded_figures(scorer, end, -1, MOON_DREAD))
    chosen_plans = [_cheaper_plan(by_mode) for by_mode in values]  # each pass's plan
    plans = [[value[0] for value in by_mode[place]]
             for by_mode, place in zip(values, chosen_plans, strict=True)]
    estimates = [_pass_estimate(tuple(sorted(chosen)), by_mode[place], modes[place] == SHOOT)
                 for chosen, by_mode, place in zip(passes, values, chosen_plans, strict=True)]
    reference = tuple(sorted(hard_pass(view).cards))
    known = [estimate.cards for estimate in estimates]
    if reference not in known:
        return Measure(ranked(estimates), budget.pass_deals, NO_SEAT)
    sure = surely_better(plans, plans[known.index(reference)])
    best = ranked([estimate for estimate, better in zip(estimates, sure, strict=True)
                   if better or estimate.cards == reference])[0]
    rest = [estimate for estimate in ranked(estimates) if estimate is not best]
    return Measure((best, *rest), budget.pass_deals, NO_SEAT)


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


# Expert, the hint and the analysis: the same search as Difficile, with its own values.
EXPERT: Final = Style(budget=Budget(), reads=expert_knowledge, runner=moon_runner,
                      tries_the_moon=moon_still_open, playouts=sharp_playouts,
                      alike=rules_card, rules_of_thumb=no_preference, moon_margin=MOON_MARGIN,
                      moon_dread=MOON_DREAD, view_seeded=True)
