"""The Store: the only code that reads and writes the user's files."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from hearts.store.files import (
    NewerSchemaError,
    UnreadableFileError,
    is_newer_on_disk,
    move_aside,
    read_json,
    remove_file,
    remove_stale_temps,
    to_json_text,
    write_atomically,
)
from hearts.store.game import GAME_SCHEMA, SavedGame, game_from_json_dict, game_to_json_dict
from hearts.store.history import GameRecord, History
from hearts.store.instance import InstanceClaim
from hearts.store.notices import FileKind, Notice, NoticeKind
from hearts.store.paths import user_dirs
from hearts.store.settings import SETTINGS_SCHEMA, Settings
from hearts.store.stats import STATS_SCHEMA, Stats

T = TypeVar("T")

FILE_NAMES = {
    FileKind.GAME: "game.json",
    FileKind.STATS: "stats.json",
    FileKind.SETTINGS: "settings.json",
    FileKind.HISTORY: "history.sqlite3",
}
KNOWN_SCHEMAS = {
    FileKind.GAME: GAME_SCHEMA,
    FileKind.STATS: STATS_SCHEMA,
    FileKind.SETTINGS: SETTINGS_SCHEMA,
}


class Store:
    """Settings, statistics and the game in progress, kept safe on disk.

    Nothing here raises for a bad file or a failing disk: loading falls back to
    defaults, saving returns False, and what the player should know waits in
    take_notices().
    """

    def __init__(self, home: Path | None = None) -> None:
        """Use *home* for every file; None: $DAME_DE_PIQUE_HOME, else the platform's folders."""
        self.data_dir, self.config_dir = user_dirs(home)
        self._notices: list[Notice] = []
        self._notices_lock = threading.Lock()  # the history tells from the writing thread
        self._writable: set[FileKind] = set()  # checked: no newer file there to protect
        self._told_newer: set[FileKind] = set()
        self._told_cannot_save: set[FileKind] = set()  # since that file's last good save
        # Files that could not be read nor moved aside: never written over in this session,
        # so that a file locked for a moment is not replaced by an empty one.
        self._protected: set[FileKind] = set()
        self._set_aside: set[FileKind] = set()  # found damaged and moved aside this session
        self._claim = InstanceClaim(self.data_dir)
        # Another window holds the folder: read what is there, but never write, move or
        # tidy anything (its temporary files may be a save in progress).
        self.read_only = False
        self.history = History(self.path(FileKind.HISTORY), self._tell)

    def claim_instance(self) -> bool:
        """Take the data folder for this window; False (and read-only from now on) when
        another window of the game already has it."""
        if self._claim.acquire():
            return True
        self.read_only = True
        self.history.read_only = True
        self._claim.ask_holder_forward()
        return False

    @property
    def claim_problem(self) -> int | None:
        """Why the folder could not be claimed when no other window holds it (an errno: a
        folder in the lock's place, no right to write); None otherwise."""
        return self._claim.problem

    def asked_forward(self) -> bool:
        """Whether a second copy of the game, started since, asked this window to come to
        the front."""
        return self._claim.asked_forward()

    def release_instance(self) -> None:
        """Give the data folder back, as the window closes."""
        self._claim.release()

    def path(self, file: FileKind) -> Path:
        """Where *file* is kept."""
        folder = self.config_dir if file is FileKind.SETTINGS else self.data_dir
        return folder / FILE_NAMES[file]

    def load_settings(self) -> Settings:
        """The saved settings, or the defaults."""
        loaded = self._load(FileKind.SETTINGS, Settings.from_json_dict)
        return Settings() if loaded is None else loaded

    def save_settings(self, settings: Settings) -> bool:
        """Write *settings*; True when written."""
        return self._save(FileKind.SETTINGS, settings.to_json_dict())

    def load_stats(self) -> Stats:
        """The saved statistics; a damaged or missing file is counted again from the
        history, which keeps every game counted (and the count saved; a damaged one said).
        A file left in place (too new, unreadable) gives Stats() for this session."""
        loaded = self._load(FileKind.STATS, Stats.from_json_dict, tell_damaged=False)
        if loaded is not None:
            return loaded
        set_aside = FileKind.STATS in self._set_aside
        if os.path.lexists(self.path(FileKind.STATS)):  # too new, unreadable, another's
            return Stats()
        rebuilt = Stats.rebuilt(self.history.results())  # foreign rows left out, checked
        if set_aside:
            kind = NoticeKind.REBUILT if rebuilt.games_played else NoticeKind.DAMAGED
            self._tell(Notice(kind, FileKind.STATS))
        if rebuilt.games_played:
            self.save_stats(rebuilt)
        return rebuilt

    def save_stats(self, stats: Stats) -> bool:
        """Write *stats*; True when written."""
        return self._save(FileKind.STATS, stats.to_json_dict())

    def load_game(self) -> SavedGame | None:
        """The game in progress, or None. A file of an older schema is read too; one that
        is not a game this program can resume is damaged: moved aside, with a notice."""
        return self._load(FileKind.GAME, game_from_json_dict)

    def save_game(self, game: SavedGame) -> bool:
        """Write the game in progress (in today's schema); True when written."""
        return self._save(FileKind.GAME, game_to_json_dict(game))

    def clear_game(self) -> None:
        """Forget the game in progress, so that a finished game is not resumed."""
        if not self._may_write(FileKind.GAME):
            return
        try:
            remove_file(self.path(FileKind.GAME))
        except OSError:
            self._tell_cannot_save(FileKind.GAME)
            return
        self._told_cannot_save.discard(FileKind.GAME)

    def keep_game(self, record: GameRecord) -> bool:
        """Add a game ended or left to the history; True when it is on disk."""
        return self.history.add(record)

    def take_notices(self) -> list[Notice]:
        """The notices gathered since the last call, oldest first; the queue is emptied."""
        with self._notices_lock:
            notices, self._notices = self._notices, []
        return notices

    def _tell(self, notice: Notice) -> None:
        """Queue *notice* for the player (the queue of the moment: take_notices starts a new
        one each time)."""
        with self._notices_lock:
            self._notices.append(notice)

    def _load(self, file: FileKind, parse: Callable[[object], T], *,
              tell_damaged: bool = True) -> T | None:
        """*file* parsed, or None when it is missing, damaged (moved aside: the player is
        told unless not *tell_damaged*) or too new."""
        path = self.path(file)
        if not self.read_only:
            remove_stale_temps(path)
        try:
            return self._loaded(file, parse(read_json(path)))
        except FileNotFoundError:
            return self._loaded(file, None)
        except NewerSchemaError:
            self._tell_newer(file)
            return None
        except UnreadableFileError:
            self._protect(file)
            return None
        except (ValueError, RecursionError):
            if self.read_only:
                return None  # the window that holds the folder will deal with it
            if move_aside(path, datetime.now()) is None:
                self._protect(file)
                return None
            self._set_aside.add(file)
            if tell_damaged:
                self._tell(Notice(NoticeKind.DAMAGED, file))
            return self._loaded(file, None)

    def _protect(self, file: FileKind) -> None:
        """Leave *file* as it is on disk for this session, and say so once."""
        if file not in self._protected:
            self._protected.add(file)
            self._tell(Notice(NoticeKind.UNREADABLE, file))
        self._writable.discard(file)

    def _loaded(self, file: FileKind, result: T) -> T:
        """Note that *file* may now be written, and pass *result* through."""
        self._writable.add(file)
        return result

    def _save(self, file: FileKind, content: dict[str, object]) -> bool:
        """Write *content* atomically to *file*; False (and a notice once) when that fails."""
        if not self._may_write(file):
            return False
        text = to_json_text(content)
        try:
            write_atomically(self.path(file), text)
        except OSError:
            self._tell_cannot_save(file)
            return False
        self._told_cannot_save.discard(file)
        return True

    def _may_write(self, file: FileKind) -> bool:
        """Whether *file* may be replaced: not while it holds a newer program's data, nor
        after it could not be read, nor while another window holds the folder."""
        if self.read_only or file in self._protected:
            return False
        if file in self._writable:
            return True
        if is_newer_on_disk(self.path(file), KNOWN_SCHEMAS[file]):
            self._tell_newer(file)
            return False
        self._writable.add(file)
        return True

    def _tell_newer(self, file: FileKind) -> None:
        """Queue the newer-schema notice for *file*, once."""
        if file not in self._told_newer:
            self._told_newer.add(file)
            self._tell(Notice(NoticeKind.NEWER_SCHEMA, file))

    def _tell_cannot_save(self, file: FileKind) -> None:
        """Queue the cannot-save notice for *file*, once until a save of it succeeds."""
        if file not in self._told_cannot_save:
            self._told_cannot_save.add(file)
            self._tell(Notice(NoticeKind.CANNOT_SAVE, file))
