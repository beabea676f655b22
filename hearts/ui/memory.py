"""Giving back to the system the memory the window has freed (see docs/ARCHITECTURE.md,
"The window").

Card pictures read at full size, frames of a flight and dialogs closed are freed as soon as
they are drawn, but the C library keeps the freed blocks for later: with glibc (Linux) the
resident memory stays at its peak. When the loop rests, waiting for the person, it hands the
freed blocks back once (malloc_trim). Elsewhere this does nothing.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import cache


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's malloc_trim, or None on another C library or system."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes  # only here: the window starts without it
    import ctypes.util

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim: Callable[[int], int] = libc.malloc_trim
    except (OSError, AttributeError):
        return None
    return trim


def give_back_freed_memory() -> bool:
    """Return the freed blocks of the C library to the system; whether it could."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
