"""Parties récentes says what « Vous − Expert −0,2 » counts: points per hand, on the same
cards; the figure had no unit (issue 44, item 7). The note stands beside the heading of the
list and of the chart, whole, in every language."""

from __future__ import annotations

import pygame_gui
import pytest

from hearts.i18n import LANGUAGES
from hearts.store import Margin
from hearts.ui.dialogs.base import text_width
from hearts.ui.review.recent import MARGIN_NOTE, RecentGamesDialog
from tests.helpers.window import DIALOG_SIZE, drop_events, press


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_margin_on_expert_is_said_in_points_per_hand(
        manager: pygame_gui.UIManager, lang: str) -> None:
    drop_events()
    margins = [Margin("g0", "hard", -1, 5)]  # −0,2 a hand
    dialog = RecentGamesDialog(manager, DIALOG_SIZE, lang, (), {}, lambda _record: None,
                               margins=margins)
    for _view in range(2):  # the list, then the chart
        note = dialog.margin_note
        assert note.text == MARGIN_NOTE(lang)
        assert text_width(note.text, dialog.metrics.small) <= note.rect.width, lang
        assert note.rect.right <= dialog.window.rect.right
        press(dialog, dialog.progress_button)
