"""The "Statistiques" dialog: games, wins, streaks and records; a reset that asks first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import pygame
import pygame_gui
from pygame_gui.elements import UILabel

from hearts.choices import LEVEL_WORDS
from hearts.i18n import _, number_text, percent_text
from hearts.store import LEVELS, Stats
from hearts.ui.dialogs.base import Action, Dialog, text_width
from hearts.ui.kit.sizes import Metrics
from hearts.ui.kit.theme import metrics_for

CONFIRM: Final = _("Effacer toutes les statistiques ? C'est définitif.")
RECORDS_NOTE: Final = _("Le plus petit score final d'une partie gagnée.")
RECENT: Final = _("Parties récentes")

_ROW_LABELS: Final = (
    _("Parties jouées"), _("Parties gagnées"), _("Taux de réussite"), _("Score final le plus bas"),
    _("Série en cours"), _("Meilleure série"),
)


def format_score(score: int | None, lang: str) -> str:
    """A score as shown: a true minus sign for negatives, a dash when there is none."""
    if score is None:
        return _("—")(lang)
    return f"−{-score}" if score < 0 else number_text(score, lang)


def stats_rows(stats: Stats, lang: str) -> list[tuple[str, str]]:
    """The general statistics as (label, value) lines."""
    values = (
        number_text(stats.games_played, lang),
        number_text(stats.games_won, lang),
        percent_text(round(stats.win_rate, 2), lang),
        format_score(stats.lowest_score, lang),
        number_text(stats.current_streak, lang),
        number_text(stats.best_streak, lang),
    )
    return [(label(lang), value) for label, value in zip(_ROW_LABELS, values, strict=True)]


def record_rows(stats: Stats, lang: str) -> list[tuple[str, str]]:
    """Each level's record as (level name, score or "—")."""
    return [
        (LEVEL_WORDS[level](lang), format_score(stats.record(level), lang))
        for level in LEVELS
    ]


def _wanted_size(m: Metrics, lang: str) -> tuple[int, int]:
    """Wide enough for the longest label, its value and the confirmation question."""
    rows = stats_rows(Stats(games_played=999_999), lang)
    label = max(text_width(text, m.body) for text, _ in rows)
    buttons = sum(text_width(text(lang), m.body) for text in (RECENT, _("Réinitialiser"),
                                                              _("Fermer"))) + 11 * m.gap
    widths = (
        label + m.body * 8,
        buttons,
        text_width(CONFIRM(lang), m.body, bold=True),
        text_width(RECORDS_NOTE(lang), m.small),
        m.body * 26,
    )
    lines = len(_ROW_LABELS) + len(LEVELS)
    height = lines * m.row + round(m.heading * 1.9) + 3 * m.row + 5 * m.gap
    return max(widths) + 4 * m.gap + 2 * m.body, height


class StatsDialog(Dialog):
    """The statistics; Réinitialiser asks for confirmation, then reports and shows zeros."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        stats: Stats,
        on_reset: Callable[[], None],
        *,
        on_recent: Callable[[], object] | None = None,
        on_close: Action | None = None,
    ) -> None:
        self._on_recent = on_recent
        self.stats = stats
        self._on_reset = on_reset
        self.confirming = False
        m = metrics_for(manager, window_size)
        super().__init__(manager, window_size, lang, _("Statistiques")(lang),
                         _wanted_size(m, lang), on_close=on_close)
        self._build()

    def _build(self) -> None:
        """The figures, the records and the buttons (or the confirmation question)."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        y = m.gap
        self.value_labels: list[UILabel] = []
        for text, value in stats_rows(self.stats, self.lang):
            y = self._line(x, y, inner, text, value)
        y += m.gap
        heading_height = round(m.heading * 1.9)
        self.label(pygame.Rect(x, y, inner, heading_height),
                   self.message(_("Records par niveau")), "@heading")
        y += heading_height
        note_height = round(m.small * 1.6)
        self.label(pygame.Rect(x, y - m.gap // 2, inner, note_height),
                   self.message(RECORDS_NOTE), "@note")
        y += note_height
        for text, value in record_rows(self.stats, self.lang):
            y = self._line(x, y, inner, text, value)
        if self.confirming:
            self._build_confirmation(width, height)
        else:
            self._build_buttons(width, height)

    def _line(self, x: int, y: int, width: int, text: str, value: str) -> int:
        """One figure: its name on the left, its value on the right; returns the next y."""
        m = self.metrics
        value_width = m.body * 7
        self.label(pygame.Rect(x, y, width - value_width, m.row), text)
        self.value_labels.append(
            self.label(pygame.Rect(x + width - value_width, y, value_width, m.row), value, "@value")
        )
        return y + m.row

    def _build_buttons(self, width: int, height: int) -> None:
        """Réinitialiser on the left, Fermer on the right."""
        m = self.metrics
        y = height - m.row - m.gap
        reset_width = max(m.body * 8, text_width(self.message(_("Réinitialiser")), m.body)
                          + 3 * m.gap)
        close_width = max(m.body * 8, text_width(self.message(_("Fermer")), m.body) + 3 * m.gap)
        self.reset_button = self.button(pygame.Rect(2 * m.gap, y, reset_width, m.row),
                                        self.message(_("Réinitialiser")), self.ask_reset)
        self.close_button = self.button(
            pygame.Rect(width - 2 * m.gap - close_width, y, close_width, m.row),
            self.message(_("Fermer")), self.close, primary=True,
        )
        self.recent_button = None
        if self._on_recent is not None:
            text = self.message(RECENT)
            left = 2 * m.gap + reset_width + m.gap
            recent = pygame.Rect(left, y, width - 2 * m.gap - close_width - m.gap - left, m.row)
            self.recent_button = self.button(recent, text, self.recent)

    def recent(self) -> None:
        """Parties récentes: the statistics give way to the recent games."""
        self.close()
        if self._on_recent is not None:
            self._on_recent()

    def _build_confirmation(self, width: int, height: int) -> None:
        """The question, then Effacer and Annuler."""
        m = self.metrics
        y = height - 2 * m.row - 2 * m.gap
        self.label(pygame.Rect(2 * m.gap, y, width - 4 * m.gap, m.row),
                   self.message(CONFIRM), "@strong")
        y += m.row + m.gap
        button_width = m.body * 8
        erase = pygame.Rect(width - 2 * m.gap - button_width, y, button_width, m.row)
        self.erase_button = self.button(erase, self.message(_("Effacer")), self.reset,
                                        primary=True)
        self.keep_button = self.button(erase.move(-(button_width + m.gap), 0),
                                       self.message(_("Annuler")), self.keep)

    def ask_reset(self) -> None:
        """Réinitialiser: ask before erasing anything."""
        self._switch(confirming=True)

    def reset(self) -> None:
        """Confirmed: report the reset and show the empty statistics."""
        self._on_reset()
        self.stats = Stats()
        self._switch(confirming=False)

    def keep(self) -> None:
        """Not confirmed: back to the statistics, untouched."""
        self._switch(confirming=False)

    def cancel(self) -> None:
        """Esc withdraws the question first, then closes the dialog."""
        if self.confirming:
            self.keep()
        else:
            self.close()

    def _switch(self, confirming: bool) -> None:
        """Rebuild the content with or without the confirmation question."""
        self.confirming = confirming
        self.clear_content()
        self._build()
