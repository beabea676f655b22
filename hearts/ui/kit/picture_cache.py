"""A cache of pictures bounded by the memory they hold: the least recently used go first.

The renderer keeps its rendered texts and panels in two of them: what every frame shows is
used again and stays, while a message line or a score sheet of the past is let go.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable

import pygame


def picture_bytes(surface: pygame.Surface) -> int:
    """The memory the pixels of *surface* hold."""
    return surface.get_width() * surface.get_height() * surface.get_bytesize()


class PictureCache:
    """Pictures by key, at most *limit* bytes of pixels (the latest one is always kept)."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._pictures: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        self._bytes = 0

    def get(self, key: Hashable) -> pygame.Surface | None:
        """The picture kept under *key*, now the most recently used; None if there is none."""
        picture = self._pictures.get(key)
        if picture is not None:
            self._pictures.move_to_end(key)
        return picture

    def put(self, key: Hashable, picture: pygame.Surface) -> pygame.Surface:
        """Keep *picture* under *key*, letting the least recently used go beyond the limit."""
        self._forget(key)
        self._pictures[key] = picture
        self._bytes += picture_bytes(picture)
        while self._bytes > self.limit and len(self._pictures) > 1:
            self._forget(next(iter(self._pictures)))
        return picture

    def _forget(self, key: Hashable) -> None:
        old = self._pictures.pop(key, None)
        if old is not None:
            self._bytes -= picture_bytes(old)

    def clear(self) -> None:
        """Let every picture go."""
        self._pictures.clear()
        self._bytes = 0

    def held_bytes(self) -> int:
        """The memory the pictures kept hold."""
        return self._bytes

    def __len__(self) -> int:
        return len(self._pictures)
