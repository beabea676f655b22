"""Rows of controls taller than the window leaves a dialog: they scroll, and the control the
keyboard reaches is scrolled into view (Options under Grandes cartes' larger texts)."""

from __future__ import annotations

from typing import Final

import pygame
import pygame_gui
from pygame_gui.core import UIContainer, UIElement
from pygame_gui.elements import UIScrollingContainer

from hearts.ui.dialogs import frame
from hearts.ui.kit.sizes import Metrics

SCROLL_BAR: Final = 20  # the width pygame_gui 0.6.14 gives its scroll bar


def rows_scroll(m: Metrics, window_size: tuple[int, int], height: int) -> bool:
    """Whether a dialog's content *height* high is taller than the window leaves it, with
    the title band, the shadow and the margin (base.fit_size) around it."""
    outer = height + frame.band_height(m) + 2 * frame.shadow_width(m)
    return outer > window_size[1] - 2 * (m.gap // 2)


class ScrolledRows:
    """A scrolled area *shown* in *content*, *height* high inside and as wide as *shown*
    less the scroll bar; the wheel scrolls it, and so does `show`."""

    def __init__(self, manager: pygame_gui.UIManager, content: UIContainer,
                 shown: pygame.Rect, height: int, margin: int) -> None:
        self.margin = margin  # kept visible above and below a control shown
        self.scroller = UIScrollingContainer(shown, manager, container=content,
                                             allow_scroll_x=False)
        self.scroller.set_scrollable_area_dimensions((shown.width - SCROLL_BAR, height))
        self.width = shown.width - SCROLL_BAR

    @property
    def area(self) -> UIContainer:
        """The container the rows go in: it moves as they scroll."""
        return self.scroller.scrollable_container

    def show(self, element: UIElement) -> None:
        """Scroll so that *element*, one of the rows, shows whole with a margin around it:
        the keyboard's focus is never out of sight."""
        area = self.area
        if element.ui_container is not area:
            return
        shown = int(self.scroller.get_relative_rect().height)
        total = int(area.get_relative_rect().height)
        place = element.get_relative_rect()
        offset = -int(area.get_relative_rect().top)
        if place.top - self.margin < offset:
            offset = int(place.top) - self.margin
        elif place.bottom + self.margin > offset + shown:
            offset = int(place.bottom) + self.margin - shown
        offset = max(0, min(offset, total - shown))
        area.set_relative_position((0, -offset))
        bar = self.scroller.vert_scroll_bar
        if bar is not None and total > 0:
            bar.set_scroll_from_start_percentage(offset / total)
