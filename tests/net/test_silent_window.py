"""A friend's window that falls silent mid-game (its process stopped: the connection stays
open, nothing answers, as when its network drops): the host's pings go unanswered, the
connection is closed after the silence allowed, the seat is away, then played by a computer
player, and the game goes on. On 127.0.0.1, the silence shortened to a fraction of a second."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from functools import partial

from hearts.engine import Seat
from tests.helpers.friends import ScriptedFriend, served
from tests.net.serving import ROOT

FRIEND = """
import sys, threading
from tests.helpers.friends import ScriptedFriend, TableAt
friend = ScriptedFriend("Marc")
assert friend.join(TableAt(int(sys.argv[1]), sys.argv[2]))
print(friend.seat.name, flush=True)
threading.Event().wait()
"""


def test_a_window_fallen_silent_is_closed_then_replaced() -> None:
    with served(away_seconds=0.2, silent_seconds=0.3) as server:
        lea = ScriptedFriend("Léa")
        assert lea.join(server)
        marc = subprocess.Popen([sys.executable, "-c", FRIEND, str(server.port), server.code],
                                cwd=ROOT, stdout=subprocess.PIPE, text=True)
        try:
            assert marc.stdout is not None and marc.stdout.readline().strip() == "WEST"  # seated
            inès = ScriptedFriend("Inès")
            assert inès.join(server)
            lea.connection.send("start")
            assert lea.wait_for(lambda: lea.view is not None)
            os.kill(marc.pid, signal.SIGSTOP)
            for friend in (lea, inès):
                assert friend.wait_for(partial(friend.heard, "replaced", Seat.WEST), 10)
            for friend in (lea, inès):
                assert friend.wait_for(friend.knows_the_deal, 60), friend.name
                assert friend.refusals() == []
        finally:
            marc.kill()
            marc.wait(10)
