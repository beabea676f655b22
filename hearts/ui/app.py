# mypy: disable-error-code="no-untyped-call"
# (pygame_gui 0.6.14 leaves many of its element methods unannotated.)
"""The window and its loop: events → actions, update, draw — and sleep when nothing moves.

The app owns pygame, the pygame_gui manager, the buttons and the open dialog. It
turns clicks and keys into the controller's named actions, opens the panels the
controller asks for, and draws a frame only when something changed: while cards
move it runs at 60 frames a second, at rest it waits for the next event.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
import time
import traceback
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from hearts.engine import Card, Phase, Seat
from hearts.i18n import message
from hearts.resources import assets_dir
from hearts.store import FileKind, Settings, Store
from hearts.ui import bots, fonts
from hearts.ui.controller import (
    Controller,
    GameOverRequest,
    HandOverRequest,
    ImmediateExecutor,
    PanelRequest,
)
from hearts.ui.layout import BUTTON_NAMES, MIN_SIZE, Layout, compute_layout
from hearts.ui.render import Renderer, card_at, click_point
from hearts.ui.sprites import CardArt
from hearts.ui.workers import BotExecutor

FPS: Final = 60
# How often Python lets another thread run: at 1 ms, a bot thinking in its thread holds the
# drawing thread back by about a millisecond, not five (the default), so frames stay smooth.
SWITCH_INTERVAL: Final = 0.001
IDLE_WAIT_MS: Final = 1000  # at rest: wake at least once a second
DIALOG_WAIT_MS: Final = 250  # a dialog is open: its text cursor blinks
SETTLE_SECONDS: Final = 0.3  # keep drawing a moment after input (button hover fades)
WAKE_EVENT: Final = pygame.event.custom_type()  # a worker thread has an answer
SOUTH: Final = Seat.SOUTH


@dataclass(frozen=True)
class AppConfig:
    """How the window starts: from the command line, or from a test."""

    deal: int | None = None
    daily: bool = False
    level: str | None = None
    fast: bool | None = None
    lang: str | None = None
    selftest: bool = False
    size: tuple[int, int] | None = None
    time_scale: float = 1.0  # 0: every move instant (tests, self-test)
    threads: bool = True  # False: the bots answer on the main thread (tests)
    fps: int = FPS  # 0: as fast as possible (the self-test)
    max_wait_ms: int = IDLE_WAIT_MS  # the longest sleep at rest (tests: 0, never sleep)
    home: Path | None = None  # the user's folder (None: $DAME_DE_PIQUE_HOME or platformdirs)
    first_frame_only: bool = False  # quit once the first table is drawn (launch timing)


def initial_size(desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """A good first window size: most of the screen, 16:10, never under 960×600."""
    if not desktops or desktops[0][0] <= 0 or desktops[0][1] <= 0:
        return 1280, 800
    width, height = desktops[0]
    target_w = min(width * 0.86, height * 0.86 * 1.6)
    size = (round(target_w), round(target_w / 1.6))
    return max(MIN_SIZE[0], min(size[0], width)), max(MIN_SIZE[1], min(size[1], height))


def effective_height(size: tuple[int, int]) -> int:
    """The height the theme scales with (less than the real one in a narrow window)."""
    return max(1, min(size[1], round(size[0] * MIN_SIZE[1] / MIN_SIZE[0])))


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
        settings = self._session_settings(saved_settings)
        size = self.config.size or initial_size(pygame.display.get_desktop_sizes())
        self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._set_window_details()
        self.size: tuple[int, int] = self.surface.get_size()
        self.layout: Layout = compute_layout(*self.size)
        self.renderer = Renderer(CardArt())
        immediate = None if self.config.threads else ImmediateExecutor()
        self.controller = Controller(self.store, settings, saved_settings=saved_settings,
                                     time_scale=self.config.time_scale,
                                     executor=BotExecutor() if self.config.threads else immediate,
                                     save_executor=immediate,
                                     wake=_post_wake)
        self.manager: pygame_gui.UIManager
        self.buttons: dict[str, UIButton] = {}
        self.pass_button: UIButton
        self.dialog: Any = None  # the open dialog or panel (one at a time: they are modal)
        self._dialog_factory: Callable[[], Any] | None = None
        self._button_focus: str | None = None
        self._build_ui()
        self.running = True
        self.fullscreen = False
        self.exit_code = 0
        self._dirty = True
        self._settle_until = 0.0
        self._last_tick = time.monotonic()
        self._pending_size: tuple[int, int] | None = None
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

    def _session_settings(self, settings: Settings) -> Settings:
        """The saved *settings* with this run's command-line choices on top (not saved)."""
        changes: dict[str, Any] = {}
        if self.config.level is not None:
            changes["level"] = self.config.level
        if self.config.fast is not None:
            changes["fast"] = self.config.fast
        if self.config.lang is not None:
            changes["language"] = self.config.lang
        return dataclasses.replace(settings, **changes) if changes else settings

    def _set_window_details(self) -> None:
        """The window's title, icon and smallest size."""
        pygame.display.set_caption(message("table.name", "fr"))
        for size in (256, 128, 64, 48, 32):
            icon = assets_dir() / "icon" / f"icon-{size}.png"
            if icon.is_file():
                with contextlib.suppress(pygame.error):
                    pygame.display.set_icon(pygame.image.load(str(icon)))
                break
        _keep_minimum_size()

    # -- the pygame_gui side ----------------------------------------------------

    def _build_ui(self) -> None:
        """A themed manager for the window size, the buttons, and the open dialog again."""
        from hearts.ui.theme import make_theme

        self._forget_closed_dialog()  # a dialog closed since the last frame stays closed

        self.manager = pygame_gui.UIManager(self.size,
                                            theme_path=make_theme(effective_height(self.size)))
        self.buttons = {
            name: UIButton(self.layout.buttons[name], self._button_label(name), self.manager)
            for name in BUTTON_NAMES
        }
        self.pass_button = UIButton(self.layout.pass_button, self._button_label("pass"),
                                    self.manager, object_id=ObjectID(object_id="#primary"))
        self.claim_button = self._make_claim_button()
        if self._dialog_factory is not None:
            self.dialog = self._dialog_factory()
        self._sync_buttons()

    def _button_label(self, name: str) -> str:
        lang = self.controller.lang()
        if name == "sort":
            key = ("table.button.sort_suit" if self.controller.settings.sort_order == "suit"
                   else "table.button.sort_rank")
            return message(key, lang)
        return message(f"table.button.{name}", lang)

    def _sync_buttons(self) -> None:
        """Labels, enabled states and the Passer button's presence follow the game."""
        controller = self.controller
        for name, button in self.buttons.items():
            label = self._button_label(name)
            if button.text != label:
                button.set_text(label)
        _set_enabled(self.buttons["hint"], controller.is_south_to_act())
        _set_enabled(self.buttons["last_trick"], controller.scene.last_trick is not None)
        fast = self.buttons["fast"]
        if controller.settings.fast and not fast.is_selected:
            fast.select()
        elif not controller.settings.fast and fast.is_selected:
            fast.unselect()
        label = self._button_label("pass")
        if self.pass_button.text != label:
            self.pass_button.set_text(label)
        if controller.is_choosing_pass():
            if not self.pass_button.visible:
                self.pass_button.show()
            _set_enabled(self.pass_button, controller.can_pass())
        elif self.pass_button.visible:
            self.pass_button.hide()
        self._sync_claim_button()

    def _sync_claim_button(self) -> None:
        """"Réclamer les plis restants" shows, at the Passer button's place, only while a
        claim is certain; it is as wide as its words."""
        claim = self.controller.claim_offer()
        button = self.claim_button
        if claim is None:
            if button.visible:
                button.hide()
            return
        label = message(f"table.button.claim.{claim.value}", self.controller.lang())
        if button.text != label:
            button.kill()
            self.claim_button = self._make_claim_button(label)
        elif not button.visible:
            button.show()

    def _make_claim_button(self, label: str = "") -> UIButton:
        """The claim button with *label*, as wide as its words (hidden without a label)."""
        rect = self.layout.pass_button.copy()
        words = fonts.font(self.layout.text_size, True).size(label)[0] if label else 0
        rect.width = max(rect.width, words + 4 * self.layout.padding)
        rect.centerx = self.layout.pass_button.centerx
        button = UIButton(rect, label, self.manager, object_id=ObjectID(object_id="#primary"))
        if not label:
            button.hide()
        return button

    # -- dialogs ------------------------------------------------------------------

    def _open(self, factory: Callable[[], Any]) -> None:
        """Open a dialog (closing the one open, if any); remember how to rebuild it."""
        if self.dialog is not None and self.dialog.is_open:
            return
        self._dialog_factory = factory
        self.dialog = factory()
        self._dirty = True
        self._settle_until = time.monotonic() + SETTLE_SECONDS  # let it draw itself in

    def _forget_closed_dialog(self) -> None:
        if self.dialog is not None and not self.dialog.is_open:
            self.dialog = None
            self._dialog_factory = None
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
                                       self.controller.stats, self.controller.reset_stats))

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

        if not self.controller.would_abandon():
            give_up()
            return
        self._open(lambda: AbandonDialog(self.manager, self.size, self.controller.lang(),
                                         lambda: self._run(give_up)))

    def _run(self, action: Callable[[], object]) -> None:
        """Run *action* and redraw."""
        action()
        self._dirty = True

    def _continue(self) -> None:
        self.controller.action_continue()

    def _options_changed(self, settings: Settings) -> None:
        language_changed = settings.language != self.controller.settings.language
        self.controller.apply_settings(settings)
        if language_changed:
            self._sync_buttons()
        self._dirty = True

    def _open_panel(self, request: PanelRequest) -> None:
        """The end-of-hand or end-of-game panel the controller asked for."""
        from hearts.ui.dialogs import GameOverPanel, HandOverPanel

        controller = self.controller
        if isinstance(request, HandOverRequest):
            self._open(lambda: HandOverPanel(
                self.manager, self.size, controller.lang(), request.hand_points,
                request.totals, request.moon_seat, self._continue))
        elif isinstance(request, GameOverRequest):
            self._open(lambda: GameOverPanel(
                self.manager, self.size, controller.lang(), request.winners, request.totals,
                request.score_sheet, request.new_record, controller.action_new_game,
                controller.action_replay, target=controller.match.rules.target))

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
        changed = self.controller.update(time.monotonic())
        if self.dialog is None:
            request = self.controller.take_panel_request()
            if request is not None:
                self._open_panel(request)
        self._sync_buttons()
        # The manager updates after every change of this turn (a dialog just opened, a
        # button enabled), so the frame drawn below already shows them, input or not.
        now = time.monotonic()
        self.manager.update(max(0.0, now - self._last_tick))
        self._last_tick = now
        self._forget_closed_dialog()
        if changed or self._dirty or self._is_moving(now) or self._cursor_blinks():
            self.draw(now)

    def _cursor_blinks(self) -> bool:
        """Whether the open dialog has a text entry in use, whose cursor must blink."""
        entry = getattr(self.dialog, "entry", None)
        return entry is not None and bool(getattr(entry, "is_focused", False))

    def _is_moving(self, now: float) -> bool:
        return self.controller.is_animating(now) or now < self._settle_until

    def _next_events(self, now: float) -> list[pygame.event.Event]:
        """The waiting events: at 60 fps while moving, else after a wait for the next one."""
        if self._is_moving(now) or self._dirty:
            self.clock.tick(self.config.fps)
            return pygame.event.get()
        timeout = min(DIALOG_WAIT_MS if self._cursor_blinks() else IDLE_WAIT_MS,
                      self.config.max_wait_ms)
        if timeout <= 0:
            return pygame.event.get()
        deadline = self.controller.seconds_to_next_step(now)
        if deadline is not None:
            timeout = min(timeout, max(1, round(deadline * 1000)))
        first = pygame.event.wait(timeout)
        events = [] if first.type == pygame.NOEVENT else [first]
        return events + pygame.event.get()

    def draw(self, now: float) -> None:
        """Draw the whole frame and show it."""
        self.renderer.draw(self.surface, self.layout, self.controller, now)
        self.manager.draw_ui(self.surface)
        self._draw_button_focus()
        pygame.display.flip()
        self.frames += 1
        if self.config.first_frame_only:
            self.running = False
        self._dirty = False

    def _draw_button_focus(self) -> None:
        name = self._button_focus
        if name is None:
            return
        rect = self._button(name).rect
        width = max(2, round(2 * self.layout.unit))
        pygame.draw.rect(self.surface, (255, 255, 255), rect.inflate(width * 3, width * 3),
                         width, border_radius=width * 3)

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
            self._pending_size = _display().get_size()
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
        if element is self.pass_button:
            self.controller.action_pass()
            return
        if element is self.claim_button:
            self.action("claim")
            return
        for name, button in self.buttons.items():
            if button is element:
                self.action(name)
                return

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
        }
        actions[name]()
        self._dirty = True

    def _click(self, pos: tuple[int, int]) -> None:
        """A click on the table: on one of South's cards, it plays or raises it."""
        if self.dialog is not None:
            return
        self._button_focus = None
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
            self._button_focus = None
            controller.action_focus(1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self._button_focus is not None:
                self.action(self._button_focus)
            else:
                controller.action_activate()
        elif key == pygame.K_p:
            controller.action_pass()
        elif key == pygame.K_h:
            controller.action_hint()
        elif key == pygame.K_TAB:
            self._tab(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key == pygame.K_ESCAPE:
            self._button_focus = None
            if controller.scene.show_last_trick:
                controller.action_last_trick()
        self._dirty = True

    def _tab(self, step: int) -> None:
        """Move the keyboard focus through the buttons that can be pressed now."""
        order = [name for name in ("pass", "claim", *BUTTON_NAMES) if self._is_pressable(name)]
        if not order:
            return
        if self._button_focus not in order:
            self._button_focus = order[0] if step > 0 else order[-1]
        else:
            index = order.index(self._button_focus)
            self._button_focus = order[(index + step) % len(order)]

    def _is_pressable(self, name: str) -> bool:
        button = self._button(name)
        return bool(button.visible) and bool(button.is_enabled)

    def _button(self, name: str) -> UIButton:
        """The button *name*: Passer, the claim, or one of the side column."""
        if name == "pass":
            return self.pass_button
        return self.claim_button if name == "claim" else self.buttons[name]

    # -- the window size ---------------------------------------------------------------

    def toggle_fullscreen(self) -> None:
        """F11: full screen and back."""
        try:
            window = _window()
            if self.fullscreen:
                window.set_windowed()
            else:
                window.set_fullscreen(desktop=True)
        except (pygame.error, AttributeError):
            pygame.display.toggle_fullscreen()
        self.fullscreen = not self.fullscreen
        self._pending_size = _display().get_size()

    def resize(self, size: tuple[int, int]) -> None:
        """Make the window *size* (tests and the screenshots call this)."""
        pygame.display.set_mode(size, pygame.RESIZABLE)
        _keep_minimum_size()  # set_mode forgets the window's smallest size
        self._pending_size = size
        self._apply_resize()

    def _apply_resize(self) -> None:
        """Lay everything out again for a new window size."""
        size = self._pending_size
        self._pending_size = None
        if size is None:
            return
        self.surface = _display()
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
        rect: pygame.Rect = self._button(name).rect
        return rect.centerx, rect.centery

    def click(self, point: tuple[int, int]) -> None:
        """Post a left click at *point*, as a person's mouse would."""
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=point, button=1))

    def press(self, key: int, mod: int = 0) -> None:
        """Post a key press."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))


def _set_enabled(button: UIButton, enabled: bool) -> None:
    if enabled and not button.is_enabled:
        button.enable()
    elif not enabled and button.is_enabled:
        button.disable()


def _window() -> pygame.Window:
    """The display module's window (pygame-ce warns that this bridge is old; it is enough)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def _keep_minimum_size() -> None:
    """The window cannot be made smaller than the layout supports."""
    with contextlib.suppress(pygame.error, AttributeError, ValueError):
        _window().minimum_size = MIN_SIZE


def _display() -> pygame.Surface:
    """The window's surface (there is one once set_mode has run)."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise pygame.error("no window")
    return surface


def _post_wake() -> None:
    """Wake the loop from another thread (SDL's event queue is thread-safe)."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


# -- the self-test --------------------------------------------------------------------


class SelfTest:
    """Plays South with the strongest level through real clicks until the game is over."""

    def __init__(self, app: App, time_limit: float = 900.0) -> None:
        self.app = app
        self.deadline = time.monotonic() + time_limit
        self._last_state: object = None
        self._patience = 0

    def act(self) -> bool:
        """Do the next person's click if the table waits for one; True when the game is over."""
        from hearts.ui.dialogs import GameOverPanel, HandOverPanel

        app = self.app
        controller = app.controller
        if time.monotonic() > self.deadline:
            raise TimeoutError("the self-test did not finish in time")
        state = (controller.match.to_json(), tuple(controller.raised), id(app.dialog))
        if state == self._last_state and self._patience > 0:
            self._patience -= 1
            return False
        self._last_state = state
        self._patience = 3  # give the posted click a few loop turns to land
        dialog = app.dialog
        if isinstance(dialog, GameOverPanel):
            return True
        if isinstance(dialog, HandOverPanel):
            app.click(_absolute_center(dialog.continue_button))
            return False
        if dialog is not None:
            dialog.close()
            return False
        if not controller.is_idle() and not controller.is_choosing_pass():
            return False
        self._play_south()
        return False

    def _play_south(self) -> None:
        app = self.app
        controller = app.controller
        match = controller.match
        if controller.is_choosing_pass():
            chosen = bots.choose_pass("hard", match.view(SOUTH))
            wrong = [card for card in controller.raised if card not in chosen]
            missing = [card for card in chosen if card not in controller.raised]
            targets = wrong or missing
            if not targets:
                app.click(app.button_point("pass"))
                return
            point = app.card_point(targets[0])
            if point is not None:
                app.click(point)
        elif match.phase is Phase.PLAYING and match.turn is SOUTH:
            card = bots.choose_play("hard", match.view(SOUTH))
            point = app.card_point(card)
            if point is not None:
                app.click(point)


def _absolute_center(element: Any) -> tuple[int, int]:
    rect = element.get_abs_rect() if hasattr(element, "get_abs_rect") else element.rect
    return int(rect.centerx), int(rect.centery)


def run_selftest(app: App) -> int:
    """Play a whole game through the window; 0 when it ends well, 1 on any error."""
    if not app.only_window:  # it would play on files another window holds
        print(message("dialog.already_open.heading", app.controller.lang()), file=sys.stderr)
        app.close()
        return 1
    driver = SelfTest(app)
    controller = app.controller
    before = controller.stats.games_played
    try:
        while app.running:
            app.step()
            if driver.act():
                break
        controller.flush_saves()
        if controller.stats.games_played != before + 1:
            raise AssertionError("the finished game was not counted in the statistics")
        if app.store.path(FileKind.GAME).exists():
            raise AssertionError("the finished game was not cleared")
        print(f"selftest: deal {controller.match.deal_number} finished in "
              f"{controller.match.hand_number + 1} hands, totals {controller.match.totals}")
        return 0
    except Exception:  # the self-test reports every failure as its exit status
        traceback.print_exc(file=sys.stderr)
        return 1
    finally:
        app.close()


def main_window(config: AppConfig) -> int:
    """Open the window with *config* and run it (or the self-test)."""
    if config.selftest:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = App(config)
    if config.selftest:
        return run_selftest(app)
    return app.run()
