"""The one-window guard no longer turns itself off (issue 43, case 5): a lock that fails for
another reason than another window (the lock's path is a folder, no right to write the
folder) counted the folder as claimed, and two windows wrote over each other. Now such a
window is read-only, as a second window is, and the claim keeps the errno that says why;
only a share without locks still counts as claimed. On real files, without root's rights."""

from __future__ import annotations

import errno
import json
import sys
from pathlib import Path

import pytest

from hearts.store import Stats, Store
from hearts.store.instance import FORWARD_NAME, LOCK_NAME, InstanceClaim
from tests.helpers.disk import run_child

LINUX = pytest.mark.skipif(sys.platform != "linux", reason="Linux permissions")



def test_a_folder_in_place_of_the_lock_makes_the_window_read_only(tmp_path: Path) -> None:
    (tmp_path / LOCK_NAME).mkdir()
    claim = InstanceClaim(tmp_path)
    assert not claim.acquire()
    assert claim.problem == errno.EISDIR and not claim.held
    store = Store(tmp_path)
    assert not store.claim_instance()
    assert store.read_only
    assert not store.save_stats(Stats())
    assert sorted(path.name for path in tmp_path.iterdir()) == [LOCK_NAME]  # no forward ask


def test_a_data_folder_that_cannot_be_made_makes_the_window_read_only(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    claim = InstanceClaim(blocker / "inside")
    assert not claim.acquire()
    assert claim.problem == errno.ENOTDIR


def test_another_window_is_no_problem(tmp_path: Path) -> None:
    first, second = InstanceClaim(tmp_path), InstanceClaim(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    assert second.problem is None
    second.ask_holder_forward()
    assert (tmp_path / FORWARD_NAME).exists()
    first.release()


GUEST = """
import json, sys
from pathlib import Path
from hearts.store import Stats, Store
from hearts.store.instance import InstanceClaim
folder = Path(sys.argv[1])
claim = InstanceClaim(folder)
claimed = claim.acquire()
store = Store(folder)
print(json.dumps({"claimed": claimed, "problem": claim.problem,
                  "store": store.claim_instance(), "read_only": store.read_only,
                  "saved": store.save_stats(Stats())}))
"""


@LINUX
def test_a_data_folder_without_the_right_to_write_makes_the_window_read_only(
        open_folder: Path) -> None:
    locked = open_folder / "data"
    locked.mkdir(mode=0o555)
    done = run_child(GUEST, str(locked), plain_user=True)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"claimed": False, "problem": errno.EACCES,
                                       "store": False, "read_only": True, "saved": False}
    assert list(locked.iterdir()) == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks only")
@pytest.mark.parametrize("code", [errno.ENOSYS, errno.ENOLCK, errno.EOPNOTSUPP])
def test_a_share_without_locks_still_counts_as_claimed(
        code: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import fcntl

    def no_locks(fd: int, operation: int) -> None:
        raise OSError(code, "no locks on this file system")

    monkeypatch.setattr(fcntl, "flock", no_locks)
    claim = InstanceClaim(tmp_path)
    assert claim.acquire()
    assert claim.problem is None
