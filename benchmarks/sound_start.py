"""How long a sound takes to start when the audio device was closed at rest (issue 26: the
device is open only while sounds play) against when it is open.

Usage: ``python benchmarks/sound_start.py [--times 20]``

Uses SDL's audio driver of the environment (SDL_AUDIODRIVER; dummy when unset). Prints the
median time of Sounds.play: with the device open, and for the first sound after the device
closed (it opens the device and reads the nine effects again).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def play_seconds(times: int, close_between: bool) -> float:
    """The median seconds of one Sounds.play, the device closed before each or left open."""
    from hearts.ui.kit.sound import QUIET_SECONDS, Sounds

    sounds = Sounds()
    sounds.play("play")
    measured = []
    for _ in range(times):
        if close_between:
            sounds.rest(time.monotonic() + QUIET_SECONDS + 60)
        began = time.perf_counter()
        sounds.play("play")
        measured.append(time.perf_counter() - began)
    sounds.rest(time.monotonic() + QUIET_SECONDS + 60)
    return statistics.median(measured)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--times", type=int, default=20)
    args = parser.parse_args()
    import pygame

    pygame.init()
    pygame.mixer.quit()
    print(f"audio driver: {os.environ['SDL_AUDIODRIVER']}")
    print(f"a sound, the device open: {play_seconds(args.times, False) * 1000:.2f} ms")
    print(f"the first sound after the device closed: "
          f"{play_seconds(args.times, True) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
