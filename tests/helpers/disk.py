"""Real disks that say no, for the tests of issue 43: a child Python without root's rights,
bounded in time and memory so that a file which is not a file (a FIFO, /dev/zero) can never
hang nor swamp the test run.

Tests and CI run as root, whom permissions do not stop: the child then runs as root with
every capability dropped (`setpriv --bounding-set=-all`), so the owner's bits of a folder
made read-only decide, as for any user. A plain uid such as nobody's is not used, since the
interpreter may live in root's own folder (pyenv under /root, mode 0700), out of its reach.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Final

__all__ = ["run_child"]

ROOT: Final = Path(__file__).resolve().parents[2]
CHILD_MEMORY: Final = 2 << 30  # bytes of address space a child may take (/dev/zero stops here)
CHILD_SECONDS: Final = 60.0
PLAIN_USER: Final = ("setpriv", "--bounding-set=-all", "--inh-caps=-all", "--ambient-caps=-all")


def _limit_memory() -> None:
    """In the child, before it runs: at most CHILD_MEMORY of address space."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY, CHILD_MEMORY))


def run_child(code: str, *args: str, plain_user: bool = False,
              env: dict[str, str] | None = None,
              timeout: float = CHILD_SECONDS) -> subprocess.CompletedProcess[str]:
    """Run *code* with *args* in a fresh Python from the checkout; its output as text.
    *plain_user*: without root's rights. A child past *timeout* fails the test."""
    command = [sys.executable, "-c", code, *args]
    if plain_user and os.geteuid() == 0:
        command = [*PLAIN_USER, *command]
    environment = {**os.environ, **(env or {}), "PYTHONPATH": str(ROOT)}
    return subprocess.run(command, cwd=ROOT, env=environment, capture_output=True, text=True,
                          timeout=timeout, check=False, preexec_fn=_limit_memory)
