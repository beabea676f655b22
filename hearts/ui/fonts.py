"""The game's fonts: the bundled DejaVu faces at any pixel size, loaded once per size.

DejaVu has every glyph the table needs (é, œ, ♠♥♦♣, …); when it is missing, pygame's
own font stands in so that the game still starts.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from hearts.resources import assets_dir

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"


def font_path(bold: bool = False) -> Path | None:
    """The bundled font file (bold or regular), or None when it is not installed."""
    folder = assets_dir() / "fonts"
    wanted = folder / (BOLD_FILE if bold else REGULAR_FILE)
    if wanted.is_file():
        return wanted
    regular = folder / REGULAR_FILE
    return regular if regular.is_file() else None


_loaded: dict[tuple[int, bool], pygame.font.Font] = {}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game's font at *size* pixels (at least 6), kept: fonts are costly to open.

    pygame.quit() invalidates every font, so the cache forgets them then.
    """
    size = max(6, int(size))
    key = (size, bold)
    cached = _loaded.get(key)
    if cached is not None:
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    if not _loaded:
        pygame.register_quit(clear_cache)
    path = font_path(bold)
    loaded = pygame.font.Font(str(path) if path else None, size)
    if bold and (path is None or path.name != BOLD_FILE):
        loaded.set_bold(True)
    _loaded[key] = loaded
    return loaded


def clear_cache() -> None:
    """Forget every loaded font (after pygame.quit, fonts are no longer valid)."""
    _loaded.clear()
