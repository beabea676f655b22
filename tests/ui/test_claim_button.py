"""Réclamer les plis restants: offered only when South's cards are sure to take (or to lose)
every remaining trick, and finishing the hand at once gives what playing it out gives."""

from __future__ import annotations

from hearts.engine import ClaimKind, Match, Phase
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.window import SOUTH, MakeApp, click_button, pass_three, play_to_a_claim, settle


def points_left(match: Match) -> int:
    """The points not yet taken in the hand (the trick in progress included)."""
    return 26 - sum(match.points_taken)


def test_the_claim_finishes_the_hand_as_playing_it_out_would(make_app: MakeApp) -> None:
    app = make_app(deal=61)
    kind = play_to_a_claim(app)
    match = app.controller.host.match
    hand = match.hand_number
    south_before = match.points_taken[SOUTH]
    left = points_left(match)
    click_button(app, "claim")
    assert isinstance(app.dialog, HandOverPanel)
    assert match.hand_number == hand and match.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
    assert len(match.tricks) == 13
    if kind is ClaimKind.TAKE_ALL:
        assert match.points_taken[SOUTH] == south_before + left
    else:
        assert match.points_taken[SOUTH] == south_before
    assert not app.table_buttons.claim_button.visible


def test_the_claim_button_is_hidden_when_nothing_is_certain(make_app: MakeApp) -> None:
    app = make_app(deal=62)
    pass_three(app)
    settle(app)
    assert not app.table_buttons.claim_button.visible
    assert not app.controller.action_claim()
