"""A hostile window at a table with friends, on real sockets on 127.0.0.1: random bytes,
random JSON, replayed, out-of-turn and illegal messages, messages meant for another seat,
floods and oversize frames. Each is refused with its code (or the connection cut where the
library must), ten refusals in a minute close its connection, and the three honest windows
finish their game untouched: no refusal, no message lost, the game over."""

from __future__ import annotations

import json
import random
from typing import Any

from hearts.net.protocol import MAX_BYTES, encode
from hearts.net.server import REFUSALS_AT_MOST, ServerThread
from tests.helpers.friends import ScriptedFriend, served
from tests.net.raw import RawClient

CODES_OF_BAD_INPUT = {"not_json", "bad_version", "unknown_type", "bad_field", "not_asked",
                      "already_seated", "not_owner", "too_big", "wrong_code", "started"}


def seated(server: ServerThread) -> tuple[RawClient, str]:
    """The hostile window sits East: its connection and its seat's token."""
    client = RawClient(server.port)
    client.say("hello", name="Mallory", code=server.code)
    assert client.read_until("welcome") is not None
    client.say("sit", seat="east")
    welcome = client.read_until("welcome")
    assert welcome is not None and welcome["seat"] == "east"
    return client, welcome["token"]


def back(server: ServerThread, token: str) -> RawClient:
    """The hostile window again, with a fresh connection and its refusals forgotten."""
    client = RawClient(server.port)
    client.say("hello", name="Mallory", code=server.code, token=token)
    assert client.read_until("welcome") is not None
    return client


def random_json(chance: random.Random) -> str:
    """A JSON text shaped a little like a message."""
    value: dict[str, Any] = {"v": chance.choice([1, 2, "1", None, 1.5, [1]]),
                             "type": chance.choice(["play", "pass", "hello", "welcome", 3,
                                                    ["sit"], {"a": 1}, "", "ready"])}
    for name in chance.sample(["card", "cards", "ask", "seat", "code", "token", "x"], 3):
        value[name] = chance.choice([None, -1, 2**40, "QS", ["QS"], {"k": []}, "é" * 30])
    return json.dumps(value)


def refuse_each(client: RawClient, items: list[str | bytes]) -> list[str | None]:
    """Send each item and read the refusal it gets."""
    codes = []
    for item in items:
        client.send(item)
        codes.append(client.refused())
    return codes


def test_a_hostile_window_is_refused_and_three_honest_ones_finish_untouched() -> None:
    chance = random.Random(42)
    with served(away_seconds=0.2) as server:
        honest = [ScriptedFriend(name) for name in ("Léa", "Marc", "Inès")]
        for friend in honest:
            assert friend.join(server)
        hostile, token = seated(server)
        honest[0].connection.send("start")

        # Bytes, JSON of every wrong shape, a message only the host sends: each refused.
        codes = refuse_each(hostile, [chance.randbytes(chance.randint(1, 400)), b"\xff\xfe",
                                      "not json", "[]", "null", encode("welcome")])
        codes += refuse_each(hostile, [random_json(chance) for _ in range(3)])
        assert set(codes) <= CODES_OF_BAD_INPUT and None not in codes, codes
        hostile.close()

        # Its pass, then the same pass again, out of turn, for another seat, not the leader's.
        hostile = back(server, token)
        ask = hostile.read_until("ask")
        assert ask is not None and ask["kind"] == "pass"
        view = [answer for answer in hostile.answers if answer["type"] == "update"][-1]["view"]
        passing = encode("pass", ask=ask["ask"], cards=view["hand"][:3])
        hostile.send(passing)
        hostile.send(encode("ready"))  # refused: the pass before it was taken
        probe = hostile.read_until("refused")
        assert probe is not None and probe["about"] == "ready", probe
        assert refuse_each(hostile, [passing, encode("play", ask=ask["ask"] + 7, card="2C"),
                                     encode("play", ask=1, card="2C", seat="south"),
                                     encode("start"), encode("again", same_deal=True),
                                     encode("hello", name="M", code=server.code)]) == [
            "not_asked", "not_asked", "not_asked", "not_owner", "not_owner", "already_seated"]
        hostile.close()

        # A card it does not hold, when asked: the engine's refusal, the table unchanged.
        hostile = back(server, token)
        ask = hostile.read_until("ask", 20)
        assert ask is not None and ask["kind"] == "play"
        view = [answer for answer in hostile.answers if answer["type"] == "update"][-1]["view"]
        foreign = next(code for code in ("QS", "AH", "2C", "3D") if code not in view["hand"])
        code = refuse_each(hostile, [encode("play", ask=ask["ask"], card=foreign)])[0]
        assert code not in (None, "not_asked", "bad_field"), code
        hostile.close()

        # A flood: the tenth refusal in a minute closes the connection.
        hostile = back(server, token)
        for _ in range(200):
            hostile.send(encode("ready"))
        closed = hostile.read_until("closed")
        assert closed is not None and closed["code"] == "too_many"
        refused = [answer for answer in hostile.answers if answer["type"] == "refused"]
        assert len(refused) == REFUSALS_AT_MOST - 1 or len(refused) == REFUSALS_AT_MOST
        assert hostile.read() is None and hostile.ended

        # Oversize: over 16 KB refused too_big; over 64 KB cut by the library itself.
        hostile = back(server, token)
        hostile.send(json.dumps({"v": 1, "type": "play", "pad": "x" * MAX_BYTES}))
        assert hostile.refused() == "too_big"
        hostile.send("x" * (70 * 1024))
        assert hostile.read_until("refused", 2) is None and hostile.ended
        assert hostile.socket.close_code == 1009  # message too big

        for friend in honest:  # the hostile seat is replaced; the game ends
            assert friend.wait_for(friend.knows_the_deal, 60), friend.name
            assert friend.refusals() == [] and friend.closed is None, friend.name
        for friend in honest:
            friend.connection.close()
