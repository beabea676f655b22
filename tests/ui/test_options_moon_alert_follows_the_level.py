"""Options says beside « Alerte grand chelem » that it follows the level until the player
chooses it: choosing Expert unticked it without a word (issue 44, item 7)."""

from __future__ import annotations

import pygame_gui
import pytest

from hearts.i18n import LANGUAGES
from hearts.store import Settings
from hearts.ui.dialogs import OptionsDialog
from hearts.ui.dialogs.base import text_width
from hearts.ui.dialogs.options import BESIDE_TARGET, MOON_BY_LEVEL
from tests.helpers.window import DIALOG_SIZE, drop_events, press


def options(manager: pygame_gui.UIManager, settings: Settings, lang: str = "fr"
            ) -> OptionsDialog:
    """Options over an empty table, its changes dropped."""
    drop_events()
    return OptionsDialog(manager, DIALOG_SIZE, lang, settings, lambda _settings: None)


@pytest.mark.usefixtures("display")
def test_the_alert_says_it_follows_the_level_until_it_is_chosen(
        manager: pygame_gui.UIManager) -> None:
    dialog = options(manager, Settings(level="medium"))
    toggle = dialog.toggle_buttons[BESIDE_TARGET]
    assert toggle.text.startswith("☑") and MOON_BY_LEVEL("fr") in toggle.text
    press(dialog, dialog.choice_buttons["level"][3])  # Expert
    assert toggle.text.startswith("☐") and MOON_BY_LEVEL("fr") in toggle.text
    press(dialog, toggle)  # chosen: it no longer follows the level
    assert dialog.settings.moon_alert == "on"
    assert toggle.text.startswith("☑") and MOON_BY_LEVEL("fr") not in toggle.text


@pytest.mark.usefixtures("display")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_alert_s_words_fit_its_button(manager: pygame_gui.UIManager, lang: str) -> None:
    dialog = options(manager, Settings(language=lang), lang)
    toggle = dialog.toggle_buttons[BESIDE_TARGET]
    body = dialog.metrics.body
    assert text_width(toggle.text, body) + dialog.metrics.gap <= toggle.rect.width, toggle.text
    assert toggle.rect.right <= dialog.window.rect.right
