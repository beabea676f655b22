"""The reference trick loop of the playouts: a hand played to its end on card bits, each
seat choosing its card by a rule (`Chooser`) that sees what the playout knows (`Turn`).

Difficile's playouts (`playout.play_out`) and the analysis's (`sharp.sharp_play_out`) run
an inlined copy of this loop, about twice as fast (benchmarks/playout_loop.py);
`tests/ai/test_trick_loop.py` checks, position by position, that each gives what this loop
gives with the same rules (`medium_rules`, `sharp_rules`). The tournament plays its hands
with it (`tournament.play_on_bits`). The rules of play are the engine's `play_rules`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from hearts.ai.leads import learned_lead, shown_by_others
from hearts.ai.playout import Position
from hearts.ai.policy import (
    medium_discard,
    medium_follow,
    medium_lead,
    shoot_discard,
    shoot_follow,
    shoot_lead,
)
from hearts.ai.sharp import defend_card, sharp_discard, sharp_follow
from hearts.engine.masks import QUEEN_OF_SPADES_BIT, SUIT_OF_CARD, Bitboard
from hearts.engine.play_rules import breaking_cards, points, ruling, taking_card

NO_VOIDS: Final = (0, 0, 0, 0)


@dataclass(frozen=True, slots=True)
class Turn:
    """What a seat's rule sees when it chooses a card: every hand (the playout's deal), the
    trick so far, and the suits each seat has shown void in."""

    seat: int
    legal: Bitboard  # the cards the rules allow (more than one)
    hands: tuple[Bitboard, Bitboard, Bitboard, Bitboard]
    table: Bitboard  # the cards of the trick so far
    led: Bitboard  # the suit led, 0 to lead
    count: int  # how many cards are on the trick
    tricks_done: int
    shown: tuple[Bitboard, Bitboard, Bitboard, Bitboard]  # suits shown void, by seat
    winner: int = -1  # the seat taking the trick so far, -1 to lead
    won: tuple[int, int, int, int] = (0, 0, 0, 0)  # hearts and Q♠ points taken so far, by seat

    @property
    def hand(self) -> Bitboard:
        """The seat's own cards."""
        return self.hands[self.seat]

    @property
    def out(self) -> Bitboard:
        """The cards the other seats still hold."""
        hands = self.hands
        return (hands[0] | hands[1] | hands[2] | hands[3]) ^ hands[self.seat]


Chooser = Callable[[Turn], Bitboard]  # a seat's rule: the card (one bit) it plays
# Before each lead: (seat, hands, cards taken, voids shown, tricks done, hearts broken).
LeadWatcher = Callable[[int, list[int], list[int], list[int], int, bool], None]


def play_hand(position: Position, hands: list[Bitboard], choose: Chooser,
              first_card: Bitboard | None = None, voids: tuple[int, ...] = NO_VOIDS,
              before_lead: LeadWatcher | None = None) -> list[Bitboard]:
    """Play the hand from *position* to its end: the seat to play plays *first_card* (a
    bit; None: its rule chooses), then each seat plays by *choose* (a single legal card
    plays itself). *voids* are the suits each seat showed void in before; *before_lead*
    sees the hand before each lead. Returns the cards each seat takes from *position* on."""
    hands = list(hands)
    seat = position.turn
    size = len(position.trick)
    trick = [((seat - size + place) & 3, 1 << index) for place, index in enumerate(position.trick)]
    taken = [0, 0, 0, 0]
    won = list(position.penalty)
    shown = list(voids)
    tricks_done = position.tricks_done
    broken = position.hearts_broken
    breaking = breaking_cards(position.qs_breaks_hearts)
    card = first_card
    while tricks_done < 13:
        table = 0
        for _, played in trick:
            table |= played
        led = SUIT_OF_CARD[trick[0][1].bit_length() - 1] if trick else 0
        if not trick and before_lead is not None:
            before_lead(seat, hands[:], taken[:], shown[:], tricks_done, broken)
        if card is None:
            legal = ruling(hands[seat], led, tricks_done == 0, broken,
                           position.first_trick_points)[0]
            card = legal if legal.bit_count() == 1 else choose(Turn(
                seat, legal, (hands[0], hands[1], hands[2], hands[3]), table, led, len(trick),
                tricks_done, (shown[0], shown[1], shown[2], shown[3]),
                _winner(trick, table, led), (won[0], won[1], won[2], won[3])))
        if led and not card & led:
            shown[seat] |= led
        hands[seat] ^= card
        trick.append((seat, card))
        table |= card
        card = None
        if len(trick) < 4:
            seat = (seat + 1) & 3
            continue
        led = SUIT_OF_CARD[trick[0][1].bit_length() - 1]
        top = taking_card(table, led)
        seat = next(player for player, played in trick if played == top)
        taken[seat] |= table
        won[seat] += points(table, False)
        broken = broken or bool(table & breaking)
        tricks_done += 1
        trick = []
    return taken


def _winner(trick: list[tuple[int, Bitboard]], table: Bitboard, led: Bitboard) -> int:
    """The seat taking the trick so far, or -1 when it is empty."""
    if not trick:
        return -1
    top = taking_card(table, led)
    return next(player for player, played in trick if played == top)


def _shooting(turn: Turn) -> Bitboard:
    """The card a seat playing for the moon plays."""
    if not turn.led:
        return shoot_lead(turn.legal)
    if turn.legal & turn.led:
        return shoot_follow(turn.legal, taking_card(turn.table, turn.led))
    return shoot_discard(turn.legal)


def medium_rules(shooters: int) -> Chooser:
    """Moyen's rules for every seat, the seats set in *shooters* playing for the moon: the
    rules of Difficile's playouts."""

    def choose(turn: Turn) -> Bitboard:
        legal, led = turn.legal, turn.led
        if shooters >> turn.seat & 1:
            return _shooting(turn)
        if not led:
            return medium_lead(legal)
        if legal & led:
            return medium_follow(legal, taking_card(turn.table, led), turn.count == 3)
        return medium_discard(legal)

    return choose


def sharp_rules(shooters: int, defender: int = -1, hunted: int = -1) -> Chooser:
    """The analysis's sharpened rules (`sharp`), the seats set in *shooters* playing for the
    moon; while the *hunted* seat has taken every point, the *defender* seat stops its moon
    (`sharp.defend_card`)."""

    def choose(turn: Turn) -> Bitboard:
        legal, led = turn.legal, turn.led
        if shooters >> turn.seat & 1:
            return _shooting(turn)
        out = turn.out
        if turn.seat == defender and _moon_alive(turn.won, hunted):
            defence = defend_card(legal, out, turn.table, led, turn.winner, hunted,
                                  bool(out & QUEEN_OF_SPADES_BIT), turn.count == 3)
            if defence:
                return defence
        if not led:
            return learned_lead(legal, turn.hand, out, shown_by_others(turn.shown, turn.seat),
                                turn.tricks_done)
        queen_out = bool(out & QUEEN_OF_SPADES_BIT)
        if legal & led:
            return sharp_follow(legal, turn.table, led, turn.count == 3, queen_out)
        return sharp_discard(legal, queen_out)

    return choose


def _moon_alive(won: tuple[int, int, int, int], hunted: int) -> bool:
    """Whether the *hunted* seat (-1: none) may still take every point."""
    return hunted >= 0 and not any(won[seat] for seat in range(4) if seat != hunted)
