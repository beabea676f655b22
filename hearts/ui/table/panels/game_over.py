"""The end-of-game panel: who won, the final totals, the chart of the game, a new record;
and the same panel for a game of the history, opened again from Parties récentes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIImage, UILabel

from hearts.engine import Phase, Seat
from hearts.i18n import _, list_text
from hearts.store import GameRecord
from hearts.ui.dialogs.base import Action, Dialog, game_font, text_width
from hearts.ui.dialogs.stats import format_score
from hearts.ui.kit.keys import DIALOG_KEYS, PANEL_KEYS, KeyRow
from hearts.ui.kit.theme import metrics_for
from hearts.ui.platform.window import WAKE_EVENT
from hearts.ui.screens import Factory, Place
from hearts.ui.table.panels.chart import draw_totals_chart
from hearts.words import player_name, seat_name

WINNER_MARK = "★"
BACK = _("Retour")
IN_YOUR_SEAT = _("À votre place")  # South's total beside Expert's on the same cards
YOU_AND_EXPERT = (_("Vous"), _("Expert"))
Totals = Callable[[], tuple[int, int] | None]  # South's and Expert's, once all are in


def _join(names: Sequence[str], lang: str) -> str:
    """"Ouest", "Ouest et Nord", "Ouest, Nord et Est"."""
    return list_text(names, lang)


def winners_sentence(winners: Sequence[Seat], lang: str, me: Seat = Seat.SOUTH) -> str:
    """"Vous gagnez !", "Ouest gagne.", or who shares the win in a tie (*me*: the
    person's seat)."""
    others = [seat_name(seat, lang) for seat in sorted(winners) if seat != me]
    if me in winners:
        if not others:
            return _("Vous gagnez !")(lang)
        return _("Vous gagnez, à égalité avec {others} !")(lang, others=_join(others, lang))
    if len(others) == 1:
        return _("{seat} gagne.")(lang, seat=others[0])
    return _("{seats} gagnent, à égalité.")(lang, seats=_join(others, lang))


def ranking(totals: Sequence[int]) -> list[Seat]:
    """The seats from the lowest total to the highest (seat order between equals)."""
    return sorted(Seat, key=lambda seat: (totals[seat], seat))


def past_game_panel(place: Callable[[], Place], record: GameRecord,
                    on_review: Callable[[], object] | None = None) -> Factory | None:
    """The end-of-game panel of a finished game of the history, with Retour instead of
    Nouvelle partie and Rejouer, « Vous » at the seat the person played (None for a game
    left before its end)."""
    match = record.match()
    if match.phase is not Phase.GAME_OVER:
        return None
    return lambda: GameOverPanel(*place(), match.winners, match.totals, match.score_sheet,
                                 False, None, None, target=match.rules.target,
                                 on_review=on_review, me=record.seat)


class GameOverPanel(Dialog):
    """The result of the game, with Nouvelle partie (Enter) and Rejouer; a game of the
    history (no *on_new_game*) has Retour alone, back to the list."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        winners: Sequence[Seat],
        totals: Sequence[int],
        score_sheet: Sequence[Sequence[int]],
        new_record: bool,
        on_new_game: Callable[[], object] | None,
        on_replay: Callable[[], object] | None,
        *,
        target: int = 100,
        on_review: Callable[[], object] | None = None,
        duplicate_totals: Totals | None = None,
        on_close: Action | None = None,
        me: Seat = Seat.SOUTH,
    ) -> None:
        self.me = me  # the person's seat: « Vous »
        self._on_review = on_review
        self._duplicate_totals = duplicate_totals
        self.duplicate_labels: list[UILabel] = []
        self.winners = tuple(winners)
        self.totals = tuple(totals)
        self.score_sheet = tuple(tuple(points) for points in score_sheet)
        self.new_record = new_record
        self.target = target
        self._on_new_game = on_new_game
        self._on_replay = on_replay
        m = metrics_for(manager, window_size)
        wanted = (m.body * 62, round(window_size[1] * 0.9))
        super().__init__(manager, window_size, lang, _("Fin de la partie")(lang), wanted,
                         on_close=on_close)
        self._build()

    def _build(self) -> None:
        """Headline, record, totals on the left, chart on the right, buttons at the bottom."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        y = m.gap
        big_height = round(m.big * 1.8)
        self.headline = self.label(pygame.Rect(x, y, inner, big_height),
                                   winners_sentence(self.winners, self.lang, self.me), "@big")
        y += big_height
        self.record_label = None
        if self.new_record:
            self.record_label = self.label(pygame.Rect(x, y, inner, m.row),
                                           self.message(_("Nouveau record !")), "@banner")
            y += m.row
        y += m.gap // 2
        bottom = height - m.row - 2 * m.gap
        column = self._totals_column(x, y)
        if self._duplicate_totals is not None:
            self._duplicate_column(x, y + round(m.heading * 1.9) + 4 * m.row + m.gap, column)
        chart_left = x + column + 2 * m.gap
        chart_size = (width - x - chart_left, bottom - y)
        self.chart = UIImage(
            pygame.Rect((chart_left, y), chart_size),
            draw_totals_chart(chart_size, self.score_sheet, self.lang, game_font(m.small),
                              target=self.target, me=self.me),
            self.manager, container=self.container,
        )
        self._build_buttons(width, height)

    def _totals_column(self, x: int, y: int) -> int:
        """The final totals, lowest first, winners starred in gold; returns the column's width."""
        m = self.metrics
        names = [f"{WINNER_MARK} {player_name(seat, self.lang, self.me)}" for seat in Seat]
        name_width = max(text_width(name, m.body, bold=True) for name in names) + m.gap
        value_width = text_width("−999", m.body, bold=True) + m.gap
        heading = self.message(_("Scores finaux"))
        headings = [heading, *([self.message(IN_YOUR_SEAT)] if self._duplicate_totals else [])]
        column = max(name_width + value_width,
                     *(text_width(text, m.heading, bold=True) + m.gap for text in headings))
        heading_height = round(m.heading * 1.9)
        self.label(pygame.Rect(x, y, column, heading_height), heading, "@heading")
        y += heading_height
        for seat in ranking(self.totals):
            won = seat in self.winners
            name = player_name(seat, self.lang, self.me)
            name = f"{WINNER_MARK} {name}" if won else name
            self.label(pygame.Rect(x, y, column - value_width, m.row), name,
                       "@gold" if won else None)
            self.label(pygame.Rect(x + column - value_width, y, value_width, m.row),
                       format_score(self.totals[seat], self.lang), "@column" if won else "@value")
            y += m.row
        return column

    def _duplicate_column(self, x: int, y: int, column: int) -> None:
        """À votre place: South's total beside Expert's in South's seat ("…" until every
        hand is played again)."""
        m = self.metrics
        heading_height = round(m.heading * 1.9)
        self.label(pygame.Rect(x, y, column, heading_height), self.message(IN_YOUR_SEAT),
                   "@heading")
        y += heading_height
        value_width = text_width("−9999", m.body, bold=True) + m.gap
        for number, name in enumerate(YOU_AND_EXPERT):
            self.label(pygame.Rect(x, y, column - value_width, m.row), self.message(name))
            self.duplicate_labels.append(self.label(
                pygame.Rect(x + column - value_width, y, value_width, m.row),
                self._duplicate_total(number), "@value"))
            y += m.row

    def _duplicate_total(self, number: int) -> str:
        """South's total (0) or Expert's (1) over the hands played again, or "…"."""
        assert self._duplicate_totals is not None
        totals = self._duplicate_totals()
        return "…" if totals is None else format_score(totals[number], self.lang)

    def _on_event(self, event: pygame.event.Event) -> bool:
        """A wake (a hand Expert played again may be in): the totals are filled in once all
        are."""
        if event.type == WAKE_EVENT:
            for number, label in enumerate(self.duplicate_labels):
                label.set_text(self._duplicate_total(number))
        return super()._on_event(event)

    def _build_buttons(self, width: int, height: int) -> None:
        """Rejouer and Nouvelle partie (the default), bottom right, or Retour alone for a game
        of the history; Revoir la partie bottom left when it can open."""
        m = self.metrics
        texts = ((self.message(BACK),) if self._on_new_game is None else
                 (self.message(_("Rejouer")), self.message(_("Nouvelle partie"))))
        button_width = max(max(text_width(t, m.body, bold=True) for t in texts) + 3 * m.gap,
                           m.body * 9)
        y = height - m.row - m.gap
        new_rect = pygame.Rect(width - 2 * m.gap - button_width, y, button_width, m.row)
        self.replay_button = None
        if self._on_new_game is not None:
            self.replay_button = self.button(new_rect.move(-(button_width + m.gap), 0),
                                             texts[0], self.replay)
        self.new_game_button = self.button(new_rect, texts[-1], self.accept, primary=True)
        self.focus_first(self.new_game_button)
        self.review_button = None
        if self._on_review is not None:
            text = self.message(_("Revoir la partie"))
            review_width = text_width(text, m.body, bold=True) + 3 * m.gap
            self.review_button = self.button(pygame.Rect(2 * m.gap, y, review_width, m.row),
                                             text, self.review)

    def key_rows(self) -> Sequence[KeyRow]:
        """R opens the review (keys.PANEL_KEYS), then the keys of every dialog."""
        return (*PANEL_KEYS, *DIALOG_KEYS)

    def key_actions(self) -> dict[str, Callable[[], object]]:
        """Every dialog's actions, and the review."""
        return {**super().key_actions(), "review": self.review}

    def review(self) -> None:
        """Revoir la partie: the review goes over the panel, which comes back after it."""
        if self._on_review is not None:
            self._on_review()

    def accept(self) -> None:
        """Nouvelle partie (also Enter); Retour for a game of the history."""
        self.close()
        if self._on_new_game is not None:
            self._on_new_game()

    def replay(self) -> None:
        """Rejouer: the same deal from its first hand."""
        self.close()
        if self._on_replay is not None:
            self._on_replay()
