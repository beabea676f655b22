"""Joining a table with friends: the code is needed, and wrong codes from one address are
slowed down after five (a right code never is); a seat is taken back only with its token;
at most eight connections wait to join; another version is refused; nobody listening is
said at once. Real sockets on 127.0.0.1, the times measured."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator

import pytest
from websockets.sync.server import Server, ServerConnection, serve

from hearts.net.client import UNREACHABLE, Closed, Connection, Incoming
from hearts.net.protocol import encode
from hearts.net.server import SLOW_AFTER, WAITING_AT_MOST
from tests.helpers.friends import LOOPBACK, ScriptedFriend, served
from tests.net.raw import RawClient

FIRST_DELAY = 0.25  # seconds, the sixth wrong code's


def timed_hello(port: int, code: str) -> tuple[str | None, float]:
    """A hello on a new connection: the host's answer's type (or refusal code) and the
    seconds it took."""
    client = RawClient(port)
    try:
        begun = time.monotonic()
        client.say("hello", name="Léa", code=code)
        answer = client.read(10)
        took = time.monotonic() - begun
    finally:
        client.close()
    if answer is None:
        return None, took
    return (answer["code"] if answer["type"] == "refused" else answer["type"]), took


def test_wrong_codes_are_slowed_after_five_and_a_right_code_never_is() -> None:
    with served() as server:
        wrong = "ZZZZ-ZZ" if server.code != "ZZZZ-ZZ" else "YYYY-YY"
        first = [timed_hello(server.port, wrong) for _ in range(SLOW_AFTER)]
        assert [code for code, _took in first] == ["wrong_code"] * SLOW_AFTER
        assert max(took for _code, took in first) < FIRST_DELAY  # none waited
        slowed = [timed_hello(server.port, wrong) for _ in range(3)]
        assert [code for code, _took in slowed] == ["wrong_code"] * 3
        waits = [took for _code, took in slowed]
        print(f"wrong codes after five: {[round(took, 3) for took in waits]} s")
        for took, least in zip(waits, (0.25, 0.5, 1.0), strict=True):  # longer and longer
            assert took >= least - 0.01, waits
        right, took = timed_hello(server.port, server.code)
        print(f"a right code then: {took * 1000:.1f} ms")
        assert right == "welcome" and took < 1.0  # a wrong one now would wait 2 s


def test_a_seat_is_taken_back_only_with_its_token() -> None:
    with served(away_seconds=60) as server:
        friends = [ScriptedFriend(name) for name in ("Léa", "Marc", "Inès")]
        for friend in friends:
            assert friend.join(server)
        friends[0].connection.send("start")
        assert friends[1].wait_for(lambda: friends[1].view is not None)
        friends[1].connection.close()
        thief = RawClient(server.port)
        thief.say("hello", name="Marc", code=server.code, token="0" * 32)
        assert thief.refused() == "bad_token"
        thief.say("hello", name="Marc", code=server.code)
        assert thief.refused() == "started"
        thief.say("hello", name="Marc", code=server.code, token=friends[1].token)
        welcome = thief.read_until("welcome")
        assert welcome is not None and welcome["seat"] == "west"
        thief.close()
        for friend in (friends[0], friends[2]):
            friend.connection.close()


def test_at_most_eight_connections_wait_to_join() -> None:
    with served() as server:
        waiting = [RawClient(server.port) for _ in range(WAITING_AT_MOST)]
        for client in waiting[:2]:  # joined with the code, not seated: still waiting
            client.say("hello", name="Léa", code=server.code)
            assert client.read_until("welcome") is not None
        ninth = RawClient(server.port)
        closed = ninth.read_until("closed")
        assert closed is not None and closed["code"] == "busy"
        assert ninth.read() is None and ninth.ended
        waiting[0].close()
        assert waiting[1].read_until("table") is not None  # the table saw it go
        tenth = RawClient(server.port)
        tenth.say("hello", name="Noé", code=server.code)
        assert tenth.read_until("welcome") is not None
        for client in [*waiting[1:], tenth]:
            client.close()


def test_another_version_is_refused_by_the_host() -> None:
    with served() as server:
        client = RawClient(server.port)
        client.send(json.dumps({"v": 2, "type": "hello", "name": "Léa", "code": server.code}))
        assert client.refused() == "bad_version"
        client.close()


@pytest.fixture
def newer_host() -> Iterator[int]:
    """A host of a later version on 127.0.0.1 (any free port), answering every message
    with one of its own: the port."""
    def answer(connection: ServerConnection) -> None:
        for _message in connection:
            connection.send('{"v": 2, "type": "welcome", "seat": null, "token": null, '
                            '"owner": false, "name": "Léa"}')

    server: Server = serve(answer, LOOPBACK, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.socket.getsockname()[1]
    finally:
        server.shutdown()
        thread.join(5)


def test_a_host_of_another_version_ends_the_connection_with_its_code(newer_host: int) -> None:
    got: list[Incoming] = []
    told = threading.Event()

    def deliver(incoming: Incoming) -> None:
        got.append(incoming)
        told.set()

    connection = Connection(deliver)
    assert connection.open(LOOPBACK, newer_host, {"name": "Léa", "code": "K7QF-2M"})
    assert told.wait(5)
    assert got == [Closed("bad_version")]
    connection.close()


def test_nobody_listening_is_said_at_once() -> None:
    with socket.socket() as probe:  # a port of 127.0.0.1 that was free a moment ago
        probe.bind((LOOPBACK, 0))
        port = probe.getsockname()[1]
    got: list[Incoming] = []
    begun = time.monotonic()
    assert not Connection(got.append).open(LOOPBACK, port, {"name": "Léa", "code": "K7QF-2M"})
    took = time.monotonic() - begun
    print(f"nobody listening, said after {took * 1000:.1f} ms")
    assert got == [Closed(UNREACHABLE)] and took < 1.0


def test_a_message_before_the_code_is_not_taken() -> None:
    with served() as server:
        client = RawClient(server.port)
        client.say("sit", seat=None)
        assert client.refused() == "not_seated"
        client.send(encode("start"))
        assert client.refused() == "not_seated"
        client.close()


def test_a_connection_that_never_says_hello_leaves_its_place() -> None:
    with served(hello_seconds=0.3) as server:
        idle = [RawClient(server.port) for _ in range(WAITING_AT_MOST)]
        for client in idle:  # eight connections that say nothing hold every place a while
            closed = client.read_until("closed")
            assert closed is not None and closed["code"] == "silent"
        late = RawClient(server.port)
        late.say("hello", name="Léa", code=server.code)
        assert late.read_until("welcome") is not None
        joined = late.read(0.6)  # a window that joined is not hurried
        assert joined is None or joined["type"] == "table"
        late.close()


def test_a_token_of_any_text_is_refused_bad_token() -> None:
    with served() as server:
        seated = ScriptedFriend("Marc")
        assert seated.join(server)  # a seat whose token the tokens are compared with
        for token in ("é" * 32, "0" * 31, "G" * 32, ""):
            client = RawClient(server.port)
            client.say("hello", name="Léa", code=server.code, token=token)
            assert client.refused() == "bad_token", token
            client.close()
        seated.connection.close()
