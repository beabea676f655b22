"""The "Donne n°…" dialog: which numbers it accepts, and that it stays open on a bad one."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from hypothesis import given
from hypothesis import strategies as st

from hearts.deal_text import parse_deal_number
from hearts.engine import MAX_DEAL, MIN_DEAL
from hearts.i18n import _
from hearts.ui.dialogs import DealNumberDialog
from tests.helpers.window import DIALOG_SIZE

pytestmark = pytest.mark.usefixtures("display")

SIZE = DIALOG_SIZE
REFUSAL = _("Entrez un numéro entre 1 et 999 999.")("fr")


def pump(manager: pygame_gui.UIManager, dialog: DealNumberDialog) -> None:
    """Run queued events through the manager, then the dialog, as the app does."""
    for _turn in range(3):
        for event in pygame.event.get():
            manager.process_events(event)
            dialog.process_event(event)
        manager.update(0.01)


def click(manager: pygame_gui.UIManager, dialog: DealNumberDialog,
          element: pygame_gui.core.UIElement) -> None:
    """A real left click in the middle of *element*."""
    pos = element.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    pump(manager, dialog)


@pytest.mark.parametrize(
    ("text", "number"),
    [("1", 1), ("999999", 999_999), ("123 456", 123_456), (" 42 ", 42), ("999\u00a0999", 999_999),
     ("007", 7), ("1 2 3", 123)],
)
def test_deal_number_accepts_one_to_999999_with_spaces(text: str, number: int) -> None:
    assert parse_deal_number(text) == number


@pytest.mark.parametrize(
    "text", ["0", "-4", "abc", "1 000 000", "", "   ", "12a", "4.5", "1e5", "+7", "١٢", "00000000"],
)
def test_deal_number_refuses_the_rest_with_a_french_sentence(text: str) -> None:
    with pytest.raises(ValueError) as refused:
        parse_deal_number(text)
    assert str(refused.value) == REFUSAL
    assert "Entrez un numéro" in REFUSAL


def test_deal_number_in_english_takes_commas_and_answers_in_english() -> None:
    assert parse_deal_number("123,456", "en") == 123_456
    with pytest.raises(ValueError, match="Enter a number"):
        parse_deal_number("1,000,000", "en")


@given(st.integers(min_value=-10**9, max_value=10**9))
def test_deal_number_written_the_french_way_parses_back_when_in_range(number: int) -> None:
    text = f"{number:,}".replace(",", " ")
    if MIN_DEAL <= number <= MAX_DEAL:
        assert parse_deal_number(text) == number
    else:
        with pytest.raises(ValueError):
            parse_deal_number(text)


def test_clicking_ok_with_a_valid_number_plays_it_and_closes(
    manager: pygame_gui.UIManager,
) -> None:
    dialog = DealNumberDialog(manager, SIZE, "fr")
    dialog.entry.set_text("123 456")
    click(manager, dialog, dialog.ok_button)
    assert dialog.result == 123_456  # its answer, for whoever opened it
    assert not dialog.is_open


@pytest.mark.parametrize("text", ["0", "-4", "abc", "1 000 000", ""])
def test_clicking_ok_with_a_bad_number_says_why_and_stays_open(
    manager: pygame_gui.UIManager, text: str,
) -> None:
    dialog = DealNumberDialog(manager, SIZE, "fr")
    dialog.entry.set_text(text)
    click(manager, dialog, dialog.ok_button)
    assert dialog.result is None
    assert dialog.is_open
    assert dialog.error.text == REFUSAL


def test_enter_in_the_entry_accepts(manager: pygame_gui.UIManager) -> None:
    dialog = DealNumberDialog(manager, SIZE, "fr")
    dialog.entry.set_text("77")
    event = pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_FINISHED, ui_element=dialog.entry,
                               text="77")
    assert dialog.process_event(event)
    assert dialog.result == 77


def test_typing_again_clears_the_refusal(manager: pygame_gui.UIManager) -> None:
    dialog = DealNumberDialog(manager, SIZE, "fr")
    dialog.entry.set_text("abc")
    dialog.accept()
    assert dialog.error.text == REFUSAL
    changed = pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, ui_element=dialog.entry,
                                 text="1")
    dialog.process_event(changed)
    assert dialog.error.text == ""


def test_escape_and_cancel_close_without_playing(manager: pygame_gui.UIManager) -> None:
    closed: list[bool] = []
    dialog = DealNumberDialog(manager, SIZE, "fr", on_close=lambda: closed.append(True))
    dialog.entry.set_text("5")
    assert dialog.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert not dialog.is_open
    assert dialog.result is None
    assert closed == [True]
    other = DealNumberDialog(manager, SIZE, "fr")
    other.entry.set_text("5")
    click(manager, other, other.cancel_button)
    assert not other.is_open
    assert other.result is None
