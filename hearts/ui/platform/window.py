"""The operating system's window: its first size, title, icon, smallest size, full screen, and
the event that wakes the loop from another thread (see docs/ARCHITECTURE.md, "the window")."""

from __future__ import annotations

import contextlib
import warnings
from typing import Final

import pygame

from hearts.i18n import _
from hearts.resources import assets_dir

# The game's own event types, made here, when the window's modules load, before any window
# opens: pygame.quit() starts custom numbers again, so a type made later (a second window in
# one process) would take the number of one of pygame_gui's events.
# The one wake channel: a worker has an answer (a bot's, the hint's, the analysis's, a hand
# played again); the loop takes the table's, and hands the event to the top screen.
WAKE_EVENT: Final = pygame.event.custom_type()
MIN_SIZE: Final = (960, 600)  # the window's smallest size; the layout is designed for it
ICON_SIZES: Final = (256, 128, 64, 48, 32)


def initial_size(desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """A good first window size: most of the screen, 16:10, never under 960×600."""
    if not desktops or desktops[0][0] <= 0 or desktops[0][1] <= 0:
        return 1280, 800
    width, height = desktops[0]
    target_w = min(width * 0.86, height * 0.86 * 1.6)
    size = (round(target_w), round(target_w / 1.6))
    return max(MIN_SIZE[0], min(size[0], width)), max(MIN_SIZE[1], min(size[1], height))


def open_window(size: tuple[int, int]) -> pygame.Surface:
    """Open (or resize) the resizable window, with its title, icon and smallest size."""
    surface = pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.display.set_caption(_("Dame de pique")("fr"))
    for side in ICON_SIZES:
        icon = assets_dir() / "icon" / f"icon-{side}.png"
        if icon.is_file():
            with contextlib.suppress(pygame.error):
                pygame.display.set_icon(pygame.image.load(str(icon)))
            break
    keep_minimum_size()
    return surface


def resize_window(size: tuple[int, int]) -> None:
    """Make the window *size*, never under the smallest (set_mode forgets it)."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    keep_minimum_size()


def keep_minimum_size() -> None:
    """The window cannot be made smaller than the layout supports."""
    with contextlib.suppress(pygame.error, AttributeError, ValueError):
        _window().minimum_size = MIN_SIZE


def set_fullscreen(fullscreen: bool) -> None:
    """F11: full screen on the desktop's resolution, or back to a window."""
    try:
        window = _window()
        if fullscreen:
            window.set_fullscreen(desktop=True)
        else:
            window.set_windowed()
    except (pygame.error, AttributeError):
        pygame.display.toggle_fullscreen()


def bring_to_front() -> None:
    """Show the window over the others, restored if it was minimised, where the system
    allows it (some window managers only flash it in the task bar)."""
    with contextlib.suppress(pygame.error, AttributeError):
        window = _window()
        window.restore()
        window.focus()


def display_surface() -> pygame.Surface:
    """The window's surface (there is one once the window is open)."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise pygame.error("no window")
    return surface


def post_wake() -> None:
    """Wake the loop from another thread (SDL's event queue is thread-safe)."""
    with contextlib.suppress(pygame.error):
        pygame.event.post(pygame.event.Event(WAKE_EVENT))


def _window() -> pygame.Window:
    """The display module's window (pygame-ce warns that this bridge is old; it is enough)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()
