"""The window as a stack of screens: what the top screen shows is on screen without input,
input that began before a screen appeared never acts on it, and focus belongs to a screen.

Each test here failed before the screens step (issue 25's three bugs)."""

from __future__ import annotations

import dataclasses
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from hearts.engine import Phase
from hearts.ui import app as app_module
from hearts.ui.app import App
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.window import (
    SOUTH,
    MakeApp,
    assert_screen_is_current,
    give_up,
    play_to_a_claim,
    play_until,
    practise_from_the_review,
    press,
    review_from_the_panel,
    run_without_input,
    settle,
    shown_frame,
)


@pytest.fixture(autouse=True)
def no_settling(monkeypatch: pytest.MonkeyPatch) -> None:
    """No frames drawn for a while after input: what is shown must follow from the state."""
    monkeypatch.setattr(app_module, "SETTLE_SECONDS", 0.0)


def test_the_analysis_progress_shows_without_input(make_app: MakeApp) -> None:
    app = make_app(707)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    settle(app)
    app.reviews.open()
    run_without_input(app)
    dialog = app.dialog
    assert isinstance(dialog, ReviewDialog) and dialog.analyse_button is not None
    press(dialog, dialog.analyse_button)
    for _ in range(20):
        run_without_input(app, 3)
        assert_screen_is_current(app)
    assert dialog.review.analyses[0].done


def the_last_card_is_south_s(app: App) -> bool:
    """South to play the hand's last card (a forced one), the table at rest."""
    match = app.controller.host.match
    return (match.phase is Phase.PLAYING and match.turn is SOUTH and len(match.tricks) == 12
            and app.controller.is_caught_up())


def test_an_enter_meant_for_the_last_card_does_not_skip_the_end_of_hand_panel(
        make_app: MakeApp) -> None:
    app = make_app(deal=53, input_grace=0.5)
    play_until(app, the_last_card_is_south_s, limit=200)
    controller = app.controller
    controller.apply_settings(dataclasses.replace(controller.settings, auto_play_forced=True))
    for _ in range(400):
        app.step()
        if app.dialog is not None:
            break
    panel = app.dialog
    assert isinstance(panel, HandOverPanel)
    app.press(pygame.K_RETURN)  # the person meant it for the card that played itself
    run_without_input(app)
    assert panel.is_open and app.dialog is panel, "the panel went before it was seen"
    assert controller.host.match.phase is Phase.HAND_OVER
    time.sleep(0.55)  # once it has been seen, Enter goes on
    app.press(pygame.K_RETURN)
    settle(app)
    assert not panel.is_open and controller.host.match.hand_number == 1


def test_a_key_pressed_before_a_dialog_opens_does_not_reach_it(make_app: MakeApp) -> None:
    app = make_app(deal=53, input_grace=0.5)
    app.dialogs.action_rules()
    dialog = app.dialog
    assert dialog is not None
    app.press(pygame.K_ESCAPE)
    run_without_input(app)
    assert dialog.is_open, "Esc closed a dialog the person had not yet seen"


def test_a_screen_slow_to_build_counts_from_when_it_is_drawn(make_app: MakeApp) -> None:
    from hearts.ui.dialogs import RulesDialog

    app = make_app(deal=53, input_grace=0.3)

    def slow_rules() -> RulesDialog:
        time.sleep(0.4)  # a machine under load: the screen is built after the grace
        return RulesDialog(app.manager, app.size, "fr")

    app._open(slow_rules, None)
    dialog = app.dialog
    assert dialog is not None
    app.press(pygame.K_ESCAPE)  # pressed while the screen was still being built
    run_without_input(app)
    assert dialog.is_open, "Esc closed a dialog that had not been drawn yet"


def test_the_focus_ring_goes_with_the_claim_button(make_app: MakeApp) -> None:
    app = make_app(deal=61)
    play_to_a_claim(app)
    for _ in range(12):
        if app.table_buttons.focus == "claim":
            break
        app.press(pygame.K_TAB)
        app.step()
    assert app.table_buttons.focus == "claim"
    app.press(pygame.K_RETURN)
    settle(app)
    assert isinstance(app.dialog, HandOverPanel)
    assert app.table_buttons.focus is None, "the ring stays where the claim button was"
    ringless = shown_frame()
    app.table_buttons.focus = None
    app.draw(time.monotonic())
    assert shown_frame() == ringless


def open_rules(app: App) -> None:
    app.dialogs.action_rules()


def open_options(app: App) -> None:
    app.dialogs.action_options()


def open_stats(app: App) -> None:
    app.dialogs.action_stats()


def open_deal_number(app: App) -> None:
    app.dialogs.action_ask_deal_number()


def open_abandon(app: App) -> None:
    app.action("new_game")  # a started game asks first


def open_recent_games(app: App) -> None:
    app.reviews.recent_games()


def open_review(app: App) -> None:
    assert app.reviews.open()


def open_practice_table(app: App) -> None:
    practise_from_the_review(app)


@pytest.mark.parametrize("open_screen", [
    open_rules, open_options, open_stats, open_deal_number, open_abandon, open_recent_games,
    open_review, open_practice_table])
def test_every_screen_shows_itself_without_input(make_app: MakeApp, open_screen: object) -> None:
    app = make_app(deal=53)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    settle(app)
    assert callable(open_screen)
    open_screen(app)
    run_without_input(app)
    assert_screen_is_current(app)


def test_the_review_goes_over_the_panel_and_back_is_the_panel(make_app: MakeApp) -> None:
    app, _review = review_from_the_panel(make_app, 53)
    assert len(app.screens) == 2
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.dialog, HandOverPanel) and len(app.screens) == 1
    assert app.controller.host.match.phase is Phase.HAND_OVER


def test_a_game_of_recent_games_opens_over_the_list_and_back_is_the_list(
        make_app: MakeApp) -> None:
    from hearts.ui.review.recent import RecentGamesDialog

    app = make_app(deal=53)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    app.action("new_game")
    give_up(app)
    app.controller.flush_saves()
    app.reviews.recent_games()
    settle(app)
    listing = app.dialog
    assert isinstance(listing, RecentGamesDialog) and listing.game_buttons
    press(listing, listing.game_buttons[0])
    settle(app)
    assert isinstance(app.dialog, ReviewDialog)
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert isinstance(app.dialog, RecentGamesDialog) and len(app.screens) == 1


def test_the_practice_goes_back_to_the_review_then_the_panel(make_app: MakeApp) -> None:
    app, review = review_from_the_panel(make_app, 53)
    press(review, review.practice_button)
    settle(app)
    assert app.screens.front is app.table_screen and app.controller.games.practising
    app.action("practice_back")
    settle(app)
    again = app.dialog
    assert isinstance(again, ReviewDialog) and again.review is review.review
    press(again, again.back_button)
    settle(app)
    assert not app.controller.games.practising
    assert isinstance(app.dialog, HandOverPanel), "back from the review is the panel again"
    assert app.controller.host.match.phase is Phase.HAND_OVER
    continuing = app.dialog
    press(continuing, continuing.continue_button)
    settle(app)
    assert app.controller.host.match.hand_number == 1
    assert app.dialog is None, "one panel, not a second one after it"


def test_the_wake_event_never_takes_a_number_of_pygame_gui_s() -> None:
    """pygame.quit() (a window closed) starts pygame's custom event numbers again: an event
    type made after it, when the review is first opened in a second window, took the number
    of pygame_gui's button press, and the analysis's answers crashed pygame_gui (found by
    tools/fuzz.py). Every event type of the game is made with the window's module."""
    code = (
        "import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "import pygame, pygame_gui\n"
        "import hearts.ui.app\n"  # the window's modules, as the game loads them
        "pygame.init(); pygame.quit(); pygame.init()\n"  # a window closed, another opened
        "from hearts.ui.platform.window import WAKE_EVENT\n"
        "gui = {value for name, value in vars(pygame_gui).items()\n"
        "       if name.startswith('UI_') and isinstance(value, int)}\n"
        "print(sorted({WAKE_EVENT} & gui))\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=True, cwd=Path(__file__).resolve().parents[2])
    assert result.stdout.split()[-1:] == ["[]"], result.stdout
