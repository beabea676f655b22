"""À votre place, caught up: the finished hands that Expert never played again (the window
closed while it did, or before it began) are found at the next start, on the writing thread,
and played again one at a time in the replay's worker whenever the table's own replays are
in: a few hands a session (`CATCH_UP_HANDS`), the game at the table first, then the last
games of the history, the newest first. A hand over at the table comes first: the hand being
caught up gives way (`CatchUp.give_way`) and is played again after it. Never counted, like
every replay. See docs/ARCHITECTURE.md, "The parts of the table" (duplicates.py).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Final

from hearts.engine import Match, Seat
from hearts.play.duplicate import Duplicate
from hearts.store import Store

CATCH_UP_GAMES: Final = 10  # the last games of the history looked at
CATCH_UP_HANDS: Final = 12  # hands played again at most in a session (~7 s of work each)


@dataclass(frozen=True)
class Missing:
    """A finished hand of a game with no replay by Expert yet."""

    game_id: str
    match_json: str
    hand: int
    level: str
    seat: Seat = Seat.SOUTH  # the person's: Expert plays the hand again there


def missing_replays(store: Store, game_id: str, match_json: str, level: str,
                    seat: Seat = Seat.SOUTH, games: int = CATCH_UP_GAMES) -> list[Missing]:
    """The hands to play again (read on the writing thread): the finished hands of the game
    at the table (*game_id*, the person at *seat*) the history has no replay of, then those
    of its last *games* games, the newest first, each at the seat the person played it at;
    none for a window that may not write the history."""
    history = store.history
    if history.read_only:
        return []
    try:
        finished = len(Match.from_json(match_json).score_sheet)
    except ValueError:
        finished = 0
    kept = {hand for _game, hand in history.duplicates(game_id)}
    found = [Missing(game_id, match_json, hand, level, seat)
             for hand in range(finished) if hand not in kept]
    for game in history.unreplayed(games):
        if game.game_id != game_id:
            found.extend(Missing(game.game_id, game.match_json, hand, game.level, game.seat)
                         for hand in game.hands)
    return found


class CatchUp:
    """The hands left without a replay: asked of the files once, then handed out one at a
    time, at most *limit* in the session (`CATCH_UP_HANDS` unless told)."""

    def __init__(self, limit: int | None = None) -> None:
        self.found: Future[list[Missing]] | None = None  # the files' answer, once asked
        self.out: tuple[Missing, Future[Duplicate]] | None = None  # the hand being played
        self.left = CATCH_UP_HANDS if limit is None else limit
        self._queue: deque[Missing] = deque()
        self._taken = False  # the files' answer is in the queue

    def next(self, known: Callable[[Missing], bool]) -> Missing | None:
        """The next hand to play again, when none is out and the files have answered
        (*known*: a hand played again since, skipped)."""
        if self.out is not None or self.left <= 0:
            return None
        answer = self.found
        if answer is not None and answer.done() and not self._taken:
            self._taken = True
            if not answer.cancelled() and answer.exception() is None:
                self._queue.extend(answer.result())
        while self._queue:
            missing = self._queue.popleft()
            if not known(missing):
                self.left -= 1
                return missing
        return None

    def take(self) -> tuple[Missing, Duplicate] | None:
        """The hand played again, once it is in (None too when it failed: a game the history
        keeps damaged is left as it is)."""
        if self.out is None or not self.out[1].done():
            return None
        missing, future = self.out
        self.out = None
        if future.cancelled() or future.exception() is not None:
            return None
        return missing, future.result()

    def give_way(self) -> bool:
        """The table needs the replay's worker for a hand of its own: the hand out, unless it
        is in already, is dropped and put back first in line, played again once the table's
        replays are in (never kept twice, and counted once in the session's hands); whether
        one gave way."""
        if self.out is None:
            return False
        missing, future = self.out
        if not future.cancel():  # in already, or being handed in: taken as usual
            return False
        self.out = None
        self._queue.appendleft(missing)
        self.left += 1
        return True

    def cancel(self) -> None:
        """Stop: the hand out is dropped, and nothing more is asked."""
        if self.out is not None:
            self.out[1].cancel()
        self.out, self.left = None, 0
