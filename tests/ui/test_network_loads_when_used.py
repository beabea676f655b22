"""The network's libraries (websockets, zeroconf: about 12 MB) load when the person plays
with friends, not with the window: a game of one never pays for them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECK = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
import hearts.ui.app, hearts.ui.table.friends.session
print(sorted(name for name in ("websockets", "zeroconf") if name in sys.modules))
"""


def test_the_window_starts_without_the_network_libraries() -> None:
    done = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"
