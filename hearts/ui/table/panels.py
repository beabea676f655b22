"""The end-of-hand and end-of-game panels the table asks for, as screens to push: each is
built from the request and the actions its buttons run, nothing more."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hearts.ui.screens import Factory, Place
from hearts.ui.table.scene import GameOverRequest, HandOverRequest, PanelRequest


@dataclass(frozen=True)
class PanelActions:
    """What the panels' buttons do: go on, start again, look back at the game."""

    on_continue: Callable[[], object]
    on_new_game: Callable[[], object]
    on_replay: Callable[[], object]
    on_review: Callable[[], object] | None = None


def panel_factory(request: PanelRequest, place: Callable[[], Place], actions: PanelActions,
                  target: int) -> Factory:
    """How to build the end-of-hand or end-of-game panel *request* asks for (*target*: the
    points that end the game, for the chart)."""
    from hearts.ui.table.game_over import GameOverPanel
    from hearts.ui.table.hand_over import HandOverPanel

    if isinstance(request, HandOverRequest):
        return lambda: HandOverPanel(*place(), request.hand_points, request.totals,
                                     request.moon_seat, actions.on_continue,
                                     on_review=actions.on_review)
    assert isinstance(request, GameOverRequest)
    return lambda: GameOverPanel(*place(), request.winners, request.totals,
                                 request.score_sheet, request.new_record, actions.on_new_game,
                                 actions.on_replay, target=target, on_review=actions.on_review)
