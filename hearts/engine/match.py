"""The match state machine: passing, playing tricks, scoring, and the game's end.

A match is its deal number, its rules and the list of actions taken; it saves
exactly that and replays it on loading, so a saved match can never describe an
impossible position. Which cards may be played, who takes a trick and what it is
worth are `play_rules`, asked of the hands the match keeps as card masks.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from operator import attrgetter
from typing import Final

from hearts.engine import saving
from hearts.engine.cards import (
    DECK,
    NEXT_SEAT,
    SEATS,
    Card,
    PassDirection,
    Phase,
    Seat,
    pass_direction_for,
)
from hearts.engine.deal import check_deal_number, deal_masks
from hearts.engine.errors import IllegalPlay, Refusal
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
from hearts.engine.masks import SUIT_MASKS, cards_of, mask_of, suit_cards
from hearts.engine.play_rules import (
    MUST_FOLLOW,
    breaking_cards,
    first_leader,
    points,
    refusal,
    ruling,
    taking_card,
)
from hearts.engine.rules import Rules
from hearts.engine.saving import Action
from hearts.engine.scoring import Scores, four, game_is_over, score_masks, shooter_of
from hearts.engine.view import PlayerView

# Events are immutable values, so each of the 208 "seat plays card" events is made once,
# as each of the 52 cards is: a play costs the match no allocation (the trick keeps them).
_CARD_PLAYED: Final = tuple(tuple(CardPlayed(seat, card) for card in DECK) for seat in SEATS)

_BY_INDEX: Final = attrgetter("index")  # how cards sort: by suit, then rank

Events = tuple[Event, ...]


class Match:
    """A game of Dame de pique from its first hand to its end, for one deal number."""

    def __init__(self, deal_number: int, rules: Rules | None = None) -> None:
        self.deal_number: Final = check_deal_number(deal_number)
        self.rules: Final = rules if rules is not None else Rules()
        self._breaking: Final = breaking_cards(self.rules.qs_breaks_hearts)
        self.hand_number = 0
        self._totals = [0, 0, 0, 0]
        self._score_sheet: list[Scores] = []
        self._hand_points: Scores = (0, 0, 0, 0)
        self._winners: tuple[Seat, ...] = ()
        # Every action in order: (seat, card) played, (seat, cards) passed, None: next hand.
        # The cards of the trick being played join it once the trick is complete.
        self._actions: list[Action] = []
        self._start: saving.Start | None = None  # a position set by `from_hands`
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
        match._start = saving.Start(hand_number, tuple(totals), dealt)
        if match._game_is_over():
            raise ValueError(f"the game is already over at totals {list(totals)!r}")
        match._deal_hand(dealt)
        return match

    # -- state -------------------------------------------------------------

    def _deal_hand(self, dealt: tuple[tuple[Card, ...], ...] | None = None) -> None:
        """Deal the cards of the current hand number and reset the hand's state."""
        if dealt is None:
            self._hands = deal_masks(self.deal_number, self.hand_number)
        else:
            self._hands = [mask_of(cards) for cards in dealt]
        self.pass_direction = pass_direction_for(self.hand_number)
        self._chosen: dict[Seat, tuple[Card, ...]] = {}
        self._received: dict[Seat, tuple[Card, ...]] = {}
        self._given = [0, 0, 0, 0]  # the cards each seat chose to pass, as masks
        self._tricks: list[TrickTaken] = []
        self._trick: list[CardPlayed] = []  # the plays of the trick being played
        self._led = 0  # the suit led to the trick being played, as a mask; 0 before its lead
        self._taken = [0, 0, 0, 0]  # the cards each seat took this hand
        self.hearts_broken = False
        self.turn: Seat | None = None
        self._legal = 0  # the cards the seat to play may play, as a mask
        self._legal_cards: tuple[Card, ...] = ()  # and as cards
        if self.pass_direction is PassDirection.NONE:
            self._start_play()
        else:
            self.phase = Phase.PASSING

    def _start_play(self) -> None:
        """The passing is over (or there is none): the holder of 2♣ leads."""
        self.phase = Phase.PLAYING
        self._give_turn(SEATS[first_leader(self._hands)])

    def _give_turn(self, seat: Seat) -> None:
        """*seat* is to play: the rules say which of its cards it may play."""
        self.turn = seat
        self._legal, rule = ruling(self._hands[seat], self._led, not self._tricks,
                                   self.hearts_broken, self.rules.first_trick_points)
        if rule is MUST_FOLLOW:  # the cards of one suit: one table lookup
            self._legal_cards = suit_cards(self._legal, self._trick[0].card.suit)
        else:
            self._legal_cards = cards_of(self._legal)

    def hand(self, seat: Seat) -> tuple[Card, ...]:
        """The cards *seat* holds, sorted by suit then rank."""
        return cards_of(self._hands[seat])

    @property
    def totals(self) -> Scores:
        """Each seat's total over the finished hands."""
        return four(self._totals)

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
        return four([points(cards, self.rules.jack_of_diamonds) for cards in self._taken])

    @property
    def winners(self) -> tuple[Seat, ...]:
        """The seats with the lowest total once the game is over; empty before."""
        return self._winners

    @property
    def current_trick(self) -> tuple[tuple[Seat, Card], ...]:
        """The cards of the trick being played, with their seats."""
        return tuple(self._trick)

    @property
    def tricks(self) -> tuple[TrickTaken, ...]:
        """The finished tricks of the current hand."""
        return tuple(self._tricks)

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
        """The cards *seat* may play now (`play_rules.ruling`); empty when it is not its turn."""
        return self._legal_cards if seat == self.turn else ()

    def why_illegal(self, seat: Seat, card: Card) -> IllegalPlay | None:
        """The error playing *card* would raise now, or None when *seat* may play it."""
        if self.phase is not Phase.PLAYING:
            return IllegalPlay(Refusal.NOT_PLAYING, _play_text(seat, card))
        if seat != self.turn:
            return IllegalPlay(Refusal.NOT_YOUR_TURN, _play_text(seat, card))
        code = refusal(card.bit, self._hands[seat], self._led, not self._tricks,
                       self.hearts_broken, self.rules.first_trick_points)
        if code is None:
            return None
        if code == MUST_FOLLOW:
            return IllegalPlay(code, _play_text(seat, card), suit=self._trick[0].card.suit)
        return IllegalPlay(code, _play_text(seat, card))

    def _pass_refusal(self, seat: Seat, cards: Sequence[Card], mask: int) -> Refusal | None:
        """The code of the rule refusing that *seat* pass *cards* (*mask*: their bits) now,
        or None."""
        if self.phase is not Phase.PASSING:
            return Refusal.NOT_PASSING
        if seat in self._chosen:
            return Refusal.ALREADY_PASSED
        if len(cards) != 3:
            return Refusal.PASS_THREE
        if mask.bit_count() != 3:
            return Refusal.PASS_TWICE
        if mask & ~self._hands[seat]:
            return Refusal.NOT_IN_HAND
        return None

    # -- actions -----------------------------------------------------------

    def pass_cards(self, seat: Seat, cards: tuple[Card, ...] | list[Card]) -> Events:
        """Choose the three cards *seat* passes; once all four have, the exchange happens."""
        mask = mask_of(cards)
        code = self._pass_refusal(seat, cards, mask)
        if code is not None:
            raise IllegalPlay(code, f"{seat.name} passes {' '.join(map(str, cards))}")
        chosen = cards_of(mask)  # sorted by suit then rank
        self._chosen[seat] = chosen
        self._given[seat] = mask
        self._actions.append((seat, chosen))
        if len(self._chosen) < 4:
            return ()
        return (self._exchange(),)

    def _exchange(self) -> CardsPassed:
        """Every seat has chosen: the cards change hands and the play begins."""
        direction = self.pass_direction
        for seat in SEATS:
            receiver = direction.receiver(seat)
            self._received[receiver] = self._chosen[seat]
            self._hands[seat] ^= self._given[seat]
            self._hands[receiver] |= self._given[seat]
        self._start_play()
        return CardsPassed(direction, tuple(self._chosen[seat] for seat in SEATS))

    def play(self, seat: Seat, card: Card) -> Events:
        """*seat* plays *card*; returns what happened (the trick taken, the hand scored...)."""
        if seat != self.turn or not card.bit & self._legal:
            error = self.why_illegal(seat, card)
            assert error is not None, "the legal cards and the cascade disagree"
            raise error
        played = _CARD_PLAYED[seat][card.index]
        self._hands[seat] ^= card.bit
        self._trick.append(played)
        if not self._led:
            self._led = SUIT_MASKS[card.suit]
        events: Events = (played,)
        if not self.hearts_broken and card.bit & self._breaking:
            self.hearts_broken = True
            events += (HeartsBroken(seat, card),)
        if len(self._trick) == 4:
            return events + self._finish_trick()
        self._give_turn(NEXT_SEAT[seat])
        return events

    def _finish_trick(self) -> Events:
        """The fourth card is down: the highest card of the suit led takes the trick."""
        plays = tuple(self._trick)
        (leader, first), (_, second), (_, third), (_, fourth) = plays
        bits = (first.bit, second.bit, third.bit, fourth.bit)
        trick = first.bit | second.bit | third.bit | fourth.bit
        winner = plays[bits.index(taking_card(trick, self._led))].seat  # the top card's seat
        worth = points(trick, self.rules.jack_of_diamonds)
        taken = TrickTaken(leader, plays, winner, worth)
        self._tricks.append(taken)
        self._taken[winner] |= trick
        self._actions.extend(plays)
        self._trick = []
        self._led = 0
        if len(self._tricks) == 13:
            return (taken, *self._score_hand())
        self._give_turn(winner)
        return (taken,)

    def _score_hand(self) -> list[Event]:
        """The thirteenth trick is taken: score the hand (moon included), maybe end the game."""
        self.turn = None
        self._legal, self._legal_cards = 0, ()
        events: list[Event] = []
        shooter = shooter_of(self._taken)
        if shooter is not None:
            events.append(MoonShot(shooter))
        self._hand_points = score_masks(self._taken, self.rules)
        self._score_sheet.append(self._hand_points)
        for seat in SEATS:
            self._totals[seat] += self._hand_points[seat]
        events.append(HandScored(self._hand_points, self.totals))
        if self._game_is_over():
            lowest = min(self._totals)
            self._winners = tuple(seat for seat in SEATS if self._totals[seat] == lowest)
            self.phase = Phase.GAME_OVER
            events.append(GameOver(self._winners, self.totals))
        else:
            self.phase = Phase.HAND_OVER
        return events

    def _game_is_over(self) -> bool:
        """Whether the totals end the game (`scoring.game_is_over`)."""
        return game_is_over(self._totals, self.rules)

    def start_next_hand(self) -> Events:
        """Deal the next hand once the current one is over."""
        if self.phase is not Phase.HAND_OVER:
            raise IllegalPlay(Refusal.HAND_NOT_OVER, "start the next hand")
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
            hand=cards_of(self._hands[seat]),
            has_passed=seat in self._chosen,
            passed=self._chosen.get(seat, ()),
            received=self._received.get(seat, ()),
            tricks=tuple(self._tricks),
            current_trick=tuple(self._trick),
            turn=self.turn,
            hearts_broken=self.hearts_broken,
            points_taken=self.points_taken,
            totals=self._totals_before_hand(),
            score_sheet=tuple(self._score_sheet[: self._finished_hands()]),
            legal_plays=self.legal_plays(seat),
        )

    def _finished_hands(self) -> int:
        """How many hands are in the score sheet that belong before the current one."""
        over = self.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        return self.hand_number + (1 if over else 0)

    def _totals_before_hand(self) -> Scores:
        """The totals before the current hand: without its points once it is scored."""
        if self.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            return four([t - p for t, p in zip(self._totals, self._hand_points, strict=True)])
        return self.totals

    # -- saving ------------------------------------------------------------

    def actions(self) -> tuple[Action, ...]:
        """Every action so far, in order, the cards of the trick being played included."""
        return (*self._actions, *self._trick)

    def to_json(self) -> str:
        """The match as JSON: its deal number, rules and every action (`saving`)."""
        return saving.match_json(self.deal_number, self.rules, self.actions(), self._start)

    @classmethod
    def from_json(cls, text: str) -> Match:
        """The match `to_json` wrote; ValueError if it is damaged, foreign or impossible."""
        steps = cls.replay(text)
        match, _ = next(steps)  # the same match, action after action
        for _ in steps:
            pass
        return match

    @classmethod
    def replay(cls, text: str) -> Iterator[tuple[Match, Events]]:
        """The match `to_json` wrote, action by action: the match at its start, then after
        each action with that action's events (a review, the history's figures).
        ValueError if the text is damaged, foreign or impossible."""
        saved = saving.read_match(text)
        if saved.start is None:
            match = cls(saved.deal, saved.rules)
        else:
            match = cls.from_hands(saved.start.hands, saved.rules,
                                   hand_number=saved.start.hand_number,
                                   totals=saved.start.totals, deal_number=saved.deal)
        yield match, ()
        for number, action in enumerate(saved.actions):
            try:
                events = match.take(saving.read_action(action))
            except (ValueError, TypeError, IndexError, KeyError) as error:
                raise ValueError(f"impossible action {number} {action!r}: {error}") from error
            yield match, events

    def take(self, action: Action) -> Events:
        """Take one action of the kind `actions` lists: a play, a pass, the next hand."""
        if action is None:
            return self.start_next_hand()
        if isinstance(action[1], Card):
            return self.play(action[0], action[1])
        return self.pass_cards(action[0], action[1])


def check_hands(hands: Sequence[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Four sorted hands of 13 cards holding each of the 52 cards once; ValueError otherwise."""
    dealt = tuple(tuple(sorted(hand, key=_BY_INDEX)) for hand in hands)
    if len(dealt) != 4:
        raise ValueError(f"a deal has four hands, not {len(dealt)}")
    for seat, hand in zip(SEATS, dealt, strict=True):
        if len(hand) != 13:
            raise ValueError(f"seat {seat.name} holds {len(hand)} cards, not 13")
    every = [card for hand in dealt for card in hand]
    if len(set(every)) != 52:
        repeated = sorted({card.code for card in every if every.count(card) > 1})
        raise ValueError(f"a card appears twice: {', '.join(repeated)}")
    return dealt


def _play_text(seat: Seat, card: Card) -> str:
    """A play as a developer reads it in an error: "WEST plays 8D"."""
    return f"{seat.name} plays {card}"
