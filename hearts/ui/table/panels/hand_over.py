"""The end-of-hand panel: what the hand cost each seat, the totals, and the moon if shot."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from hearts.engine import Seat
from hearts.i18n import _, ngettext
from hearts.play.duplicate import Duplicate
from hearts.ui.dialogs.base import Action, Dialog, text_width
from hearts.ui.dialogs.stats import format_score
from hearts.ui.kit.keys import DIALOG_KEYS, HAND_OVER_KEYS, KeyRow
from hearts.ui.kit.sizes import Metrics
from hearts.ui.kit.theme import metrics_for
from hearts.ui.kit.widgets import set_enabled
from hearts.ui.platform.window import WAKE_EVENT
from hearts.ui.table.shown import in_turn
from hearts.words import player_name, seat_name


def moon_sentence(moon_seat: Seat | None, lang: str, me: Seat = Seat.SOUTH) -> str | None:
    """"Grand chelem de Nord !", said differently when the person (at *me*) shot it; None
    without a moon."""
    if moon_seat is None:
        return None
    if moon_seat == me:
        return _("Grand chelem ! Vous avez tout ramassé.")(lang)
    return _("{seat} réussit le grand chelem !")(lang, seat=seat_name(moon_seat, lang))


CONTINUE = _("Continuer")
REVIEW = _("Revoir la manche")
DUPLICATE_WAITING = _("À votre place, Expert rejoue la donne…")
SEE_EXPERT = _("Voir comment Expert l'a jouée")
Replayed = Callable[[], Duplicate | None]  # the hand as Expert played it, once it is in


def duplicate_sentence(duplicate: Duplicate | None, lang: str) -> str:
    """"À votre place, Expert aurait pris 4 points (vous : 9)", or that it is on its way."""
    if duplicate is None:
        return DUPLICATE_WAITING(lang)
    return ngettext("À votre place, Expert aurait pris {expert} point (vous : {yours}).",
                    "À votre place, Expert aurait pris {expert} points (vous : {yours}).",
                    duplicate.expert)(lang, expert=format_score(duplicate.expert, lang),
                                      yours=format_score(duplicate.yours, lang))


def _wanted_size(m: Metrics, lang: str, moon: str | None,
                 duplicate: bool) -> tuple[int, int]:
    """Three columns of figures, the moon line when there is one, Expert's line when the
    hand is played again, and the buttons."""
    buttons = sum(text_width(text(lang), m.body, bold=True) for text in (REVIEW, CONTINUE))
    columns = max(m.body * 24, buttons + 8 * m.gap)
    moon_width = text_width(moon, m.heading, bold=True) + 2 * m.body if moon else 0
    longest = duplicate_sentence(Duplicate(0, -999, -999, ""), lang)
    duplicate_width = max(text_width(text, m.body) for text in (
        longest, DUPLICATE_WAITING(lang))) + 2 * m.gap if duplicate else 0
    height = 6 * m.row + 5 * m.gap + (2 * m.row + m.gap if duplicate else 0)
    if moon:
        height += round(m.heading * 2)
    return max(columns, moon_width, duplicate_width) + 4 * m.gap, height


class HandOverPanel(Dialog):
    """Points of the hand and totals per seat; Continuer (or Enter, or Esc) goes on."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        hand_points: Sequence[int],
        totals: Sequence[int],
        moon_seat: Seat | None,
        on_continue: Callable[[], object],
        *,
        hand_number: int | None = None,
        on_review: Callable[[], object] | None = None,
        duplicate: Replayed | None = None,
        on_see_expert: Callable[[Duplicate], object] | None = None,
        on_close: Action | None = None,
        me: Seat = Seat.SOUTH,
    ) -> None:
        self.me = me  # the person's seat: its row is « Vous »
        self._on_review = on_review
        self._duplicate = duplicate
        self._on_see_expert = on_see_expert
        self.see_expert_button: UIButton | None = None
        self.duplicate_label: UILabel | None = None
        self.hand_points = tuple(hand_points)
        self.totals = tuple(totals)
        self.moon_seat = moon_seat
        self._on_continue = on_continue
        moon = moon_sentence(moon_seat, lang, me)
        title = (_("Fin de la manche {number}")(lang, number=hand_number)
                 if hand_number is not None else _("Fin de la manche")(lang))
        m = metrics_for(manager, window_size)
        super().__init__(manager, window_size, lang, title,
                         _wanted_size(m, lang, moon, duplicate is not None), on_close=on_close)
        self._build(moon)

    def _build(self, moon: str | None) -> None:
        """The moon line, the table of points and the Continuer button."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = 2 * m.gap, width - 4 * m.gap
        y = m.gap
        if moon:
            moon_height = round(m.heading * 2)
            self.moon_label = self.label(pygame.Rect(x, y, inner, moon_height), moon, "@moon")
            y += moon_height
        number_width = inner // 4
        name_width = inner - 2 * number_width
        columns = (
            (x, name_width, None),
            (x + name_width, number_width, "@value"),
            (x + name_width + number_width, number_width, "@value"),
        )
        headers = (self.message(_("Joueur")), self.message(_("Manche")),
                   self.message(_("Total")))
        for (left, column_width, class_id), text in zip(columns, headers, strict=True):
            self.label(pygame.Rect(left, y, column_width, m.row), text,
                       "@column" if class_id else "@gold")
        y += m.row
        for seat in in_turn(self.me):
            cells = (player_name(seat, self.lang, self.me),
                     format_score(self.hand_points[seat], self.lang),
                     format_score(self.totals[seat], self.lang))
            for (left, column_width, class_id), text in zip(columns, cells, strict=True):
                name_class = "@strong" if seat == self.me and class_id is None else class_id
                self.label(pygame.Rect(left, y, column_width, m.row), text, name_class)
            y += m.row
        if self._duplicate is not None:
            self._duplicate_row(x, y + m.gap // 2, inner)
        self._build_buttons(width, height)

    def _duplicate_row(self, x: int, y: int, inner: int) -> None:
        """What Expert would have taken in South's seat, and the button that shows how it
        played (greyed until the replay is in)."""
        m = self.metrics
        assert self._duplicate is not None
        duplicate = self._duplicate()
        self.duplicate_label = self.label(pygame.Rect(x, y, inner, m.row),
                                          duplicate_sentence(duplicate, self.lang))
        if self._on_see_expert is None:
            return
        text = self.message(SEE_EXPERT)
        button_width = text_width(text, m.body, bold=True) + 3 * m.gap
        self.see_expert_button = self.button(
            pygame.Rect(x + (inner - button_width) // 2, y + m.row + m.gap // 2, button_width,
                        m.row), text, self.see_expert)
        set_enabled(self.see_expert_button, duplicate is not None)

    def see_expert(self) -> None:
        """The review of the hand as Expert played it goes over the panel."""
        duplicate = self._duplicate() if self._duplicate is not None else None
        if duplicate is not None and self._on_see_expert is not None:
            self._on_see_expert(duplicate)

    def _build_buttons(self, width: int, height: int) -> None:
        """Continuer (the default), and Revoir la manche beside it when it can open."""
        m = self.metrics
        texts = [self.message(CONTINUE)]
        if self._on_review is not None:
            texts.insert(0, self.message(REVIEW))
        button_width = max(m.body * 9, *(text_width(text, m.body, bold=True) + 3 * m.gap
                                         for text in texts))
        span = button_width * len(texts) + m.gap * (len(texts) - 1)
        rect = pygame.Rect((width - span) // 2, height - m.row - m.gap, button_width, m.row)
        self.review_button = None
        if self._on_review is not None:
            self.review_button = self.button(rect, texts[0], self.review)
            rect = rect.move(button_width + m.gap, 0)
        self.continue_button = self.button(rect, texts[-1], self.accept, primary=True)
        self.focus_first(self.continue_button)

    def _on_event(self, event: pygame.event.Event) -> bool:
        """A wake (the hand Expert played again may be in): its line is filled in."""
        if event.type == WAKE_EVENT and self.duplicate_label is not None:
            assert self._duplicate is not None
            duplicate = self._duplicate()
            self.duplicate_label.set_text(duplicate_sentence(duplicate, self.lang))
            if self.see_expert_button is not None:
                set_enabled(self.see_expert_button, duplicate is not None)
        return super()._on_event(event)

    def key_rows(self) -> Sequence[KeyRow]:
        """R opens the review, E Expert's hand as in the review (keys.HAND_OVER_KEYS), then
        the keys of every dialog."""
        return (*HAND_OVER_KEYS, *DIALOG_KEYS)

    def key_actions(self) -> dict[str, Callable[[], object]]:
        """Every dialog's actions, the review and Expert's hand."""
        return {**super().key_actions(), "review": self.review, "see_expert": self.see_expert}

    def review(self) -> None:
        """Revoir la manche: the review goes over the panel, which comes back after it."""
        if self._on_review is not None:
            self._on_review()

    def accept(self) -> None:
        """Continuer: close and go on to the next hand."""
        self.close()

    def _after_close(self) -> None:
        """However the panel closes, the game goes on (once)."""
        self._on_continue()
        super()._after_close()
