"""À votre place, caught up: a hand over just before the window closed, its replay not in, is
played again at the next start, and so are the hands of the last games kept without a
replay, a few a session, one at a time once the table's own are in; never counted, the
game and its save untouched."""

from __future__ import annotations

import multiprocessing
import os
import random
import time
from concurrent.futures import Executor, Future
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from hearts.engine import Match, Phase, Seat
from hearts.play import catch_up
from hearts.play.catch_up import CatchUp, Missing
from hearts.play.duplicate import Duplicate, replay_hand
from hearts.play.duplicates import AtTable, Duplicates
from hearts.play.workers import BotExecutor
from hearts.store import GameRecord, Settings, Stats, Store
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.engine import random_game
from tests.helpers.window import MakeApp, play_until, press, settle


def test_a_hand_whose_replay_the_closed_window_lost_is_played_again_at_the_next_start(
        open_app: MakeApp, tmp_path: Path) -> None:
    first = open_app(deal=19)  # replays off: as a window closed before its replay was in
    play_until(first, lambda app: isinstance(app.dialog, HandOverPanel), limit=200)
    panel = first.dialog
    assert isinstance(panel, HandOverPanel)
    press(panel, panel.continue_button)
    settle(first)
    game_id, level = first.controller.games.game_id, first.controller.level
    played = first.controller.host.match.to_json()
    assert first.controller.host.match.hand_number == 1
    first.running = False
    first.close()
    assert Store(tmp_path).history.duplicates(game_id) == {}

    again = open_app(replays=True)  # the game resumed
    settle(again)
    controller = again.controller
    assert controller.games.game_id == game_id
    controller.flush_saves()
    expected = replay_hand(played, 0, level, SMALL_BUDGETS)
    assert Store(tmp_path).history.duplicates(game_id) == {(game_id, 0): expected.to_json()}
    assert controller.flow.duplicates.known(game_id)[0] == expected
    assert controller.host.match.to_json() == played  # the game goes on as it was
    saved = Store(tmp_path).load_game()
    assert saved is not None and saved.match_json == played
    assert controller.stats == Stats()  # never counted


def test_the_last_games_kept_without_replays_are_caught_up_a_few_a_session(
        make_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store(tmp_path)
    store.save_settings(Settings(sound=False))
    for number in range(3):  # two hands each, the newest game last
        match = random_game(700 + number, seed=number, hands=2)
        assert store.keep_game(GameRecord.of(match.to_json(), f"g{number}", "easy", False,
                                             "abandoned", datetime(2026, 11, 2 + number)))
    assert store.history.keep_duplicate("g2", 1, (3, 4), "{}")  # one kept already
    store.history.close()
    monkeypatch.setattr(catch_up, "CATCH_UP_HANDS", 2)
    app = make_app(replays=True)
    settle(app)
    duplicates = app.controller.flow.duplicates
    assert duplicates.catch_up.left == 0 and duplicates.catch_up.out is None
    app.controller.flush_saves()
    kept = Store(tmp_path).history.duplicates()
    assert set(kept) == {("g2", 1), ("g2", 0), ("g1", 0)}  # the newest first
    assert Duplicate.from_json(kept["g1", 0]).hand_number == 0
    # The three games kept are counted once (no stats.json: counted from the history);
    # the hands played again add nothing.
    assert app.controller.stats.games_played == 3
    assert Stats.rebuilt(Store(tmp_path).history.results()).games_played == 3  # as before


def hand_just_over(deal: int) -> Match:
    """Deal *deal*'s first hand played with random legal cards to its end."""
    rng = random.Random(deal)
    match = Match(deal)
    for seat in Seat:
        match.pass_cards(seat, rng.sample(match.hand(seat), 3))
    while match.phase is Phase.PLAYING:
        assert match.turn is not None
        match.play(match.turn, rng.choice(match.legal_plays(match.turn)))
    assert match.phase is Phase.HAND_OVER
    return match


class Held(Executor):
    """An executor whose jobs wait until released: a replay still being played."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Future[Any], Any, tuple[Any, ...]]] = []

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        """Keep the job, unanswered."""
        future: Future[Any] = Future()
        self.jobs.append((future, fn, args))
        return future


class Records:
    """The files as the duplicates use them: a read answered at once, writes kept."""

    def __init__(self, missing: list[Missing]) -> None:
        self.missing = missing
        self.kept: list[tuple[str, int]] = []

    def keep_duplicate(self, game_id: str, hand: int, points: tuple[int, int],
                       duplicate_json: str) -> None:
        """Keep the hand's number."""
        self.kept.append((game_id, hand))

    def read(self, question: Any) -> Future[Any]:
        """The hands left, at once."""
        future: Future[Any] = Future()
        future.set_result(self.missing)
        return future


class Table:
    """The table as the duplicates are told of it."""

    def __init__(self, match: Match, records: Records) -> None:
        self.match = match
        self.records = records
        self.history = Store(None).history
        self.at = AtTable("table", practising=False, level="easy", seat=Seat.SOUTH)

    def watch(self, duplicates: Duplicates) -> bool:
        """A turn of the table: what the duplicates are handed."""
        return duplicates.watch(self.match, self.at, self.records, self.history)


def test_the_catch_up_waits_for_the_tables_own_replay_and_sends_one_hand_at_a_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DAME_DE_PIQUE_HOME", str(tmp_path))
    held = Held()
    duplicates = Duplicates(held, SMALL_BUDGETS, lambda: None)
    duplicates.enabled = True  # the UI tests' default is off
    old = random_game(800, seed=1, hands=2).to_json()
    records = Records([Missing("old", old, hand, "easy") for hand in (0, 1)])
    table = Table(hand_just_over(801), records)
    table.watch(duplicates)
    assert [job[2][1] for job in held.jobs] == [0]  # the table's own hand, alone
    table.watch(duplicates)
    assert len(held.jobs) == 1  # the catch-up waits behind it
    future, fn, args = held.jobs[0]
    future.set_result(fn(*args))
    table.watch(duplicates)
    assert records.kept == [("table", 0)]
    assert [(job[2][0], job[2][1]) for job in held.jobs[1:]] == [(old, 0)]  # then one
    table.watch(duplicates)
    assert len(held.jobs) == 2  # never two at once
    duplicates.shutdown()
    assert held.jobs[1][0].cancelled() and duplicates.catch_up.next(lambda _: False) is None


def test_a_catch_up_replay_running_when_a_hand_ends_yields_to_the_tables_own(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DAME_DE_PIQUE_HOME", str(tmp_path))
    bots = BotExecutor()  # a process: the replays get one of their own
    bots_pid = bots.submit(os.getpid).result(timeout=60)
    duplicates = Duplicates(bots, SMALL_BUDGETS, lambda: None)
    duplicates.enabled = True  # the UI tests' default is off
    try:
        old = random_game(800, seed=1, hands=2).to_json()
        records = Records([Missing("old", old, 0, "hard")])
        table = Table(Match(801), records)  # the first hand still being passed
        table.watch(duplicates)
        assert duplicates.catch_up.out is not None  # the catch-up replay is running
        catching_up = {child.pid for child in multiprocessing.active_children()} - {bots_pid}
        assert catching_up  # the replays' process, playing the old hand again
        table.match = hand_just_over(801)
        table.watch(duplicates)  # the hand at the table is over: its replay first
        deadline = time.monotonic() + 120
        while len(records.kept) < 2:
            assert time.monotonic() < deadline, f"the replays never came: {records.kept}"
            table.watch(duplicates)
            time.sleep(0.005)
        # The table's hand was played first, the old one after it, again and kept once.
        assert records.kept == [("table", 0), ("old", 0)]
        assert duplicates.catch_up.left == catch_up.CATCH_UP_HANDS - 1  # counted once
        # The process that was playing the old hand was ended, not left to finish it.
        assert not catching_up & {child.pid for child in multiprocessing.active_children()}
    finally:
        duplicates.shutdown()
        bots.shutdown()


def test_the_catch_up_skips_a_hand_played_again_since() -> None:
    waiting = CatchUp(limit=5)
    found: Future[list[Missing]] = Future()
    waiting.found = found
    assert waiting.next(lambda _: False) is None  # the files have not answered
    found.set_result([Missing("g", "{}", hand, "easy") for hand in range(3)])
    assert waiting.next(lambda missing: missing.hand == 0) == Missing("g", "{}", 1, "easy")
    assert waiting.left == 4


def test_a_hand_that_gave_way_is_played_again_first_and_counted_once() -> None:
    waiting = CatchUp(limit=2)
    found: Future[list[Missing]] = Future()
    found.set_result([Missing("g", "{}", hand, "easy") for hand in range(3)])
    waiting.found = found
    first = waiting.next(lambda _: False)
    assert first is not None and waiting.left == 1
    running: Future[Duplicate] = Future()
    waiting.out = (first, running)
    assert waiting.give_way() and running.cancelled() and waiting.out is None
    assert waiting.take() is None and waiting.left == 2  # dropped, never kept
    assert waiting.next(lambda _: False) == first  # first in line again
    done: Future[Duplicate] = Future()
    done.set_result(Duplicate(first.hand, 1, 2, "{}"))
    waiting.out = (first, done)
    assert not waiting.give_way()  # in already: taken as usual
    assert waiting.take() == (first, done.result())
    assert waiting.next(lambda _: False) == Missing("g", "{}", 1, "easy")
    assert waiting.next(lambda _: False) is None  # two hands in the session, as limited


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no niceness on this system")
def test_the_replays_process_yields_the_processor() -> None:
    worker = BotExecutor(nice=5)
    try:
        assert worker.submit(os.nice, 0).result(timeout=60) >= os.nice(0) + 5
    finally:
        worker.shutdown()


def test_a_replay_running_when_the_window_closes_is_not_waited_for() -> None:
    worker = BotExecutor(nice=5)
    pid = worker.submit(os.getpid).result(timeout=60)
    answer = worker.submit(time.sleep, 60)  # a replay still being played
    time.sleep(0.3)
    answer.cancel()
    worker.stop_now()
    deadline = time.monotonic() + 10
    while pid in {child.pid for child in multiprocessing.active_children()}:
        assert time.monotonic() < deadline, "the replay's process still runs"
        time.sleep(0.05)
    time.sleep(0.3)
    assert answer.cancelled() and worker._fallback is None  # not asked again of a thread
