"""A window opens a table with friends (on 127.0.0.1), two scripted friends join, the
window's leader starts, and the window plays a whole hand by keyboard at the friends' table:
the friends named at their seats, the deal number hidden, the end-of-hand panel and the next
hand; leaving brings the solo game back and tells the friends the table is closed."""

from __future__ import annotations

import pygame

from hearts.engine import Seat
from hearts.net.client import Closed
from hearts.ui.dialogs.friends import JoinTable, LobbyDialog
from hearts.ui.table.panels.hand_over import HandOverPanel
from hearts.words import seat_name
from tests.helpers.friends import LOOPBACK, ScriptedFriend, served
from tests.helpers.friends_window import (
    SlowFriend,
    join_and_sit,
    open_with_friends,
    play_by_keys_until,
    play_until_hand_over,
    turn,
)
from tests.helpers.window import MakeApp


def test_a_window_hosts_two_friends_and_plays_a_hand(open_app: MakeApp) -> None:
    app = open_app()
    solo_deal = app.controller.host.match.deal_number
    friends = [ScriptedFriend(name) for name in ("Marc", "Inès")]
    open_with_friends(app, friends)
    controller = app.controller
    assert app.friends.seated and controller.seat is Seat.SOUTH
    assert seat_name(Seat.WEST, "fr") == "Marc" and seat_name(Seat.NORTH, "fr") == "Inès"
    assert seat_name(Seat.EAST, "fr") == "Est (ordinateur)"
    assert controller.host.deal_shown() is None
    assert str(solo_deal) not in " ".join(controller.table_view().title)
    play_until_hand_over(app)
    view = controller.view()
    assert isinstance(app.dialog, HandOverPanel), (view.phase, view.hand_number, len(view.hand),
                                                   view.turn, app.controller.message_text())
    turn(app, pygame.K_RETURN)  # Continuer: the host deals once everyone has seen the hand
    for _ in range(300):
        if controller.view().hand_number == 1:
            break
        turn(app)
    assert controller.view().hand_number == 1
    assert all(friend.refusals() == [] for friend in friends)
    app.dialogs.action_friends()  # the leader leaves: the table ends for everyone
    assert not app.friends.seated
    assert app.controller.host.match.deal_number == solo_deal
    for friend in friends:
        assert friend.wait_for(lambda f=friend: f.closed is not None, 5)
        assert isinstance(friend.closed, Closed) and friend.closed.code == "host_left"
    assert seat_name(Seat.WEST, "fr") == "Ouest" and seat_name(Seat.EAST, "fr") == "Est"


def test_the_table_says_who_decides(open_app: MakeApp) -> None:
    app = open_app()
    friends = [SlowFriend("Marc"), ScriptedFriend("Inès")]
    open_with_friends(app, friends)
    controller = app.controller
    play_by_keys_until(app, lambda: controller.view().turn is Seat.WEST
                       and controller.is_caught_up())
    turn(app)
    assert "Marc réfléchit…" in controller.message_text()
    for friend in friends:
        friend.connection.close()


def test_a_window_joins_a_friends_table_and_chooses_its_seat(open_app: MakeApp) -> None:
    app = open_app(lang="en")
    with served() as server:
        leader = ScriptedFriend("Zoé")
        assert leader.join(server)
        join_and_sit(app, server, Seat.NORTH)
        assert isinstance(app.dialog, LobbyDialog)
        lobby = app.friends.lobby()
        assert lobby.free == () and not lobby.can_start  # South is Zoé's, North Sam's
        assert [line.split(": ")[-1] for line in lobby.lines[:3]] == ["Zoé", "empty seat",
                                                                       "You"]
        leader.connection.send("start")
        for _ in range(300):
            turn(app)
            if app.friends.seated:
                break
        controller = app.controller
        assert controller.seat is Seat.NORTH and seat_name(Seat.SOUTH, "en") == "Zoé"
        assert controller.scene.me is Seat.NORTH
        assert controller.table_view().seat_labels[Seat.NORTH] == "You"
        play_until_hand_over(app)
        assert isinstance(app.dialog, HandOverPanel)
        assert leader.refusals() == []
        leader.connection.close()


def test_after_continuer_the_table_says_the_others_still_look(open_app: MakeApp) -> None:
    app = open_app()
    friends = [ScriptedFriend("Marc", ready=False), ScriptedFriend("Inès")]
    open_with_friends(app, friends)
    play_until_hand_over(app)
    assert isinstance(app.dialog, HandOverPanel)
    turn(app, pygame.K_RETURN)  # Continuer; Marc still looks at the hand's end
    for _ in range(20):
        turn(app)
    assert "regardent encore" in app.controller.message_text()
    assert app.controller.view().hand_number == 0
    friends[0].connection.send("ready")
    for _ in range(300):
        turn(app)
        if app.controller.view().hand_number == 1:
            break
    assert app.controller.view().hand_number == 1
    assert "regardent encore" not in app.controller.message_text()
    for friend in friends:
        friend.connection.close()


def test_the_waiting_room_says_why_joining_does_not_work(open_app: MakeApp) -> None:
    app = open_app()
    with served() as server:
        app.friends.join_table(JoinTable("Sam", LOOPBACK, server.port, "AAAA-AA"))
        app.dialogs._open_lobby()
        for _ in range(100):
            turn(app)
            if app.friends.lobby().error:
                break
        assert isinstance(app.dialog, LobbyDialog)
        assert app.dialog.error.text == "Ce code ne correspond pas à la table."
        turn(app, pygame.K_ESCAPE)  # Quitter la table
        assert app.friends.remote is None and app.dialog is None
    app.friends.join_table(JoinTable("Sam", LOOPBACK, server.port, server.code))
    app.dialogs._open_lobby()
    for _ in range(100):
        turn(app)
        if app.friends.lobby().error:
            break
    assert app.friends.lobby().error.startswith("Personne ne répond à cette adresse")
    assert not app.friends.seated


def test_a_table_opened_without_hints_keeps_them_off(open_app: MakeApp) -> None:
    app = open_app()
    friends = [ScriptedFriend("Marc"), ScriptedFriend("Inès")]
    open_with_friends(app, friends, hint=False)
    controller = app.controller
    play_by_keys_until(app, lambda: controller.choices.is_choosing_pass()
                       and controller.is_caught_up())
    assert not app.table_buttons.named("hint").is_enabled
    turn(app, pygame.K_h)
    assert "Pas d'indice à cette table" in controller.message_text()
    assert controller.scene.hinted == set()
    for friend in friends:
        friend.connection.close()


def test_a_window_seated_north_names_the_friend_who_decides(open_app: MakeApp) -> None:
    app = open_app()
    with served() as server:
        leader = SlowFriend("Zoé")
        assert leader.join(server)
        join_and_sit(app, server, Seat.NORTH)
        leader.connection.send("start")
        controller = app.controller
        play_by_keys_until(app, lambda: app.friends.seated
                           and controller.view().turn is Seat.SOUTH
                           and controller.is_caught_up())
        turn(app)
        assert "Zoé réfléchit…" in controller.message_text()
        leader.connection.close()
        for _ in range(100):
            turn(app)
            if "Zoé a quitté la table" in controller.message_text():
                break
        assert "Zoé a quitté la table" in controller.message_text()
