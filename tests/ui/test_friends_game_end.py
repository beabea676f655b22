"""A whole game at a friends' table, to its end, in the window that opened it: each hand
over may be reviewed (its four hands public, alone, without the deal number); at the end
the deal number shows at last, and the game goes into the window's history with the names
at its seats, never into the solo statistics."""

from __future__ import annotations

import dataclasses

import pygame

from hearts.engine import Phase, Rules
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.friends import ScriptedFriend
from tests.helpers.friends_window import open_with_friends, play_until_hand_over, turn
from tests.helpers.window import MakeApp


def test_a_friends_game_to_its_end_is_reviewed_shown_and_kept(open_app: MakeApp) -> None:
    app = open_app()
    controller = app.controller
    controller.settings = dataclasses.replace(controller.settings, rules=Rules(target=50))
    stats_before = controller.stats.games_played
    friends = [ScriptedFriend(name) for name in ("Marc", "Inès")]
    open_with_friends(app, friends)
    reviewed = False
    for _ in range(40):
        play_until_hand_over(app)
        if isinstance(app.dialog, GameOverPanel) or controller.view().phase is Phase.GAME_OVER:
            break
        assert isinstance(app.dialog, HandOverPanel)
        assert app.dialog.duplicate_label is None  # À votre place: a table of one's only
        if not reviewed:
            assert controller.host.deal_shown() is None
            app.press(pygame.K_r)  # Revoir la manche
            turn(app)
            assert isinstance(app.dialog, ReviewDialog)
            assert app.dialog.expert_button is None  # Expert never replays a friends' hand
            assert not app.dialog.practice_button.is_enabled  # the friends' game goes on
            reviewed = True
            app.press(pygame.K_ESCAPE)
            turn(app)
            assert isinstance(app.dialog, HandOverPanel)
        app.press(pygame.K_RETURN)
        for _ in range(300):
            turn(app)
            if app.dialog is None and controller.view().phase is not Phase.HAND_OVER:
                break
    for _ in range(300):
        turn(app)
        if controller.host.deal_shown() is not None:
            break
    deal = controller.host.deal_shown()
    assert reviewed and deal is not None
    assert deal == friends[0].deal
    assert any(str(deal) in part for part in controller.table_view().title)
    controller.flush_saves()
    games = controller.store.history.recent()
    assert [game.kind for game in games] == ["friends"]
    assert games[0].names is not None and set(games[0].names) >= {"Marc", "Inès"}
    assert games[0].deal == deal
    assert controller.stats.games_played == stats_before
    for friend in friends:
        friend.connection.close()
