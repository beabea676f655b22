# mypy: disable-error-code="no-untyped-call"
# (pygame_gui 0.6.14 leaves many of its element methods unannotated.)
"""The "Options" dialog: the table's look, sound, level, language, speed and rule variants.

Every click changes one setting and reports the new Settings at once; the app
decides what applies now (the look, the sound) and what waits for the next game
(the level and the rules, as the dialog says).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, NamedTuple

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from hearts.choices import VARIANTS
from hearts.i18n import message
from hearts.store import SETTING_CHOICES, Settings
from hearts.ui.dialogs.base import Action, Dialog, text_width
from hearts.ui.theme import Metrics, effective_height, metrics

CHECKED: Final = "☑"
UNCHECKED: Final = "☐"


Words = Callable[[Any, str], str]  # the text on a value's button, in a language


class Choice(NamedTuple):
    """One row of buttons choosing the value of a setting."""

    name: str  # the setting: a field of Settings or a rule variant
    label_key: str
    values: tuple[Any, ...]
    words: Words


def _catalogue_words(prefix: str, names: dict[Any, str] | None = None) -> Words:
    """Words from the catalogue: the key is *prefix*.<value>, or *prefix*.<names[value]>."""
    return lambda value, lang: message(f"{prefix}.{names[value] if names else value}", lang)


def _own_name(language: Any, lang: str) -> str:
    """A language's name in itself, whatever the dialog's language: "Français", "English"."""
    return message("language.name", language)


def _number(value: Any, lang: str) -> str:
    """A number written as it is: a target score."""
    return str(value)


def _worded(name: str, key: str, names: dict[Any, str] | None = None) -> Choice:
    """The row of setting *name*: label dialog.options.<key>, a button per value of the setting,
    each worded dialog.options.<key>.<value> (or .<names[value]>)."""
    prefix = f"dialog.options.{key}"
    return Choice(name, prefix, SETTING_CHOICES[name], _catalogue_words(prefix, names))


# The rows, by section, in the dialog's order; the values are those of the settings.
_TABLE_CHOICES: Final = (
    _worded("felt", "felt"),
    _worded("card_back", "back"),
    _worded("sort_order", "sort"),
    _worded("fast", "speed", {False: "normal", True: "fast"}),
    Choice("language", "dialog.options.language", SETTING_CHOICES["language"], _own_name),
)
_GAME_CHOICES: Final = (
    _worded("level", "level"),
    *(Choice(name, f"dialog.options.{name}", values, _number)
      for name, values in VARIANTS.items() if values != (False, True)),
)
_CHOICE_NAMES: Final = {choice.name for choice in _TABLE_CHOICES + _GAME_CHOICES}
# The on/off settings in the order of the settings: the table's own (those without a row
# above), then the rule variants.
_TABLE_TOGGLES: Final = tuple(
    name for name, values in SETTING_CHOICES.items()
    if values == (False, True) and name not in VARIANTS and name not in _CHOICE_NAMES
)
_GAME_TOGGLES: Final = tuple(name for name, values in VARIANTS.items() if values == (False, True))


def _value_text(choice: Choice, index: int, lang: str) -> str:
    """The word on the button for one value of a choice."""
    return choice.words(choice.values[index], lang)


def _toggle_text(name: str, on: bool, lang: str) -> str:
    """A toggle's text: a ticked or empty box, then what it switches."""
    return f"{CHECKED if on else UNCHECKED}  {message(f'dialog.options.{name}', lang)}"


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
        current = self.settings.value(choice.name)
        for index, value in enumerate(choice.values):
            rect = pygame.Rect(x + layout.label + index * (layout.choice + m.gap), y,
                               layout.choice, m.row)
            button = self.button(rect, _value_text(choice, index, self.lang),
                                 self._chooser(choice.name, value), class_id="@choice")
            if value == current and type(value) is type(current):
                button.select()
            buttons.append(button)
        self.choice_buttons[choice.name] = buttons
        return y + _pitch(m)

    def _toggle_rows(self, names: Sequence[str], x: int, y: int, layout: _Layout) -> int:
        """The on/off settings, two by row; returns the y under them."""
        m = self.metrics
        for index, name in enumerate(names):
            column, row = index % 2, index // 2
            rect = pygame.Rect(x + column * (layout.toggle + m.gap), y + row * _pitch(m),
                               layout.toggle, m.row)
            on = bool(self.settings.value(name))
            self.toggle_buttons[name] = self.button(
                rect, _toggle_text(name, on, self.lang), self._toggler(name),
                class_id="@toggle",
            )
        return y + (len(names) + 1) // 2 * _pitch(m)

    def _chooser(self, name: str, value: Any) -> Action:
        """The action of the button that sets setting *name* to *value*."""
        return lambda: self.change(name, value)

    def _toggler(self, name: str) -> Action:
        """The action of the button that switches setting *name*."""
        return lambda: self.change(name, not self.settings.value(name))

    def change(self, name: str, value: Any) -> None:
        """Set one setting, show it, and report the new Settings."""
        if self.settings.value(name) == value:
            return
        self.settings = self.settings.with_value(name, value)
        if name == "language":
            self.lang = value
            self._rebuild()
        else:
            self._show(name)
        self._on_change(self.settings)

    def _show(self, name: str) -> None:
        """Light the chosen button of a choice, or redraw a toggle's box."""
        value = self.settings.value(name)
        if name in self.toggle_buttons:
            self.toggle_buttons[name].set_text(_toggle_text(name, bool(value), self.lang))
            return
        choice = next(c for c in _TABLE_CHOICES + _GAME_CHOICES if c.name == name)
        for button, option in zip(self.choice_buttons[name], choice.values, strict=True):
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
