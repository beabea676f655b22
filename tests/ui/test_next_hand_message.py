"""Continuer on the end-of-hand panel deals the next hand, and the message line says what
that hand says: nothing of the hand before, nor of a game resumed at the panel."""

from __future__ import annotations

from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.table.panels.hand_over import HandOverPanel
from hearts.ui.table.speech.narration import dealt_sentence
from tests.helpers.window import SOUTH, MakeApp, play_until, press, settle


def test_continuer_after_the_review_of_a_resumed_game_says_the_next_hand(
        open_app: MakeApp) -> None:
    first = open_app(deal=123)
    play_until(first, lambda a: isinstance(a.dialog, HandOverPanel), limit=400)
    first.running = False
    first.close()
    app = open_app()  # the game resumed at its end-of-hand panel: "Partie reprise…"
    panel = app.dialog
    assert isinstance(panel, HandOverPanel) and panel.review_button is not None
    press(panel, panel.review_button)  # Revoir la manche
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    press(review, review.back_button)  # Retour au jeu
    settle(app)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel)
    press(panel, panel.continue_button)  # Continuer
    settle(app)
    match = app.controller.host.match
    assert match.hand_number == 1 and app.controller.choices.is_choosing_pass()
    assert app.controller.message_text() == dealt_sentence(match.pass_direction, SOUTH)("fr")


def test_continuer_leaves_the_end_of_the_hand_before_behind(make_app: MakeApp) -> None:
    app = make_app(deal=24)
    play_until(app, lambda a: isinstance(a.dialog, HandOverPanel), limit=400)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel)
    press(panel, panel.continue_button)
    settle(app)
    match = app.controller.host.match
    assert match.hand_number == 1
    assert app.controller.message_text() == dealt_sentence(match.pass_direction, SOUTH)("fr")
