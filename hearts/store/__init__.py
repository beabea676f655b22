"""The user's files: settings, statistics and the game in progress (docs/ARCHITECTURE.md).

The only package that touches them, and the owner of their formats: the window hands
it a SavedGame, Settings or Stats and gets them back. No pygame, no UI: what the player
must be told comes out as Notice values for the UI to put into words.
"""

from hearts.choices import LEVELS, CardBack, Felt, Language, Level, SortOrder
from hearts.store.files import DamagedFileError, NewerSchemaError, UnreadableFileError
from hearts.store.game import GAME_SCHEMA, SavedGame, new_game_id
from hearts.store.history import (
    FriendsGame,
    GameRecord,
    History,
    LevelFigures,
    Margin,
    Unreplayed,
)
from hearts.store.notices import FileKind, Notice, NoticeKind
from hearts.store.paths import APP_NAME, HOME_ENV
from hearts.store.settings import SETTING_CHOICES, Settings
from hearts.store.stats import Stats
from hearts.store.store import Store

__all__ = [
    "APP_NAME",
    "GAME_SCHEMA",
    "HOME_ENV",
    "LEVELS",
    "SETTING_CHOICES",
    "CardBack",
    "DamagedFileError",
    "Felt",
    "FileKind",
    "FriendsGame",
    "GameRecord",
    "History",
    "Language",
    "Level",
    "LevelFigures",
    "Margin",
    "NewerSchemaError",
    "Notice",
    "NoticeKind",
    "SavedGame",
    "Settings",
    "SortOrder",
    "Stats",
    "Store",
    "UnreadableFileError",
    "Unreplayed",
    "new_game_id",
]
