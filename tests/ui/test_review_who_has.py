"""Qui a quoi in the review: Q or its button shows, under each other seat's name, how likely
it was to hold the high spades and how many hearts, from what South knew at that step."""

from __future__ import annotations

import pygame

from hearts.ai.whohas import hand_chances
from hearts.engine import Seat
from hearts.ui.review.whohas_run import ABOUT, board_lines
from tests.helpers.window import MakeApp, key, press, review_from_the_panel, settle


def test_q_and_the_button_show_the_chances_of_the_step_and_hide_them(
        make_app: MakeApp) -> None:
    app, review = review_from_the_panel(make_app, 2024)
    state = review.review
    assert not state.showing_who_has  # off until asked
    key(review, pygame.K_RIGHT)
    key(review, pygame.K_RIGHT)
    key(review, pygame.K_RIGHT)
    key(review, pygame.K_q)
    settle(app)
    assert state.showing_who_has
    assert review.who_has_button.is_selected
    assert review.detail.text == ABOUT("fr")
    steps = hand_chances(state.match_json, state.story.hand_number)
    assert len(steps) == len(state.cells())
    chances = steps[state.step]
    south = state.picture().hands[Seat.SOUTH]
    assert not set(chances.cards) & set(south)  # South's own cards are not asked
    run = state.who_has[state.hand]
    assert board_lines(run.at(state.step), "fr") == board_lines(chances, "fr")
    assert any(lines for lines in board_lines(chances, "fr"))
    press(review, review.who_has_button)
    settle(app)
    assert not state.showing_who_has and not review.who_has_button.is_selected
    assert review.detail.text != ABOUT("fr")
