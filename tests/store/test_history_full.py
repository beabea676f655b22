"""A full disk is not a damaged history (issue 43): on a small real disk (a tmpfs of its
own), the history stays where it is at every start, the player is told once, the games
wait beside it while there is room for them, and are recorded once there is room again;
with no room at all, the player is told that the game will not be kept."""

from __future__ import annotations

from hearts.store import NoticeKind
from tests.helpers.history_disk import assert_waited_then_kept, on_small_disk, open_folder

DISK_KIB = 256
# g1 kept and the history closed; then ROOM bytes are all that is left on the disk.
FILL = """
DATA = HOME / "data"
first = Store(DATA)
assert first.keep_game(record("g1"))
first.history.close()
HISTORY = first.path(FileKind.HISTORY)
before = HISTORY.read_bytes()
room, filler = HOME / "room", HOME / "filler"
room.write_bytes(b"r" * ROOM)
try:
    with open(filler, "wb") as out:
        while True:
            out.write(b"x" * 1024)
            out.flush()
except OSError:
    pass
room.unlink()
store = Store(DATA)
store.take_notices()
"""


def run(room: int, script: str) -> dict[str, object]:
    """*script* on a full small disk with *room* bytes free."""
    with open_folder() as folder:
        return on_small_disk(f"ROOM = {room}\n" + FILL + script, folder, DISK_KIB)


def test_a_full_disk_keeps_the_games_beside_the_history_until_there_is_room() -> None:
    out = run(40 * 1024, """
OUT["kept"] = store.keep_game(record("g2"))
OUT["told"] = notices(store)
OUT["again"] = store.keep_game(record("g3"))
OUT["shown"] = ids(store)
OUT["told again"] = notices(store)
OUT["files"] = listing(DATA)
OUT["same"] = HISTORY.read_bytes() == before
filler.unlink()
OUT["writable"] = store.keep_game(record("g4"))
OUT["after"] = ids(store)
OUT["files after"] = listing(DATA)
""")
    assert out["same"] is True
    assert_waited_then_kept(out, NoticeKind.FULL.value)


def test_a_disk_with_no_room_at_all_says_the_game_will_not_be_kept_at_every_start() -> None:
    out = run(0, """
OUT["kept"] = store.keep_game(record("g2"))
OUT["told"] = notices(store)
OUT["shown"] = ids(store)
OUT["told again"] = notices(store)
store.history.close()
restart = Store(DATA)
restart.take_notices()
OUT["restart shown"] = ids(restart)
OUT["restart kept"] = restart.keep_game(record("g3"))
OUT["restart told"] = notices(restart)
restart.history.close()
OUT["files"] = listing(DATA)
OUT["same"] = HISTORY.read_bytes() == before
filler.unlink()
OUT["writable"] = restart.keep_game(record("g4"))
OUT["after"] = ids(restart)
""")
    assert out["kept"] is False and out["restart kept"] is False
    assert out["told"] == [[NoticeKind.NOT_KEPT.value, "history", ""]]
    assert out["told again"] == []
    assert out["shown"] == out["restart shown"] == ["g1"]
    assert out["restart told"] == [[NoticeKind.NOT_KEPT.value, "history", ""]]
    assert not [name for name in out["files"] if "damaged" in name]  # type: ignore[attr-defined]
    assert "history-pending.json" not in out["files"]  # type: ignore[operator]
    assert out["same"] is True
    assert out["writable"] is True
    assert out["after"] == ["g4", "g1"]
