"""D, R and C: the last trick, the review of the hand and the claim by one key each, named in
the side column's key help and in Règles in every language."""

from __future__ import annotations

import pygame
import pytest

from hearts.engine import Phase, Seat
from hearts.i18n import LANGUAGES
from hearts.ui.dialogs.rules_text import commands_text
from hearts.ui.kit.keys import DIALOG_KEYS, HAND_OVER_KEYS, PANEL_KEYS, TABLE_KEYS, short_help
from hearts.ui.kit.theme import create_manager
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.table.input import NOTHING_TO_CLAIM, REVIEW_LATER
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.window import (
    DIALOG_SIZE,
    MakeApp,
    key,
    pass_three,
    play_to_a_claim,
    play_until,
    press,
    review_from_the_panel,
    settle,
)

DIRECT = {"D": "last_trick", "R": "review", "C": "claim"}


def test_no_key_of_the_table_or_a_panel_runs_two_actions() -> None:
    for rows in (TABLE_KEYS, (*PANEL_KEYS, *DIALOG_KEYS), (*HAND_OVER_KEYS, *DIALOG_KEYS)):
        seen: dict[tuple[int, bool], str] = {}
        for row in rows:
            for binding in row.bindings:
                where = (binding.key, binding.shift)
                assert seen.setdefault(where, binding.action) == binding.action, where


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_side_column_and_the_rules_name_d_r_and_c(lang: str) -> None:
    shown = short_help(TABLE_KEYS, lang)
    rules = commands_text(lang)
    for letter, action in DIRECT.items():
        row = next(row for row in TABLE_KEYS
                   if any(binding.action == action for binding in row.bindings))
        assert row.names == (letter,)
        assert row.short is not None and row.long is not None
        assert f"{letter}  {row.short(lang)}" in shown, (lang, letter)
        assert f"**{letter}**" in rules and row.long(lang) in rules, (lang, letter)


def test_d_shows_the_last_trick_and_puts_it_away(make_app: MakeApp) -> None:
    app = make_app(deal=11)
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 1
               and a.controller.host.match.turn is Seat.SOUTH)
    scene = app.controller.scene
    app.press(pygame.K_d)
    settle(app)
    assert scene.show_last_trick and scene.last_trick is not None
    assert scene.last_trick.plays == app.controller.host.match.tricks[-1].plays
    app.press(pygame.K_d)
    settle(app)
    assert not scene.show_last_trick


def test_c_claims_the_rest_of_the_hand_when_it_is_sure(make_app: MakeApp) -> None:
    app = make_app(deal=61)
    play_to_a_claim(app)
    app.press(pygame.K_c)
    settle(app)
    assert isinstance(app.dialog, HandOverPanel)
    assert len(app.controller.host.match.tricks) == 13


def test_c_says_why_nothing_happens_when_the_claim_is_not_sure(make_app: MakeApp) -> None:
    app = make_app(deal=62)
    pass_three(app)
    settle(app)
    app.press(pygame.K_c)
    settle(app)
    assert app.controller.message_text().endswith(NOTHING_TO_CLAIM("fr"))
    assert app.controller.host.match.phase is Phase.PLAYING


def test_r_on_the_end_of_hand_panel_opens_the_review_and_esc_comes_back(
        make_app: MakeApp) -> None:
    app = make_app(deal=53)
    app.press(pygame.K_r)  # during the hand: no review yet, and the table says where it is
    settle(app)
    assert app.dialog is None
    assert app.controller.message_text().endswith(REVIEW_LATER("fr"))
    play_until(app, lambda a: isinstance(a.dialog, HandOverPanel), limit=200)
    app.press(pygame.K_r)
    settle(app)
    assert isinstance(app.dialog, ReviewDialog) and len(app.screens) == 2
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.dialog, HandOverPanel), "back from the review is the panel"


def test_r_while_practising_goes_back_to_the_review(make_app: MakeApp) -> None:
    app, review = review_from_the_panel(make_app, 53)
    press(review, review.practice_button)
    settle(app)
    assert app.screens.front is app.table_screen and app.controller.games.practising
    app.press(pygame.K_r)
    settle(app)
    assert isinstance(app.dialog, ReviewDialog) and app.dialog.review is review.review


@pytest.mark.usefixtures("display")
def test_r_on_the_end_of_game_panel_reviews_the_game() -> None:
    reviewed: list[bool] = []
    panel = GameOverPanel(create_manager(DIALOG_SIZE), DIALOG_SIZE, "fr", (Seat.SOUTH,),
                          (40, 60, 70, 101), [(40, 60, 70, 101)], False, lambda: None,
                          lambda: None, on_review=lambda: reviewed.append(True))
    assert key(panel, pygame.K_r)
    assert reviewed == [True] and panel.is_open
