"""Voir comment Expert l'a jouée in the review of a game of Parties récentes: each hand Expert
played again opens its review trick by trick (its button, or E, named in the review's keys
line); a hand without one has the button greyed, the reason written on it, and E says it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from hearts.engine import Seat
from hearts.i18n import LANGUAGES
from hearts.ui.dialogs.rules_text import commands_text
from hearts.ui.kit.keys import REVIEW_KEYS
from hearts.ui.review.captions import board_name
from hearts.ui.review.dialog import (
    EXPERT_TITLE,
    NOT_FINISHED,
    NOT_REPLAYED,
    SEE_EXPERT,
    ReviewDialog,
)
from tests.helpers.window import (
    MakeApp,
    key,
    press,
    review_from_the_panel,
    review_of_a_left_game,
    settle,
)


def test_a_hand_expert_played_again_opens_its_review_by_the_button_and_by_e(
        make_app: MakeApp, tmp_path: Path) -> None:
    app, review, duplicate = review_of_a_left_game(make_app, tmp_path)
    assert "E  " in review.detail.text  # the keys line names E
    key(review, pygame.K_PAGEUP)
    key(review, pygame.K_PAGEUP)
    assert review.review.story.hand_number == 0
    button = review.expert_button
    assert button is not None and button.is_enabled and button.text == SEE_EXPERT("fr")
    for how in ("button", "key"):
        if how == "button":
            press(review, button)
        else:
            key(review, pygame.K_e)
        settle(app)
        expert = app.dialog
        assert isinstance(expert, ReviewDialog) and expert is not review
        assert expert.review.match_json == duplicate.match_json  # Expert's, trick by trick
        assert expert.review.story.hand_number == 0
        assert expert.review.game_id == "left/expert"
        assert expert.expert_button is None and "E  " not in expert.detail.text
        assert expert.title == EXPERT_TITLE("fr") and review.title != expert.title
        assert board_name(Seat.SOUTH, "fr", expert.review.me, by_expert=True) == "Expert"
        assert board_name(Seat.SOUTH, "fr", review.review.me, by_expert=False) == "Vous"
        assert expert.review.me is review.review.me is Seat.SOUTH  # over South's hand
        key(expert, pygame.K_ESCAPE)
        settle(app)
        assert isinstance(app.dialog, ReviewDialog) and app.dialog.review is review.review
        review = app.dialog


def test_a_hand_without_a_replay_says_why_on_the_greyed_button_and_by_e(
        make_app: MakeApp, tmp_path: Path) -> None:
    app, review, _duplicate = review_of_a_left_game(make_app, tmp_path)
    button = review.expert_button
    assert button is not None
    assert review.review.story.hand_number == 2 and not review.review.story.finished
    assert not button.is_enabled and button.text == NOT_FINISHED("fr")
    key(review, pygame.K_PAGEUP)
    assert review.review.story.hand_number == 1
    assert not button.is_enabled and button.text == NOT_REPLAYED("fr")
    key(review, pygame.K_e)
    settle(app)
    assert app.dialog is review and review.detail.text == NOT_REPLAYED("fr")
    key(review, pygame.K_RIGHT)
    assert review.detail.text != NOT_REPLAYED("fr")  # the keys line again


def test_the_review_of_the_hand_just_played_opens_expert_s_hand_too(make_app: MakeApp) -> None:
    app, review = review_from_the_panel(make_app, 19, replays=True)
    assert review.expert_button is not None
    assert review.expert_button.is_enabled
    key(review, pygame.K_e)
    settle(app)
    expert = app.dialog
    assert isinstance(expert, ReviewDialog) and expert.review.by_expert
    duplicates = app.controller.flow.duplicates
    assert expert.review.match_json == duplicates.by_hand[0].match_json


def test_expert_s_review_shows_expert_s_hand_alone(make_app: MakeApp, tmp_path: Path) -> None:
    app, review, _duplicate = review_of_a_left_game(make_app, tmp_path, replayed=1)
    key(review, pygame.K_PAGEUP)
    key(review, pygame.K_e)
    settle(app)
    expert = app.dialog
    assert isinstance(expert, ReviewDialog) and expert.review.by_expert
    assert expert.review.story.hand_number == 1
    # the hand before was yours, not Expert's: the hand buttons lead nowhere
    assert not expert.previous_hand.is_enabled and not expert.next_hand.is_enabled
    for code in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        key(expert, code)
        assert expert.review.story.hand_number == 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_name_q_and_e_of_the_review(lang: str) -> None:
    rules = commands_text(lang)
    for letter, action in (("Q", "who_has"), ("E", "see_expert")):
        row = next(row for row in REVIEW_KEYS
                   if any(binding.action == action for binding in row.bindings))
        assert row.names == (letter,) and row.long is not None and row.short is not None
        assert f"**{letter}**" in rules and row.long(lang) in rules, (lang, letter)


def test_the_keys_line_names_the_hand_keys_only_where_there_are_other_hands(
        make_app: MakeApp, tmp_path: Path) -> None:
    app, review, _duplicate = review_of_a_left_game(make_app, tmp_path)
    hands_row = "Page préc., Page suiv."
    assert hands_row in review.detail.text  # three hands
    key(review, pygame.K_PAGEUP)
    key(review, pygame.K_PAGEUP)
    key(review, pygame.K_e)
    settle(app)
    expert = app.dialog
    assert isinstance(expert, ReviewDialog) and len(expert.review.stories) == 1
    assert hands_row not in expert.detail.text and "pas à pas" in expert.detail.text
