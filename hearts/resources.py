"""Where the game's own files (art, sounds, fonts) are, installed or in a checkout."""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


def _first_existing(*candidates: Path) -> Path:
    """The first folder of *candidates* that exists, else the first one."""
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    return candidates[0]


def _bundle_dir() -> Path | None:
    """The PyInstaller unpack folder when running frozen, else None."""
    base = getattr(sys, "_MEIPASS", None)
    return Path(base) / "hearts" if base else None


def _search_roots() -> list[Path]:
    roots = [_PACKAGE_DIR]
    bundle = _bundle_dir()
    if bundle is not None:
        roots.insert(0, bundle)
    roots.append(_PACKAGE_DIR.parent)  # a source checkout: assets/ beside hearts/
    return roots


def assets_dir() -> Path:
    """The folder holding cards/, felt/, icon/ and fonts/."""
    return _first_existing(*(root / "assets" for root in _search_roots()))


def sounds_dir() -> Path:
    """The folder holding the sound effects."""
    return _first_existing(*(root / "sounds" for root in _search_roots()))
