"""The table as a screen of the window: the bottom one, and a hand practised from the review
pushed over it as another. It owns its buttons, turns its clicks, keys and buttons into named
actions (input.py), takes its time (the controller's update), opens its own end-of-hand and
end-of-game panels and draws the felt under every control. See docs/ARCHITECTURE.md, "The
window"."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from hearts.engine import Card
from hearts.ui.table.buttons import TableButtons
from hearts.ui.table.controller import Controller
from hearts.ui.table.geometry.layout import Layout
from hearts.ui.table.geometry.placement import click_point
from hearts.ui.table.input import Openers, TableInput
from hearts.ui.table.render import Renderer
from hearts.ui.table.table_view import TableView, frame_key


class TableScreen:
    """One table at the window: its game (the controller), its buttons while it is the table
    drawn, and what the window asks of every screen."""

    def __init__(self, controller: Controller, renderer: Renderer, openers: Openers, *,
                 is_front: Callable[[TableScreen], bool],
                 on_close: Callable[[TableScreen], object] | None = None) -> None:
        self.controller = controller
        self.renderer = renderer
        self._openers = openers
        self._is_front = is_front  # whether no screen is over it (its panel may open)
        self._on_close = on_close
        self._closed = False
        self.buttons: TableButtons | None = None  # built while it is the table drawn
        self.layout: Layout | None = None
        self.input = TableInput(controller, lambda: self.table_buttons,
                                lambda: self.table_layout, openers)
        # A practised hand keeps the game under it waiting, as the review over that one does.
        self.pauses_the_table = on_close is not None

    @property
    def table_buttons(self) -> TableButtons:
        """The buttons, once the window has laid this table out."""
        assert self.buttons is not None, "a table gets input only once it is laid out"
        return self.buttons

    @property
    def table_layout(self) -> Layout:
        """Where everything of the table stands at the window's size."""
        assert self.layout is not None, "a table is laid out before it is drawn"
        return self.layout

    # -- laying out ---------------------------------------------------------------------

    def lay_out(self, manager: pygame_gui.UIManager, layout: Layout) -> None:
        """Build the buttons with *manager* at *layout*: the window's size (or manager)
        changed, or this table became the one drawn."""
        self.drop_buttons()
        self.layout = layout
        self.buttons = TableButtons(manager, layout, self.controller)

    def drop_buttons(self) -> None:
        """Take the buttons off (another table is drawn over this one)."""
        if self.buttons is not None:
            self.buttons.kill()
            self.buttons = None

    # -- the screen -----------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        """The table at the bottom is always open; a practice, until it is left."""
        return not self._closed

    def process_event(self, event: pygame.event.Event) -> bool:
        """A button of the table, a click on it or a key: its named action."""
        buttons = self.table_buttons
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            name = buttons.name_of(event.ui_element)
            if name is not None:
                self.input.action(name)
            return name is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if buttons.under(event.pos):
                return False  # the button's own press follows
            self.input.click(event.pos)
            return True
        if event.type == pygame.KEYDOWN:
            self.input.key(event)
            return True
        return False

    def text_entry(self) -> None:
        """The table has no text to type."""
        return None

    def update(self, now: float) -> None:
        """Play on to *now*; open the panel the game asks for once nothing is over the
        table; keep the buttons in step."""
        self.controller.update(now)
        if self._is_front(self):
            request = self.controller.take_panel_request()
            if request is not None:
                self._openers.panel(request)
        if self.buttons is not None:
            self.buttons.sync()

    def seconds_to_next_step(self, now: float) -> float | None:
        """How long until the game needs time again."""
        return self.controller.seconds_to_next_step(now)

    def close(self) -> None:
        """Leave this table (a practice ends): its buttons go, whoever asked is told."""
        if self._closed or self._on_close is None:
            return  # the window's own table is never left
        self._closed = True
        self.drop_buttons()
        if self._on_close is not None:
            self._on_close(self)

    def discard(self) -> None:
        """A screen goes over the table: the table stays as it is under it."""

    @property
    def result(self) -> None:
        """A table answers nothing."""
        return None

    # -- drawing --------------------------------------------------------------------------

    def view(self) -> TableView:
        """What the renderer draws now."""
        return self.controller.table_view()

    def frame_key(self, view: TableView) -> tuple[object, ...]:
        """What a frame of the table would show: the focus ring's place and *view*."""
        return (self.controller.choices.button_focus, frame_key(view))

    def is_moving(self, now: float) -> bool:
        """Whether cards are moving (frames at the full rate)."""
        return self.controller.show.is_animating(now)

    def draw(self, surface: pygame.Surface, now: float, view: TableView) -> None:
        """The felt, the cards and the texts: everything under the controls."""
        self.renderer.draw(surface, self.table_layout, view, now)

    def card_point(self, card: Card) -> tuple[int, int] | None:
        """Where a click plays (or raises) the person's *card* (tests, the self-test)."""
        return click_point(self.table_layout, self.controller.scene, card,
                           self.controller.choices.focused_card())

    def button_point(self, name: str) -> tuple[int, int]:
        """The middle of the button *name* ("pass", "hint", "sort"...)."""
        rect: pygame.Rect = self.table_buttons.named(name).rect
        return rect.centerx, rect.centery

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The ring round the button Tab reached, over the controls."""
        if self.buttons is not None:
            self.buttons.draw_focus(surface)
