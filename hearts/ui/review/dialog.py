"""Revoir la manche: a hand of a game replayed with the four hands face up, step by step
(as dealt, the pass, each trick), by the arrows, the buttons or a click on the strip; a
hand can be practised again. It shows a copy of the match: the game in progress, its
save and the statistics never change while it is open. See docs/ARCHITECTURE.md.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIImage, UILabel

from hearts.ai.analysis import DEFAULT_BUDGET, HandAnalysis
from hearts.ai.deep import Budget
from hearts.engine import Seat
from hearts.engine.hand_story import HandStory
from hearts.i18n import _, pgettext
from hearts.play.duplicate import Duplicate
from hearts.ui.dialogs.base import Action, Dialog, text_width
from hearts.ui.kit.fonts import cut_line, font, wrap_text
from hearts.ui.kit.keys import DIALOG_KEYS, REVIEW_KEYS, KeyRow, short_help
from hearts.ui.kit.sprites import CardArt
from hearts.ui.kit.theme import tones_of
from hearts.ui.kit.widgets import set_enabled, set_selected
from hearts.ui.platform.window import WAKE_EVENT, post_wake
from hearts.ui.review.analysis_run import AnalysisRun
from hearts.ui.review.analysis_words import analysis_caption, analysis_marks
from hearts.ui.review.board import draw_board, strip_cell_at
from hearts.ui.review.captions import board_name, step_caption
from hearts.ui.review.spoken import control_words, keys_sentence, review_parts, review_words
from hearts.ui.review.state import Picture, Review, StepKind
from hearts.ui.review.whohas_run import ABOUT, TITLE, WAITING, WhoHasRun, board_lines
from hearts.words import points_text

ANALYSE = _("Analyser")
STOP = _("Arrêter l'analyse")
HAND_TEXTS = (_("◀ Manche"), _("Manche ▶"))
PRACTISE = _("Rejouer cette manche")
BACK = _("Retour au jeu")
SEE_EXPERT = _("Voir comment Expert l'a jouée")  # À votre place: Expert's hand, trick by trick
# Why the button is greyed: the words on it.
NOT_FINISHED = _("Expert ne rejoue que les manches finies")
NOT_REPLAYED = _("Expert n'a pas encore rejoué cette manche")
EXPERT_TEXTS = (SEE_EXPERT, NOT_FINISHED, NOT_REPLAYED)
EXPERT_TITLE = _("La manche jouée par Expert à votre place")  # the review of Expert's hand
HAND_TITLE, GAME_TITLE = _("Revoir la manche"), _("Revoir la partie")  # as their buttons say


class ReviewDialog(Dialog):
    """The review over the whole window: a caption, the board, the buttons under it."""

    pauses_the_table = True  # the game does not move while the review is on the stack

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        window_size: tuple[int, int],
        lang: str,
        review: Review,
        art: CardArt,
        *,
        four_colour: bool = False,
        on_practise: Callable[[HandStory, Seat], None] | None = None,
        executor: Executor | None = None,
        budget: Budget | None = None,
        on_analysed: Callable[[HandAnalysis], object] | None = None,
        on_close: Action | None = None,
        on_see_expert: Callable[[Duplicate], object] | None = None,
    ) -> None:
        self.review = review
        self._on_see_expert = on_see_expert  # None: no button (Expert's own hand)
        self._on_analysed = on_analysed  # keeps a finished analysis (in the history)
        self._executor = executor  # the bots' worker: the analysis runs there
        self._budget = budget if budget is not None else DEFAULT_BUDGET
        self.art = art
        self.four_colour = four_colour
        self._on_practise = on_practise
        wanted = (window_size[0], window_size[1])
        title = (EXPERT_TITLE if review.by_expert else GAME_TITLE if review.game_over
                 else HAND_TITLE)
        super().__init__(manager, window_size, lang, title(lang), wanted, on_close=on_close)
        self._build()

    # -- building -------------------------------------------------------------------

    def _build(self) -> None:
        """The caption, the board and the buttons under it (on two or three rows where one
        row is too narrow for them: Grandes cartes' larger texts)."""
        m = self.metrics
        width, height = self.inner_size
        x, inner = m.gap, width - 2 * m.gap
        self.caption = WrappedText(self, m.body)
        self.detail = WrappedText(self, m.small, "@note")
        self.header = pygame.Rect(x, m.gap // 2, inner, 2 * (line_height(m.body)
                                                            + line_height(m.small)))
        bottom, step = height - m.row - m.gap, m.row + m.gap // 2
        left = self._left_rects(x, bottom)
        expert, practice, back = self._right_rects(x + inner, bottom)
        above = expert is not None and expert.left < x  # too wide beside the two: a row up
        if expert is not None and above:
            expert = expert.move(back.right - expert.right, -step)
        for beside in ((practice, expert) if above else (expert or practice,)):
            if beside is None or left[-1].right + m.gap // 2 <= beside.left:
                break
            left = [rect.move(0, -step) for rect in left]  # one row is too narrow
        board_top = self.header.bottom + m.gap // 2
        lowest = min(left[0].top, expert.top if expert is not None else bottom)
        self.board_rect = pygame.Rect(x, board_top, inner, lowest - board_top - m.gap // 2)
        self.board = UIImage(self.board_rect, pygame.Surface(self.board_rect.size,
                                                             pygame.SRCALPHA),
                             self.manager, container=self.container)
        self._build_buttons(left, (expert, practice, back))
        self._show()

    def _left_rects(self, x: int, y: int) -> list[pygame.Rect]:
        """Where ⏮ ◀ ▶ ⏭, ◀ Manche, Manche ▶, Qui a quoi and Analyser (with a worker) go,
        left to right from *x* on the row *y*."""
        m = self.metrics
        arrow = max(m.row, text_width("▶|", m.body, bold=True) + 2 * m.gap)
        rects = [pygame.Rect(x + number * (arrow + m.gap // 2), y, arrow, m.row)
                 for number in range(4)]
        hand = max(text_width(self.message(text), m.body, bold=True)
                   for text in HAND_TEXTS) + 2 * m.gap
        rects.append(pygame.Rect(rects[-1].right + m.gap // 2 + m.gap, y, hand, m.row))
        rects.append(pygame.Rect(rects[-1].right + m.gap // 2, y, hand, m.row))
        who = text_width(self.message(TITLE), m.body, bold=True) + 2 * m.gap
        rects.append(pygame.Rect(rects[-1].right + m.gap, y, who, m.row))
        if self._executor is not None:
            words = max(text_width(self.message(text), m.body, bold=True)
                        for text in (ANALYSE, STOP)) + 2 * m.gap
            rects.append(pygame.Rect(rects[-1].right + m.gap, y, words, m.row))
        return rects

    def _right_rects(self, right: int, y: int
                     ) -> tuple[pygame.Rect | None, pygame.Rect, pygame.Rect]:
        """Where Voir comment Expert l'a jouée (if asked for), Rejouer cette manche and Retour
        au jeu go, ending at *right* on the row *y*."""
        m = self.metrics
        practise, back = (text_width(self.message(text), m.body, bold=True) + 3 * m.gap
                          for text in (PRACTISE, BACK))
        back_rect = pygame.Rect(right - back, y, back, m.row)
        practice = pygame.Rect(back_rect.left - m.gap - practise, y, practise, m.row)
        if self._on_see_expert is None:
            return None, practice, back_rect
        expert = max(text_width(self.message(text), m.body, bold=True)
                     for text in EXPERT_TEXTS) + 2 * m.gap
        return pygame.Rect(practice.left - m.gap - expert, y, expert, m.row), practice, back_rect

    def _build_buttons(self, left: list[pygame.Rect],
                       right: tuple[pygame.Rect | None, pygame.Rect, pygame.Rect]) -> None:
        """⏮ ◀ ▶ ⏭, the hands and Analyser at *left*, then Expert's hand, Rejouer cette manche
        and Retour au jeu, made left to right so that Tab goes the way the eye reads them."""
        expert, practice, back = right
        moves = (lambda: self._move(self.review.go_to, 0),
                 lambda: self._move(self.review.back),
                 lambda: self._move(self.review.forward),
                 lambda: self._move(self.review.go_to, self.review.last_step))
        self.step_buttons: list[UIButton] = [
            self.button(rect, text, action)
            for rect, text, action in zip(left, ("|◀", "◀", "▶", "▶|"), moves, strict=False)]
        self.previous_hand = self.button(left[4], self.message(HAND_TEXTS[0]),
                                         lambda: self._change_hand(-1))
        self.next_hand = self.button(left[5], self.message(HAND_TEXTS[1]),
                                     lambda: self._change_hand(1))
        self.who_has_button = self.button(left[6], self.message(TITLE), self._switch_who_has)
        self.analyse_button = (self.button(left[7], self.message(ANALYSE), self._analyse)
                               if len(left) > 7 else None)
        self.expert_button = (self.button(expert, self.message(SEE_EXPERT), self._see_expert)
                              if expert is not None else None)
        self.practice_button = self.button(practice, self.message(PRACTISE), self._practise)
        set_enabled(self.practice_button, self._on_practise is not None)  # none with friends
        self.back_button = self.button(back, self.message(BACK), self.close, primary=True)
        self.focus_first(self.back_button)

    # -- showing --------------------------------------------------------------------

    def _show(self, note: str | None = None) -> None:
        """Draw the board and the caption for the review's current step (*note*: said in
        place of the keys' line until the next change)."""
        review = self.review
        picture = review.picture()
        labels = [text for seat in Seat for text in (
            board_name(seat, self.lang, review.me, review.by_expert),
            self.message(_("{points} pris"), points=points_text(picture.taken[seat], self.lang)))]
        cells = review.cells()
        cell_labels = [self._cell_label(cell.kind, cell.trick_number) for cell in cells]
        run = review.analyses.get(review.hand)
        marks = analysis_marks(cells, run.decisions) if run is not None else []
        who_has = self._who_has_run()
        notes = board_lines(who_has.at(review.step) if who_has else None, self.lang)
        self.board.set_image(draw_board(self.board_rect.size, picture, cells, review.step,
                                        self.art, four_colour=self.four_colour,
                                        lang=self.lang, labels=labels,
                                        cell_labels=cell_labels, marks=marks,
                                        tones=tones_of(self.manager), notes=notes,
                                        me=review.me))
        set_selected(self.who_has_button, review.showing_who_has)
        caption, detail = self._caption(picture, run)
        if who_has is not None and detail == self._keys_line():  # the analysis says nothing
            detail = self.message(ABOUT if who_has.steps is not None else WAITING)
        if note is not None:
            detail = note
        self._show_expert_button()
        header = self.header
        under = self.caption.show(caption, header.left, header.top, header.width, header.bottom)
        self.detail.show(detail, header.left, under, header.width, header.bottom)
        if self.analyse_button is not None:
            running = run is not None and run.running
            self.analyse_button.set_text(self.message(STOP if running else ANALYSE))
            set_enabled(self.analyse_button, run is None or running or run.stopped)
        set_enabled(self.previous_hand, review.hand > 0)
        set_enabled(self.next_hand, review.hand < len(review.stories) - 1)

    def _cell_label(self, kind: StepKind, number: int) -> str:
        """The words in a box of the strip."""
        if kind is StepKind.DEAL:
            return self.message(pgettext("review strip", "Donne"))
        if kind is StepKind.PASS:
            return self.message(pgettext("review strip", "Passe"))
        return str(number)

    def _caption(self, picture: Picture, run: AnalysisRun | None = None) -> tuple[str, str]:
        """The two lines over the board: the hand and what the step shows with the keys
        under it, or the analysis's progress, its summary, or its word on the person's
        decision at this step and why the best choice is the best."""
        if run is not None:
            said = analysis_caption(run, self.review.cells()[self.review.step],
                                    self.review.story, self.lang, self.review.me)
            if said is not None:
                return said
        return (step_caption(picture, self.lang, self.review.me, self.review.by_expert),
                self._keys_line())

    def _keys_line(self) -> str:
        """The review's keys, under the caption (E where Expert's hand may be seen, the
        hands' keys where there are other hands)."""
        left_out = {"see_expert"} if self._on_see_expert is None else set()
        if not self.review.other_hands:
            left_out.add("next_hand")
        rows = [row for row in REVIEW_KEYS
                if all(binding.action not in left_out for binding in row.bindings)]
        return " · ".join(short_help(rows, self.lang, first_only=False))

    # -- acting -----------------------------------------------------------------------

    def _move(self, move: Callable[..., bool], *args: int) -> None:
        """Move the review, and show where it went (said again where it stayed)."""
        if move(*args):
            self._show()
        else:
            self.answer_aloud(review_words(self.review, self.lang))

    def _change_hand(self, step: int) -> None:
        """The hand before or after, from its deal."""
        self._move(self.review.choose_hand, self.review.hand + step)

    def _replay(self) -> Duplicate | None:
        """The hand under review as Expert played it in the person's seat, if it did."""
        replay_of = self.review.replay_of
        return None if replay_of is None else replay_of(self.review.story.hand_number)

    def _expert_reason(self) -> str:
        """Why Expert's hand cannot be seen: an unfinished hand, or one not played again."""
        return self.message(NOT_FINISHED if not self.review.story.finished else NOT_REPLAYED)

    def _show_expert_button(self) -> None:
        """Voir comment Expert l'a jouée, or greyed with the reason on it."""
        if self.expert_button is None:
            return
        replay = self._replay()
        text = self.message(SEE_EXPERT) if replay is not None else self._expert_reason()
        if self.expert_button.text != text:
            self.expert_button.set_text(text)
        set_enabled(self.expert_button, replay is not None)

    def _see_expert(self) -> None:
        """Voir comment Expert l'a jouée (or E): Expert's hand over this review; where there
        is none, the reason in place of the keys' line."""
        replay = self._replay()
        if replay is not None and self._on_see_expert is not None:
            self._on_see_expert(replay)
        elif self._on_see_expert is not None:
            self._show(note=self._expert_reason())
            self.answer_aloud(self._expert_reason())

    def _analyse(self) -> None:
        """Analyser (or Arrêter): measure the person's decisions of this hand in the
        worker."""
        review = self.review
        run = review.analyses.get(review.hand)
        if run is not None and run.running:
            run.stop()
        elif self._executor is not None:
            review.analyses[review.hand] = AnalysisRun(
                review.match_json, review.story.hand_number, self._executor, post_wake,
                self._budget, review.me)
        self._show()

    def _switch_who_has(self) -> None:
        """Qui a quoi (or Q): the other seats' chances under their names, or not."""
        self.review.showing_who_has = not self.review.showing_who_has
        self._show()

    def _who_has_run(self) -> WhoHasRun | None:
        """The hand's Qui a quoi while it is shown: asked of the worker the first time."""
        review = self.review
        if not review.showing_who_has:
            return None
        run = review.who_has.get(review.hand)
        if run is None:
            run = review.who_has[review.hand] = WhoHasRun(
                review.match_json, review.story.hand_number, self._executor, post_wake,
                review.me)
        return run if isinstance(run, WhoHasRun) else None

    def _keep_finished(self) -> None:
        """Hand each analysis just finished to whoever keeps them, once."""
        for run in self.review.analyses.values():
            result = run.result()
            if result is not None and not run.kept:
                run.kept = True
                if self._on_analysed is not None:
                    self._on_analysed(result)

    def _practise(self) -> None:
        """Rejouer cette manche: a table plays this hand again over the review, for
        practice, the person where they sat in it."""
        if self._on_practise is not None:
            self._on_practise(self.review.story, self.review.me)

    def spoken(self) -> tuple[str, str | None]:
        """Its title, then the keys that move in it, for a player who cannot see it; the
        step buttons by name."""
        title, control = super().spoken()
        hands = [str(self.previous_hand.text), str(self.next_hand.text)]
        control = control_words(control, [str(b.text) for b in self.step_buttons], hands,
                                self.lang)
        keys = keys_sentence(self.lang, self._on_see_expert is not None,
                             self.review.other_hands)
        return f"{title}. {keys}", control

    def spoken_view(self) -> tuple[str, ...]:
        """The step in words, with the analysis's word on it and Qui a quoi, in parts
        (hearts/ui/review/spoken.py)."""
        return review_parts(self.review, self.lang)

    def accept(self) -> None:
        """Enter: back to the game."""
        self.close()

    def key_rows(self) -> Sequence[KeyRow]:
        """←/→ step, Home/End the first and last step, Page up/down the hands
        (keys.REVIEW_KEYS); the rest as every dialog (Esc and Enter go back to the game)."""
        return (*REVIEW_KEYS, *DIALOG_KEYS)

    def key_actions(self) -> dict[str, Callable[[], object]]:
        """Moving through the review, besides every dialog's actions."""
        review = self.review
        actions = super().key_actions()
        actions.update({
            "step_back": lambda: self._move(review.go_to, review.step - 1),
            "step_forward": lambda: self._move(review.go_to, review.step + 1),
            "first_step": lambda: self._move(review.go_to, 0),
            "last_step": lambda: self._move(review.go_to, review.last_step),
            "previous_hand": lambda: self._change_hand(-1),
            "next_hand": lambda: self._change_hand(1),
            "who_has": self._switch_who_has,
            "see_expert": self._see_expert,
        })
        return actions

    def _on_event(self, event: pygame.event.Event) -> bool:
        """A wake (an answer of the analysis or of Qui a quoi, a hand of the game at the table
        played again), or a click on a box of the strip (that step)."""
        if event.type == WAKE_EVENT:
            if any(run.take() for run in self.review.analyses.values()):
                self._keep_finished()
                self._show()
            if any(run.take() for run in self.review.who_has.values()):
                self._show()
            self._show_expert_button()
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        board = self.board.get_abs_rect()
        if not board.collidepoint(event.pos):
            return False
        local = (event.pos[0] - board.left, event.pos[1] - board.top)
        index = strip_cell_at(self.board_rect.size, len(self.review.cells()), local)
        if index is not None:
            self._move(self.review.go_to, index)
        return True


def line_height(size: int) -> int:
    """The height of one line of text at *size*."""
    return font(size).get_linesize()


class WrappedText:
    """A text over the board on as many labels as its lines need, one under the other, each
    as wide as the box (the caption and its detail: a sentence of the analysis may be long)."""

    def __init__(self, dialog: Dialog, size: int, class_id: str | None = None) -> None:
        self._dialog = dialog
        self._size = size  # the theme's size for *class_id*
        self._class_id = class_id
        self.text = ""
        self.labels: list[UILabel] = []

    def show(self, text: str, left: int, top: int, width: int, bottom: int) -> int:
        """Show *text* wrapped to *width* from (*left*, *top*), as many lines as fit above
        *bottom* (the last one then ends in « … »: speech reads it whole); the y under its
        last line."""
        height = line_height(self._size)
        lines = wrap_text(text, self._size, width) if text else []
        room = max(0, (bottom - top) // height)
        if len(lines) > room:  # the rest on the last line, cut with « … »
            rest = " ".join(lines[room - 1:]) if room else ""
            lines = [*lines[:room - 1], cut_line(rest, self._size, width)] if room else []
        if len(lines) != len(self.labels):
            for label in self.labels:
                label.kill()
            self.labels = [self._dialog.label(pygame.Rect(left, top + number * height, width,
                                                          height), line, self._class_id)
                           for number, line in enumerate(lines)]
        else:
            for number, (label, line) in enumerate(zip(self.labels, lines, strict=True)):
                label.set_relative_position((left, top + number * height))
                label.set_text(line)
        self.text = text
        return top + len(lines) * height

