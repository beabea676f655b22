"""The keyboard focus inside a dialog: Tab goes the way the eye reads the buttons and passes
over the ones that cannot be pressed, so that Enter never lands on a dead button (on the
review of a game's first hand, Enter on the greyed "Manche ▶" used to close the review)."""

from __future__ import annotations

import pygame

from hearts.ui.app import App
from hearts.ui.review.dialog import ReviewDialog
from tests.helpers.window import MakeApp, play_until, settle


def first_hand_review(make_app: MakeApp) -> tuple[App, ReviewDialog]:
    """A window on deal 53 with a trick taken, its review open (one hand: no other hand to
    go to), its analysis on the tests' small budget (conftest)."""
    app = make_app(deal=53)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    settle(app)
    assert app.reviews.open()
    settle(app)
    dialog = app.dialog
    assert isinstance(dialog, ReviewDialog)
    return app, dialog


def focused_text(dialog: ReviewDialog) -> str:
    """The words of the button that has the focus ring."""
    assert dialog._focus_index is not None
    return str(dialog._focus_order[dialog._focus_index].text)


def test_tab_goes_left_to_right_and_passes_over_greyed_buttons(make_app: MakeApp) -> None:
    app, dialog = first_hand_review(make_app)
    assert not dialog.next_hand.is_enabled and not dialog.previous_hand.is_enabled
    seen = []
    for _ in range(8):
        app.press(pygame.K_TAB)
        app.step()
        seen.append(focused_text(dialog))
    assert seen == ["|◀", "◀", "▶", "▶|", "Qui a quoi", "Analyser", "Rejouer cette manche",
                    "Retour au jeu"]


def test_enter_after_tabbing_back_to_analyser_starts_the_analysis(make_app: MakeApp) -> None:
    app, dialog = first_hand_review(make_app)
    for _ in range(2):  # from Retour au jeu: Rejouer cette manche, then Analyser
        app.press(pygame.K_TAB, pygame.KMOD_SHIFT)
        app.step()
    assert focused_text(dialog) == "Analyser"
    app.press(pygame.K_RETURN)
    app.step()
    assert app.dialog is dialog and dialog.is_open
    assert dialog.review.analyses.get(dialog.review.hand) is not None


def test_the_ring_goes_when_its_button_is_greyed(make_app: MakeApp) -> None:
    """Tab to Analyser, Enter: once the analysis is done Analyser is greyed, and no ring is
    left around it (Enter then goes back to the game, as in every dialog)."""
    app, dialog = first_hand_review(make_app)
    for _ in range(2):
        app.press(pygame.K_TAB, pygame.KMOD_SHIFT)
        app.step()
    app.press(pygame.K_RETURN)
    for _ in range(40):
        app.step()
    run = dialog.review.analyses.get(dialog.review.hand)
    assert run is not None and run.done
    assert dialog.analyse_button is not None and not dialog.analyse_button.is_enabled
    assert dialog._ring is None, "the ring stays around a greyed button"
