# mypy: disable-error-code="no-untyped-call"
# (pygame_gui 0.6.14 leaves many of its element methods unannotated.)
"""The "Statistiques" dialog: games, wins, streaks and records; a reset that asks first."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import pygame
import pygame_gui
from pygame_gui.elements import UILabel

from hearts.i18n import message
from hearts.store import LEVELS, Stats
from hearts.ui.dialogs.base import Action, Dialog, text_width
from hearts.ui.theme import Metrics, effective_height, metrics

_ROW_KEYS: Final = (
    "dialog.stats.played", "dialog.stats.won", "dialog.stats.rate", "dialog.stats.lowest",
    "dialog.stats.current_streak", "dialog.stats.best_streak",
)


def format_score(score: int | None, lang: str) -> str:
    """A score as shown: a true minus sign for negatives, a dash when there is none."""
    if score is None:
        return message("dialog.none", lang)
    return f"−{-score}" if score < 0 else str(score)


def stats_rows(stats: Stats, lang: str) -> list[tuple[str, str]]:
    """The general statistics as (label, value) lines."""
    rate = round(stats.win_rate * 100)
    values = (
        str(stats.games_played),
        str(stats.games_won),
        message("dialog.stats.percent", lang, value=rate),
        format_score(stats.lowest_score, lang),
        str(stats.current_streak),
        str(stats.best_streak),
    )
    return [(message(key, lang), value) for key, value in zip(_ROW_KEYS, values, strict=True)]


def record_rows(stats: Stats, lang: str) -> list[tuple[str, str]]:
    """Each level's record as (level name, score or "—")."""
    return [
        (message(f"dialog.options.level.{level}", lang), format_score(stats.record(level), lang))
        for level in LEVELS
    ]


def _wanted_size(m: Metrics, lang: str) -> tuple[int, int]:
    """Wide enough for the longest label, its value and the confirmation question."""
    rows = stats_rows(Stats(games_played=999_999), lang)
    label = max(text_width(text, m.body) for text, _ in rows)
    widths = (
        label + m.body * 8,
        text_width(message("dialog.stats.confirm", lang), m.body, bold=True),
        text_width(message("dialog.stats.records_note", lang), m.small),
        m.body * 26,
    )
    lines = len(_ROW_KEYS) + len(LEVELS)
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
        on_close: Action | None = None,
    ) -> None:
        self.stats = stats
        self._on_reset = on_reset
        self.confirming = False
        m = metrics(effective_height(window_size))
        super().__init__(manager, window_size, lang, message("dialog.stats.title", lang),
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
                   self.message("dialog.stats.records"), "@heading")
        y += heading_height
        note_height = round(m.small * 1.6)
        self.label(pygame.Rect(x, y - m.gap // 2, inner, note_height),
                   self.message("dialog.stats.records_note"), "@note")
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
        reset_width = max(m.body * 8, text_width(self.message("dialog.stats.reset"), m.body)
                          + 3 * m.gap)
        close_width = max(m.body * 8, text_width(self.message("dialog.close"), m.body) + 3 * m.gap)
        self.reset_button = self.button(pygame.Rect(2 * m.gap, y, reset_width, m.row),
                                        self.message("dialog.stats.reset"), self.ask_reset)
        self.close_button = self.button(
            pygame.Rect(width - 2 * m.gap - close_width, y, close_width, m.row),
            self.message("dialog.close"), self.close, primary=True,
        )

    def _build_confirmation(self, width: int, height: int) -> None:
        """The question, then Effacer and Annuler."""
        m = self.metrics
        y = height - 2 * m.row - 2 * m.gap
        self.label(pygame.Rect(2 * m.gap, y, width - 4 * m.gap, m.row),
                   self.message("dialog.stats.confirm"), "@strong")
        y += m.row + m.gap
        button_width = m.body * 8
        erase = pygame.Rect(width - 2 * m.gap - button_width, y, button_width, m.row)
        self.erase_button = self.button(erase, self.message("dialog.stats.erase"), self.reset,
                                        primary=True)
        self.keep_button = self.button(erase.move(-(button_width + m.gap), 0),
                                       self.message("dialog.cancel"), self.keep)

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
