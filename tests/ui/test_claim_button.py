"""Réclamer les plis restants: offered only when South's cards are sure to take (or to lose)
every remaining trick, and finishing the hand at once gives what playing it out gives."""

from __future__ import annotations

from hearts.engine import ClaimKind, Match, Phase, find_claim
from hearts.ui.app import App
from hearts.ui.table.hand_over import HandOverPanel
from tests.ui.drive import SOUTH, MakeApp, click_button, pass_three, settle


def south_to_play(app: App) -> bool:
    """South's turn to play a card, the table at rest."""
    match = app.controller.match
    return (match.phase is Phase.PLAYING and match.turn is SOUTH
            and app.controller.is_caught_up())


def play_to_a_claim(app: App, limit: int = 400) -> ClaimKind:
    """South plays its first legal card until a claim is offered (checking that the button
    shows exactly when the rules say a claim is certain)."""
    controller = app.controller
    for _ in range(limit):
        if controller.is_choosing_pass():
            pass_three(app)
            continue
        if isinstance(app.dialog, HandOverPanel):
            app.dialog.close()
            controller.action_continue()
            settle(app)
            continue
        if south_to_play(app):
            certain = find_claim(controller.match, SOUTH)
            assert controller.claim_offer() == certain
            assert app.table_buttons.claim_button.visible == (certain is not None)
            if certain is not None:
                return certain
            controller.action_play(controller.match.legal_plays(SOUTH)[0])
        settle(app)
    raise AssertionError("no claim came")


def points_left(match: Match) -> int:
    """The points not yet taken in the hand (the trick in progress included)."""
    return 26 - sum(match.points_taken)


def test_the_claim_finishes_the_hand_as_playing_it_out_would(make_app: MakeApp) -> None:
    app = make_app(deal=61)
    kind = play_to_a_claim(app)
    match = app.controller.match
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
