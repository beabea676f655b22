"""What a dialog opened and closed again and again leaves behind: the resident memory after
the first openings and after many more (issues 26 and 44: 35 openings of Options after the
first five add at most 10 MB).

Usage: ``python benchmarks/dialogs_reopened.py [--first 5] [--more 35] [--size 1920x1080]``

Opens the real window headless (bots on the main thread), brings the table to rest on
South's pass, then opens each dialog (Options, Statistiques, Règles) and closes it, *first*
times then *more* times, the loop resting in between as a person's would (it gives freed
memory back at rest, `platform/memory.py`). Prints the resident memory at each point as
the process holds it (VmRSS): no collection is forced, so what waits for one is counted.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from window_driver import rest


def held_mb() -> float:
    """The resident memory of this process in MB as it holds it now: no garbage collected
    nor freed memory given back for the reading."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise KeyError("VmRSS")


def rest_as_a_person(app: Any, limit_seconds: float = 30.0) -> None:
    """Turn the loop until it rests as it does waiting for a person: the table idle, no
    event, nothing moving nor settling after input, then one turn asleep (where it gives
    freed memory back)."""
    deadline = time.monotonic() + limit_seconds
    rest(app)
    while app.rest_ms(time.monotonic()) < app.config.max_wait_ms:
        if time.monotonic() > deadline:
            raise RuntimeError("the loop never rested")
        app.step()
    app.step()


def open_and_close(app: Any, opener: Callable[[], None], times: int) -> None:
    """Open a dialog with *opener* and close it, *times* times, resting between."""
    for _ in range(times):
        opener()
        rest_as_a_person(app)
        app.dialog.close()
        rest_as_a_person(app)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--first", type=int, default=5)
    parser.add_argument("--more", type=int, default=35)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    from hearts.ui.app import App, AppConfig

    # A wait of 1 ms at rest: the loop rests as a person's (and gives freed memory back).
    app = App(AppConfig(deal=53, time_scale=0.0, threads=False, size=(width, height), fps=0,
                        max_wait_ms=1, input_grace=0.0,
                        home=Path(tempfile.mkdtemp(prefix="dame-de-pique-dialogs-"))))
    rest_as_a_person(app)
    dialogs = app.dialogs
    for name, opener in (("Options", dialogs.action_options),
                         ("Statistiques", dialogs.action_stats), ("Règles", dialogs.action_rules)):
        start = held_mb()
        open_and_close(app, opener, args.first)
        after_first = held_mb()
        open_and_close(app, opener, args.more)
        after_more = held_mb()
        print(f"{name}: {start:.1f} MB, after {args.first} openings {after_first:.1f} MB "
              f"({after_first - start:+.1f}), after {args.more} more {after_more:.1f} MB "
              f"({after_more - after_first:+.1f})")
    app.running = False
    app.close()


if __name__ == "__main__":
    main()
