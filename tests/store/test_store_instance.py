"""One window at a time: a second copy of the game reads but never writes the first one's files."""

from __future__ import annotations

import errno
import importlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hearts.store import Settings, Stats, Store
from hearts.store.files import STALE_TEMP_SECONDS
from hearts.store.instance import FORWARD_NAME, LOCK_NAME
from tests.helpers.store import a_game


def fcntl_module() -> object:
    """The fcntl module, or a stand-in without flock where there is none (Windows)."""
    try:
        return importlib.import_module("fcntl")
    except ImportError:
        return object()


HOLD_CLAIM = """
import sys, time
from pathlib import Path
from hearts.store import Store
store = Store(Path(sys.argv[1]))
print("claimed" if store.claim_instance() else "refused", flush=True)
time.sleep(60)
"""


def test_a_second_store_on_the_same_folder_is_refused_until_the_first_lets_go(
        tmp_path: Path) -> None:
    first, second = Store(tmp_path), Store(tmp_path)
    assert first.claim_instance()
    assert not second.claim_instance()
    assert second.read_only and not first.read_only
    first.release_instance()
    third = Store(tmp_path)
    assert third.claim_instance()
    third.release_instance()


def test_a_refused_store_writes_nothing_and_leaves_the_files_as_they_are(tmp_path: Path) -> None:
    owner = Store(tmp_path)
    assert owner.claim_instance()
    stats, _ = Stats().with_game(won=True, final_score=40, level="medium", game_id="a")
    assert owner.save_stats(stats)
    assert owner.save_game(a_game(3))
    (tmp_path / "settings.json").write_text("{ damaged", encoding="utf-8")
    stale = tmp_path / ".stats.json.12345.tmp"
    stale.write_text("half a save", encoding="utf-8")
    old = time.time() - 2 * STALE_TEMP_SECONDS
    os.utime(stale, (old, old))
    before = {path.name: path.read_bytes() for path in tmp_path.iterdir()}

    guest = Store(tmp_path)
    assert not guest.claim_instance()
    assert guest.load_stats() == stats  # it reads what is there
    assert guest.load_settings() == Settings()  # a damaged file is left for the owner
    assert not guest.save_stats(Stats())
    assert not guest.save_settings(Settings(language="en"))
    assert not guest.save_game(a_game(4))
    guest.clear_game()
    after = {path.name: path.read_bytes() for path in tmp_path.iterdir()}
    assert after.pop(FORWARD_NAME) == b""  # only its request that the owner come forward
    assert after == before
    assert guest.take_notices() == []
    owner.release_instance()


def test_the_claim_holds_across_processes_and_ends_with_a_killed_process(tmp_path: Path) -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLD_CLAIM, str(tmp_path)],
                              stdout=subprocess.PIPE, text=True,
                              cwd=Path(__file__).resolve().parents[2])
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == "claimed"
        assert not Store(tmp_path).claim_instance()
    finally:
        holder.send_signal(signal.SIGKILL if hasattr(signal, "SIGKILL") else signal.SIGTERM)
        holder.wait(timeout=30)
    assert (tmp_path / LOCK_NAME).exists()  # the file stays, but the lock died with its owner
    after = Store(tmp_path)
    assert after.claim_instance()
    after.release_instance()


def test_a_folder_that_cannot_be_locked_is_only_read(tmp_path: Path) -> None:
    """Not claimed as it was: another window might be writing there (issue 43, case 5)."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    store = Store(blocker / "inside")
    assert not store.claim_instance()
    assert store.read_only


@pytest.mark.skipif(not hasattr(fcntl_module(), "flock"), reason="POSIX locks only")
def test_a_share_without_locks_does_not_stop_the_game(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import fcntl

    def no_locks(fd: int, operation: int) -> None:
        raise OSError(errno.ENOSYS, "no locks on this file system")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    store = Store(tmp_path)
    assert store.claim_instance()
    assert not store.read_only
    assert store.save_stats(Stats())
    store.release_instance()
