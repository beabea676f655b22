"""A read-only or full disk: the game goes on, one "cannot save" notice, saving retried."""

from __future__ import annotations

import errno
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

import pytest

from hearts.store import FileKind, Notice, NoticeKind, Settings, Stats, Store
from hearts.store.files import STALE_TEMP_SECONDS
from tests.helpers.disk import run_child
from tests.helpers.store import a_game

CANNOT_SAVE_GAME = Notice(NoticeKind.CANNOT_SAVE, FileKind.GAME)


class Disk:
    """A switch that makes one os function fail with a given errno while it is on."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, name: str, code: int) -> None:
        self.broken = True
        real: Callable[..., Any] = getattr(os, name)

        def maybe_fail(*args: Any, **kwargs: Any) -> Any:
            if self.broken:
                raise OSError(code, os.strerror(code))
            return real(*args, **kwargs)

        monkeypatch.setattr(os, name, maybe_fail)


def leftovers(folder: Path) -> list[str]:
    """Temporary files left in *folder*."""
    return [name for name in os.listdir(folder) if name.endswith(".tmp")]


@pytest.mark.parametrize(
    ("function", "code"),
    [
        ("replace", errno.EROFS),
        ("write", errno.ENOSPC),
        ("fsync", errno.EIO),
        ("open", errno.EACCES),
    ],
)
def test_failing_disk_gives_one_notice_and_saving_resumes(
    function: str, code: int, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.save_game(a_game(10))
    disk = Disk(monkeypatch, function, code)

    assert not store.save_game(a_game(1))
    assert not store.save_game(a_game(2))
    assert store.take_notices() == [CANNOT_SAVE_GAME]
    assert not store.save_game(a_game(3))
    assert store.take_notices() == []  # not again while the disk stays bad
    assert leftovers(store.data_dir) == []

    disk.broken = False  # reading opens the file too
    assert Store().load_game() == a_game(10)  # the old file is whole
    assert store.save_game(a_game(4))
    assert Store().load_game() == a_game(4)
    assert store.take_notices() == []

    disk.broken = True
    assert not store.save_game(a_game(5))
    assert store.take_notices() == [CANNOT_SAVE_GAME]  # told again after a good save


def test_each_file_tells_its_own_failure_once(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    Disk(monkeypatch, "replace", errno.ENOSPC)
    for _ in range(3):
        store.save_game(a_game(1))
        store.save_stats(Stats(games_played=1))
        store.save_settings(Settings(pace="fast"))
    assert store.take_notices() == [
        CANNOT_SAVE_GAME,
        Notice(NoticeKind.CANNOT_SAVE, FileKind.STATS),
        Notice(NoticeKind.CANNOT_SAVE, FileKind.SETTINGS),
    ]


def test_clearing_on_a_read_only_disk_tells_once(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.save_game(a_game(1))
    disk = Disk(monkeypatch, "unlink", errno.EROFS)
    store.clear_game()
    store.clear_game()
    assert store.take_notices() == [CANNOT_SAVE_GAME]
    disk.broken = False
    store.clear_game()
    assert Store().load_game() is None


def test_clear_game_forgets_the_game(store: Store) -> None:
    store.save_game(a_game(1))
    store.clear_game()
    store.clear_game()  # nothing to clear is fine
    assert Store().load_game() is None
    assert store.take_notices() == []


def test_a_home_that_cannot_be_a_folder_gives_defaults_and_one_notice(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    store = Store(blocker / "home")
    assert store.load_settings() == Settings()
    assert not store.save_settings(Settings())
    assert store.take_notices() == [Notice(NoticeKind.CANNOT_SAVE, FileKind.SETTINGS)]


READ_ONLY_FOLDER: Final = """
import stat, sys
from pathlib import Path
from hearts.store import FileKind, Notice, NoticeKind, Store
from tests.helpers.disk import run_child
from tests.helpers.store import a_game
store = Store(Path(sys.argv[1]))
assert store.save_game(a_game(10))
store.data_dir.chmod(stat.S_IRUSR | stat.S_IXUSR)
try:
    assert not store.save_game(a_game(1)), "written in a read-only folder"
    assert not store.save_game(a_game(2))
    assert store.take_notices() == [Notice(NoticeKind.CANNOT_SAVE, FileKind.GAME)]
finally:
    store.data_dir.chmod(stat.S_IRWXU)
assert store.save_game(a_game(3))
assert Store(Path(sys.argv[1])).load_game() == a_game(3)
print("ok")
"""


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_read_only_folder_is_said_once_and_saving_resumes_after(tmp_path: Path) -> None:
    home = tmp_path / "home"  # a child without root's rights: the folder's bits bind it
    done = run_child(READ_ONLY_FOLDER, str(home), plain_user=True)
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr


def test_no_temporary_file_is_left_after_saving(store: Store) -> None:
    for move in range(1, 6):
        store.save_game(a_game(move))
        store.save_stats(Stats(games_played=move))
    assert sorted(os.listdir(store.data_dir)) == ["game.json", "stats.json"]


def test_stale_temporaries_are_removed_when_loading(store: Store) -> None:
    store.data_dir.mkdir(parents=True)
    stale = store.data_dir / ".game.json.abc123.tmp"
    fresh = store.data_dir / ".game.json.def456.tmp"
    unrelated = store.data_dir / "notes.tmp"
    for path in (stale, fresh, unrelated):
        path.write_text("{")
    old = time.time() - STALE_TEMP_SECONDS - 60
    os.utime(stale, (old, old))
    os.utime(unrelated, (old, old))
    assert store.load_game() is None
    assert not stale.exists()
    assert fresh.exists()  # perhaps another copy of the game writing right now
    assert unrelated.exists()
    assert store.take_notices() == []
