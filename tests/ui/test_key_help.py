"""F1 at the table: every key of the table in a window, F2 and the reading keys included, in
each language, and read aloud when speech is on; the side column always names F1 and F2."""

from __future__ import annotations

import html

import pygame
import pytest

from hearts.i18n import LANGUAGES
from hearts.ui.dialogs import KeysDialog
from hearts.ui.kit.keys import TABLE_KEYS, key_names
from hearts.ui.kit.speech import Recording
from tests.helpers.window import MakeApp, settle

READING = ("F2", "M", "T", "S", "O", "V")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_f1_shows_every_key_of_the_table_and_says_it(make_app: MakeApp, lang: str) -> None:
    voice = Recording()
    app = make_app(deal=3, lang=lang, speech=True, voice=lambda: voice, size=(960, 600))
    app.press(pygame.K_F1)
    settle(app)
    dialog = app.dialog
    assert isinstance(dialog, KeysDialog)
    shown = html.unescape(dialog.text_box.html_text).replace("\u00a0", " ")
    (said,) = [line for line in voice.lines if line.startswith(f"{dialog.title}.")]
    rows = [row for row in TABLE_KEYS if "rules" in row.shown_in and row.long is not None]
    named = {name for row in rows for name in row.names}
    assert set(READING) <= named
    for row in rows:
        assert row.long is not None
        assert f"<b>{key_names(row, lang)}</b>" in shown, (lang, row.names)
        assert row.long(lang).replace("\u00a0", " ") in shown, (lang, row.names)
        assert row.long(lang) in said, (lang, row.names)
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert app.dialog is None
