"""What every dialog shares: a centred modal window, buttons with actions, keys, a focus ring.

A dialog never touches the match or the store: it reports through the callbacks it
was given. The app forwards each pygame event to `process_event` after the
UIManager has seen it; the dialog answers True when the event was meant for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UIImage, UILabel, UIWindow

from hearts.i18n import Message
from hearts.ui.dialogs import frame
from hearts.ui.kit import fonts
from hearts.ui.kit.keys import DIALOG_KEYS, KeyRow, action_for
from hearts.ui.kit.sizes import Metrics
from hearts.ui.kit.theme import metrics_for, tones_of
from hearts.ui.kit.theme_blocks import FOCUS_RING, SCRIM

Action = Callable[[], object]
VEIL_STRIPS: Final = 8  # the veil over the table: bands of one shared picture

# Events a modal dialog keeps from the table under it.
_MODAL_EVENTS = frozenset({
    pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
    pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING,
})


def game_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game's font at *size* (for measuring text, and for the chart)."""
    return fonts.font(size, bold)


def text_width(text: str, size: int, bold: bool = False) -> int:
    """How many pixels *text* takes at *size* in the game's font."""
    return game_font(size, bold).size(text)[0]


def centred_rect(window_size: tuple[int, int], size: tuple[int, int]) -> pygame.Rect:
    """A rect of *size* centred in the window."""
    rect = pygame.Rect((0, 0), size)
    rect.center = (window_size[0] // 2, window_size[1] // 2)
    return rect


def fit_size(window_size: tuple[int, int], wanted: tuple[int, int], margin: int) -> tuple[int, int]:
    """*wanted*, shrunk to leave *margin* pixels free around it in the window."""
    return (
        min(wanted[0], window_size[0] - 2 * margin),
        min(wanted[1], window_size[1] - 2 * margin),
    )


def classed(class_id: str | None = None, object_id: str | None = None) -> ObjectID:
    """A pygame_gui ObjectID naming a theme class (@...) and/or an object (#...)."""
    return ObjectID(class_id=class_id, object_id=object_id)


class Dialog:
    """A centred, modal window with keyboard support; subclasses add their content. It is
    a screen of the window's stack (hearts.ui.screens.Screen)."""

    pauses_the_table = False  # the review keeps the table waiting behind it

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        title: str,
        wanted_size: tuple[int, int],
        *,
        on_close: Action | None = None,
    ) -> None:
        self.manager = manager
        self.window_size = window_size
        self.lang = lang
        self.metrics: Metrics = metrics_for(manager, window_size)
        self._actions: dict[UIButton, Action] = {}
        self._focus_order: list[UIButton] = []
        self._primary: UIButton | None = None  # the button Enter presses (accept)
        self._focus_index: int | None = None
        self._ring: UIImage | None = None
        self._closed = False
        self._on_close = on_close
        self._result: object = None
        self._answers: list[str] = []  # said once by speech (answer_aloud)
        self.title = title
        self._scrim = self._dim_the_table()
        self._open_window(wanted_size)

    def _dim_the_table(self) -> list[UIImage]:
        """A dark veil over the table and its buttons: they wait while the dialog is open.

        It is laid as VEIL_STRIPS bands that share one picture: a picture of the whole
        window would hold megabytes for one colour.
        """
        width, height = self.window_size
        band = pygame.Rect(0, 0, width, -(-height // VEIL_STRIPS))
        picture = pygame.Surface(band.size, pygame.SRCALPHA)
        picture.fill(SCRIM)
        strips = [UIImage(band.move(0, band.height * number), picture, self.manager)
                  for number in range(VEIL_STRIPS)]
        for strip in strips[1:]:
            strip.image = strips[0].image  # one picture for every band
        return strips

    def _open_window(self, wanted_size: tuple[int, int]) -> None:
        """The window: its frame picture, the close cross and the content container."""
        m = self.metrics
        spread = 2 * frame.shadow_width(m)
        outer = (wanted_size[0] + spread, wanted_size[1] + frame.band_height(m) + spread)
        size = fit_size(self.window_size, outer, m.gap // 2)
        self.window = UIWindow(centred_rect(self.window_size, size), self.manager,
                               object_id=classed("@dialog"), draggable=False)
        self.window.set_blocking(True)
        frame.let_go_of_pictures(self.window)  # transparent: the frame below is the picture
        parts = frame.geometry(size, m)
        picture = frame.frame_surface(size, self.title, m, tones_of(self.manager))
        self._frame = UIImage(pygame.Rect((0, 0), size), picture, self.manager,
                              container=self.window)
        self.close_cross = UIButton(parts.close, "×", self.manager, container=self.window,
                                    object_id=classed(None, "#dialog_close"))
        self._actions[self.close_cross] = self.cancel
        self.content = UIContainer(parts.content, self.manager, container=self.window)

    # -- the API the app uses

    @property
    def is_open(self) -> bool:
        """Whether the dialog is still on screen."""
        return not self._closed and self.window.alive()

    def close(self) -> None:
        """Take the dialog off the screen (once) and tell whoever asked to know."""
        if self._closed:
            return
        self._closed = True
        self._take_off()
        self._after_close()

    @property
    def result(self) -> object:
        """What the dialog answered (`dismiss`); None when it was closed without an answer."""
        return self._result

    def dismiss(self, result: object) -> None:
        """Close with an answer, handed to whoever opened the dialog."""
        self._result = result
        self.close()

    def discard(self) -> None:
        """Take the dialog off the screen without telling anyone (no close callback)."""
        self._on_close = None
        self._closed = True
        self._take_off()

    def _take_off(self) -> None:
        """Kill the window and the veil. The window's own pictures go at once: pygame_gui's
        close events hold the window until the loop reads them, and then in cycles that only
        a collection frees (hearts.ui.screens.collect_what_closed_left)."""
        if self.window.alive():
            self.window.kill()
        frame.let_go_of_pictures(self.window)
        for strip in self._scrim:
            strip.kill()

    def text_entry(self) -> pygame_gui.elements.UITextEntryLine | None:
        """The entry the person types into (its cursor blinks); None in most dialogs."""
        return None

    def update(self, now: float) -> None:
        """Time passes: a dialog waits for the person (pygame_gui draws its changes)."""

    def seconds_to_next_step(self, now: float) -> float | None:
        """A dialog needs no time of its own."""
        return None

    def process_event(self, event: pygame.event.Event) -> bool:
        """Handle *event*; True when it was for this dialog (the table must then ignore it).
        The focus ring goes with its button: once the button is greyed or gone (the event
        changed the dialog), no ring is left around it."""
        kept = self._handle(event)
        if self._ring is not None and not self._focused_is_pressable():
            self._hide_ring()
        return kept

    def _handle(self, event: pygame.event.Event) -> bool:
        """What `process_event` does with *event*."""
        if not self.is_open:
            return False
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN:
            return self._on_key(event)
        if event.type == pygame.MOUSEMOTION:
            self._hide_ring()
            return False
        if self._on_event(event):
            return True
        return event.type in _MODAL_EVENTS

    def _focused_is_pressable(self) -> bool:
        """Whether the button that has the focus is still there and can be pressed."""
        index = self._focus_index
        if index is None or index >= len(self._focus_order):
            return False
        element = self._focus_order[index]
        return bool(element.alive()) and bool(element.is_enabled)

    def spoken(self) -> tuple[str, str | None]:
        """What speech says of the dialog: its title, and the text of the control that has
        the keyboard focus, else of the one Enter presses (None: neither)."""
        if self._ring is None or not self._focused_is_pressable():
            return self.title, self._enter_button()
        assert self._focus_index is not None
        return self.title, str(self._focus_order[self._focus_index].text)

    def spoken_view(self) -> tuple[str, ...] | None:
        """What speech says of the dialog's content each time it changes, in parts (the
        review's step, the analysis's word, Qui a quoi): a part that comes in while the
        others stay is said alone. None in most dialogs: nothing beyond the title and the
        focused control."""
        return None

    def answer_aloud(self, words: str) -> None:
        """Have *words* said once, when speech is on: a key's answer that the content
        already shows (the review's step asked for again, the reason of a greyed button)."""
        self._answers.append(words)

    def spoken_answers(self) -> list[str]:
        """The words to say once (`answer_aloud`), taken: asked for once, said once."""
        answers, self._answers = self._answers, []
        return answers

    def _enter_button(self) -> str | None:
        """The text of the button Enter presses when none has the focus: the primary one,
        in a dialog whose Enter does something (`accept`)."""
        primary = self._primary
        if primary is None or type(self).accept is Dialog.accept or not primary.alive():
            return None
        return str(primary.text)

    # -- for subclasses

    @property
    def container(self) -> UIContainer:
        """The inside of the window, under the title band, where the content goes."""
        return self.content

    @property
    def inner_size(self) -> tuple[int, int]:
        """The usable size inside the window (under the title band, within the border)."""
        width, height = self.content.get_size()
        return int(width), int(height)

    def set_title(self, title: str) -> None:
        """Change the title in the band (the language changed)."""
        self.title = title
        self._frame.set_image(frame.frame_surface(self.window.rect.size, title, self.metrics,
                                                  tones_of(self.manager)))

    def clear_content(self) -> None:
        """Remove every control of the content, before building it again."""
        self.forget_buttons()
        self.content.clear()

    def resize(self, wanted_size: tuple[int, int]) -> None:
        """Reopen the window at a new size (its content must then be built again)."""
        self.forget_buttons()
        self.window.kill()
        self._open_window(wanted_size)

    def message(self, text: Message, **params: object) -> str:
        """A sentence of the catalogue in this dialog's language."""
        return text(self.lang, **params)

    def label(self, rect: pygame.Rect, text: str, class_id: str | None = None) -> UILabel:
        """A line of text; *class_id* picks its theme (@heading, @note, @error, @value...)."""
        return UILabel(rect, text, self.manager, container=self.container,
                       object_id=classed(class_id))

    def button(
        self, rect: pygame.Rect, text: str, action: Action, *,
        primary: bool = False, class_id: str | None = None,
    ) -> UIButton:
        """A button that runs *action* when pressed, and takes part in keyboard focus."""
        object_id = classed(class_id or "@dialog_button", "#dialog_primary" if primary else None)
        element = UIButton(rect, text, self.manager, container=self.container,
                           object_id=object_id)
        self._actions[element] = action
        self._focus_order.append(element)
        if primary:
            self._primary = element
        return element

    def forget_buttons(self) -> None:
        """Drop every content button's action and focus (before the content is rebuilt)."""
        self._actions = {self.close_cross: self.cancel} if hasattr(self, "close_cross") else {}
        self._focus_order.clear()
        self._focus_index = None
        self._primary = None
        self._hide_ring()

    def accept(self) -> None:
        """What Enter does when no button has the keyboard focus; nothing by default."""

    def cancel(self) -> None:
        """What Esc does: close the dialog."""
        self.close()

    def _after_close(self) -> None:
        """Run once the dialog is closed, whatever closed it."""
        if self._on_close is not None:
            self._on_close()

    def _on_event(self, event: pygame.event.Event) -> bool:
        """A subclass's own events (text entry...); True when handled."""
        return False

    def _on_key(self, event: pygame.event.Event) -> bool:
        """A key runs the action its binding names (keys.DIALOG_KEYS, and a dialog's own
        `key_rows` before them); every key is kept from the table."""
        name = action_for(self.key_rows(), event.key, event.mod)
        if name is not None:
            self.key_actions()[name]()
        return True

    def key_rows(self) -> Sequence[KeyRow]:
        """This dialog's keys, first match wins: a subclass puts its own before these."""
        return DIALOG_KEYS

    def key_actions(self) -> dict[str, Callable[[], object]]:
        """The named actions the keys of `key_rows` run."""
        return {
            "cancel": self.cancel,
            "focus_next": lambda: self._move_focus(1),
            "focus_previous": lambda: self._move_focus(-1),
            "enter": lambda: self._press_focused(pygame.K_RETURN),
            "press": lambda: self._press_focused(pygame.K_SPACE),
        }

    def _press_focused(self, key: int) -> None:
        """Enter or Space: press the focused button, or else Enter accepts."""
        if self._ring is not None and self._focus_index is not None:
            element = self._focus_order[self._focus_index]
            if element.alive() and element.is_enabled:
                self._actions[element]()
                return
        if key != pygame.K_SPACE:
            self.accept()

    def _move_focus(self, step: int) -> None:
        """Give the keyboard focus to the next (or previous) button that can be pressed and
        ring it: from the button that has it (rung or not: `focus_first`), else from either
        end. A disabled button is passed over, as the table's Tab does."""
        order = [element for element in self._focus_order if element.alive()]
        self._focus_order = order
        pressable = [index for index, element in enumerate(order) if element.is_enabled]
        if not pressable:
            return
        current = self._focus_index
        if current is None or current >= len(order):
            index = pressable[0] if step > 0 else pressable[-1]
        else:
            ahead = ((current + step * distance) % len(order)
                     for distance in range(1, len(order) + 1))
            index = next(place for place in ahead if place in pressable)
        self._focus_index = index
        self._show_ring(order[index])

    @property
    def keyboard_focus(self) -> int | None:
        """The place in the Tab order of the control the keys reached and ring (None: the
        keys reached none, or the mouse moved since)."""
        return self._focus_index if self._ring is not None else None

    @keyboard_focus.setter
    def keyboard_focus(self, index: int | None) -> None:
        """Ring the control at *index* of the Tab order, where Enter and Space press it: a
        dialog built again at a new layout keeps the keys' place."""
        order = self._focus_order
        if index is not None and index < len(order) and order[index].alive():
            self._focus_index = index
            self._show_ring(order[index])

    def focus_first(self, element: UIButton) -> None:
        """Start keyboard focus on *element* (without drawing the ring yet)."""
        if element in self._focus_order:
            self._focus_index = self._focus_order.index(element)

    def _show_ring(self, element: UIButton) -> None:
        """Draw the focus ring around *element*."""
        self._hide_ring()
        pad = max(2, self.metrics.border * 3)
        rect = element.get_relative_rect().inflate(2 * pad, 2 * pad)
        surface = pygame.Surface(rect.size, pygame.SRCALPHA)
        width = max(2, self.metrics.border * 2)
        radius = max(4, round(self.metrics.body * 0.5))
        pygame.draw.rect(surface, pygame.Color(FOCUS_RING), surface.get_rect(), width,
                         border_radius=radius)
        self._ring = UIImage(rect, surface, self.manager, container=element.ui_container)

    def _hide_ring(self) -> None:
        """Remove the focus ring (the mouse moved, or the content changes)."""
        if self._ring is not None:
            self._ring.kill()
            self._ring = None

