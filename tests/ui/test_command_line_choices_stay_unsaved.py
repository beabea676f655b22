"""Command-line choices (--lang, --level, --fast) hold for the run only, even once a setting is
changed at the table: only what the person changed is saved."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from hearts.store import FileKind, Settings, Store
from hearts.ui.app import App
from tests.helpers.window import MakeApp, settle


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The user folder, with settings saved by an earlier run (French, Moyen, slow)."""
    monkeypatch.setenv("DAME_DE_PIQUE_HOME", str(tmp_path))
    assert Store(tmp_path).save_settings(Settings(felt="blue", sound=False))
    return tmp_path


@pytest.fixture
def app(home: Path, open_app: MakeApp) -> App:
    """The window opened with --lang en --level hard --fast on deal 12."""
    return open_app(deal=12, lang="en", level="hard", fast=True)


def on_disk(home: Path) -> dict[str, object]:
    """The settings file as written."""
    content: dict[str, object] = json.loads(
        Store(home).path(FileKind.SETTINGS).read_text(encoding="utf-8"))
    return content


def test_pressing_tri_saves_the_sort_order_but_not_the_command_line_choices(
        app: App, home: Path) -> None:
    assert (app.controller.settings.language, app.controller.settings.level) == ("en", "hard")
    app.click(app.table_screen.button_point("sort"))
    settle(app)
    app.controller.flush_saves()
    saved = on_disk(home)
    assert saved["sort_order"] == "rank"
    assert (saved["language"], saved["level"], saved["pace"]) == ("fr", "medium", "normal")
    assert saved["felt"] == "blue"
    assert app.controller.settings.language == "en"  # still in force for this run


def test_options_save_only_the_field_changed(app: App, home: Path) -> None:
    app.controller.apply_settings(dataclasses.replace(app.controller.settings, felt="red"))
    app.controller.flush_saves()
    saved = on_disk(home)
    assert (saved["felt"], saved["language"], saved["level"]) == ("red", "fr", "medium")


def test_a_command_line_choice_changed_at_the_table_is_saved(app: App, home: Path) -> None:
    app.controller.apply_settings(dataclasses.replace(app.controller.settings, language="fr"))
    app.controller.action_fast()  # --fast was on: the person turns it off
    app.controller.apply_settings(dataclasses.replace(app.controller.settings, level="easy"))
    app.controller.flush_saves()
    saved = on_disk(home)
    assert (saved["language"], saved["pace"], saved["level"]) == ("fr", "normal", "easy")
    assert Store(home).load_settings() == Settings(felt="blue", sound=False, level="easy")
