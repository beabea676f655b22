"""`dame-de-pique --serve`: a table with friends served without a window, until Ctrl+C.

It prints the join code and the addresses to give, in the player's language; the first
friend seated leads the table (starts the game and the next ones). The table is kept in the
data folder after each change (hearts/store/friends_table.py), so that a host started again
resumes it with the same code. Bound to a loopback address, it announces nothing on the
network; elsewhere it announces itself (hearts/net/discovery.py). No pygame here.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import signal
import socket
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, TextIO

from hearts.disk_words import reason_text
from hearts.engine import Rules
from hearts.i18n import Message, _
from hearts.net.protocol import DEFAULT_PORT, NAME_LENGTH, VERSION
from hearts.net.server import TableServer, new_code
from hearts.net.table import Settings, Table
from hearts.store import NewerSchemaError
from hearts.store.friends_table import load_table, save_table, set_aside

ANY_ADDRESS: Final = frozenset(("", "0.0.0.0", "::"))  # every interface of the machine

OPENED = _("Table ouverte : {name}. Code : {code}")
RESUMED = _("Table reprise : {name}. Code : {code}")
# TRANSLATORS: one line for each address where friends can join the table.
ADDRESS = _("Adresse : {address}, port {port}")
LEADS = _("Le premier ami assis lance la partie. Ctrl+C ferme la table.")
CLOSED = _("La table est fermée.")
# TRANSLATORS: {reason} is a few words such as "port déjà utilisé".
NO_PORT = _("Le port {port} ne peut pas être ouvert sur {address} : {reason}.")
IN_USE = _("port déjà utilisé")
NOT_HERE = _("cette adresse n'est pas celle de la machine")
UNKNOWN_ADDRESS = _("adresse inconnue")
SET_ASIDE = _("La table gardée était abîmée : elle est mise de côté ({path}), une nouvelle "
              "table est ouverte.")
NEWER = _("La table gardée vient d'une version plus récente du jeu : elle est laissée telle "
          "quelle, et aucune table n'est ouverte.")
NOT_KEPT = _("La table ne peut pas être gardée sur le disque ({reason}) : elle ne pourra pas "
             "être reprise.")
NOT_ANNOUNCED = _("La table n'est pas annoncée sur le réseau local ({reason}) : donnez "
                  "l'adresse à vos amis.")
PORT_REASONS: Final[dict[int, Message]] = {errno.EADDRINUSE: IN_USE,
                                           errno.EADDRNOTAVAIL: NOT_HERE}


@dataclass(frozen=True)
class ServeOptions:
    """What the command line asked for: where to listen, the computer players' level, the
    rules, the language of what is printed, and the data folder keeping the table."""

    folder: Path
    port: int = DEFAULT_PORT
    bind: str = "0.0.0.0"
    level: str = "medium"
    rules: Rules = field(default_factory=Rules)
    lang: str = "fr"
    pace: float = Settings.pace


def rules_from_text(text: str) -> Rules:
    """The rules of `--rules`: variant names turned on, and target=N, comma-separated
    (ValueError naming the first word that is none)."""
    values: dict[str, Any] = {}
    known = {name for name in Rules.__dataclass_fields__}
    for word in filter(None, (part.strip() for part in text.split(","))):
        name, equals, value = word.partition("=")
        if name not in known or (name == "target") != bool(equals):
            raise ValueError(word)
        try:
            values[name] = int(value) if equals else True
            Rules(**values)
        except (ValueError, TypeError):
            raise ValueError(word) from None
    return Rules(**values)


def is_loopback(bind: str) -> bool:
    """Whether *bind* keeps the table on this machine (then nothing is announced)."""
    if bind == "localhost":
        return True
    try:
        return ipaddress.ip_address(bind).is_loopback
    except ValueError:
        return False


def addresses(bind: str) -> list[str]:
    """The addresses friends join at: *bind* itself, or this machine's (every interface)."""
    if bind not in ANY_ADDRESS:
        return [bind]
    try:
        import ifaddr  # zeroconf's own dependency

        found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                 if isinstance(ip.ip, str) and not ipaddress.ip_address(ip.ip).is_loopback]
    except (ImportError, OSError, ValueError):
        found = []
    return found or ["127.0.0.1"]


def table_name() -> str:
    """The table's name: this machine's, as friends see it in their list."""
    name = "".join(char for char in socket.gethostname() if char.isprintable()).strip()
    return name[:NAME_LENGTH] or "Table"


def port_reason(error: OSError, lang: str) -> str:
    """Why the port could not be opened, in a few words of *lang*."""
    if isinstance(error, socket.gaierror):
        return UNKNOWN_ADDRESS(lang)
    if error.errno in PORT_REASONS:
        return PORT_REASONS[error.errno](lang)
    return reason_text(error, lang)


class Keeper:
    """Keeps the table on disk after each change, on a thread of its own (the loop never
    waits for the disk), the latest state only when changes come faster than the disk;
    says once when it cannot."""

    def __init__(self, folder: Path, lang: str, err: TextIO) -> None:
        self.folder = folder
        self._lang = lang
        self._err = err
        self._last = ""
        self._pending: str | None = None  # the latest text not written yet
        self._lock = threading.Lock()
        self._failed = False
        self._thread: Executor = ThreadPoolExecutor(1, thread_name_prefix="table-keeper")

    def changed(self, table: Table) -> None:
        """The table may have changed: write it when it did."""
        text = table.to_json()
        if text == self._last:
            return
        self._last = text
        with self._lock:
            waiting, self._pending = self._pending is not None, text
        if not waiting:
            self._thread.submit(self._write)

    def _write(self) -> None:
        """Write the latest text; the first failure is said."""
        with self._lock:
            text, self._pending = self._pending, None
        if text is None:
            return
        try:
            save_table(self.folder, text)
        except OSError as error:
            if not self._failed:
                self._failed = True
                print(NOT_KEPT(self._lang, reason=reason_text(error, self._lang)),
                      file=self._err, flush=True)

    def close(self) -> None:
        """Finish the write under way and the last one."""
        self._thread.shutdown(wait=True)


class SeatsAnnounced:
    """Tells the local network the seats still free as they change (the announcement's
    update waits for the network: on a thread of its own); nothing without an announcement."""

    def __init__(self, announcement: Any, free: int) -> None:
        self._announcement = announcement
        self._free = free
        self._thread = ThreadPoolExecutor(1, thread_name_prefix="table-announce")

    def changed(self, table: Table) -> None:
        """The table may have changed: announce its seats free when their count did."""
        free = len(table.free_seats())
        if self._announcement is not None and free != self._free:
            self._free = free
            self._thread.submit(self._announcement.update, free)

    def close(self) -> None:
        """Finish the updates under way (seats change rarely: a few at most)."""
        self._thread.shutdown(wait=True)


class TableMaker:
    """How the server makes its table: the one kept (*saved*), else a new one; a kept one
    that cannot be resumed is set aside with a sentence."""

    def __init__(self, options: ServeOptions, executor: Executor, saved: str | None,
                 out: TextIO) -> None:
        self._options = options
        self._executor = executor
        self._saved = saved
        self._out = out
        self.resumed = False

    def __call__(self, wake: Callable[[], None]) -> Table:
        """The table, its computer players woken through *wake*."""
        options = self._options
        if self._saved is not None:
            try:
                table = Table.from_json(self._saved, self._executor, wake, options.pace)
                self.resumed = True
                return table
            except (ValueError, TypeError, KeyError, AttributeError):
                print(SET_ASIDE(options.lang, path=set_aside(options.folder)), file=self._out,
                      flush=True)
        settings = Settings(table_name(), options.level, options.rules, pace=options.pace)
        return Table(settings, new_code(), self._executor, wake)


async def serve_table(options: ServeOptions, executor: Executor, out: TextIO = sys.stdout,
                      err: TextIO = sys.stderr, announce: bool = True) -> int:
    """Serve the table until SIGINT or SIGTERM: the exit status."""
    lang = options.lang
    try:
        loaded = load_table(options.folder)
    except NewerSchemaError:
        print(NEWER(lang), file=err, flush=True)
        return 1
    if loaded.set_aside is not None:
        print(SET_ASIDE(lang, path=loaded.set_aside), file=out, flush=True)
    maker = TableMaker(options, executor, loaded.table, out)
    server = TableServer(maker, options.bind, options.port)
    try:
        await server.start()
    except OSError as error:
        print(NO_PORT(lang, port=options.port, address=options.bind or "0.0.0.0",
                      reason=port_reason(error, lang)), file=err, flush=True)
        return 1
    assert server.table is not None
    keeper = Keeper(options.folder, lang, err)
    server.on_change = keeper.changed
    keeper.changed(server.table)
    said = RESUMED if maker.resumed else OPENED
    print(said(lang, name=server.table.settings.name, code=server.table.code), file=out)
    for address in addresses(options.bind):
        print(ADDRESS(lang, address=address, port=server.port), file=out)
    print(LEADS(lang), file=out, flush=True)
    announced = await announced_table(server, options, err) if announce else None
    seats = SeatsAnnounced(announced, len(server.table.free_seats()))

    def changed(table: Table) -> None:
        """Keep the table, and announce its seats free."""
        keeper.changed(table)
        seats.changed(table)

    server.on_change = changed
    try:
        await until_stopped()
    finally:
        seats.close()
        if announced is not None:
            await asyncio.to_thread(announced.close)
        await server.stop()
        keeper.changed(server.table)
        keeper.close()
    print(CLOSED(lang), file=out, flush=True)
    return 0


async def announced_table(server: TableServer, options: ServeOptions, err: TextIO) -> Any:
    """The table announced on the local network (None when bound to the loopback, or when
    it cannot be: then one sentence says so)."""
    if is_loopback(options.bind) or server.table is None:
        return None
    from hearts.net import discovery

    shown: Sequence[str] = addresses(options.bind)
    try:
        return await asyncio.to_thread(
            discovery.announce, server.table.settings.name, server.port, shown, VERSION,
            seats_free=len(server.table.free_seats()))
    except OSError as error:
        print(NOT_ANNOUNCED(options.lang, reason=reason_text(error, options.lang)), file=err,
              flush=True)
        return None


async def until_stopped() -> None:
    """Wait for Ctrl+C (SIGINT) or SIGTERM."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
            loop.add_signal_handler(number, stop.set)
    await stop.wait()


def run_serve(options: ServeOptions) -> int:
    """The --serve command: the exit status (non-zero when the table cannot be served)."""
    from hearts.play.workers import BotExecutor

    # The bots' worker process starts with Ctrl+C ignored: a terminal sends it to the whole
    # group, and the host ends the worker itself, once the table is closed.
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        executor = BotExecutor()
    finally:
        signal.signal(signal.SIGINT, previous)
    try:
        return asyncio.run(serve_table(options, executor))
    except KeyboardInterrupt:  # where no signal handler could be set
        print(CLOSED(options.lang), flush=True)
        return 0
    finally:
        executor.shutdown(wait=True, cancel_futures=True)
