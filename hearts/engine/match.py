"""The match state machine: passing, playing tricks, scoring, and the game's end.

A match is its deal number, its rules and the list of actions taken; it saves
exactly that and replays it on loading, so a saved match can never describe an
impossible position.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from operator import attrgetter
from typing import Any, Final

from hearts.engine.cards import (
    DECK,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    PassDirection,
    Phase,
    Seat,
    Suit,
    pass_direction_for,
)
from hearts.engine.deal import check_deal_number, deal_masks
from hearts.engine.errors import IllegalPlay
from hearts.engine.events import (
    CardPlayed,
    CardsPassed,
    Event,
    GameOver,
    HandScored,
    HeartsBroken,
    MoonShot,
    TrickTaken,
)
from hearts.engine.masks import (
    HEARTS_MASK,
    POINT_CARDS_MASK,
    SUIT_MASKS,
    SUIT_SHIFTS,
    SUIT_TABLES,
    cards_of,
    mask_of,
)
from hearts.engine.rules import Rules
from hearts.engine.view import PlayerView, TrickRecord

SCHEMA_VERSION: Final = 1
MOON_POINTS: Final = 26
_HEARTS: Final = Suit.HEARTS
_SEATS: Final = tuple(Seat)
# For each seat and card: the (seat, card) pair a trick keeps (plain, quick to take apart), and
# what `play` returns when nothing but the card happened (shared: events are immutable).
_PLAYS: Final[tuple[tuple[tuple[tuple[Seat, Card], tuple[Event, ...]], ...], ...]] = tuple(
    tuple(((seat, card), (CardPlayed(seat, card),)) for card in DECK) for seat in Seat)
# How a trick led by a card is followed: its suit's mask, table of cards and shift, by card index.
_FOLLOWING: Final = tuple((SUIT_MASKS[card.suit], SUIT_TABLES[card.suit], SUIT_SHIFTS[card.suit])
                          for card in DECK)
_NOT_HEARTS: Final = ~HEARTS_MASK
_NOT_POINTS: Final = ~POINT_CARDS_MASK
_CLUBS, _DIAMONDS, _HEARTS_TABLE, _SPADES = SUIT_TABLES
_new_tuple: Final = tuple.__new__  # builds a named tuple without its Python-level constructor
# Who receives what each seat passes, by pass direction then seat.
_RECEIVERS: Final = {direction: tuple(direction.receiver(seat) for seat in Seat)
                     for direction in PassDirection}
_QUEEN_BIT: Final = QUEEN_OF_SPADES.bit
_JACK_BIT: Final = JACK_OF_DIAMONDS.bit
# Enum members as plain names: in Python 3.11 reading Phase.PLAYING costs ten times more.
_PASSING: Final = Phase.PASSING
_PLAYING: Final = Phase.PLAYING
_HAND_OVER: Final = Phase.HAND_OVER
_GAME_OVER: Final = Phase.GAME_OVER
_NO_PASS: Final = PassDirection.NONE
_TWO_OF_CLUBS_BIT: Final = TWO_OF_CLUBS.bit
_BY_INDEX: Final = attrgetter("index")

Scores = tuple[int, int, int, int]
Action = tuple[Seat, Card] | tuple[Seat, tuple[Card, ...]] | None
Events = tuple[Event, ...]


def card_points(card: Card, rules: Rules) -> int:
    """What a card costs whoever takes it."""
    if card.suit is _HEARTS:
        return 1
    if card is QUEEN_OF_SPADES:
        return 13
    if card is JACK_OF_DIAMONDS and rules.jack_of_diamonds:
        return -10
    return 0


def trick_winner(plays: list[tuple[Seat, Card]] | tuple[tuple[Seat, Card], ...]) -> Seat:
    """The seat whose card is the highest of the suit led."""
    led = plays[0][1].suit
    best_seat, best = plays[0]
    for seat, card in plays[1:]:
        if card.suit is led and card.rank > best.rank:
            best_seat, best = seat, card
    return best_seat


def moon_shooter(taken: Sequence[Iterable[Card]]) -> Seat | None:
    """The seat that took all thirteen hearts and the queen of spades, if one did."""
    for seat in _SEATS:
        cards = list(taken[seat])
        if QUEEN_OF_SPADES in cards and sum(card.suit is _HEARTS for card in cards) == 13:
            return seat
    return None


def hand_score(taken: Sequence[Iterable[Card]], rules: Rules) -> Scores:
    """What a hand gives each seat from the cards each took; the moon lives here.

    A moon gives the shooter 0 and the others 26 (or, with `moon_minus`, the shooter
    -26 and the others 0); the jack of diamonds variant adds -10 to whoever took it.
    """
    shooter = moon_shooter(taken)
    points = []
    for seat in _SEATS:
        cards = list(taken[seat])
        if shooter is None:
            points.append(sum(card_points(card, rules) for card in cards))
            continue
        jack = -10 if rules.jack_of_diamonds and JACK_OF_DIAMONDS in cards else 0
        if seat == shooter:
            points.append(jack - (MOON_POINTS if rules.moon_minus else 0))
        else:
            points.append(jack + (0 if rules.moon_minus else MOON_POINTS))
    return _four(points)


def _four(values: list[int]) -> Scores:
    return (values[0], values[1], values[2], values[3])


class Match:
    """A game of Dame de pique from its first hand to its end, for one deal number."""

    def __init__(self, deal_number: int, rules: Rules | None = None) -> None:
        self.deal_number: Final = check_deal_number(deal_number)
        self.rules: Final = rules if rules is not None else Rules()
        self.hand_number = 0
        self._totals = [0, 0, 0, 0]
        self._score_sheet: list[Scores] = []
        self._hand_points: Scores = (0, 0, 0, 0)
        self._winners: tuple[Seat, ...] = ()
        # Every action in order: (seat, card) played, (seat, cards) passed, None: next hand.
        # The cards of the trick being played join it once the trick is complete.
        self._actions: list[Action] = []
        self._start: dict[str, Any] | None = None  # a position set by `from_hands`
        self._deal_hand()

    @classmethod
    def from_hands(
        cls,
        hands: Sequence[Iterable[Card]],
        rules: Rules | None = None,
        *,
        hand_number: int = 0,
        totals: Sequence[int] = (0, 0, 0, 0),
        deal_number: int = 1,
    ) -> Match:
        """A match whose current hand has the given cards (by seat), for tests and puzzles.

        Later hands are dealt from *deal_number* as usual. Raises ValueError unless the
        hands hold the 52 cards, 13 each, and the totals leave the game still to play.
        """
        dealt = check_hands(hands)
        if type(hand_number) is not int or hand_number < 0:
            raise ValueError(f"invalid hand number: {hand_number!r}")
        if len(totals) != 4 or any(type(total) is not int for total in totals):
            raise ValueError(f"invalid totals: {totals!r}")
        match = cls(deal_number, rules)
        match.hand_number = hand_number
        match._totals = list(totals)
        match._start = {
            "hand_number": hand_number,
            "totals": list(totals),
            "hands": [[card.code for card in hand] for hand in dealt],
        }
        if match._game_is_over():
            raise ValueError(f"the game is already over at totals {list(totals)!r}")
        match._deal_hand(dealt)
        return match

    # -- state -------------------------------------------------------------

    def _deal_hand(self, dealt: tuple[tuple[Card, ...], ...] | None = None) -> None:
        """Deal the cards of the current hand number and reset the hand's state."""
        if dealt is None:
            self._masks = deal_masks(self.deal_number, self.hand_number)  # each seat's hand
        else:
            self._masks = [mask_of(cards) for cards in dealt]
        self.pass_direction = pass_direction_for(self.hand_number)
        self._chosen: dict[Seat, tuple[Card, ...]] = {}
        self._chosen_masks = [0, 0, 0, 0]
        self._received: dict[Seat, tuple[Card, ...]] = {}
        # The finished tricks as plain (leader, plays, winner, points) tuples, quicker to build
        # than TrickRecord; `tricks` and `view` hand them out as TrickRecord.
        self._tricks: list[tuple[Seat, tuple[tuple[Seat, Card], ...], Seat, int]] = []
        self._trick: list[tuple[Seat, Card]] = []
        self._following = _FOLLOWING[0]  # how the current trick is followed: set by its lead
        self._taken = [0, 0, 0, 0]  # the cards each seat took this hand, as masks
        self._points_taken = [0, 0, 0, 0]
        self.hearts_broken = False
        # The cards whose play opens hearts, until one is played.
        self._breaking = HEARTS_MASK | (_QUEEN_BIT if self.rules.qs_breaks_hearts else 0)
        # The turn's legal plays, kept up to date by every action: as a mask and as cards.
        self._legal = 0
        self._legal_cards: tuple[Card, ...] = ()
        if self.pass_direction is _NO_PASS:
            self._start_play()
        else:
            self.phase = _PASSING
            self.turn: Seat | None = None

    def _start_play(self) -> None:
        """The passing is over (or there is none): the holder of 2♣ leads it."""
        self.phase = _PLAYING
        for seat in _SEATS:
            if self._masks[seat] & _TWO_OF_CLUBS_BIT:
                self.turn = seat
        self._set_legal(_TWO_OF_CLUBS_BIT)

    def _set_legal(self, mask: int) -> None:
        """The turn's legal plays are the cards of *mask*."""
        self._legal = mask
        self._legal_cards = cards_of(mask)

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards *seat* holds, sorted by suit then rank."""
        return cards_of(self._masks[seat])

    @property
    def totals(self) -> Scores:
        """Each seat's total over the finished hands."""
        return _four(self._totals)

    @property
    def hand_points(self) -> Scores:
        """What the hand just finished gave each seat (moon applied); zeros before the first."""
        return self._hand_points

    @property
    def score_sheet(self) -> tuple[Scores, ...]:
        """Each finished hand's points per seat, in order."""
        return tuple(self._score_sheet)

    @property
    def points_taken(self) -> Scores:
        """Points each seat has taken so far in the current hand (before any moon)."""
        return _four(self._points_taken)

    @property
    def winners(self) -> tuple[Seat, ...]:
        """The seats with the lowest total once the game is over; empty before."""
        return self._winners

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        """The cards of the trick being played, with their seats."""
        return tuple(self._trick)

    @property
    def tricks(self) -> tuple[TrickRecord, ...]:
        """The finished tricks of the current hand."""
        return self._trick_records()

    def _trick_records(self) -> tuple[TrickRecord, ...]:
        """The finished tricks of the hand as TrickRecord."""
        return tuple(_new_tuple(TrickRecord, trick) for trick in self._tricks)

    def has_passed(self, seat: Seat) -> bool:
        """Whether *seat* has chosen its cards for the current exchange."""
        return seat in self._chosen

    def passed_cards(self, seat: Seat) -> tuple[Card, ...]:
        """The cards *seat* chose to pass this hand (empty before it chose)."""
        return self._chosen.get(seat, ())

    def received_cards(self, seat: Seat) -> tuple[Card, ...]:
        """The cards *seat* received this hand (empty before the exchange)."""
        return self._received.get(seat, ())

    # -- legality ----------------------------------------------------------

    def legal_plays(self, seat: Seat) -> tuple[Card, ...]:
        """The cards *seat* may play now; empty when it is not that seat's turn.

        Every action sets them for the next seat: `_start_play` (2♣ leads), `play`
        (follow suit, else no points on the first trick unless forced) and `_finish_trick`
        (no hearts led before they are broken unless forced); `_play_error` says why not.
        """
        return self._legal_cards if seat == self.turn else ()

    def why_illegal(self, seat: Seat, card: Card) -> IllegalPlay | None:
        """The error playing *card* would raise now, or None when *seat* may play it."""
        return self._play_error(seat, card)

    def _play_error(self, seat: Seat, card: Card) -> IllegalPlay | None:
        play = f"{seat.name} plays {card}"
        if self.phase is not _PLAYING:
            return IllegalPlay("not_playing", play)
        if seat != self.turn:
            return IllegalPlay("not_your_turn", play)
        if self._legal & card.bit:
            return None
        hand = self._masks[seat]
        if not hand & card.bit:
            return IllegalPlay("not_in_hand", play)
        if not self._tricks and not self._trick:
            return IllegalPlay("two_of_clubs_first", play)
        if self._trick:
            led = self._trick[0][1].suit
            if card.suit is not led and hand & SUIT_MASKS[led]:
                return IllegalPlay("must_follow", play, suit=led)
            return IllegalPlay("no_points_first_trick", play)
        return IllegalPlay("hearts_not_broken", play)

    def _pass_error(self, seat: Seat, chosen: tuple[Card, ...]) -> IllegalPlay | None:
        given = f"{seat.name} passes {' '.join(map(str, chosen))}"
        if self.phase is not _PASSING:
            return IllegalPlay("not_passing", given)
        if seat in self._chosen:
            return IllegalPlay("already_passed", given)
        if len(chosen) != 3:
            return IllegalPlay("pass_three", given)
        mask = chosen[0].bit | chosen[1].bit | chosen[2].bit
        if mask.bit_count() != 3:
            return IllegalPlay("pass_twice", given)
        if mask & ~self._masks[seat]:
            return IllegalPlay("not_in_hand", given)
        return None

    # -- actions -----------------------------------------------------------

    def pass_cards(self, seat: Seat, cards: tuple[Card, ...] | list[Card]) -> Events:
        """Choose the three cards *seat* passes; once all four have, the exchange happens."""
        chosen = tuple(sorted(cards, key=_BY_INDEX))
        if self.phase is not _PASSING or seat in self._chosen or len(chosen) != 3:
            raise self._pass_error(seat, chosen) or IllegalPlay("not_passing")
        mask = chosen[0].bit | chosen[1].bit | chosen[2].bit
        if mask.bit_count() != 3 or mask & ~self._masks[seat]:
            raise self._pass_error(seat, chosen) or IllegalPlay("not_in_hand")
        self._chosen[seat] = chosen
        self._chosen_masks[seat] = mask
        self._actions.append((seat, chosen))
        if len(self._chosen) < 4:
            return ()
        return (self._exchange(),)

    def _exchange(self) -> CardsPassed:
        """Every seat has chosen: the cards change hands and the play begins."""
        direction = self.pass_direction
        receivers = _RECEIVERS[direction]
        masks, given = self._masks, self._chosen_masks
        for seat in _SEATS:
            receiver = receivers[seat]
            self._received[receiver] = self._chosen[seat]
            masks[seat] ^= given[seat]
            masks[receiver] |= given[seat]
        self._start_play()
        return CardsPassed(direction, tuple(self._chosen[seat] for seat in _SEATS))

    def play(self, seat: Seat, card: Card) -> Events:
        """*seat* plays *card*; returns what happened (the trick taken, the hand scored...)."""
        if seat != self.turn or not self._legal & card.bit:
            raise self._play_error(seat, card) or IllegalPlay("not_playing")
        index = card.index
        number = seat + 0  # the seat as a plain int: indexing with it is quicker than an enum
        masks = self._masks
        masks[number] ^= card.bit
        trick = self._trick
        pair, events = _PLAYS[number][index]
        trick.append(pair)
        if self._breaking & card.bit:
            self._breaking = 0
            self.hearts_broken = True
            events = (events[0], HeartsBroken(seat, card))
        size = len(trick)
        if size == 4:
            return events + self._finish_trick(trick)
        if size == 1:
            self._following = follow = _FOLLOWING[index]
        else:
            follow = self._following
        suit_mask, table, shift = follow
        number = (number + 1) & 3
        self.turn = _SEATS[number]
        hand = masks[number]
        following = hand & suit_mask
        if following:  # the common case: one table lookup
            self._legal = following
            self._legal_cards = table[following >> shift]
            return events
        if not self._tricks and not self.rules.first_trick_points:
            hand = hand & _NOT_POINTS or hand  # no points on the first trick unless forced
        self._legal = hand
        self._legal_cards = cards_of(hand)
        return events

    def _finish_trick(self, trick: list[tuple[Seat, Card]]) -> Events:
        """Give the four cards to the highest of the suit led; score the hand after the 13th."""
        plays = tuple(trick)
        self._actions.extend(plays)
        (leader, first), (second_seat, second), (third_seat, third), (fourth_seat, fourth) = plays
        bits = first.bit | second.bit | third.bit | fourth.bit
        top = 1 << (bits & self._following[0]).bit_length() - 1  # the highest of the suit led
        if top == first.bit:
            winner = leader
        elif top == second.bit:
            winner = second_seat
        elif top == third.bit:
            winner = third_seat
        else:
            winner = fourth_seat
        points = (bits & HEARTS_MASK).bit_count()
        if bits & _QUEEN_BIT:
            points += 13
        if bits & _JACK_BIT and self.rules.jack_of_diamonds:
            points -= 10
        tricks = self._tricks
        tricks.append((leader, plays, winner, points))
        self._taken[winner] |= bits
        if points:
            self._points_taken[winner] += points
        self._trick = []
        taken = _new_tuple(TrickTaken, (winner, (first, second, third, fourth), points))
        if len(tricks) == 13:
            return (taken, *self._score_hand())
        self.turn = winner
        hand = self._masks[winner]
        if not self.hearts_broken:
            hand = hand & _NOT_HEARTS or hand
        self._legal = hand  # and cards_of(hand), written out: this runs after every trick
        self._legal_cards = (_CLUBS[hand & 0x1FFF] + _DIAMONDS[hand >> 13 & 0x1FFF]
                             + _HEARTS_TABLE[hand >> 26 & 0x1FFF] + _SPADES[hand >> 39])
        return (taken,)

    def _score_hand(self) -> list[Event]:
        """The thirteenth trick is taken: score the hand (moon included), maybe end the game."""
        self.turn = None
        self._set_legal(0)
        events: list[Event] = []
        shooter = None
        for seat in _SEATS:
            if self._taken[seat] & POINT_CARDS_MASK == POINT_CARDS_MASK:
                shooter = seat
        if shooter is None:
            self._hand_points = _four(self._points_taken)
        else:
            events.append(MoonShot(shooter))
            self._hand_points = hand_score([cards_of(mask) for mask in self._taken], self.rules)
        self._score_sheet.append(self._hand_points)
        for seat in _SEATS:
            self._totals[seat] += self._hand_points[seat]
        events.append(HandScored(self._hand_points, self.totals))
        if self._game_is_over():
            lowest = min(self._totals)
            self._winners = tuple(seat for seat in _SEATS if self._totals[seat] == lowest)
            self.phase = _GAME_OVER
            events.append(GameOver(self._winners, self.totals))
        else:
            self.phase = _HAND_OVER
        return events

    def _game_is_over(self) -> bool:
        if max(self._totals) < self.rules.target:
            return False
        lowest = min(self._totals)
        tied = sum(total == lowest for total in self._totals) > 1
        return not (tied and self.rules.tie_replay)

    def start_next_hand(self) -> Events:
        """Deal the next hand once the current one is over."""
        if self.phase is not _HAND_OVER:
            raise IllegalPlay("hand_not_over", "start the next hand")
        self.hand_number += 1
        self._actions.append(None)
        self._deal_hand()
        return ()

    # -- what a seat may know ----------------------------------------------

    def view(self, seat: Seat) -> PlayerView:
        """Everything a person in *seat* may know, and nothing more."""
        return PlayerView(
            seat=seat,
            phase=self.phase,
            hand_number=self.hand_number,
            pass_direction=self.pass_direction,
            rules=self.rules,
            hand=cards_of(self._masks[seat]),
            has_passed=seat in self._chosen,
            passed=self._chosen.get(seat, ()),
            received=self._received.get(seat, ()),
            tricks=self._trick_records(),
            current_trick=tuple(self._trick),
            turn=self.turn,
            hearts_broken=self.hearts_broken,
            points_taken=_four(self._points_taken),
            totals=self._totals_before_hand(),
            score_sheet=tuple(self._score_sheet[: self._finished_hands()]),
            legal_plays=self.legal_plays(seat),
        )

    def _finished_hands(self) -> int:
        """How many hands are in the score sheet that belong before the current one."""
        over = self.phase in (_HAND_OVER, _GAME_OVER)
        return self.hand_number + (1 if over else 0)

    def _totals_before_hand(self) -> Scores:
        if self.phase in (_HAND_OVER, _GAME_OVER):
            return _four([t - p for t, p in zip(self._totals, self._hand_points, strict=True)])
        return self.totals

    # -- saving ------------------------------------------------------------

    def to_json(self) -> str:
        """The match as JSON: its deal number, rules and every action, with a schema version."""
        data: dict[str, Any] = {
            "schema": SCHEMA_VERSION,
            "deal": self.deal_number,
            "rules": self.rules.to_dict(),
            "actions": [_action_json(action) for action in (*self._actions, *self._trick)],
        }
        if self._start is not None:
            data["start"] = self._start
        return json.dumps(data, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Match:
        """The match `to_json` wrote; ValueError if it is damaged, foreign or impossible."""
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, TypeError, RecursionError) as error:
            raise ValueError(f"not a saved match: {error}") from error
        if not isinstance(data, dict):
            raise ValueError("not a saved match: not a JSON object")
        if data.get("schema") != SCHEMA_VERSION:
            raise ValueError(f"unknown saved match schema: {data.get('schema')!r}")
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ValueError("saved match has no list of actions")
        match = cls._from_start(data.get("deal"), Rules.from_dict(data.get("rules")),
                                data.get("start"))
        for number, action in enumerate(actions):
            try:
                match._replay(action)
            except (ValueError, TypeError, IndexError, KeyError) as error:
                raise ValueError(f"impossible action {number} {action!r}: {error}") from error
        return match

    @classmethod
    def _from_start(cls, deal: object, rules: Rules, start: object) -> Match:
        deal_number = check_deal_number(deal)
        if start is None:
            return cls(deal_number, rules)
        if not isinstance(start, dict) or set(start) != {"hand_number", "totals", "hands"}:
            raise ValueError("invalid starting position")
        hands = start["hands"]
        if not isinstance(hands, list) or len(hands) != 4 or not all(
            isinstance(hand, list) for hand in hands
        ):
            raise ValueError("invalid starting hands")
        totals = start["totals"]
        if not isinstance(totals, list):
            raise ValueError("invalid starting totals")
        return cls.from_hands(
            [[_card(text) for text in hand] for hand in hands],
            rules,
            hand_number=start["hand_number"],
            totals=totals,
            deal_number=deal_number,
        )

    def _replay(self, action: object) -> None:
        if not isinstance(action, list) or not action:
            raise ValueError("an action is a non-empty list")
        kind = action[0]
        if kind == "next" and len(action) == 1:
            self.start_next_hand()
        elif kind == "pass" and len(action) == 3 and isinstance(action[2], list):
            self.pass_cards(_seat(action[1]), [_card(text) for text in action[2]])
        elif kind == "play" and len(action) == 3:
            self.play(_seat(action[1]), _card(action[2]))
        else:
            raise ValueError("unknown action")


def _action_json(action: Action) -> list[Any]:
    """One action as saved: ["play", seat, card], ["pass", seat, cards] or ["next"]."""
    if action is None:
        return ["next"]
    seat, what = action
    if isinstance(what, Card):
        return ["play", int(seat), what.code]
    return ["pass", int(seat), [card.code for card in what]]


def check_hands(hands: Sequence[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Four sorted hands of 13 cards holding each of the 52 cards once; ValueError otherwise."""
    dealt = tuple(tuple(sorted(hand, key=_BY_INDEX)) for hand in hands)
    if len(dealt) != 4:
        raise ValueError(f"a deal has four hands, not {len(dealt)}")
    for seat, hand in zip(_SEATS, dealt, strict=True):
        if len(hand) != 13:
            raise ValueError(f"seat {seat.name} holds {len(hand)} cards, not 13")
    every = [card for hand in dealt for card in hand]
    if len(set(every)) != 52:
        repeated = sorted({card.code for card in every if every.count(card) > 1})
        raise ValueError(f"a card appears twice: {', '.join(repeated)}")
    return dealt


def _seat(value: object) -> Seat:
    if type(value) is not int or not 0 <= value <= 3:
        raise ValueError(f"invalid seat: {value!r}")
    return Seat(value)


def _card(value: object) -> Card:
    if not isinstance(value, str):
        raise ValueError(f"invalid card: {value!r}")
    return Card.parse(value)
