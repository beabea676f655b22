"""Card-by-card positions several tests share: the four hands (South, West, North, East)
for `Match.from_hands` on a hand that passes nothing, and the plays that reach the position."""

from __future__ import annotations

__all__ = [
    "FLUSH",
    "MOON_AGAINST",
    "MOON_AGAINST_PLAYS",
    "OPEN_MOON",
    "OPEN_MOON_PLAYS",
    "QUEEN_DISCARD",
    "QUEEN_DISCARD_PLAYS",
    "VOID_SHOWN",
    "VOID_SHOWN_PLAYS",
]

# West showed a void in spades on trick four; North leads 3♠, East plays 9♠.
VOID_SHOWN = (
    "3C AC 9D QD 3H 5H 7H 9H KH 4S 7S TS AS",
    "4C 7C 8C JC KC 6D 7D 8D AD 2H TH QH 8S",
    "6C 9C 5D TD KD 6H 8H AH 2S 3S 5S JS QS",
    "2C 5C TC QC 2D 3D 4D JD 4H JH 6S 9S KS",
)
VOID_SHOWN_PLAYS = "2C 3C 4C 9C 2S 6S 4S 8S 6D 5D 4D QD 7S QH 5S KS 2D 9D 8D KD 3S 9S"

# South takes trick one with A♣ and leads; Q♠ is out and South's best spade is 9♠.
FLUSH = (
    "AC 3C 2D 5D 9D 4S 8S 9S 3H 5H 7H 9H JH",
    "2C 4C 5C 3D 6D TD 2S 5S QS KS 2H 4H 6H",
    "6C 7C 8C 4D 7D JD QD 3S 6S JS 8H TH QH",
    "9C TC JC QC KC 8D KD AD 7S TS AS KH AH",
)

# East has taken Q♠ and every heart played; it leads K♥ and holds A♠ for the last trick.
MOON_AGAINST = (
    "2C 3C 4C 2D 3D 4D 2S 3S 4S 5S AH 3H 2H",
    "5C 6C 7C 8C 5D 6D 7D 8D 6S 7S 8S 4H 5H",
    "9C TC 9D TD 9S TS 6H 7H 8H 9H TH JH QH",
    "AC KC QC JC AD KD QD JD AS KS QS JS KH",
)
MOON_AGAINST_PLAYS = (
    "2C 8C TC AC KC 3C 7C 9C QC 4C 6C QH JC 5S 5C JH AD 2D 8D TD KD 3D 7D 9D "
    "QD 4D 6D TH JD 4S 5D 9H KS 2S 8S TS QS 3S 7S 9S JS 3H 6S 8H KH"
)

# West wins trick one and leads K♣ (the top club left); South has no club and holds Q♠.
QUEEN_DISCARD = (
    "2D 3D 4D AD 2S 3S QS KS 2H 3H 4H AH KH",
    "AC KC 5C 5D 6D 7D 4S 5S 6S 5H 6H 7H 8H",
    "2C 3C 4C JC QC 8D 9D TD 7S 8S 9S 9H TH",
    "6C 7C 8C 9C TC JD QD KD TS JS AS JH QH",
)
QUEEN_DISCARD_PLAYS = "2C TC AD AC KC QC 9C"

# South has taken Q♠ and 7♥, every point so far, and holds the top hearts (A♥ Q♥; K♥ is
# West's); its hand is not one Difficile would shoot with (four high cards of nine).
OPEN_MOON = (
    "3C 7C KC 5D QD 3H 5H 6H TH QH AH 9S AS",
    "2C 5C 8C 9C TC QC 2H 9H KH 2S 4S 7S QS",
    "4C 6C JC 4D TD AD 8H JH 5S 6S 8S TS KS",
    "AC 2D 3D 6D 7D 8D 9D JD KD 4H 7H 3S JS",
)
OPEN_MOON_PLAYS = "2C JC AC KC 3S 9S 7S 5S 7C 5C 4C 7H 5D QS 4D 2D"
