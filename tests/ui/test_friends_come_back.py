"""Coming back to a friends' table: a friend's window closed and opened again takes its seat
back by itself; a host's window closed ends the table for everyone, keeps it, and
« Reprendre la table » opens it again with its code, the friends taking their seats back."""

from __future__ import annotations

from hearts.engine import Seat
from hearts.store.friends_seat import load_seat
from hearts.store.friends_table import load_table
from tests.helpers.friends import ScriptedFriend, served
from tests.helpers.friends_window import join_and_sit, open_with_friends, turn
from tests.helpers.window import MakeApp


def test_a_friends_window_opened_again_takes_its_seat_back(open_app: MakeApp) -> None:
    app = open_app()
    with served() as server:
        leader = ScriptedFriend("Zoé")
        assert leader.join(server)
        join_and_sit(app, server, Seat.EAST)
        leader.connection.send("start")
        for _ in range(300):
            turn(app)
            if app.friends.seated:
                break
        assert app.friends.seated
        kept = load_seat(app.store.data_dir)
        assert kept is not None and kept.token == app.friends.remote.token  # type: ignore[union-attr]
        assert kept.host == "Hôte" and kept.code == server.code
        app.running = False
        app.close()  # the window closes mid-game
        again = open_app()
        for _ in range(300):
            turn(again)
            if again.friends.seated:
                break
        assert again.friends.seated and again.controller.seat is Seat.EAST
        assert again.controller.view().seat is Seat.EAST
        again.dialogs.action_friends()  # left by choice: the seat is forgotten
        assert load_seat(again.store.data_dir) is None
        leader.connection.close()


def test_a_host_closing_ends_the_table_and_takes_it_back(open_app: MakeApp) -> None:
    app = open_app()
    friends = [ScriptedFriend(name) for name in ("Marc", "Inès")]
    open_with_friends(app, friends)
    assert app.friends.seated
    server = app.friends.server
    assert server is not None
    code = server.code
    for _ in range(20):
        turn(app)
    app.running = False
    app.close()
    for friend in friends:
        assert friend.wait_for(friend.was_closed, 5)
        assert friend.closed is not None and friend.closed.code == "host_left"
    kept = load_table(app.store.data_dir).table
    assert kept is not None and code in kept
    again = open_app()
    assert again.friends.kept_table() is not None
    assert again.friends.resume() is None
    server = again.friends.server
    assert server is not None and server.code == code
    again.dialogs._open_lobby()
    for _ in range(300):
        turn(again)
        if again.friends.seated:
            break
    assert again.friends.seated and again.controller.seat is Seat.SOUTH
    table = again.friends.remote.table if again.friends.remote is not None else None
    assert table is not None  # the friends' seats wait for them, not yet computer players
    assert [(state.kind, state.away) for state in table.seats[1:3]] == [("friend", True)] * 2
    for friend, seat in zip(friends, (Seat.WEST, Seat.NORTH), strict=True):
        back = ScriptedFriend(friend.name)
        assert back.join(server, token=friend.token)
        assert back.wait_for(back.has_a_view, 10)
        assert back.view is not None and back.view.seat is seat
        back.connection.close()
