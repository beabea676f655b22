"""Real disks saying no to the history: a child process as a user without root's rights
(`setpriv` as nobody when the tests run as root), a small full disk (a tmpfs mounted inside
`unshare -m`), and a second process holding the database's write lock."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

import hearts

__all__ = ["CHILD_PREAMBLE", "assert_waited_then_kept", "holding_lock", "on_small_disk",
           "open_folder", "run_child", "run_without_root"]

ROOT = Path(hearts.__file__).resolve().parent.parent
NOBODY = 65534

# What each child script starts with: the store, a game to keep, and OUT, the observations
# printed as JSON at its end. sys.argv[1] is the folder it works in.
CHILD_PREAMBLE = '''
import json, os, sys
from datetime import datetime
from pathlib import Path
from hearts.store import FileKind, GameRecord, Store
from tests.helpers.engine import random_game

HOME = Path(sys.argv[1])
MATCH = random_game(7, seed=7, hands=1).to_json()
OUT = {}


def record(game_id, minute=0):
    """A game left after its first hand, ended at 12:*minute*."""
    return GameRecord.of(MATCH, game_id, "hard", False, "abandoned",
                         datetime(2026, 11, 30, 12, minute))


def notices(store):
    """The store's notices as [kind, file, name]."""
    return [[n.kind.value, n.file.value, n.name] for n in store.take_notices()]


def ids(store):
    """The ids of the history's games, the newest first."""
    return [game.game_id for game in store.history.recent()]


def listing(folder):
    """The names in *folder*, sorted."""
    return sorted(os.listdir(folder))
'''
CHILD_END = "\nprint(json.dumps(OUT))\n"


def _environment() -> dict[str, str]:
    """The environment of a child: the checkout first on its path."""
    search = [str(ROOT), os.environ.get("PYTHONPATH", "")]
    return dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, search)),
                PYTHONDONTWRITEBYTECODE="1")


def run_child(command: list[str], script: str, folder: Path) -> dict[str, object]:
    """Run *command* followed by a Python running *script* (after the preamble) on *folder*;
    the observations it printed."""
    source = CHILD_PREAMBLE + script + CHILD_END
    done = subprocess.run([*command, sys.executable, "-c", source, str(folder)],
                          capture_output=True, text=True, env=_environment(), cwd=folder,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _linux_tool(name: str) -> str:
    """The path of a Linux tool these tests need; skipped where there is none (not Linux)."""
    found = shutil.which(name)
    if sys.platform != "linux" or found is None:
        pytest.skip(f"needs Linux and {name}")
    return found


@contextmanager
def open_folder() -> Iterator[Path]:
    """A fresh folder any user may enter and write in (pytest's own are root's only)."""
    folder = Path(tempfile.mkdtemp(prefix="history-disk-"))
    try:
        folder.chmod(0o777)
        yield folder
    finally:
        _open_up(folder)  # a child's chmod 000 must not stop the cleaning
        shutil.rmtree(folder)


def _open_up(folder: Path) -> None:
    """Let this user enter *folder* and every folder under it."""
    folder.chmod(0o700)
    for inner in folder.iterdir():
        if inner.is_dir() and not inner.is_symlink():
            _open_up(inner)


def run_without_root(script: str, folder: Path) -> dict[str, object]:
    """*script* run by a user whose rights are only a user's: nobody when the tests run as
    root (whom no permission stops), else the tests' own user."""
    if not hasattr(os, "geteuid"):
        pytest.skip("needs POSIX permissions")
    if os.geteuid() != 0:
        probe = folder / "probe"
        probe.mkdir()
        probe.chmod(0)
        stopped = not os.access(probe, os.R_OK)
        probe.rmdir()
        if not stopped:
            pytest.skip("chmod has no effect here")
        return run_child([], script, folder)
    return run_child([_linux_tool("setpriv"), f"--reuid={NOBODY}", f"--regid={NOBODY}",
                      "--clear-groups"], script, folder)


def on_small_disk(script: str, folder: Path, size_kib: int) -> dict[str, object]:
    """*script* run on a tmpfs of *size_kib* KiB mounted on *folder*, seen by it alone (a
    mount namespace of its own: as root, or as a user mapped to root)."""
    unshare = _linux_tool("unshare")
    user = [] if os.geteuid() == 0 else ["-r"]
    source = CHILD_PREAMBLE + script + CHILD_END
    inner = (f'mount -t tmpfs -o size={size_kib}k tmpfs "$1" && exec "$2" -c "$3" "$1"')
    done = subprocess.run([unshare, "-m", *user, "sh", "-c", inner, "sh", str(folder),
                           sys.executable, source], capture_output=True, text=True,
                          env=_environment(), timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


# Holds the write lock of the database named by sys.argv[1] (BEGIN IMMEDIATE, or the
# mode in sys.argv[2]) until its standard input closes; says "locked" once it holds it.
LOCKER = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN " + sys.argv[2])
print("locked", flush=True)
sys.stdin.read()
connection.rollback()
"""


@contextmanager
def holding_lock(database: Path, mode: str = "IMMEDIATE") -> Iterator[None]:
    """A second process holds *database*'s write lock (*mode*: IMMEDIATE or EXCLUSIVE)
    while the block runs."""
    with subprocess.Popen([sys.executable, "-c", LOCKER, str(database), mode],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as locker:
        assert locker.stdout is not None and locker.stdin is not None
        assert locker.stdout.readline() == "locked\n", "the locker did not start"
        try:
            yield
        finally:
            locker.stdin.close()
            deadline = time.monotonic() + 10
            while locker.poll() is None and time.monotonic() < deadline:
                time.sleep(0.01)
            if locker.poll() is None:
                locker.kill()


def assert_waited_then_kept(out: dict[str, object], kind: str) -> None:
    """What a child's run in *out* shows of a history that said no (*kind*: its notice)
    and then yes: told once, still read, the games waiting in the pending file and none set
    aside, then every game recorded in order and the pending file gone."""
    assert out["kept"] is False and out["again"] is False
    assert out["told"] == [[kind, "history", ""]]
    assert out["told again"] == []
    assert out["shown"] == ["g1"]  # still read
    files = out["files"]
    assert isinstance(files, list) and "history-pending.json" in files
    assert not [name for name in files if "damaged" in name]
    assert out["writable"] is True
    assert out["after"] == ["g4", "g3", "g2", "g1"]
    after = out["files after"]
    assert isinstance(after, list) and "history-pending.json" not in after

