"""The history of games: every game ended or left kept whole in SQLite, its figures right,
a damaged or newer file handled with one notice, a second window never writing, and a
writer killed at any moment leaving only whole games."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import pytest

import hearts
from hearts.engine import QUEEN_OF_SPADES, Match, MoonShot, Phase, Rules, Seat, TrickTaken
from hearts.store import FileKind, GameRecord, Level, Notice, NoticeKind, Store
from hearts.store.history import HISTORY_SCHEMA, Result
from tests.helpers.store import PutFile

NOON = datetime(2026, 11, 30, 12, 0)


def played(deal: int, *, hands: int | None = None, seed: int = 0,
           rules: Rules | None = None) -> tuple[Match, dict[str, int]]:
    """Deal *deal* played with random legal cards (to its end, or *hands* hands), and
    South's figures counted from the events as they happen."""
    rng = random.Random(seed)
    match = Match(deal, rules)
    seen = {"hands": 0, "points": 0, "queens": 0, "moons_shot": 0, "moons_against": 0}
    while match.phase is not Phase.GAME_OVER and (hands is None or seen["hands"] < hands):
        if match.phase is Phase.HAND_OVER:
            match.start_next_hand()
        elif match.phase is Phase.PASSING:
            for seat in Seat:
                match.pass_cards(seat, rng.sample(match.hand(seat), 3))
        else:
            assert match.turn is not None
            events = match.play(match.turn, rng.choice(match.legal_plays(match.turn)))
            for event in events:
                if isinstance(event, TrickTaken) and QUEEN_OF_SPADES in event.cards:
                    seen["queens"] += event.winner is Seat.SOUTH
                if isinstance(event, MoonShot):
                    seen["moons_shot" if event.seat is Seat.SOUTH else "moons_against"] += 1
            if match.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
                seen["hands"] += 1
                seen["points"] += match.hand_points[Seat.SOUTH]
    return match, seen


def record(match: Match, game_id: str, result: Result = "lost", level: Level = "hard",
           when: datetime = NOON) -> GameRecord:
    return GameRecord.of(match.to_json(), game_id, level, False, result, when)


def test_a_game_kept_comes_back_whole_with_its_figures(store: Store) -> None:
    match, seen = played(4242)
    assert store.keep_game(record(match, "g1", "won"))
    [kept] = Store().history.recent()  # read back by another store, from the disk
    assert (kept.game_id, kept.deal, kept.result, kept.level) == ("g1", 4242, "won", "hard")
    assert kept.totals == match.totals
    assert kept.match().totals == match.totals  # the actions replay to the same end
    assert (kept.hands, kept.points, kept.queens, kept.moons_shot, kept.moons_against) == (
        seen["hands"], seen["points"], seen["queens"], seen["moons_shot"],
        seen["moons_against"])
    assert kept.hands == len(match.score_sheet)


def test_a_game_left_counts_its_finished_hands_only(store: Store) -> None:
    match, seen = played(77, hands=2)
    match.start_next_hand()
    assert store.keep_game(record(match, "left", "abandoned"))
    kept = store.history.game("left")
    assert kept is not None and kept.result == "abandoned"
    assert kept.hands == seen["hands"] == 2
    assert kept.points == seen["points"] == sum(sheet[Seat.SOUTH] for sheet in match.score_sheet)


def test_figures_sum_each_level_apart(store: Store) -> None:
    levels: tuple[tuple[int, Level], ...] = ((1, "hard"), (2, "hard"), (3, "easy"))
    games = [(played(deal, hands=3, seed=deal), level) for deal, level in levels]
    for number, ((match, _), level) in enumerate(games):
        store.keep_game(record(match, f"g{number}", level=level))
    figures = store.history.figures()
    hard = [seen for (_, seen), level in games if level == "hard"]
    assert figures["hard"].games == 2
    assert figures["hard"].hands == 6
    assert figures["hard"].points == sum(seen["points"] for seen in hard)
    assert figures["hard"].points_per_hand == pytest.approx(figures["hard"].points / 6)
    assert figures["easy"].queens == games[2][0][1]["queens"]
    assert "medium" not in figures


def test_recent_games_newest_first_and_at_most_the_limit(store: Store) -> None:
    match, _ = played(9, hands=1)
    for minute in range(7):
        store.keep_game(record(match, f"g{minute}", when=NOON.replace(minute=minute)))
    assert [game.game_id for game in store.history.recent(limit=3)] == ["g6", "g5", "g4"]


def test_keeping_a_game_twice_keeps_it_once(store: Store) -> None:
    match, _ = played(5, hands=1)
    store.keep_game(record(match, "same", "abandoned"))
    store.keep_game(record(match, "same", "lost"))  # kept already: left as it was
    assert [(game.game_id, game.result) for game in store.history.recent()] == [
        ("same", "abandoned")]


@pytest.mark.parametrize("content", [b"", b"not a database at all \x00\xff" * 40,
                                     b"SQLite format 3\x00" + b"\x00" * 200])
def test_a_damaged_history_is_moved_aside_and_a_new_one_begins(
        store: Store, put_file: PutFile, content: bytes) -> None:
    path = put_file(FileKind.HISTORY, content)
    match, _ = played(3, hands=1)
    assert store.keep_game(record(match, "after"))
    assert [game.game_id for game in store.history.recent()] == ["after"]
    if content:
        [aside] = path.parent.glob("history-damaged-*.sqlite3")
        assert store.take_notices() == [Notice(NoticeKind.DAMAGED, FileKind.HISTORY,
                                               aside.name)]
        assert aside.read_bytes() == content
    else:
        assert store.take_notices() == []  # an empty file is a new database


def test_a_history_from_a_newer_version_is_left_alone(store: Store) -> None:
    path = store.path(FileKind.HISTORY)
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as connection:
        connection.execute(f"PRAGMA user_version = {HISTORY_SCHEMA + 1}")
    before = path.read_bytes()
    match, _ = played(3, hands=1)
    assert not store.keep_game(record(match, "g"))
    assert store.take_notices() == [Notice(NoticeKind.NEWER_SCHEMA, FileKind.HISTORY)]
    assert path.read_bytes() == before


def test_a_second_window_reads_the_history_and_never_writes_it(home: Path) -> None:
    first = Store()
    assert first.claim_instance()
    match, _ = played(11, hands=1)
    first.keep_game(record(match, "first"))
    second = Store()
    assert not second.claim_instance()
    assert [game.game_id for game in second.history.recent()] == ["first"]
    assert not second.keep_game(record(match, "second"))
    assert [game.game_id for game in first.history.recent()] == ["first"]
    first.release_instance()


def test_a_second_window_with_no_history_creates_none(home: Path) -> None:
    first = Store()
    assert first.claim_instance()
    second = Store()
    assert not second.claim_instance()
    assert second.history.recent() == []
    assert not second.path(FileKind.HISTORY).exists()
    first.release_instance()


# Keeps games in a loop, each id a sequence number; says "ready" once the first is kept.
WRITER = """
import sys
from datetime import datetime
from pathlib import Path
from hearts.engine import Match, Phase, Seat
from hearts.store import GameRecord, Store

match = Match(31337)
while match.hand_number < 2 or match.phase is not Phase.PLAYING:
    if match.phase is Phase.PASSING:
        seat = next(seat for seat in Seat if not match.has_passed(seat))
        match.pass_cards(seat, match.hand(seat)[:3])
    elif match.phase is Phase.PLAYING:
        match.play(match.turn, match.legal_plays(match.turn)[0])
    else:
        match.start_next_hand()
text = match.to_json()
store = Store(Path(sys.argv[1]))
first = int(sys.argv[2])
seq = first
while True:
    record = GameRecord.of(text, str(seq), "medium", False, "abandoned", datetime.now())
    if not store.keep_game(record):
        sys.exit(3)
    if seq == first:
        print("ready", flush=True)
    seq += 1
"""


def test_a_writer_killed_at_any_moment_leaves_only_whole_games(tmp_path: Path) -> None:
    home = tmp_path / "home"
    search = [str(Path(hearts.__file__).parent.parent), os.environ.get("PYTHONPATH", "")]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, search)))
    rng = random.Random(5)
    kept = 0
    for round_number in range(6):
        first = (round_number + 1) * 1_000_000
        command = [sys.executable, "-c", WRITER, str(home), str(first)]
        with subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True) as writer:
            assert writer.stdout is not None
            assert writer.stdout.readline() == "ready\n", "the writer did not start"
            time.sleep(rng.uniform(0.0, 0.3))
            writer.send_signal(signal.SIGKILL)
            assert writer.wait() == -signal.SIGKILL
        store = Store(home)
        games = store.history.recent(limit=10_000)
        assert store.take_notices() == []  # nothing damaged
        ids = {int(game.game_id) for game in games}
        assert first in ids  # the game kept before "ready" survived
        assert len(ids) > kept
        kept = len(ids)
        for game in games[:3]:
            assert game.match().hand_number == 2  # every row replays whole
        store.history.close()


def test_a_schema_1_history_is_brought_up_to_date_and_keeps_its_games(store: Store) -> None:
    match, _ = played(21, hands=1)
    assert store.keep_game(record(match, "old"))
    store.history.close()
    path = store.path(FileKind.HISTORY)
    with sqlite3.connect(path) as connection:  # as the first version left it
        connection.execute("DROP TABLE analyses")
        connection.execute("DROP TABLE duplicates")
        connection.execute("DROP INDEX games_by_seq")
        for column in ("seq", "seat", "kind", "names"):
            connection.execute(f"ALTER TABLE games DROP COLUMN {column}")
        connection.execute("PRAGMA user_version = 1")
    connection.close()
    again = Store()
    assert [game.game_id for game in again.history.recent()] == ["old"]
    assert again.history.keep_analysis("old", 0, '{"version": 1}')
    assert again.history.analyses("old") == {0: '{"version": 1}'}
    with sqlite3.connect(path) as connection:
        assert connection.execute("PRAGMA user_version").fetchone() == (HISTORY_SCHEMA,)
    connection.close()
    assert again.take_notices() == []


def test_a_schema_2_history_gets_the_duplicates_and_keeps_its_games_and_analyses(
        store: Store) -> None:
    match, _ = played(22, hands=1)
    assert store.keep_game(record(match, "two"))
    assert store.history.keep_analysis("two", 0, '{"version": 1}')
    store.history.close()
    path = store.path(FileKind.HISTORY)
    with sqlite3.connect(path) as connection:  # as the second version left it
        connection.execute("DROP TABLE duplicates")
        connection.execute("DROP INDEX games_by_seq")
        for column in ("seq", "seat", "kind", "names"):
            connection.execute(f"ALTER TABLE games DROP COLUMN {column}")
        connection.execute("PRAGMA user_version = 2")
    connection.close()
    again = Store()
    assert [game.game_id for game in again.history.recent()] == ["two"]
    assert again.history.analyses("two") == {0: '{"version": 1}'}
    assert again.history.duplicates() == {}
    assert again.history.keep_duplicate("two", 0, (9, 4), '{"version": 1}')
    assert again.history.keep_duplicate("other", 3, (0, 26), "{}")
    assert again.history.duplicates("two") == {("two", 0): '{"version": 1}'}
    assert set(again.history.duplicates()) == {("two", 0), ("other", 3)}
    assert again.take_notices() == []


def test_the_margins_on_expert_are_per_game_kept_and_by_level(store: Store) -> None:
    levels: tuple[Level, ...] = ("hard", "expert", "hard")
    for number, level in enumerate(levels):
        match, _ = played(30 + number, hands=2)
        assert store.keep_game(record(match, f"g{number}", level=level))
    for game, hand, points in (("g0", 0, (9, 4)), ("g0", 1, (0, 13)), ("g2", 0, (26, 0)),
                               ("in-progress", 0, (5, 1))):
        assert store.history.keep_duplicate(game, hand, points, "{}")
    margins = store.history.margins()
    assert [(m.game_id, m.level, m.points, m.hands) for m in margins] == [
        ("g0", "hard", -8, 2), ("g2", "hard", 26, 1)]
    assert margins[0].per_hand == -4.0


def test_the_hands_expert_has_not_played_again_are_found_newest_game_first(
        store: Store) -> None:
    first, _ = played(40, hands=3)
    second, _ = played(41, hands=2)
    assert store.keep_game(record(first, "old", level="easy", when=NOON))
    assert store.keep_game(record(second, "new", level="expert",
                                  when=NOON.replace(hour=13)))
    assert store.history.keep_duplicate("old", 1, (3, 2), "{}")
    assert store.history.keep_duplicate("new", 0, (3, 2), "{}")
    assert store.history.keep_duplicate("new", 1, (3, 2), "{}")
    (missing,) = store.history.unreplayed(games=5)
    assert (missing.game_id, missing.level, missing.hands) == ("old", "easy", (0, 2))
    assert missing.match_json == first.to_json()
    assert store.history.unreplayed(games=1) == []  # only the newest game looked at
