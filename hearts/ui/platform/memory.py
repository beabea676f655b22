"""Giving back to the system the memory the window has freed (see docs/ARCHITECTURE.md,
"The window").

Card pictures read at full size, frames of a flight and dialogs closed are freed as soon as
they are drawn, but the C library keeps the freed blocks for later: with glibc (Linux) the
resident memory stays at its peak. When the loop rests, waiting for the person, it hands the
freed blocks back once (malloc_trim). Elsewhere this does nothing.

Before that, it lets go of the spare copies pygame_gui keeps of every button and label:
each state of an element with text (normal, hovered, pressed…) is held three times, the
finished picture, the picture before its text and the text alone, and only a text entry
ever draws from the two last again (when a letter is typed). For the buttons of the side
column and of a dialog this is two thirds of their pictures, some ten megabytes at 1920×1080.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from functools import cache
from typing import Any

from pygame_gui.elements import UITextEntryLine


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


def drop_text_copies(elements: Iterable[Any]) -> int:
    """Let the spare pictures of *elements*' states go (the state before its text, the text
    alone), except a text entry's, which redraws from them; how many pictures went."""
    dropped = 0
    for element in elements:
        shape = getattr(element, "drawable_shape", None)
        if shape is None or isinstance(element, UITextEntryLine):
            continue
        for state in shape.states.values():
            dropped += (state.pre_text_surface is not None) + (state.text_surface is not None)
            state.pre_text_surface = state.text_surface = None
    return dropped
