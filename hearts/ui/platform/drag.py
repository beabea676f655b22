"""A window size on its way: while the person drags the window's corner, the last laid-out
frame is shown scaled to the window; the table is laid out again once, when the size has
been still for a moment (see docs/ARCHITECTURE.md, "The window").

Laying the table out costs a new pygame_gui manager, its buttons and the table's pictures
at the new size, some 150 ms at 1920×1080: done at every size a drag passes through, the
table followed the mouse at five frames a second and kept fonts at every size.
"""

from __future__ import annotations

from typing import Final

import pygame

# What waits while a size is dragged: the controls under the pointer are not laid out yet.
POINTER_EVENTS: Final = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                         pygame.MOUSEWHEEL)


def fitted(picture: tuple[int, int], window: tuple[int, int]) -> pygame.Rect:
    """Where *picture*, scaled without changing its shape, fills the most of *window*,
    centred."""
    scale = min(window[0] / picture[0], window[1] / picture[1])
    size = (max(1, round(picture[0] * scale)), max(1, round(picture[1] * scale)))
    rect = pygame.Rect((0, 0), size)
    rect.center = (window[0] // 2, window[1] // 2)
    return rect


class SizeDrag:
    """The size the window is being dragged to, taken *settle* seconds after it last moved."""

    def __init__(self, settle: float) -> None:
        self.settle = settle
        self.wanted: tuple[int, int] | None = None
        self._moved_at = 0.0
        self._frame: pygame.Surface | None = None
        self.drawn: object = None  # what the frame shows (the app's frame key)

    @property
    def dragging(self) -> bool:
        """A new size came and is not yet laid out."""
        return self.wanted is not None

    def moved(self, size: tuple[int, int], now: float) -> None:
        """The window took *size* at *now*."""
        self.wanted = size
        self._moved_at = now

    def settled_size(self, now: float) -> tuple[int, int] | None:
        """The new size once it has been still long enough (then the drag is over)."""
        if self.wanted is None or now - self._moved_at < self.settle:
            return None
        size, self.wanted = self.wanted, None
        self._frame = None
        self.drawn = None
        return size

    def seconds_to_settle(self, now: float) -> float | None:
        """How long until the size counts as settled; None when no drag is under way."""
        if self.wanted is None:
            return None
        return max(0.0, self._moved_at + self.settle - now)

    def frame(self, size: tuple[int, int]) -> pygame.Surface:
        """The picture the frames of the laid-out *size* are drawn on during the drag."""
        if self._frame is None or self._frame.get_size() != size:
            self._frame = pygame.Surface(size).convert()
            self.drawn = None
        return self._frame

    def show(self, window: pygame.Surface, backdrop: tuple[int, int, int]) -> None:
        """The frame, scaled to fit *window*, the margins in *backdrop*."""
        if self._frame is None:
            window.fill(backdrop)
            return
        rect = fitted(self._frame.get_size(), window.get_size())
        if rect.size != window.get_size():
            window.fill(backdrop)
        window.blit(pygame.transform.scale(self._frame, rect.size), rect)
