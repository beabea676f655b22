"""The memory the game holds: the window's process after a whole hand, and the bots' worker.

Usage: ``python benchmarks/memory.py [--size 1920x1080] [--deal 4242] [--time-scale 0.25]``

Opens the real window headless (SDL's dummy drivers) at *size*, with its real worker
process, and plays a whole hand: South passes its three first cards and plays its first
legal card, as the tests do; the bots answer from their worker; cards fly at *time-scale*
of their normal speed, so every picture a hand shows is made. Once the end-of-hand panel
is open, it prints the resident memory (VmRSS, and the peak VmHWM) of the window's process
and of the workers (the bots' and Expert's replays', À votre place), read from /proc (Linux).
Targets: 120 MB and 40 MB.

Only the standard library is imported at the top: the worker is a spawned interpreter,
which imports this script again as its main module, as it imports `hearts.__main__` when
the game runs; pygame here would be counted in the worker too.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from window_driver import hand_over, play_until


def status_kilobytes(pid: int | str, field: str) -> int:
    """A VmRSS-like *field* of /proc/PID/status, in kB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def measure(size: tuple[int, int], deal: int, time_scale: float) -> dict[str, int]:
    """Play a hand in a window of *size*; the kB each process holds."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from hearts.ui.app import App, AppConfig

    app = App(AppConfig(deal=deal, size=size, threads=True, time_scale=time_scale,
                        home=Path(tempfile.mkdtemp())))
    try:
        play_until(app, hand_over)
        workers = {_worker_kind(pid): pid for pid in _children()}
        if "worker" not in workers:
            raise RuntimeError(f"no bots' worker among {sorted(workers)}")
        kilobytes = {"window": status_kilobytes("self", "VmRSS"),
                     "window_peak": status_kilobytes("self", "VmHWM")}
        for kind, pid in workers.items():
            kilobytes[kind] = status_kilobytes(pid, "VmRSS")
            kilobytes[f"{kind}_peak"] = status_kilobytes(pid, "VmHWM")
        return kilobytes
    finally:
        app.close()


def _children() -> list[int]:
    """The worker processes the window started."""
    return [child.pid for child in multiprocessing.active_children() if child.pid is not None]


def _worker_kind(pid: int) -> str:
    """"worker" for the bots' worker; "replays" for the one that plays each hand again as
    Expert (À votre place), which runs at a lower priority (BotExecutor(nice=...))."""
    return "replays" if os.getpriority(os.PRIO_PROCESS, pid) > os.getpriority(
        os.PRIO_PROCESS, 0) else "worker"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--deal", type=int, default=4242)
    parser.add_argument("--time-scale", type=float, default=0.25)
    options = parser.parse_args()
    width, height = (int(part) for part in options.size.split("x"))
    kilobytes = measure((width, height), options.deal, options.time_scale)
    print(f"window process after a whole hand at {width}x{height}: "
          f"{kilobytes['window'] / 1024:.1f} MB resident "
          f"(peak {kilobytes['window_peak'] / 1024:.1f})")
    print(f"bots' worker process: {kilobytes['worker'] / 1024:.1f} MB resident "
          f"(peak {kilobytes['worker_peak'] / 1024:.1f})")
    if "replays" in kilobytes:
        print(f"Expert's replays process: {kilobytes['replays'] / 1024:.1f} MB resident "
              f"(peak {kilobytes['replays_peak'] / 1024:.1f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
