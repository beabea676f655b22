"""The host of a friends' table as a window sees it: the window's table talks to it as to
its own host (view, act, next hand, collect), but the match is on the host's machine. It
holds the seat's view and nothing more; the messages that came are taken on the window's
thread (`collect`). See docs/PROTOCOL.md.
"""

from __future__ import annotations

import contextlib
import queue
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Final

from hearts.engine import (
    Card,
    ClaimKind,
    IllegalPlay,
    Match,
    Phase,
    PlayerView,
    Refusal,
    Seat,
    why_illegal_in_view,
    why_pass_refused_in_view,
)
from hearts.net.messages import (
    Ask,
    Closed,
    GameDeal,
    HandOver,
    Incoming,
    Notice,
    Refused,
    TableState,
    Update,
    Welcome,
)
from hearts.net.protocol import card_codes, seat_name
from hearts.play.questions import Key
from hearts.play.seat_events import HandDealt, SeatEvent
from hearts.play.seats import Kind, Player

if TYPE_CHECKING:  # the network library loads with the first connection, not the window
    from hearts.net.client import Connection

Events = Sequence[SeatEvent]
EVERY_KIND: Final[frozenset[Kind]] = frozenset(("pass", "play"))


class RemoteHost:
    """A friends' table's host, behind the window's connection to it."""

    def __init__(self, connect: Callable[[Callable[[Incoming], None]], Connection],
                 wake: Callable[[], None] = lambda: None) -> None:
        self._inbox: queue.SimpleQueue[Incoming] = queue.SimpleQueue()
        self._wake = wake
        self.connection = connect(self._arrived)
        self.players: dict[Seat, Player] = {}
        self.seat: Seat | None = None
        self.token: str | None = None
        self.owner = False
        self.table: TableState | None = None
        self.deal_number: int | None = None  # shown once the game is over
        self.final_match: str | None = None  # the whole match, sent once the game is over
        self.hand_over: Match | None = None  # the last hand played, alone, once it is over
        self.ready_sent = False  # the person saw the hand's end: the others may not have
        self.generation = 0
        self.version = 0
        self.deal_hidden = True
        self.closed: Closed | None = None
        self.heard: list[Incoming] = []  # what the window words: notices, refusals, the end
        self._view: PlayerView | None = None
        self._asked: Ask | None = None

    def _arrived(self, incoming: Incoming) -> None:
        """A message from the connection's thread: kept for the window's thread."""
        self._inbox.put(incoming)
        self._wake()

    # -- what the window reads ---------------------------------------------------------

    @property
    def match(self) -> Match | None:
        """What the window may review: the last hand played, alone, once it is over (the
        game's match stays on the host)."""
        return self.hand_over

    def view(self, seat: Seat) -> PlayerView:
        """The seat's view as the host last sent it."""
        if self._view is None or seat is not self._view.seat:
            raise LookupError("no view of this seat at this table")
        return self._view

    def deal_shown(self) -> int | None:
        """The deal number, once the game is over (hidden from every window before)."""
        return self.deal_number

    def why_illegal(self, seat: Seat, card: Card) -> IllegalPlay | None:
        """Why the seat may not play *card* now, from its view."""
        return why_illegal_in_view(self.view(seat), card)

    def claim_offer(self, seat: Seat) -> ClaimKind | None:
        """Claims need the hands the host alone holds: none at a friends' table."""
        return None

    def claimed_card(self, seat: Seat, kind: ClaimKind) -> Card:
        """No claim at a friends' table."""
        raise ValueError("no claim at a friends' table")

    def hints_allowed(self) -> bool:
        """Whether the table's host lets the windows ask for a hint (its option)."""
        return self.table is None or self.table.hint

    def key(self) -> Key:
        """The position now: the game and the version of the seat's view."""
        return self.generation, self.version

    def is_thinking(self) -> bool:
        """The host's computer players think on the host's machine."""
        return False

    # -- what the window does ----------------------------------------------------------

    def act(self, seat: Seat, cards: Sequence[Card]) -> Events:
        """The seat's pass or card, checked from its view (IllegalPlay at once when
        refused), then sent; its events come back from the host."""
        view, asked = self.view(seat), self._asked
        chosen = tuple(cards)
        error = (why_pass_refused_in_view(view, chosen) if view.phase is Phase.PASSING
                 else why_illegal_in_view(view, chosen[0]) if len(chosen) == 1
                 else IllegalPlay(Refusal.NOT_PLAYING))
        if error is None and (asked is None or asked.kind != ("pass" if view.phase
                                                               is Phase.PASSING else "play")):
            error = IllegalPlay(Refusal.ALREADY_PASSED if view.phase is Phase.PASSING
                                else Refusal.NOT_YOUR_TURN)
        if error is not None:
            raise error
        assert asked is not None
        self._asked = None
        if asked.kind == "pass":
            self.connection.send("pass", ask=asked.id, cards=card_codes(chosen))
        else:
            self.connection.send("play", ask=asked.id, card=chosen[0].code)
        return ()

    def next_hand(self) -> Events:
        """The person has seen the end of the hand: the host deals once everyone has."""
        self.connection.send("ready")
        self.ready_sent = True
        return ()

    def start(self) -> None:
        """The table's leader starts the game (computer players in the empty seats)."""
        self.connection.send("start")

    def again(self, same_deal: bool) -> None:
        """The leader, after the game: the same deal again, or a new one."""
        self.connection.send("again", same_deal=same_deal)

    def sit(self, seat: Seat | None) -> None:
        """Take *seat*, or the next free one."""
        self.connection.send("sit", seat=None if seat is None else seat_name(seat))

    def leave(self) -> None:
        """Leave the table (the seat waits for this window, then a computer player)."""
        self.connection.close()

    # -- the host's messages, on the window's thread ---------------------------------------

    def ask(self, kinds: frozenset[Kind] = EVERY_KIND) -> None:
        """The host asks the seats itself."""

    def drop_questions(self) -> None:
        """The host's questions are the host's."""

    def seat_players(self, players: Mapping[Seat, Player]) -> None:
        """Who hears the seat's events at the window (the person)."""
        self.players = dict(players)

    def collect(self) -> list[Events]:
        """Take the messages that came: the seat's events go to its player (the window's
        show); the engine's events of each update, for the window's records."""
        happened: list[Events] = []
        while True:
            try:
                incoming = self._inbox.get_nowait()
            except queue.Empty:
                return happened
            events = self._take(incoming)
            if events:
                happened.append(events)

    def first_update(self) -> Update | None:
        """Before the window's table plays the friends' game: the messages up to the seat's
        first view, which is taken without telling anyone (the table starts from it)."""
        while self._view is None:
            try:
                incoming = self._inbox.get_nowait()
            except queue.Empty:
                return None
            if isinstance(incoming, Update):
                self._view = incoming.view
                self.version += 1
                self.generation += 1
                return incoming
            self._take(incoming)
        return None

    def _take(self, incoming: Incoming) -> Events:
        """One message from the host."""
        if isinstance(incoming, Update):
            if any(isinstance(event, HandDealt) and event.hand_number == 0
                   for event in incoming.events):
                self.generation += 1
                self.deal_number = self.final_match = self.hand_over = None
            self._view = incoming.view
            self.version += 1
            self.ready_sent = self.ready_sent and incoming.view.phase is Phase.HAND_OVER
            player = self.players.get(incoming.view.seat)
            if player is not None:
                player.tell(incoming.events)
            return tuple(event for event in incoming.events if not isinstance(event, HandDealt))
        if isinstance(incoming, Ask):
            self._asked = incoming
        elif isinstance(incoming, Welcome):
            if incoming.token is not None:
                self.seat, self.token, self.owner = incoming.seat, incoming.token, incoming.owner
        elif isinstance(incoming, TableState):
            self.table = incoming
        elif isinstance(incoming, GameDeal):
            self.deal_number, self.final_match = incoming.deal, incoming.match_json
        elif isinstance(incoming, HandOver):
            with contextlib.suppress(ValueError):  # a hand that does not replay: no review
                self.hand_over = Match.from_json(incoming.match_json)
        else:
            if isinstance(incoming, Closed):
                self.closed = incoming
            self.heard.append(incoming)
        return ()

    def take_heard(self) -> list[Notice | Refused | Closed]:
        """What the window has to word, once."""
        heard, self.heard = self.heard, []
        return heard  # type: ignore[return-value]
