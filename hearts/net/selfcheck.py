"""The network's part of `dame-de-pique --selftest`: what a table with friends needs loads
and works on this machine's loopback, so that a packaged build that left out a module (of
websockets, zeroconf's compiled parts, or the standard library they import) fails its test.

Nothing leaves the machine: the WebSocket round trip is on 127.0.0.1, and zeroconf writes
and reads an mDNS packet without opening a socket (multicast is for the namespace of
tests/net/test_discovery.py).
"""

from __future__ import annotations

import asyncio
import importlib
import threading
from typing import Final

LOOPBACK: Final = "127.0.0.1"
ROUND_TRIP_TEXT: Final = "Dame de pique ♠♥♦♣"
TIMEOUT_S: Final = 10.0
# The game's network modules, each importing the libraries it needs.
MODULES: Final = ("hearts.net.discovery", "hearts.net.client", "hearts.net.server")


def network_problem() -> str | None:
    """What keeps the network from working here, in one line; None when nothing does."""
    for name in MODULES:
        try:
            importlib.import_module(name)
        except ImportError as error:
            return f"{name} does not load: {error!r}"
    try:
        echoed = websocket_round_trip()
    except Exception as error:  # each failure is the self-test's answer
        return f"no WebSocket round trip on {LOOPBACK}: {error!r}"
    if echoed != ROUND_TRIP_TEXT:
        return f"the WebSocket round trip came back as {echoed!r}"
    return dns_problem()


def websocket_round_trip() -> str:
    """A text sent by websockets' threaded client to its asyncio server, and back."""
    from websockets.asyncio.server import ServerConnection, serve
    from websockets.sync.client import connect

    ready = threading.Event()
    port: list[int] = []
    loop = asyncio.new_event_loop()

    async def echo(connection: ServerConnection) -> None:
        async for message in connection:
            await connection.send(message)

    async def serve_until_stopped(stop: asyncio.Event) -> None:
        async with serve(echo, LOOPBACK, 0) as server:
            port.append(server.sockets[0].getsockname()[1])
            ready.set()
            await stop.wait()

    stop = asyncio.Event()
    serving = threading.Thread(target=loop.run_until_complete,
                               args=(serve_until_stopped(stop),), daemon=True)
    serving.start()
    try:
        if not ready.wait(TIMEOUT_S):
            raise TimeoutError("the server did not start")
        with connect(f"ws://{LOOPBACK}:{port[0]}/", proxy=None,
                     open_timeout=TIMEOUT_S) as connection:
            connection.send(ROUND_TRIP_TEXT)
            return str(connection.recv(timeout=TIMEOUT_S))
    finally:
        loop.call_soon_threadsafe(stop.set)
        serving.join(TIMEOUT_S)
        loop.close()


def dns_problem() -> str | None:
    """A table's DNS-SD records written into an mDNS packet and read back by zeroconf's
    compiled parts, with no socket opened; what differs, or None."""
    from zeroconf import ServiceInfo
    from zeroconf._dns import DNSService, DNSText
    from zeroconf._protocol.incoming import DNSIncoming
    from zeroconf._protocol.outgoing import DNSOutgoing
    from zeroconf.const import _FLAGS_AA, _FLAGS_QR_RESPONSE

    from hearts.net.discovery import SERVICE_TYPE, found_table

    info = ServiceInfo(SERVICE_TYPE, f"Léa [selftest].{SERVICE_TYPE}", port=40001,
                       server="selftest.local.", parsed_addresses=[LOOPBACK],
                       properties={b"protocol": b"1", b"name": "Léa".encode(), b"free": b"3"})
    if found_table(info) is None:
        return "a table's service is not read as a table"
    packet = DNSOutgoing(_FLAGS_QR_RESPONSE | _FLAGS_AA)
    for record in (info.dns_text(), info.dns_service(), *info.dns_addresses()):
        packet.add_answer_at_time(record, 0)
    answers = DNSIncoming(packet.packets()[0]).answers()
    texts = [answer.text for answer in answers if isinstance(answer, DNSText)]
    ports = [answer.port for answer in answers if isinstance(answer, DNSService)]
    if texts != [info.text] or ports != [info.port] or len(answers) != 3:
        return f"the mDNS packet read back differs: {answers!r}"
    return None
