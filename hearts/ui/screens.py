"""The window's screens, on one stack (see docs/ARCHITECTURE.md, "The window").

The table is the screen at the bottom; every dialog, panel, the review and a hand practised
from it is a screen pushed over it. The screen in front gets the events; those that time
reaches (`running`: down to one that keeps the ones under it waiting) get `update`. Only the
top screen is built; the ones under it wait as their
factories (a screen keeps its state in its inputs: the review, the page of a list) and are
built again, as they were, when the screens over them go: going back is a pop. The same
factories build every screen again at a new window size. A screen that answers
(Abandonner ?, Donne n°…) dismisses itself with its result, which goes to whoever pushed it.
Input that began before the top screen was first drawn, or within `grace` seconds after,
never reaches it: a key meant for the table does not press the buttons of a panel that opened
under the person's finger.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final, NamedTuple, Protocol

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

# The input a screen may refuse while it has only just appeared.
GUARDED_EVENTS: Final = frozenset({
    pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
})


class Place(NamedTuple):
    """What every screen is built with, read when it is built (again, at a new size)."""

    manager: pygame_gui.UIManager
    size: tuple[int, int]
    lang: str


class Screen(Protocol):
    """What the window asks of a screen (the table, a dialog, a panel, the review)."""

    pauses_the_table: bool  # the screens under it wait, unchanged, while it is on the stack

    @property
    def is_open(self) -> bool:
        """Whether the screen is still on the stack (False once it closed itself)."""

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle *event*; True when it was for this screen (the table then ignores it)."""

    def text_entry(self) -> UITextEntryLine | None:
        """The text entry the person types into, if any (its cursor blinks)."""

    def update(self, now: float) -> None:
        """Time passed until *now* (the table plays on; a dialog has nothing to do)."""

    def seconds_to_next_step(self, now: float) -> float | None:
        """How long until the screen needs time again (None: it waits on nothing)."""

    def close(self) -> None:
        """Take the screen off (it tells whoever asked to know)."""

    def discard(self) -> None:
        """Take the screen off without telling anyone (the game it belonged to is gone)."""

    @property
    def result(self) -> object:
        """What the screen answered when it dismissed itself (None: nothing)."""


Factory = Callable[[], Screen]
Answer = Callable[[object], object]  # takes a screen's result once it is off the stack


@dataclass
class Placed:
    """A screen on the stack, how to build it again at another window size, and when it
    was first drawn (None: not yet; input older than that, or too close to it, is not for
    it)."""

    screen: Screen
    factory: Factory
    shown_at: float | None
    on_result: Answer | None = None


def collect_what_closed_left() -> None:
    """Collect the garbage a closed screen leaves: its controls, their manager and their
    pictures hold one another in cycles, which Python's collector, counting objects and not
    bytes, left for hundreds of megabytes (35 openings of Options: 114 to 460 MB more)."""
    gc.collect()


class ScreenStack:
    """The window's screens: the table at the bottom (*base*), the others over it, the top
    one last."""

    def __init__(self, grace: float) -> None:
        self.grace = grace  # seconds after a screen appears during which input is not its
        self.base: Screen | None = None  # the table, always there once the window has one
        self._placed: list[Placed] = []

    @property
    def top(self) -> Screen | None:
        """The screen pushed last over the table, if any."""
        return self._placed[-1].screen if self._placed else None

    @property
    def front(self) -> Screen:
        """The screen that gets the events: the top one, else the table."""
        front = self.top if self._placed else self.base
        assert front is not None, "the table is the stack's base before anything runs"
        return front

    def screens(self) -> list[Screen]:
        """Every screen, the table first and the top one last."""
        base = [] if self.base is None else [self.base]
        return base + [placed.screen for placed in self._placed]

    def running(self) -> list[Screen]:
        """The screens time reaches, from the top down to the first that keeps the ones
        under it waiting (the review keeps the table waiting; a dialog does not)."""
        reached: list[Screen] = []
        for screen in reversed(self.screens()):
            reached.append(screen)
            if screen.pauses_the_table:
                break
        return reached

    def __len__(self) -> int:
        return len(self._placed)

    def push(self, factory: Factory, on_result: Answer | None = None) -> Screen:
        """Build a screen with *factory* and put it on top; the one under it waits as its
        factory. *on_result* gets what the screen answers, once it is off the stack."""
        self.forget_closed()  # a screen that closed itself goes before another comes
        if self._placed:
            self._placed[-1].screen.discard()
        screen = factory()
        self._placed.append(Placed(screen, factory, None, on_result))
        return screen

    def forget_closed(self) -> bool:
        """Take the top screen off once it has closed itself, build the one under it again
        as it was, and hand the answer to whoever pushed it. Whether the stack changed."""
        changed = False
        while self._placed and not self._placed[-1].screen.is_open:
            gone = self._placed.pop()
            changed = True
            if self._placed:
                uncovered = self._placed[-1]
                uncovered.screen = uncovered.factory()
                uncovered.shown_at = None
            if gone.on_result is not None and gone.screen.result is not None:
                gone.on_result(gone.screen.result)
            del gone  # unreachable now, for the collection
        if changed:
            collect_what_closed_left()
        return changed

    def accepts(self, event: pygame.event.Event, now: float) -> bool:
        """Whether *event* may reach the screens: any event while none is open; a key or a
        click only once the top screen has been in view for `grace` seconds."""
        if not self._placed or event.type not in GUARDED_EVENTS or self.grace <= 0:
            return True
        shown_at = self._placed[-1].shown_at
        return shown_at is not None and now - shown_at >= self.grace

    def drawn(self, now: float) -> None:
        """A frame showing the top screen was drawn at *now*: the person may see it from
        then (a screen slow to build under load is not in view when it is pushed)."""
        if self._placed and self._placed[-1].shown_at is None:
            self._placed[-1].shown_at = now

    def rebuild(self) -> None:
        """Build the top screen again (the window changed size)."""
        if self._placed:
            top = self._placed[-1]
            top.screen.discard()
            top.screen = top.factory()

    def clear(self) -> None:
        """Take every screen over the table off, telling no one (the window closes, or the
        game the screens belonged to goes), and let go of them: a screen left built holds its
        controls, and through them the manager and its fonts, whose files a font freed after
        pygame.quit() never closes."""
        for placed in self._placed:
            placed.screen.discard()
        self._placed = []

