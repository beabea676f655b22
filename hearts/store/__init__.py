"""The user's files: settings, statistics and the game in progress (DESIGN.md §5).

The only package that touches them. No pygame, no UI: what the player must be
told comes out as Notice values for the UI to put into words.
"""

from hearts.choices import LEVELS, CardBack, Felt, Language, Level, SortOrder
from hearts.store.files import DamagedFileError, NewerSchemaError, UnreadableFileError
from hearts.store.notices import FileKind, Notice, NoticeKind
from hearts.store.paths import APP_NAME, HOME_ENV
from hearts.store.settings import SETTING_CHOICES, Settings
from hearts.store.stats import Stats
from hearts.store.store import Store

__all__ = [
    "APP_NAME",
    "HOME_ENV",
    "LEVELS",
    "SETTING_CHOICES",
    "CardBack",
    "DamagedFileError",
    "Felt",
    "FileKind",
    "Language",
    "Level",
    "NewerSchemaError",
    "Notice",
    "NoticeKind",
    "Settings",
    "SortOrder",
    "Stats",
    "Store",
    "UnreadableFileError",
]
