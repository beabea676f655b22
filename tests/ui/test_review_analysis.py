"""Analyser in the review: South's decisions measured one by one in the worker, with the
progress shown, a way to stop, the summary, the word on each decision and the strip's marks."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from hearts.ai.analysis import BLUNDER, MISTAKE, PLAY, Decision, Option, analyse_hand
from hearts.ai.reasons import HintReason
from hearts.engine import Card
from hearts.play.questions import ImmediateExecutor
from hearts.ui.kit.sprites import CardArt
from hearts.ui.review.analysis_words import cost_sentence, decision_sentence, hand_summary
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.state import Review, StepKind
from tests.helpers.ai import SMALL
from tests.helpers.engine import random_game
from tests.helpers.window import DIALOG_SIZE, drop_events, press

pytestmark = pytest.mark.usefixtures("display")


def answers(dialog: ReviewDialog) -> None:
    """Hand the dialog every answer the analysis posted, as the window's loop does."""
    for event in pygame.event.get():
        dialog.process_event(event)


def a_review(manager: pygame_gui.UIManager) -> ReviewDialog:
    match = random_game(606, seed=6, hands=1)
    return ReviewDialog(manager, DIALOG_SIZE, "fr", Review(match.to_json(), 0), CardArt(),
                        executor=ImmediateExecutor(), budget=SMALL)


def test_analyser_measures_every_decision_and_says_the_summary(
        manager: pygame_gui.UIManager) -> None:
    drop_events()
    dialog = a_review(manager)
    assert dialog.analyse_button is not None
    press(dialog, dialog.analyse_button)
    assert dialog.caption.text.startswith("Analyse…")
    for _ in range(20):
        answers(dialog)
    run = dialog.review.analyses[0]
    assert run.done and len(run.decisions) == 14  # the pass and thirteen plays
    expected = analyse_hand(dialog.review.match_json, 0, SMALL)
    assert tuple(run.decisions) == expected.decisions  # the same figures, one at a time
    said = hand_summary(expected, dialog.review.story, "fr")
    assert (dialog.caption.text, dialog.detail.text) == said
    dialog.review.go_to(1)  # the pass
    dialog._show()
    assert dialog.caption.text == decision_sentence(expected.decisions[0], "fr")
    assert not dialog.analyse_button.is_enabled  # done: nothing more to run


def test_arreter_stops_between_two_decisions(manager: pygame_gui.UIManager) -> None:
    drop_events()
    dialog = a_review(manager)
    assert dialog.analyse_button is not None
    press(dialog, dialog.analyse_button)
    answers(dialog)  # a decision or two measured
    press(dialog, dialog.analyse_button)  # Arrêter
    run = dialog.review.analyses[0]
    measured = len(run.decisions)
    answers(dialog)
    assert run.stopped and len(run.decisions) == measured < 14
    assert "arrêtée" in dialog.caption.text


def test_the_strip_marks_and_the_sentences_follow_the_labels() -> None:
    match = random_game(606, seed=6, hands=1)
    analysis = analyse_hand(match.to_json(), 0, SMALL)
    review = Review(match.to_json(), 0)
    from hearts.ui.review.analysis_words import analysis_marks

    marks = analysis_marks(review.cells(), analysis.decisions)
    kinds = [cell.kind for cell in review.cells()]
    assert marks[kinds.index(StepKind.DEAL)] is None
    assert marks[1] == analysis.decisions[0].label  # the pass
    assert marks[2:] == [decision.label for decision in analysis.decisions[1:]]
    assert cost_sentence(4.2, {"blunder": 0, "mistake": 1, "inaccuracy": 2}, "fr") == (
        "En moyenne, vos choix coûtaient environ 4,2 points de plus que les meilleurs\u202f: "
        "1 erreur et 2 imprécisions.")



def _decision(loss: float, label: str) -> Decision:
    """South's 2♥ where Q♠ was the best, losing *loss* points of the hand, labelled *label*."""
    queen, heart = Card.parse("QS"), Card.parse("2H")
    return Decision(PLAY, 11, (heart,), (queen,), 3.0 + loss, 3.0, loss, label,
                    HintReason.PLAY_SAVE_GAME, (("card", queen),),
                    (Option((queen,), 3.0), Option((heart,), 3.0 + loss)), 12)


def test_a_choice_that_costs_the_game_but_no_point_of_the_hand_says_so() -> None:
    sentence = decision_sentence(_decision(0.0, BLUNDER), "fr")
    assert sentence == ("Votre choix\u202f: le 2 de cœur · le meilleur\u202f: la dame de pique · "
                        "rien de perdu dans la manche, mais la partie y perd (grosse erreur).")
    assert "0 point" not in decision_sentence(_decision(0.0, MISTAKE), "en")


def test_a_choice_whose_game_cost_outweighs_its_points_names_both() -> None:
    assert decision_sentence(_decision(0.4, BLUNDER), "fr") == (
        "Votre choix\u202f: le 2 de cœur · le meilleur\u202f: la dame de pique · environ "
        "0,4 point de perte dans la manche, et davantage pour la partie (grosse erreur).")
    assert decision_sentence(_decision(3.5, BLUNDER), "fr") == (
        "Votre choix\u202f: le 2 de cœur · le meilleur\u202f: la dame de pique · environ "
        "3,5 points de perte (grosse erreur).")
