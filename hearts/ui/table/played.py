"""Cartes jouées: what a careful player keeps in mind, read from South's view at the point the
table shows (never the match's card or two ahead): the cards of each suit gone, South's own,
and the suits each other seat has shown it lacks (`Knowledge`'s proofs: a suit not
followed, hearts led before they were broken). The table draws it in place of the score
sheet while the player asks for it (the J key, the side column's button). Pure: no pygame.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Final

from hearts.ai.knowledge import Knowledge
from hearts.engine import Card, PlayerView, Seat, Suit
from hearts.ui.table.scene import Scene

NO_VOIDS: Final = (frozenset[Suit](),) * 4


@dataclass(frozen=True)
class PlayedCards:
    """The cards gone this hand, South's own, and the voids each seat has shown."""

    gone: frozenset[Card]  # played to a finished trick or lying on the table
    mine: frozenset[Card]  # South's hand as shown
    voids: tuple[frozenset[Suit], ...]  # by seat; the person's is empty
    me: Seat = Seat.SOUTH  # the person's seat

    def void_seats(self) -> tuple[Seat, ...]:
        """The other seats that have shown a void, in the order of play."""
        return tuple(seat for seat in Seat if self.voids[seat])


def played_cards(view: PlayerView, scene: Scene) -> PlayedCards:
    """What South has seen gone and lacking, up to the trick the table shows (*view*: its
    seat's, which may be a card or two ahead)."""
    tricks = view.tricks[:scene.tricks_done]
    shown = dataclasses.replace(view, tricks=tricks,
                                current_trick=tuple(scene.trick))
    gone = frozenset(card for _, card in shown.plays)
    mine = frozenset(scene.hand)
    if not shown.plays:
        return PlayedCards(gone, mine, NO_VOIDS, view.seat)
    knowledge = Knowledge.from_view(shown)
    voids = tuple(frozenset(suit for suit in Suit if knowledge.is_void(seat, suit))
                  for seat in Seat)
    return PlayedCards(gone, mine, voids, view.seat)
