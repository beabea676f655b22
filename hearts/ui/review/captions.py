"""The review's words for the seats and its caption over the board: each seat named as the
board names its hand, the person « vous » (at its seat, wherever it sat), Expert at the
person's seat in the hand Expert played, the others by their place. Pure: no pygame; see
docs/ARCHITECTURE.md, "The review".
"""

from __future__ import annotations

from typing import Final

from hearts.choices import LEVEL_WORDS
from hearts.engine import Seat
from hearts.i18n import _
from hearts.ui.review.state import Picture, StepKind
from hearts.words import player_name, points_text, seat_name

DEAL_CAPTION: Final = _("Manche {hand} · les quatre jeux tels que distribués")
PASS_CAPTION: Final = _("Manche {hand} · après la passe : les cartes reçues sont entourées de "
                        "vert")
TRICK_CAPTION: Final = _("Manche {hand} · pli {number} : {leader} entame, {winner} prend "
                         "({points})")
# The person's trick, in the second person as the board names its hand (« Vous »).
YOU_LEAD_CAPTION: Final = _("Manche {hand} · pli {number} : vous entamez, {winner} prend "
                            "({points})")
YOU_TAKE_CAPTION: Final = _("Manche {hand} · pli {number} : {leader} entame, vous prenez "
                            "({points})")
YOU_LEAD_AND_TAKE_CAPTION: Final = _("Manche {hand} · pli {number} : vous entamez et prenez "
                                     "({points})")


def seat_called(seat: Seat, lang: str, by_expert: bool = False,
                me: Seat = Seat.SOUTH) -> str:
    """A seat named in the third person: "Sud", or Expert at the person's seat (*me*) in the
    review of the hand Expert played (*by_expert*), as its hand is named on the board."""
    return LEVEL_WORDS["expert"](lang) if by_expert and seat is me else seat_name(seat, lang)


def is_you(seat: Seat, me: Seat, by_expert: bool) -> bool:
    """Whether *seat* is the person, said « vous » (never in the hand Expert played)."""
    return seat is me and not by_expert


def board_name(seat: Seat, lang: str, me: Seat, by_expert: bool) -> str:
    """A seat's name over its hand: « Vous » for the person's, Expert in its place in the
    hand Expert played, the others by their place."""
    if by_expert:
        return seat_called(seat, lang, by_expert, me)
    return player_name(seat, lang, me)


def step_caption(picture: Picture, lang: str, me: Seat, by_expert: bool) -> str:
    """What the step shows: the deal, the pass, or a trick with its leader and taker."""
    hand = picture.hand_number + 1
    if picture.kind is StepKind.DEAL:
        return DEAL_CAPTION(lang, hand=hand)
    if picture.kind is StepKind.PASS:
        return PASS_CAPTION(lang, hand=hand)
    assert picture.winner is not None
    leader, winner = picture.trick[0][0], picture.winner
    caption = ((YOU_LEAD_AND_TAKE_CAPTION if is_you(winner, me, by_expert)
                else YOU_LEAD_CAPTION) if is_you(leader, me, by_expert)
               else YOU_TAKE_CAPTION if is_you(winner, me, by_expert) else TRICK_CAPTION)
    return caption(lang, hand=hand, number=picture.trick_number,
                   leader=seat_called(leader, lang, by_expert, me),
                   winner=seat_called(winner, lang, by_expert, me),
                   points=points_text(picture.points, lang))
