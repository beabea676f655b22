"""Test set-up: every test runs headless, whatever the machine."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
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
