"""The analysis's playouts: Moyen's rules sharpened by what a careful player keeps in mind.

`playout.play_out` imagines every seat playing Moyen's rules, which know only the trick
on the table; Difficile corrects that with rules of thumb added to the search's figures.
Here the imagined players count the cards instead. A seat leads the lowest card of the
suit a fitted model finds the safest (`leads`: the cards still out below and above it,
the voids shown, the spades around Q♠); a void seat sheds Q♠ first, then A♠ and K♠ while
she is out (they would catch her), before its hearts; a seat that takes a trick without
points anyway (last, or nothing to duck with) takes it with its highest card, shedding it
at no cost. One such player among three Moyen takes 1.5 points a hand fewer than they do
in hands without a pass, 1.0 after the pass (benchmarks/playout_duel.py). The loop is
`play_out`'s, on the same engine `play_rules`, with the voids each seat shows; only the
choice of card differs. Against an opponent shooting the moon, the measuring seat alone
stops it while it can (`defend_card`).
"""

from __future__ import annotations

from typing import Final

from hearts.ai.leads import learned_lead, shown_by_others
from hearts.ai.playout import Position, end_state
from hearts.ai.policy import (
    medium_discard,
    medium_follow,
    shoot_discard,
    shoot_follow,
    shoot_lead,
)
from hearts.engine.masks import (
    HEARTS,
    POINT_CARDS_MASK,
    QUEEN_OF_SPADES_BIT,
    SPADES,
    SUIT_OF_CARD,
)
from hearts.engine.play_rules import breaking_cards, ruling, taking_card

NO_VOIDS: Final = (0, 0, 0, 0)
_ABOVE_QUEEN: Final = SPADES & ~(QUEEN_OF_SPADES_BIT | (QUEEN_OF_SPADES_BIT - 1))


def sharp_discard(legal: int, queen_out: bool) -> int:
    """Void: Q♠ first; while she is out elsewhere, A♠ and K♠ next; then Moyen's discard."""
    if queen_out:
        high = legal & _ABOVE_QUEEN
        if high:
            return 1 << high.bit_length() - 1
    return medium_discard(legal)


def sharp_follow(legal: int, table: int, led: int, last: bool, queen_out: bool) -> int:
    """Follow as Moyen, but on a trick without points that the seat takes anyway (it is last,
    or has no card to duck with), take it with the highest card (not Q♠, nor a spade while
    she is out elsewhere): a high card gone at no cost."""
    winning = taking_card(table, led)
    if (last or not legal & (winning - 1)) and not table & POINT_CARDS_MASK and (
            legal > winning and not (queen_out and led == SPADES)):
        top = legal & ~QUEEN_OF_SPADES_BIT
        if top:
            return 1 << top.bit_length() - 1
    return medium_follow(legal, winning, last)


def sharp_card(legal: int, hand: int, table: int, led: int, count: int, out: int,
               opp_voids: int = 0) -> int:
    """The card these rules play from *hand* (not shooting): *count* cards are on the
    trick *table* of suit *led* (0 when leading), *out* are the cards still held by others,
    *opp_voids* the suits (a mask) another seat has shown void in."""
    queen_out = bool(out & QUEEN_OF_SPADES_BIT)
    if not led:
        return learned_lead(legal, hand, out, opp_voids, 13 - hand.bit_count())
    if legal & led:
        return sharp_follow(legal, table, led, count == 3, queen_out)
    return sharp_discard(legal, queen_out)


def defend_follow(legal: int, table: int, led: int, last: bool, queen_out: bool) -> int:
    """Following while the trick goes to a seat shooting the moon: take it with the highest
    card when it holds points or is a heart trick (one point taken stops the moon), else
    follow as usual."""
    winning = taking_card(table, led)
    if legal > winning and (table & POINT_CARDS_MASK or led == HEARTS):
        return 1 << legal.bit_length() - 1
    return sharp_follow(legal, table, led, last, queen_out)


def defend_discard(legal: int, queen_out: bool) -> int:
    """Void while the trick goes to a seat shooting the moon: give it no point, shedding
    another card, else the lowest heart (keep the high ones to stop the moon later)."""
    clean = legal & ~POINT_CARDS_MASK
    if clean:
        return sharp_discard(clean, queen_out)
    hearts = legal & HEARTS or legal
    return hearts & -hearts


def defend_lead(legal: int, out: int) -> int:
    """Leading against a moon: the top heart still out, when the seat holds it (the trick
    is its own and holds a point), else 0 (lead as usual)."""
    hearts = (legal | out) & HEARTS
    top = 1 << hearts.bit_length() - 1 if hearts else 0
    return top if top & legal else 0


def defend_card(legal: int, out: int, table: int, led: int, winner: int, hunted: int,
                queen_out: bool, last: bool) -> int:
    """The card that stops the *hunted* seat's moon, or 0 to play as usual: lead the top
    heart; follow or shed so that a trick going to the hunted seat (*winner*: the seat
    taking the trick so far) costs it its moon. *out*: the cards the other seats hold."""
    if not led:
        return defend_lead(legal, out)
    if winner != hunted:
        return 0
    if legal & led:
        return defend_follow(legal, table, led, last, queen_out)
    return defend_discard(legal, queen_out)


def sharp_play_out(position: Position, hands: list[int], first_card: int, shooters: int,
                   voids: tuple[int, int, int, int] = NO_VOIDS, defender: int = -1,
                   hunted: int = -1) -> list[int]:
    """`play_out` with the sharpened rules: play *first_card*, finish the hand, return the
    end state (the four seats' penalty points, then the taker of J♦ or -1). *voids* are
    the suits (a mask by seat) each seat has shown void in before the position. While the
    *hunted* seat has taken every point, the *defender* seat stops its moon
    (`defend_lead`, `defend_follow`, `defend_discard`); the other seats do not."""
    penalty = position.penalty
    alive = hunted >= 0 and defender >= 0 and not any(
        penalty[other] for other in range(4) if other != hunted)
    seat = position.turn
    shown = list(voids)
    played = [0, 0, 0, 0]
    table = led = 0
    count = len(position.trick)
    for place, index in enumerate(position.trick):
        played[(seat - count + place) & 3] = 1 << index
        table |= 1 << index
    if count:
        led = SUIT_OF_CARD[position.trick[0]]
    taken = [0, 0, 0, 0]
    tricks_done = position.tricks_done
    first_trick = tricks_done == 0
    broken = position.hearts_broken
    breaking = breaking_cards(position.qs_breaks_hearts)
    first_trick_points = position.first_trick_points
    queen_left = bool((hands[0] | hands[1] | hands[2] | hands[3]) & QUEEN_OF_SPADES_BIT)
    card = 1 << first_card
    hand = hands[seat]
    while True:
        hands[seat] = hand ^ card
        played[seat] = card
        table |= card
        if card == QUEEN_OF_SPADES_BIT:
            queen_left = False
        if not led:
            led = SUIT_OF_CARD[card.bit_length() - 1]
        elif not card & led:
            shown[seat] |= led
        count += 1
        if count < 4:
            seat = (seat + 1) & 3
        else:
            seat = played.index(taking_card(table, led))
            taken[seat] |= table
            if alive and seat != hunted and table & POINT_CARDS_MASK:  # the moon is off
                alive = False
            tricks_done += 1
            if tricks_done == 12:
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
        hand = hands[seat]
        legal = ruling(hand, led, first_trick, broken, first_trick_points)[0]
        queen_out = queen_left and not hand & QUEEN_OF_SPADES_BIT
        if legal.bit_count() == 1:
            card = legal
        elif shooters and shooters >> seat & 1:
            if not led:
                card = shoot_lead(legal)
            elif legal & led:
                card = shoot_follow(legal, taking_card(table, led))
            else:
                card = shoot_discard(legal)
        elif alive and seat == defender and (defence := defend_card(
                legal, (hands[0] | hands[1] | hands[2] | hands[3]) ^ hand, table, led,
                played.index(taking_card(table, led)) if led else -1, hunted, queen_out,
                count == 3)):
            card = defence
        elif not led:
            card = learned_lead(legal, hand, (hands[0] | hands[1] | hands[2] | hands[3]) ^ hand,
                                shown_by_others(shown, seat), tricks_done)
        elif legal & led:
            card = sharp_follow(legal, table, led, count == 3, queen_out)
        else:
            card = sharp_discard(legal, queen_out)
    return end_state(position, taken)
