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
    # The history cannot be written for now: it stays as it is, and the games wait beside
    # it (history-pending.json) until it can be. Another program holds it; it or its folder
    # is protected; the disk is full.
    BUSY = "busy"
    READ_ONLY = "read_only"
    FULL = "full"
    NOT_KEPT = "not_kept"  # nothing at all can be written: the games are not kept
    FOREIGN_ROWS = "foreign_rows"  # rows this program did not write: not shown nor counted


class FileKind(Enum):
    """Which of the user's files a notice is about."""

    GAME = "game"
    STATS = "stats"
    SETTINGS = "settings"
    HISTORY = "history"


_OF_JSON_FILES: Final = (NoticeKind.DAMAGED, NoticeKind.NEWER_SCHEMA, NoticeKind.CANNOT_SAVE,
                         NoticeKind.UNREADABLE)
_OF_HISTORY: Final = (NoticeKind.DAMAGED, NoticeKind.NEWER_SCHEMA, NoticeKind.UNREADABLE,
                      NoticeKind.BUSY, NoticeKind.READ_ONLY, NoticeKind.FULL,
                      NoticeKind.NOT_KEPT, NoticeKind.FOREIGN_ROWS)

# The notices the store gives: the JSON files' (and only the statistics are rebuilt, from
# the history of games), then the history's.
POSSIBLE: Final[frozenset[tuple[NoticeKind, FileKind]]] = frozenset(
    {(kind, file) for kind in _OF_JSON_FILES for file in FileKind if file is not FileKind.HISTORY}
    | {(NoticeKind.REBUILT, FileKind.STATS)}
    | {(kind, FileKind.HISTORY) for kind in _OF_HISTORY})


@dataclass(frozen=True)
class Notice:
    """One thing to tell the player, e.g. Notice(NoticeKind.DAMAGED, FileKind.STATS)."""

    kind: NoticeKind
    file: FileKind
    name: str = ""  # the file's name where the sentence says it: where it was set aside
