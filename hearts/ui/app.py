# mypy: disable-error-code="no-untyped-call"
# (pygame_gui 0.6.14 leaves many of its element methods unannotated.)
"""The window and its loop: events → actions, update, draw — and sleep when nothing moves.

The app owns pygame, the pygame_gui manager, the buttons and the open dialog. It
turns clicks and keys into the controller's named actions, opens the panels the
controller asks for, and draws a frame only when something changed: while cards
move it runs at 60 frames a second, at rest it sleeps until the next thing to do (pace.py).
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from typing import Any, Final

import pygame
import pygame_gui

from hearts.engine import Card, Seat
from hearts.store import Settings, Store
from hearts.ui import fonts
from hearts.ui.buttons import TableButtons
from hearts.ui.config import AppConfig, session_settings
from hearts.ui.controller import (
    Controller,
    ImmediateExecutor,
    PanelRequest,
)
from hearts.ui.dialog_host import DialogHost, panel_factory
from hearts.ui.layout import Layout, compute_layout
from hearts.ui.memory import drop_text_copies, give_back_freed_memory
from hearts.ui.pace import rest_ms, seconds_to_blink, wait_for_events
from hearts.ui.placement import card_at, click_point
from hearts.ui.render import Renderer
from hearts.ui.reviews import Reviews
from hearts.ui.sprites import CardArt
from hearts.ui.theme import create_manager
from hearts.ui.window import (
    WAKE_EVENT,
    display_surface,
    initial_size,
    open_window,
    post_wake,
    resize_window,
    set_fullscreen,
)
from hearts.ui.workers import BotExecutor

__all__ = ["App", "AppConfig", "main_window"]

# How often Python lets another thread run: at 1 ms, a bot thinking in its thread holds the
# drawing thread back by about a millisecond, not five (the default), so frames stay smooth.
SWITCH_INTERVAL: Final = 0.001
SETTLE_SECONDS: Final = 0.3  # keep drawing a moment after input (button hover fades)
SOUTH: Final = Seat.SOUTH


class App:
    """The game window."""

    def __init__(self, config: AppConfig | None = None) -> None:
        self.config = config if config is not None else AppConfig()
        sys.setswitchinterval(SWITCH_INTERVAL)
        pygame.init()
        self.store = Store(self.config.home)
        # Another window of the game holds the files: this one reads them but writes nothing,
        # and says so in a dialog that only closes the window.
        self.only_window = self.store.claim_instance()
        saved_settings = self.store.load_settings()
        settings = session_settings(saved_settings, self.config)
        size = self.config.size or initial_size(pygame.display.get_desktop_sizes())
        self.surface = open_window(size)
        self.size: tuple[int, int] = self.surface.get_size()
        self.layout: Layout = compute_layout(*self.size)
        self.renderer = Renderer(CardArt())
        immediate = None if self.config.threads else ImmediateExecutor()
        self.controller = Controller(self.store, settings, saved_settings=saved_settings,
                                     time_scale=self.config.time_scale,
                                     executor=BotExecutor() if self.config.threads else immediate,
                                     save_executor=immediate,
                                     wake=post_wake, seed=self.config.seed,
                                     today=self.config.today)
        self.manager: pygame_gui.UIManager
        self.table_buttons: TableButtons
        self.dialogs = DialogHost()
        self.reviews = Reviews(self, self._open, self.renderer.art)
        self._build_ui()
        self.running = True
        self.fullscreen = False
        self.exit_code = 0
        self._dirty = True
        self._settle_until = 0.0
        self._last_tick = time.monotonic()
        self._pending_size: tuple[int, int] | None = None
        self._cursor_shown: tuple[int, bool] | None = None
        self._frames_at_trim = -1
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.controller.start(deal=self.config.deal, daily=self.config.daily)
        if not self.only_window:
            self._say_already_open()

    def _say_already_open(self) -> None:
        from hearts.ui.dialogs import AlreadyOpenDialog

        self._open(lambda: AlreadyOpenDialog(self.manager, self.size, self.controller.lang(),
                                             self.quit))

    def quit(self) -> None:
        """Leave the loop: the window closes."""
        self.running = False

    # -- the pygame_gui side ----------------------------------------------------

    def _build_ui(self) -> None:
        """A themed manager for the window size, the buttons, and the open dialog again."""
        self._forget_closed_dialog()  # a dialog closed since the last frame stays closed
        self.manager = create_manager(self.size, self.controller.lang())
        self.table_buttons = TableButtons(self.manager, self.layout, self.controller)
        self.dialogs.rebuild()

    @property
    def dialog(self) -> Any:
        """The dialog or panel open over the table, if any."""
        return self.dialogs.dialog

    # -- dialogs ------------------------------------------------------------------

    def _open(self, factory: Callable[[], Any]) -> None:
        """Open a dialog (unless one is open) and let it draw itself in."""
        if self.dialogs.open(factory):
            self._dirty = True
            self._settle_until = time.monotonic() + SETTLE_SECONDS

    def redraw(self) -> None:
        """Draw the next frame."""
        self._dirty = True

    def _forget_closed_dialog(self) -> None:
        if self.dialogs.forget_closed():
            self._dirty = True

    def action_rules(self) -> None:
        """Open the rules."""
        from hearts.ui.dialogs import RulesDialog

        self._open(lambda: RulesDialog(self.manager, self.size, self.controller.lang()))

    def action_options(self) -> None:
        """Open the options; each change applies and is saved at once."""
        from hearts.ui.dialogs import OptionsDialog

        self._open(lambda: OptionsDialog(self.manager, self.size, self.controller.lang(),
                                         self.controller.settings, self._options_changed))

    def action_stats(self) -> None:
        """Open the statistics."""
        from hearts.ui.dialogs import StatsDialog

        self._open(lambda: StatsDialog(self.manager, self.size, self.controller.lang(),
                                       self.controller.stats, self.controller.reset_stats,
                                       on_recent=self.reviews.recent_games))

    def action_ask_deal_number(self) -> None:
        """Ask for a deal number to play."""
        from hearts.ui.dialogs import DealNumberDialog

        self._open(lambda: DealNumberDialog(self.manager, self.size, self.controller.lang(),
                                            self._open_deal))

    def _open_deal(self, number: int) -> None:
        self._unless_kept(lambda: self.controller.action_open_deal(number))

    def _unless_kept(self, give_up: Callable[[], object]) -> None:
        """Run *give_up*, which leaves the game in progress; when that would count it as
        lost, only once the player has confirmed it."""
        from hearts.ui.dialogs import AbandonDialog

        if not self.controller.games.would_abandon():
            give_up()
            return
        self._open(lambda: AbandonDialog(self.manager, self.size, self.controller.lang(),
                                         lambda: self._run(give_up)))

    def _run(self, action: Callable[[], object]) -> None:
        """Run *action* and redraw."""
        action()
        self._dirty = True

    def _options_changed(self, settings: Settings) -> None:
        language_changed = settings.language != self.controller.settings.language
        self.controller.apply_settings(settings)
        if language_changed:
            self.manager.set_locale(settings.language)  # pygame_gui's own words
            self.table_buttons.sync()
        self._dirty = True

    def _open_panel(self, request: PanelRequest) -> None:
        """The end-of-hand or end-of-game panel the controller asked for."""
        self._open(panel_factory(
            request, lambda: self.manager, lambda: self.size, self.controller,
            on_review=lambda: self.reviews.open(then=lambda: self._open_panel(request))))

    # -- the loop -------------------------------------------------------------------

    def run(self) -> int:
        """Run until the window is closed; the exit status."""
        try:
            while self.running:
                self.step()
        finally:
            self.close()
        return self.exit_code

    def step(self) -> None:
        """One turn of the loop: wait or tick, handle events, update, draw if needed."""
        now = time.monotonic()
        for event in self._next_events(now):
            self.handle_event(event)
        self._forget_closed_dialog()  # before the resize, which rebuilds the open dialog
        self._apply_resize()
        changed = not self._paused() and self.controller.update(time.monotonic())
        if self.dialog is None:
            request = self.controller.take_panel_request()
            if request is not None:
                self._open_panel(request)
        self.table_buttons.sync()
        # The manager updates after every change of this turn (a dialog just opened, a
        # button enabled), so the frame drawn below already shows them, input or not.
        now = time.monotonic()
        self.manager.update(max(0.0, now - self._last_tick))
        self._last_tick = now
        self._forget_closed_dialog()
        if self._cursor_blinked() or changed or self._dirty or self._is_moving(now):
            self.draw(now)

    def _cursor_blinked(self) -> bool:
        """Whether the text cursor of the open dialog turned on or off since the last turn."""
        entry = getattr(self.dialog, "entry", None)
        shown = None if entry is None else (id(entry), bool(getattr(entry, "cursor_on", False)))
        blinked, self._cursor_shown = shown != self._cursor_shown, shown
        return blinked

    def _paused(self) -> bool:
        """Whether the table waits, as it was, behind a review (a copy of the match)."""
        return bool(getattr(self.dialog, "pauses_the_table", False))

    def _is_moving(self, now: float) -> bool:
        return self.controller.is_animating(now) or now < self._settle_until

    def rest_ms(self, now: float) -> int:
        """How long the loop may wait for an event now: a frame while cards move, else until
        the next step, forced card or cursor blink (pace.py)."""
        return rest_ms(frame_due=self._is_moving(now) or self._dirty, fps=self.config.fps,
                       next_step=None if self._paused() else
                       self.controller.seconds_to_next_step(now),
                       next_blink=seconds_to_blink(getattr(self.dialog, "entry", None)),
                       longest_ms=self.config.max_wait_ms)

    def _next_events(self, now: float) -> list[pygame.event.Event]:
        """The waiting events: at the frame rate while moving, else after a sleep (pace.py)."""
        if self._is_moving(now) or self._dirty:
            self.clock.tick(self.config.fps)
            return pygame.event.get()
        timeout = self.rest_ms(now)
        if timeout >= self.config.max_wait_ms > 0 and self.frames != self._frames_at_trim:
            self._frames_at_trim = self.frames  # the person's turn: give freed memory back
            drop_text_copies(self.manager.get_sprite_group().sprites())
            give_back_freed_memory()
        return wait_for_events(timeout)

    def draw(self, now: float) -> None:
        """Draw the whole frame and show it."""
        self.renderer.draw(self.surface, self.layout, self.controller.table_view(), now)
        self.manager.draw_ui(self.surface)
        self.table_buttons.draw_focus(self.surface)
        pygame.display.flip()
        self.frames += 1
        if self.config.first_frame_only:
            self.running = False
        self._dirty = False

    def close(self) -> None:
        """Stop the workers and leave pygame."""
        self.controller.close()
        self.store.release_instance()
        fonts.clear_cache()
        pygame.quit()

    # -- events ---------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """One event: the window's, the dialog's, a button's, a click or a key."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._pending_size = display_surface().get_size()
            return
        if event.type == WAKE_EVENT:
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.KEYDOWN, pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            self._settle_until = time.monotonic() + SETTLE_SECONDS
            self._dirty = True
        consumed = self.manager.process_events(event)
        if self.dialog is not None and self.dialog.is_open and self.dialog.process_event(event):
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button_pressed(event.ui_element)
            return
        if consumed:
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _button_pressed(self, element: object) -> None:
        name = self.table_buttons.name_of(element)
        if name is not None:
            self.action(name)

    def action(self, name: str) -> None:
        """Run the action of the button *name*."""
        controller = self.controller
        actions: dict[str, Callable[[], object]] = {
            "pass": controller.action_pass,
            "claim": controller.action_claim,
            "hint": controller.action_hint,
            "sort": controller.action_sort,
            "fast": controller.action_fast,
            "last_trick": controller.action_last_trick,
            "replay": lambda: self._unless_kept(controller.action_replay),
            "new_game": lambda: self._unless_kept(controller.action_new_game),
            "daily": lambda: self._unless_kept(controller.action_daily),
            "deal_number": self.action_ask_deal_number,
            "rules": self.action_rules,
            "options": self.action_options,
            "stats": self.action_stats,
            "practice_back": self.reviews.back_to_review,
        }
        actions[name]()
        self._dirty = True

    def _click(self, pos: tuple[int, int]) -> None:
        """A click on the table: on one of South's cards, it plays or raises it."""
        if self.dialog is not None:
            return
        self.table_buttons.focus = None
        card = card_at(self.layout, self.controller.scene, pos)
        if card is not None:
            self.controller.action_play(card)
        elif self.controller.scene.show_last_trick:
            self.controller.action_last_trick()

    def _key(self, event: pygame.event.Event) -> None:
        """The keyboard: ←/→ choose a card, Enter/Space play or raise it, P, H, Tab, F11."""
        key = event.key
        controller = self.controller
        if key == pygame.K_F11:
            self.toggle_fullscreen()
        elif self.dialog is not None:
            return
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.table_buttons.focus = None
            controller.action_focus(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.table_buttons.focus is not None:
                self.action(self.table_buttons.focus)
            else:
                controller.action_activate()
        elif key == pygame.K_p:
            controller.action_pass()
        elif key == pygame.K_h:
            controller.action_hint()
        elif key == pygame.K_TAB:
            self.table_buttons.tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key == pygame.K_ESCAPE:
            self.table_buttons.focus = None
            if controller.scene.show_last_trick:
                controller.action_last_trick()
        self._dirty = True

    # -- the window size ---------------------------------------------------------------

    def toggle_fullscreen(self) -> None:
        """F11: full screen and back."""
        self.fullscreen = not self.fullscreen
        set_fullscreen(self.fullscreen)
        self._pending_size = display_surface().get_size()

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window *size* (tests and the screenshots call this)."""
        resize_window(size)
        self._pending_size = size
        self._apply_resize()

    def _apply_resize(self) -> None:
        """Lay everything out again for a new window size."""
        size = self._pending_size
        self._pending_size = None
        if size is None:
            return
        self.surface = display_surface()
        size = self.surface.get_size()
        if size == self.size:
            return
        self.size = size
        self.layout = compute_layout(*size)
        self.renderer.forget_sizes()
        self._build_ui()
        self._dirty = True

    # -- for tests, the self-test and the screenshots -------------------------------------

    def card_point(self, card: Card) -> tuple[int, int] | None:
        """Where a click plays (or raises) South's *card*."""
        return click_point(self.layout, self.controller.scene, card)

    def button_point(self, name: str) -> tuple[int, int]:
        """The middle of the button *name* ("pass", "hint", "sort"...)."""
        rect: pygame.Rect = self.table_buttons.named(name).rect
        return rect.centerx, rect.centery

    def click(self, point: tuple[int, int]) -> None:
        """Post a left click at *point*, as a person's mouse would."""
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=point, button=1))

    def press(self, key: int, mod: int = 0) -> None:
        """Post a key press."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))


def main_window(config: AppConfig) -> int:
    """Open the window with *config* and run it (or the self-test)."""
    if config.selftest:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = App(config)
    if config.selftest:
        from hearts.ui.selftest import run_selftest

        return run_selftest(app)
    return app.run()
