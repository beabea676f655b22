"""The bots' worker process ends with the window's process, however that ends (issue 16).

Each test starts the real game (headless) in a process of its own, with a user folder of
its own. Every process the game starts inherits that folder's path in its environment,
which is how the tests find them all, even once the game is gone and they have a new
parent. Linux only: the helpers read /proc.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts.store import Store

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="finds the game's processes through /proc")

GONE_WITHIN = 5.0  # seconds the worker may take to end once the window's process is gone
START_WITHIN = 30.0  # seconds the game may take to open and start its worker
POLL = 0.05

# The game as `python -m hearts --deal 5` runs it, with two additions: once its bots' worker
# has answered a first question (so it waits in its loop), the file "ready" appears; once
# the file "act-now" appears, the loop raises, ends the process at once, or quits as a
# person would ("fallback": after a question answered by the fallback thread).
SCRIPT = """
import os, sys
from pathlib import Path
import pygame
from hearts.__main__ import main
from hearts.ui.app import App

action, folder = sys.argv[1], Path(sys.argv[2])
start, step = App.__init__, App.step

def start_then_wait_for_the_worker(self, config=None):
    start(self, config)
    worker = self.controller.flow.questions.executor
    pid = worker.submit(os.getpid).result(timeout=30)
    assert pid != os.getpid()
    (folder / "ready.tmp").write_text(str(pid))
    (folder / "ready.tmp").replace(folder / "ready")  # the bots' worker's pid, whole

def step_then_act(self):
    step(self)
    if not (folder / "act-now").exists():
        return
    if action == "raise":
        raise RuntimeError("a bug inside the loop")
    if action == "exit":
        os._exit(70)
    if action == "fallback":
        worker = self.controller.flow.questions.executor
        assert worker.submit(os.getpid).result(timeout=30) == os.getpid()
    pygame.event.post(pygame.event.Event(pygame.QUIT))

App.__init__, App.step = start_then_wait_for_the_worker, step_then_act
sys.exit(main(["--deal", "5"]))
"""


def game_environment(home: Path) -> dict[str, str]:
    """The environment of a headless game on the user folder *home*."""
    return {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
            "DAME_DE_PIQUE_HOME": str(home), "PYTHONUNBUFFERED": "1"}


def processes_on(home: Path) -> set[int]:
    """The running (not zombie) processes whose environment names the user folder *home*."""
    marker = f"DAME_DE_PIQUE_HOME={home}".encode()
    found: set[int] = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and entry.name != str(os.getpid()):
            try:
                if marker in (entry / "environ").read_bytes().split(b"\0"):
                    found.add(int(entry.name))
            except OSError:  # gone meanwhile, or not ours
                continue
    return found


def parent_of(pid: int) -> int | None:
    """The parent of *pid* (None once it is gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return int(stat.rsplit(")", 1)[1].split()[1])


def command_of(pid: int) -> str:
    """The command line of *pid*, its words joined by spaces ("" once it is gone)."""
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def children_once_ready(game: subprocess.Popen[bytes], home: Path) -> set[int]:
    """The game's children, once its bots' worker (one of them) has answered."""
    deadline = time.monotonic() + START_WITHIN
    while not (home / "ready").exists():
        if game.poll() is not None:
            pytest.fail(f"the game ended early ({game.returncode}): {errors_of(home)}")
        if time.monotonic() > deadline:
            pytest.fail("the game's bots' worker never answered")
        time.sleep(POLL)
    children = {pid for pid in processes_on(home) if parent_of(pid) == game.pid}
    assert any("spawn_main" in command_of(pid) for pid in children), children
    return children


def seconds_until_none_on(home: Path) -> float:
    """How long until no process runs on *home* any more (at most GONE_WITHIN, and a bit)."""
    start = time.monotonic()
    while processes_on(home) and time.monotonic() - start < GONE_WITHIN:
        time.sleep(POLL)
    return time.monotonic() - start


def assert_nothing_left_on(home: Path) -> None:
    """Every process of the game ends within GONE_WITHIN seconds."""
    elapsed = seconds_until_none_on(home)
    left = {pid: command_of(pid) for pid in processes_on(home)}
    assert not left, f"still running {elapsed:.1f} s after the game ended: {left}"


def kill_all_on(home: Path) -> None:
    """Kill what still runs on *home*: the resource tracker last, once it could clean up.

    It ends by itself, removing the pool's semaphores, when the others are gone; killed
    first, it would leave them in /dev/shm.
    """
    trackers = {pid for pid in processes_on(home) if "resource_tracker" in command_of(pid)}
    for pid in processes_on(home) - trackers:
        os.kill(pid, signal.SIGKILL)
    seconds_until_none_on(home)
    for pid in processes_on(home):
        os.kill(pid, signal.SIGKILL)


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Path]:
    """A user folder of the test's own; whatever still runs on it at the end is killed."""
    yield tmp_path
    kill_all_on(tmp_path)


def start_game(home: Path, *arguments: str) -> subprocess.Popen[bytes]:
    """The game, started headless on *home* with *arguments* after the interpreter.

    Its output goes to files, not pipes: its children inherit them, and a pipe would not
    close before they end.
    """
    with (home / "stdout.txt").open("wb") as out, (home / "stderr.txt").open("wb") as errors:
        return subprocess.Popen([sys.executable, *arguments], env=game_environment(home),
                                stdout=out, stderr=errors)


def errors_of(home: Path) -> str:
    """What the game wrote on stderr."""
    return (home / "stderr.txt").read_text(errors="replace")


def start_window(home: Path, action: str) -> subprocess.Popen[bytes]:
    """The game's window (see SCRIPT), to do *action* once the file "act-now" appears."""
    return start_game(home, "-c", SCRIPT, action, str(home))


def test_the_worker_ends_when_the_window_is_killed(home: Path) -> None:
    game = start_window(home, "none")
    children_once_ready(game, home)
    game.kill()  # SIGKILL: no finally, no atexit, nothing of Python runs
    game.wait(timeout=10)
    assert_nothing_left_on(home)


@pytest.mark.parametrize("action", ["raise", "exit"])
def test_the_worker_ends_when_the_window_crashes(home: Path, action: str) -> None:
    game = start_window(home, action)
    children_once_ready(game, home)
    (home / "act-now").touch()
    assert game.wait(timeout=20) == (1 if action == "raise" else 70), errors_of(home)
    if action == "raise":
        assert "RuntimeError: a bug inside the loop" in errors_of(home)
    assert_nothing_left_on(home)


def test_a_normal_quit_leaves_nothing_running(home: Path) -> None:
    game = start_window(home, "quit")
    children_once_ready(game, home)
    (home / "act-now").touch()
    assert game.wait(timeout=20) == 0, errors_of(home)
    assert_nothing_left_on(home)


def test_a_game_gone_on_with_the_thread_fallback_leaves_nothing_running(home: Path) -> None:
    game = start_window(home, "fallback")
    children = children_once_ready(game, home)
    worker = int((home / "ready").read_text())  # the bots' worker, not À votre place's
    assert worker in children
    os.kill(worker, signal.SIGKILL)  # the worker dies: the bots go on in a thread
    (home / "act-now").touch()
    assert game.wait(timeout=20) == 0, errors_of(home)
    assert_nothing_left_on(home)


def test_a_selftest_refused_by_another_window_leaves_nothing_running(home: Path) -> None:
    holder = Store(home)
    assert holder.claim_instance()  # another window holds the folder
    try:
        game = start_game(home, "-m", "hearts", "--selftest")
        assert game.wait(timeout=30) == 1, errors_of(home)
        assert_nothing_left_on(home)
    finally:
        holder.release_instance()
