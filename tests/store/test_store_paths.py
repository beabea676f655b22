"""Where the files go: DAME_DE_PIQUE_HOME, an explicit home, or platformdirs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hearts.store import HOME_ENV, FileKind, Settings, Store
from tests.helpers.store import a_game


def test_env_variable_replaces_data_and_config_folders(home: Path) -> None:
    store = Store()
    assert store.data_dir == home
    assert store.config_dir == home


def test_explicit_home_wins_over_env_variable(home: Path, tmp_path: Path) -> None:
    other = tmp_path / "portable"
    store = Store(other)
    assert (store.data_dir, store.config_dir) == (other, other)


def test_files_have_their_names_and_folders(store: Store) -> None:
    assert store.path(FileKind.GAME) == store.data_dir / "game.json"
    assert store.path(FileKind.STATS) == store.data_dir / "stats.json"
    assert store.path(FileKind.SETTINGS) == store.config_dir / "settings.json"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux's")
@pytest.mark.parametrize("unset", ["delete", "empty"])
def test_without_env_variable_platformdirs_folders_are_used(
    unset: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if unset == "delete":
        monkeypatch.delenv(HOME_ENV, raising=False)
    else:
        monkeypatch.setenv(HOME_ENV, "")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    store = Store()
    assert store.data_dir == tmp_path / "data" / "dame-de-pique"
    assert store.config_dir == tmp_path / "config" / "dame-de-pique"


def test_loading_creates_no_folder_and_saving_creates_it(home: Path) -> None:
    store = Store()
    assert store.load_settings() == Settings()
    assert store.load_game() is None
    assert not home.exists()
    assert store.save_settings(Settings())
    assert (home / "settings.json").is_file()


def test_nested_missing_folders_are_created_on_save(tmp_path: Path) -> None:
    store = Store(tmp_path / "a" / "b" / "c")
    assert store.save_game(a_game())
    assert store.load_game() == a_game()
