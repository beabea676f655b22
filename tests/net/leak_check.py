"""The no-leak check of a table with friends: everything one window received, read against
the truth of the games played (the host's matches), must name no card of another seat's
hand before that card is played, nor the deal number, a seed or a saved match before the
game is over. The rule: a seat may know its own dealt cards, the cards it received at the
pass once the pass is done, and the cards played so far in the hand; once the hand's last
card is played, its four hands (`hand_over`: the hand alone, read here as the JSON it is,
whose deal number must not be the game's).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from hearts.engine import CardPlayed, Match, Seat
from hearts.net.protocol import SEAT_NAMES

CARD_TEXT: Final = re.compile(r"[2-9TJQKA][CDHS]")
SECRET_KEYS: Final = frozenset(("deal", "deal_number", "seed", "match", "actions"))


@dataclass
class HandTruth:
    """One hand as it was really played: each seat's dealt cards and received cards, and
    the cards in the order played."""

    dealt: list[frozenset[str]] = field(default_factory=list)
    received: list[frozenset[str]] = field(default_factory=list)
    plays: list[str] = field(default_factory=list)


@dataclass
class GameTruth:
    """A whole game as the host played it."""

    deal_number: int
    hands: list[HandTruth]


def game_truth(match_json: str) -> GameTruth:
    """The truth of the game the host saved as *match_json* (replayed action by action)."""
    hands: list[HandTruth] = []
    deal_number = 0
    for match, events in Match.replay(match_json):
        deal_number = match.deal_number
        if len(hands) <= match.hand_number:
            hands.append(HandTruth([frozenset(item.code for item in match.hand(where))
                                    for where in Seat]))
        hand = hands[match.hand_number]
        if not hand.received and all(match.received_cards(where) for where in Seat):
            hand.received = [frozenset(item.code for item in match.received_cards(where))
                             for where in Seat]
        hand.plays.extend(event.card.code for event in events
                          if isinstance(event, CardPlayed))
    return GameTruth(deal_number, hands)


def strings_and_numbers(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """Every leaf of a JSON value with where it lies (keys joined by '.')."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield f"{path}.{key}", key
            yield from strings_and_numbers(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from strings_and_numbers(item, f"{path}[{index}]")
    else:
        yield path, value


class SeatReader:
    """What one seat may know at each point of its stream of messages."""

    def __init__(self, seat: Seat, games: Sequence[GameTruth]) -> None:
        self.seat = seat
        self.games = games
        self.game = 0  # the game being played: one more after each game_over message
        self.hand = 0
        self.played = 0  # cards played so far in the hand
        self.passed = False  # the seat's exchange is done
        self.leaks: list[str] = []

    def allowed(self) -> frozenset[str]:
        """The cards this seat may know now."""
        if self.game >= len(self.games) or self.hand >= len(self.games[self.game].hands):
            return frozenset()
        truth = self.games[self.game].hands[self.hand]
        known = set(truth.dealt[self.seat]) | set(truth.plays[:self.played])
        if self.passed and truth.received:
            known |= truth.received[self.seat]
        return frozenset(known)

    def check(self, value: Any, where: str, game_over: bool = False) -> None:
        """*value*'s cards against what may be known now, and no secret of the game."""
        allowed = self.allowed()
        deal = (self.games[self.game].deal_number if self.game < len(self.games) else None)
        for path, leaf in strings_and_numbers(value):
            if isinstance(leaf, str) and CARD_TEXT.fullmatch(leaf) and leaf not in allowed:
                self.leaks.append(f"{where}{path}: {leaf} (game {self.game}, hand "
                                  f"{self.hand}, {self.played} played)")
            if game_over:
                continue
            if isinstance(leaf, str) and path.rsplit(".", 1)[-1] == leaf \
                    and leaf in SECRET_KEYS:
                self.leaks.append(f"{where}{path}: the key {leaf!r} before the game's end")
            if type(leaf) is int and deal is not None and deal >= 1000 and leaf == deal:
                self.leaks.append(f"{where}{path}: the deal number before the game's end")

    def read(self, data: str | bytes, number: int) -> None:
        """One message, in the order received."""
        message = json.loads(data)
        where = f"{SEAT_NAMES[self.seat]} message {number} ({message.get('type')})"
        if message.get("type") == "update":
            for index, event in enumerate(message.get("events", [])):
                self._event(event, f"{where} event {index}")
            view = message.get("view", {})
            self.hand = view.get("hand_number", self.hand)
            self.played = 4 * len(view.get("tricks", [])) + len(view.get("current_trick", []))
            self.passed = view.get("phase") != "passing"
            self.check(view, f"{where} view")
        elif message.get("type") == "hand_over":
            self._hand_over(message, where)
        elif message.get("type") == "game_over":
            self.check(message, where, game_over=True)
            self.game += 1
            self.hand, self.played, self.passed = 0, 0, False
        else:
            self.check(message, where)

    def _hand_over(self, message: dict[str, Any], where: str) -> None:
        """The hand alone, once its last card is played: its cards are every seat's dealt
        cards of this hand; its deal is not the game's."""
        truth = self.games[self.game].hands[self.hand] if self.game < len(self.games) else None
        if truth is None or self.played != 52 or message.get("hand") != self.hand:
            self.leaks.append(f"{where}: a hand's end before its last card")
            return
        alone = json.loads(message.get("match", "{}"))
        public = frozenset().union(*truth.dealt)
        for path, leaf in strings_and_numbers(alone):
            if isinstance(leaf, str) and CARD_TEXT.fullmatch(leaf) and leaf not in public:
                self.leaks.append(f"{where}.match{path}: {leaf} is not of this hand")
        if alone.get("deal") == self.games[self.game].deal_number:
            self.leaks.append(f"{where}.match.deal: the deal number before the game's end")

    def _event(self, event: dict[str, Any], where: str) -> None:
        """One event of an update: the seat learns what it says, in order."""
        kind = event.get("event")
        if kind == "dealt":
            self.hand, self.played, self.passed = event.get("hand_number", 0), 0, False
        elif kind == "passed":
            self.passed = True
        elif kind == "played":
            self.played += 1
        self.check(event, where)


def leaks(seat: Seat, received: Sequence[str | bytes], games: Sequence[GameTruth]) -> list[str]:
    """Every place where what *seat*'s window received says more than it may know."""
    reader = SeatReader(seat, games)
    for number, data in enumerate(received):
        reader.read(data, number)
    return reader.leaks

