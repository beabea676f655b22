"""The review's caption and its detail wrap over as many lines as they need: every line fits
the window above the board, at every step, in every language, nothing of the sentences cut."""

from __future__ import annotations

import dataclasses
import itertools
import warnings

import pygame
import pytest
from pygame_gui.elements import UILabel

from hearts.ai.analysis import BLUNDER, HandAnalysis, analyse_hand
from hearts.ai.reasons import HintReason
from hearts.engine import Card
from hearts.i18n import LANGUAGES
from hearts.play.questions import ImmediateExecutor
from hearts.ui.kit.sprites import CardArt
from hearts.ui.kit.theme import create_manager
from hearts.ui.review.analysis_run import AnalysisRun
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.state import Review
from tests.helpers.ai import SMALL
from tests.helpers.engine import random_game
from tests.helpers.window import drop_events

pytestmark = pytest.mark.usefixtures("display")

PLAYED = random_game(404, seed=4, hands=1)
LONG_PASS = tuple(map(Card.parse, ("QC", "JD", "AS")))  # long names in every language
BETTER_PASS = tuple(map(Card.parse, ("KH", "QD", "10C")))


def worst_analysis() -> HandAnalysis:
    """The hand's analysis, its pass made the longest words can say: three long card names
    chosen, three others best, a big loss, and the longest reason of a pass."""
    analysis = analyse_hand(PLAYED.to_json(), 0, SMALL)
    first = dataclasses.replace(analysis.decisions[0], chosen=LONG_PASS, best=BETTER_PASS,
                                loss=12.34, label=BLUNDER, reason_key=HintReason.PASS_MOON,
                                params=(("cards", BETTER_PASS),))
    return dataclasses.replace(analysis, decisions=(first, *analysis.decisions[1:]))


WORST = worst_analysis()


def words(text: str) -> list[str]:
    """The words of *text*, without the dots a line break may take the place of."""
    return text.replace(" · ", " ").split()


def lines_above(dialog: ReviewDialog) -> list[UILabel]:
    """The labels over the board, top to bottom."""
    board = dialog.board.get_relative_rect()
    labels = [element for element in dialog.content.elements
              if isinstance(element, UILabel) and element.visible and element.text]
    return sorted((label for label in labels if label.get_relative_rect().bottom <= board.top),
                  key=lambda label: label.get_relative_rect().top)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(960, 600), (1376, 860), (1920, 1080)])
def test_every_caption_fits_or_wraps_above_the_board(size: tuple[int, int], lang: str) -> None:
    drop_events()
    manager = create_manager(size)
    review = Review(PLAYED.to_json(), 0)
    review.analyses[0] = AnalysisRun.finished(WORST)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        dialog = ReviewDialog(manager, size, lang, review, CardArt(),
                              executor=ImmediateExecutor())
        for step in range(review.last_step + 1):
            review.go_to(step)
            dialog._show()
            manager.update(0.01)
            caption, detail = dialog._caption(review.picture(), review.analyses[0])
            lines = lines_above(dialog)
            assert words(" ".join(label.text for label in lines)) == words(f"{caption} {detail}")
            inside = dialog.content.get_relative_rect()
            for label in lines:
                rect = label.get_relative_rect()
                assert label.font is not None
                assert label.font.size(label.text)[0] <= rect.width, (step, label.text)
                assert pygame.Rect((0, 0), inside.size).contains(rect), (step, label.text)
            for first, second in itertools.pairwise(lines):
                assert first.get_relative_rect().bottom <= second.get_relative_rect().top
    assert [str(w.message) for w in caught if "too small" in str(w.message)] == []
