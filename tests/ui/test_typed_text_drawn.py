"""Typed text keeps what the font draws: letters, symbols and every kind of space, never
controls nor format characters (soft hyphen, zero-width space), which pygame_gui's text
entry cannot draw. Told without unicodedata, which the bundle leaves out (issue 44)."""

from __future__ import annotations

import unicodedata

import pytest

from hearts.ui.kit.fonts import drawable_text


@pytest.mark.usefixtures("display")
def test_controls_and_format_characters_go_and_the_rest_stays() -> None:
    kept = "Donne 42 é ♠ € \u00a0\u202f"
    gone = "\t\n\x7f\x85\u00ad\u200b\u200e\ufeff"
    assert drawable_text(kept + gone) == kept


@pytest.mark.usefixtures("display")
def test_every_assigned_character_is_told_as_its_category_says() -> None:
    for code in range(0x3000):  # the scripts and symbols of the game's six languages
        char = chr(code)
        category = unicodedata.category(char)
        if category in ("Cn", "Co", "Cs"):
            continue  # unassigned, private, surrogates: never typed
        if category in ("Cc", "Cf"):
            assert drawable_text(char) == "", hex(code)
