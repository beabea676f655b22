"""Playing a hand to its end on card bits, thousands of times per decision.

`Position` is the state of a hand in progress as one seat knows it (every hand
but its own is filled in by the sampler); `play_out` finishes the hand from it
with the fast policies and returns the penalty points each seat took.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hearts.ai.bits import (
    HEARTS,
    JACK_OF_DIAMONDS_INDEX,
    NO_POINTS,
    PENALTY,
    QUEEN_OF_SPADES_INDEX,
    SUIT_MASKS,
)
from hearts.ai.policy import (
    medium_discard,
    medium_follow,
    medium_lead,
    shoot_discard,
    shoot_follow,
    shoot_lead,
)

NO_SEAT: Final = -1


@dataclass(frozen=True, slots=True)
class Position:
    """A hand in progress: whose turn, the trick on the table, what each seat has taken."""

    turn: int
    trick: tuple[int, ...]  # card indices of the current trick, leader first
    winning: int  # index of the card taking the current trick (-1 when empty)
    winner: int  # the seat playing it
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


def play_out(position: Position, hands: list[int], first_card: int, shooters: int) -> list[int]:
    """Play *first_card* for the seat to play, then finish the hand; return the end state.

    *hands* (card bits by seat) is consumed. Seats whose bit is set in *shooters*
    play for the moon, the others play Moyen. Returns the penalty points of the
    four seats followed by the seat that took J♦ (-1 if nobody).
    """
    seat = position.turn
    trick = position.trick
    played = len(trick)
    led_mask = SUIT_MASKS[trick[0] // 13] if trick else 0
    winning = position.winning
    winner = position.winner
    trick_points = sum(PENALTY[index] for index in trick)
    trick_jack = JACK_OF_DIAMONDS_INDEX in trick
    tricks_done = position.tricks_done
    first = tricks_done == 0
    broken = position.hearts_broken
    penalty = list(position.penalty)
    jack_taker = position.jack_taker
    ftp = position.first_trick_points
    qs_breaks = position.qs_breaks_hearts
    card = first_card
    while True:
        hand = hands[seat]
        if card < 0:
            shooting = shooters >> seat & 1
            if played == 0:
                if first:
                    card = 0  # the 2 of clubs opens the hand
                else:
                    legal = hand if broken else hand & ~HEARTS or hand
                    card = shoot_lead(legal) if shooting else medium_lead(legal)
            else:
                legal = hand & led_mask
                if legal:
                    if shooting:
                        card = shoot_follow(legal, winning)
                    else:
                        card = medium_follow(legal, winning, played == 3)
                else:
                    legal = hand
                    if first and not ftp:
                        legal = hand & NO_POINTS or hand  # no points on trick one
                    card = shoot_discard(legal) if shooting else medium_discard(legal)
        hands[seat] = hand & ~(1 << card)
        if played == 0:
            led_mask = SUIT_MASKS[card // 13]
            winning = card
            winner = seat
        elif card > winning and (1 << card) & led_mask:
            winning = card
            winner = seat
        trick_points += PENALTY[card]
        if card == JACK_OF_DIAMONDS_INDEX:
            trick_jack = True
        if not broken and (26 <= card < 39 or (qs_breaks and card == QUEEN_OF_SPADES_INDEX)):
            broken = True
        card = -1
        played += 1
        if played < 4:
            seat = (seat + 1) & 3
            continue
        penalty[winner] += trick_points
        if trick_jack:
            jack_taker = winner
        tricks_done += 1
        if tricks_done == 13:
            penalty.append(jack_taker)
            return penalty
        seat = winner
        played = 0
        trick_points = 0
        trick_jack = False
        first = False
