"""A table with friends on the loopback, measured (issue 42).

Usage: ``python benchmarks/network.py [--games 2] [--seconds 10] [--level medium]``

The host serves a table on 127.0.0.1 in this process (its real server thread and bots'
worker, the computer player's cards at once: pace 0); three friends' windows, each a process
of its own driven by a script (the first legal card), sit and play whole games. It prints:
- from the host accepting a card (the engine's play) to the event arriving in each of the
  three windows that did not play it: p50, p95, max (target: p95 ≤ 50 ms); the clocks are
  the system's monotonic clock, shared by the processes;
- the time of each whole game;
- the host at rest with the three windows connected, before the first game and after the
  last: the share of one core the host's process uses over *seconds* (target < 0.5 %).
Nothing leaves the machine: every socket is bound to or connects to 127.0.0.1.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import resource
import sys
import time
from collections.abc import Callable
from functools import partial
from multiprocessing.connection import Connection as Pipe
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hearts.engine import Card, Match, Seat
from hearts.net.server import ServerThread
from hearts.net.table import Settings
from hearts.play.workers import BotExecutor
from tests.helpers.friends import ScriptedFriend, TableAt

Key = tuple[int, int, str]  # a game's number, a hand's number, a card played


def arrivals(received: list[tuple[int, str]]) -> dict[Key, int]:
    """When each card played arrived in a window (monotonic ns), from its messages."""
    found: dict[Key, int] = {}
    games = 0
    for moment, data in received:
        message = json.loads(data)
        if message["type"] == "game_over":
            games += 1
        if message["type"] != "update":
            continue
        for event in message["events"]:
            if event.get("event") == "played":
                found[(games, message["view"]["hand_number"], event["card"])] = moment
    return found


def games_past(friend: ScriptedFriend, number: int) -> bool:
    """Whether *friend* has seen more than *number* games end."""
    return friend.games_over > number


def friend_process(name: str, port: int, code: str, games: int, pipe: Pipe) -> None:
    """One friend's window: sit, play *games* games (the leader asks for each), then wait
    to be told to go; sends back its seat and when each card arrived."""
    friend = ScriptedFriend(name)
    timed: list[tuple[int, str]] = []

    def record(data: str | bytes) -> None:
        timed.append((time.monotonic_ns(), data if isinstance(data, str) else data.decode()))

    friend.connection._record = record
    assert friend.join(TableAt(port, code))
    pipe.send("seated")
    for number in range(games):
        if pipe.recv() == "start" and friend.seat is Seat.SOUTH:
            if number == 0:
                friend.connection.send("start")
            else:
                friend.connection.send("again", same_deal=False)
        assert friend.wait_for(partial(games_past, friend, number), 300)
        pipe.send("over")
    pipe.recv()  # the host has measured its rest
    friend.connection.close()
    assert friend.seat is not None
    pipe.send((int(friend.seat), {json.dumps(key): moment
                                  for key, moment in arrivals(timed).items()}))


def accepted_cards() -> tuple[dict[Key, tuple[int, int]], Callable[[], None]]:
    """When the host's engine accepted each card (monotonic ns) and whose it was, and how to
    stop noting."""
    accepted: dict[Key, tuple[int, int]] = {}
    games: list[Match] = []
    original = Match.play

    def play(self: Match, seat: Seat, card: Card) -> Any:
        events = original(self, seat, card)
        if not any(match is self for match in games):
            games.append(self)
        number = next(index for index, match in enumerate(games) if match is self)
        accepted[(number, self.hand_number, card.code)] = (time.monotonic_ns(), int(seat))
        return events

    Match.play = play  # type: ignore[method-assign]

    def restore() -> None:
        Match.play = original  # type: ignore[method-assign]

    return accepted, restore


def rest_share(seconds: float) -> float:
    """The share of one core this process uses while it rests for *seconds*."""
    before, wall = resource.getrusage(resource.RUSAGE_SELF), time.monotonic()
    time.sleep(seconds)
    after = resource.getrusage(resource.RUSAGE_SELF)
    used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return used / (time.monotonic() - wall)


def percentile(values: list[float], share: float) -> float:
    """The *share* percentile of *values* (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def main() -> int:
    """Serve, play, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--level", default="medium")
    options = parser.parse_args()
    accepted, restore = accepted_cards()
    executor = BotExecutor()
    server = ServerThread(Settings("Hôte", options.level, pace=0.0), executor)
    server.start()
    spawn = multiprocessing.get_context("spawn")
    pipes, children = [], []
    for name in ("Léa", "Marc", "Inès"):  # seated South, West, North in this order
        ours, theirs = spawn.Pipe()
        child = spawn.Process(target=friend_process,
                              args=(name, server.port, server.code, options.games, theirs))
        child.start()
        assert ours.recv() == "seated"
        pipes.append(ours)
        children.append(child)
    print(f"host at rest, three windows seated before the game: "
          f"{100 * rest_share(options.seconds):.3f} % of a core over {options.seconds:g} s")
    for number in range(options.games):
        begun = time.monotonic()
        for pipe in pipes:
            pipe.send("start")
        for pipe in pipes:
            assert pipe.recv() == "over"
        print(f"game {number + 1}: {time.monotonic() - begun:.2f} s")
    print(f"host at rest, three windows connected after the games: "
          f"{100 * rest_share(options.seconds):.3f} % of a core over {options.seconds:g} s")
    for pipe in pipes:
        pipe.send("go")
    seats = [pipe.recv() for pipe in pipes]
    for child in children:
        child.join(10)
    server.stop()
    executor.shutdown()
    restore()
    delays = latencies(accepted, seats)
    print(f"card accepted -> event in each other window: p50 {percentile(delays, 0.5):.2f} ms, "
          f"p95 {percentile(delays, 0.95):.2f} ms, max {max(delays):.2f} ms over "
          f"{len(delays)} arrivals (target p95 <= 50 ms)")
    return 0


def latencies(accepted: dict[Key, tuple[int, int]],
              seats: list[tuple[int, dict[str, int]]]) -> list[float]:
    """Milliseconds from each card's acceptance to its arrival in each window but its
    player's (the cards of the seat itself left out: it knew them first)."""
    delays = []
    for seat, arrived in seats:
        for text, moment in arrived.items():
            game, hand, card = json.loads(text)
            start, player = accepted[(game, hand, card)]
            if player != seat:
                delays.append((moment - start) / 1e6)
    return delays


if __name__ == "__main__":
    sys.exit(main())
