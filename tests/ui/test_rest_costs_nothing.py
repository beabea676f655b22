"""At rest the window costs nearly nothing (issue 26): the audio device is open only while
sounds play, and the loop sleeps in SDL until an event comes where the driver can."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterator

import pygame
import pytest

from hearts.ui.kit.sound import QUIET_SECONDS, Sounds
from hearts.ui.platform import pace, sdl_wait
from tests.helpers.window import MakeApp, drop_events


@pytest.fixture
def video() -> Iterator[None]:
    """A small headless window (the windows of the other tests quit pygame when closed)."""
    pygame.init()
    pygame.display.set_mode((320, 200))
    yield
    drop_events()


@pytest.fixture
def sounds(video: None) -> Iterator[Sounds]:
    made = Sounds()
    yield made
    made.rest(time.monotonic() + QUIET_SECONDS + 60)


def test_the_audio_device_closes_once_nothing_has_played_for_a_while(sounds: Sounds) -> None:
    sounds.play("play")
    if not sounds.device_open:
        pytest.skip("no audio device here, not even SDL's dummy one")
    assert not sounds.rest(time.monotonic())  # the sound still plays: the device stays
    assert sounds.device_open
    assert sounds.rest(time.monotonic() + QUIET_SECONDS + 1)
    assert not sounds.device_open and pygame.mixer.get_init() is None
    sounds.play("trick")  # the next sound opens it again
    assert sounds.device_open


def test_a_window_opens_no_audio_device_before_a_sound(make_app: MakeApp) -> None:
    app = make_app(deal=53)
    app.controller.show.sounds.rest(time.monotonic() + QUIET_SECONDS + 1)
    assert pygame.mixer.get_init() is None
    app.step()
    assert pygame.mixer.get_init() is None


def test_the_loop_sleeps_in_sdl_when_it_can(monkeypatch: pytest.MonkeyPatch,
                                            video: None) -> None:
    slept: list[int] = []

    def wait_in_sdl(milliseconds: int) -> None:
        slept.append(milliseconds)
        pygame.event.post(pygame.event.Event(pygame.USEREVENT))  # a thread's wake-up

    def no_polling(seconds: float) -> None:
        raise AssertionError("looked for events at intervals")

    pygame.event.get()
    monkeypatch.setattr(pace, "event_waiter", lambda: wait_in_sdl)
    monkeypatch.setattr(time, "sleep", no_polling)
    events = pace.wait_for_events(500)
    assert [event.type for event in events] == [pygame.USEREVENT]
    assert len(slept) == 1 and 0 < slept[0] <= 500


def test_without_a_waiting_driver_the_loop_looks_at_intervals(video: None) -> None:
    assert pygame.display.get_driver() == "dummy"
    assert sdl_wait.event_waiter() is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the wheel's layout on Linux")
def test_the_sdl_pygame_runs_on_is_found(video: None) -> None:
    assert sdl_wait._sdl() is not None
