"""What the store has to tell the player: kinds of notice and the file they concern.

The store never writes text for people; the UI turns each Notice into a sentence
from its own catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Final


class NoticeKind(Enum):
    """Why the player should be told something about a file."""

    DAMAGED = "damaged"  # the file was unreadable or foreign; it was moved aside
    NEWER_SCHEMA = "newer_schema"  # written by a newer version; left alone, not overwritten
    CANNOT_SAVE = "cannot_save"  # writing failed (read-only or full disk); retried later
    UNREADABLE = "unreadable"  # could not be read nor moved aside: left alone, not overwritten
    # The statistics were damaged (moved aside) and counted again from the history's games.
    REBUILT = "rebuilt"


class FileKind(Enum):
    """Which of the user's files a notice is about."""

    GAME = "game"
    STATS = "stats"
    SETTINGS = "settings"
    HISTORY = "history"


# The notices the store gives: every kind for every file, but only the statistics are
# rebuilt (from the history of games).
POSSIBLE: Final[frozenset[tuple[NoticeKind, FileKind]]] = frozenset(
    (kind, file) for kind in NoticeKind for file in FileKind
    if kind is not NoticeKind.REBUILT or file is FileKind.STATS)


@dataclass(frozen=True)
class Notice:
    """One thing to tell the player, e.g. Notice(NoticeKind.DAMAGED, FileKind.STATS)."""

    kind: NoticeKind
    file: FileKind
