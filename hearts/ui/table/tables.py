"""The tables on the window's stack (see docs/ARCHITECTURE.md, "The window"): the window's own
at the bottom, and a hand practised from the review pushed over it, each a TableScreen with a
game of its own. Which one is drawn (the nearest the top) and has its buttons; leaving a
practice hands the settings changed at it to the tables under it."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor

import pygame_gui

from hearts.engine import Seat
from hearts.engine.hand_story import HandStory
from hearts.store import Settings, Store
from hearts.ui.config import AppConfig
from hearts.ui.kit.sound import Sounds
from hearts.ui.platform.window import post_wake
from hearts.ui.screens import ScreenStack
from hearts.ui.table.controller import Controller, ImmediateExecutor
from hearts.ui.table.geometry.layout import Layout
from hearts.ui.table.input import Openers
from hearts.ui.table.render import Renderer
from hearts.ui.table.screen import TableScreen

# The table's openers, given what its "Retour à la revue" does (a practice's: leave it).
OpenersFor = Callable[[Callable[[], object]], Openers]


class Tables:
    """The window's tables: its own (*home*) and the practices over it."""

    def __init__(self, config: AppConfig, store: Store, screens: ScreenStack,
                 renderer: Renderer, openers: OpenersFor) -> None:
        self._config = config
        self._store = store
        self._screens = screens
        self._renderer = renderer
        self._openers = openers
        self._immediate = None if config.threads else ImmediateExecutor()  # tests: no thread
        self.home: TableScreen
        self._laid: TableScreen | None = None  # the table whose buttons are built

    def open_home(self, settings: Settings, saved: Settings,
                  executor: Executor | None) -> Controller:
        """The window's own table, at the bottom of the stack; its game."""
        controller = self._controller(settings, saved, self._config.seat, executor)
        controller.flow.duplicates.enabled = self._config.replays
        self.home = self._table(controller, practice=False)
        self._screens.base = self.home
        return controller

    def _controller(self, settings: Settings, saved: Settings, seat: Seat,
                    executor: Executor | None, sounds: Sounds | None = None) -> Controller:
        """A table's game, the person at *seat*; the bots think in *executor*."""
        config = self._config
        return Controller(self._store, settings, saved_settings=saved,
                          time_scale=config.time_scale,
                          executor=executor if executor is not None else self._immediate,
                          save_executor=self._immediate, sounds=sounds, wake=post_wake,
                          seed=config.seed, today=config.today,
                          budgets=config.budgets, seat=seat)

    def _table(self, controller: Controller, practice: bool) -> TableScreen:
        """The screen of the table *controller* plays (a *practice*: one that can be left)."""
        table: TableScreen
        openers = self._openers(lambda: table.close())
        table = TableScreen(controller, self._renderer, openers,
                            is_front=lambda screen: self._screens.front is screen,
                            on_close=self._practice_left if practice else None)
        return table

    # -- which table ----------------------------------------------------------------------

    @property
    def all(self) -> list[TableScreen]:
        """The tables on the stack: the window's own first, a practice over it last."""
        return [screen for screen in self._screens.screens() if isinstance(screen, TableScreen)]

    @property
    def drawn(self) -> TableScreen:
        """The table drawn: the one nearest the top (a practice over the review)."""
        return self.all[-1]

    def lay_out(self, manager: pygame_gui.UIManager, layout: Layout) -> None:
        """The buttons of the table drawn, on a new manager or at a new size."""
        self._laid = self.drawn
        self._laid.lay_out(manager, layout)

    def forget_buttons(self) -> None:
        """The manager goes, and every button with it."""
        for table in self.all:
            table.buttons = None

    def follow_the_drawn_table(self, manager: pygame_gui.UIManager, layout: Layout) -> None:
        """Another table is drawn (a practice came or went): its buttons, and the screen
        over it built again over them."""
        if self.drawn is self._laid:
            return
        for table in self.all:
            table.drop_buttons()
        self.lay_out(manager, layout)
        self._screens.rebuild()

    # -- practice -------------------------------------------------------------------------

    def practise(self, story: HandStory, seat: Seat) -> TableScreen:
        """A table of its own for the hand of *story*, played again over the review, the
        person at *seat*; the game under it waits. Its sentences are heard as the table's
        under it are."""
        under = self.drawn.controller
        practice = self._controller(under.settings, under.records.saved_settings, seat,
                                    under.flow.questions.executor, under.show.sounds)
        practice.message_line.listener = under.message_line.listener
        practice.practise(story)
        return self._table(practice, practice=True)

    def _practice_left(self, practice: TableScreen) -> None:
        """Retour à la revue: the tables under the practice take the settings changed at it."""
        for table in self.all:
            if table is not practice:
                table.controller.change_settings(practice.controller.settings)
        practice.controller.leave()

    def leave_practices(self) -> None:
        """Leave every practice, the last first."""
        for table in reversed(self.all):
            table.close()

    def at_home(self, run: Callable[[], object]) -> None:
        """Run *run* at the window's own table: every practice left and the screens over
        the table gone first."""
        if self.drawn is not self.home:
            self.leave_practices()
            self._screens.clear()
        run()
