"""The analysis of a hand: South's decisions measured from South's view, the same on every run.

Positions are written card by card and reached with `Match.from_hands`; a small budget
keeps the tests quick (the figures' reproducibility does not depend on the budget's size,
and the planted blunder costs 13 points whatever the budget).
"""

from __future__ import annotations

import dataclasses
import os
import pickle
import random
import subprocess
import sys

import pytest

from hearts.ai import ExpertBot, bot_seed, make_bot
from hearts.ai.analysis import (
    BEST,
    BLUNDER,
    FORCED,
    INACCURACY,
    MISTAKE,
    AnalysisCancelled,
    HandAnalysis,
    analyse_decision,
    analyse_hand,
    decision_points,
    label_of,
)
from hearts.ai.deep import EXPERT, queen_inferred
from hearts.ai.knowledge import Knowledge
from hearts.ai.sampling import Sampler
from hearts.ai.search import Budget, measure_play, moon_still_open, moon_within_reach
from hearts.engine import QUEEN_OF_SPADES, Card, Match, Phase, Seat, cards
from tests.helpers.ai import play_all
from tests.helpers.scenarios import OPEN_MOON, OPEN_MOON_PLAYS

SMALL = Budget(play_budget=20_000, min_deals=24, max_deals=60, pass_deals=6, pass_shortlist=3)

# South, West, North, East. East leads 2♣ (hand 3 passes nothing), West takes it with A♣
# and leads 3♠; North drops Q♠ under it, East follows 5♠: South, last, may duck with 4♠.
PLANTED = (
    "3C 6C 9C 2D 5D 8D JD 3H 6H 9H QH 4S AS",
    "AC 7C TC 3D 6D 9D QD 4H 7H TH KH 3S 6S",
    "4C 8C JC 4D 7D TD KD 5H 8H JH AH QS 7S",
    "2C 5C QC KC AD 2H 8S 9S TS JS KS 5S 2S",
)


def _played_hand(deal: int) -> Match:
    """Hand 0 of a deal passed and played to its end by four Difficile players."""
    match = Match(deal)
    bots = [make_bot("hard", bot_seed(deal, 0, seat)) for seat in Seat]
    for seat in Seat:
        match.pass_cards(seat, bots[seat].choose_pass(match.view(seat)))
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        match.play(turn, bots[turn].choose_play(match.view(turn)))
    return match


@pytest.fixture(scope="module")
def whole_hand() -> tuple[str, HandAnalysis]:
    """A whole hand's JSON and its analysis."""
    text = _played_hand(11).to_json()
    return text, analyse_hand(text, 0, SMALL)


def test_the_pass_and_every_play_of_south_are_measured(
        whole_hand: tuple[str, HandAnalysis]) -> None:
    _, analysis = whole_hand
    kinds = [decision.kind for decision in analysis.decisions]
    assert kinds == ["pass"] + ["play"] * 13
    assert [decision.trick for decision in analysis.decisions] == [-1, *range(13)]
    for decision in analysis.decisions:
        assert decision.loss >= 0
        if decision.counted:
            assert decision.best == decision.options[0].cards
            assert decision.best_points is not None
            assert decision.chosen_points == pytest.approx(decision.best_points + decision.loss,
                                                           abs=2e-3)
            assert decision.label == label_of(decision.loss)


def test_every_legal_card_is_measured() -> None:
    match = Match.from_hands([cards(hand) for hand in PLANTED], hand_number=3)
    play_all(match, "2C 3C")
    point = decision_points(match, 3)[0]
    decision = analyse_decision(point, SMALL)
    measured = sorted(card for option in decision.options for card in option.cards)
    assert measured == sorted(point.view.legal_plays) == list(cards("3C 6C 9C"))
    assert decision.deals >= SMALL.min_deals


def test_the_same_hand_gives_the_same_figures_twice(
        whole_hand: tuple[str, HandAnalysis]) -> None:
    text, analysis = whole_hand
    assert analyse_hand(text, 0, SMALL).to_json() == analysis.to_json()


def test_the_same_hand_gives_the_same_figures_in_another_process(
        whole_hand: tuple[str, HandAnalysis]) -> None:
    text, analysis = whole_hand
    script = ("import sys\n"
              "from hearts.ai.analysis import analyse_hand\n"
              "from hearts.ai.deep import Budget\n"
              f"SMALL = {SMALL!r}\n"
              "print(analyse_hand(sys.stdin.read(), 0, SMALL).to_json())\n")
    environment = dict(os.environ, PYTHONHASHSEED="12345")
    result = subprocess.run([sys.executable, "-c", script], input=text, capture_output=True,
                            text=True, check=True, env=environment, timeout=300)
    assert result.stdout.strip() == analysis.to_json()


def test_a_queen_taken_when_a_smaller_card_ducks_is_a_big_loss() -> None:
    match = Match.from_hands([cards(hand) for hand in PLANTED], hand_number=3)
    play_all(match, "2C 3C AC 4C 3S QS 5S AS")
    last = decision_points(match, 3)[-1]
    assert last.chosen == (Card.parse("AS"),)
    decision = analyse_decision(last, SMALL)
    assert decision.label in (MISTAKE, BLUNDER)
    assert decision.loss > 10
    assert decision.best == (Card.parse("4S"),)
    assert decision.reason_key == "hint.play.duck"


def test_a_decision_with_one_legal_card_is_not_counted(
        whole_hand: tuple[str, HandAnalysis]) -> None:
    _, analysis = whole_hand
    last = analysis.decisions[-1]  # the thirteenth trick: one card left
    assert (last.label, last.loss, last.chosen_points, last.counted) == (FORCED, 0.0, None, False)
    counted = [decision for decision in analysis.decisions if decision.counted]
    assert analysis.counts()[FORCED] == len(analysis.decisions) - len(counted)
    assert analysis.total_loss == pytest.approx(sum(decision.loss for decision in counted))


@pytest.mark.parametrize(("loss", "label"), [
    (0.0, BEST), (0.29, BEST), (0.3, INACCURACY), (0.99, INACCURACY), (1.0, MISTAKE),
    (2.99, MISTAKE), (3.0, BLUNDER), (13.0, BLUNDER)])
def test_labels_follow_the_thresholds(loss: float, label: str) -> None:
    assert label_of(loss) == label


def test_the_figures_come_from_south_s_view_alone() -> None:
    """Swapping two unplayed cards between West and North changes nothing South may know."""
    swapped = list(PLANTED)
    swapped[1] = PLANTED[1].replace("QD", "KD")
    swapped[2] = PLANTED[2].replace("KD", "QD")
    figures = []
    for hands in (PLANTED, swapped):
        match = Match.from_hands([cards(hand) for hand in hands], hand_number=3)
        play_all(match, "2C 3C")
        figures.append(analyse_decision(decision_points(match, 3)[0], SMALL))
    assert figures[0] == figures[1]


def test_the_analysis_reads_back_from_json_and_pickles(
        whole_hand: tuple[str, HandAnalysis]) -> None:
    _, analysis = whole_hand
    assert HandAnalysis.from_json(analysis.to_json()) == analysis
    assert pickle.loads(pickle.dumps(analysis)) == analysis


@pytest.mark.parametrize("text", ["", "[]", '{"version": 2}', '{"version": 1}'])
def test_a_damaged_analysis_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        HandAnalysis.from_json(text)


def test_progress_is_told_and_cancel_stops_between_decisions() -> None:
    match = Match.from_hands([cards(hand) for hand in PLANTED], hand_number=3)
    play_all(match, "2C 3C AC 4C 3S QS 5S AS")
    heard: list[tuple[int, int]] = []
    with pytest.raises(AnalysisCancelled):
        analyse_hand(match.to_json(), 3, SMALL, progress=lambda done, total: heard.append(
            (done, total)), cancelled=lambda: len(heard) >= 2)
    assert heard == [(0, 2), (1, 2)]


def test_a_hand_the_match_never_reached_is_refused() -> None:
    match = Match.from_hands([cards(hand) for hand in PLANTED], hand_number=3)
    with pytest.raises(ValueError):
        decision_points(match, 4)
    with pytest.raises(ValueError):
        decision_points(match, 2)


def test_expert_takes_the_best_choice() -> None:
    match = Match.from_hands([cards(hand) for hand in PLANTED], hand_number=3)
    play_all(match, "2C 3C AC 4C 3S QS 5S")
    assert ExpertBot(budget=SMALL).choose_play(match.view(Seat.SOUTH)) == Card.parse("4S")


def test_a_seat_that_kept_a_low_spade_under_the_ace_is_thought_not_to_hold_the_queen() -> None:
    """West follows 3♠ under A♠ where Q♠ would have gone: Q♠ is with North or East."""
    match = Match.from_hands([cards(hand) for hand in PLANTED], hand_number=3)
    play_all(match, "2C 3C AC 4C 6S 7S KS 4S 8S AS 3S")
    view = match.view(Seat.SOUTH)
    plain = Knowledge.from_view(view)
    inferred = queen_inferred(view, plain)
    queen = QUEEN_OF_SPADES.bit
    assert not plain.excluded[Seat.WEST] & queen
    assert [bool(inferred.excluded[seat] & queen) for seat in Seat] == [False, True, False, False]


def test_knowledge_no_deal_fits_is_told_before_sampling() -> None:
    """Fourteen cards only East may hold, and East holds thirteen: no deal fits."""
    match = Match.from_hands([cards(hand) for hand in PLANTED], hand_number=3)
    plain = Knowledge.from_view(match.view(Seat.SOUTH))
    only_east = 0
    for card in cards("5C 7C 8C TC JC QC KC AC 3D 4D 6D 7D 9D TD"):
        only_east |= card.bit
    excluded = (0, only_east, only_east, 0)
    assert Sampler(plain).is_dealable()
    assert not Sampler(dataclasses.replace(plain, excluded=excluded)).is_dealable()


def test_the_moon_is_measured_while_still_open_even_when_difficile_would_not_try_it() -> None:
    match = Match.from_hands([cards(hand) for hand in OPEN_MOON], hand_number=3)
    play_all(match, OPEN_MOON_PLAYS)
    view = match.view(Seat.SOUTH)
    knowledge = Knowledge.from_view(view)
    assert view.points_taken == (14, 0, 0, 0)
    assert moon_still_open(knowledge) and not moon_within_reach(knowledge)
    best = measure_play(view, random.Random(1), dataclasses.replace(EXPERT, budget=SMALL)).best
    assert best.shooting and best.cards == (Card.parse("QD"),)
    assert best.points < -10  # the moon all but made: 13 against each other seat


def test_the_moon_is_closed_once_another_seat_has_points() -> None:
    match = Match.from_hands([cards(hand) for hand in OPEN_MOON], hand_number=3)
    play_all(match, OPEN_MOON_PLAYS)
    assert moon_still_open(Knowledge.from_view(match.view(Seat.SOUTH)))
    play_all(match, "3H 2H JH 4H")  # North takes four hearts
    knowledge = Knowledge.from_view(match.view(Seat.SOUTH))
    assert knowledge.position.penalty == (14, 0, 4, 0)
    assert not moon_still_open(knowledge)
