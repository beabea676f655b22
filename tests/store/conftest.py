"""Every store test keeps its files in a fresh folder named by DAME_DE_PIQUE_HOME."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.store import HOME_ENV, FileKind, Store
from tests.helpers.store import PutFile


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
