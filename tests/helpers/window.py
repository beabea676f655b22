"""Helpers the UI tests share to drive the window, the controller and the dialogs like a person."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pygame
import pygame_gui

from hearts.engine import Card, ClaimKind, Phase, Rules, Seat, find_claim
from hearts.play.duplicate import Duplicate, replay_hand
from hearts.store import GameRecord, Settings, Store
from hearts.ui.app import App
from hearts.ui.dialogs import Dialog, StatsDialog
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.recent import RecentGamesDialog
from hearts.ui.table.controller import Controller, HandOverRequest, ImmediateExecutor
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.engine import random_game

SOUTH = Seat.SOUTH
DIALOG_SIZE = (960, 600)
MakeApp = Callable[..., App]
SHORT = Settings(sound=False, level="easy", rules=Rules(target=50))  # a game to 50 points


def drop_events() -> None:
    """Empty pygame's event queue. Not pygame.event.clear(): pygame-ce keeps the dicts of the
    events it clears, and pygame_gui's events hold its elements, their manager and its fonts."""
    pygame.event.get()


def shown_frame() -> bytes:
    """The pixels on the screen now."""
    surface = pygame.display.get_surface()
    assert surface is not None, "no window is open"
    return pygame.image.tobytes(surface, "RGB")


def run_without_input(app: App, turns: int = 5) -> None:
    """Turn the loop with nobody touching anything."""
    for _ in range(turns):
        app.step()


def assert_screen_is_current(app: App) -> None:
    """The screen is what a fresh frame of the same state shows."""
    shown = shown_frame()
    app.manager.update(0.0)
    app.draw(time.monotonic())
    assert shown_frame() == shown, "the screen lags behind the game until some input"


def settle(app: App, limit: int = 400) -> None:
    """Run the loop until the table rests (waiting for South, or a panel is open)."""
    for _ in range(limit):
        app.step()
        if app.controller.is_idle() and not pygame.event.peek():
            app.step()
            return
    raise AssertionError("the table never came to rest")


def click_card(app: App, card: Card) -> None:
    """Click *card* in South's hand where the layout draws it, then let the table rest."""
    point = app.table_screen.card_point(card)
    assert point is not None, card
    app.click(point)
    settle(app)


def click_button(app: App, name: str) -> None:
    """Click the table button *name*, then let the table rest."""
    app.click(app.table_screen.button_point(name))
    settle(app)


def give_up(app: App) -> None:
    """Answer Abandonner to the question a started game asks before it is left."""
    from hearts.ui.dialogs import AbandonDialog

    assert isinstance(app.dialog, AbandonDialog), app.dialog
    press(app.dialog, app.dialog.abandon_button)
    settle(app)


def pass_three(app: App) -> tuple[Card, ...]:
    """Raise South's three first cards and press Passer."""
    chosen = tuple(app.controller.scene.hand[:3])
    for card in chosen:
        click_card(app, card)
    click_button(app, "pass")
    return chosen


def play_until(app: App, wanted: Callable[[App], bool], limit: int = 60) -> None:
    """Make the person's moves by clicks (three first cards, first legal card) until
    *wanted*."""
    for _ in range(limit):
        if wanted(app):
            return
        match, me = app.controller.host.match, app.controller.seat
        if app.controller.choices.is_choosing_pass():
            pass_three(app)
        elif match.phase is Phase.PLAYING and match.turn is me:
            click_card(app, match.legal_plays(me)[0])
        elif app.dialog is not None:
            app.dialog.close()
            settle(app)
        else:
            settle(app)
    raise AssertionError("the wanted position never came")


def south_to_play(app: App) -> bool:
    """South's turn to play a card, the table at rest."""
    match = app.controller.host.match
    return (match.phase is Phase.PLAYING and match.turn is SOUTH
            and app.controller.is_caught_up())


def play_to_a_claim(app: App, limit: int = 400) -> ClaimKind:
    """South plays its first legal card until a claim is offered (checking that the button
    shows exactly when the rules say a claim is certain)."""
    controller = app.controller
    for _ in range(limit):
        if controller.choices.is_choosing_pass():
            pass_three(app)
            continue
        if isinstance(app.dialog, HandOverPanel):
            app.dialog.close()
            controller.action_continue()
            settle(app)
            continue
        if south_to_play(app):
            certain = find_claim(controller.host.match, SOUTH)
            assert controller.choices.claim_offer() == certain
            assert app.table_buttons.claim_button.visible == (certain is not None)
            if certain is not None:
                return certain
            controller.action_play(controller.host.match.legal_plays(SOUTH)[0])
        settle(app)
    raise AssertionError("no claim came")


def controller_on(home: Path) -> Controller:
    """A controller over the user folder *home*: bots and writes on the caller's thread; no
    hand played again by Expert (À votre place), which would run there at its full budget."""
    controller = Controller(Store(home), SHORT, time_scale=0.0, executor=ImmediateExecutor(),
                            save_executor=ImmediateExecutor())
    controller.flow.duplicates.enabled = False
    return controller


def drive_controller(controller: Controller, done: Callable[[], bool], limit: int = 5000) -> None:
    """Play South on a bare controller (three first cards, first legal card) until *done*."""
    now = 0.0
    for _ in range(limit):
        if done():
            return
        now += 1.0
        controller.update(now)
        match = controller.host.match
        if controller.choices.is_choosing_pass():
            for card in controller.scene.hand[:3]:
                controller.action_toggle_card(card)
            controller.action_pass()
        elif (match.phase is Phase.PLAYING and match.turn is SOUTH
              and controller.is_caught_up()):
            controller.action_play(match.legal_plays(SOUTH)[0])
        if isinstance(controller.take_panel_request(), HandOverRequest):
            controller.action_continue()
    raise AssertionError("the wanted position never came")


def press(dialog: Dialog, button: pygame_gui.elements.UIButton) -> bool:
    """The event pygame_gui posts when *button* is clicked, handed to the dialog; whether kept."""
    return dialog.process_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=button))


def key(dialog: Dialog, code: int, mod: int = 0) -> bool:
    """A key pressed while the dialog is open; whether the dialog kept it."""
    return dialog.process_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod))


def review_from_the_panel(make_app: MakeApp, deal: int,
                          **options: object) -> tuple[App, ReviewDialog]:
    """A window on *deal* (and *options* for make_app) played to its first end-of-hand
    panel, then Revoir la manche pressed on it: the window and the review over the panel."""
    app = make_app(deal, **options)
    play_until(app, lambda app: isinstance(app.dialog, HandOverPanel), limit=200)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel) and panel.review_button is not None
    press(panel, panel.review_button)
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    return app, review


def review_of_a_left_game(make_app: MakeApp, home: Path, replayed: int = 0,
                          **options: object) -> tuple[App, ReviewDialog, Duplicate]:
    """A window (*options* for make_app) over the game `keep_a_left_game` keeps in *home*,
    opened from Parties récentes on its last hand: the window, its review, Expert's hand."""
    duplicate = keep_a_left_game(home, replayed)
    app = make_app(5, **options)
    recent = open_recent(app)
    press(recent, recent.game_buttons[0])
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    return app, review, duplicate


def open_recent(app: App) -> RecentGamesDialog:
    """Statistiques, then Parties récentes, as a person opens them."""
    app.dialogs.action_stats()
    settle(app)
    stats = app.dialog
    assert isinstance(stats, StatsDialog) and stats.recent_button is not None
    press(stats, stats.recent_button)
    settle(app)
    recent = app.dialog
    assert isinstance(recent, RecentGamesDialog)
    return recent


def practise_from_the_review(app: App) -> ReviewDialog:
    """Open the review of the hand at the table and press « S'entraîner sur cette manche »:
    the review, set aside while its hand is practised."""
    assert app.reviews.open()
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    press(review, review.practice_button)
    return review


def keep_a_left_game(home: Path, replayed: int = 0) -> Duplicate:
    """A game left in its third hand, kept in *home*: one of its finished hands (the first,
    or *replayed*) played again by Expert, not the other; Expert's hand."""
    match = random_game(900, seed=4, hands=2)
    for seat in Seat:  # the third hand passed, and a few cards of it: unfinished
        if not match.has_passed(seat):
            match.pass_cards(seat, match.hand(seat)[:3])
    for _card in range(5):
        assert match.turn is not None
        match.play(match.turn, match.legal_plays(match.turn)[0])
    store = Store(home)
    assert store.keep_game(GameRecord.of(match.to_json(), "left", "easy", False, "abandoned",
                                         datetime(2026, 11, 20, 18, 0)))
    duplicate = replay_hand(match.to_json(), replayed, "easy", SMALL_BUDGETS)
    assert store.history.keep_duplicate("left", replayed, (duplicate.yours, duplicate.expert),
                                        duplicate.to_json())
    store.history.close()
    return duplicate
