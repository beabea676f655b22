"""What windows opened and closed one after another in one process leave behind: the files
still open and the resident memory (the test suite and the self-test open many windows).

Usage: ``python benchmarks/windows_reopened.py [--windows 12]``

Each window (headless, bots on the main thread) comes to rest on a deal, opens Options,
is resized, and closes. Prints, after the first window and after the last: the files the
process holds open (and how many are fonts) and its resident memory (VmRSS, after a garbage
collection), read from /proc (Linux). Target (issue 26): no file left open, at most 15 MB
more after twelve windows than after the first.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from window_driver import rest


def open_files() -> tuple[int, int]:
    """How many files the process holds open, and how many of them are fonts."""
    total = fonts = 0
    for entry in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{entry}")
        except OSError:
            continue
        total += 1
        fonts += target.endswith((".ttf", ".otf"))
    return total, fonts


def resident_mb() -> float:
    """The resident memory of this process, in MB, after a garbage collection."""
    gc.collect()
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise KeyError("VmRSS")


def one_window(home: Path) -> None:
    """Open a window, bring it to rest, open Options, resize it, close it."""
    from hearts.ui.app import App, AppConfig

    app = App(AppConfig(deal=53, time_scale=0.0, threads=False, size=(1280, 800), fps=0,
                        max_wait_ms=0, input_grace=0.0, home=home))
    rest(app)
    app.dialogs.action_options()
    rest(app)
    app.resize((1000, 700))
    rest(app)
    app.running = False
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--windows", type=int, default=12)
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="dame-de-pique-windows-"))
    one_window(home)
    files, fonts = open_files()
    first = resident_mb()
    print(f"after 1 window: {files} files open ({fonts} fonts), {first:.1f} MB resident")
    for _ in range(args.windows - 1):
        one_window(home)
    files, fonts = open_files()
    last = resident_mb()
    print(f"after {args.windows} windows: {files} files open ({fonts} fonts), "
          f"{last:.1f} MB resident ({last - first:+.1f} MB)")


if __name__ == "__main__":
    main()
