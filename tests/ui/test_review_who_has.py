"""Qui a quoi in the review: Q or its button shows, under each other seat's name, how likely
it was to hold the high spades and how many hearts, from what South knew at that step."""

from __future__ import annotations

import pygame

from hearts.ai.whohas import WhoHas, hand_chances
from hearts.engine import Card, Rank, Seat, Suit
from hearts.ui.review.whohas_run import ABOUT, WhoHasRun, board_lines, who_has_words
from hearts.ui.table.controller import ImmediateExecutor
from hearts.words import seat_name
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


def test_qui_a_quoi_said_names_only_what_is_still_out() -> None:
    queen = Card(Suit.SPADES, Rank.QUEEN)
    run = WhoHasRun("{}", 0, ImmediateExecutor(), lambda: None)
    run.steps = (WhoHas(Seat.SOUTH, (), ()),
                 WhoHas(Seat.SOUTH, (queen,), ((0.0, 1.0, 0.0, 0.0),)))
    assert who_has_words(run, 0, "fr") == ""  # nothing out: nothing to say
    said = who_has_words(run, 1, "fr")
    assert all(seat_name(seat, "fr") in said for seat in (Seat.WEST, Seat.NORTH, Seat.EAST))
    assert "100" in said and "cœurs" not in said  # no heart out: none said
