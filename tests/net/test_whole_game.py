"""A whole game at a table with friends over real sockets on 127.0.0.1: three scripted
friends' windows and a computer player; every window learns the deal number only at the end."""

from __future__ import annotations

from hearts.engine import Phase, Seat
from hearts.net.client import TableState
from tests.helpers.friends import ScriptedFriend, served


def test_three_friends_and_a_computer_player_finish_a_game() -> None:
    with served() as server:
        friends = [ScriptedFriend(name) for name in ("Léa", "Marc", "Inès")]
        for friend in friends:
            assert friend.join(server)
        assert [friend.seat for friend in friends] == [Seat.SOUTH, Seat.WEST, Seat.NORTH]
        friends[0].connection.send("start")
        for friend in friends:
            assert friend.wait_for(friend.knows_the_deal, 60), friend.name
        views = [friend.view for friend in friends]
        assert all(view is not None and view.phase is Phase.GAME_OVER for view in views)
        assert len({friend.deal for friend in friends}) == 1
        last = [item for item in friends[1].incoming if isinstance(item, TableState)][-1]
        assert [state.kind for state in last.seats] == ["friend", "friend", "friend",
                                                        "computer"]
        assert [state.name for state in last.seats[:3]] == ["Léa", "Marc", "Inès"]
        for friend in friends:
            assert friend.refusals() == []
            friend.connection.close()
