"""The rules in play on one line, under the deal number: the target score, then each
variant that differs from the plain game ("Partie en 150 points · V♦ −10"), its cards named
by the corners of the language's cards (words.card_index)."""

from __future__ import annotations

from typing import Final

from hearts.engine import Rules
from hearts.i18n import _
from hearts.words import card_index

SEPARATOR: Final = " · "
QUEEN, JACK = 12, 11
SPADES, DIAMONDS = 3, 1

# TRANSLATORS: the rules in play, on one line under the deal number at the table: short.
TARGET: Final = _("Partie en {target} points")
QUEEN_BREAKS_HEARTS: Final = _("{queen} ouvre les cœurs")
FIRST_TRICK_POINTS: Final = _("points au 1er pli")
JACK_OF_DIAMONDS: Final = _("{jack} −10")
MOON_MINUS: Final = _("grand chelem −26")
TIE_REPLAY: Final = _("égalité : une manche de plus")


def rules_line(rules: Rules, lang: str) -> str:
    """The target score and the variants on, in *lang*: "Partie en 100 points" alone for
    the plain game."""
    parts = [TARGET(lang, target=rules.target)]
    if rules.qs_breaks_hearts:
        parts.append(QUEEN_BREAKS_HEARTS(lang, queen=card_index(QUEEN, SPADES, lang)))
    if rules.first_trick_points:
        parts.append(FIRST_TRICK_POINTS(lang))
    if rules.jack_of_diamonds:
        parts.append(JACK_OF_DIAMONDS(lang, jack=card_index(JACK, DIAMONDS, lang)))
    if rules.moon_minus:
        parts.append(MOON_MINUS(lang))
    if rules.tie_replay:
        parts.append(TIE_REPLAY(lang))
    return SEPARATOR.join(parts)
