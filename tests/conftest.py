"""Test set-up: every test runs headless, whatever the machine."""

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["DAME_DE_PIQUE_LOOPBACK"] = "1"  # a friends' table never leaves 127.0.0.1
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture
def no_window(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line may not open the window: a test that expects its options refused
    fails at once, instead of running the game until someone closes it."""
    from hearts.ui import launch

    def refuse(config: object) -> int:
        raise AssertionError(f"the command line opened the window: {config}")

    monkeypatch.setattr(launch, "main_window", refuse)


@pytest.fixture(name="open_folder")
def open_folder_fixture() -> Iterator[Path]:
    """A fresh folder any user may enter and write in (pytest's own are root's only), for
    the tests that run a child without root's rights; removed afterwards."""
    from tests.helpers.history_disk import open_folder

    with open_folder() as folder:
        yield folder
