"""The Linux menu entry: the .desktop file and the icons in the person's XDG data folder.

`dame-de-pique --install-desktop-entry` writes them (docs/ARCHITECTURE.md, "A file of the
player"); `--uninstall-desktop-entry` removes exactly what it wrote. The entry is the
committed assets/dame-de-pique.desktop with its Exec line pointing at the program that ran.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Final

import platformdirs

from hearts.store.files import remove_file, write_atomically
from hearts.store.paths import APP_NAME

ICON_SIZES: Final = (16, 32, 48, 64, 128, 256, 512)
ENTRY_FILE: Final = f"{APP_NAME}.desktop"
# Characters that make the Desktop Entry Specification quote an Exec argument.
_RESERVED: Final = set(" \t\n\"'\\><~|&;$*?#()`")


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share: where a person's menu entries and icons go."""
    return Path(platformdirs.user_data_dir(appauthor=False))


def entry_path(data: Path) -> Path:
    """Where the menu entry goes under the data folder *data*."""
    return data / "applications" / ENTRY_FILE


def icon_path(data: Path, size: int) -> Path:
    """Where the icon of *size* pixels goes in the hicolor theme under *data*."""
    return data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_NAME}.png"


def exec_argument(word: str) -> str:
    """One argument of an Exec line, quoted as the specification asks when it must be."""
    word = word.replace("%", "%%")
    if not _RESERVED.intersection(word):
        return word
    escaped = "".join(f"\\{char}" if char in '"`$\\' else char for char in word)
    return f'"{escaped}"'


def entry_text(template: str, command: Sequence[str]) -> str:
    """The committed entry with its Exec line running *command* (absolute paths)."""
    line = "Exec=" + " ".join(exec_argument(word) for word in command)
    lines = [line if text.startswith("Exec=") else text for text in template.splitlines()]
    if line not in lines:
        raise ValueError("the desktop entry template has no Exec line")
    return "\n".join(lines) + "\n"


def install(assets: Path, command: Sequence[str], data: Path) -> list[Path]:
    """Write the menu entry and the icons under *data*; the files written."""
    written = []
    for size in ICON_SIZES:
        target = icon_path(data, size)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(assets / "icon" / f"icon-{size}.png", target)
        written.append(target)
    template = (assets / ENTRY_FILE).read_text(encoding="utf-8")
    entry = entry_path(data)
    write_atomically(entry, entry_text(template, command))
    written.append(entry)
    return written


def uninstall(data: Path) -> list[Path]:
    """Remove the menu entry and the icons from *data*; the files that were there."""
    removed = []
    for path in (entry_path(data), *(icon_path(data, size) for size in ICON_SIZES)):
        if path.is_file():
            remove_file(path)
            removed.append(path)
    return removed
