"""Fixtures the UI tests share: the real window on a fresh user folder, a display for dialogs."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pygame
import pygame_gui
import pytest

from hearts.play.duplicates import Duplicates
from hearts.ui.app import App, AppConfig
from hearts.ui.kit.speech import Recording
from hearts.ui.kit.theme import create_manager
from hearts.ui.platform.memory import give_back_freed_memory
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.window import DIALOG_SIZE, MakeApp, drop_events, settle

# The managers, dialogs and windows a test leaves hold one another in cycles, with their
# pictures: Python's collector counts objects, not bytes, and left them for hundreds of
# megabytes (the suite peaked at 1.4 GB). A collection runs once the process grew this much.
GROWTH_BEFORE_COLLECTING: Final = 96 << 20


def resident_bytes() -> int:
    """This process's resident memory (Linux; 0 elsewhere, where nothing is collected)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return 0


_collected_at = [resident_bytes()]


@pytest.fixture(autouse=True)
def collect_left_pictures() -> Iterator[None]:
    """After a test, collect the garbage it left when the process grew by
    GROWTH_BEFORE_COLLECTING since the last collection."""
    yield
    if resident_bytes() - _collected_at[0] > GROWTH_BEFORE_COLLECTING:
        gc.collect()
        give_back_freed_memory()
        _collected_at[0] = resident_bytes()


@pytest.fixture(autouse=True)
def no_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    """No hand played again by Expert (À votre place) in a controller made bare, on the
    test's own thread after every hand at Expert's full budget, unless the test turns it on
    (a window's comes from AppConfig.replays, off in `open_app` unless asked)."""
    monkeypatch.setattr(Duplicates, "enabled", False)


@pytest.fixture
def open_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MakeApp]:
    """Open the real window (headless) on the test's user folder, every move instant, at rest.

    Each call opens one more window on the same folder, as a person reopening the game would;
    the windows still open are closed at the end.
    """
    monkeypatch.setenv("DAME_DE_PIQUE_HOME", str(tmp_path))
    opened: list[App] = []

    def open_window(**options: object) -> App:
        # Input goes to a screen at once (input_grace 0): tests press as soon as it opens.
        # Expert (its players, the hint, the analysis) thinks on a small budget. No hand is
        # played again by Expert (À votre place) unless the test asks for replays=True: with
        # no threads the replay ran on the test's own thread after every hand.
        chosen: dict[str, object] = {"time_scale": 0.0, "threads": False, "size": (1280, 800),
                                     "fps": 0, "max_wait_ms": 0, "input_grace": 0.0,
                                     "resize_settle": 0.0, "budgets": SMALL_BUDGETS,
                                     "replays": False}
        # A recording voice unless told: the system's, which each start asks whether a screen
        # reader runs, would reach a speech-dispatcher that never answers without sound.
        chosen["voice"] = Recording
        chosen.update(options)
        config = AppConfig(**chosen)  # type: ignore[arg-type]
        app = App(config)
        opened.append(app)
        settle(app)
        return app

    yield open_window
    for app in opened:
        if app.running:
            app.running = False
            app.close()


@pytest.fixture
def make_app(open_app: MakeApp) -> MakeApp:
    """Open the real window (headless) on a deal (1 unless told), with every move instant."""

    def make(deal: int = 1, **options: object) -> App:
        return open_app(deal=deal, **options)

    return make


@pytest.fixture(scope="module")
def display() -> Iterator[None]:
    """A headless display for a dialog module's managers (opt in with usefixtures)."""
    pygame.init()
    pygame.display.set_mode(DIALOG_SIZE)
    yield
    drop_events()


@pytest.fixture
def manager(display: None) -> pygame_gui.UIManager:
    """A themed manager and an empty event queue."""
    drop_events()
    return create_manager(DIALOG_SIZE)
