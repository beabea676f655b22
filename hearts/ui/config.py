"""How a window starts (from the command line, a test or the self-test), and the command
line's choices laid over the saved settings for this run only."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any, Final

from hearts.engine import Seat
from hearts.play.bots import Budgets
from hearts.store import Settings
from hearts.ui.kit.speech import Voice

FPS: Final = 60
IDLE_WAIT_MS: Final = 2000  # at rest: wake at least every two seconds
# How long a screen that just appeared ignores keys and clicks: a key meant for the table (the
# last card) must not press a panel's button before the person has seen the panel.
INPUT_GRACE: Final = 0.4
RESIZE_SETTLE: Final = 0.25  # seconds a dragged window size stays before the table follows
LOOPBACK_ONLY: Final = "DAME_DE_PIQUE_LOOPBACK"  # "1": friends' tables on 127.0.0.1 only


@dataclass(frozen=True)
class AppConfig:
    """How the window starts: from the command line, or from a test."""

    deal: int | None = None
    daily: bool = False
    level: str | None = None
    fast: bool | None = None
    lang: str | None = None
    selftest: bool = False
    size: tuple[int, int] | None = None
    time_scale: float = 1.0  # 0: every move instant (tests, self-test)
    threads: bool = True  # False: the bots answer on the main thread (tests)
    fps: int = FPS  # 0: as fast as possible (the self-test)
    max_wait_ms: int = IDLE_WAIT_MS  # the longest sleep at rest (tests: 0, never sleep)
    home: Path | None = None  # the user's folder (None: $DAME_DE_PIQUE_HOME or platformdirs)
    first_frame_only: bool = False  # quit once the first table is drawn (launch timing)
    seed: int | None = None  # the chance of new deal numbers (None: fresh each run)
    seat: Seat = Seat.SOUTH  # the person's seat, drawn at the bottom (South when alone)
    day: date | None = None  # the day whose deal "Donne du jour" opens (None: today)
    input_grace: float = INPUT_GRACE  # seconds a new screen ignores input (tests: 0)
    resize_settle: float = RESIZE_SETTLE  # a dragged size is laid out once still (tests: 0)
    speech: bool | None = None  # --speech: read aloud for this run (None: the saved setting)
    speech_log: Path | None = None  # --speech-log FILE: every spoken line, one a line
    voice: Callable[[], Voice | None] | None = None  # None: the system's (tests: a Recording)
    # A level's work per decision other than its own, by level: its players', and for the
    # hint's level (Expert) the hint's and the analysis's (tests: less).
    budgets: Budgets = field(default_factory=dict)
    # À votre place: each hand played again by Expert, and the hands kept without a replay
    # caught up (tests: off, but where they check it; it ran on their thread after each hand).
    replays: bool = True
    # A table with friends on this machine only (127.0.0.1, nothing announced, no table
    # looked for): the tests' and the fuzzer's, set by DAME_DE_PIQUE_LOOPBACK=1.
    loopback_only: bool = field(default_factory=lambda: os.environ.get(LOOPBACK_ONLY) == "1")

    def today(self) -> date:
        """The day whose deal "Donne du jour" opens: the configured one, else today."""
        return self.day if self.day is not None else date.today()


def session_settings(saved: Settings, config: AppConfig) -> Settings:
    """The *saved* settings with this run's command-line choices on top (never saved)."""
    changes: dict[str, Any] = {}  # Any: each value is checked by Settings itself
    if config.level is not None:
        changes["level"] = config.level
    if config.fast:
        changes["pace"] = "fast"  # --fast: the Rapide step
    if config.lang is not None:
        changes["language"] = config.lang
    if config.speech:
        changes["speech"] = True
    return dataclasses.replace(saved, **changes) if changes else saved
