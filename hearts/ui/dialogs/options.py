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
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from hearts.choices import LEVEL_WORDS, VARIANTS
from hearts.i18n import Message, _, language_name, number_text, pgettext
from hearts.store import SETTING_CHOICES, Settings
from hearts.ui.dialogs import frame
from hearts.ui.dialogs.base import Action, Dialog, text_width
from hearts.ui.dialogs.scrolled_rows import SCROLL_BAR, ScrolledRows, rows_scroll
from hearts.ui.kit.sizes import Metrics
from hearts.ui.kit.theme import metrics_for

CHECKED: Final = "☑"
UNCHECKED: Final = "☐"


Words = Callable[[Any, str], str]  # the text on a value's button, in a language


class Choice(NamedTuple):
    """One row of buttons choosing the value of a setting."""

    name: str  # the setting: a field of Settings or a rule variant
    label: Message
    values: tuple[Any, ...]
    words: Words


def _catalogue_words(names: dict[Any, Message]) -> Words:
    """Each value worded by its message in *names*."""
    return lambda value, lang: names[value](lang)


def _own_name(language: Any, lang: str) -> str:
    """A language's name in itself, whatever the dialog's language: "Français", "Deutsch"."""
    return language_name(language)


def _number(value: Any, lang: str) -> str:
    """A number as the language writes it: a target score."""
    return number_text(value, lang)


def _worded(name: str, label: Message, names: dict[Any, Message]) -> Choice:
    """The row of setting *name*: its *label*, then a button per value, worded by *names*."""
    return Choice(name, label, SETTING_CHOICES[name], _catalogue_words(names))


# The words of the on/off settings and of the variants, by name.
TOGGLE_WORDS: Final = {
    "four_colour": _("Couleurs en quatre teintes"),
    "sound": _("Son"),
    "reduce_motion": _("Animations réduites"),
    "auto_play_forced": _("Jouer automatiquement une carte forcée"),
    "speech": _("Lire à voix haute"),
    "large_cards": _("Grandes cartes"),
    "moon_alert": _("Alerte grand chelem"),
    "qs_breaks_hearts": _("La dame de pique ouvre les cœurs"),
    "first_trick_points": _("Points permis au premier pli"),
    "jack_of_diamonds": _("Valet de carreau : −10"),
    "moon_minus": _("Grand chelem : −26 pour le tireur"),
    "tie_replay": _("Égalité : une manche de plus"),
}
# Alerte grand chelem while the player has not chosen it: on or off with the level.
MOON_BY_LEVEL: Final = _("Alerte grand chelem (selon le niveau)")
NUMBERED_WORDS: Final = {"target": _("Score cible")}
NEXT_GAME: Final = _("Le niveau et les règles s'appliquent à partir de la prochaine partie.")
# The most buttons on one line of a row; a row with more values takes two lines.
_LINE_VALUES: Final = 4

# The rows, by section, in the dialog's order; the values are those of the settings.
_TABLE_CHOICES: Final = (
    _worded("felt", _("Tapis"), {"green": pgettext("felt", "vert"),
                                 "blue": pgettext("felt", "bleu"),
                                 "red": pgettext("felt", "rouge"),
                                 "grey": pgettext("felt", "gris")}),
    _worded("card_back", _("Dos des cartes"), {"red": pgettext("card back", "rouge"),
                                               "blue": pgettext("card back", "bleu"),
                                               "plain": pgettext("card back", "uni"),
                                               "geometric": pgettext("card back", "géométrique")}),
    _worded("sort_order", _("Tri de la main"), {"suit": _("par couleur"),
                                                "rank": _("par valeur")}),
    _worded("pace", _("Vitesse"), {"slow": _("lente"), "normal": _("normale"),
                                    "fast": _("rapide"), "faster": _("très rapide")}),
    Choice("language", _("Langue"), SETTING_CHOICES["language"], _own_name),
)
_GAME_CHOICES: Final = (
    _worded("level", _("Niveau"), LEVEL_WORDS),
    *(Choice(name, NUMBERED_WORDS[name], values, _number)
      for name, values in VARIANTS.items() if values != (False, True)),
)
_CHOICE_NAMES: Final = {choice.name for choice in _TABLE_CHOICES + _GAME_CHOICES}
# The settings no control of Options shows: the calm pace the table's Rapide switch comes
# back to, which the pace row keeps when a calm pace is chosen.
# and whether the table shows the cards played, which its own button switches.
KEPT_BY_OTHERS: Final = frozenset({"calm_pace", "played_cards"})
# The on/off settings in the order of the settings: the table's own (those without a row
# above), then the rule variants.
# Lire à voix haute stands at the end of the language row (the language the game speaks,
# and whether it speaks), in the room its three buttons a line leave: a third row of
# toggles would not fit at 960×600. Grandes cartes, the other help for a player who sees
# little, stands above it, at the end of the row's first line.
BESIDE_LANGUAGE: Final = "speech"
LARGE_CARDS: Final = "large_cards"
# Alerte grand chelem, a help of the hint, at the end of the target row (under the level it
# follows unless chosen: Settings.alerts_moon).
BESIDE_TARGET: Final = "moon_alert"
_TABLE_TOGGLES: Final = tuple(
    name for name, values in SETTING_CHOICES.items()
    if values == (False, True) and name not in VARIANTS and name not in _CHOICE_NAMES
    and name not in (BESIDE_LANGUAGE, LARGE_CARDS) and name not in KEPT_BY_OTHERS
)
_GAME_TOGGLES: Final = tuple(name for name, values in VARIANTS.items() if values == (False, True))


def _lines(choice: Choice) -> int:
    """How many lines the buttons of *choice* take (the six languages take two)."""
    return -(-len(choice.values) // _LINE_VALUES)


def _per_line(choice: Choice) -> int:
    """How many buttons of *choice* stand on one line, shared evenly between its lines."""
    return -(-len(choice.values) // _lines(choice))


def _value_text(choice: Choice, index: int, lang: str) -> str:
    """The word on the button for one value of a choice."""
    return choice.words(choice.values[index], lang)


def _toggle_text(name: str, on: bool, lang: str, by_level: bool = False) -> str:
    """A toggle's text: a ticked or empty box, then what it switches (Alerte grand chelem
    saying that it follows the level, *by_level*, until chosen)."""
    words = MOON_BY_LEVEL if by_level and name == BESIDE_TARGET else TOGGLE_WORDS[name]
    return f"{CHECKED if on else UNCHECKED}  {words(lang)}"


def _moon_text(settings: Settings, lang: str) -> str:
    """Alerte grand chelem's text: ticked as the settings have it, by level until chosen."""
    return _toggle_text(BESIDE_TARGET, settings.alerts_moon, lang,
                        by_level=settings.moon_alert == "level")


def _table_toggles(stacked: bool) -> tuple[str, ...]:
    """The table's on/off settings in rows: Grandes cartes and Lire à voix haute first when
    they cannot stand beside the language row (*stacked*); Tab reaches them in the same order."""
    return ((LARGE_CARDS, BESIDE_LANGUAGE) if stacked else ()) + _TABLE_TOGGLES


def _game_toggles(stacked: bool) -> tuple[str, ...]:
    """The game's on/off settings in rows: Alerte grand chelem first when it cannot stand
    beside the target row (*stacked*)."""
    return ((BESIDE_TARGET,) if stacked else ()) + _GAME_TOGGLES


class _Layout(NamedTuple):
    """Column widths of the dialog, measured from its texts."""

    label: int
    choice: int
    toggle: int
    width: int
    height: int
    stacked: bool  # the toggles beside two rows stand with the others, in rows
    rows: int  # the height the rows take, a margin under them


def _room(m: Metrics, window_size: tuple[int, int]) -> int:
    """The widest the rows may be in a window of *window_size*: its width less the margin,
    the shadow and a scroll bar."""
    return window_size[0] - 2 * (m.gap // 2) - 2 * frame.shadow_width(m) - SCROLL_BAR


def _measure(m: Metrics, lang: str, room: int | None = None) -> _Layout:
    """The dialog's columns and size, the toggles beside the language and target rows; in
    rows with the others when that is wider than *room* (Grandes cartes' larger texts)."""
    beside = _measure_as(m, lang, stacked=False)
    if room is None or beside.width <= room:
        return beside
    return _measure_as(m, lang, stacked=True)


def _measure_as(m: Metrics, lang: str, stacked: bool) -> _Layout:
    """How wide the label column, a choice button and a toggle must be, and the whole size,
    with the toggles beside two rows or *stacked* with the others."""
    choices = _TABLE_CHOICES + _GAME_CHOICES
    label = max(text_width(c.label(lang), m.body) for c in choices) + 2 * m.gap
    choice = max(
        text_width(_value_text(c, i, lang), m.body) for c in choices for i in range(len(c.values))
    ) + 2 * m.gap
    toggles = _table_toggles(stacked) + _game_toggles(stacked)
    toggle = max(
        text_width(_toggle_text(f, True, lang, by_level=True), m.body) for f in toggles
    ) + 2 * m.gap
    note = (text_width(NEXT_GAME(lang), m.small) + 2 * m.gap  # beside the game's heading
            + text_width(_("La partie")(lang), m.heading, bold=True))
    language = next(c for c in _TABLE_CHOICES if c.name == "language")
    beside = label + _per_line(language) * (choice + m.gap) + max(
        _beside_width(m, lang), _beside_width(m, lang, LARGE_CARDS))
    target = next(c for c in _GAME_CHOICES if c.name == "target")
    moon = label + _per_line(target) * (choice + m.gap) + _beside_width(m, lang, BESIDE_TARGET)
    content = max(label + _LINE_VALUES * choice + (_LINE_VALUES - 1) * m.gap,
                  2 * toggle + m.gap, note, *(() if stacked else (beside, moon)))
    toggle_rows = sum((len(names) + 1) // 2
                      for names in (_table_toggles(stacked), _game_toggles(stacked)))
    rows = sum(_lines(c) for c in choices) + toggle_rows
    bottom = m.gap + 2 * _heading_height(m) + rows * _pitch(m) - m.gap // 2  # the last row's
    width = content + 4 * m.gap
    beside = (len(_game_toggles(stacked)) % 2 == 1  # Fermer beside the last toggle
              and toggle + _close_width(m) + 5 * m.gap <= width)
    height = bottom + m.gap if beside else bottom + m.gap // 2 + m.row + m.gap
    return _Layout(label, choice, toggle, width, height, stacked, bottom + m.gap)


def _beside_width(m: Metrics, lang: str, name: str = BESIDE_LANGUAGE) -> int:
    """The width of the toggle at the end of the language row (or of the target's, its
    longer text)."""
    return text_width(_toggle_text(name, True, lang, by_level=True), m.body) + 2 * m.gap


def _close_width(m: Metrics) -> int:
    """The width of the Fermer button."""
    return m.body * 8


def _pitch(m: Metrics) -> int:
    """The distance from one row of controls to the next."""
    return m.row + m.gap // 2


def _heading_height(m: Metrics) -> int:
    """The height of a section heading."""
    return round(m.heading * 1.9)


def _wanted_size(m: Metrics, window_size: tuple[int, int], layout: _Layout) -> tuple[int, int]:
    """The dialog's size: the layout's, wider by the scroll bar when the rows scroll
    (taller than the window leaves them: Grandes cartes' larger texts)."""
    bar = SCROLL_BAR if rows_scroll(m, window_size, layout.height) else 0
    return layout.width + bar, layout.height


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
        m = metrics_for(manager, window_size)
        layout = _measure(m, lang, _room(m, window_size))
        super().__init__(manager, window_size, lang, _("Options")(lang),
                         _wanted_size(m, window_size, layout), on_close=on_close)
        self.choice_buttons: dict[str, list[UIButton]] = {}
        self.toggle_buttons: dict[str, UIButton] = {}
        self.rows: ScrolledRows | None = None  # the rows when they scroll
        self._into: UIContainer = self.content
        self._build()

    @property
    def container(self) -> UIContainer:
        """Where the controls being built go: the rows' scrolled area, or the content."""
        return self._into

    def _build(self) -> None:
        """Both sections (the note about the next game beside the game's heading) and the
        close button, under the rows when they scroll."""
        m = self.metrics
        layout = _measure(m, self.lang, _room(m, self.window_size))
        height = self.inner_size[1]
        self.rows = self._rows_area(layout)
        self._into = self.rows.area if self.rows is not None else self.content
        width = self._rows_width()
        x = 2 * m.gap
        y = m.gap
        y = self._heading(y, _("La table"))
        for choice in _TABLE_CHOICES:
            y = self._choice_row(choice, x, y, layout)
        y = self._toggle_rows(_table_toggles(layout.stacked), x, y, layout)
        heading_top = y + m.gap // 2
        y = self._heading(heading_top, _("La partie"))
        note_left = x + text_width(self.message(_("La partie")), m.heading, bold=True) + 2 * m.gap
        self.label(pygame.Rect(note_left, heading_top, width - x - note_left,
                               _heading_height(m)), self.message(NEXT_GAME), "@note")
        for choice in _GAME_CHOICES:
            y = self._choice_row(choice, x, y, layout)
        self._toggle_rows(_game_toggles(layout.stacked), x, y, layout)
        self._into = self.content
        button_width = _close_width(m)
        rect = pygame.Rect(self.inner_size[0] - x - button_width, height - m.row - m.gap,
                           button_width, m.row)
        self.close_button = self.button(rect, self.message(_("Fermer")), self.close,
                                        primary=True)

    def _rows_area(self, layout: _Layout) -> ScrolledRows | None:
        """The rows' scrolled area above Fermer, when they are taller than the content."""
        m, (width, height) = self.metrics, self.inner_size
        if not rows_scroll(m, self.window_size, layout.height):
            return None
        shown = pygame.Rect(0, 0, width, height - m.row - 2 * m.gap)
        return ScrolledRows(self.manager, self.content, shown, layout.rows, m.gap)

    def _rows_width(self) -> int:
        """The width the rows take: the content's, less the scroll bar when they scroll."""
        return self.rows.width if self.rows is not None else self.inner_size[0]

    def _show_ring(self, element: UIButton) -> None:
        """Ring *element*, the rows scrolled first to show it whole."""
        if self.rows is not None:
            self.rows.show(element)
        super()._show_ring(element)

    def _heading(self, y: int, key: Message) -> int:
        """A section heading; returns the y under it."""
        m = self.metrics
        width = self._rows_width()
        self.label(pygame.Rect(2 * m.gap, y, width - 4 * m.gap, _heading_height(self.metrics)),
                   self.message(key), "@heading")
        return y + _heading_height(m)

    def _choice_row(self, choice: Choice, x: int, y: int, layout: _Layout) -> int:
        """A label and one button per value, the current one lit; returns the next row's y."""
        m = self.metrics
        self.label(pygame.Rect(x, y, layout.label, m.row), self.message(choice.label))
        buttons = []
        current = self.settings.value(choice.name)
        for index, value in enumerate(choice.values):
            line, column = divmod(index, _per_line(choice))
            rect = pygame.Rect(x + layout.label + column * (layout.choice + m.gap),
                               y + line * _pitch(m), layout.choice, m.row)
            button = self.button(rect, _value_text(choice, index, self.lang),
                                 self._chooser(choice.name, value), class_id="@choice")
            if value == current and type(value) is type(current):
                button.select()
            buttons.append(button)
        self.choice_buttons[choice.name] = buttons
        if choice.name == "language" and not layout.stacked:
            self._toggle_beside(LARGE_CARDS, y, m)
            self._toggle_beside(BESIDE_LANGUAGE, y + (_lines(choice) - 1) * _pitch(m), m)
        if choice.name == "target" and not layout.stacked:
            width = _beside_width(m, self.lang, BESIDE_TARGET)
            self._toggle(BESIDE_TARGET, pygame.Rect(self._rows_width() - 2 * m.gap - width, y,
                                                    width, m.row))
        return y + _lines(choice) * _pitch(m)

    def _toggle_beside(self, name: str, y: int, m: Metrics) -> None:
        """Toggle *name* at the right end of a line of the language row: Grandes cartes on
        the first, Lire à voix haute on the last; both as wide as the wider of the two."""
        width = max(_beside_width(m, self.lang), _beside_width(m, self.lang, LARGE_CARDS))
        self._toggle(name, pygame.Rect(self._rows_width() - 2 * m.gap - width, y, width, m.row))

    def _toggle(self, name: str, rect: pygame.Rect) -> None:
        """The on/off button of setting *name*: Alerte grand chelem on as the level has it
        until the player chooses."""
        action: Action = self._switch_moon_alert
        if name == BESIDE_TARGET:
            text = _moon_text(self.settings, self.lang)
        else:
            text = _toggle_text(name, bool(self.settings.value(name)), self.lang)
            action = self._toggler(name)
        self.toggle_buttons[name] = self.button(rect, text, action, class_id="@toggle")

    def _switch_moon_alert(self) -> None:
        """Alerte grand chelem pressed: off when it is on (chosen or by level), else on."""
        self.change(BESIDE_TARGET, "off" if self.settings.alerts_moon else "on")

    def _toggle_rows(self, names: Sequence[str], x: int, y: int, layout: _Layout) -> int:
        """The on/off settings, two by row; returns the y under them."""
        m = self.metrics
        for index, name in enumerate(names):
            column, row = index % 2, index // 2
            self._toggle(name, pygame.Rect(x + column * (layout.toggle + m.gap),
                                           y + row * _pitch(m), layout.toggle, m.row))
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
            self._show(BESIDE_TARGET)  # it follows the level until chosen
        self._on_change(self.settings)

    def _show(self, name: str) -> None:
        """Light the chosen button of a choice, or redraw a toggle's box."""
        value = self.settings.value(name)
        if name == BESIDE_TARGET:
            self.toggle_buttons[name].set_text(_moon_text(self.settings, self.lang))
            return
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
        layout = _measure(self.metrics, self.lang, _room(self.metrics, self.window_size))
        self.title = self.message(_("Options"))
        self.resize(_wanted_size(self.metrics, self.window_size, layout))
        self._build()
        self._focus_index = focus
