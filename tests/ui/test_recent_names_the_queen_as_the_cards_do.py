"""Parties récentes names Q♠ as the corners of the language's cards do: "D♠ prise" in French,
where it said "Q♠ prise" (issue 27, bug 8)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame_gui
import pytest
from pygame_gui.core import UIContainer
from pygame_gui.core.interfaces import IUIElementInterface
from pygame_gui.elements import UILabel

from hearts.i18n import LANGUAGES
from hearts.ui.review.recent import RecentGamesDialog
from hearts.words import rank_index
from tests.helpers.window import DIALOG_SIZE


def elements(container: UIContainer) -> Iterator[IUIElementInterface]:
    """Every element of a container, those of nested containers included."""
    for element in container.elements:
        yield element
        if isinstance(element, UIContainer):
            yield from elements(element)


def label_texts(manager: pygame_gui.UIManager, lang: str) -> list[str]:
    """The texts of the labels of Parties récentes in *lang*, with no game yet."""
    dialog = RecentGamesDialog(manager, DIALOG_SIZE, lang, [], {}, lambda record: None)
    return [element.text for element in elements(dialog.content)
            if isinstance(element, UILabel)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_queen_column_names_her_by_the_corner_of_the_cards(
        manager: pygame_gui.UIManager, lang: str) -> None:
    texts = label_texts(manager, lang)
    queen = f"{rank_index(12, lang)}♠"
    assert any(queen in text for text in texts), (lang, texts)
    if queen != "Q♠":
        assert not any("Q♠" in text for text in texts), (lang, texts)


def test_in_french_the_column_says_d_spades_taken(manager: pygame_gui.UIManager) -> None:
    assert "D♠ prise" in label_texts(manager, "fr")
