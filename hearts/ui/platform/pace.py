"""How long the loop sleeps, and how it sleeps (see docs/ARCHITECTURE.md, "The window").

While cards move the loop draws at the frame rate. At rest it sleeps until the next thing
it must do: a step of the show (a bot's pause, the trick's slide), a forced card playing
itself, the next blink of a text cursor in use, or at the latest the longest wait.

It does not sleep in pygame.event.wait: pygame-ce's wait with a timeout looks at SDL's
events every millisecond until one comes, about 2 % of a core for a window doing nothing.
wait_for_events looks every POLL_MS instead and sleeps in between: a click or a key waits
at most that long, a little more than a frame, and the window costs a few wake-ups a
second's worth of a core.
"""

from __future__ import annotations

import time
from typing import Final

import pygame
from pygame_gui.elements import UITextEntryLine

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
    """The events that come within *timeout_ms*: looked for every *poll_ms*, asleep between."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        events = pygame.event.get()
        remaining = deadline - time.monotonic()
        if events or remaining <= 0:
            return events
        time.sleep(min(poll_ms / 1000, remaining))
