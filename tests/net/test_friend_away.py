"""A friend whose window dies mid-trick: the others hear it is away, a computer player takes
its seat after the delay and the game goes on; the friend's window, opened again with its
token, takes the seat back at its next decision (the others hear it is back) and the game
finishes. Real sockets on
127.0.0.1; the window's death is its TCP connection reset, as the kernel does for a killed
process."""

from __future__ import annotations

import socket
import struct
from functools import partial

from hearts.engine import Seat
from hearts.net.client import Ask, Update
from tests.helpers.friends import ScriptedFriend, served


class DyingFriend(ScriptedFriend):
    """A friend who plays until asked a card in the middle of a trick, then stops there."""

    def __init__(self, name: str) -> None:
        super().__init__(name)
        self.stuck = False

    def _choose(self, ask: Ask) -> None:
        """Answer as usual, except a card asked after the trick's lead."""
        assert self.view is not None
        if ask.kind == "play" and self.view.current_trick and self.view.tricks:
            self.stuck = True
            return
        super()._choose(ask)


def kill(friend: ScriptedFriend) -> None:
    """Reset the window's connection with no closing handshake, as a killed process's."""
    raw = friend.connection._socket.socket  # type: ignore[union-attr]
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    raw.shutdown(socket.SHUT_RD)  # wakes the window's reader thread, sends nothing
    raw.close()  # linger 0: the host gets a reset


def test_a_friend_killed_mid_trick_is_replaced_then_takes_the_seat_back() -> None:
    with served(away_seconds=0.3) as server:
        dying = DyingFriend("Marc")
        others = [ScriptedFriend("Léa"), ScriptedFriend("Inès")]
        assert others[0].join(server)
        assert dying.join(server)
        assert others[1].join(server)
        others[0].connection.send("start")
        assert dying.wait_for(lambda: dying.stuck)
        kill(dying)
        for friend in others:
            assert friend.wait_for(partial(friend.heard, "replaced", Seat.WEST)), friend.notices()
            assert friend.notices()[:2] == [("away", Seat.WEST), ("replaced", Seat.WEST)]
        hand = others[0].view.hand_number if others[0].view else 0
        assert others[0].wait_for(lambda: others[0].view is not None and (
            others[0].view.hand_number > hand or not others[0].view.current_trick))

        back = ScriptedFriend("Marc")
        assert back.join(server, token=dying.token)
        assert back.seat is Seat.WEST
        assert back.wait_for(lambda: any(isinstance(item, Ask) for item in back.incoming))
        for friend in others:
            assert friend.wait_for(partial(friend.heard, "back", Seat.WEST)), friend.notices()
        for friend in [*others, back]:
            assert friend.wait_for(friend.knows_the_deal, 60), friend.name
        assert back.refusals() == [] and all(friend.refusals() == [] for friend in others)
        updates = [item for item in back.incoming if isinstance(item, Update)]
        west_cards = [event for item in updates for event in item.events
                      if getattr(event, "seat", None) is Seat.WEST]
        assert west_cards, "the friend back played no card"
        assert sum(isinstance(item, Ask) for item in back.incoming) > 1
        for friend in [*others, back]:
            friend.connection.close()
