"""Frame times of the window while the review's analysis runs in the bots' worker.

Usage: ``python benchmarks/review_frames.py [--seconds 10] [--size 1280x800]``

Opens the real window headless with its real worker process, plays a hand as the tests
do, opens Revoir la manche, presses Analyser, and for *seconds* turns the real loop (never
sleeping) and draws a frame at every turn, as an animation would, at 60 frames a second;
prints the median, p95 and slowest frame (a turn of the loop plus its drawing) and how far
the analysis got. Target: p95 under
16 ms while the analysis runs. The player's files are left alone.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from window_driver import hand_over, play_until


def measure(seconds: float, size: tuple[int, int]) -> tuple[list[float], int, int]:
    """Frame times in ms while the analysis runs; decisions measured, decisions in all."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from hearts.ui.app import App, AppConfig
    from hearts.ui.review.dialog import ReviewDialog
    from hearts.ui.table.panels.hand_over import HandOverPanel

    # max_wait_ms=0: the loop never sleeps, so each turn is a frame's own work.
    app = App(AppConfig(deal=4242, size=size, threads=True, time_scale=0.1, max_wait_ms=0,
                        home=Path(tempfile.mkdtemp())))
    try:
        play_until(app, hand_over)
        panel = app.dialog
        assert isinstance(panel, HandOverPanel)
        panel.review()
        for _ in range(10):
            app.step()
        dialog = app.dialog
        assert isinstance(dialog, ReviewDialog)
        dialog._analyse()
        frames = []
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            start = time.perf_counter()
            app.step()
            app.draw(time.monotonic())
            frames.append((time.perf_counter() - start) * 1000)
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
        run = dialog.review.analyses[dialog.review.hand]
        return frames, len(run.decisions), run.total
    finally:
        app.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1280x800")
    options = parser.parse_args()
    width, height = (int(part) for part in options.size.split("x"))
    frames, done, total = measure(options.seconds, (width, height))
    frames.sort()
    p95 = frames[int(len(frames) * 0.95)]
    print(f"frames while the analysis runs: median {statistics.median(frames):.1f} ms, "
          f"p95 {p95:.1f} ms, slowest {frames[-1]:.1f} ms over {len(frames)} frames; "
          f"analysis {done}/{total} decisions in {options.seconds:g} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
