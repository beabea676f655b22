"""Under Grandes cartes every dialog's texts are larger, and every dialog still fits its
window at 960×600 and 1280×800: Options scrolls when it must, its keyboard focus in view."""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Iterator

import pygame
import pytest
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.core.interfaces import IUIElementInterface
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer

from hearts.i18n import LANGUAGES
from hearts.store import Settings
from hearts.ui.dialogs import Dialog, OptionsDialog, RulesDialog
from hearts.ui.kit.sizes import LARGE_TEXT, effective_height, metrics
from hearts.ui.kit.theme import create_manager, large_of, metrics_for
from tests.helpers.dialogs import LAYOUT_BUILDERS
from tests.helpers.window import drop_events, key

SIZES = [(960, 600), (1280, 800)]
pytestmark = pytest.mark.usefixtures("display")


def _open(name: str, size: tuple[int, int], lang: str, large: bool) -> Dialog:
    """Dialog *name* opened in a window of *size*, Grandes cartes on or off; no warning of
    a text too large for its control."""
    drop_events()
    manager = create_manager(size, lang, large=large)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        dialog = LAYOUT_BUILDERS[name](manager, size, lang)
        manager.update(0.01)
    assert [str(w.message) for w in caught if "too small" in str(w.message)] == []
    return dialog


def _placed(container: UIContainer, area: pygame.Rect,
            shown: pygame.Rect) -> Iterator[tuple[IUIElementInterface, pygame.Rect, pygame.Rect]]:
    """Every element of *container* (nested ones included) with the area it must lie in and
    the part of the screen it shows in: the content's, or for what a scrolling container
    holds, the whole scrolled area (as wide as the part shown) and the part shown."""
    for element in container.elements:
        yield element, area, shown
        if isinstance(element, UIScrollingContainer):
            view = element.scrollable_container
            scrolled = pygame.Rect(element.rect.left, view.rect.top,
                                   element.rect.width, view.rect.height)
            yield from _placed(view, scrolled, element.rect)
        elif isinstance(element, UIContainer) and element.get_object_ids()[-1:] != [
                "#root_container"]:
            yield from _placed(element, area, shown)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", sorted(LAYOUT_BUILDERS))
def test_every_dialog_fits_with_and_without_large_texts(
        name: str, size: tuple[int, int], lang: str, large: bool) -> None:
    dialog = _open(name, size, lang, large)
    assert pygame.Rect((0, 0), size).contains(dialog.window.rect)
    inside = dialog.content.rect
    assert dialog.window.rect.contains(inside)
    buttons = []
    for element, area, shown in _placed(dialog.content, inside, inside):
        assert area.contains(element.rect), (element, element.rect, area)
        if isinstance(element, UIButton | UILabel):
            assert element.font is not None
            assert element.font.size(element.text)[0] <= element.rect.width, element.text
        if isinstance(element, UIButton) and element.visible:
            buttons.append((element.text, element.rect.clip(shown)))
    for (first, one), (second, other) in itertools.combinations(buttons, 2):
        overlap = one.clip(other)
        assert overlap.width <= 0 or overlap.height <= 0, (first, second)


@pytest.mark.parametrize("size", SIZES)
def test_large_cards_make_the_dialogs_texts_larger(size: tuple[int, int]) -> None:
    usual, large = create_manager(size), create_manager(size, large=True)
    assert not large_of(usual) and large_of(large)
    height = effective_height(size)
    assert metrics_for(usual, size) == metrics(height)
    bigger = metrics_for(large, size)
    assert bigger.body == round(metrics(height).body * LARGE_TEXT)
    fonts = []
    for manager in (usual, large):
        dialog = LAYOUT_BUILDERS["rules"](manager, size, "fr")
        assert isinstance(dialog, RulesDialog)
        assert dialog.close_button.font is not None
        fonts.append(dialog.close_button.font.size("Fermer")[1])
    assert fonts[1] >= fonts[0] * 1.15


def _scroller(dialog: OptionsDialog) -> UIScrollingContainer | None:
    """The scrolling container of Options' rows, if it has one."""
    found = [element for element in dialog.content.elements
             if isinstance(element, UIScrollingContainer)]
    return found[0] if found else None


@pytest.mark.parametrize("size", SIZES)
def test_options_scroll_the_keyboard_focus_into_view(size: tuple[int, int]) -> None:
    manager = create_manager(size, "de", large=True)
    dialog = OptionsDialog(manager, size, "de", Settings(language="de", large_cards=True),
                           lambda settings: None)
    manager.update(0.01)
    scroller = _scroller(dialog)
    assert scroller is not None  # its rows are taller than the window at 1.2×
    shown = scroller.rect  # the part on screen
    seen = 0
    for _step in range(len(dialog._focus_order) + 2):
        assert key(dialog, pygame.K_TAB)
        manager.update(0.01)
        focused = dialog._focus_order[dialog.keyboard_focus or 0]
        if focused.ui_container is not dialog.content:
            assert shown.contains(focused.rect), (focused.text, focused.rect, shown)
            seen += 1
    assert seen > 10



@pytest.mark.parametrize("size", SIZES)
def test_the_table_s_buttons_keep_the_size_their_column_is_laid_out_for(
        size: tuple[int, int]) -> None:
    """Only the dialogs' texts grow: the side column's buttons, made with the theme's plain
    button and #primary, are as before (their layout sizes them; « Smazzata del giorno »
    overflowed its button at 1.2×)."""
    heights = []
    for large in (False, True):
        manager = create_manager(size, "it", large=large)
        plain = UIButton(pygame.Rect(0, 0, 200, 30), "Smazzata del giorno", manager)
        primary = UIButton(pygame.Rect(0, 40, 200, 30), "Passa", manager,
                           object_id=ObjectID(object_id="#primary"))
        assert plain.font is not None and primary.font is not None
        heights.append((plain.font.size("Mg")[1], primary.font.size("Mg")[1]))
    assert heights[0] == heights[1]
