"""What one seat knows about the hidden hands, read from its view alone.

It remembers every card played, who has shown a void in what (and the rarer
proofs: a heart led before hearts were broken, points thrown on the first trick),
where the cards it passed went, and how many cards each seat still holds.
"""

from __future__ import annotations

from dataclasses import dataclass

from hearts.ai.playout import NO_SEAT, Position
from hearts.engine import Card, PassDirection, Phase, PlayerView
from hearts.engine.masks import (
    FULL_DECK,
    HEARTS,
    JACK_OF_DIAMONDS_INDEX,
    NO_POINTS,
    POINT_CARDS_MASK,
    QUEEN_OF_SPADES_INDEX,
    SUIT_MASKS,
    mask_of,
)
from hearts.engine.play_rules import breaking_cards, points

_JACK = 1 << JACK_OF_DIAMONDS_INDEX

_EXCEPT_HEARTS_AND_QUEEN = NO_POINTS  # what a seat throwing points on trick one lacks
_EXCEPT_HEARTS = FULL_DECK & ~HEARTS


@dataclass(frozen=True, slots=True)
class Knowledge:
    """The hidden cards as *seat* sees them, in card bits."""

    seat: int
    hand: int  # its own cards
    played: int  # every card played this hand, the current trick included
    unseen: int  # cards in the other three hands
    known: tuple[int, int, int, int]  # unseen cards whose holder is known, by seat
    excluded: tuple[int, int, int, int]  # cards each seat has shown it cannot hold
    sizes: tuple[int, int, int, int]  # cards each seat still holds
    queen_taker: int  # the seat that took Q♠, or -1
    position: Position

    @property
    def free(self) -> int:
        """Unseen cards whose holder is not known."""
        return self.unseen & ~(self.known[0] | self.known[1] | self.known[2] | self.known[3])

    def is_void(self, seat: int, suit: int) -> bool:
        """Whether *seat* has shown it holds no card of *suit* (0..3)."""
        return self.excluded[seat] & SUIT_MASKS[suit] == SUIT_MASKS[suit]

    @property
    def voids(self) -> tuple[int, int, int, int]:
        """The suits each seat has shown void in, as a mask of their cards by seat."""
        return _four([sum(SUIT_MASKS[suit] for suit in range(4) if self.is_void(seat, suit))
                      for seat in range(4)])

    @classmethod
    def from_view(cls, view: PlayerView) -> Knowledge:
        """Everything *view* tells about where the unseen cards are."""
        seat = int(view.seat)
        hand = mask_of(view.hand)
        plays = view.plays
        played = mask_of(card for _, card in plays)
        unseen = FULL_DECK & ~hand & ~played
        known = [0, 0, 0, 0]
        passing = view.phase is Phase.PASSING or view.pass_direction is PassDirection.NONE
        if not passing and view.passed:
            receiver = int(view.pass_receiver)
            known[receiver] = mask_of(view.passed) & unseen
        sizes = [13, 13, 13, 13]
        for player, _ in plays:
            sizes[player] -= 1
        sizes[seat] = len(view.hand)
        return cls(
            seat=seat,
            hand=hand,
            played=played,
            unseen=unseen,
            known=_four(known),
            excluded=_exclusions(view),
            sizes=_four(sizes),
            queen_taker=queen_taker(view),
            position=position_of(view),
        )


def _four(values: list[int]) -> tuple[int, int, int, int]:
    """Four values (one a seat) as a tuple."""
    return (values[0], values[1], values[2], values[3])


def _exclusions(view: PlayerView) -> tuple[int, int, int, int]:
    """The cards each seat has proven it does not hold, from the way it played."""
    excluded = [0, 0, 0, 0]
    broken = False
    breaking = breaking_cards(view.rules.qs_breaks_hearts)
    tricks = [trick.plays for trick in view.tricks]
    if view.current_trick:
        tricks.append(view.current_trick)
    for number, trick in enumerate(tricks):
        led_seat, led = trick[0]
        if led.is_heart and not broken:
            excluded[led_seat] |= _EXCEPT_HEARTS  # leading hearts unbroken: only hearts left
        for player, card in trick[1:]:
            if card.suit is not led.suit:
                excluded[player] |= SUIT_MASKS[led.suit]
                if number == 0 and not view.rules.first_trick_points and _is_points(card):
                    excluded[player] |= _EXCEPT_HEARTS_AND_QUEEN
        if mask_of(card for _, card in trick) & breaking:
            broken = True
    excluded[int(view.seat)] = 0
    return _four(excluded)


def _is_queen(card: Card) -> bool:
    """Whether *card* is Q♠."""
    return card.index == QUEEN_OF_SPADES_INDEX


def _is_points(card: Card) -> bool:
    """Whether *card* costs points: a heart or Q♠."""
    return bool(card.bit & POINT_CARDS_MASK)


def queen_taker(view: PlayerView) -> int:
    """The seat that took Q♠ in a finished trick of this hand, or -1."""
    for trick in view.tricks:
        if any(_is_queen(card) for _, card in trick.plays):
            return int(trick.winner)
    return NO_SEAT


def position_of(view: PlayerView) -> Position:
    """The state of the hand in progress, as the playouts start from it."""
    penalty = [0, 0, 0, 0]
    jack_taker = NO_SEAT
    for trick in view.tricks:
        cards = mask_of(card for _, card in trick.plays)
        penalty[trick.winner] += points(cards, jack_of_diamonds=False)
        if cards & _JACK:
            jack_taker = int(trick.winner)
    turn = view.turn if view.turn is not None else view.seat
    return Position(
        turn=int(turn),
        trick=tuple(card.index for _, card in view.current_trick),
        tricks_done=len(view.tricks),
        hearts_broken=view.hearts_broken,
        penalty=_four(penalty),
        jack_taker=jack_taker,
        first_trick_points=view.rules.first_trick_points,
        qs_breaks_hearts=view.rules.qs_breaks_hearts,
    )
