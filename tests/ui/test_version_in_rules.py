"""The Règles dialog names the game and its version on the row of its close button."""

from __future__ import annotations

import pygame
import pytest

import hearts
from hearts.ui.dialogs import RulesDialog
from hearts.ui.kit.theme import create_manager

pytestmark = pytest.mark.usefixtures("display")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_rules_show_the_version_beside_the_close_button(lang: str) -> None:
    size = (960, 600)
    dialog = RulesDialog(create_manager(size), size, lang)
    label, button = dialog.version_label, dialog.close_button
    assert label.text == f"Dame de pique {hearts.__version__}"
    assert label.rect.centery == button.rect.centery
    assert label.rect.right < button.rect.left
    assert label.font is not None
    assert label.font.size(label.text)[0] <= label.rect.width
    assert pygame.Rect((0, 0), size).contains(label.rect)
