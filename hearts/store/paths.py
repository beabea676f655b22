"""Where the user's files live: platformdirs, or one folder named by an environment variable."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "dame-de-pique"
HOME_ENV = "DAME_DE_PIQUE_HOME"


def home_from_env() -> Path | None:
    """The folder named by DAME_DE_PIQUE_HOME, or None when it is unset or empty."""
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def user_dirs(home: Path | None = None) -> tuple[Path, Path]:
    """The (data, config) folders: *home* for both, else the variable, else platformdirs."""
    folder = home if home is not None else home_from_env()
    if folder is not None:
        return folder, folder
    data = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    config = Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    return data, config
