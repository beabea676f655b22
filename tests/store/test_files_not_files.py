"""Only regular files are read, and only up to a size (issue 43, case 4): a FIFO in place of
settings.json blocked the start forever, a link to /dev/zero was read until memory ran out.
Anything else is refused as damage: moved aside, with the damaged file's notice.

The store runs in a child process with a time and memory limit (tests.helpers.disk), so
that the old behaviour fails the test instead of hanging or swamping the run."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from hearts.store import FileKind, Notice, NoticeKind, Settings, Store
from hearts.store.files import MOST_BYTES
from tests.helpers.disk import run_child
from tests.helpers.store import PutFile

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX files")

LOAD = """
import json, sys
from pathlib import Path
from hearts.store import Store
store = Store(Path(sys.argv[1]))
settings, stats, game = store.load_settings(), store.load_stats(), store.load_game()
print(json.dumps({"settings": settings.to_json_dict(), "stats": stats.to_json_dict(),
                  "game": game is not None,
                  "notices": [[n.kind.value, n.file.value] for n in store.take_notices()]}))
"""


def load_in_child(home: Path) -> dict[str, object]:
    """What a store on *home* loads, from a child that must finish within 30 s."""
    done = run_child(LOAD, str(home), timeout=30)
    assert done.returncode == 0, done.stderr
    loaded: dict[str, object] = json.loads(done.stdout)
    return loaded


def test_a_fifo_in_place_of_the_settings_is_set_aside_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "settings.json")
    loaded = load_in_child(tmp_path)
    assert loaded["notices"] == [["damaged", "settings"]]
    assert not (tmp_path / "settings.json").exists()
    (aside,) = tmp_path.glob("settings.json.damaged-*")
    assert aside.is_fifo()
    assert Store(tmp_path).load_settings() == Settings()


def test_a_link_to_an_endless_device_is_refused_without_reading_it(tmp_path: Path) -> None:
    (tmp_path / "stats.json").symlink_to("/dev/zero")
    (tmp_path / "game.json").symlink_to("/dev/zero")
    loaded = load_in_child(tmp_path)
    assert loaded["game"] is False
    assert sorted(map(tuple, loaded["notices"])) == [  # type: ignore[call-overload]
        ("damaged", "game"), ("damaged", "stats")]
    assert len(list(tmp_path.glob("*.json.damaged-*"))) == 2


def test_a_file_larger_than_any_the_game_writes_is_damage(store: Store,
                                                          put_file: PutFile) -> None:
    settings = json.dumps(Settings(felt="blue").to_json_dict()).encode()
    put_file(FileKind.SETTINGS, settings + b" " * MOST_BYTES)
    assert store.load_settings() == Settings()
    assert store.take_notices() == [Notice(NoticeKind.DAMAGED, FileKind.SETTINGS)]
    assert list(store.config_dir.glob("settings.json.damaged-*"))


def test_a_link_to_a_regular_file_is_still_read(store: Store, tmp_path: Path) -> None:
    """Dotfile managers keep settings.json elsewhere and link it: that is a file."""
    kept = tmp_path / "kept-settings.json"
    kept.write_text(json.dumps(Settings(felt="blue").to_json_dict()), encoding="utf-8")
    store.config_dir.mkdir(parents=True, exist_ok=True)
    store.path(FileKind.SETTINGS).symlink_to(kept)
    assert store.load_settings() == Settings(felt="blue")
    assert store.take_notices() == []
