"""Time-based animation: easing, card flights, the bots' pace, and a window that never waits."""

from __future__ import annotations

import dataclasses
import itertools
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pygame
import pytest

from hearts.choices import Pace
from hearts.engine import Card, Phase, PlayerView, Seat
from hearts.i18n import french_typography
from hearts.play import bots
from hearts.store import Settings, Store
from hearts.ui.table.animation import (
    FAST_FACTOR,
    NORMAL,
    PACE_FACTORS,
    DeckSpot,
    Flight,
    HandSlot,
    SeatSpot,
    TrickSlot,
    ease_in_out_cubic,
    ease_out_cubic,
    progress,
)
from hearts.ui.table.controller import Controller, ImmediateExecutor
from hearts.ui.table.geometry.layout import compute_layout
from hearts.ui.table.geometry.placement import flight_rect, place_rect
from hearts.ui.table.speech.narration import card_name

SOUTH = Seat.SOUTH


@pytest.mark.parametrize("easing", [ease_out_cubic, ease_in_out_cubic])
def test_easings_start_at_rest_and_land_exactly(easing: Callable[[float], float]) -> None:
    assert easing(0.0) == 0.0
    assert easing(1.0) == 1.0
    values = [easing(step / 20) for step in range(21)]
    assert values == sorted(values)


def test_a_zero_duration_jumps_to_the_end() -> None:
    assert progress(5.0, 0.0, 5.0) == 1.0
    assert progress(5.0, 0.0, 4.9) == 0.0
    assert progress(5.0, 2.0, 6.0) == 0.5
    assert progress(5.0, 2.0, 99.0) == 1.0


def test_a_flight_goes_from_its_source_to_its_target() -> None:
    layout = compute_layout(1280, 800)
    card = bots_free_card()
    flight = Flight(card, True, HandSlot(SOUTH, 3, 13), TrickSlot(SOUTH), 10.0, 0.5)
    assert flight_rect(layout, flight, 10.0) == place_rect(layout, flight.source)
    assert flight_rect(layout, flight, 10.5) == place_rect(layout, flight.target)
    middle = flight_rect(layout, flight, 10.25)
    assert middle != flight_rect(layout, flight, 10.0)
    assert flight.is_done(10.5) and not flight.is_done(10.49)
    shrinking = Flight(card, True, TrickSlot(Seat.NORTH), SeatSpot(Seat.EAST), 0.0, 1.0)
    assert flight_rect(layout, shrinking, 1.0).size == layout.small_card_size
    assert place_rect(layout, DeckSpot()).center == layout.trick_area.center


def bots_free_card() -> Card:
    return Card.parse("QS")


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path)


class Clock:
    """A pretend clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def run(self, controller: Controller, seconds: float, step: float = 0.01) -> None:
        end = self.now + seconds
        while self.now < end:
            self.now += step
            controller.update(self.now)


def _landing_times(controller: Controller, clock: Clock,
                   seconds: float) -> list[tuple[float, Seat]]:
    """When each card reaches the trick, and whose, over *seconds* (South plays at once)."""
    landed: list[tuple[float, Seat]] = []
    count = 0
    end = clock.now + seconds
    while clock.now < end:
        clock.now += 0.005
        controller.update(clock.now)
        match = controller.host.match
        if controller.choices.is_choosing_pass():
            for card in controller.scene.hand[:3]:
                controller.action_toggle_card(card)
            controller.action_pass()
        elif match.phase is Phase.PLAYING and match.turn is SOUTH and controller.is_caught_up():
            controller.action_play(match.legal_plays(SOUTH)[0])
        on_table = len(controller.scene.trick)
        if on_table > count:
            landed.append((clock.now, controller.scene.trick[-1][0]))
        count = on_table
    return landed


def _bot_gaps(landed: list[tuple[float, Seat]]) -> list[float]:
    """Between a card landing in a trick and the next one, when the next is a bot's."""
    return [later - earlier for (earlier, _), (later, seat) in itertools.pairwise(landed)
            if seat is not SOUTH]


@pytest.mark.parametrize(("pace", "expected"), [
    ("slow", 0.6 * PACE_FACTORS["slow"]), ("normal", 0.6), ("fast", 0.6 * FAST_FACTOR),
    ("faster", 0.6 * PACE_FACTORS["faster"])])
def test_bots_play_about_a_card_every_0_6_seconds_at_normal_pace_scaled_by_the_pace(
        store: Store, pace: Pace, expected: float) -> None:
    controller = Controller(store, Settings(pace=pace, sound=False),
                            executor=ImmediateExecutor(), save_executor=ImmediateExecutor())
    controller.start(deal=40)
    clock = Clock()
    landed = _landing_times(controller, clock, 12.0 * max(1.0, PACE_FACTORS[pace]))
    gaps = [gap for gap in _bot_gaps(landed) if gap < expected * 1.5]  # not across tricks
    assert len(gaps) >= 6
    for gap in gaps:
        assert gap == pytest.approx(expected, abs=0.03)


def test_a_full_trick_stays_in_view_then_slides_to_its_winner(store: Store) -> None:
    controller = Controller(store, Settings(sound=False), executor=ImmediateExecutor(),
                            save_executor=ImmediateExecutor())
    controller.start(deal=41)
    clock = Clock()
    while len(controller.scene.trick) < 4:
        _landing_times(controller, clock, 0.01)
    full_at = clock.now
    while len(controller.scene.trick) == 4:
        clock.now += 0.005
        controller.update(clock.now)
    assert clock.now - full_at == pytest.approx(NORMAL.trick_linger, abs=0.03)
    winner = controller.host.match.tricks[0].winner
    assert {flight.target for flight in controller.scene.flights} == {SeatSpot(winner)}
    assert controller.show.is_animating(clock.now)
    clock.run(controller, NORMAL.collect + 0.05)
    assert not controller.scene.flights
    assert controller.scene.last_trick is not None
    assert controller.scene.last_trick.winner is winner


def test_a_slow_bot_thinks_in_a_worker_while_frames_keep_coming(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    real_choose = bots.choose_play

    def slow_choose(level: str, view: PlayerView, budgets: bots.Budgets) -> Card:
        time.sleep(0.4)
        return real_choose(level, view, budgets)

    monkeypatch.setattr(bots, "choose_play", slow_choose)
    workers = ThreadPoolExecutor(max_workers=1)
    controller = Controller(store, Settings(sound=False), time_scale=0.0, executor=workers,
                            save_executor=ImmediateExecutor())
    controller.start(deal=42)
    started = time.monotonic()
    longest = 0.0
    while time.monotonic() - started < 3.0 and not controller.host.match.current_trick:
        before = time.monotonic()
        controller.update(before)
        if controller.choices.is_choosing_pass():
            for card in controller.scene.hand[:3]:
                controller.action_toggle_card(card)
            controller.action_pass()
        longest = max(longest, time.monotonic() - before)
        time.sleep(0.005)
    controller.close()
    assert controller.host.match.current_trick or controller.host.match.tricks
    assert longest < 0.1  # the loop never waited for the 0.4 s thought


@pytest.fixture
def pygame_display() -> Iterator[None]:
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield
    pygame.quit()


def test_the_deal_flies_every_card_from_the_deck_then_rests(store: Store,
                                                            pygame_display: None) -> None:
    controller = Controller(store, Settings(sound=False), executor=ImmediateExecutor(),
                            save_executor=ImmediateExecutor())
    controller.start(deal=43)
    clock = Clock()
    controller.update(clock.now)
    assert len(controller.scene.flights) == 52
    assert all(isinstance(flight.source, DeckSpot) for flight in controller.scene.flights)
    assert controller.show.is_animating(clock.now)
    clock.run(controller, NORMAL.deal_card + 52 * NORMAL.deal_stagger + 0.05)
    assert not controller.scene.flights
    assert sum(controller.scene.count(seat) for seat in Seat) == 52


class RecordingSounds:
    """Remembers the effects asked for, instead of playing them."""

    def __init__(self) -> None:
        self.enabled = True
        self.played: list[str] = []

    def play(self, name: str) -> None:
        if self.enabled:
            self.played.append(name)


def test_engine_events_become_sentences_and_sounds(store: Store) -> None:
    from hearts.engine import Card, CardPlayed, HeartsBroken, MoonShot, TrickTaken

    sounds = RecordingSounds()
    controller = Controller(store, Settings(), time_scale=0.0, executor=ImmediateExecutor(),
                            save_executor=ImmediateExecutor(), sounds=sounds)  # type: ignore[arg-type]
    controller.start(deal=44)
    controller.update(1.0)
    assert "deal" in sounds.played
    west_card = controller.host.match.hand(Seat.WEST)[0]
    controller.show.enqueue_events([CardPlayed(Seat.WEST, west_card)])
    controller.update(2.0)
    assert controller.message_text() == f"Ouest joue {card_name(west_card, 'fr')}."
    assert sounds.played[-1] in ("play", "queen")
    controller.show.enqueue_events([HeartsBroken(Seat.WEST, Card.parse("2H"))])
    controller.update(3.0)
    assert controller.message_text().endswith(french_typography("Les cœurs sont ouverts !"))
    assert controller.scene.hearts_broken and sounds.played[-1] == "hearts_broken"
    controller.show.enqueue_events([TrickTaken(Seat.WEST, (), Seat.NORTH, 3)])
    controller.update(4.0)
    assert controller.message_text().endswith(
        french_typography("Nord ramasse le pli : 3 points."))
    assert sounds.played[-1] == "trick"
    controller.show.enqueue_events([MoonShot(Seat.EAST)])
    controller.update(5.0)
    assert controller.message_text().startswith("Est fait le grand chelem")
    assert sounds.played[-1] == "moon"
    controller.apply_settings(dataclasses.replace(controller.settings, language="en"))
    assert controller.message_text().startswith("East shot the moon")
    controller.apply_settings(dataclasses.replace(controller.settings, sound=False))
    count = len(sounds.played)
    controller.show.enqueue_events([MoonShot(Seat.EAST)])
    controller.update(6.0)
    assert len(sounds.played) == count
