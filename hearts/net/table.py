"""A table with friends, as the host keeps it, without sockets: who waits to sit, who sits
where (friends, computer players in the empty seats), the match in the host, and what each
window is sent. The server (`hearts.net.server`) feeds it the messages that arrived and
wakes it when a computer player's answer is in. See docs/PROTOCOL.md.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from typing import Any, Final

from hearts.engine import MAX_DEAL, Match, Phase, Rules, Seat
from hearts.engine.hand_story import hand_alone_json, hand_stories
from hearts.net.friends import Friend, Link
from hearts.net.protocol import (
    TOKEN_PATTERN,
    Code,
    Message,
    ProtocolError,
    boolean,
    card,
    cards,
    encode,
    event_out,
    integer,
    optional,
    seat,
    seat_name,
    text,
    view_out,
)
from hearts.net.protocol import field as read
from hearts.play.host import Host
from hearts.play.seat_events import SeatEvent
from hearts.play.seats import Computer, Player, Question

NAME: Final = text(24)
TOKEN_BYTES: Final = 16  # a seat's secret: 128 bits


@dataclass(frozen=True)
class Settings:
    """What the host chose: its name, the computer players' level, the rules, whether the
    windows may ask for a hint, and the pause between two computer players' cards."""

    name: str
    level: str = "medium"
    rules: Rules = field(default_factory=Rules)
    hint: bool = True
    pace: float = 0.7


def draw_deal() -> int:
    """A deal number nobody chose and nobody sees until the game ends."""
    return 1 + secrets.randbelow(MAX_DEAL)


class Table:
    """One table with friends: its seats, the match in its host, what each window is sent."""

    def __init__(self, settings: Settings, code: str, executor: Executor,
                 wake: Callable[[], None], draw: Callable[[], int] = draw_deal) -> None:
        self.settings = settings
        self.code = code
        self.host = Host()
        self.host.deal_hidden = True
        self.friends: dict[Seat, Friend] = {}
        self.waiting: dict[Link, str] = {}  # joined with the code, not seated yet: names
        self.seat_of: dict[Link, Seat] = {}
        self.owner: Seat | None = None
        self.started = False
        self.game_over_told = False
        self._executor = executor
        self._wake = wake
        self._draw = draw
        self._next_at = 0.0  # no computer player's card before then (the table's pace)
        self._hand_told: tuple[int, int] | None = None  # (game, hand) whose end was sent

    # -- seats -------------------------------------------------------------------------

    def reserve(self, name: str, where: Seat = Seat.SOUTH) -> str:
        """Seat the host's own window at *where* before anyone joins: its token."""
        return self._seat_friend(NAME(name), where).token

    def _seat_friend(self, name: str, where: Seat, token: str | None = None) -> Friend:
        """A friend named *name* sits at *where*; the first one seated leads the table."""
        friend = Friend(name, token or secrets.token_hex(TOKEN_BYTES), self._stand_in(),
                        self._ask_friend, self._tell_friend)
        self.friends[where] = friend
        if self.owner is None:
            self.owner = where
        return friend

    def _stand_in(self) -> Computer:
        """A computer player of the table's level, for an empty seat or an absent friend."""
        return Computer(self.settings.level, self._executor, self._wake)

    def free_seats(self) -> list[Seat]:
        """The seats nobody has taken, in playing order (none once the game started)."""
        return [] if self.started else [where for where in Seat if where not in self.friends]

    # -- messages in -------------------------------------------------------------------

    def hello(self, link: Link, message: Message) -> None:
        """A window asks to join with the code, or to take its seat back with its token."""
        if read(message, "code", str) != self.code:
            raise ProtocolError(Code.WRONG_CODE)
        name = read(message, "name", NAME)
        token = read(message, "token", optional(text(64))) if "token" in message else None
        if token is not None and not TOKEN_PATTERN.fullmatch(token):
            raise ProtocolError(Code.BAD_TOKEN)  # compare_digest takes ASCII only
        if token is not None:
            self._come_back(link, token)
            return
        if self.started:
            raise ProtocolError(Code.STARTED)
        if not self.free_seats():
            raise ProtocolError(Code.TABLE_FULL)
        self.waiting[link] = name
        link.send(encode("welcome", seat=None, token=None, owner=False, name=name))
        self.broadcast_table()

    def _come_back(self, link: Link, token: str) -> None:
        """The window holding *token* takes its seat back (BAD_TOKEN if none is its)."""
        found = [where for where, friend in self.friends.items()
                 if secrets.compare_digest(friend.token, token)]
        if not found:
            raise ProtocolError(Code.BAD_TOKEN)
        where = found[0]
        friend = self.friends[where]
        if friend.link is not None and friend.link is not link:
            old = friend.link
            self.seat_of.pop(old, None)
            old.close(Code.ALREADY_SEATED)
        self.waiting.pop(link, None)
        self.seat_of[link] = where
        link.send(encode("welcome", seat=seat_name(where), token=friend.token,
                         owner=where == self.owner, name=friend.name))
        if self.started:
            link.send(encode("update", events=[], view=view_out(self.host.view(where))))
        friend.come_back(link)
        self.broadcast_table()
        if self.started:
            self.notice("back", where)
        self.tell_hand_over(only=friend)
        self.tell_game_over(only=friend)

    def receive(self, link: Link, message: Message) -> None:
        """A message from a window that joined: sit, start, pass, play, ready, again
        (ProtocolError or IllegalPlay when refused, the table unchanged)."""
        kind = message["type"]
        if kind == "hello":
            raise ProtocolError(Code.ALREADY_SEATED)
        if kind == "sit":
            self._sit(link, read(message, "seat", optional(seat)))
            return
        where = self.seat_of.get(link)
        if where is None:
            raise ProtocolError(Code.NOT_SEATED)
        {"start": self._start, "again": self._again, "ready": self._ready,
         "pass": self._pass, "play": self._play}[kind](where, message)

    def _sit(self, link: Link, where: Seat | None) -> None:
        """A waiting window takes *where*, or the next free seat."""
        if link in self.seat_of:
            raise ProtocolError(Code.ALREADY_SEATED)
        if link not in self.waiting or self.started:
            raise ProtocolError(Code.STARTED if self.started else Code.NOT_SEATED)
        free = self.free_seats()
        if where is not None and where not in free:
            raise ProtocolError(Code.SEAT_TAKEN)
        if not free:
            raise ProtocolError(Code.TABLE_FULL)
        taken = where if where is not None else free[0]
        friend = self._seat_friend(self.waiting.pop(link), taken)
        self.seat_of[link] = taken
        friend.link = link
        link.send(encode("welcome", seat=seat_name(taken), token=friend.token,
                         owner=taken == self.owner, name=friend.name))
        self.broadcast_table()

    def _start(self, where: Seat, message: Message) -> None:
        """The table's leader starts the game: computer players in the seats still empty."""
        self._check_owner(where)
        if self.started:
            raise ProtocolError(Code.STARTED)
        self.started = True
        for link in list(self.waiting):
            link.close(Code.STARTED)
        self.waiting.clear()
        self._deal(Match(self._draw(), self.settings.rules))

    def _again(self, where: Seat, message: Message) -> None:
        """The leader, once the game is over: the same deal again, or a new one."""
        self._check_owner(where)
        if self.host.match.phase is not Phase.GAME_OVER:
            raise ProtocolError(Code.NOT_STARTED)
        same = read(message, "same_deal", boolean)
        number = self.host.match.deal_number if same else self._draw()
        self._deal(Match(number, self.settings.rules))

    def _deal(self, match: Match) -> None:
        """*match* sits down: friends where they sit, computer players elsewhere."""
        players: dict[Seat, Player] = {where: self.friends.get(where) or self._stand_in()
                                       for where in Seat}
        self.game_over_told = False
        self.broadcast_table()
        self.host.seat(match, players, dealt=True)

    def _check_owner(self, where: Seat) -> None:
        """Only the table's leader starts a game."""
        if where != self.owner:
            raise ProtocolError(Code.NOT_OWNER)

    def _asked(self, where: Seat, message: Message) -> Question:
        """The question the message answers: this seat's, current, with the same id."""
        friend = self.friends[where]
        number = read(message, "ask", integer(0, 2**31))
        question = friend.question
        if (question is None or number != friend.question_id or not friend.present
                or not self.host.still_asks(question)):
            raise ProtocolError(Code.NOT_ASKED)
        return question

    def _pass(self, where: Seat, message: Message) -> None:
        """A friend's three cards (checked by the engine)."""
        question = self._asked(where, message)
        if question.kind != "pass":
            raise ProtocolError(Code.NOT_ASKED)
        self.host.act(where, read(message, "cards", cards(3, 3)))

    def _play(self, where: Seat, message: Message) -> None:
        """A friend's card (checked by the engine)."""
        question = self._asked(where, message)
        if question.kind != "play":
            raise ProtocolError(Code.NOT_ASKED)
        self.host.act(where, (read(message, "card", card),))

    def _ready(self, where: Seat, message: Message) -> None:
        """A friend has seen the end of the hand."""
        if self.host.match.phase is not Phase.HAND_OVER:
            raise ProtocolError(Code.NOT_ASKED)
        self.friends[where].ready = True

    # -- leaving and coming back -------------------------------------------------------

    def leave(self, link: Link) -> Seat | None:
        """A window's connection ended: the seat it held, if any (kept for its friend)."""
        self.waiting.pop(link, None)
        where = self.seat_of.pop(link, None)
        if where is None:
            return None
        friend = self.friends[where]
        if friend.link is link:
            friend.link = None
            if not self.started:
                del self.friends[where]  # before the game, the seat is free again
                if self.owner == where:
                    self.owner = next(iter(self.friends), None)
            self.broadcast_table()
            if self.started:
                self.notice("away", where)
        return where

    def away(self) -> list[Seat]:
        """The friends' seats whose windows are not here (a table resumed: all of them)."""
        return [where for where, friend in self.friends.items()
                if self.started and friend.link is None and not friend.replaced]

    def replace(self, where: Seat) -> None:
        """The friend at *where* stayed away too long: a computer player takes the seat."""
        friend = self.friends.get(where)
        if friend is not None and friend.link is None and not friend.replaced:
            friend.replace()
            self.notice("replaced", where)
            self.broadcast_table()

    # -- the game goes on --------------------------------------------------------------

    def pump(self, now: float) -> float | None:
        """Ask, apply the answers that are in (a computer player's not before the table's
        pace allows), deal the next hand when everyone has seen the last: the seconds
        until the next card is due, when one waits."""
        if not self.started:
            return None
        for _step in range(64):
            match = self.host.match
            self.tell_hand_over()
            if match.phase is Phase.GAME_OVER:
                self.tell_game_over()
                return None
            if match.phase is Phase.HAND_OVER:
                if not self._everyone_ready():
                    return None
                self._next_hand()
                continue
            self.host.ask()
            if now < self._next_at:
                return self._next_at - now
            happened = self.host.collect()
            for friend in self.friends.values():
                friend.after_stand_in()
            if not happened:
                return None
            if any(happened):
                self.acted(now)
        return 0.0

    def acted(self, now: float) -> None:
        """A card or a pass was taken: the next computer player's waits the table's pace."""
        self._next_at = now + self.settings.pace

    def _everyone_ready(self) -> bool:
        """Whether every friend at the table has seen the end of the hand."""
        return all(friend.ready or not friend.present for friend in self.friends.values())

    def _next_hand(self) -> None:
        """Deal the next hand; each friend will say again when it has seen its end."""
        for friend in self.friends.values():
            friend.ready = False
        self.host.next_hand()

    def tell_hand_over(self, only: Friend | None = None) -> None:
        """Once a hand is over its four hands are public: every window gets the hand alone
        (without the deal number) for its review."""
        match = self.host.match
        if not self.started or match.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            return
        told = (self.host.generation, match.hand_number)
        if self._hand_told == told and only is None:
            return
        self._hand_told = told
        story = hand_stories(match.to_json())[-1]
        self._send(encode("hand_over", hand=story.hand_number, match=hand_alone_json(story)),
                   only)

    def tell_game_over(self, only: Friend | None = None) -> None:
        """Once the game is over, every window learns the deal number and the whole match
        (no sooner): to show it, to keep the game, to replay the deal alone."""
        match = self.host.match
        if not self.started or match.phase is not Phase.GAME_OVER:
            return
        if self.game_over_told and only is None:
            return
        self.game_over_told = True
        self._send(encode("game_over", deal=match.deal_number, match=match.to_json()), only)

    def _send(self, text_sent: str, only: Friend | None) -> None:
        """*text_sent* to *only*, or to every friend's window connected."""
        for friend in ([only] if only else self.friends.values()):
            if friend.link is not None:
                friend.link.send(text_sent)

    # -- messages out ------------------------------------------------------------------

    def _ask_friend(self, friend: Friend, question: Question) -> None:
        """Ask a present friend's window."""
        if friend.link is not None:
            friend.link.send(encode("ask", ask=friend.question_id, kind=question.kind))

    def _tell_friend(self, friend: Friend, events: Sequence[SeatEvent]) -> None:
        """A friend's window gets its seat's events and its view after them."""
        if friend.link is not None:
            where = next(key for key, value in self.friends.items() if value is friend)
            friend.link.send(encode("update", events=[event_out(event) for event in events],
                                    view=view_out(self.host.view(where))))

    def public(self) -> Message:
        """What every window may know of the table: its seats, its rules, its state."""
        seats = []
        for where in Seat:
            friend = self.friends.get(where)
            kind = ("friend" if friend is not None and not friend.replaced
                    else "computer" if self.started or friend is not None else "empty")
            seats.append({"seat": seat_name(where), "kind": kind,
                          "name": friend.name if friend is not None else None,
                          "away": friend is not None and friend.link is None,
                          "owner": where == self.owner})
        return {"name": self.settings.name, "level": self.settings.level,
                "rules": self.settings.rules.to_dict(), "hint": self.settings.hint,
                "started": self.started, "seats": seats}

    def broadcast_table(self) -> None:
        """Every window connected learns the table as it is now."""
        message = encode("table", table=self.public())
        for link in self.links():
            link.send(message)

    def notice(self, code: str, where: Seat) -> None:
        """Every window hears that something happened to the seat *where*."""
        message = encode("notice", code=code, seat=seat_name(where))
        for link in self.links():
            link.send(message)

    def links(self) -> list[Link]:
        """Every connection that joined with the code."""
        return [*self.seat_of, *self.waiting]

    def close(self) -> None:
        """The host ends the table: every window is told why."""
        for link in self.links():
            link.close(Code.HOST_LEFT)

    # -- kept on the host's disk -------------------------------------------------------

    def to_json(self) -> str:
        """The table to save on the host: the match, the code, who sits where."""
        return json.dumps({
            "code": self.code, "name": self.settings.name, "level": self.settings.level,
            "rules": self.settings.rules.to_dict(), "hint": self.settings.hint,
            "owner": None if self.owner is None else seat_name(self.owner),
            "seats": {seat_name(where): {"name": friend.name, "token": friend.token}
                      for where, friend in self.friends.items()},
            "match": self.host.match.to_json() if self.started else None,
        })

    @classmethod
    def from_json(cls, data: str, executor: Executor, wake: Callable[[], None],
                  pace: float = Settings.pace) -> Table:
        """A table saved by `to_json`, its friends away until they come back with their
        tokens (ValueError when the text is not such a table)."""
        saved: Any = json.loads(data)
        settings = Settings(NAME(saved["name"]), str(saved["level"]),
                            Rules.from_dict(saved["rules"]), bool(saved["hint"]), pace)
        table = cls(settings, str(saved["code"]), executor, wake)
        for name, sitter in dict(saved["seats"]).items():
            table._seat_friend(NAME(sitter["name"]), seat(name), str(sitter["token"]))
        table.owner = None if saved["owner"] is None else seat(saved["owner"])
        if saved["match"] is not None:
            table.started = True
            match = Match.from_json(saved["match"])
            players: dict[Seat, Player] = {where: table.friends.get(where) or table._stand_in()
                                           for where in Seat}
            table.host.seat(match, players)
        return table

