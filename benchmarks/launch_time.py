"""From launch to a drawn table: runs the game with --first-frame and times it from outside.

Usage: ``python benchmarks/launch_time.py [COMMAND ...] [--runs 5]``

COMMAND defaults to this Python running `-m hearts`; give the path of a packaged
executable to time the bundle (`dist/dame-de-pique/dame-de-pique`). Headless unless
SDL_VIDEODRIVER is set; the player's files are left alone (a temporary folder).
Targets: under 1.5 s for the installed game, under 3 s for the bundle.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def time_launch(command: list[str], home: str) -> float:
    """Seconds from starting *command* to its exit after the first drawn frame."""
    environment = {**os.environ, "DAME_DE_PIQUE_HOME": home}
    environment.setdefault("SDL_VIDEODRIVER", "dummy")
    environment.setdefault("SDL_AUDIODRIVER", "dummy")
    started = time.perf_counter()
    subprocess.run([*command, "--first-frame"], check=True, env=environment,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", nargs="*", help="the program to start")
    parser.add_argument("--runs", type=int, default=5)
    options = parser.parse_args()
    command = options.command or [sys.executable, "-m", "hearts"]
    with tempfile.TemporaryDirectory() as home:
        times = [time_launch(command, home) for _ in range(options.runs)]
    print(f"launch to first drawn table ({' '.join(command)}): median "
          f"{statistics.median(times):.2f} s, best {min(times):.2f} s, worst {max(times):.2f} s "
          f"over {len(times)} runs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
