"""What the store has to tell the player: kinds of notice and the file they concern.

The store never writes text for people; the UI turns each Notice into a sentence
from its own catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class NoticeKind(Enum):
    """Why the player should be told something about a file."""

    DAMAGED = "damaged"  # the file was unreadable or foreign; it was moved aside
    NEWER_SCHEMA = "newer_schema"  # written by a newer version; left alone, not overwritten
    CANNOT_SAVE = "cannot_save"  # writing failed (read-only or full disk); retried later
    UNREADABLE = "unreadable"  # could not be read nor moved aside: left alone, not overwritten


class FileKind(Enum):
    """Which of the user's files a notice is about."""

    GAME = "game"
    STATS = "stats"
    SETTINGS = "settings"
    HISTORY = "history"


@dataclass(frozen=True)
class Notice:
    """One thing to tell the player, e.g. Notice(NoticeKind.DAMAGED, FileKind.STATS)."""

    kind: NoticeKind
    file: FileKind
