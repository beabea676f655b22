"""Playing a hand to its end on card bits, thousands of times per decision.

`Position` is the state of a hand in progress as one seat knows it (every hand
but its own is filled in by the sampler); `play_out` finishes the hand from it
with the fast policies and returns the penalty points each seat took. Which cards
may be played, who takes a trick and what it is worth are the engine's
`play_rules`, called on the same card masks the engine uses.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hearts.ai.policy import (
    medium_discard,
    medium_follow,
    medium_lead,
    shoot_discard,
    shoot_follow,
    shoot_lead,
)
from hearts.engine.masks import JACK_OF_DIAMONDS_INDEX, SUIT_OF_CARD
from hearts.engine.play_rules import breaking_cards, points, ruling, taking_card

NO_SEAT: Final = -1
_JACK: Final = 1 << JACK_OF_DIAMONDS_INDEX


@dataclass(frozen=True, slots=True)
class Position:
    """A hand in progress: whose turn, the trick on the table, what each seat has taken."""

    turn: int
    trick: tuple[int, ...]  # card indices of the current trick, leader first
    tricks_done: int
    hearts_broken: bool
    penalty: tuple[int, int, int, int]  # hearts and Q♠ points taken so far (26 = a moon)
    jack_taker: int  # the seat that took J♦ so far, or -1
    first_trick_points: bool  # the variants the playout needs
    qs_breaks_hearts: bool

    @property
    def leading(self) -> bool:
        """Whether the seat to play leads a new trick."""
        return not self.trick

    @property
    def first_trick(self) -> bool:
        """Whether the first trick of the hand is being played."""
        return self.tricks_done == 0

    @property
    def winner(self) -> int:
        """The seat taking the trick on the table so far, or NO_SEAT when it is empty."""
        if not self.trick:
            return NO_SEAT
        table = 0
        for index in self.trick:
            table |= 1 << index
        top = taking_card(table, SUIT_OF_CARD[self.trick[0]])
        place = self.trick.index(top.bit_length() - 1)
        return (self.turn - len(self.trick) + place) & 3


def play_out(position: Position, hands: list[int], first_card: int, shooters: int) -> list[int]:
    """Play *first_card* (an index) for the seat to play, then finish the hand; return the
    end state.

    *hands* (card bits by seat) is consumed. Seats whose bit is set in *shooters*
    play for the moon, the others play Moyen. Returns the penalty points of the
    four seats followed by the seat that took J♦ (-1 if nobody).
    """
    seat = position.turn
    played = [0, 0, 0, 0]  # the card each seat put on the trick in progress
    table = led = 0  # the cards of the trick in progress and the suit led
    count = len(position.trick)
    for place, index in enumerate(position.trick):
        played[(seat - count + place) & 3] = 1 << index
        table |= 1 << index
    if count:
        led = SUIT_OF_CARD[position.trick[0]]
    taken = [0, 0, 0, 0]  # the cards each seat takes from now on
    tricks_done = position.tricks_done
    first_trick = tricks_done == 0
    broken = position.hearts_broken
    breaking = breaking_cards(position.qs_breaks_hearts)
    first_trick_points = position.first_trick_points
    card = 1 << first_card
    hand = hands[seat]
    while True:
        # The seat plays its card; the trick goes on, or its taker leads the next.
        hands[seat] = hand ^ card
        played[seat] = card
        table |= card
        if not led:
            led = SUIT_OF_CARD[card.bit_length() - 1]
        count += 1
        if count < 4:
            seat = (seat + 1) & 3
        else:
            seat = played.index(taking_card(table, led))
            taken[seat] |= table
            tricks_done += 1
            if tricks_done == 12:  # one card each: the last trick plays itself
                table = hands[0] | hands[1] | hands[2] | hands[3]
                led = SUIT_OF_CARD[hands[seat].bit_length() - 1]
                taken[hands.index(taking_card(table, led))] |= table
                break
            if tricks_done == 13:
                break
            if not broken and table & breaking:
                broken = True
            first_trick = False
            table = led = count = 0
        # The next seat chooses among the cards the rules allow it.
        hand = hands[seat]
        legal = ruling(hand, led, first_trick, broken, first_trick_points)[0]
        if legal.bit_count() == 1:
            card = legal
        elif shooters and shooters >> seat & 1:
            if not led:
                card = shoot_lead(legal)
            elif legal & led:
                card = shoot_follow(legal, taking_card(table, led))
            else:
                card = shoot_discard(legal)
        elif not led:
            card = medium_lead(legal)
        elif legal & led:
            card = medium_follow(legal, taking_card(table, led), count == 3)
        else:
            card = medium_discard(legal)
    return end_state(position, taken)


def end_state(position: Position, taken: list[int]) -> list[int]:
    """The four seats' penalty points once they took *taken*, then the taker of J♦."""
    penalty = position.penalty
    jack_taker = position.jack_taker
    for seat in range(4):
        if taken[seat] & _JACK:
            jack_taker = seat
    return [penalty[0] + points(taken[0], False), penalty[1] + points(taken[1], False),
            penalty[2] + points(taken[2], False), penalty[3] + points(taken[3], False),
            jack_taker]
