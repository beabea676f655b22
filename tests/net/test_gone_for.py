"""A friend whose network drops is replaced the away delay after it was last heard, not
after the host noticed the silence: a connection ended for want of an answer to the pings
counts the silence allowed as time already away; one closed or cut at once counts none."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from websockets.frames import Close

from hearts.net.server import KEEPALIVE_FAILED, TableServer
from hearts.net.table import Table


def ended(close_sent: Close | None) -> Any:
    """A connection as the server sees it once ended, with the close frame it sent."""
    return SimpleNamespace(protocol=SimpleNamespace(close_sent=close_sent))


def server() -> TableServer:
    """A server never started: only its reckoning is asked."""
    def no_table(wake: object) -> Table:
        raise AssertionError("not started")
    return TableServer(no_table, away_seconds=20.0, silent_seconds=10.0)


def test_a_silent_connection_was_already_away_for_the_silence_allowed() -> None:
    assert server()._gone_for(ended(Close(1011, KEEPALIVE_FAILED))) == 10.0


def test_a_window_closed_or_cut_at_once_was_not_away_before() -> None:
    assert server()._gone_for(ended(Close(1000, ""))) == 0.0
    assert server()._gone_for(ended(None)) == 0.0
    assert server()._gone_for(ended(Close(1011, "another internal error"))) == 0.0
