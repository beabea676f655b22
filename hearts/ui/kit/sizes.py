"""The sizes of the window's texts and controls: one Metrics for a window height.

Every size (fonts, borders, title bars) follows the window's height, so the same dialogs
read well from 960×600 to 4K; Grandes cartes (Settings.large_cards, for a player who sees
little) makes every text LARGE_TEXT times larger, and the controls with them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

# The window size every layout is designed for; larger windows scale up from it.
BASE_SIZE: Final = (960, 600)
# How much larger Grandes cartes makes the texts of the dialogs and controls.
LARGE_TEXT: Final = 1.2


@dataclass(frozen=True)
class Metrics:
    """Pixel sizes of text and controls for one window size."""

    body: int  # ordinary text and buttons
    small: int  # notes under a control
    heading: int  # section headings
    big: int  # the headline of a panel ("Vous gagnez !")

    @property
    def row(self) -> int:
        """The height of one line of controls."""
        return round(self.body * 2.0)

    @property
    def gap(self) -> int:
        """The space between controls and around a dialog's content."""
        return max(4, round(self.body * 0.6))

    @property
    def border(self) -> int:
        """The width of panel and button borders."""
        return max(1, round(self.body / 12))


def effective_height(window_size: tuple[int, int]) -> int:
    """The height the theme scales by: the window's, or less when the window is narrow."""
    width, height = window_size
    return max(1, min(height, round(width * BASE_SIZE[1] / BASE_SIZE[0])))


def metrics(window_height: int, large: bool = False) -> Metrics:
    """Font and control sizes for a window *window_height* pixels high (see
    effective_height), LARGE_TEXT times larger under Grandes cartes (*large*)."""
    body = max(13, round(window_height / 40))
    if large:
        body = round(body * LARGE_TEXT)
    return Metrics(
        body=body,
        small=max(12, round(body * 0.85)),
        heading=round(body * 1.2),
        big=round(body * 1.6),
    )


def scroll_bar_width(m: Metrics) -> int:
    """The width a scrolled text box's bar should take beside text of *m*."""
    return max(12, round(m.body * 0.9))
