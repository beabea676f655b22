"""Opening the window from the command line: the game, or its self-test."""

from __future__ import annotations

import os

from hearts.ui.app import App
from hearts.ui.config import AppConfig

__all__ = ["AppConfig", "main_window"]


def main_window(config: AppConfig) -> int:
    """Open the window with *config* and run it (or the self-test)."""
    if config.selftest:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = App(config)
    if config.selftest:
        from hearts.ui.selftest import run_selftest

        return run_selftest(app)
    return app.run()
