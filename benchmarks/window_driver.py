"""Playing South in the real window for the benchmarks, as the tests do: South passes its
three first cards and plays its first legal card; the bots answer from their worker.

Only the standard library is imported at the top (see memory.py: the bots' worker imports
the benchmark's main module again).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any


def south_moves(app: Any) -> None:
    """If the table waits for South, make South's move."""
    from hearts.engine import Phase, Seat

    controller = app.controller
    match = controller.host.match
    if not controller.is_idle():
        return
    if controller.choices.is_choosing_pass():
        for card in controller.scene.hand[:3]:
            controller.action_toggle_card(card)
        controller.action_pass()
    elif match.phase is Phase.PLAYING and match.turn is Seat.SOUTH:
        controller.action_play(match.legal_plays(Seat.SOUTH)[0])


def play_until(app: Any, wanted: Callable[[Any], bool], limit_seconds: float = 300.0) -> None:
    """Run the loop, South playing, until *wanted*(app); then let the frame draw itself in."""
    deadline = time.monotonic() + limit_seconds
    while not wanted(app):
        if time.monotonic() > deadline:
            raise RuntimeError("the wanted position never came")
        app.step()
        if not wanted(app):
            south_moves(app)
    for _ in range(30):
        app.step()


def rest(app: Any, limit: int = 400) -> None:
    """Turn the loop until the table rests: nothing queued, nothing moving, no event."""
    import pygame

    for _ in range(limit):
        app.step()
        if app.controller.is_idle() and not pygame.event.peek():
            app.step()
            return
    raise RuntimeError("the table never came to rest")


def south_to_play(app: Any) -> bool:
    """The table waits for South's card, nothing moving, no dialog."""
    from hearts.engine import Phase, Seat

    controller = app.controller
    match = controller.host.match
    return (app.dialog is None and match.phase is Phase.PLAYING and match.turn is Seat.SOUTH
            and controller.is_idle() and not controller.show.is_animating(time.monotonic()))


def hand_over(app: Any) -> bool:
    """The end-of-hand panel is open."""
    from hearts.ui.table.panels.hand_over import HandOverPanel

    return isinstance(app.dialog, HandOverPanel)
