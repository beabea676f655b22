"""The tables open on the local network, found by their host's name (DNS-SD over multicast DNS).

A host announces its table as a service of type ``_dame-de-pique._tcp.local.`` (`announce`);
a window lists the tables it hears of (`Browser`). The service's TXT record says the
protocol's version, the host's name and the seats still free (docs/DISCOVERY.md).

Built on `zeroconf`'s threaded API: each `Announcement` and each `Browser` owns a `Zeroconf`
that runs its own event loop on a thread of its own, made so even when the caller runs an
asyncio loop (a `Zeroconf` made there would otherwise share that loop, and its blocking calls
would then refuse to run in it). So the host's asyncio server and the window's pygame loop use
it alike: `announce` and `Announcement.update` wait for the network (about 1.7 s of probing,
half a second), which an asyncio caller runs with `asyncio.to_thread`; the `Browser` calls
back from its own thread. No pygame here.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Final

from zeroconf import (
    Error,
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)

SERVICE_TYPE: Final = "_dame-de-pique._tcp.local."
# The TXT record's keys: the protocol's version, the host's name (UTF-8), the seats free.
PROTOCOL_KEY: Final = b"protocol"
NAME_KEY: Final = b"name"
SEATS_FREE_KEY: Final = b"free"
MAX_NAME_CHARS: Final = 40  # a host's name as announced: longer ones are cut
MAX_TXT_VALUE: Final = 200  # bytes; a table with a longer value is not listed
MAX_TABLES: Final = 64  # tables a Browser keeps; later ones wait for a place
MAX_SEATS: Final = 4  # a table served without a window has its four seats free
MAX_VERSION_DIGITS: Final = 6
INSTANCE_LABEL_BYTES: Final = 63  # a DNS label's limit, the instance name's
# A table whose host vanished without a goodbye leaves the lists within two minutes (the
# host's address records' usual time), not the 75 minutes of DNS-SD's other records.
RECORD_TTL_S: Final = 120
RESOLVE_TIMEOUT_MS: Final = 3000

Interfaces = InterfaceChoice | Sequence[str]
"""Where to announce or listen: all the machine's interfaces, or a list of its addresses
(["127.0.0.1"] keeps everything on the loopback, as the tests do)."""


@dataclass(frozen=True)
class FoundTable:
    """A table heard of on the network: where to join it and what its host says of it."""

    name: str
    address: str
    port: int
    version: int
    seats_free: int
    service: str  # the service's instance name: two tables of one name differ by it


def table_name(name: str) -> str:
    """The host's name as announced: printable characters, single spaces, at most
    MAX_NAME_CHARS characters; ValueError if nothing of it is left."""
    printable = "".join(character if character.isprintable() else " " for character in name)
    cleaned = " ".join(printable.split())[:MAX_NAME_CHARS].strip()
    if not cleaned:
        raise ValueError(f"a table needs a name: {name!r}")
    return cleaned


def instance_label(name: str, token: str) -> str:
    """The service's instance name: the host's name made unique by a random token, dots
    left out (they separate DNS labels), within a DNS label's 63 bytes."""
    suffix = f" [{token}]"
    room = INSTANCE_LABEL_BYTES - len(suffix.encode())
    stem = table_name(name).replace(".", " ").encode()[:room].decode(errors="ignore")
    return f"{' '.join(stem.split()) or 'table'}{suffix}"


def _properties(name: str, version: int, seats_free: int) -> dict[bytes, bytes]:
    """The TXT record of a table."""
    if not 0 <= seats_free <= MAX_SEATS:
        raise ValueError(f"seats free out of range: {seats_free!r}")
    return {PROTOCOL_KEY: str(version).encode(), NAME_KEY: name.encode(),
            SEATS_FREE_KEY: str(seats_free).encode()}


def _own_zeroconf(interfaces: Interfaces) -> Zeroconf:
    """A Zeroconf running its own loop thread, even when asked from a running asyncio loop."""
    chosen = interfaces if isinstance(interfaces, InterfaceChoice) else list(interfaces)
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return Zeroconf(interfaces=chosen)
    with ThreadPoolExecutor(max_workers=1) as outside_the_loop:
        return outside_the_loop.submit(Zeroconf, interfaces=chosen).result()


class Announcement:
    """A table announced on the network until `close`; `update` tells its seats free."""

    def __init__(self, zeroconf: Zeroconf, info: ServiceInfo, name: str, version: int) -> None:
        self._zeroconf = zeroconf
        self._info = info
        self._name = name
        self._version = version
        self._lock = threading.Lock()
        self._closed = False

    @property
    def service(self) -> str:
        """The service's full name, as a Browser's FoundTable.service has it."""
        return self._info.name

    def update(self, seats_free: int) -> None:
        """Announce the seats now free (waits about half a second for the network)."""
        info = self._info
        with self._lock:
            if self._closed:
                return
            self._info = ServiceInfo(
                SERVICE_TYPE, info.name, port=info.port, server=info.server,
                properties=_properties(self._name, self._version, seats_free),
                parsed_addresses=info.parsed_addresses(IPVersion.All),
                host_ttl=RECORD_TTL_S, other_ttl=RECORD_TTL_S)
            self._zeroconf.update_service(self._info)

    def close(self) -> None:
        """Say goodbye (the tables' lists drop it at once) and stop; safe to call twice."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            try:
                self._zeroconf.unregister_service(self._info)
            finally:
                self._zeroconf.close()

    def __enter__(self) -> Announcement:
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()


def announce(name: str, port: int, addresses: Sequence[str], version: int, *,
             seats_free: int, interfaces: Interfaces = InterfaceChoice.All) -> Announcement:
    """Announce a table on the network, under its host's name made unique, at *addresses*
    (the host's, where friends connect) and *port*; OSError where no socket opens. Blocks
    for the probing (about 1.7 s). A table kept to the loopback simply skips this."""
    shown = table_name(name)
    if not addresses or not 0 < port < 65536:
        raise ValueError(f"a table needs an address and a port: {list(addresses)!r}, {port!r}")
    token = secrets.token_hex(3)
    info = ServiceInfo(
        SERVICE_TYPE, f"{instance_label(shown, token)}.{SERVICE_TYPE}", port=port,
        server=f"dame-de-pique-{token}.local.",
        properties=_properties(shown, version, seats_free),
        parsed_addresses=list(addresses), host_ttl=RECORD_TTL_S, other_ttl=RECORD_TTL_S)
    zeroconf = _own_zeroconf(interfaces)
    try:
        zeroconf.register_service(info, allow_name_change=True)
    except BaseException:
        zeroconf.close()
        raise
    return Announcement(zeroconf, info, shown, version)


def _text(properties: dict[bytes, bytes | None], key: bytes) -> str | None:
    """A TXT value as text; None where it is missing, too long or not UTF-8."""
    value = properties.get(key)
    if value is None or len(value) > MAX_TXT_VALUE:
        return None
    try:
        return value.decode()
    except UnicodeDecodeError:
        return None


def _number(properties: dict[bytes, bytes | None], key: bytes, digits: int) -> int | None:
    """A TXT value as a number of at most *digits* ASCII digits; None otherwise."""
    text = _text(properties, key)
    if text is None or not 0 < len(text) <= digits or not text.isascii() or not text.isdigit():
        return None
    return int(text)


def found_table(info: ServiceInfo) -> FoundTable | None:
    """The table a resolved service describes, or None where any part of it is missing,
    too long or out of range (such a table is not listed)."""
    properties = info.properties
    if any(value is not None and len(value) > MAX_TXT_VALUE for value in properties.values()):
        return None
    name = _text(properties, NAME_KEY)
    version = _number(properties, PROTOCOL_KEY, MAX_VERSION_DIGITS)
    seats_free = _number(properties, SEATS_FREE_KEY, 1)
    addresses = (info.parsed_addresses(IPVersion.V4Only)
                 or info.parsed_scoped_addresses(IPVersion.V6Only))
    if (name is None or version is None or seats_free is None or seats_free > MAX_SEATS
            or not addresses or not info.port):
        return None
    try:
        shown = table_name(name)
    except ValueError:
        return None
    return FoundTable(shown, addresses[0], info.port, version, seats_free, info.name)


class TableList:
    """The tables heard of by their service's name, at most MAX_TABLES: a table beyond them
    waits until its host says anything again with a place free."""

    def __init__(self) -> None:
        self._found: dict[str, FoundTable] = {}

    def record(self, service: str, table: FoundTable | None) -> bool:
        """Record what a service now is (None: gone, or not a table); whether the list changed."""
        before = self._found.get(service)
        if table is None:
            self._found.pop(service, None)
        elif before is not None or len(self._found) < MAX_TABLES:
            self._found[service] = table
        return self._found.get(service) != before

    def tables(self) -> list[FoundTable]:
        """The tables by name, whatever the case, then by address and port."""
        return sorted(self._found.values(),
                      key=lambda table: (table.name.casefold(), table.address, table.port))


class Browser:
    """The tables open on the network, kept up to date from a thread of zeroconf's:
    `on_change` gets the new list each time it changes (on that thread: it hands the list
    on, and never closes the Browser), `tables` the list now."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None], *,
                 interfaces: Interfaces = InterfaceChoice.All) -> None:
        self._on_change = on_change
        self._lock = threading.RLock()  # on_change may read tables()
        self._found = TableList()
        self._closed = False
        self._zeroconf = _own_zeroconf(interfaces)
        try:
            self._browser = ServiceBrowser(self._zeroconf, SERVICE_TYPE,
                                           handlers=[self._service_changed])
        except BaseException:
            self._zeroconf.close()
            raise

    def tables(self) -> list[FoundTable]:
        """The tables heard of, by name."""
        with self._lock:
            return self._found.tables()

    def close(self) -> None:
        """Stop listening; on_change is not called after this returns. Safe to call twice."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
        self._browser.cancel()
        self._zeroconf.close()

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()

    def _service_changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                         state_change: ServiceStateChange) -> None:
        """zeroconf's news of one service (on the browser's thread): resolve it, keep it."""
        table = None
        if state_change is not ServiceStateChange.Removed:
            try:
                info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_TIMEOUT_MS)
            except (Error, RuntimeError):  # closing, or a blocked loop: nothing heard
                return
            table = found_table(info) if info is not None else None
        with self._lock:
            if self._closed or not self._found.record(name, table):
                return
            # Called under the lock, so that close() returning means no more calls.
            self._on_change(self._found.tables())

