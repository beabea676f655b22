"""The game's own vocabulary, from the catalogue: seats, suits, cards, corner indices, points.

Cards, suits and seats are named from plain integers (suit 0..3 = clubs, diamonds,
hearts, spades; rank 2..14; seat 0..3 = South, West, North, East), so this module
needs nothing of the engine. A card's grammar is the catalogue's: one template per
rank ("la dame de {suit}", "the queen of {suit}", "die {suit}-Dame"), the suit put in.
"""

from __future__ import annotations

from typing import Final

from hearts.i18n import DEFAULT_LANGUAGE, Message, _, ngettext, pgettext, signed_number

SUIT_SYMBOLS: Final = ("♣", "♦", "♥", "♠")

# TRANSLATORS: a suit, alone ("You must follow in {suit}") and inside a card's name.
SUIT_WORDS: Final = (
    pgettext("suit", "trèfle"),
    pgettext("suit", "carreau"),
    pgettext("suit", "cœur"),
    pgettext("suit", "pique"),
)
SEAT_WORDS: Final = (
    pgettext("seat", "Sud"),
    pgettext("seat", "Ouest"),
    pgettext("seat", "Nord"),
    pgettext("seat", "Est"),
)
YOU: Final = _("Vous")

# TRANSLATORS: a card as the object of a verb ("You play {card}"), the suit put in.
CARD_WORDS: Final[dict[int, Message]] = {
    2: pgettext("card", "le 2 de {suit}"),
    3: pgettext("card", "le 3 de {suit}"),
    4: pgettext("card", "le 4 de {suit}"),
    5: pgettext("card", "le 5 de {suit}"),
    6: pgettext("card", "le 6 de {suit}"),
    7: pgettext("card", "le 7 de {suit}"),
    8: pgettext("card", "le 8 de {suit}"),
    9: pgettext("card", "le 9 de {suit}"),
    10: pgettext("card", "le 10 de {suit}"),
    11: pgettext("card", "le valet de {suit}"),
    12: pgettext("card", "la dame de {suit}"),
    13: pgettext("card", "le roi de {suit}"),
    14: pgettext("card", "l'as de {suit}"),
}
# TRANSLATORS: one letter in the corner of the jack, the queen and the king (J, Q, K).
COURT_INDICES: Final[dict[int, Message]] = {
    11: pgettext("card corner", "V"),
    12: pgettext("card corner", "D"),
    13: pgettext("card corner", "R"),
}


def suit_name(suit: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The suit's name: "pique", "spades"."""
    return SUIT_WORDS[suit](lang)


# At a friends' table, the friends' names replace their seats' (set by the window when it
# sits down there, emptied when it leaves): « Léa » instead of « Ouest », and a computer
# player's seat says what it is: « Est (ordinateur) ».
FRIENDS_NAMES: Final[dict[int, str]] = {}
COMPUTERS_AT_FRIENDS: Final[set[int]] = set()
COMPUTER_SEAT: Final = _("{seat} (ordinateur)")


def seat_name(seat: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The seat's name: "Ouest", "West" (at a friends' table, a friend's name, or the seat
    of a computer player marked as such)."""
    if seat in COMPUTERS_AT_FRIENDS:
        return COMPUTER_SEAT(lang, seat=SEAT_WORDS[seat](lang))
    return FRIENDS_NAMES.get(seat) or SEAT_WORDS[seat](lang)


def player_name(seat: int, lang: str = DEFAULT_LANGUAGE, me: int = 0) -> str:
    """How the table names a seat: "Vous" for the person's (*me*: South at a table of
    one); "Ouest" and so on."""
    return YOU(lang) if seat == me else seat_name(seat, lang)


def card_name(rank: int, suit: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """A card with its article: "la dame de pique", "the 10 of diamonds", "die Herz-Zehn"."""
    return CARD_WORDS[rank](lang, suit=suit_name(suit, lang))


def court_indices(lang: str = DEFAULT_LANGUAGE) -> str:
    """The corner letters of the jack, queen and king in *lang*: "VDR", "JQK", "BDK"."""
    return "".join(index(lang) for index in COURT_INDICES.values())


def rank_index(rank: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The short index printed on a card: "D" for the French queen, "10" for ten."""
    if rank in COURT_INDICES:
        return COURT_INDICES[rank](lang)
    return "A" if rank == 14 else str(rank)


def card_index(rank: int, suit: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """A card as its corner shows it, in *lang*: "D♠" in French, "Q♠" in English."""
    return rank_index(rank, lang) + SUIT_SYMBOLS[suit]


def points_text(points: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """A number of points in words: "0 point" in French, "0 points" in English."""
    return ngettext("{points} point", "{points} points", points)(
        lang, points=signed_number(points))
