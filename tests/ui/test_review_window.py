"""The hand review in the real window: keys and clicks step through it, the table waits
behind it unchanged, and a hand practised from it comes back to it and then to the game."""

from __future__ import annotations

import pygame

from hearts.ui.app import App
from hearts.ui.review.board import board_geometry
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.state import StepKind
from tests.helpers.window import (
    MakeApp,
    click_button,
    play_until,
    practise_from_the_review,
    press,
    review_from_the_panel,
    settle,
)


def keys(app: App, *codes: int) -> None:
    """Press keys in the window, as a person would."""
    for code in codes:
        app.press(code)
        app.step()


def a_trick_in(make_app: MakeApp) -> App:
    """A window on deal 808 with its first trick taken."""
    app = make_app(808)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    settle(app)
    return app


def test_the_arrows_home_and_end_step_through_the_hand(make_app: MakeApp) -> None:
    app = a_trick_in(make_app)
    assert app.reviews.open()
    dialog = app.dialog
    assert isinstance(dialog, ReviewDialog)
    assert dialog.review.step == 0 and "distribués" in dialog.caption.text
    keys(app, pygame.K_RIGHT, pygame.K_RIGHT)
    assert dialog.review.picture().kind is StepKind.TRICK  # the deal, the pass, trick 1
    assert "pli 1" in dialog.caption.text
    keys(app, pygame.K_END)
    assert dialog.review.step == dialog.review.last_step
    keys(app, pygame.K_HOME)
    assert dialog.review.step == 0


def test_a_click_on_the_strip_shows_that_step(make_app: MakeApp) -> None:
    app = a_trick_in(make_app)
    app.reviews.open()
    dialog = app.dialog
    assert isinstance(dialog, ReviewDialog)
    board = dialog.board.get_abs_rect()
    cells = board_geometry(dialog.board_rect.size).cell_rects(len(dialog.review.cells()))
    target = cells[-1].move(board.left, board.top).center
    app.click(target)
    app.step()
    assert dialog.review.step == len(dialog.review.cells()) - 1


def test_the_table_waits_unchanged_behind_the_review(make_app: MakeApp) -> None:
    app = a_trick_in(make_app)
    before = app.controller.host.match.to_json()
    app.reviews.open()
    for _ in range(30):
        app.step()
    assert app.controller.host.match.to_json() == before
    keys(app, pygame.K_ESCAPE)
    settle(app)
    assert app.dialog is None


def test_a_practised_hand_comes_back_to_the_review_then_to_the_game(make_app: MakeApp) -> None:
    app = a_trick_in(make_app)
    real = app.controller.host.match.to_json()
    practise_from_the_review(app)
    settle(app)
    assert app.controller.games.practising
    assert "Entraînement" in app.controller.table_view().title
    assert app.table_buttons.practice_button.visible
    click_button(app, "practice_back")
    back = app.dialog
    assert isinstance(back, ReviewDialog)
    press(back, back.back_button)
    settle(app)
    assert not app.controller.games.practising
    assert app.controller.host.match.to_json() == real
    assert not app.table_buttons.practice_button.visible


def test_the_end_of_hand_panel_opens_the_review_and_comes_back(make_app: MakeApp) -> None:
    from hearts.engine import Phase
    from hearts.ui.table.panels.hand_over import HandOverPanel

    app, review = review_from_the_panel(make_app, 808)
    assert review.review.hand == 0 and len(review.review.story.tricks) == 13
    assert app.controller.host.match.phase is Phase.HAND_OVER  # the game did not go on
    press(review, review.back_button)
    settle(app)
    again = app.dialog
    assert isinstance(again, HandOverPanel)
    press(again, again.continue_button)
    settle(app)
    assert app.controller.host.match.hand_number == 1


def test_an_analysis_is_kept_and_a_second_look_is_instant(make_app: MakeApp) -> None:
    app = make_app(707)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    settle(app)
    app.reviews.open()
    dialog = app.dialog
    assert isinstance(dialog, ReviewDialog) and dialog.analyse_button is not None
    press(dialog, dialog.analyse_button)
    for _ in range(40):
        app.step()
    assert dialog.review.analyses[0].done
    press(dialog, dialog.back_button)
    settle(app)
    app.controller.flush_saves()
    kept = app.store.history.analyses(app.controller.games.game_id)
    assert list(kept) == [0]
    app.reviews.open()  # again: the analysis comes from the history, nothing to run
    again = app.dialog
    assert isinstance(again, ReviewDialog)
    assert again.review.analyses[0].done and again.review.analyses[0].kept
    assert again.caption.text.startswith(("En moyenne, vos choix coûtaient", "Tous vos choix"))
