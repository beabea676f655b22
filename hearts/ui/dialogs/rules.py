"""The "Règles" dialog: the whole game explained in its own words, in a scrolled text."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UITextBox

from hearts import __version__
from hearts.i18n import _
from hearts.ui.dialogs.base import Action, Dialog
from hearts.ui.dialogs.rules_text import RULE_SECTIONS
from hearts.ui.kit.keys import DIALOG_KEYS, RULES_KEYS, KeyRow
from hearts.ui.kit.theme import metrics_for
from hearts.ui.kit.theme_blocks import GOLD_BRIGHT

_BOLD = re.compile(r"\*\*(.+?)\*\*")
# French puts a non-breaking space before these marks; a line must never start with one.
_FRENCH_SPACING = re.compile(r" ([:;!?»])|(«) ")


def _keep_together(text: str) -> str:
    """Non-breaking spaces where French typography wants them ("Note :", "« mot »")."""
    return _FRENCH_SPACING.sub(lambda match: f"\u00a0{match.group(1)}" if match.group(1)
                               else f"{match.group(2)}\u00a0", text)


def markup(text: str) -> str:
    """A catalogue text as pygame_gui HTML: **bold**, one paragraph per line."""
    escaped = html.escape(_keep_together(text), quote=False)
    return _BOLD.sub(r"<b>\1</b>", escaped).replace("\n", "<br>")


def rules_html(lang: str, heading_size: int) -> str:
    """Every section of the rules as one HTML text, headings in gold."""
    parts = []
    for title_message, text_message in RULE_SECTIONS:
        title = html.escape(title_message(lang))
        text = markup(text_message(lang))
        parts.append(
            f'<font pixel_size={heading_size} color="{GOLD_BRIGHT}"><b>{title}</b></font>'
            f"<br>{text}"
        )
    return "<br><br>".join(parts)


class RulesDialog(Dialog):
    """The rules, scrollable with the mouse wheel, the scroll bar or the arrow keys."""

    TITLE = _("Règles du jeu")

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        *,
        on_close: Action | None = None,
    ) -> None:
        m = metrics_for(manager, window_size)
        wanted = (m.body * 52, round(window_size[1] * 0.92))
        super().__init__(manager, window_size, lang, self.TITLE(lang), wanted, on_close=on_close)
        self._build()

    def _build(self) -> None:
        """The text box over the whole window but a row for the close button."""
        m = self.metrics
        width, height = self.inner_size
        box_height = height - m.row - 3 * m.gap
        self.text_box = UITextBox(
            self.text_html(),
            pygame.Rect(m.gap, m.gap, width - 2 * m.gap, box_height),
            self.manager, container=self.container,
        )
        button_width = m.body * 8
        rect = pygame.Rect(width - m.gap - button_width, height - m.row - m.gap, button_width,
                           m.row)
        self.close_button = self.button(rect, self.message(_("Fermer")), self.close,
                                        primary=True)
        self.version_label = self.label(
            pygame.Rect(2 * m.gap, rect.y, rect.x - 3 * m.gap, m.row),
            self.message(_("Dame de pique {version}"), version=__version__), "@note")

    def text_html(self) -> str:
        """The text shown: every section of the rules."""
        return rules_html(self.lang, self.metrics.heading)

    def accept(self) -> None:
        """Enter closes the rules."""
        self.close()

    def key_rows(self) -> Sequence[KeyRow]:
        """The arrows, the pages, Home and End scroll the text (keys.RULES_KEYS)."""
        return (*RULES_KEYS, *DIALOG_KEYS)

    def key_actions(self) -> dict[str, Callable[[], object]]:
        """Scrolling, besides every dialog's actions."""
        steps = {"line_up": -0.125, "line_down": 0.125, "page_up": -0.9, "page_down": 0.9,
                 "top": -1000.0, "bottom": 1000.0}
        actions = super().key_actions()
        actions.update({name: lambda pages=pages: self.scroll(pages)  # type: ignore[misc]
                        for name, pages in steps.items()})
        return actions

    def scroll(self, pages: float) -> None:
        """Move the text by *pages* screens (negative: back towards the top)."""
        bar = self.text_box.scroll_bar
        if bar is None:
            return
        bar.set_scroll_from_start_percentage(bar.start_percentage + pages * bar.visible_percentage)
