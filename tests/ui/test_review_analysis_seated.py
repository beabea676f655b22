"""Analyser follows the person's seat: in the review of a hand the person played at East, it
measures East's decisions from East's view and sums up East's points and East's moon."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from hearts.ai.analysis import analyse_hand, decision_points
from hearts.engine import Seat
from hearts.play.questions import ImmediateExecutor
from hearts.ui.kit.sprites import CardArt
from hearts.ui.review.analysis_words import (
    MOON_THEIRS,
    MOON_YOURS,
    SCORED,
    hand_summary,
    outcome_sentence,
)
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.spoken import review_parts
from hearts.ui.review.state import Review
from hearts.words import points_text, seat_name
from tests.helpers.ai import SMALL
from tests.helpers.engine import random_game
from tests.helpers.window import DIALOG_SIZE, drop_events, press

pytestmark = pytest.mark.usefixtures("display")

EAST = Seat.EAST


def test_analyser_measures_the_decisions_of_the_person_at_east(
        manager: pygame_gui.UIManager) -> None:
    drop_events()
    match_json = random_game(606, seed=6, hands=1).to_json()
    dialog = ReviewDialog(manager, DIALOG_SIZE, "fr", Review(match_json, 0, me=EAST),
                          CardArt(), executor=ImmediateExecutor(), budget=SMALL)
    assert dialog.analyse_button is not None
    press(dialog, dialog.analyse_button)
    for _ in range(20):
        for event in pygame.event.get():
            dialog.process_event(event)
    run = dialog.review.analyses[0]
    assert run.done and len(run.decisions) == 14  # East's pass and its thirteen cards
    assert all(point.view.seat is EAST for point in decision_points(match_json, 0, EAST))
    expected = analyse_hand(match_json, 0, SMALL, seat=EAST)
    assert tuple(run.decisions) == expected.decisions
    assert expected.decisions != analyse_hand(match_json, 0, SMALL).decisions  # not South's
    story = dialog.review.story
    assert story.points is not None
    said = hand_summary(expected, story, "fr", EAST)
    assert (dialog.caption.text, dialog.detail.text) == said
    if story.moon is None:
        assert said[0].startswith(SCORED("fr", points=points_text(story.points[EAST], "fr")))
    assert review_parts(dialog.review, "fr")[1].startswith(said[0])  # said aloud too


def test_the_moon_is_yours_at_your_seat() -> None:
    assert outcome_sentence(0, int(EAST), "fr", EAST) == MOON_YOURS(
        "fr", points=points_text(0, "fr"))
    assert outcome_sentence(26, int(Seat.SOUTH), "fr", EAST) == MOON_THEIRS(
        "fr", seat=seat_name(Seat.SOUTH, "fr"), points=points_text(26, "fr"))
