"""Every store test keeps its files in a fresh folder named by DAME_DE_PIQUE_HOME."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from hearts.engine import Match
from hearts.store import HOME_ENV, FileKind, SavedGame, Store

PutFile = Callable[[FileKind, bytes], Path]


def a_game(number: int = 1) -> SavedGame:
    """A game in progress on deal *number*, nothing played yet; its id says the number."""
    return SavedGame.of(Match(number), (), "medium", False, f"game-{number}")


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A not-yet-existing folder that replaces the per-user data and config folders."""
    folder = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(folder))
    return folder


@pytest.fixture
def store(home: Path) -> Store:
    """A store over the test's own folder."""
    return Store()


@pytest.fixture
def put_file(store: Store) -> PutFile:
    """A function that writes raw bytes in place of one of the store's files."""

    def put(file: FileKind, content: bytes) -> Path:
        path = store.path(file)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content)
        return path

    return put
