"""At every pace, with or without Animations réduites, a finished trick stays on the table at
least half a second before it is gathered, and the message line shows the last events, not
only the last one: at Très rapide a whole trick and its gathering passed in a second, and the
line kept only its last sentence (issue 44, bug 5). Tests keep running with no pauses."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from hearts.choices import PACES, Pace
from hearts.engine import Phase, Seat
from hearts.store import Settings, Store
from hearts.ui.table.controller import Controller, ImmediateExecutor
from hearts.ui.table.show import MIN_TRICK_LINGER, timing_for
from hearts.ui.table.speech.narration import MessageLine
from tests.helpers.window import MakeApp, play_until

SOUTH = Seat.SOUTH


@pytest.mark.parametrize("pace", PACES)
@pytest.mark.parametrize("reduce_motion", [False, True])
def test_every_pace_leaves_the_full_trick_in_view_half_a_second(
        pace: Pace, reduce_motion: bool) -> None:
    timing = timing_for(Settings(pace=pace, reduce_motion=reduce_motion), 1.0)
    assert timing.trick_linger >= MIN_TRICK_LINGER == 0.5
    assert timing_for(Settings(pace=pace, reduce_motion=reduce_motion), 0.0).trick_linger == 0


def test_at_the_fastest_pace_the_trick_stays_before_it_is_gathered(tmp_path: Path) -> None:
    controller = Controller(Store(tmp_path), Settings(pace="faster", sound=False),
                            executor=ImmediateExecutor(), save_executor=ImmediateExecutor())
    controller.start(deal=41)
    now = 100.0
    while len(controller.scene.trick) < 4:
        now += 0.005
        controller.update(now)
        match = controller.host.match
        if controller.choices.is_choosing_pass():
            for card in controller.scene.hand[:3]:
                controller.action_toggle_card(card)
            controller.action_pass()
        elif match.phase is Phase.PLAYING and match.turn is SOUTH and controller.is_caught_up():
            controller.action_play(match.legal_plays(SOUTH)[0])
    full_at = now
    while len(controller.scene.trick) == 4:
        now += 0.005
        controller.update(now)
    assert now - full_at >= 0.5


def event(number: int) -> Callable[[str], str]:
    """A sentence that says which event it is."""
    return lambda lang: f"event {number}"


def test_the_line_keeps_the_sentences_that_leave_it_the_newest_last() -> None:
    line = MessageLine()
    for number in range(8):
        line.say(event(number))
    assert line.text("fr") == "event 7"
    assert [sentence("fr") for sentence in line.earlier] == [
        f"event {n}" for n in range(7 - len(line.earlier), 7)]
    assert 2 <= len(line.earlier) <= 6


def test_the_table_shows_the_events_before_the_last_where_the_box_has_room(
        make_app: MakeApp) -> None:
    app = make_app(deal=41)
    play_until(app, lambda a: len(a.controller.scene.trick) >= 2)
    view = app.controller.table_view()
    assert view.message and view.earlier  # the card before the last one, still said
    assert view.earlier[-1] not in view.message
    surface = pygame.display.get_surface()
    assert surface is not None
    app.renderer.draw(surface, app.layout, view, 0.0)
    box = app.layout.message
    before = surface.subsurface(box).copy()
    app.renderer.draw(surface, app.layout, dataclasses.replace(view, earlier=()), 0.0)
    assert surface.subsurface(box).copy().get_view("2").raw != before.get_view("2").raw
