"""Said when another window of the game already holds the player's files: this one can only
close, so that neither window writes over the other's game and statistics."""

from __future__ import annotations

from typing import Final

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

from hearts.i18n import _
from hearts.ui.dialogs.base import Action, Dialog, text_width
from hearts.ui.dialogs.rules import markup
from hearts.ui.kit.theme import metrics_for

HEADING: Final = _("Le jeu est déjà ouvert dans une autre fenêtre.")
EXPLANATION: Final = _(
    "Votre partie en cours et vos statistiques s'y trouvent. Pour que les deux fenêtres "
    "n'écrivent pas l'une sur l'autre, celle-ci ne peut que se fermer : continuez dans l'autre."
)


class AlreadyOpenDialog(Dialog):
    """One sentence and a Quit button; closing the dialog in any way quits the window."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        on_quit: Action,
    ) -> None:
        m = metrics_for(manager, window_size)
        heading = text_width(HEADING(lang), m.heading, bold=True)
        wanted = (max(heading + 4 * m.gap, m.body * 34), 5 * m.row + 3 * m.gap)
        super().__init__(manager, window_size, lang, _("Déjà ouvert")(lang),
                         wanted, on_close=on_quit)
        self._build()

    def _build(self) -> None:
        """The heading, the explanation under it, and Quitter bottom right."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        self.label(pygame.Rect(x, m.gap, inner, m.row),
                   self.message(HEADING), "@heading")
        top = m.gap + m.row
        self.text_box = UITextBox(
            markup(self.message(EXPLANATION)),
            pygame.Rect(x, top, inner, height - top - m.row - 2 * m.gap),
            self.manager, container=self.container,
        )
        button_width = max(m.body * 8, text_width(self.message(_("Quitter")), m.body) + 2 * m.gap)
        rect = pygame.Rect(width - 2 * m.gap - button_width, height - m.row - m.gap,
                           button_width, m.row)
        self.quit_button = self.button(rect, self.message(_("Quitter")), self.close, primary=True)
        self.focus_first(self.quit_button)

    def accept(self) -> None:
        """Enter quits too."""
        self.close()
