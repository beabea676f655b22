"""How long the loop sleeps, and how it sleeps (see docs/ARCHITECTURE.md, "The window").

While cards move the loop draws at the frame rate. At rest it sleeps until the next thing
it must do: a step of the show (a bot's pause, the trick's slide), a forced card playing
itself, the next blink of a text cursor in use, or at the latest the longest wait.

It does not sleep in pygame.event.wait: pygame-ce's wait with a timeout looks at SDL's
events every millisecond until one comes, about 2 % of a core for a window doing nothing.
wait_for_events sleeps in SDL's own wait where the video driver can (sdl_wait.py): nothing
runs until an event, a thread's wake-up or the timeout. Elsewhere (the tests' dummy driver)
it looks every POLL_MS and sleeps in between: a click or a key waits at most that long.
"""

from __future__ import annotations

import math
import time
from typing import Final

import pygame
from pygame_gui.elements import UITextEntryLine

from hearts.ui.platform.sdl_wait import event_waiter

POLL_MS: Final = 25  # at rest, how often the loop looks for input


def rest_ms(*, frame_due: bool, fps: int, next_step: float | None,
            next_blink: float | None, longest_ms: int) -> int:
    """How long the loop may wait for an event now, in milliseconds.

    *frame_due*: cards move or a frame is owed, so the next frame comes at *fps* (0: at
    once). Otherwise the wait lasts until the sooner of *next_step* and *next_blink*
    (seconds, None: nothing scheduled), and never beyond *longest_ms*.
    """
    if frame_due:
        return 1000 // fps if fps > 0 else 0
    waits = [longest_ms]
    waits += [max(0, round(seconds * 1000)) for seconds in (next_step, next_blink)
              if seconds is not None]
    return max(0, min(waits))


def seconds_to_blink(entry: UITextEntryLine | None) -> float | None:
    """How long until the focused text *entry* (a pygame_gui UITextEntryLine) must be updated
    for its cursor to blink on time; None when it has no focus, so nothing blinks.

    pygame_gui counts the blink in the entry's update: first a pause after the cursor moved,
    then a toggle each time its count reaches blink_cursor_time (the update after it does).
    """
    if entry is None or not entry.is_focused:
        return None
    pause_left = float(entry.cursor_blink_delay_after_moving
                       - entry.cursor_blink_delay_after_moving_acc)
    if pause_left >= 0:
        return pause_left + 0.001  # the count must pass the pause, not only reach it
    return max(0.0, float(entry.blink_cursor_time - entry.blink_cursor_time_acc))


def wait_for_events(timeout_ms: int, poll_ms: int = POLL_MS) -> list[pygame.event.Event]:
    """The events that come within *timeout_ms*: asleep in SDL until one comes where it can,
    else looked for every *poll_ms*."""
    deadline = time.monotonic() + timeout_ms / 1000
    sleep_in_sdl = event_waiter() if timeout_ms > 0 else None
    while True:
        events = pygame.event.get()
        remaining = deadline - time.monotonic()
        if events or remaining <= 0:
            return events
        if sleep_in_sdl is not None:
            sleep_in_sdl(math.ceil(remaining * 1000))
        else:
            time.sleep(min(poll_ms / 1000, remaining))
