"""A history the system will not let this user write, or read, or a data folder it cannot
enter (issue 43): never a crash, never set aside as damaged, the player told once, and the
games waiting beside it until it can be written, or, where nothing at all can be written,
the player told that the game will not be kept. Run as a user without root's rights (nobody,
when the tests run as root), on real files."""

from __future__ import annotations

from hearts.store import NoticeKind
from tests.helpers.history_disk import assert_waited_then_kept, open_folder, run_without_root

# Each script keeps g1 in DATA's history, closes it, then takes a right away (SETUP) and
# starts a new store over DATA, its notices taken once.
BEFORE = """
DATA = HOME / "data"
first = Store(DATA)
assert first.keep_game(record("g1"))
first.history.close()
HISTORY = first.path(FileKind.HISTORY)
OUT["before"] = HISTORY.read_bytes().hex()
"""
AFTER = """
store = Store(DATA)
store.take_notices()
"""


def run(setup: str, script: str) -> dict[str, object]:
    """*script* run without root's rights after g1 is kept and *setup* done."""
    with open_folder() as folder:
        return run_without_root(BEFORE + setup + AFTER + script, folder)


def history(notices: object) -> list[list[str]]:
    """The history's notices among *notices* (the child's [kind, file, name])."""
    assert isinstance(notices, list)
    return [notice for notice in notices if notice[1] == "history"]


def test_a_read_only_history_keeps_the_games_aside_until_it_can_be_written() -> None:
    out = run("HISTORY.chmod(0o444)\n", """
OUT["kept"] = store.keep_game(record("g2"))
OUT["told"] = notices(store)
OUT["shown"] = ids(store)
OUT["again"] = store.keep_game(record("g3"))
OUT["told again"] = notices(store)
OUT["files"] = listing(DATA)
HISTORY.chmod(0o644)
OUT["writable"] = store.keep_game(record("g4"))
OUT["after"] = ids(store)
OUT["files after"] = listing(DATA)
OUT["told after"] = notices(store)
""")
    assert_waited_then_kept(out, NoticeKind.READ_ONLY.value)
    assert out["told after"] == []


def test_an_unreadable_history_is_left_alone_and_gets_its_games_later() -> None:
    out = run("HISTORY.chmod(0)\n", """
OUT["shown"] = ids(store)
OUT["kept"] = store.keep_game(record("g2"))
OUT["told"] = notices(store)
OUT["files"] = listing(DATA)
HISTORY.chmod(0o644)
OUT["same"] = HISTORY.read_bytes().hex() == OUT["before"]
OUT["writable"] = store.keep_game(record("g3"))
OUT["after"] = ids(store)
""")
    assert out["shown"] == [] and out["kept"] is False
    assert history(out["told"]) == [[NoticeKind.UNREADABLE.value, "history", ""]]
    assert "history-pending.json" in out["files"]  # type: ignore[operator]
    assert not [name for name in out["files"] if "damaged" in name]  # type: ignore[attr-defined]
    assert out["same"] is True
    assert out["writable"] is True
    assert out["after"] == ["g3", "g2", "g1"]


def test_a_read_only_folder_says_the_game_will_not_be_kept_and_destroys_nothing() -> None:
    out = run("DATA.chmod(0o555)\n", """
OUT["kept"] = store.keep_game(record("g2"))
OUT["shown"] = ids(store)
OUT["again"] = store.keep_game(record("g3"))
OUT["told"] = notices(store)
OUT["files"] = listing(DATA)
OUT["same"] = HISTORY.read_bytes().hex() == OUT["before"]
DATA.chmod(0o755)
OUT["writable"] = store.keep_game(record("g4"))
OUT["after"] = ids(store)
""")
    assert out["kept"] is False and out["again"] is False
    assert history(out["told"]) == [[NoticeKind.NOT_KEPT.value, "history", ""]]
    assert out["shown"] == ["g1"]  # still read
    assert out["same"] is True
    assert out["writable"] is True
    assert out["after"] == ["g4", "g1"]  # the games said not kept were not


def test_a_data_folder_that_cannot_be_entered_is_one_sentence_not_a_crash() -> None:
    out = run("DATA.chmod(0)\n", """
store.load_settings(); store.load_stats(); store.load_game()
OUT["shown"] = ids(store)
OUT["figures"] = len(store.history.figures())
OUT["kept"] = store.keep_game(record("g2"))
OUT["analysis"] = store.history.keep_analysis("g2", 0, "{}")
OUT["told"] = notices(store)
DATA.chmod(0o755)
OUT["same"] = HISTORY.read_bytes().hex() == OUT["before"]
OUT["after"] = ids(Store(DATA))
""")
    assert out["shown"] == [] and out["figures"] == 0
    assert out["kept"] is False and out["analysis"] is False
    assert history(out["told"]) == [[NoticeKind.NOT_KEPT.value, "history", ""]]
    assert out["same"] is True
    assert out["after"] == ["g1"]
