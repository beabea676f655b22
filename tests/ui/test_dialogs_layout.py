"""Every dialog fits its window from 960×600 up, shows all its text, and works from the keyboard."""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Iterator

import pygame
import pygame_gui
import pytest
from pygame_gui.core import UIContainer
from pygame_gui.core.interfaces import IUIElementInterface
from pygame_gui.elements import UIButton, UIImage, UILabel

from hearts.choices import LEVEL_WORDS, LEVELS, VARIANTS
from hearts.i18n import LANGUAGES
from hearts.store import Settings
from hearts.ui.dialogs import OptionsDialog, RulesDialog, StatsDialog
from hearts.ui.dialogs.options import NUMBERED_WORDS, TOGGLE_WORDS
from hearts.ui.dialogs.rules import rules_html
from hearts.ui.dialogs.rules_text import RULE_SECTIONS
from hearts.ui.kit.theme import create_manager
from tests.helpers.dialogs import BUILDERS, LAYOUT_BUILDERS, STATS
from tests.helpers.window import drop_events, key

pytestmark = pytest.mark.usefixtures("display")


def _elements(container: UIContainer) -> Iterator[IUIElementInterface]:
    """Every element of a container, those of nested containers included."""
    for element in container.elements:
        yield element
        if isinstance(element, UIContainer):
            yield from _elements(element)


@pytest.mark.parametrize("name", ["options", "game"])
def test_dialog_fits_a_narrow_tall_window(name: str) -> None:
    size = (800, 1000)
    manager = create_manager(size)
    dialog = BUILDERS[name](manager, size, "fr")
    assert pygame.Rect((0, 0), size).contains(dialog.window.rect)
    for element in _elements(dialog.content):
        assert dialog.content.rect.contains(element.rect)


def test_tab_rings_a_button_and_space_presses_it() -> None:
    manager = create_manager((960, 600))
    reported: list[Settings] = []
    dialog = OptionsDialog(manager, (960, 600), "fr", Settings(), reported.append)
    assert key(dialog, pygame.K_TAB)  # first button: "vert", already chosen
    assert key(dialog, pygame.K_TAB)  # second: "bleu"
    assert key(dialog, pygame.K_SPACE)
    assert reported == [Settings(felt="blue")]
    assert key(dialog, pygame.K_TAB, pygame.KMOD_SHIFT)  # back to "vert"
    assert key(dialog, pygame.K_RETURN)
    assert reported[-1] == Settings(felt="green")


def test_a_dialog_keeps_keys_and_clicks_from_the_table() -> None:
    manager = create_manager((960, 600))
    dialog = RulesDialog(manager, (960, 600), "fr")
    assert key(dialog, pygame.K_p)
    assert key(dialog, pygame.K_h)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1, 1))
    assert dialog.process_event(click)
    dialog.close()
    assert not dialog.process_event(click)
    assert not key(dialog, pygame.K_p)


def test_the_close_cross_closes_like_escape() -> None:
    manager = create_manager((960, 600))
    closed: list[bool] = []
    dialog = RulesDialog(manager, (960, 600), "fr", on_close=lambda: closed.append(True))
    pressed = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=dialog.close_cross)
    assert dialog.process_event(pressed)
    assert not dialog.is_open
    assert closed == [True]


def test_rules_scroll_with_the_keyboard() -> None:
    manager = create_manager((960, 600))
    dialog = RulesDialog(manager, (960, 600), "fr")
    manager.update(0.01)
    bar = dialog.text_box.scroll_bar
    assert bar is not None  # the rules are longer than one screen
    assert bar.start_percentage == 0
    key(dialog, pygame.K_PAGEDOWN)
    assert bar.start_percentage > 0
    key(dialog, pygame.K_END)
    assert bar.start_percentage == pytest.approx(1 - bar.visible_percentage, abs=0.01)
    key(dialog, pygame.K_HOME)
    assert bar.start_percentage == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_explain_every_variant_of_the_options(lang: str) -> None:
    text = rules_html(lang, 20).replace("\u00a0", " ").replace("\u202f", " ")
    words = {**TOGGLE_WORDS, **NUMBERED_WORDS}
    for variant in VARIANTS:
        word = words[variant](lang).replace("\u202f", " ")
        assert f"<b>{word}</b>" in text, (lang, variant)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_describe_every_level_of_the_options(lang: str) -> None:
    text = rules_html(lang, 20)
    for level in LEVELS:
        assert f"<b>{LEVEL_WORDS[level](lang)}</b>" in text, (lang, level)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "fr"])
def test_rules_have_every_section_in_every_language(lang: str) -> None:
    for section in RULE_SECTIONS:
        for part in section:
            french, translated = part("fr"), part(lang)
            assert french and translated and french != translated, (lang, french)


def test_the_table_is_veiled_while_a_dialog_is_open_and_not_after() -> None:
    manager = create_manager((960, 600))
    root = manager.get_root_container()
    assert isinstance(root, UIContainer)
    before = len(root.elements)
    dialog = StatsDialog(manager, (960, 600), "fr", STATS, lambda: None)
    veil = [e for e in root.elements if isinstance(e, UIImage) and e.rect.width == 960]
    assert veil  # bands across the whole window, sharing one picture
    assert veil[0].rect.unionall([band.rect for band in veil]).contains(pygame.Rect(0, 0, 960, 600))
    dialog.close()
    assert len(root.elements) == before


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(960, 600), (1376, 860), (1920, 1080)])
@pytest.mark.parametrize("name", sorted(LAYOUT_BUILDERS))
def test_dialog_fits_shows_all_its_text_and_no_two_buttons_overlap(
        name: str, size: tuple[int, int], lang: str) -> None:
    drop_events()
    manager = create_manager(size)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        dialog = LAYOUT_BUILDERS[name](manager, size, lang)
        manager.update(0.01)
    too_small = [str(w.message) for w in caught if "too small" in str(w.message)]
    assert too_small == []
    screen = pygame.Rect((0, 0), size)
    window = dialog.window.rect
    assert screen.contains(window)
    assert window.width >= size[0] * 0.3 and window.height >= size[1] * 0.3
    inside = dialog.content.rect
    assert window.contains(inside)
    for element in _elements(dialog.content):
        assert inside.contains(element.rect), (element, element.rect, inside)
        if isinstance(element, UIButton | UILabel):
            assert element.font is not None
            assert element.font.size(element.text)[0] <= element.rect.width, element.text
    buttons = [element for element in _elements(dialog.content)
               if isinstance(element, UIButton) and element.visible]
    for first, second in itertools.combinations(buttons, 2):
        overlap = first.rect.clip(second.rect)
        assert overlap.width <= 0 or overlap.height <= 0, (first.text, second.text)
