"""One search for the levels that search: Difficile and Expert differ only by the values the
registry gives them (`levels.SEARCHING`), and the worker asks for a level, never for a
special case; a test or a tool may still give one level another budget."""

from __future__ import annotations

import dataclasses

import pytest

from hearts.ai import ExpertBot, HardBot, make_bot, view_seed
from hearts.ai.deep import EXPERT, measure_pass, pass_shortlist
from hearts.ai.levels import SEARCHING, SearchingBot, level_budget
from hearts.ai.passing import hard_pass
from hearts.ai.search import HARD, HARD_BUDGET, Budget, alike_card, measure_play
from hearts.ai.seeds import decision_rng
from hearts.engine import Match, Phase, PlayerView, Seat
from hearts.play import bots
from tests.helpers.ai import random_position

TINY = Budget(play_budget=3_000, min_deals=6, max_deals=12, pass_deals=6, pass_shortlist=3)


def _views(count: int) -> list[PlayerView]:
    """The view of the seat to act in *count* random positions."""
    views = []
    for seed in range(count):
        match = random_position(seed)
        seat = Seat.SOUTH if match.phase is Phase.PASSING else match.turn
        assert seat is not None
        views.append(match.view(seat))
    return views


def test_the_registry_names_each_searching_level_and_make_bot_builds_it() -> None:
    assert SEARCHING == {"hard": HARD, "expert": EXPERT}
    assert SEARCHING["hard"].budget == HARD_BUDGET
    for level, style in SEARCHING.items():
        bot = make_bot(level, 7)
        assert isinstance(bot, SearchingBot) and bot.level == level
        assert bot.style == style
        quick = make_bot(level, 7, TINY)
        assert isinstance(quick, SearchingBot)
        assert quick.style == dataclasses.replace(style, budget=TINY)
    with pytest.raises(ValueError, match="no budget"):
        make_bot("medium", 7, TINY)


def test_difficile_given_experts_values_plays_as_expert() -> None:
    """The same driver: only the style differs, so Difficile's player with Expert's style
    chooses every pass and card as Expert does."""
    compared = 0
    for view in _views(40):
        if not view.legal_plays and view.phase is Phase.PLAYING:
            continue
        hard = HardBot(3)
        hard.style = dataclasses.replace(EXPERT, budget=TINY)
        expert = ExpertBot(3, TINY)
        if view.phase is Phase.PASSING:
            assert hard.choose_pass(view) == expert.choose_pass(view)
        else:
            assert hard.choose_play(view) == expert.choose_play(view)
        compared += 1
    assert compared >= 20


def test_each_level_plays_the_best_card_of_the_one_measure_in_its_style() -> None:
    measured = 0
    for view in _views(60):
        if view.phase is not Phase.PLAYING or not view.legal_plays:
            continue
        if alike_card(view, HARD) is not None:
            continue
        bot = HardBot(11)
        best = measure_play(view, decision_rng(11, view), HARD).best.cards[0]
        assert bot.choose_play(view) == best
        measured += 1
    assert measured >= 10


def test_the_worker_gives_a_budget_to_the_level_it_names_and_no_other() -> None:
    view = Match(4242).view(Seat.WEST)
    given = {"expert": TINY}
    for level in SEARCHING:
        own = bots.player(level, view)
        assert isinstance(own, SearchingBot) and own.style.budget == level_budget(level)
        other = bots.player(level, view, given)
        assert isinstance(other, SearchingBot)
        assert other.style.budget == (TINY if level == "expert" else level_budget(level))
    assert bots.budget_of("expert", given) == TINY
    assert bots.budget_of("hard", given) == HARD_BUDGET
    difficile = bots.player("hard", view, {"hard": TINY})
    assert isinstance(difficile, SearchingBot) and difficile.style.budget == TINY


def test_the_worker_asks_the_level_seeded_from_the_view() -> None:
    view = Match(77).view(Seat.NORTH)
    for level in SEARCHING:
        assert bots.choose_pass(level, view, {level: TINY}) == make_bot(
            level, view_seed(view), TINY).choose_pass(view)


def test_a_level_that_measures_no_pass_passes_by_rules_and_one_that_does_measures() -> None:
    view = Match(91).view(Seat.EAST)
    assert not HARD_BUDGET.measures_passes and TINY.measures_passes
    assert HardBot(5).choose_pass(view) == hard_pass(view).cards
    measuring = HardBot(5, TINY)  # Difficile given a budget that measures passes
    passes = pass_shortlist(view, TINY.pass_shortlist)
    best = measure_pass(view, passes, decision_rng(5, view), TINY).best.cards
    assert sorted(measuring.choose_pass(view)) == sorted(best)
