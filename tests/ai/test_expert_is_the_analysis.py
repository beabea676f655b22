"""One strongest player: the hint's choice is Expert's, and the analysis rates it best.

Over the pass and every play of South in hands played by four Difficile, on a small
budget (the same code runs on the game's budget): the hint, Expert and the analysis's
best choice agree, and the analysis labels the hint's choice "best" (meilleur choix).
Cards that all win and lose the same tricks are not measured by Expert; it then plays
the card the measure would have ranked first.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from hearts.ai import ExpertBot, bot_seed, hint, make_bot
from hearts.ai.analysis import BEST, FORCED, DecisionPoint, analyse_decision
from hearts.ai.deep import EXPERT
from hearts.ai.search import Budget, alike_card, measure_play
from hearts.engine import Match, Phase, PlayerView, Seat, deal_hands

TINY = Budget(play_budget=3_000, min_deals=6, max_deals=12, pass_deals=6, pass_shortlist=3)


def _south_views(deal: int, hand_number: int) -> list[PlayerView]:
    """South's view at each of its decisions in a hand of *deal* four Difficile play."""
    match = Match.from_hands(deal_hands(deal, hand_number), hand_number=hand_number,
                             deal_number=deal)
    bots = [make_bot("hard", bot_seed(deal, hand_number, seat)) for seat in Seat]
    views: list[PlayerView] = []
    if match.phase is Phase.PASSING:
        for seat in Seat:
            views += [match.view(seat)] if seat == Seat.SOUTH else []
            match.pass_cards(seat, bots[seat].choose_pass(match.view(seat)))
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        view = match.view(turn)
        views += [view] if turn == Seat.SOUTH else []
        match.play(turn, bots[turn].choose_play(view))
    return views


@pytest.mark.parametrize(("deal", "hand_number"), [(31, 0), (32, 1), (33, 2), (34, 3)])
def test_the_hint_is_expert_and_the_analysis_calls_it_best(deal: int, hand_number: int) -> None:
    views = _south_views(deal, hand_number)
    assert views
    for view in views:
        advice = hint(view, TINY)
        expert = ExpertBot(budget=TINY)
        chosen = (expert.choose_pass(view) if view.phase is Phase.PASSING
                  else (expert.choose_play(view),))
        assert sorted(chosen) == sorted(advice.cards)
        decision = analyse_decision(DecisionPoint(view, tuple(sorted(advice.cards))), TINY)
        assert decision.label in (BEST, FORCED)
        assert sorted(decision.best) == sorted(advice.cards)


@pytest.mark.parametrize("deal", [41, 42, 43])
def test_cards_left_unmeasured_are_the_ones_the_measure_ranks_first(deal: int) -> None:
    alike = 0
    for view in _south_views(deal, 3):
        card = alike_card(view, EXPERT)
        if card is None:
            continue
        alike += 1
        best = measure_play(view, random.Random(deal), replace(EXPERT, budget=TINY)).best
        assert best.cards == (card,)
    assert alike
