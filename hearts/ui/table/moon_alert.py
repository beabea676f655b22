"""Alerte grand chelem, a help of the hint: when another seat has taken every point so far,
enough of them that the computer players fear a moon (`search.moon_threat`), and South can
still take one, the message line says so once in the hand, with how to stop it. Read from
South's view, when South is to play and the table shows the match as it is; never when South
is sure to take no trick again (`may_take_a_trick`). Settings' `alerts_moon` turns it on (by
default at Facile and Moyen). Pure: no pygame; it answers the sentence to say, the
controller says it."""

from __future__ import annotations

from typing import Final

from hearts.ai.knowledge import Knowledge
from hearts.ai.search import moon_threat
from hearts.engine import Card, Phase, PlayerView, Seat
from hearts.engine.masks import HEARTS_MASK, QUEEN_OF_SPADES_BIT, SUIT_MASKS, mask_of
from hearts.i18n import _
from hearts.ui.kit.sentences import Player, Text, say

TAKE_A_HEART: Final = _("{seat} peut encore faire le grand chelem : prenez un cœur dès que "
                        "possible.")
TAKE_THE_QUEEN: Final = _("{seat} peut encore faire le grand chelem : prenez la dame de pique "
                          "dès que possible.")


def moon_to_stop(view: PlayerView) -> tuple[Seat, bool] | None:
    """The other seat on its way to a moon that South can still stop, and whether a heart is
    still there to take (else only Q♠ is); None when there is none or South cannot."""
    if view.phase is not Phase.PLAYING or not view.hand:
        return None
    knowledge = Knowledge.from_view(view)
    threat = moon_threat(knowledge)
    if threat < 0 or not may_take_a_trick(view, knowledge.unseen):
        return None
    taken = mask_of(card for trick in view.tricks for _, card in trick.plays)
    hearts_left = HEARTS_MASK & ~taken
    if not hearts_left and QUEEN_OF_SPADES_BIT & taken:
        return None  # every point is taken: the moon is made
    return Seat(threat), bool(hearts_left)


def may_take_a_trick(view: PlayerView, unseen: int) -> bool:
    """Whether South, as far as it can see, may still take a trick: its card can beat the
    trick on the table, or one of its cards is higher than a card of its suit still out, or
    it leads a suit no one else may still hold. When none holds, every trick led by another
    seat holds a card of the suit led that beats South's (or South discards), and South never
    gets the lead."""
    trick = view.current_trick
    if trick and view.turn is view.seat:
        led = trick[0][1].suit
        top = max(card.rank for _, card in trick if card.suit is led)
        if any(card.suit is led and card.rank > top for card in view.legal_plays):
            return True
    leading = not trick and view.turn is view.seat
    return any(_beats_one_out(card, unseen) or (leading and not unseen & SUIT_MASKS[card.suit])
               for card in view.hand)


def _beats_one_out(card: Card, unseen: int) -> bool:
    """Whether *card* is higher than some card of its suit in the other hands."""
    lower = SUIT_MASKS[card.suit] & (card.bit - 1)
    return bool(unseen & lower)


class MoonAlert:
    """Says the alert once a hand, at South's turn, while the setting asks for it."""

    def __init__(self) -> None:
        self._said: tuple[int, int] | None = None  # the game and hand it was settled in
        self._looked: tuple[int, int, int] | None = None  # the last position looked at

    def watch(self, view: PlayerView, generation: int, wanted: bool) -> Text | None:
        """The alert to say, if it is due now in *view* and not yet said in this hand of
        game *generation* (*wanted*: the setting on and the table at rest)."""
        if not wanted or view.phase is not Phase.PLAYING or view.turn is not view.seat:
            return None
        hand = (generation, view.hand_number)
        position = (*hand, len(view.plays))
        if self._said == hand or self._looked == position:
            return None
        self._looked = position
        stop = moon_to_stop(view)
        if stop is None:
            return None
        self._said = hand
        seat, hearts_left = stop
        return say(TAKE_A_HEART if hearts_left else TAKE_THE_QUEEN, seat=Player(seat, view.seat))
