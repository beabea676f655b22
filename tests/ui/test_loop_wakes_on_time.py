"""The loop's sleep between turns: an event posted is taken at once, and a text cursor blinks on
time when the loop wakes only when pace.seconds_to_blink says."""

from __future__ import annotations

import itertools

import pygame
import pygame_gui
import pytest

from hearts.ui.dialogs import DealNumberDialog
from hearts.ui.platform.pace import seconds_to_blink, wait_for_events
from tests.helpers.window import DIALOG_SIZE, drop_events

pytestmark = pytest.mark.usefixtures("display")


def test_the_cursor_blinks_every_few_tenths_when_the_loop_wakes_only_for_it(
        manager: pygame_gui.UIManager) -> None:
    dialog = DealNumberDialog(manager, DIALOG_SIZE, "fr")
    entry = dialog.entry
    assert entry.is_focused
    clock, toggles, shown, wakes = 0.0, [], entry.cursor_on, 0
    while clock < 4.0:
        wait = seconds_to_blink(entry)
        assert wait is not None
        clock += wait
        manager.update(wait)
        wakes += 1
        if entry.cursor_on != shown:
            toggles.append(clock)
            shown = entry.cursor_on
    gaps = [later - earlier for earlier, later in itertools.pairwise(toggles)]
    assert len(toggles) >= 6
    assert all(abs(gap - entry.blink_cursor_time) < 0.01 for gap in gaps), gaps
    assert wakes <= 2 * len(toggles) + 2  # about two wakes a blink, never a frame rate
    entry.unfocus()
    assert seconds_to_blink(entry) is None
    assert seconds_to_blink(None) is None


def test_waiting_for_events_returns_one_as_soon_as_it_is_there() -> None:
    drop_events()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, ask="now"))
    events = wait_for_events(60_000)
    assert [event.type for event in events] == [pygame.USEREVENT]
    assert wait_for_events(0) == []
