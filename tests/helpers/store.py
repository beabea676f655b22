"""What the store tests share besides their fixtures: a saved game, the type of `put_file`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hearts.engine import Match
from hearts.store import FileKind, SavedGame

__all__ = ["PutFile", "a_game"]

PutFile = Callable[[FileKind, bytes], Path]


def a_game(number: int = 1) -> SavedGame:
    """A game in progress on deal *number*, nothing played yet; its id says the number."""
    return SavedGame.of(Match(number), (), "medium", False, f"game-{number}")
