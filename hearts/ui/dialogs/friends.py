"""« Jouer avec des amis »: open a table on the network, or join one (found on the local
network, or by its address and code); then the table's waiting room, its seats filling, until
its leader starts the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from hearts.i18n import _
from hearts.net.protocol import DEFAULT_PORT
from hearts.ui.dialogs.base import Dialog, text_width
from hearts.ui.kit.theme import metrics_for
from hearts.ui.platform.window import WAKE_EVENT

TITLE: Final = _("Jouer avec des amis")
NAME: Final = _("Votre nom :")
OPEN: Final = _("Ouvrir une table")
OPEN_NOTE: Final = _("Vos amis vous rejoignent avec le code affiché ; des ordinateurs "
                     "prennent les places vides.")
JOIN: Final = _("Rejoindre")
ADDRESS: Final = _("Adresse :")
CODE: Final = _("Code :")
FOUND: Final = _("Tables ouvertes sur le réseau :")
NONE_FOUND: Final = _("Aucune table trouvée pour l'instant.")
NEEDS_NAME: Final = _("Entrez votre nom d'abord.")
NEEDS_ADDRESS: Final = _("Entrez l'adresse de la table et son code.")
RESUME: Final = _("Reprendre la table de {name}")
HINTS: Final = {True: _("Indices : permis"), False: _("Indices : interdits")}


@dataclass(frozen=True)
class OpenTable:
    """The person opens a table, under *name*; *hint*: its windows may ask for a hint."""

    name: str
    hint: bool = True


@dataclass(frozen=True)
class ResumeTable:
    """The person takes back the table kept (its own, or a friend's seat at one)."""


@dataclass(frozen=True)
class JoinTable:
    """The person joins the table at *address*:*port* with *code*, under *name*."""

    name: str
    address: str
    port: int
    code: str


@dataclass(frozen=True)
class Found:
    """A table found on the local network: its host's name, where it is."""

    name: str
    address: str
    port: int


def followed_by(text: str) -> Callable[[str], str]:
    """A line that is a name followed by *text* (a table's place after its host's name)."""
    return lambda name: name + text


def split_address(text: str) -> tuple[str, int] | None:
    """« 192.168.1.5:47101 » (or without a port) as an address and a port; None if not."""
    text = text.strip()
    host, _sep, port = text.rpartition(":") if text.count(":") == 1 else (text, "", "")
    host = host or text
    if not host or any(char.isspace() for char in host):
        return None
    if not port:
        return host, DEFAULT_PORT
    return (host, int(port)) if port.isdigit() and 0 < int(port) < 65536 else None


class FriendsDialog(Dialog):
    """Open a table, or join one; answers OpenTable or JoinTable."""

    def __init__(self, manager: pygame_gui.UIManager, window_size: tuple[int, int], lang: str,
                 name: str, found: Callable[[], Sequence[Found]],
                 kept: str | None = None) -> None:
        m = metrics_for(manager, window_size)
        width = max(text_width(OPEN_NOTE(lang), m.small) + 4 * m.gap, m.body * 34)
        rows = 13 + (kept is not None)
        super().__init__(manager, window_size, lang, TITLE(lang), (width, rows * m.row))
        self._found = found
        self._kept = kept  # the host's name of the table kept, to take back
        self._shown_found: tuple[Found, ...] = ()
        self._build(name)

    def _build(self, name: str) -> None:
        """The name, Ouvrir une table, the tables found, the address and code, Rejoindre."""
        m = self.metrics
        width = self.inner_size[0]
        x, inner = 2 * m.gap, width - 4 * m.gap
        y = m.gap
        label_width = max(text_width(self.message(text), m.body) for text in (NAME, ADDRESS, CODE))
        label_width += m.gap
        self.label(pygame.Rect(x, y, label_width, m.row), self.message(NAME))
        self.name_entry = self._entry(pygame.Rect(x + label_width, y, inner - label_width, m.row),
                                      name, 24)
        y += m.row + m.gap
        open_width = text_width(self.message(OPEN), m.body) + 3 * m.gap
        self.button(pygame.Rect(x, y, open_width, m.row), self.message(OPEN), self._open,
                    primary=True)
        self._hint = True
        hint_width = max(text_width(self.message(text), m.body) for text in HINTS.values())
        self.hint_button = self.button(
            pygame.Rect(x + open_width + m.gap, y, hint_width + 3 * m.gap, m.row),
            self.message(HINTS[True]), self._switch_hint)
        y += m.row
        self.label(pygame.Rect(x, y, inner, m.row), self.message(OPEN_NOTE), "@note")
        y += m.row
        if self._kept is not None:
            label = self._fitted(lambda name: self.message(RESUME, name=name), self._kept,
                                 inner - 3 * m.gap)
            self.button(pygame.Rect(x, y, text_width(label, m.body) + 3 * m.gap, m.row), label,
                        lambda: self.dismiss(ResumeTable()))
            y += m.row
        y += m.gap
        self.label(pygame.Rect(x, y, inner, m.row), self.message(FOUND), "@heading")
        y += m.row
        self._found_top = y
        self._found_buttons: list[pygame_gui.elements.UIButton] = []
        self._found_note = self.label(pygame.Rect(x, y, inner, m.row), self.message(NONE_FOUND),
                                      "@note")
        y += 3 * m.row
        self.label(pygame.Rect(x, y, label_width, m.row), self.message(ADDRESS))
        self.address_entry = self._entry(
            pygame.Rect(x + label_width, y, inner // 2, m.row), "", 64)
        y += m.row + m.gap // 2
        self.label(pygame.Rect(x, y, label_width, m.row), self.message(CODE))
        self.code_entry = self._entry(pygame.Rect(x + label_width, y, m.body * 8, m.row), "", 7)
        join_width = text_width(self.message(JOIN), m.body) + 3 * m.gap
        self.button(pygame.Rect(width - 2 * m.gap - join_width, y, join_width, m.row),
                    self.message(JOIN), self._join)
        y += m.row + m.gap // 2
        self.error = self.label(pygame.Rect(x, y, inner, m.row), "", "@error")
        self._show_found()
        self.name_entry.focus()

    def _entry(self, rect: pygame.Rect, text: str, limit: int) -> UITextEntryLine:
        """A text entry of at most *limit* characters."""
        entry = UITextEntryLine(rect, self.manager, container=self.container)
        entry.set_text_length_limit(limit)
        entry.set_text(text)
        return entry

    def _show_found(self) -> None:
        """The tables found on the network, each a button that fills the address."""
        found = tuple(self._found())[:3]
        if found == self._shown_found:
            return
        self._shown_found = found
        for button in self._found_buttons:
            self._actions.pop(button, None)
            if button in self._focus_order:
                self._focus_order.remove(button)
            button.kill()
        self._found_buttons = []
        m = self.metrics
        x, inner = 2 * m.gap, self.inner_size[0] - 4 * m.gap
        self._found_note.set_text("" if found else self.message(NONE_FOUND))
        for index, table in enumerate(found):
            rect = pygame.Rect(x, self._found_top + index * m.row, inner, m.row - 2)
            where = f" — {table.address}:{table.port}"
            text = self._fitted(followed_by(where), table.name, inner - 2 * m.gap)
            self._found_buttons.append(self.button(rect, text, self._picker(table)))

    def _fitted(self, line: Callable[[str], str], name: str, width: int) -> str:
        """*line* with *name* in it, the name cut with « … » until the line fits *width*."""
        shown = name
        while len(shown) > 1 and text_width(line(shown), self.metrics.body) > width:
            shown = shown[:-2] + "…"
        return line(shown)

    def _picker(self, table: Found) -> Callable[[], None]:
        """What pressing a table found does: its address in the entry."""
        return lambda: self._pick(table)

    def _switch_hint(self) -> None:
        """Indices permis, or not, at the table to open."""
        self._hint = not self._hint
        self.hint_button.set_text(self.message(HINTS[self._hint]))

    def _pick(self, table: Found) -> None:
        """A table found: its address goes in the entry; the code is still to type."""
        self.address_entry.set_text(f"{table.address}:{table.port}")
        self.code_entry.focus()

    def _name(self) -> str | None:
        """The name typed, or None (said in the dialog) when there is none."""
        name = " ".join(self.name_entry.get_text().split())
        if not name or not name.isprintable():
            self.error.set_text(self.message(NEEDS_NAME))
            return None
        return name

    def _open(self) -> None:
        """Open a table under the name typed."""
        name = self._name()
        if name is not None:
            self.dismiss(OpenTable(name, self._hint))

    def _join(self) -> None:
        """Join the table at the address typed, with the code typed."""
        name = self._name()
        if name is None:
            return
        where = split_address(self.address_entry.get_text())
        code = self.code_entry.get_text().strip().upper()
        if where is None or len(code) != 7:
            self.error.set_text(self.message(NEEDS_ADDRESS))
            return
        self.dismiss(JoinTable(name, where[0], where[1], code))

    def text_entry(self) -> UITextEntryLine | None:
        """The entry being typed into."""
        for entry in (self.name_entry, self.address_entry, self.code_entry):
            if entry.is_focused:
                return entry
        return None

    def _entries(self) -> tuple[UITextEntryLine, ...]:
        """The entries in the order Tab goes through them."""
        return self.name_entry, self.address_entry, self.code_entry

    def _on_event(self, event: pygame.event.Event) -> bool:
        """A table found or gone on the network; typing clears the refusal; Enter in the
        name opens a table (joins one once an address is typed), in the address or the
        code joins."""
        if event.type == WAKE_EVENT:
            self._show_found()
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.error.set_text("")
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED \
                and getattr(event, "ui_element", None) in self._entries():
            if event.ui_element is self.name_entry and not self.address_entry.get_text().strip():
                self._open()
            else:
                self._join()
            return True
        return False

    def _on_key(self, event: pygame.event.Event) -> bool:
        """While typing, keys belong to the entry, but for Esc; Tab goes to the next entry
        (from the code, to the buttons)."""
        typing = self.text_entry()
        if typing is not None and event.key == pygame.K_TAB:
            entries = self._entries()
            index = entries.index(typing)
            typing.unfocus()
            if index + 1 < len(entries):
                entries[index + 1].focus()
                return True
        elif typing is not None and event.key != pygame.K_ESCAPE:
            return True
        return super()._on_key(event)


@dataclass(frozen=True)
class Lobby:
    """What the waiting room shows: its title, the lines about the table (the code and the
    address to give, each seat), whether this window may start, and the refusal if any."""

    title: str
    lines: tuple[str, ...]
    can_start: bool
    started: bool
    error: str = ""
    free: tuple[int, ...] = ()  # the seats this window may take (none once it sits)
    gone: bool = False  # the window left the table meanwhile: the room closes


START: Final = _("Commencer")
LEAVE: Final = _("Quitter la table")
SIT: Final = _("Choisissez votre place :")


class LobbyDialog(Dialog):
    """The table's waiting room: the seats fill as friends arrive; Commencer (the leader)
    starts with computer players in the empty seats. Answers "start" or "leave"; closes by
    itself once the game has started."""

    def __init__(self, manager: pygame_gui.UIManager, window_size: tuple[int, int], lang: str,
                 lobby: Callable[[], Lobby], sit: Callable[[int], None],
                 seat_names: Sequence[str]) -> None:
        m = metrics_for(manager, window_size)
        super().__init__(manager, window_size, lang, lobby().title,
                         (m.body * 34, 12 * m.row))
        self._lobby = lobby
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        self.lines = [self.label(pygame.Rect(x, m.gap + index * m.row, inner, m.row), "")
                      for index in range(6)]
        y = m.gap + 6 * m.row
        sit_width = text_width(self.message(SIT), m.body) + m.gap
        self.sit_label = self.label(pygame.Rect(x, y, sit_width, m.row), self.message(SIT))
        seat_width = (inner - sit_width - 3 * m.gap) // 4
        self.seat_buttons = [
            self.button(pygame.Rect(x + sit_width + index * (seat_width + m.gap), y,
                                    seat_width, m.row), name, self._sitter(sit, index))
            for index, name in enumerate(seat_names)]
        self.error = self.label(pygame.Rect(x, y + m.row + m.gap, inner, m.row), "", "@error")
        button_width = max(text_width(self.message(text), m.body) for text in (START, LEAVE))
        button_width += 3 * m.gap
        y = height - m.row - m.gap
        start = pygame.Rect(width - 2 * m.gap - button_width, y, button_width, m.row)
        self.start_button = self.button(start, self.message(START), self._start, primary=True)
        self.button(start.move(-(button_width + m.gap), 0), self.message(LEAVE), self.cancel)
        self.refresh()

    def refresh(self) -> None:
        """Show the table as it is now; close once the game has started."""
        lobby = self._lobby()
        if lobby.started or lobby.gone:
            self.dismiss("started" if lobby.started else None)
            return
        if lobby.title and lobby.title != self.title:
            self.set_title(lobby.title)
        for label, line in zip(self.lines, (*lobby.lines, *[""] * 7), strict=False):
            if label.text != line:
                label.set_text(line)
        if self.error.text != lobby.error:
            self.error.set_text(lobby.error)
        for index, button in enumerate(self.seat_buttons):
            if index in lobby.free:
                button.show()
                button.enable()
            else:
                button.hide()
                button.disable()
        if lobby.free:
            self.sit_label.show()
        else:
            self.sit_label.hide()
        if lobby.can_start:
            self.start_button.enable()
        else:
            self.start_button.disable()

    def _sitter(self, sit: Callable[[int], None], seat: int) -> Callable[[], None]:
        """What a seat's button does: this window sits there."""
        return lambda: sit(seat)

    def _start(self) -> None:
        """The leader starts the game."""
        self.dismiss("start")

    def accept(self) -> None:
        """Enter starts, for the leader."""
        if self.start_button.is_enabled:
            self._start()

    def cancel(self) -> None:
        """Esc leaves the table."""
        self.dismiss("leave")

    def _on_event(self, event: pygame.event.Event) -> bool:
        """News from the table: the room shows it."""
        if event.type == WAKE_EVENT:
            self.refresh()
        return False
