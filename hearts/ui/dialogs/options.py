# mypy: disable-error-code="no-untyped-call"
# (pygame_gui 0.6.14 leaves many of its element methods unannotated.)
"""The "Options" dialog: the table's look, sound, level, language, speed and rule variants.

Every click changes one setting and reports the new Settings at once; the app
decides what applies now (the look, the sound) and what waits for the next game
(the level and the rules, as the dialog says).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Final, NamedTuple

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from hearts.i18n import message
from hearts.store import Settings
from hearts.ui.dialogs.base import Action, Dialog, text_width
from hearts.ui.theme import Metrics, effective_height, metrics

CHECKED: Final = "☑"
UNCHECKED: Final = "☐"


class Choice(NamedTuple):
    """One row of buttons choosing the value of a setting."""

    field: str  # the Settings field
    label_key: str
    values: tuple[Any, ...]
    value_keys: tuple[str | None, ...]  # None: the value is written as is


# The rows of choices, by section.
_TABLE_CHOICES: Final = (
    Choice("felt", "dialog.options.felt", ("green", "blue", "red", "grey"),
           tuple(f"dialog.options.felt.{v}" for v in ("green", "blue", "red", "grey"))),
    Choice("card_back", "dialog.options.back", ("red", "blue", "plain", "geometric"),
           tuple(f"dialog.options.back.{v}" for v in ("red", "blue", "plain", "geometric"))),
    Choice("sort_order", "dialog.options.sort", ("suit", "rank"),
           ("dialog.options.sort.suit", "dialog.options.sort.rank")),
    Choice("fast", "dialog.options.speed", (False, True),
           ("dialog.options.speed.normal", "dialog.options.speed.fast")),
    Choice("language", "dialog.options.language", ("fr", "en"), (None, None)),
)
_GAME_CHOICES: Final = (
    Choice("level", "dialog.options.level", ("easy", "medium", "hard"),
           tuple(f"dialog.options.level.{v}" for v in ("easy", "medium", "hard"))),
    Choice("target", "dialog.options.target", (50, 100, 150), (None, None, None)),
)
_TABLE_TOGGLES: Final = ("four_colour", "sound", "reduce_motion", "auto_play_forced")
_GAME_TOGGLES: Final = (
    "qs_breaks_hearts", "first_trick_points", "jack_of_diamonds", "moon_minus", "tie_replay",
)
_LANGUAGE_NAMES: Final = {"fr": "Français", "en": "English"}


def _value_text(choice: Choice, index: int, lang: str) -> str:
    """The word on the button for one value of a choice."""
    key = choice.value_keys[index]
    value = choice.values[index]
    if key is not None:
        return message(key, lang)
    return _LANGUAGE_NAMES.get(value, str(value)) if isinstance(value, str) else str(value)


def _toggle_text(field: str, on: bool, lang: str) -> str:
    """A toggle's text: a ticked or empty box, then what it switches."""
    return f"{CHECKED if on else UNCHECKED}  {message(f'dialog.options.{field}', lang)}"


class _Layout(NamedTuple):
    """Column widths of the dialog, measured from its texts."""

    label: int
    choice: int
    toggle: int
    width: int
    height: int


def _measure(m: Metrics, lang: str) -> _Layout:
    """How wide the label column, a choice button and a toggle must be, and the whole size."""
    choices = _TABLE_CHOICES + _GAME_CHOICES
    label = max(text_width(message(c.label_key, lang), m.body) for c in choices) + 2 * m.gap
    choice = max(
        text_width(_value_text(c, i, lang), m.body) for c in choices for i in range(len(c.values))
    ) + 2 * m.gap
    toggle = max(
        text_width(_toggle_text(f, True, lang), m.body) for f in _TABLE_TOGGLES + _GAME_TOGGLES
    ) + 2 * m.gap
    note = text_width(message("dialog.options.next_game", lang), m.small) + 2 * m.body
    content = max(label + 4 * choice + 3 * m.gap, 2 * toggle + m.gap, note)
    toggle_rows = sum((len(toggles) + 1) // 2 for toggles in (_TABLE_TOGGLES, _GAME_TOGGLES))
    rows = len(choices) + toggle_rows
    height = 2 * _heading_height(m) + rows * _pitch(m) + 2 * m.row + 3 * m.gap
    return _Layout(label, choice, toggle, content + 4 * m.gap, height)


def _pitch(m: Metrics) -> int:
    """The distance from one row of controls to the next."""
    return m.row + m.gap // 2


def _heading_height(m: Metrics) -> int:
    """The height of a section heading."""
    return round(m.heading * 1.9)


class OptionsDialog(Dialog):
    """The settings as rows of buttons; each click reports the new Settings."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        settings: Settings,
        on_change: Callable[[Settings], None],
        *,
        on_close: Action | None = None,
    ) -> None:
        self.settings = settings
        self._on_change = on_change
        layout = _measure(metrics(effective_height(window_size)), lang)
        super().__init__(manager, window_size, lang, message("dialog.options.title", lang),
                         (layout.width, layout.height), on_close=on_close)
        self.choice_buttons: dict[str, list[UIButton]] = {}
        self.toggle_buttons: dict[str, UIButton] = {}
        self._build()

    def _build(self) -> None:
        """Both sections, the note about the next game and the close button."""
        m = self.metrics
        layout = _measure(m, self.lang)
        width, height = self.inner_size
        x = 2 * m.gap
        y = m.gap
        y = self._heading(y, "dialog.options.table")
        for choice in _TABLE_CHOICES:
            y = self._choice_row(choice, x, y, layout)
        y = self._toggle_rows(_TABLE_TOGGLES, x, y, layout)
        y = self._heading(y + m.gap // 2, "dialog.options.game")
        for choice in _GAME_CHOICES:
            y = self._choice_row(choice, x, y, layout)
        y = self._toggle_rows(_GAME_TOGGLES, x, y, layout)
        self.label(pygame.Rect(x, y, width - 2 * x, m.row),
                   self.message("dialog.options.next_game"), "@note")
        button_width = m.body * 8
        rect = pygame.Rect(width - x - button_width, height - m.row - m.gap, button_width, m.row)
        self.close_button = self.button(rect, self.message("dialog.close"), self.close,
                                        primary=True)

    def _heading(self, y: int, key: str) -> int:
        """A section heading; returns the y under it."""
        m = self.metrics
        width = self.inner_size[0]
        self.label(pygame.Rect(2 * m.gap, y, width - 4 * m.gap, _heading_height(self.metrics)),
                   self.message(key), "@heading")
        return y + _heading_height(m)

    def _choice_row(self, choice: Choice, x: int, y: int, layout: _Layout) -> int:
        """A label and one button per value, the current one lit; returns the next row's y."""
        m = self.metrics
        self.label(pygame.Rect(x, y, layout.label, m.row), self.message(choice.label_key))
        buttons = []
        current = getattr(self.settings, choice.field)
        for index, value in enumerate(choice.values):
            rect = pygame.Rect(x + layout.label + index * (layout.choice + m.gap), y,
                               layout.choice, m.row)
            button = self.button(rect, _value_text(choice, index, self.lang),
                                 self._chooser(choice.field, value), class_id="@choice")
            if value == current and type(value) is type(current):
                button.select()
            buttons.append(button)
        self.choice_buttons[choice.field] = buttons
        return y + _pitch(m)

    def _toggle_rows(self, fields: Sequence[str], x: int, y: int, layout: _Layout) -> int:
        """The on/off settings, two by row; returns the y under them."""
        m = self.metrics
        for index, field in enumerate(fields):
            column, row = index % 2, index // 2
            rect = pygame.Rect(x + column * (layout.toggle + m.gap), y + row * _pitch(m),
                               layout.toggle, m.row)
            on = bool(getattr(self.settings, field))
            self.toggle_buttons[field] = self.button(
                rect, _toggle_text(field, on, self.lang), self._toggler(field),
                class_id="@toggle",
            )
        return y + (len(fields) + 1) // 2 * _pitch(m)

    def _chooser(self, field: str, value: Any) -> Action:
        """The action of the button that sets *field* to *value*."""
        return lambda: self.change(field, value)

    def _toggler(self, field: str) -> Action:
        """The action of the button that switches *field*."""
        return lambda: self.change(field, not getattr(self.settings, field))

    def change(self, field: str, value: Any) -> None:
        """Set one field, show it, and report the new Settings."""
        if getattr(self.settings, field) == value:
            return
        self.settings = dataclasses.replace(self.settings, **{field: value})
        if field == "language":
            self.lang = value
            self._rebuild()
        else:
            self._show(field)
        self._on_change(self.settings)

    def _show(self, field: str) -> None:
        """Light the chosen button of a choice, or redraw a toggle's box."""
        value = getattr(self.settings, field)
        if field in self.toggle_buttons:
            self.toggle_buttons[field].set_text(_toggle_text(field, bool(value), self.lang))
            return
        choice = next(c for c in _TABLE_CHOICES + _GAME_CHOICES if c.field == field)
        for button, option in zip(self.choice_buttons[field], choice.values, strict=True):
            if option == value:
                button.select()
            else:
                button.unselect()

    def _rebuild(self) -> None:
        """Redo the whole content (the language changed), keeping the keyboard focus."""
        focus = self._focus_index
        layout = _measure(self.metrics, self.lang)
        self.title = self.message("dialog.options.title")
        self.resize((layout.width, layout.height))
        self._build()
        self._focus_index = focus
