"""Anything a window may send, checked on arrival: random bytes, random text, random JSON
shaped like the protocol's messages. Each is applied or refused with a code, the host never
fails on it, and a refused one changes nothing at the table (Hypothesis, bounded). No socket:
the server's own receiving path, fed directly."""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hearts.engine import Seat
from hearts.net.protocol import CLIENT_TYPES, Code, encode
from hearts.net.server import Link, TableServer
from hearts.net.table import Settings, Table
from hearts.play.questions import ImmediateExecutor

CODE = "K7QF-2M"
CODES = frozenset(code.value for code in Code)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["QS", "2C", "south", "west", CODE, "pass"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=12)
PLAUSIBLE: dict[str, list[Any]] = {
    "code": [CODE], "name": ["Léa", "x" * 25], "token": ["0" * 32],
    "seat": ["south", "east", None], "cards": [["2C", "3C", "4C"], ["QS"] * 3],
    "card": ["2C", "QS"], "ask": [0, 1, 2, -1], "same_deal": [True]}
TOP: dict[str, st.SearchStrategy[Any]] = {
    "v": st.sampled_from([1, 1.0, True, 2, "1", None]) | json_values,
    "type": st.sampled_from(sorted(CLIENT_TYPES)) | json_values}
messages = st.fixed_dictionaries(TOP, optional={
    name: json_values | st.sampled_from(values) for name, values in PLAUSIBLE.items()})
hellos = st.fixed_dictionaries(  # a seat taken back, well-formed but for a field or two
    {"v": st.just(1), "type": st.just("hello"), "code": st.just(CODE) | json_values,
     "name": st.just("Léa") | json_values,
     "token": st.sampled_from(["0" * 32, "é" * 32]) | st.text(max_size=40) | json_values})
anything = (st.binary(max_size=300) | st.text(max_size=300)
            | messages.map(lambda message: json.dumps(message))
            | hellos.map(lambda message: json.dumps(message)))


class FakeSocket:
    """What the server reads of a connection besides its messages: where it comes from."""

    remote_address = ("127.0.0.1", 50000)


def started_table() -> tuple[TableServer, Link]:
    """A table whose game has begun, three friends seated: the server, and West's link."""
    server = TableServer(lambda wake: Table(Settings("Hôte", "easy", pace=0.0), CODE,
                                            ImmediateExecutor(), wake))
    server.table = table = server._factory(lambda: None)
    links = {where: Link(FakeSocket()) for where in (Seat.SOUTH, Seat.WEST, Seat.NORTH)}  # type: ignore[arg-type]
    for where, link in links.items():
        token = table.reserve(where.name.title(), where)
        table.hello(link, {"code": CODE, "name": where.name.title(), "token": token})
    table.receive(links[Seat.SOUTH], {"type": "start"})
    table.pump(0.0)
    return server, links[Seat.WEST]


def sent(link: Link) -> list[dict[str, Any]]:
    """What the server queued for *link*, read back."""
    found = []
    while not link.outbox.empty():
        text = link.outbox.get_nowait()
        if text is not None:
            found.append(json.loads(text))
    return found


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(anything, min_size=1, max_size=6))
def test_anything_sent_is_applied_or_refused_with_a_code(data: list[str | bytes]) -> None:
    server, west = started_table()
    table = server.table
    assert table is not None

    async def feed() -> None:
        server._loop = asyncio.get_running_loop()
        for item in data:
            sent(west)
            before = table.host.match.to_json(), table.to_json()
            await server._receive(west, item)
            answers = sent(west)
            refusals = [answer for answer in answers if answer["type"] == "refused"]
            for refusal in refusals:
                assert refusal["code"] in CODES or refusal["code"].islower(), refusal
            if refusals:
                assert (table.host.match.to_json(), table.to_json()) == before

    asyncio.run(feed())


def waiting_table() -> tuple[TableServer, Link]:
    """A table before its game, one friend seated: the server, and a new connection."""
    server = TableServer(lambda wake: Table(Settings("Hôte", "easy", pace=0.0), CODE,
                                            ImmediateExecutor(), wake))
    server.table = table = server._factory(lambda: None)
    seated = Link(FakeSocket())  # type: ignore[arg-type]
    token = table.reserve("Sud")
    table.hello(seated, {"code": CODE, "name": "Sud", "token": token})
    return server, Link(FakeSocket())  # type: ignore[arg-type]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(anything, min_size=1, max_size=4))
def test_anything_sent_before_joining_is_applied_or_refused(data: list[str | bytes]) -> None:
    server, newcomer = waiting_table()
    table = server.table
    assert table is not None

    async def feed() -> None:
        server._loop = asyncio.get_running_loop()
        for item in data:
            sent(newcomer)
            before = table.to_json(), dict(table.waiting), dict(table.seat_of)
            await server._receive(newcomer, item)
            if any(answer["type"] == "refused" for answer in sent(newcomer)):
                assert (table.to_json(), dict(table.waiting), dict(table.seat_of)) == before

    asyncio.run(feed())


def test_a_message_whose_type_is_a_list_is_refused() -> None:
    server, west = started_table()

    async def feed() -> None:
        server._loop = asyncio.get_running_loop()
        await server._receive(west, '{"v": 1, "type": ["play"]}')
        await server._receive(west, '{"v": [1], "type": "play"}')

    asyncio.run(feed())
    assert [answer["code"] for answer in sent(west) if answer["type"] == "refused"] == [
        "unknown_type", "bad_version"]


def test_the_host_refuses_what_only_it_sends() -> None:
    server, west = started_table()

    async def feed() -> None:
        server._loop = asyncio.get_running_loop()
        await server._receive(west, encode("welcome", seat=None))

    asyncio.run(feed())
    assert SimpleNamespace(**sent(west)[-1]).code == "unknown_type"
