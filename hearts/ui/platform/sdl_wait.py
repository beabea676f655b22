"""Sleeping in SDL itself until an event comes, where its video driver can (see
docs/ARCHITECTURE.md, "The window").

pygame-ce's event.wait looks at the queue every millisecond, and a loop that looks every
25 ms still wakes forty times a second. SDL's own SDL_WaitEventTimeout sleeps on the
window system's connection (X11, Wayland, Windows, macOS) until an event, a thread's
pygame.event.post or the timeout wakes it: a window at rest then costs nearly nothing.
pygame does not expose it, so it is called through ctypes in the very SDL library pygame
loaded; when that library cannot be found, or the driver cannot wait (the dummy driver of
the tests), the caller looks for events at intervals instead.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Final

import pygame

WAITING_DRIVERS: Final = frozenset({"x11", "wayland", "windows", "cocoa"})
SDL_INIT_VIDEO: Final = 0x20


def _library_candidates() -> Iterator[str]:
    """Where the SDL library pygame uses may be: beside pygame (wheels, the bundle), then the
    system's."""
    package = Path(pygame.__file__).parent
    if sys.platform == "win32":
        yield str(package / "SDL2.dll")
    elif sys.platform == "darwin":
        yield from (str(path) for path in sorted((package / ".dylibs").glob("libSDL2-2*")))
    else:
        for folder in (package.parent / "pygame_ce.libs", package.parent / "pygame.libs"):
            yield from (str(path) for path in sorted(folder.glob("libSDL2-2*")))
    system = ctypes.util.find_library("SDL2-2.0") or ctypes.util.find_library("SDL2")
    if system:
        yield system


_found: list[ctypes.CDLL] = []  # the library once found (looked for again while not)


def _sdl() -> ctypes.CDLL | None:
    """The SDL library pygame runs on (its video started), or None."""
    if _found:
        return _found[0]
    for candidate in _library_candidates():
        try:
            library = ctypes.CDLL(candidate)
            library.SDL_WaitEventTimeout.argtypes = [ctypes.c_void_p, ctypes.c_int]
            library.SDL_WaitEventTimeout.restype = ctypes.c_int
            library.SDL_WasInit.argtypes = [ctypes.c_uint32]
            library.SDL_WasInit.restype = ctypes.c_uint32
        except (OSError, AttributeError):
            continue
        if library.SDL_WasInit(SDL_INIT_VIDEO):  # another copy of SDL would know no window
            _found.append(library)
            return library
    return None


def event_waiter() -> Callable[[int], object] | None:
    """A function sleeping until an event is queued or the milliseconds it is given pass
    (it leaves the event in the queue); None where SDL cannot wait for this window."""
    try:
        driver = pygame.display.get_driver()
    except pygame.error:
        return None
    if driver not in WAITING_DRIVERS:
        return None
    library = _sdl()
    if library is None or not library.SDL_WasInit(SDL_INIT_VIDEO):
        return None
    wait = library.SDL_WaitEventTimeout
    return lambda milliseconds: wait(None, max(0, milliseconds))
