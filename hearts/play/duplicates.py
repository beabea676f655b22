"""À votre place at the table: after each hand of the game, the same deal is played again
with Expert in the person's seat (`duplicate.py`), in a worker of its own so that the next
hand never waits for it; each result is kept in the history with its hand (never counted)
and read by the end-of-hand and end-of-game panels. A practised hand is not played again.
See docs/ARCHITECTURE.md, "The parts of the table".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from concurrent.futures import Executor, Future
from dataclasses import dataclass
from typing import Final, Protocol, TypeVar

from hearts.engine import Match, Phase, Seat
from hearts.play import bots
from hearts.play.catch_up import CatchUp, Missing, missing_replays
from hearts.play.duplicate import EXPERT_GAME, Duplicate, kept, replay_hand
from hearts.play.workers import BotExecutor
from hearts.store import History, Store

__all__ = ["EXPERT_GAME", "Duplicates", "kept_duplicates"]

OVER: Final = (Phase.HAND_OVER, Phase.GAME_OVER)
REPLAY_NICENESS: Final = 10  # the replays' process yields the processor to the table's
T = TypeVar("T")


class Keeper(Protocol):
    """Where a result is kept: the history, on the writing thread."""

    def keep_duplicate(self, game_id: str, hand: int, points: tuple[int, int],
                       duplicate_json: str) -> None:
        """Keep a hand Expert played again, with the person's points and Expert's."""

    def read(self, question: Callable[[Store], T]) -> Future[T]:
        """Ask *question* of the files on the writing thread."""


@dataclass(frozen=True)
class AtTable:
    """The game at the table, as the replays need it: handed down at each watch."""

    game_id: str  # the id the history keeps the game under
    practising: bool  # a hand of the review practised (never played again)
    level: str  # the level of the game in progress
    seat: Seat  # the person's seat at the table: Expert plays the hands again there


class Duplicates:
    """The hands of the game at the table played again by Expert, by hand number."""

    enabled = True  # False: no hand is played again (AppConfig.replays; the UI tests' default)

    def __init__(self, executor: Executor, budgets: bots.Budgets, wake: Callable[[], None],
                 ready: Callable[[], None] = lambda: None) -> None:
        # The bots' worker is a process: the replay gets a process of its own, made when first
        # needed; otherwise (tests) it runs where the bots' questions do.
        self._make_worker: Callable[[], Executor] = (
            (lambda: BotExecutor(nice=REPLAY_NICENESS)) if isinstance(executor, BotExecutor)
            else lambda: executor)
        self._worker: Executor | None = None
        self.budgets = budgets  # a level's budget other than its own (tests)
        self.catch_up = CatchUp()  # the hands kept without a replay, played again later
        self._wake = wake  # a replay's answer is in: the loop takes it
        self._ready = ready  # a replay was taken: the panels fill in its line
        self.game_id = ""
        self.by_hand: dict[int, Duplicate] = {}
        self._games: dict[str, dict[int, Duplicate]] = {}  # every game seen, by its id
        self._read: set[str] = set()  # the games whose kept hands were read
        self.last_over = -1  # the hand of the game at the table over last
        self._asked: dict[int, Future[Duplicate]] = {}

    def follow(self, game_id: str, match: Match) -> None:
        """Another game at the table (new, resumed, practised, given back after a practice),
        told as it is seated, before any panel of it is built: its hands played again in this
        session and the hand of it over last; the replays still out are about the game
        before."""
        if game_id == self.game_id:
            return
        for future in self._asked.values():
            future.cancel()
        self._games[self.game_id] = self.by_hand
        self.game_id, self.by_hand, self._asked = game_id, self._games.get(game_id, {}), {}
        self.last_over = match.hand_number if match.phase in OVER else -1

    def _read_kept(self, history: History) -> None:
        """Once a hand of the game is over, the hands the history kept for it (a resumed
        game's): read then, not at every change of game, since the first read opens the
        history's file on the window's thread."""
        if self.game_id not in self._read:
            self._read.add(self.game_id)
            self.by_hand.update({**kept_duplicates(history, self.game_id), **self.by_hand})

    def watch(self, match: Match, table: AtTable, records: Keeper, history: History) -> bool:
        """Ask for the hand just over to be played again, and take the replays that are in
        (kept in the history); then the hands left without one, one at a time, once the
        table's own are in (one being caught up gives way to the table's); whether one came
        in."""
        if not self.enabled:
            return False
        self.follow(table.game_id, match)
        hand = match.hand_number
        if match.phase in OVER:
            self.last_over = hand
            self._read_kept(history)
        if (match.phase in OVER and not table.practising and hand not in self.by_hand
                and hand not in self._asked):
            self._make_way()
            self._asked[hand] = self._ask(match.to_json(), hand, table.level, table.seat)
        came = False
        for number, future in list(self._asked.items()):
            if future.done():
                del self._asked[number]
                if not future.cancelled():
                    self._take(future.result(), records)
                    came = True
        return self._catch_up(match, table, records) or came

    def _catch_up(self, match: Match, table: AtTable, records: Keeper) -> bool:
        """The hands left without a replay (asked of the files at the first turn): the next
        one sent once nothing else is out; whether one came in."""
        catch_up = self.catch_up
        if catch_up.found is None:
            game_id, match_json, level, seat = (self.game_id, match.to_json(), table.level,
                                                table.seat)
            catch_up.found = records.read(
                lambda store: missing_replays(store, game_id, match_json, level, seat))
        came = catch_up.take()
        if came is not None:
            missing, duplicate = came
            self._take(duplicate, records, missing.game_id)
        if not self._asked:
            waiting = catch_up.next(self._known)
            if waiting is not None:
                catch_up.out = (waiting, self._ask(waiting.match_json, waiting.hand,
                                                   waiting.level, waiting.seat))
        return came is not None

    def _make_way(self) -> None:
        """The hand just over at the table is played again first: a hand being caught up
        gives way (put back in line), and the process playing it is ended at once (a replay
        takes seconds; a new one is made at the next ask) rather than finishing it first."""
        if self.catch_up.give_way() and isinstance(self._worker, BotExecutor):
            self._worker.stop_now()
            self._worker = None

    def _known(self, missing: Missing) -> bool:
        """Whether *missing* was played again in this session (or is being, at the table)."""
        hands = self.by_hand if missing.game_id == self.game_id else self._games.get(
            missing.game_id, {})
        return missing.hand in hands or (missing.game_id == self.game_id
                                         and missing.hand in self._asked)

    def known(self, game_id: str) -> Mapping[int, Duplicate]:
        """The hands of game *game_id* played again in this session, by hand."""
        return self.by_hand if game_id == self.game_id else self._games.get(game_id, {})

    def latest(self) -> Duplicate | None:
        """The hand just over at the table as Expert played it, once the replay is in."""
        return self.by_hand.get(self.last_over)

    def totals(self, hands: int) -> tuple[int, int] | None:
        """The person's points over the first *hands* hands, and Expert's in that seat; None
        while one of them is still being played again."""
        if any(hand not in self.by_hand for hand in range(hands)):
            return None
        played = [self.by_hand[hand] for hand in range(hands)]
        return sum(d.yours for d in played), sum(d.expert for d in played)

    def is_waiting(self) -> bool:
        """Whether a replay is still out."""
        return bool(self._asked)

    def shutdown(self) -> None:
        """Stop the replay's worker at once; the replays out are dropped (played again at the
        next start)."""
        self.catch_up.cancel()
        for future in self._asked.values():
            future.cancel()
        if isinstance(self._worker, BotExecutor):  # a replay takes seconds: not waited for
            self._worker.stop_now()
        elif self._worker is not None:
            self._worker.shutdown(wait=False, cancel_futures=True)

    def _ask(self, match_json: str, hand: int, level: str, seat: Seat) -> Future[Duplicate]:
        """Send the hand to be played again, Expert at the person's *seat*; the window is
        woken when it is in."""
        if self._worker is None:
            self._worker = self._make_worker()
        future = self._worker.submit(replay_hand, match_json, hand, level, self.budgets, seat)
        future.add_done_callback(lambda _: self._wake())
        return future

    def _take(self, duplicate: Duplicate, keeper: Keeper, game_id: str | None = None) -> None:
        """A replay of a hand of *game_id* (the game at the table by default) in: kept for the
        panels and in the history."""
        game_id = self.game_id if game_id is None else game_id
        hands = self.by_hand if game_id == self.game_id else self._games.setdefault(game_id, {})
        hands[duplicate.hand_number] = duplicate
        keeper.keep_duplicate(game_id, duplicate.hand_number,
                              (duplicate.yours, duplicate.expert), duplicate.to_json())
        self._ready()


def kept_duplicates(history: History, game_id: str) -> dict[int, Duplicate]:
    """The hands of a game the history keeps as Expert played them (a damaged row is
    played again)."""
    return kept(history.duplicates(game_id))
