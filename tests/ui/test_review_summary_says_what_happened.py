"""The analysis's summary of a hand says what happened (the moon, South's points) and speaks
of the choices' cost as an expectation, saying so when the result beat it (issue 27, bug 3)."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pygame_gui
import pytest

from hearts.ai.analysis import PASS, Decision, HandAnalysis, label_of
from hearts.ai.reasons import HintReason
from hearts.engine import Card, Match, Phase, Rules, Seat
from hearts.engine.hand_story import HandStory
from hearts.i18n import LANGUAGES
from hearts.play.questions import ImmediateExecutor
from hearts.ui.kit.sprites import CardArt
from hearts.ui.review.analysis_words import (
    ALL_BEST,
    BETTER,
    WORSE,
    cost_sentence,
    hand_summary,
    outcome_sentence,
)
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.state import Review
from hearts.words import points_text, seat_name
from tests.helpers.ai import SMALL
from tests.helpers.engine import random_game
from tests.helpers.window import DIALOG_SIZE, drop_events, press

MOON_DEAL = 122  # with the play below, South takes every heart and Q♠ in the first hand


def south_shoots_the_moon() -> Match:
    """Deal 122's first hand: South passes its three lowest cards and always plays its
    highest, the others pass and play at random (seeded), and South shoots the moon."""
    rng = random.Random(MOON_DEAL)
    match = Match(MOON_DEAL, Rules(target=50))
    while match.phase is Phase.PASSING:
        for seat in Seat:
            lowest = sorted(match.hand(seat), key=lambda card: card.rank)[:3]
            match.pass_cards(seat, lowest if seat is Seat.SOUTH
                             else rng.sample(match.hand(seat), 3))
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        legal = match.legal_plays(turn)
        match.play(turn, max(legal, key=lambda card: card.rank) if turn is Seat.SOUTH
                   else rng.choice(legal))
    assert match.hand_points == (0, 26, 26, 26)
    return match


def analysed(manager: pygame_gui.UIManager, match: Match, lang: str) -> ReviewDialog:
    """The review of the match's first hand in *lang*, analysed to its end, on its deal."""
    drop_events()
    dialog = ReviewDialog(manager, DIALOG_SIZE, lang, Review(match.to_json(), 0), CardArt(),
                          executor=ImmediateExecutor(), budget=SMALL)
    assert dialog.analyse_button is not None
    press(dialog, dialog.analyse_button)
    for _ in range(20):
        for event in pygame.event.get():
            dialog.process_event(event)
    assert dialog.review.analyses[0].done
    dialog.review.go_to(0)
    dialog._show()
    return dialog


@pytest.mark.usefixtures("display")
def test_a_moon_is_summed_up_as_the_moon_not_as_points_lost(
        manager: pygame_gui.UIManager) -> None:
    dialog = analysed(manager, south_shoots_the_moon(), "fr")
    said = f"{dialog.caption.text} {dialog.detail.text}"
    assert "grand chelem" in dialog.caption.text, said
    assert "0 point" in dialog.caption.text, said  # what South scored
    assert "perdu" not in said, said  # the cost is an expectation, not points lost
    assert dialog.detail.text.startswith(("En moyenne", "Tous vos choix")), said
    assert "mieux que ce que vos choix laissaient attendre" in said, said


def one_decision(best_points: float, loss: float) -> HandAnalysis:
    """An analysis of one measured pass: its best figure and what South's choice lost."""
    pass_of = tuple(Card.parse(code) for code in ("2C", "3C", "4C"))
    decision = Decision(PASS, -1, pass_of, pass_of, best_points + loss, best_points, loss,
                        label_of(loss), HintReason.PASS_HIGH, (), (), 3)
    return HandAnalysis(0, (decision,), SMALL)


def a_story(points: tuple[int, int, int, int], moon: Seat | None) -> HandStory:
    """The first hand of a game, as if it had scored *points* (and *moon* shot it)."""
    story = Review(random_game(606, seed=6, hands=1).to_json(), 0).story
    return dataclasses.replace(story, points=points, moon=moon)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_first_line_says_who_shot_the_moon_and_what_south_scored(lang: str) -> None:
    analysis = one_decision(best_points=4.0, loss=0.0)
    plain, _ = hand_summary(analysis, a_story((4, 10, 12, 0), None), lang)
    mine, _ = hand_summary(analysis, a_story((0, 26, 26, 26), Seat.SOUTH), lang)
    west, _ = hand_summary(analysis, a_story((26, 0, 26, 26), Seat.WEST), lang)
    assert len({plain, mine, west}) == 3
    assert points_text(4, lang) in plain
    assert points_text(0, lang) in mine
    assert points_text(26, lang) in west and seat_name(1, lang) in west


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_result_better_or_worse_than_expected_is_said_in_plain_words(lang: str) -> None:
    analysis = one_decision(best_points=6.0, loss=1.5)  # South's choices led to expect 7.5
    as_expected, cost = hand_summary(analysis, a_story((7, 19, 0, 0), None), lang)
    better, _ = hand_summary(analysis, a_story((2, 24, 0, 0), None), lang)
    worse, _ = hand_summary(analysis, a_story((13, 13, 0, 0), None), lang)
    moon, _ = hand_summary(analysis, a_story((0, 26, 26, 26), Seat.SOUTH), lang)
    assert as_expected == outcome_sentence(7, None, lang)
    assert better == f"{outcome_sentence(2, None, lang)} {BETTER(lang)}"
    assert worse == f"{outcome_sentence(13, None, lang)} {WORSE(lang)}"
    assert moon == f"{outcome_sentence(0, 0, lang)} {BETTER(lang)}"  # -13 against the table
    assert cost == cost_sentence(1.5, analysis.counts(), lang) != ALL_BEST(lang, points="")
    assert lang == "fr" or BETTER(lang) != BETTER("fr")
