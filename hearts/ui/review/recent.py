"""Parties récentes: what the history of games says of the person per level (points per
hand, the Q♠ taken, moons: the solo games'), then the last games, eight to a page, each
opening its review, a friends' game named by who played it; a finished game's "Fin de la
partie" button (or F) opens its end-of-game panel again.
The figures are read off the history (hearts/store/history.py); the counters of the
Statistiques dialog stay as they are. See docs/ARCHITECTURE.md.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage

from hearts.choices import LEVEL_WORDS
from hearts.engine import QUEEN_OF_SPADES
from hearts.i18n import _, date_text, list_text, number_text, percent_text
from hearts.store import LEVELS, GameRecord, Level, LevelFigures, Margin
from hearts.ui.dialogs.base import Action, Dialog, game_font, text_width
from hearts.ui.kit.keys import DIALOG_KEYS, RECENT_KEYS, KeyRow
from hearts.ui.kit.sizes import Metrics
from hearts.ui.kit.theme import metrics_for
from hearts.ui.review.progress import draw_progress_chart
from hearts.words import card_index

PAGE: Final = 8  # games to a page: with a line per level, what fits at 960×600
DATE_FORMS: Final = ("long", "medium", "short")  # a game's date, shorter where room is short
RESULT_WORDS: Final = {"won": _("gagnée"), "lost": _("perdue"), "abandoned": _("abandonnée")}
GAME_LINE: Final = _("{date} · donne n° {deal} · {level} · {total} points · {result}")
# TRANSLATORS: a game played with friends; {players}: the others, "Léa, Marc et un ordinateur".
FRIENDS_LINE: Final = _("{date} · avec {players} · {total} points · {result}")
# The computer players of a friends' table (at most three: the person is not one).
COMPUTERS: Final = (
    # TRANSLATORS: after "avec" (with) in a friends' game's line: "avec Léa et un ordinateur".
    _("un ordinateur"), _("deux ordinateurs"), _("trois ordinateurs"))
SHORTEST_NAME: Final = 2  # characters a name keeps, "…" included, however narrow the list
HEADERS: Final = (
    _("Niveau"), _("Points par manche"),
    # TRANSLATORS: {card} is Q♠ as the corner of the language's cards shows her: "D♠", "Q♠".
    _("{card} prise"),
    _("Grands chelems : vous / contre"),
    # TRANSLATORS: your points per hand minus Expert's in your seat on the same cards.
    _("Vous − Expert"),
)
PROGRESS = _("Vos progrès")  # the button that shows the chart of the margins on Expert
LAST_GAMES = _("Dernières parties")
# Beside the heading of the list (or of the chart): the unit of Vous − Expert.
MARGIN_NOTE: Final = _("Vous − Expert : en points par manche, sur les mêmes cartes.")
NO_GAMES: Final = _("Aucune partie terminée pour l'instant.")
GAME_OVER: Final = _("Fin de la partie")  # the button of a finished game: its panel again


def game_line(record: GameRecord, lang: str,
              fits: Callable[[str], bool] = lambda line: True) -> str:
    """One game of the list, as the player reads it, with the person's total; its date
    shorter, and then a friends' game's names of the others, until the line *fits*."""
    line = ""
    for form in DATE_FORMS:
        line = _worded_line(record, lang, form)
        if fits(line):
            return line
    longest = max((len(name) for name in record.names or () if name is not None), default=0)
    for length in range(longest - 1, SHORTEST_NAME - 1, -1):  # the longest cut first
        line = _worded_line(record, lang, DATE_FORMS[-1], length)
        if fits(line):
            break
    return line


def _worded_line(record: GameRecord, lang: str, form: str, length: int | None = None) -> str:
    """A game's line, its date in *form* (date_text) and the others' names at most *length*
    characters long."""
    date = date_text(record.ended_at.date(), lang, form)
    total, result = number_text(record.total, lang), RESULT_WORDS[record.result](lang)
    if record.names is None:
        return GAME_LINE(lang, date=date, deal=record.deal, level=LEVEL_WORDS[record.level](lang),
                         total=total, result=result)
    return FRIENDS_LINE(lang, date=date, players=players_text(record, lang, length),
                        total=total, result=result)


def players_text(record: GameRecord, lang: str, length: int | None = None) -> str:
    """The others at a friends' game, in playing order from the person, the computer players
    counted last: "Léa, Marc et un ordinateur" (each name at most *length* characters)."""
    names = record.names or (None, None, None, None)
    others = [names[record.seat.next(step)] for step in (1, 2, 3)]
    words = [_shortened(name, length) for name in others if name is not None]
    computers = others.count(None)
    if computers:
        words.append(COMPUTERS[computers - 1](lang))
    return list_text(words, lang)


def _shortened(name: str, length: int | None) -> str:
    """*name*, cut to *length* characters with "…" when longer."""
    return name if length is None or len(name) <= length else name[:length - 1] + "…"


def headers(lang: str) -> list[str]:
    """The headers of the figures' four columns, Q♠ named by the language's corner."""
    queen = card_index(QUEEN_OF_SPADES.rank, QUEEN_OF_SPADES.suit, lang)
    return [header(lang, card=queen) for header in HEADERS]


def figure_cells(figures: LevelFigures | None, lang: str) -> tuple[str, str, str]:
    """A level's points per hand, how often the person took Q♠, and the moons (dashes before
    any hand)."""
    dash = _("—")(lang)
    if figures is None or not figures.hands:
        return dash, dash, dash
    per_hand = figures.points_per_hand or 0.0
    queens = figures.queen_rate or 0.0
    return (number_text(round(per_hand, 1), lang), percent_text(round(queens, 2), lang),
            f"{number_text(figures.moons_shot, lang)} / {number_text(figures.moons_against, lang)}")


def margin_cell(margins: Sequence[Margin], level: Level, lang: str) -> str:
    """South's points per hand minus Expert's at *level*, signed ("+1,3", "−0,4"), or a dash
    before any hand played again."""
    mine = [margin for margin in margins if margin.level == level]
    hands = sum(margin.hands for margin in mine)
    if not hands:
        return _("—")(lang)
    value = round(sum(margin.points for margin in mine) / hands, 1)
    sign = "+" if value > 0 else "−" if value < 0 else ""
    return sign + number_text(abs(value), lang)


def is_finished(record: GameRecord) -> bool:
    """Whether *record* is a game played to its end (it has an end-of-game panel)."""
    return record.result != "abandoned"


def end_button_width(m: Metrics, lang: str) -> int:
    """The width of a game's "Fin de la partie" button."""
    return text_width(GAME_OVER(lang), m.body, bold=True) + 3 * m.gap


def _wanted_size(m: Metrics, lang: str) -> tuple[int, int]:
    """The figures' four columns, or a game's line and its button, whichever is wider; ten
    games high."""
    wide = sum(text_width(header, m.body, bold=True) for header in headers(lang))
    level = max((word(lang) for word in LEVEL_WORDS.values()),
                key=lambda text: text_width(text, m.body))
    line = text_width(GAME_LINE(lang, date="30 septembre 2026", deal="999 999",
                                level=level, total="−999", result="abandonnée"), m.body) \
        + m.gap + end_button_width(m, lang)
    width = max(wide + 6 * m.gap, line + 4 * m.gap, _heading_width(m, lang) + m.gap
                + text_width(MARGIN_NOTE(lang), m.small)) + 4 * m.gap
    height = (1 + len(LEVELS)) * m.row + round(m.heading * 1.9) + PAGE * m.row + 5 * m.gap \
        + m.row + 2 * m.gap
    return width, height


def _heading_width(m: Metrics, lang: str) -> int:
    """The width of the list's heading or the chart's, whichever is wider, and a gap."""
    return max(text_width(word(lang), m.heading, bold=True)
               for word in (LAST_GAMES, PROGRESS)) + 2 * m.gap


class RecentGamesDialog(Dialog):
    """The figures per level and the recent games; a game opens its review, and a finished
    one its end-of-game panel (*on_game_over*)."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        games: Sequence[GameRecord],
        figures: dict[Level, LevelFigures],
        on_review: Callable[[GameRecord], object],
        *,
        page: int = 0,
        on_page: Callable[[int], object] | None = None,
        on_game_over: Callable[[GameRecord], object] | None = None,
        margins: Sequence[Margin] = (),
        chart: bool = False,
        on_chart: Callable[[bool], object] | None = None,
        on_close: Action | None = None,
    ) -> None:
        self.games = tuple(games)
        self.figures = figures
        self.margins = tuple(margins)
        self.chart = chart  # the chart of the margins on Expert in place of the games
        self._on_chart = on_chart  # keeps the choice, for the list built again
        self._on_review = on_review
        self._on_game_over = on_game_over
        self._games_of: dict[UIButton, GameRecord] = {}  # each game's buttons, for F
        self._on_page = on_page  # keeps the page turned to, for the list built again
        self.page = page
        self.per_page = PAGE  # as many as the window has room for (`_build`)
        m = metrics_for(manager, window_size)
        super().__init__(manager, window_size, lang, _("Parties récentes")(lang),
                         _wanted_size(m, lang), on_close=on_close)
        self._build()

    @property
    def pages(self) -> int:
        """How many pages of games there are (one at least)."""
        return max(1, -(-len(self.games) // self.per_page))

    def _build(self) -> None:
        """The figures per level, the games of this page, the page buttons and Fermer."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        y = self._figures(x, m.gap, inner)
        heading = round(m.heading * 1.9)
        self.label(pygame.Rect(x, y, inner, heading),
                   self.message(PROGRESS if self.chart else LAST_GAMES), "@heading")
        note_left = x + _heading_width(m, self.lang)
        self.margin_note = self.label(pygame.Rect(note_left, y, x + inner - note_left, heading),
                                      self.message(MARGIN_NOTE), "@note")
        y += heading
        self.per_page = max(1, min(PAGE, (height - m.row - 2 * m.gap - y) // m.row))
        self.page = min(self.page, self.pages - 1)
        self.game_buttons: list[UIButton] = []
        self.end_buttons: dict[str, UIButton] = {}  # by game id: the finished games'
        self._games_of.clear()
        if self.chart:
            self._chart(pygame.Rect(x, y, inner, self.per_page * m.row))
            self._build_buttons(width, height)
            self.focus_first(self.progress_button)
            return
        shown = self.games[self.page * self.per_page:(self.page + 1) * self.per_page]
        if not shown:
            self.label(pygame.Rect(x, y, inner, m.row), self.message(NO_GAMES), "@note")
        for record in shown:
            self._game_row(record, pygame.Rect(x, y, inner, m.row - 2))
            y += m.row
        self._build_buttons(width, height)
        if self.game_buttons:
            self.focus_first(self.game_buttons[0])

    def _game_row(self, record: GameRecord, row: pygame.Rect) -> None:
        """A game's line, which opens its review, and at its right "Fin de la partie" when
        the game was played to its end."""
        m = self.metrics
        end_width = end_button_width(m, self.lang)
        line = row.copy()
        if self._on_game_over is not None:
            line.width -= end_width + m.gap
        room = line.width - 2 * m.gap  # the button's own margins
        text = game_line(record, self.lang,
                         lambda words: text_width(words, m.body) <= room)
        button = self.button(line, text, lambda: self._review(record))
        self.game_buttons.append(button)
        self._games_of[button] = record
        if self._on_game_over is not None and is_finished(record):
            end = self.button(pygame.Rect(line.right + m.gap, row.top, end_width, row.height),
                              self.message(GAME_OVER), lambda: self._game_over(record))
            self.end_buttons[record.game_id] = end
            self._games_of[end] = record

    def _figures(self, x: int, y: int, width: int) -> int:
        """The table of figures per level; returns the y under it."""
        m = self.metrics
        titles = headers(self.lang)
        size, classes = m.body, ("@gold", "@column")
        wanted = [text_width(title, size, bold=True) + 2 * m.gap for title in titles]
        if sum(wanted) > width:  # Grandes cartes' larger texts: the headers at the notes' size
            size, classes = m.small, ("@small_gold", "@small_column")
            wanted = [text_width(title, size, bold=True) + 2 * m.gap for title in titles]
        spare = max(0, width - sum(wanted)) // len(wanted)
        columns = [column + spare for column in wanted]
        lefts = [x + sum(columns[:index]) for index in range(len(columns))]
        for left, column, title in zip(lefts, columns, titles, strict=True):
            self.label(pygame.Rect(left, y, column, m.row), title,
                       classes[left != x])
        y += m.row
        for level in LEVELS:
            cells = (LEVEL_WORDS[level](self.lang),
                     *figure_cells(self.figures.get(level), self.lang),
                     margin_cell(self.margins, level, self.lang))
            for left, column, text in zip(lefts, columns, cells, strict=True):
                self.label(pygame.Rect(left, y, column, m.row), text,
                           "@value" if left != x else None)
            y += m.row
        return y + m.gap

    def _build_buttons(self, width: int, height: int) -> None:
        """◀ and ▶ between pages on the left, Fermer on the right."""
        m = self.metrics
        y = height - m.row - m.gap
        arrow = m.row + 2 * m.gap
        self.previous_page = self.button(pygame.Rect(2 * m.gap, y, arrow, m.row), "◀",
                                         lambda: self._turn(-1))
        self.next_page = self.button(pygame.Rect(2 * m.gap + arrow + m.gap // 2, y, arrow, m.row),
                                     "▶", lambda: self._turn(1))
        self.label(pygame.Rect(2 * m.gap + 2 * arrow + m.gap, y, m.body * 6, m.row),
                   f"{self.page + 1} / {self.pages}")
        for button, enabled in ((self.previous_page, self.page > 0 and not self.chart),
                                (self.next_page, self.page < self.pages - 1 and not self.chart)):
            if not enabled:
                button.disable()
        close_width = max(m.body * 8, text_width(self.message(_("Fermer")), m.body) + 3 * m.gap)
        close = pygame.Rect(width - 2 * m.gap - close_width, y, close_width, m.row)
        self.close_button = self.button(close, self.message(_("Fermer")), self.close,
                                        primary=True)
        text = self.message(LAST_GAMES if self.chart else PROGRESS)
        switch_width = max(text_width(self.message(word), m.body, bold=True)
                           for word in (LAST_GAMES, PROGRESS)) + 3 * m.gap
        self.progress_button = self.button(
            pygame.Rect(close.left - m.gap - switch_width, y, switch_width, m.row), text,
            self._switch_chart)

    def _switch_chart(self) -> None:
        """Vos progrès: the chart of the margins on Expert in place of the games, and back."""
        self.chart = not self.chart
        if self._on_chart is not None:
            self._on_chart(self.chart)
        self.clear_content()
        self._build()

    def _chart(self, area: pygame.Rect) -> None:
        """The chart of the last games' margins on Expert, per hand (`progress`)."""
        picture = draw_progress_chart(area.size, self.margins, self.lang,
                                      game_font(self.metrics.small))
        UIImage(area, picture, self.manager, container=self.container)

    def _turn(self, step: int) -> None:
        """Another page of games."""
        page = min(max(self.page + step, 0), self.pages - 1)
        if page != self.page:
            self.page = page
            if self._on_page is not None:
                self._on_page(page)
            self.clear_content()
            self._build()

    def _review(self, record: GameRecord) -> None:
        """A game of the list: its review goes over the list, which comes back after it."""
        self._on_review(record)

    def _game_over(self, record: GameRecord) -> None:
        """A finished game's end-of-game panel goes over the list, which comes back after."""
        if self._on_game_over is not None and is_finished(record):
            self._on_game_over(record)

    def focused_game(self) -> GameRecord | None:
        """The game whose line (or button) has the keyboard focus, if any."""
        index = self._focus_index
        if index is None or index >= len(self._focus_order):
            return None
        return self._games_of.get(self._focus_order[index])

    def key_rows(self) -> Sequence[KeyRow]:
        """F opens the focused game's end-of-game panel (keys.RECENT_KEYS), then the keys of
        every dialog."""
        return (*RECENT_KEYS, *DIALOG_KEYS)

    def key_actions(self) -> dict[str, Callable[[], object]]:
        """Every dialog's actions, and F's."""
        return {**super().key_actions(), "game_over": self._game_over_of_focus}

    def _game_over_of_focus(self) -> None:
        """F: the end-of-game panel of the game that has the focus."""
        record = self.focused_game()
        if record is not None:
            self._game_over(record)
