"""The review's caption and its detail stay above the board, whatever their length: in
English at 960×600 under Grandes cartes, the pass step's verdict took three lines and its
advice's second line (« ones. ») was drawn over the board's frame."""

from __future__ import annotations

import pygame
import pytest

from hearts.play.questions import ImmediateExecutor
from hearts.ui.kit.sprites import CardArt
from hearts.ui.kit.theme import create_manager
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.state import Review
from tests.helpers.ai import SMALL
from tests.helpers.dialogs import PLAYED

pytestmark = pytest.mark.usefixtures("display")


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
@pytest.mark.parametrize("large", [False, True])
def test_every_line_of_the_caption_is_above_the_board(lang: str, large: bool) -> None:
    size = (960, 600)
    manager = create_manager(size, lang, large=large)
    dialog = ReviewDialog(manager, size, lang, Review(PLAYED.to_json(), 0), CardArt(),
                          executor=ImmediateExecutor(), budget=SMALL)
    dialog._analyse()
    for _ in range(200):  # the analysis goes on as the window's loop wakes it
        for event in pygame.event.get():
            manager.process_events(event)
            dialog.process_event(event)
        manager.update(0.01)
        run = dialog.review.analyses[0]
        if run is not None and run.done:
            break
    assert run is not None and run.done
    for step in range(len(dialog.review.cells())):
        dialog.review.go_to(step)
        dialog._show()
        labels = [*dialog.caption.labels, *dialog.detail.labels]
        assert labels, step
        for label in labels:
            assert label.rect.bottom <= dialog.board.rect.top, (step, label.text)
    dialog.close()
