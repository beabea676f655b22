"""The "Donne n°…" dialog: type a deal number from 1 to 999 999 and play that deal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from hearts.deal_text import parse_deal_number
from hearts.i18n import _
from hearts.ui.dialogs.base import Dialog, text_width
from hearts.ui.kit.sizes import Metrics
from hearts.ui.kit.theme import metrics_for

PROMPT: Final = _("Quelle donne voulez-vous jouer ?")
NOTE: Final = _("Un numéro de 1 à 999 999. Le même numéro donne les mêmes cartes à tout le monde.")
INVALID: Final = _("Entrez un numéro entre 1 et 999 999.")


class DealNumberDialog(Dialog):
    """Ask for a deal number and answer it; refuse a bad one inside the dialog, which then
    stays open."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        *,
        on_close: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(manager, window_size, lang, _("Donne n°…")(lang),
                         self._wanted_size(metrics_for(manager, window_size), lang),
                         on_close=on_close)
        self._build()

    @staticmethod
    def _wanted_size(m: Metrics, lang: str) -> tuple[int, int]:
        """Wide enough for the longest line, tall enough for five rows."""
        lines = (
            text_width(PROMPT(lang), m.heading, bold=True),
            text_width(NOTE(lang), m.small),
            text_width(INVALID(lang), m.small, bold=True),
        )
        width = max(*lines, m.body * 26) + 4 * m.gap + 2 * m.body
        height = 6 * m.row + 4 * m.gap
        return width, height

    def _build(self) -> None:
        """Lay out the prompt, the entry, the note, the refusal line and the buttons."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        y = m.gap
        self.label(pygame.Rect(x, y, inner, m.row), self.message(PROMPT), "@heading")
        y += m.row
        entry_width = max(text_width("999 999", m.heading) * 2, m.body * 12)
        self.entry = UITextEntryLine(
            pygame.Rect(x, y, min(entry_width, inner), round(m.row * 1.15)),
            self.manager, container=self.container,
        )
        self.entry.set_text_length_limit(12)
        self.entry.focus()
        y += round(m.row * 1.15) + m.gap // 2
        self.label(pygame.Rect(x, y, inner, m.row), self.message(NOTE), "@note")
        y += m.row
        self.error = self.label(pygame.Rect(x, y, inner, m.row), "", "@error")
        self._build_buttons(width, height)

    def _build_buttons(self, width: int, height: int) -> None:
        """OK and Annuler, bottom right."""
        m = self.metrics
        cancel_width = text_width(self.message(_("Annuler")), m.body) + 2 * m.gap
        button_width = max(m.body * 8, cancel_width)
        y = height - m.row - m.gap
        ok_rect = pygame.Rect(width - 2 * m.gap - button_width, y, button_width, m.row)
        cancel_rect = ok_rect.move(-(button_width + m.gap), 0)
        self.cancel_button = self.button(cancel_rect, self.message(_("Annuler")), self.cancel)
        self.ok_button = self.button(ok_rect, self.message(_("OK")), self.accept, primary=True)

    def accept(self) -> None:
        """Play the typed deal if it is a valid number; otherwise say why and stay open."""
        try:
            number = parse_deal_number(self.entry.get_text(), self.lang)
        except ValueError as error:
            self.error.set_text(str(error))
            self.entry.focus()
            return
        self.dismiss(number)

    def text_entry(self) -> UITextEntryLine:
        """The number's entry, whose cursor blinks."""
        return self.entry

    def _on_event(self, event: pygame.event.Event) -> bool:
        """Enter in the entry accepts; typing again clears the refusal."""
        if getattr(event, "ui_element", None) is not self.entry:
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.accept()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.error.set_text("")
            return True
        return False

    def _on_key(self, event: pygame.event.Event) -> bool:
        """While typing, keys belong to the entry, but for Esc and Tab."""
        if self.entry.is_focused and event.key not in (pygame.K_ESCAPE, pygame.K_TAB):
            return True
        if event.key == pygame.K_TAB:
            self.entry.unfocus()
        return super()._on_key(event)
