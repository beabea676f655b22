"""The end-of-hand and end-of-game panels the table asks for, as screens to push: each is
built from the request and the actions its buttons run, nothing more."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hearts.play.duplicate import Duplicate
from hearts.play.duplicates import EXPERT_GAME, Duplicates
from hearts.ui.screens import Factory, Place
from hearts.ui.table.scene import GameOverRequest, HandOverRequest, PanelRequest


@dataclass(frozen=True)
class PanelActions:
    """What the panels' buttons do: go on, start again, look back at the game."""

    on_continue: Callable[[], object]
    on_new_game: Callable[[], object]
    on_replay: Callable[[], object]
    on_review: Callable[[], object] | None = None
    duplicates: Duplicates | None = None  # the hands Expert played again (À votre place)
    open_review: Callable[[str, int, str], object] | None = None  # a match, a hand, an id


def panel_factory(request: PanelRequest, place: Callable[[], Place], actions: PanelActions,
                  target: int) -> Factory:
    """How to build the end-of-hand or end-of-game panel *request* asks for (*target*: the
    points that end the game, for the chart)."""
    from hearts.ui.table.panels.game_over import GameOverPanel
    from hearts.ui.table.panels.hand_over import HandOverPanel

    duplicates = actions.duplicates
    if isinstance(request, HandOverRequest):
        return lambda: HandOverPanel(*place(), request.hand_points, request.totals,
                                     request.moon_seat, actions.on_continue,
                                     on_review=actions.on_review,
                                     duplicate=duplicates.latest if duplicates else None,
                                     on_see_expert=_expert_review(actions), me=request.me)
    assert isinstance(request, GameOverRequest)
    hands = len(request.score_sheet)
    return lambda: GameOverPanel(
        *place(), request.winners, request.totals, request.score_sheet, request.new_record,
        actions.on_new_game, actions.on_replay, target=target, on_review=actions.on_review,
        duplicate_totals=(lambda: duplicates.totals(hands)) if duplicates else None,
        me=request.me)


def _expert_review(actions: PanelActions) -> Callable[[Duplicate], object] | None:
    """How to open the review of a hand as Expert played it: under an id of its own, so that
    its analysis is kept apart from the hand South played."""
    duplicates, open_review = actions.duplicates, actions.open_review
    if duplicates is None or open_review is None:
        return None
    return lambda duplicate: open_review(duplicate.match_json, duplicate.hand_number,
                                         f"{duplicates.game_id}{EXPERT_GAME}")
