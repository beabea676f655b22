"""The window and its loop: events → actions, update, draw — and sleep when nothing moves.

The app owns pygame, the pygame_gui manager and the stack of screens (screens.py): the
table at the bottom (table/screen.py), dialogs, panels, the review and a hand practised from
it over it. Events go to the screen in front; time to the screens it reaches; the table
drawn is the one nearest the top, under every control. A frame is drawn whenever what
is on screen would differ: input came, a scheduled moment passed, cards move, the stack
changed, or the table's picture of the game (TableView) is not the one last drawn — never
because some part remembered to ask. While cards move the loop runs at 60 frames a
second; at rest it sleeps until the next thing to do (pace.py).
"""

from __future__ import annotations

import gc
import sys
import time
from typing import Final

import pygame
import pygame_gui
from pygame_gui.core.utility import set_default_manager

from hearts.engine import Seat
from hearts.engine.hand_story import HandStory
from hearts.play.workers import BotExecutor
from hearts.store import Store
from hearts.ui.config import AppConfig, session_settings
from hearts.ui.dialog_openers import Dialogs, WindowHooks
from hearts.ui.kit import fonts
from hearts.ui.kit.fonts import drawable_typing
from hearts.ui.kit.palette import BACKDROP
from hearts.ui.kit.sprites import CardArt
from hearts.ui.kit.theme import manager_for
from hearts.ui.platform.drag import POINTER_EVENTS, SizeDrag
from hearts.ui.platform.memory import drop_text_copies, give_back_freed_memory
from hearts.ui.platform.pace import rest_ms, seconds_to_blink, wait_for_events
from hearts.ui.platform.window import (
    WAKE_EVENT,
    bring_to_front,
    display_surface,
    initial_size,
    open_window,
    post_wake,
    resize_window,
    set_fullscreen,
)
from hearts.ui.screens import Answer, Factory, Place, Screen, ScreenStack
from hearts.ui.table.buttons import TableButtons
from hearts.ui.table.controller import Controller
from hearts.ui.table.friends.session import FriendsSession
from hearts.ui.table.geometry.layout import Layout, compute_layout
from hearts.ui.table.input import TableInput
from hearts.ui.table.render import Renderer
from hearts.ui.table.screen import TableScreen
from hearts.ui.table.speech.narrator import Narrator, speaker_for
from hearts.ui.table.table_view import TableView
from hearts.ui.table.tables import Tables

__all__ = ["App", "AppConfig"]

# How often Python lets another thread run: at 1 ms, a bot thinking in its thread holds the
# drawing thread back by about a millisecond, not five (the default), so frames stay smooth.
SWITCH_INTERVAL: Final = 0.001
SETTLE_SECONDS: Final = 0.3  # keep drawing a moment after input (button hover fades)


def controls_drawn(manager: pygame_gui.UIManager) -> tuple[tuple[int, ...], ...]:
    """The pictures pygame_gui would draw, and where: a control that changed its picture
    (a new text, a state reached a turn later, a hover) changes this."""
    return tuple((id(data[0]), *data[1]) for data in manager.get_sprite_group().visible)


class App:
    """The game window."""

    def __init__(self, config: AppConfig | None = None) -> None:
        self.config = config if config is not None else AppConfig()
        sys.setswitchinterval(SWITCH_INTERVAL)
        pygame.init()
        pygame.mixer.quit()  # opened by the sounds when one plays (sound.py: rest is silent)
        self.store = Store(self.config.home)
        # Another window of the game holds the files: this one reads them but writes nothing,
        # and says so in a dialog that only closes the window.
        self.only_window = self.store.claim_instance()
        saved_settings = self.store.load_settings()
        settings = session_settings(saved_settings, self.config)
        size = self.config.size or initial_size(pygame.display.get_desktop_sizes())
        self.surface = open_window(size)
        self.size: tuple[int, int] = self.surface.get_size()
        self.layout: Layout = compute_layout(*self.size, large=settings.large_cards)
        self.renderer = Renderer(CardArt())
        self.manager: pygame_gui.UIManager
        self.screens = ScreenStack(self.config.input_grace)
        self.tables = Tables(self.config, self.store, self.screens, self.renderer,
                             lambda back: self.dialogs.openers(back))
        self.dialogs = Dialogs(self.config, self.store, self.screens, self.tables,
                               self.renderer.art, WindowHooks(
                                   self.push, self._open, self.place, self.quit,
                                   self._lay_out_again, self._practise, self.toggle_fullscreen,
                                   lambda text: self.narrator.read(text)))
        home = self.tables.open_home(settings, saved_settings,
                                     BotExecutor() if self.config.threads else None)
        self.friends = self.dialogs.friends = FriendsSession(
            home, post_wake, self.config.loopback_only, self.store.data_dir,
            self.dialogs.open_deal)
        self.reviews = self.dialogs.reviews
        self._build_ui()
        self.running = True
        self.fullscreen = False
        self.exit_code = 0
        self._shown: object = None  # what the last frame showed (frame_key)
        self._settle_until = 0.0
        self._last_tick = time.monotonic()
        self._pending_size: tuple[int, int] | None = None
        self._drag = SizeDrag(self.config.resize_settle)
        self._frames_at_trim = -1
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.narrator = Narrator(speaker_for(self.config, home.lang), lambda: self.controller,
                                 self.screens, lambda: self.table_buttons)
        self._start(home)

    def _start(self, home: Controller) -> None:
        """The game at the window's table: the saved one, or the deal asked for once the
        person agrees to leave it; then what the files said, and a seat kept with friends."""
        waiting = home.start(deal=self.config.deal, daily=self.config.daily, ask_first=True)
        self.narrator.first_start()
        if waiting is not None:  # the command line asked for another deal: Abandonner ?
            self.dialogs.unless_kept(home.action_daily if self.config.daily
                                     else lambda: home.action_open_deal(waiting))
        self.dialogs.show_start_notices()
        if self.only_window:
            self.friends.take_back_at_start()
        else:
            self.dialogs.say_not_alone()

    def quit(self) -> None:
        """Leave the loop: the window closes."""
        self.running = False

    # -- the tables -------------------------------------------------------------------

    @property
    def table_screen(self) -> TableScreen:
        """The table drawn: the one nearest the top (a practice over the review)."""
        return self.tables.drawn

    @property
    def controller(self) -> Controller:
        """The game of the table drawn."""
        return self.tables.drawn.controller

    @property
    def table_buttons(self) -> TableButtons:
        """The buttons of the table drawn."""
        return self.tables.drawn.table_buttons

    @property
    def table(self) -> TableInput:
        """The named actions of the table drawn."""
        return self.tables.drawn.input

    def _practise(self, story: HandStory, seat: Seat) -> None:
        """Rejouer cette manche: a table of its own plays the hand of *story* again, over
        the review, the person at *seat* (where they sat in it); the game in progress
        waits under it."""
        practice = self.tables.practise(story, seat)
        self.push(lambda: practice)
        self.tables.follow_the_drawn_table(self.manager, self.layout)

    # -- the pygame_gui side ----------------------------------------------------

    def _build_ui(self) -> None:
        """A themed manager for the window size, the buttons, and the top screen again."""
        self.screens.forget_closed()  # a closed screen stays closed
        if hasattr(self, "manager"):
            self._let_go_of_the_manager()
        self.manager = manager_for(self.size, self.controller.lang(), self.controller.settings)
        self.tables.lay_out(self.manager, self.layout)
        self.screens.rebuild()

    def place(self) -> Place:
        """What a screen is built with now: the manager, the window's size, the language."""
        return Place(self.manager, self.size, self.controller.lang())

    @property
    def dialog(self) -> Screen | None:
        """The screen pushed last over the window's table (a dialog, a panel, the review, a
        practice), if any."""
        return self.screens.top

    # -- screens ------------------------------------------------------------------

    def push(self, factory: Factory, on_result: Answer | None = None) -> None:
        """Put the screen *factory* builds on top of the others; the table's focus goes."""
        self.controller.choices.button_focus = None
        self.screens.push(factory, on_result)
        self._settle_until = time.monotonic() + SETTLE_SECONDS

    def _open(self, factory: Factory, on_result: Answer | None = None) -> None:
        """Open a screen from the table: only when it is in front (screens are modal)."""
        self.screens.forget_closed()
        if self.screens.front is self.tables.drawn:
            self.push(factory, on_result)

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
        """One turn of the loop: wait or tick, handle events, update, draw if the screen
        would change."""
        now = time.monotonic()
        events = self._next_events(now)
        self.narrator.noticed(events)
        for event in events:
            self.handle_event(event)
        now = time.monotonic()
        self.screens.forget_closed()  # before the resize, which rebuilds the top screen
        self._pending_size = self._drag.settled_size(now) or self._pending_size  # still: laid out
        self._apply_resize()
        self.tables.follow_the_drawn_table(self.manager, self.layout)
        for screen in self.screens.running():
            screen.update(now)
        self.friends.update()
        self.screens.forget_closed()
        self.tables.follow_the_drawn_table(self.manager, self.layout)
        self.narrator.after_turn()
        # The manager updates after every change of this turn (a screen just opened, a
        # button enabled), so the frame drawn below already shows them, input or not.
        now = time.monotonic()
        self.manager.update(max(0.0, now - self._last_tick))
        self._last_tick = now
        view = self.table_screen.view()
        if self._drag.dragging:
            self._draw_dragged(now, view)
        elif events or self._frame_key(view) != self._shown or self._is_moving(now):
            self.draw(now, view)

    def _frame_key(self, view: TableView) -> object:
        """What a frame of *view* would show, to compare with the last one drawn: the
        window's size, the screens, the table's picture of the game, the text cursor's blink
        and the table's focus ring."""
        top, entry = self.screens.top, self._entry()
        cursor = None if entry is None else (id(entry), bool(entry.cursor_on))
        return (self.size, id(top), len(self.screens), cursor,
                self.table_screen.frame_key(view), controls_drawn(self.manager))

    def _is_moving(self, now: float) -> bool:
        return self.table_screen.is_moving(now) or now < self._settle_until

    def _entry(self) -> pygame_gui.elements.UITextEntryLine | None:
        """The text entry of the top screen, whose cursor blinks."""
        top = self.screens.top
        return None if top is None else top.text_entry()

    def rest_ms(self, now: float) -> int:
        """How long the loop may wait for an event now: a frame while cards move, else until
        the next step, forced card or cursor blink (pace.py)."""
        return rest_ms(frame_due=self._is_moving(now), fps=self.config.fps,
                       next_step=self._seconds_to_next_step(now),
                       next_blink=seconds_to_blink(self._entry()),
                       longest_ms=self.config.max_wait_ms)

    def _seconds_to_next_step(self, now: float) -> float | None:
        """How long until the table's next step or the dragged size settles (None: never)."""
        waits = [self._drag.seconds_to_settle(now)]
        waits += [screen.seconds_to_next_step(now) for screen in self.screens.running()]
        known = [wait for wait in waits if wait is not None]
        return min(known) if known else None

    def _next_events(self, now: float) -> list[pygame.event.Event]:
        """The waiting events: at the frame rate while moving, else after a sleep (pace.py)."""
        if self._is_moving(now):
            self.clock.tick(self.config.fps)
            return pygame.event.get()
        timeout = self.rest_ms(now)
        if timeout >= self.config.max_wait_ms > 0 and self.frames != self._frames_at_trim:
            self._frames_at_trim = self.frames  # the person's turn: give freed memory back
            drop_text_copies(self.manager.get_sprite_group().sprites())
            give_back_freed_memory()
        self.controller.show.sounds.rest(now)
        if self.store.asked_forward():
            bring_to_front()  # the game was started again: this is where it is
        return wait_for_events(timeout)

    def draw(self, now: float, view: TableView | None = None) -> None:
        """Draw the whole frame and show it (*view*: the table's, when already read)."""
        if view is None:
            view = self.table_screen.view()
        self._draw_on(self.surface, now, view)
        pygame.display.flip()
        self.screens.drawn(time.monotonic())
        self.frames += 1
        self._shown = self._frame_key(view)
        if self.config.first_frame_only:
            self.running = False

    def _draw_on(self, surface: pygame.Surface, now: float, view: TableView) -> None:
        """The table drawn, every control over it, and its focus ring when it is in front."""
        table = self.table_screen
        table.draw(surface, now, view)
        self.manager.draw_ui(surface)
        if self.screens.front is table:
            table.draw_focus(surface)

    def _draw_dragged(self, now: float, view: TableView) -> None:
        """While the window's size is dragged: the frame at the laid-out size, scaled to the
        window (drawn again only when it would change)."""
        frame, key = self._drag.frame(self.size), self._frame_key(view)
        if key != self._drag.drawn or self._is_moving(now):
            self._draw_on(frame, now, view)
            self._drag.drawn = key
        self._drag.show(display_surface(), BACKDROP.get(view.felt, BACKDROP["green"]))
        pygame.display.flip()
        self.screens.drawn(time.monotonic())
        self.frames += 1

    def close(self) -> None:
        """Stop the workers and leave pygame."""
        self.tables.leave_practices()
        self.screens.clear()
        self.friends.leave(by_choice=False)
        self.tables.home.controller.close()
        self.narrator.speaker.close()
        self.store.release_instance()
        self._let_go_of_the_fonts()
        pygame.quit()

    def _let_go_of_the_fonts(self) -> None:
        """Free every font while pygame's font module still runs: a font freed after
        pygame.quit() is never closed, and its file stays open for the life of the process
        (a window closed and another opened leaked fourteen)."""
        self._let_go_of_the_manager()
        pygame.event.get()  # drop the events still queued: they hold pygame_gui's elements
        # (pygame-ce's event.clear() and quit() keep the dicts of the events they drop)
        fonts.clear_cache()
        gc.collect()  # the manager and its elements hold one another

    def _let_go_of_the_manager(self) -> None:
        """Free the pygame_gui manager, its elements and its fonts now, not at some later
        garbage collection (they hold one another, and the fonts hold their files)."""
        self.tables.forget_buttons()  # they go with the manager
        self.manager.clear_and_reset()
        del self.manager
        set_default_manager(None)  # pygame_gui keeps the first manager made, and its fonts
        gc.collect()

    # -- events ---------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """One event: the window's, the top screen's, a button's, a click or a key."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = display_surface().get_size()  # a size already laid out starts no drag
            if size != self.size or self._drag.dragging:
                self._drag.moved(size, time.monotonic())
            return
        if self._drag.dragging and event.type in POINTER_EVENTS:
            return  # the controls under the pointer are not laid out at this size yet
        if event.type == WAKE_EVENT:  # a table takes its answers in update; the review
            self.screens.front.process_event(event)  # looks for its own
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()  # on every screen
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F2:
            self.narrator.toggle()  # speech on or off, on every screen too
            return
        if not self.screens.accepts(event, time.monotonic()):
            return  # input that began before the top screen was seen is not its
        drawable = drawable_typing(event)  # characters a text entry cannot draw are dropped
        if drawable is None:
            return
        event = drawable
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.KEYDOWN, pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
            self._settle_until = time.monotonic() + SETTLE_SECONDS
        self.manager.process_events(event)
        front = self.screens.front
        if front.is_open:
            front.process_event(event)

    def action(self, name: str) -> None:
        """Run the table's action *name*: a button's or a key's."""
        self.table.action(name)

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
        self._shown = None  # a surface made again is blank: the next turn draws it
        size = self.surface.get_size()
        if size == self.size:
            return
        self.size = size
        self._lay_out_again(self.controller.settings.large_cards)

    def _lay_out_again(self, large: bool) -> None:
        """Everything laid out again at the window's size (*large*: Grandes cartes)."""
        self.layout = compute_layout(*self.size, large=large)
        self.renderer.forget_sizes()
        self._build_ui()

    # -- for tests, the self-test and the screenshots -------------------------------------

    def click(self, point: tuple[int, int]) -> None:
        """Post a left click at *point*, as a person's mouse would."""
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=point, button=1))

    def press(self, key: int, mod: int = 0) -> None:
        """Post a key press."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=""))
