"""Asked before a started game is given up (a new game, the deal again, another deal): it
would count as lost. The safe answer, going on with the game, is what Enter and Esc do."""

from __future__ import annotations

import pygame
import pygame_gui

from hearts.i18n import _
from hearts.ui.dialogs.base import Dialog, text_width
from hearts.ui.kit.theme import metrics_for

ABANDON = _("Abandonner")
KEEP = _("Continuer la partie")


def _button_width(text: str, size: int, gap: int) -> int:
    """A button wide enough for *text* in bold (the primary button's weight), with room."""
    return text_width(text, size, bold=True) + 3 * gap


class AbandonDialog(Dialog):
    """One sentence, Abandonner and Continuer la partie; it answers True for Abandonner,
    False to keep the game (Esc too)."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
    ) -> None:
        m = metrics_for(manager, window_size)
        sentence = text_width(_("La partie en cours comptera comme perdue.")(lang), m.body)
        buttons = sum(_button_width(words(lang), m.body, m.gap)
                      for words in (ABANDON, KEEP)) + m.gap
        wanted = (max(sentence, buttons) + 4 * m.gap, 2 * m.row + 3 * m.gap)
        super().__init__(manager, window_size, lang, _("Abandonner la partie ?")(lang),
                         wanted)
        self._build()

    def _build(self) -> None:
        """The sentence, then Abandonner and Continuer la partie (the focus) bottom right."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        self.sentence = self.label(pygame.Rect(x, m.gap, inner, m.row),
                                   self.message(_("La partie en cours comptera comme perdue.")))
        keep_text, abandon_text = self.message(KEEP), self.message(ABANDON)
        keep_width = _button_width(keep_text, m.body, m.gap)
        abandon_width = _button_width(abandon_text, m.body, m.gap)
        top = height - m.row - m.gap
        keep_rect = pygame.Rect(width - 2 * m.gap - keep_width, top, keep_width, m.row)
        abandon_rect = pygame.Rect(keep_rect.left - m.gap - abandon_width, top, abandon_width,
                                   m.row)
        self.abandon_button = self.button(abandon_rect, abandon_text, self.abandon)
        self.keep_button = self.button(keep_rect, keep_text, self.accept, primary=True)
        self.focus_first(self.keep_button)

    def abandon(self) -> None:
        """Give the game up."""
        self.dismiss(True)

    def accept(self) -> None:
        """Keep the game going (Enter too, like Esc)."""
        self.dismiss(False)
