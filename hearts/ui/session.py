"""A game kept between runs: what is saved, what is read back.

The Saver writes the user's files on a thread of its own, in order, so that a slow
disk never stalls a frame.
"""

from __future__ import annotations

import uuid
from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Final

from hearts.engine import Card, Match, Phase, Seat
from hearts.store import LEVELS, Level, Notice, Store

SOUTH: Final = Seat.SOUTH


# -- saving and resuming ----------------------------------------------------------


@dataclass(frozen=True)
class SavedGame:
    """A game in progress as read back from the store."""

    match: Match
    raised: tuple[Card, ...]
    level: Level
    daily: bool
    game_id: str


def new_game_id() -> str:
    """A fresh id for a game: the statistics note the one they counted last."""
    return uuid.uuid4().hex


def game_payload(match: Match, raised: list[Card], level: Level, daily: bool,
                 game_id: str) -> dict[str, object]:
    """What the store keeps of a game in progress: its id, the match and South's choices."""
    return {
        "id": game_id,
        "match": match.to_json(),
        "raised": [card.code for card in raised],
        "level": level,
        "daily": daily,
    }


def restore_game(payload: dict[str, object]) -> SavedGame:
    """The game a payload describes; ValueError (or TypeError...) when it is not a resumable one."""
    text = payload["match"]
    if not isinstance(text, str):
        raise ValueError("the match must be JSON text")
    match = Match.from_json(text)
    if match.phase is Phase.GAME_OVER:
        raise ValueError("a finished game is not resumed")
    raised_codes = payload.get("raised", [])
    if not isinstance(raised_codes, list) or not all(isinstance(c, str) for c in raised_codes):
        raise ValueError("raised cards must be a list of card codes")
    raised = tuple(Card.parse(code) for code in raised_codes)
    hand = match.hand(SOUTH)
    if len(set(raised)) != len(raised) or len(raised) > 3 or any(c not in hand for c in raised):
        raise ValueError(f"impossible raised cards: {raised_codes!r}")
    if raised and (match.phase is not Phase.PASSING or match.has_passed(SOUTH)):
        raise ValueError("cards are raised only while choosing what to pass")
    level = payload.get("level", "medium")
    if level not in LEVELS:
        raise ValueError(f"unknown level: {level!r}")
    daily = payload.get("daily", False)
    if not isinstance(daily, bool):
        raise ValueError(f"daily must be true or false: {daily!r}")
    game_id = payload.get("id")
    if game_id is None:
        game_id = new_game_id()  # saved before games had ids: never counted under one
    if not isinstance(game_id, str) or not game_id:
        raise ValueError(f"the game id must be a non-empty string: {game_id!r}")
    return SavedGame(match, raised, level, daily, game_id)


def load_saved(store: Store) -> SavedGame | None:
    """The saved game in progress, if there is a good one (a bad one is moved aside)."""
    restored: list[SavedGame] = []

    def validate(payload: dict[str, object]) -> None:
        restored.append(restore_game(payload))

    payload = store.load_game(validate)
    return restored[-1] if payload is not None and restored else None


# -- writing ------------------------------------------------------------------------


def _nothing() -> None:
    """A write that does nothing: its end says the ones before it are done."""


class Saver:
    """Writes the user's files in order on its own thread, so a slow disk never stalls a frame.

    Each write is a function of the Store; the notices it leaves are gathered for the
    main thread. A bug in the store is re-raised on the main thread, not lost.
    """

    def __init__(self, store: Store, executor: Executor | None = None) -> None:
        self._store = store
        self._executor = executor if executor is not None else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="saver")
        self._notices: deque[Notice] = deque()
        self._errors: deque[BaseException] = deque()

    def submit(self, write: Callable[[Store], object]) -> None:
        """Queue *write*; it runs after every write queued before it."""
        self._executor.submit(self._run, write)

    def _run(self, write: Callable[[Store], object]) -> None:
        """Do one write, keeping its error and its notices for the main thread."""
        try:
            write(self._store)
        except BaseException as error:  # handed over to the main thread
            self._errors.append(error)
        self._notices.extend(self._store.take_notices())

    def take_notices(self) -> list[Notice]:
        """The notices of the writes done so far (raises what a write raised)."""
        if self._errors:
            raise self._errors.popleft()
        notices = []
        while self._notices:
            notices.append(self._notices.popleft())
        return notices

    def flush(self) -> None:
        """Wait until every queued write is done."""
        self._executor.submit(_nothing).result()

    def close(self) -> None:
        """Finish the queued writes and stop the thread."""
        self._executor.shutdown(wait=True)
