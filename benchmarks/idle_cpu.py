"""The processor the game uses while nothing happens, in each state the window rests in.

Usage: ``python benchmarks/idle_cpu.py [--seconds 10] [--size 1280x800]``

Opens the real window headless (SDL's dummy drivers unless SDL_VIDEODRIVER is set), with
its real bots' worker, plays South as the tests do, and at each resting state runs the
real loop (App.step) for *seconds*, then prints the share of one core used by the
window's process (every thread of it) and by the worker:
- the table waiting for South's card;
- the Options dialog open, then the Statistiques dialog open, over that table;
- the end-of-hand panel open;
- the hand review open over it (Revoir la manche).
Target: under 1 % of one core in each. The player's files are left alone.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from window_driver import hand_over, play_until, south_to_play


def process_seconds(pid: int) -> float:
    """The processor time process *pid* has used (user and system), from /proc (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def worker_pid() -> int | None:
    """The bots' worker process, if it runs."""
    children = multiprocessing.active_children()
    return children[0].pid if len(children) == 1 else None


def rest_cpu(app: Any, seconds: float) -> tuple[float, float | None]:
    """Run the real loop for *seconds*: the share of one core of the window and the worker."""
    worker = worker_pid()
    cpu, wall = time.process_time(), time.monotonic()
    worker_cpu = process_seconds(worker) if worker is not None else None
    while time.monotonic() - wall < seconds:
        app.step()
    elapsed = time.monotonic() - wall
    window_share = (time.process_time() - cpu) / elapsed
    if worker is None or worker_cpu is None:
        return window_share, None
    return window_share, (process_seconds(worker) - worker_cpu) / elapsed


def open_dialog(app: Any, action: Callable[[], None]) -> None:
    """Open a dialog and let it draw itself in."""
    action()
    for _ in range(30):
        app.step()


def measure(seconds: float, size: tuple[int, int]) -> list[tuple[str, float, float | None]]:
    """(state, window's share, worker's share) for each resting state."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from hearts.ui.app import App, AppConfig
    from hearts.ui.table.panels.hand_over import HandOverPanel

    app = App(AppConfig(deal=4242, size=size, threads=True, time_scale=0.1,
                        home=Path(tempfile.mkdtemp())))
    results = []
    try:
        play_until(app, south_to_play)
        results.append(("the table waiting for South's card", *rest_cpu(app, seconds)))
        dialogs = app.dialogs
        for name, action in (("Options", dialogs.action_options),
                             ("Statistiques", dialogs.action_stats)):
            open_dialog(app, action)
            results.append((f"the {name} dialog open", *rest_cpu(app, seconds)))
            assert app.dialog is not None
            app.dialog.close()
            play_until(app, south_to_play)
        play_until(app, hand_over)
        results.append(("the end-of-hand panel open", *rest_cpu(app, seconds)))
        panel = app.dialog
        assert isinstance(panel, HandOverPanel)
        open_dialog(app, panel.review)
        results.append(("the hand review open", *rest_cpu(app, seconds)))
    finally:
        app.close()
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1280x800")
    options = parser.parse_args()
    width, height = (int(part) for part in options.size.split("x"))
    for state, window, worker in measure(options.seconds, (width, height)):
        worker_text = "?" if worker is None else f"{worker * 100:.2f} %"
        print(f"at rest, {state}: window {window * 100:.2f} % of one core, "
              f"worker {worker_text} (over {options.seconds:g} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
