"""What the player's files had to say at start-up, when more than one thing came at once (a
damaged statistics file and a busy history, say): every sentence in one window, read in full
before the game goes on, where the message line would keep only the last of them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

from hearts.i18n import _
from hearts.ui.dialogs.base import Dialog, text_width
from hearts.ui.dialogs.rules import markup
from hearts.ui.kit.theme import metrics_for

TITLE: Final = _("Vos fichiers")
UNDERSTOOD: Final = _("Compris")


class NoticesDialog(Dialog):
    """The store's sentences, one paragraph each, and Compris; Enter and Esc close it."""

    def __init__(self, manager: pygame_gui.UIManager, window_size: tuple[int, int],
                 lang: str, sentences: Sequence[str]) -> None:
        m = metrics_for(manager, window_size)
        self.sentences = tuple(sentences)
        lines = sum(1 + text_width(sentence, m.body) // (m.body * 36)
                    for sentence in self.sentences)
        wanted = (m.body * 40, (lines + len(self.sentences)) * m.body * 3 // 2
                  + 3 * m.row + 3 * m.gap)
        super().__init__(manager, window_size, lang, TITLE(lang), wanted)
        self._build()

    def _build(self) -> None:
        """The sentences in a box that scrolls if it must, Compris bottom right."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        self.text_box = UITextBox(
            "<br><br>".join(markup(sentence) for sentence in self.sentences),
            pygame.Rect(x, m.gap, inner, height - m.row - 3 * m.gap),
            self.manager, container=self.container,
        )
        text = self.message(UNDERSTOOD)
        button_width = max(m.body * 8, text_width(text, m.body) + 2 * m.gap)
        rect = pygame.Rect(width - 2 * m.gap - button_width, height - m.row - m.gap,
                           button_width, m.row)
        self.ok_button = self.button(rect, text, self.close, primary=True)
        self.focus_first(self.ok_button)

    def spoken_view(self) -> tuple[str, ...] | None:
        """Each sentence, said after the title."""
        return self.sentences

    def accept(self) -> None:
        """Enter closes it: the game goes on."""
        self.close()
