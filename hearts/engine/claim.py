"""Claiming the remaining tricks: are a seat's cards certain to take them all, or none?

"Réclamer les plis restants": when South's cards must take every remaining trick (or
must lose every one of them) whatever the three others play, the table offers to finish
the hand at once. `find_claim` decides it from the real hands of the match by searching
the rest of the hand: the seat chooses its cards, the three others play any legal card
(as adversaries working together). `claim_play` gives a card that keeps the guarantee,
so that playing the hand out gives exactly what was claimed. A claim is about tricks,
not points: the match scores the tricks as usual (a moon included).

The search plays on 52-bit card masks (see `masks`). Its legal plays, trick winners and
hearts breaking are the engine's `play_rules`, the code `Match` and the bots' playouts
call; the tests check `legal_mask` against `Match.legal_plays` at every step of random
hands.
Cards of one hand with no live card between them are interchangeable, so one card of
each such run is tried. Sure tests (`claim_proofs`) decide most
positions at the start of a trick, or one card ahead, without searching further. The
search counts its nodes and answers "no claim" once its budget is spent: never a guess.
Answers are kept in small bounded caches keyed by the whole position, which changes no
answer and keeps the engine free of clock, files and randomness.
"""

from __future__ import annotations

from enum import Enum
from functools import lru_cache
from typing import Final, NamedTuple

from hearts.engine.cards import DECK, QUEEN_OF_SPADES, Card, Phase, Seat
from hearts.engine.claim_proofs import (
    Hands,
    can_duck,
    others_of,
    representatives,
    sure_follower,
    sure_leader,
    undefended,
)
from hearts.engine.masks import SUIT_MASKS, SUIT_OF_CARD, mask_of
from hearts.engine.match import Match
from hearts.engine.play_rules import breaking_cards, ruling, taking_card

DEFAULT_BUDGET: Final = 500  # search nodes for `find_claim`: a few milliseconds at most
PLAY_BUDGET: Final = 200_000  # for `claim_play`, which looks for the move of a known claim

_QUEEN_BIT: Final = QUEEN_OF_SPADES.bit
_SUITS: Final = tuple(enumerate(SUIT_MASKS))


class ClaimKind(Enum):
    """What a claim promises: every remaining trick to the seat, or none of them."""

    TAKE_ALL = "take_all"
    LOSE_ALL = "lose_all"


class Variants(NamedTuple):
    """The two rule variants that change which cards may be played."""

    first_trick_points: bool
    qs_breaks_hearts: bool


class Position(NamedTuple):
    """A hand in progress on masks: the cards each seat holds, the trick, hearts' state."""

    hands: Hands  # by seat number
    trick: tuple[int, ...]  # card indices of the trick in progress, leader first
    leader: int  # the seat that leads (or led) the trick in progress
    broken: bool  # hearts may be led

    @property
    def turn(self) -> int:
        """The seat to play."""
        return (self.leader + len(self.trick)) & 3

    @property
    def first(self) -> bool:
        """Whether the first trick of the hand is being played (no trick is complete)."""
        held = sum(hand.bit_count() for hand in self.hands)
        return held + len(self.trick) == 52


class _OverBudget(Exception):
    """The search visited more nodes than it was allowed."""


def legal_mask(hand: int, trick: tuple[int, ...], first: bool, broken: bool,
               first_trick_points: bool) -> int:
    """The cards of *hand* that may be played on *trick* (card indices, leader first):
    the engine's cascade, `play_rules.ruling`."""
    led = SUIT_OF_CARD[trick[0]] if trick else 0
    return ruling(hand, led, first, broken, first_trick_points)[0]


def position_of(match: Match) -> Position | None:
    """The match's hand in progress as a `Position`; None outside the play of a hand."""
    if match.phase is not Phase.PLAYING or match.turn is None:
        return None
    plays = match.current_trick
    hands = tuple(mask_of(match.hand(seat)) for seat in Seat)
    leader = plays[0][0] if plays else match.turn
    return Position((hands[0], hands[1], hands[2], hands[3]),
                    tuple(card.index for _, card in plays), int(leader), match.hearts_broken)


def variants_of(match: Match) -> Variants:
    """The variants of the match's rules that the search needs."""
    return Variants(match.rules.first_trick_points, match.rules.qs_breaks_hearts)


def find_claim(match: Match, seat: Seat = Seat.SOUTH,
               budget: int = DEFAULT_BUDGET) -> ClaimKind | None:
    """What *seat* may claim now: TAKE_ALL, LOSE_ALL, or None when neither is certain.

    Works at any moment of the play, whoever's turn it is (the trick in progress counts
    as a remaining trick); None outside the play, once *seat* holds no card, and when
    the search needs more than *budget* nodes (shared by the two claims).
    """
    position = position_of(match)
    if position is None or not position.hands[seat]:
        return None
    return _find(position, int(seat), variants_of(match), budget)


def claim_play(match: Match, kind: ClaimKind, seat: Seat = Seat.SOUTH) -> Card:
    """A card for *seat*, whose turn it is, that keeps the claim *kind* certain.

    Raises ValueError when it is not *seat*'s turn or when *kind* cannot be proved here.
    """
    position = position_of(match)
    if position is None or position.turn != seat:
        raise ValueError(f"it is not {seat.name}'s turn to play")
    index = _claim_move(position, int(seat), kind, variants_of(match))
    if index is None:
        raise ValueError(f"{seat.name} cannot claim {kind.name} here")
    return DECK[index]


@lru_cache(maxsize=256)
def _find(position: Position, seat: int, variants: Variants, budget: int) -> ClaimKind | None:
    """`find_claim` on a position, remembered: the window may ask twice for one position.

    TAKE_ALL is tried first with half the budget (it is nearly always settled in a few
    nodes), LOSE_ALL with the rest, then TAKE_ALL again with what is left if it ran out.
    """
    take, lose = _Search(seat, True, variants), _Search(seat, False, variants)
    taken = take.run(position, budget // 2)
    if taken:
        return ClaimKind.TAKE_ALL
    lost = lose.run(position, budget - take.nodes)
    if lost:
        return ClaimKind.LOSE_ALL
    if taken is None and lost is False:
        return ClaimKind.TAKE_ALL if take.run(position, budget - take.nodes - lose.nodes) \
            else None
    return None


@lru_cache(maxsize=256)
def _claim_move(position: Position, seat: int, kind: ClaimKind, variants: Variants) -> int | None:
    """The index of a card keeping the claim for *seat*, to play; None if there is none."""
    search = _Search(seat, kind is ClaimKind.TAKE_ALL, variants)
    search.limit = PLAY_BUDGET
    try:
        return search.move(position)
    except _OverBudget:
        return None


def _top_of(trick: tuple[int, ...], leader: int) -> tuple[int, int]:
    """The card taking *trick* so far (`play_rules.taking_card`, as an index) and its seat."""
    table = 0
    for card in trick:
        table |= 1 << card
    top = taking_card(table, SUIT_OF_CARD[trick[0]]).bit_length() - 1
    return top, (leader + trick.index(top)) & 3


class _Search:
    """An AND-OR search over the rest of a hand: the seat picks, the three others refute.

    A node is a position plus the card taking the trick so far (*top*, -1 before the
    lead) and its seat; positions at the start of a trick are remembered once settled.
    """

    def __init__(self, seat: int, take_all: bool, variants: Variants) -> None:
        self.seat = seat
        self.take_all = take_all
        self.first_trick_points = variants.first_trick_points
        self.breaking = breaking_cards(variants.qs_breaks_hearts)
        self.queen_special = _QUEEN_BIT if variants.qs_breaks_hearts else 0
        self.memo: dict[tuple[Hands, int, bool], bool] = {}
        self.nodes = 0
        self.limit = 0

    def run(self, position: Position, limit: int) -> bool | None:
        """Whether the claim holds from *position*; None if *limit* nodes did not settle it."""
        self.nodes = 0
        self.limit = limit
        hands, trick, leader, broken = position
        top, top_seat = _top_of(trick, leader) if trick else (-1, leader)
        try:
            return self._node(hands, trick, leader, broken, position.first, top, top_seat)
        except _OverBudget:
            return None

    def move(self, position: Position) -> int | None:
        """A card of the seat (it must be its turn) that keeps the claim; None if none does."""
        hands, trick, leader, broken = position
        top, top_seat = _top_of(trick, leader) if trick else (-1, leader)
        return self._seat_move(hands, trick, leader, broken, position.first, top, top_seat)

    def _node(self, hands: Hands, trick: tuple[int, ...], leader: int, broken: bool,
              first: bool, top: int, top_seat: int) -> bool:
        """Whether the claim holds from this node (a trick start or a trick under way)."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise _OverBudget
        if trick:
            return self._choose(hands, trick, leader, broken, first, top, top_seat)
        key = (hands, leader, broken)
        known = self.memo.get(key)
        if known is not None:
            return known
        verdict = self._quick(hands, leader, broken, first)
        if verdict is None:
            verdict = self._choose(hands, trick, leader, broken, first, top, top_seat)
        self.memo[key] = verdict
        return verdict

    def _choose(self, hands: Hands, trick: tuple[int, ...], leader: int, broken: bool,
                first: bool, top: int, top_seat: int) -> bool:
        """The seat needs one card that keeps the claim; the others need one that breaks it."""
        if (leader + len(trick)) & 3 == self.seat:
            return self._seat_move(hands, trick, leader, broken, first, top, top_seat) \
                is not None
        play = self._play
        for card in self._others_moves(hands, trick, leader, broken, first, top):
            if not play(hands, trick, leader, broken, first, top, top_seat, card):
                return False
        return True

    def _seat_move(self, hands: Hands, trick: tuple[int, ...], leader: int, broken: bool,
                   first: bool, top: int, top_seat: int) -> int | None:
        """A card of the seat, to play now, that keeps the claim; None if there is none."""
        mine = hands[self.seat]
        # To take nothing: the suits in which the seat might be made to take a trick.
        risky = 0 if self.take_all else undefended(mine, others_of(hands, mine))
        moves = self._seat_moves(hands, trick, broken, first, top, risky)
        sure = self._sure_move(moves, hands, trick, leader, first, top, risky)
        if sure is not None:
            return sure
        for card in moves:
            if self._play(hands, trick, leader, broken, first, top, top_seat, card):
                return card
        return None

    def _quick(self, hands: Hands, leader: int, broken: bool, first: bool) -> bool | None:
        """The sure tests at the start of a trick: True, False, or None to search."""
        seat = self.seat
        mine = hands[seat]
        if leader == seat:
            return None if first or not self.take_all else sure_leader(mine, hands, seat)
        lead = legal_mask(hands[leader], (), first, broken, self.first_trick_points)
        if not self.take_all:
            return sure_follower(hands, seat, leader, lead)
        others = others_of(hands, mine)
        for _, suit_mask in _SUITS:  # a lead the seat cannot follow, or cannot beat
            suited = mine & suit_mask
            if lead & suit_mask and (not suited or others & suit_mask > suited):
                return False
        return None

    def _sure_move(self, moves: list[int], hands: Hands, trick: tuple[int, ...], leader: int,
                   first: bool, top: int, risky: int) -> int | None:
        """A card among *moves* that settles this trick as the claim needs and leaves a
        position the sure tests prove, whatever the others play on this trick.

        To take nothing, the card must be of the one *risky* suit, if there is one, and
        leave the seat able to duck in it; more risky suits than one: no sure card.
        """
        mine = hands[self.seat]
        later = [(leader + place) & 3 for place in range(len(trick) + 1, 4)]
        if self.take_all:
            if not trick:  # leading from the top of each suit keeps `sure_leader` true
                sure = not first and moves and sure_leader(mine, hands, self.seat)
                return moves[0] if sure else None
            led_mask = SUIT_MASKS[trick[0] // 13]
            for card in moves:  # each above the best card so far
                bit = 1 << card
                if any(hands[other] & led_mask > bit for other in later):
                    continue
                rest = mine ^ bit
                if not rest or sure_leader(rest, hands, self.seat):
                    return card
            return None
        if risky and risky not in SUIT_MASKS:
            return None
        others = others_of(hands, mine)
        led = trick[0] // 13 if trick else -1
        for card in moves:
            suit_mask = SUIT_MASKS[card // 13]
            if risky and suit_mask != risky:
                continue
            if can_duck(mine & suit_mask ^ 1 << card, others & suit_mask) and \
                    self._surely_loses(card, hands, led, top, later):
                return card
        return None

    @staticmethod
    def _surely_loses(card: int, hands: Hands, led: int, top: int, later: list[int]) -> bool:
        """Whether the seat playing *card* cannot take the trick, whatever the others play."""
        if led >= 0 and (card // 13 != led or card < top):
            return True
        bit = 1 << card
        suit_mask = SUIT_MASKS[card // 13]
        for other in later:  # someone to play after holds only higher cards of the suit
            suited = hands[other] & suit_mask
            if suited and suited & -suited > bit:
                return True
        return False

    def _candidates(self, hands: Hands, trick: tuple[int, ...], turn: int, broken: bool,
                    first: bool) -> list[int]:
        """One legal card of *turn* for each run of interchangeable ones, lowest first."""
        legal = legal_mask(hands[turn], trick, first, broken, self.first_trick_points)
        alive = hands[0] | hands[1] | hands[2] | hands[3]
        for card in trick:
            alive |= 1 << card
        return representatives(legal, alive, 0 if broken else self.queen_special)

    def _seat_moves(self, hands: Hands, trick: tuple[int, ...], broken: bool, first: bool,
                    top: int, risky: int) -> list[int]:
        """The seat's cards worth trying, the likeliest to keep the claim first (to take
        nothing: duck as high as possible, shed the *risky* suits' high cards first)."""
        cards = self._candidates(hands, trick, self.seat, broken, first)
        if not trick:  # leads: high ones to take everything, low ones to take nothing
            return cards[::-1] if self.take_all else cards
        led = trick[0] // 13
        if self.take_all:  # only a card above the best one can take the trick
            return [card for card in reversed(cards) if card // 13 == led and card > top]
        below = [card for card in reversed(cards) if card < top and card // 13 == led]
        discards = [card for card in reversed(cards) if card // 13 != led]
        if risky:
            discards.sort(key=lambda card: not 1 << card & risky)
        if len(trick) == 3:  # the last card above the best one would take the trick
            return below + discards
        return below + discards + [card for card in cards if card > top and card // 13 == led]

    def _others_moves(self, hands: Hands, trick: tuple[int, ...], leader: int, broken: bool,
                      first: bool, top: int) -> list[int]:
        """The cards of the opponent to play, the likeliest to break the claim first."""
        cards = self._candidates(hands, trick, (leader + len(trick)) & 3, broken, first)
        mine = hands[self.seat]
        if not trick:  # leads: suits the seat is void in or must lose, or must win, first
            void = [card for card in cards if not mine & SUIT_MASKS[card // 13]]
            held = [card for card in cards if mine & SUIT_MASKS[card // 13]]
            return void + held[::-1] if self.take_all else held + void
        led = trick[0] // 13
        suited = [card for card in cards if card // 13 == led]
        discards = [card for card in cards if card // 13 != led]
        if self.take_all:  # beat the seat: high in the suit; discard low, keep high cards
            return suited[::-1] + discards
        return suited + discards[::-1]  # leave the seat on top: low in the suit

    def _play(self, hands: Hands, trick: tuple[int, ...], leader: int, broken: bool,
              first: bool, top: int, top_seat: int, card: int) -> bool:
        """Whether the claim holds once the seat to play has played *card*."""
        turn = (leader + len(trick)) & 3
        bit = 1 << card
        after = list(hands)
        after[turn] ^= bit
        held = (after[0], after[1], after[2], after[3])
        if bit & self.breaking:
            broken = True
        if not trick or (card > top and card // 13 == trick[0] // 13):
            top, top_seat = card, turn
        trick = (*trick, card)
        seat = self.seat
        if len(trick) < 4:
            if self.take_all and top_seat != seat and (seat - leader) & 3 < len(trick):
                return False  # an opponent is already above the seat's card
            return self._node(held, trick, leader, broken, first, top, top_seat)
        if (top_seat == seat) != self.take_all:
            return False
        if not held[seat]:
            return True
        return self._node(held, (), top_seat, broken, False, -1, top_seat)
