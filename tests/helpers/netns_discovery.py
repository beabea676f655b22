"""Run inside a private network namespace (tests/helpers/netns.py) by
tests/net/test_discovery.py: announces tables on the namespace's loopback, browses them with
hearts.net.discovery, and prints what the Browser listed at each step as one JSON object.

Three tables (two hosts both named « Léa », and « Bob » of another protocol version, announced
from inside an asyncio loop) and a service whose host's name is too long; then Léa's first
table has one seat free, then Bob closes his. Each step waits for the Browser's news, at most
STEP_S seconds.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Final

from zeroconf import ServiceBrowser, ServiceInfo, Zeroconf

from hearts.net import discovery
from hearts.net.discovery import FoundTable
from tests.helpers.netns import bring_loopback_up

LOOPBACK: Final = ["127.0.0.1"]
STEP_S: Final = 8.0
TOO_LONG: Final = "Trop long " * 24  # 240 bytes: a TXT value the Browser must ignore
TABLES: Final = (("Léa", 40001, 1, 3), ("Léa", 40002, 1, 2), ("Bob", 40003, 2, 4))


class Heard:
    """What the Browser said, and when its list meets a condition."""

    def __init__(self) -> None:
        self.changes: list[list[FoundTable]] = []
        self.condition = threading.Condition()

    def on_change(self, tables: list[FoundTable]) -> None:
        """The Browser's call, from its thread."""
        with self.condition:
            self.changes.append(tables)
            self.condition.notify_all()

    def wait_for(self, test: Callable[[list[FoundTable]], bool]) -> list[dict[str, object]]:
        """The latest list once *test* holds of it, or the latest at the deadline."""
        with self.condition:
            self.condition.wait_for(lambda: bool(self.changes) and test(self.changes[-1]),
                                    timeout=STEP_S)
            latest = self.changes[-1] if self.changes else []
        return [dataclasses.asdict(table) for table in latest]


def announce_from_a_loop(name: str, port: int, version: int,
                         free: int) -> discovery.Announcement:
    """Announce from inside a running asyncio loop, as the host's server may."""
    async def announcing() -> discovery.Announcement:
        return discovery.announce(name, port, LOOPBACK, version, seats_free=free,
                                  interfaces=LOOPBACK)

    return asyncio.run(announcing())


def register_too_long() -> Zeroconf:
    """A service of the game's type whose TXT name is too long, registered by hand."""
    zeroconf = Zeroconf(interfaces=LOOPBACK)
    zeroconf.register_service(ServiceInfo(
        discovery.SERVICE_TYPE, f"Trop long [raw].{discovery.SERVICE_TYPE}", port=40009,
        server="too-long.local.", parsed_addresses=LOOPBACK,
        properties={b"protocol": b"1", b"name": TOO_LONG.encode(), b"free": b"3"}))
    return zeroconf


class RawListener:
    """The names of the game's services a plain zeroconf browser hears on the loopback."""

    def __init__(self) -> None:
        self.heard: set[str] = set()
        self.condition = threading.Condition()
        self.zeroconf = Zeroconf(interfaces=LOOPBACK)
        self.browser = ServiceBrowser(self.zeroconf, discovery.SERVICE_TYPE,
                                      handlers=[self._heard])

    def _heard(self, name: str, **_: object) -> None:
        with self.condition:
            self.heard.add(name)
            self.condition.notify_all()

    def wait_for(self, count: int) -> list[str]:
        """The names heard once there are *count*, or those heard at the deadline."""
        with self.condition:
            self.condition.wait_for(lambda: len(self.heard) >= count, timeout=STEP_S)
            return sorted(self.heard)

    def close(self) -> None:
        """Stop listening."""
        self.browser.cancel()
        self.zeroconf.close()


def main() -> None:
    """Announce, browse, change, close; print each step's list."""
    bring_loopback_up()
    started = time.monotonic()
    heard = Heard()
    browser = discovery.Browser(heard.on_change, interfaces=LOOPBACK)
    raw = RawListener()
    with ThreadPoolExecutor(max_workers=4) as pool:
        too_long = pool.submit(register_too_long)
        announcing = [pool.submit(discovery.announce, name, port, LOOPBACK, version,
                                  seats_free=free, interfaces=LOOPBACK)
                      for name, port, version, free in TABLES[:2]]
        announcing.append(pool.submit(announce_from_a_loop, *TABLES[2]))
        announcements = [future.result() for future in announcing]
        too_long_zeroconf = too_long.result()
    announced_s = time.monotonic() - started
    found = heard.wait_for(lambda tables: len(tables) == len(TABLES))
    found_s = time.monotonic() - started
    heard_raw = raw.wait_for(len(TABLES) + 1)  # the too long one was on the air too
    raw.close()
    listed_after_raw = [dataclasses.asdict(table) for table in browser.tables()]
    announcements[0].update(1)
    updated = heard.wait_for(lambda tables: any(t.port == 40001 and t.seats_free == 1
                                                for t in tables))
    announcements[2].close()
    closed = heard.wait_for(lambda tables: all(t.name != "Bob" for t in tables))
    closed_s = time.monotonic() - started
    for announcement in announcements:
        announcement.close()
    too_long_zeroconf.close()
    browser.close()
    calls = len(heard.changes)
    print(json.dumps({
        "found": found, "raw": heard_raw, "listed_after_raw": listed_after_raw,
        "updated": updated, "closed": closed, "calls": calls,
        "announced_s": announced_s, "found_s": found_s, "closed_s": closed_s,
        "services": [announcement.service for announcement in announcements],
        "history": [[(t.name, t.port, t.seats_free) for t in change] for change in heard.changes],
    }, ensure_ascii=False))


if __name__ == "__main__":
    main()
