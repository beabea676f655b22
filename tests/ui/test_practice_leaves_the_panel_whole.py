"""Practising a hand from the review of a finished hand, then going back to the review and to
the game: the end-of-hand panel under them is whole again, its line of À votre place filled
in once Expert's replay is in (it stayed on « Expert rejoue la donne… », its button greyed)."""

from __future__ import annotations

from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.table.panels.hand_over import DUPLICATE_WAITING, HandOverPanel
from tests.helpers.window import MakeApp, play_until, press, settle


def test_back_from_a_practice_the_panel_shows_expert_s_hand_once_it_is_in(
        make_app: MakeApp) -> None:
    app = make_app(deal=19, replays=True)
    play_until(app, lambda app: isinstance(app.dialog, HandOverPanel), limit=200)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel) and panel.review_button is not None
    press(panel, panel.review_button)
    settle(app)
    assert isinstance(app.dialog, ReviewDialog)
    press(app.dialog, app.dialog.practice_button)
    settle(app)
    assert app.controller.games.practising
    app.action("practice_back")  # Retour à la revue, the table's corner button
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    review.close()  # Retour au jeu
    play_until(app, lambda app: isinstance(app.dialog, HandOverPanel)
               and app.controller.flow.duplicates.latest() is not None, limit=200)
    settle(app)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel) and panel.duplicate_label is not None
    assert not app.controller.games.practising
    assert panel.duplicate_label.text != DUPLICATE_WAITING("fr")
    assert panel.see_expert_button is not None and panel.see_expert_button.is_enabled
