"""Dragging the window's corner: the time of each step of the drag and the memory it leaves.

Usage: ``python benchmarks/resize_drag.py [--sizes 40] [--start 1376x860] [--end 1920x1080]``

Opens the real window headless (SDL's dummy drivers unless SDL_VIDEODRIVER is set; bots on
the main thread), brings the table to rest on South's pass, then drags its corner as a
person would: *sizes* sizes from *start* to *end* and back, one turn of the loop (App.step,
the frame drawn) per size, as a window manager sends one size a motion. Then the window
rests again. Prints:
- the time of each step of the drag (median, 95th percentile, slowest), against the time of
  a plain frame at *end* (issue 26: at most about two frames at 1920x1080);
- the resident memory (VmRSS, after a garbage collection and the rest's trim) before the
  drag and once the window rests after it (issue 26: within 15 MB), and the files open.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from window_driver import rest
from windows_reopened import open_files


def resident_mb() -> float:
    """The resident memory of this process in MB, once freed memory went back (as at rest)."""
    from hearts.ui.platform.memory import give_back_freed_memory

    gc.collect()
    give_back_freed_memory()
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise KeyError("VmRSS")


def drag_sizes(start: tuple[int, int], end: tuple[int, int],
               count: int) -> list[tuple[int, int]]:
    """*count* sizes from *start* to *end*, then back to *start*."""
    there = [(round(start[0] + (end[0] - start[0]) * step / count),
              round(start[1] + (end[1] - start[1]) * step / count))
             for step in range(1, count + 1)]
    return there + there[-2::-1] + [start]


def drag_step(app: Any, size: tuple[int, int]) -> float:
    """The window takes *size* as a drag gives it; the seconds the loop's turn takes."""
    import pygame

    from hearts.ui.platform.window import resize_window

    resize_window(size)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                         h=size[1]))
    began = time.perf_counter()
    app.step()
    return time.perf_counter() - began


def plain_frame_seconds(app: Any, frames: int = 30) -> float:
    """The median time of drawing a whole frame of the table at rest."""
    times = []
    for _ in range(frames):
        began = time.perf_counter()
        app.draw(time.monotonic())
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, default=40)
    parser.add_argument("--start", default="1376x860")
    parser.add_argument("--end", default="1920x1080")
    parser.add_argument("--settle", type=float, default=None,
                        help="seconds a size stays before the layout (default: the game's; "
                             "0: every size of the drag laid out, as before issue 26)")
    args = parser.parse_args()
    start = tuple(int(part) for part in args.start.split("x"))
    end = tuple(int(part) for part in args.end.split("x"))
    assert len(start) == 2 and len(end) == 2
    from hearts.ui.app import App, AppConfig

    home = Path(tempfile.mkdtemp(prefix="dame-de-pique-drag-"))
    settle = {} if args.settle is None else {"resize_settle": args.settle}
    app = App(AppConfig(deal=53, time_scale=0.0, threads=False, size=end, fps=0,
                        max_wait_ms=0, input_grace=0.0, home=home, **settle))
    rest(app)
    frame = plain_frame_seconds(app)
    app.resize(start)
    rest(app)
    before = resident_mb()
    files_before, fonts_before = open_files()
    steps = [drag_step(app, size) for size in drag_sizes(start, end, args.sizes)]
    rest(app)
    for _ in range(3):  # the size settled: the rest's turns of the loop
        time.sleep(0.35)
        rest(app)
    after = resident_mb()
    files, fonts = open_files()
    steps.sort()
    print(f"a plain frame at {end[0]}x{end[1]}: {milliseconds(frame)}")
    print(f"a step of the drag ({len(steps)} steps): median {milliseconds(steps[len(steps) // 2])}"
          f", p95 {milliseconds(steps[int(len(steps) * 0.95)])}, slowest {milliseconds(steps[-1])}")
    print(f"resident memory: {before:.1f} MB before the drag, {after:.1f} MB at rest after it "
          f"({after - before:+.1f} MB)")
    print(f"files open: {files_before} before the drag ({fonts_before} fonts), {files} after "
          f"({fonts} fonts)")
    app.running = False
    app.close()


if __name__ == "__main__":
    main()
