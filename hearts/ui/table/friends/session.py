"""The window's part in a table with friends: the table it opened (its server, announced on
the local network) or joined, its connection, the waiting room, and the switch of the
table's controller to the friends' game and back. See docs/PROTOCOL.md.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import socket
import sys
import threading
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Final

from hearts.engine import Phase, Seat
from hearts.i18n import _
from hearts.net.messages import Closed, Incoming, Refused, TableState, Update
from hearts.net.protocol import DEFAULT_PORT, VERSION, Code
from hearts.net.remote import RemoteHost
from hearts.store.friends_seat import KeptSeat, clear_seat, load_seat, save_seat
from hearts.store.friends_table import clear_table, load_table
from hearts.store.game import new_game_id
from hearts.store.history_friends import FriendsGame
from hearts.ui.dialogs.friends import Found, JoinTable, Lobby
from hearts.ui.kit.sentences import Player
from hearts.ui.table.controller import Controller
from hearts.ui.table.friends import mode
from hearts.ui.table.friends.mode import SoloTable
from hearts.ui.table.speech.narration import Text, say
from hearts.words import SEAT_WORDS, player_name, seat_name

if TYPE_CHECKING:  # the network's libraries load when the person plays with friends
    from hearts.net import discovery
    from hearts.net.client import Connection
    from hearts.net.serve import Keeper
    from hearts.net.server import ServerThread
    from hearts.net.table import Table

LOOPBACK: Final = "127.0.0.1"
EVERYWHERE: Final = "0.0.0.0"
PORT_BUSY = _("La table n'a pas pu ouvrir son port ({port}) : un autre programme l'utilise "
              "peut-être.")
TABLE_OF = _("Table de {name}")
CODE_LINE = _("Code à donner : {code}   Adresse : {address}")
WAITING = _("En attente de l'hôte de la table…")
SEAT_LINE = {"friend": _("{seat} : {name}"), "empty": _("{seat} : place libre"),
             "computer": _("{seat} : ordinateur")}
THINKING = _("{name} réfléchit…")
OTHERS_LOOKING = _("Les autres joueurs regardent encore la fin de la manche…")
JOINED = _("Partie entre amis à la table de {name} : vous jouez à la place {seat}.")


def own_address() -> str:
    """This machine's address on the local network, as friends would type it (no packet
    is sent: a datagram socket only picks its route)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        return str(probe.getsockname()[0])
    except OSError:
        return LOOPBACK
    finally:
        probe.close()


class FriendsSession:
    """A table with friends as one window holds it, from the waiting room to leaving."""

    def __init__(self, controller: Controller, wake: Callable[[], None],
                 loopback_only: bool, folder: Path,
                 open_deal: Callable[[int], object] = lambda deal: None) -> None:
        self.controller = controller
        self._open_deal = open_deal  # a deal played alone, asking before a game is left
        self._kept_game = 0  # the last friends' game kept in the history (its generation)
        self._wake = wake
        self.loopback_only = loopback_only
        self.folder = folder  # where the table opened, or the seat taken, is kept
        self._keeper: Keeper | None = None
        self._joining: KeptSeat | None = None  # the seat to keep once the host gives it
        self.server: ServerThread | None = None
        self.remote: RemoteHost | None = None
        self.solo: SoloTable | None = None
        self.address = LOOPBACK  # where friends reach a table opened here (found on opening)
        self._announcement: discovery.Announcement | None = None
        self._thinking: tuple[Seat, Text] | None = None  # the friend deciding, said
        self._others_looking: Text | None = None  # said while the friends see a hand's end
        self._taking_back = False  # a kept seat is being taken back (no waiting room)
        self._browser: discovery.Browser | None = None

    @property
    def seated(self) -> bool:
        """Whether the table shows the friends' game."""
        return self.solo is not None

    # -- finding tables ---------------------------------------------------------------

    def found(self) -> list[Found]:
        """The tables heard of on the local network (none with the loopback only)."""
        if self.loopback_only:
            return []
        if self._browser is None:
            from hearts.net import discovery  # zeroconf: loaded when tables are looked for

            try:
                self._browser = discovery.Browser(lambda tables: self._wake())
            except OSError:
                return []
        return [Found(table.name, table.address, table.port)
                for table in self._browser.tables() if table.version == VERSION]

    def stop_looking(self) -> None:
        """No more listening for tables."""
        if self._browser is not None:
            self._browser.close()
            self._browser = None

    # -- opening, joining -------------------------------------------------------------

    # -- what is kept -----------------------------------------------------------------

    def kept_table(self) -> tuple[str, str] | None:
        """The table this window opened and left before its game's end: its text, and its
        host's name (None: none is kept)."""
        try:
            kept = load_table(self.folder).table
        except (OSError, ValueError):
            return None
        try:
            name = json.loads(kept)["name"] if kept is not None else None
        except (ValueError, KeyError, TypeError):
            return None
        return None if kept is None or not isinstance(name, str) else (kept, name)

    def kept_seat(self) -> KeptSeat | None:
        """The seat this window holds at a friend's table, if one is kept."""
        try:
            return load_seat(self.folder)
        except OSError:
            return None

    def resume(self) -> str | None:
        """« Reprendre la table »: the table kept, opened again with its code (the host's)
        or the seat kept, taken back (a friend's); a sentence when that cannot be."""
        kept = self.kept_table()
        if kept is not None:
            return self.open_table(kept[1], saved=kept[0])
        seat = self.kept_seat()
        if seat is not None:
            self._taking_back = True
            self._connect(seat.address, seat.port, {"name": seat.name, "code": seat.code,
                                                    "token": seat.token})
        return None

    # -- opening, joining -------------------------------------------------------------

    def open_table(self, name: str, saved: str | None = None, hint: bool = True) -> str | None:
        """Open a table under *name* with the window's level and rules (or the table
        *saved*, with its code), and sit at it; a sentence when the port cannot be
        opened."""
        settings = self.controller.settings
        from hearts.net.serve import Keeper  # the server's libraries: loaded to open a table
        from hearts.net.server import ServerThread
        from hearts.net.table import Settings as TableSettings

        table_settings = TableSettings(name, settings.level, settings.rules, hint,
                                       pace=TableSettings.pace * self.controller.time_scale)
        bind = LOOPBACK if self.loopback_only else EVERYWHERE
        code = str(json.loads(saved)["code"]) if saved is not None else None
        server = ServerThread(table_settings, self.controller.flow.questions.executor, bind,
                              0 if self.loopback_only else DEFAULT_PORT, code=code,
                              saved=saved)
        try:
            server.start()
        except (OSError, ValueError, KeyError, TypeError):
            return PORT_BUSY(settings.language, port=DEFAULT_PORT)
        self.server = server
        self.address = LOOPBACK if self.loopback_only else own_address()
        self._keeper = Keeper(self.folder, settings.language, sys.stderr)
        server.server.on_change = self._keeper.changed
        token = (str(json.loads(saved)["seats"]["south"]["token"]) if saved is not None
                 else self._reserve(server, name))
        self._connect(LOOPBACK, server.port, {"name": name, "code": server.code,
                                              "token": token})
        if not self.loopback_only:
            threading.Thread(target=self._announce, args=(name, server.port),
                             name="table-announce", daemon=True).start()
        return None

    def _reserve(self, server: ServerThread, name: str) -> str:
        """The host's own seat, South, kept for its window: its token."""
        done = threading.Event()
        tokens: list[str] = []

        def reserve(table: Table) -> None:
            tokens.append(table.reserve(name))
            done.set()

        server.call(reserve)
        done.wait(5)
        return tokens[0]

    def _announce(self, name: str, port: int) -> None:
        """Say on the local network that the table is open (a thread: it takes a moment)."""
        try:
            from hearts.net import discovery

            self._announcement = discovery.announce(name, port, [self.address], VERSION,
                                                    seats_free=3)
        except OSError:
            self._announcement = None

    def join_table(self, join: JoinTable) -> None:
        """Join a friend's table; the seat chosen is kept once the host gives it."""
        self._joining = KeptSeat(join.address, join.port, join.code, "", join.name, "-")
        self._connect(join.address, join.port, {"name": join.name, "code": join.code})

    def _keep_seat(self) -> None:
        """The host gave this window its seat: kept, to take it back another time."""
        remote, joining = self.remote, self._joining
        if remote is None or joining is None or remote.token is None:
            return
        self._joining = None
        host = remote.table.name if remote.table is not None else joining.name
        with contextlib.suppress(OSError):
            save_seat(self.folder, dataclasses.replace(joining, host=host, token=remote.token))

    def _connect(self, address: str, port: int, hello: dict[str, object]) -> None:
        """The window's connection to the table, its messages waking the window."""
        from hearts.net.client import Connection  # websockets: loaded for the first table

        def connect(deliver: Callable[[Incoming], None]) -> Connection:
            return Connection(deliver)

        self.remote = RemoteHost(connect, self._wake)
        self.remote.connection.open(address, port, hello)

    # -- the waiting room -------------------------------------------------------------

    def lobby(self) -> Lobby:
        """The waiting room as it is now (the messages that came, taken)."""
        remote = self.remote
        lang = self.controller.lang()
        if remote is None:
            return Lobby("", (), False, False, gone=True)
        first = self._take_lobby_messages()
        table = remote.table
        title = TABLE_OF(lang, name=table.name) if table else WAITING(lang)
        lines: list[str] = []
        if self.server is not None:
            lines.append(CODE_LINE(lang, code=self.server.code,
                                   address=f"{self.address}:{self.server.port}"))
        for state in table.seats if table else ():
            name = player_name(state.seat, lang, remote.seat) if state.seat == remote.seat \
                else state.name or ""
            lines.append(SEAT_LINE[state.kind](lang, seat=seat_name(state.seat, lang),
                                               name=name))
        said = [heard for heard in remote.heard if isinstance(heard, Refused | Closed)]
        error = mode.lobby_sentence(said[-1])(lang) if said else ""
        started = first is not None
        if first is not None:
            self._sit_down(first)
        free = () if remote.seat is not None or table is None else tuple(
            int(state.seat) for state in table.seats if state.kind == "empty")
        return Lobby(title, tuple(lines), remote.owner and not started, started, error, free)

    def sit(self, seat: int) -> None:
        """This window takes *seat* at the table."""
        if self.remote is not None and self.remote.seat is None:
            self.remote.sit(Seat(seat))

    def _take_lobby_messages(self) -> Update | None:
        """Messages before the game: the seat taken, the table; the game's first view."""
        remote = self.remote
        assert remote is not None
        first = remote.first_update()
        self._keep_seat()
        return first

    def start(self) -> None:
        """The leader starts the game."""
        if self.remote is not None:
            self.remote.start()

    def _sit_down(self, first: Update) -> None:
        """The game has begun: the table shows it, the solo game set aside."""
        assert self.remote is not None
        self.stop_looking()
        self._taking_back = False
        self.remote.take_heard()  # the waiting room's refusals are past
        self.solo = mode.join(self.controller, self.remote, first, self._replay_alone)
        host = self.remote.table.name if self.remote.table is not None else ""
        seat = first.view.seat
        self.controller.show.say(lambda lang: JOINED(lang, name=host, seat=SEAT_WORDS[seat](lang)))

    # -- at the table -----------------------------------------------------------------

    def update(self) -> None:
        """Each turn of the window's loop: the waiting room's start, the host's notices,
        the friends' names; the solo table again when the friends' table ends."""
        remote = self.remote
        if remote is None:
            return
        if self.solo is None:
            first = self._take_lobby_messages()
            if first is not None:
                self._sit_down(first)
            elif remote.closed is not None and self._taking_back:
                self._not_taken_back(remote.closed.code)
            return
        if isinstance(remote.table, TableState):
            mode.name_friends(remote)
        self._say_who_thinks()
        self._say_others_look(remote)
        self._keep_the_game(remote)
        for sentence in mode.heard_sentences(remote, self.controller.seat):
            self.controller.show.say(sentence, append=True)
        if remote.closed is not None:
            self.leave()
            self.controller.show.say(mode.closed_sentence(remote.closed.code),
                                     append=True)

    def _say_others_look(self, remote: RemoteHost) -> None:
        """After Continuer, while a friend still looks at the hand's end: said once."""
        if remote.ready_sent and self._others_looking is None:
            self._others_looking = say(OTHERS_LOOKING)
            self.controller.show.say(self._others_looking, append=True)
        elif not remote.ready_sent and self._others_looking is not None:
            self.controller.message_line.remove(self._others_looking)
            self._others_looking = None

    def _replay_alone(self, deal: int) -> None:
        """A friend's Rejouer once the game is over: its deal again, alone."""
        self.leave()
        self._open_deal(deal)

    def _keep_the_game(self, remote: RemoteHost) -> None:
        """A friends' game over goes into this window's history, with its names (never into
        the solo statistics)."""
        table, seat = remote.table, remote.seat
        if remote.final_match is None or self._kept_game == remote.generation \
                or table is None or seat is None:
            return
        self._kept_game = remote.generation
        names = tuple(state.name if state.kind == "friend" else None for state in table.seats)
        with contextlib.suppress(ValueError):
            self.controller.records.keep_friends_game(FriendsGame(
                new_game_id(), seat, names, remote.final_match, table.level,  # type: ignore[arg-type]
                datetime.now()))

    def _say_who_thinks(self) -> None:
        """« Léa réfléchit… » while a friend decides, once the table shows the cards before."""
        controller = self.controller
        view = controller.view()
        turn = view.turn if view.phase is Phase.PLAYING and controller.is_caught_up() else None
        deciding = turn if turn is not None and turn != controller.seat \
            and self.seat_of_friend(turn) else None
        if self._thinking is not None and self._thinking[0] == deciding:
            return
        if self._thinking is not None:
            controller.message_line.remove(self._thinking[1])
            self._thinking = None
        if deciding is not None:
            sentence = say(THINKING, name=Player(deciding, controller.seat))
            controller.show.say(sentence, append=True)
            self._thinking = (deciding, sentence)

    def _not_taken_back(self, code: str) -> None:
        """The table would not take this window back: said; a seat it refused forgotten."""
        self._taking_back = False
        if code in (Code.BAD_TOKEN, Code.WRONG_CODE, Code.STARTED):
            with contextlib.suppress(OSError):
                clear_seat(self.folder)
        remote, self.remote = self.remote, None
        if remote is not None:
            remote.leave()
        self.controller.show.say(mode.closed_sentence(code), append=True)

    def leave(self, by_choice: bool = True) -> None:
        """Leave the friends' table (the host's ends it for everyone): the solo game again.
        Left *by_choice*, a friend's seat is forgotten, and so is a host's table whose game
        is over; a window closing keeps both, to take them back."""
        remote, self.remote = self.remote, None
        solo, self.solo = self.solo, None
        hosted = self.server is not None
        self._thinking = self._others_looking = None
        if solo is not None:
            mode.leave(self.controller, solo)
        elif remote is not None:
            remote.leave()
        if self._announcement is not None:
            self._announcement.close()
            self._announcement = None
        if self.server is not None:
            self.server.stop()
            self.server = None
        if self._keeper is not None:
            self._keeper.close()
            self._keeper = None
        self.stop_looking()
        if by_choice and remote is not None:
            self._forget(remote, hosted)

    def take_back_at_start(self) -> None:
        """The game opened again takes back the seat it held at a friend's table."""
        if self.kept_seat() is not None and self.kept_table() is None:
            self.resume()

    def _forget(self, remote: RemoteHost, hosted: bool) -> None:
        """What leaving by choice forgets: the friend's seat; the host's finished table."""
        with contextlib.suppress(OSError):
            if not hosted:
                clear_seat(self.folder)
            elif remote.deal_number is not None:
                clear_table(self.folder)

    def seat_of_friend(self, seat: Seat) -> bool:
        """Whether a friend (not a computer player) sits at *seat*."""
        table = self.remote.table if self.remote is not None else None
        return table is not None and any(state.seat == seat and state.kind == "friend"
                                         for state in table.seats)
