"""The host killed (SIGKILL, mid-game, in a process of its own): every friend's window hears
that the connection ended within 5 seconds, and learns nothing else. On 127.0.0.1."""

from __future__ import annotations

import time
from functools import partial
from pathlib import Path

from hearts.net.client import LOST, Closed, Update
from tests.helpers.friends import ScriptedFriend
from tests.net.serving import serving

TOLD_WITHIN = 5.0  # seconds, issue 42


def closed_at(friend: ScriptedFriend, times: dict[str, float]) -> bool:
    """Whether *friend*'s window was told; the moment it first saw it is noted."""
    if friend.closed is not None:
        times.setdefault(friend.name, time.monotonic())
    return friend.closed is not None


def test_every_window_is_told_within_five_seconds_when_the_host_is_killed(
        tmp_path: Path) -> None:
    with serving(tmp_path, "--level", "easy") as (process, where, _lines):
        friends = [ScriptedFriend(name) for name in ("Léa", "Marc", "Inès")]
        for friend in friends:
            assert friend.join(where)
        friends[0].connection.send("start")
        assert friends[0].wait_for(lambda: any(
            isinstance(item, Update) and item.view.tricks for item in friends[0].incoming))
        assert all(friend.deal is None for friend in friends)  # the game goes on
        killed = time.monotonic()
        process.kill()
        times: dict[str, float] = {}
        for friend in friends:
            assert friend.wait_for(partial(closed_at, friend, times), TOLD_WITHIN)
        delays = [times[friend.name] - killed for friend in friends]
        print(f"told after {[round(delay * 1000, 1) for delay in delays]} ms")
        assert max(delays) < TOLD_WITHIN, delays
        assert all(friend.closed == Closed(LOST) for friend in friends)
