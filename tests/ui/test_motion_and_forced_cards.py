"""Two options of the table: reduced motion (cards jump, the bots keep their pace) and a
forced card played by itself after a short pause. Both off by default, both remembered."""

from __future__ import annotations

import json
import time
from pathlib import Path

from hearts.engine import Phase
from hearts.store import Settings
from hearts.ui.app import App
from hearts.ui.table.show import timing_for
from tests.helpers.window import SOUTH, MakeApp, play_until, settle


def south_forced(app: App) -> bool:
    """South to play with exactly one legal card."""
    match = app.controller.host.match
    return (match.phase is Phase.PLAYING and match.turn is SOUTH
            and len(match.legal_plays(SOUTH)) == 1 and app.controller.is_caught_up())


def switch(app: App, **changes: bool) -> None:
    """Change settings as the Options dialog does."""
    settings = app.controller.settings
    for name, value in changes.items():
        settings = settings.with_value(name, value)
    app.controller.apply_settings(settings)
    settle(app)


def test_both_options_are_off_by_default_and_remembered(open_app: MakeApp,
                                                        tmp_path: Path) -> None:
    app = open_app(deal=51)
    assert not app.controller.settings.reduce_motion
    assert not app.controller.settings.auto_play_forced
    switch(app, reduce_motion=True, auto_play_forced=True)
    app.controller.flush_saves()
    saved = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert saved["reduce_motion"] is True and saved["auto_play_forced"] is True
    app.running = False
    app.close()
    again = open_app(deal=51)
    assert again.controller.settings.reduce_motion
    assert again.controller.settings.auto_play_forced


def test_reduced_motion_moves_cards_at_once_and_keeps_the_bots_pace() -> None:
    reduced = timing_for(Settings(reduce_motion=True), time_scale=1.0)
    normal = timing_for(Settings(), time_scale=1.0)
    assert reduced.play == reduced.collect == reduced.deal_card == reduced.pass_move == 0.0
    assert reduced.deal_stagger == 0.0
    assert reduced.bot_pause == normal.bot_pause > 0
    assert reduced.trick_linger == normal.trick_linger > 0


def test_with_reduced_motion_no_card_is_ever_in_the_air(make_app: MakeApp) -> None:
    app = make_app(deal=52)
    app.controller.time_scale = 1.0
    switch(app, reduce_motion=True)
    controller = app.controller
    for card in controller.scene.hand[:3]:
        controller.action_toggle_card(card)
    controller.action_pass()
    now, shown = time.monotonic(), 0
    for _ in range(300):  # three seconds of the table's time: the pass, then the bots' cards
        now += 0.01
        controller.update(now)
        assert all(flight.duration == 0.0 for flight in controller.scene.flights)
        shown = max(shown, len(controller.scene.trick))
    assert shown >= 2  # cards were played meanwhile (200 real frames took 0.1 s: none was)


def test_a_forced_card_plays_itself_when_asked(make_app: MakeApp) -> None:
    app = make_app(deal=53)
    play_until(app, south_forced, limit=200)
    controller = app.controller
    hand = len(controller.host.match.hand(SOUTH))
    for _ in range(5):
        app.step()
    assert len(controller.host.match.hand(SOUTH)) == hand  # off: South plays it
    (forced,) = controller.host.match.legal_plays(SOUTH)
    switch(app, auto_play_forced=True)
    assert forced not in controller.host.match.hand(SOUTH)


def test_a_forced_card_waits_a_short_pause_first(make_app: MakeApp) -> None:
    app = make_app(deal=53)
    play_until(app, south_forced, limit=200)
    controller = app.controller
    controller.time_scale = 1.0
    switch(app, auto_play_forced=True)
    hand = len(controller.host.match.hand(SOUTH))
    now = time.monotonic()
    controller.update(now)
    assert len(controller.host.match.hand(SOUTH)) == hand
    wait = controller.seconds_to_next_step(now)
    assert wait is not None and 0.0 < wait <= controller.timing().forced_pause
    controller.update(now + wait + 0.01)
    assert len(controller.host.match.hand(SOUTH)) == hand - 1
