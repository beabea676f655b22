"""The one catalogue of everything the player reads, French first, English second.

This module is a leaf: it imports nothing from the game, so the engine, the
computer players and the window can all use it. Cards, suits and seats are
named from plain integers (suit 0..3 = clubs, diamonds, hearts, spades; rank
2..14; seat 0..3 = South, West, North, East).
"""

from __future__ import annotations

from typing import Final

LANGUAGES: Final = ("fr", "en")
DEFAULT_LANGUAGE: Final = "fr"

SUIT_NAMES: Final[dict[str, tuple[str, str, str, str]]] = {
    "fr": ("trèfle", "carreau", "cœur", "pique"),
    "en": ("clubs", "diamonds", "hearts", "spades"),
}
SUIT_SYMBOLS: Final = ("♣", "♦", "♥", "♠")
SEAT_NAMES: Final[dict[str, tuple[str, str, str, str]]] = {
    "fr": ("Sud", "Ouest", "Nord", "Est"),
    "en": ("South", "West", "North", "East"),
}
# Rank words with their French article ("le roi", "la dame", "l'as").
_FRENCH_RANKS: Final[dict[int, tuple[str, str]]] = {
    11: ("le ", "valet"),
    12: ("la ", "dame"),
    13: ("le ", "roi"),
    14: ("l'", "as"),
}
_ENGLISH_RANKS: Final[dict[int, str]] = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
# Short rank indices as printed in the corners of the cards.
RANK_INDICES: Final[dict[str, dict[int, str]]] = {
    "fr": {11: "V", 12: "D", 13: "R", 14: "A"},
    "en": {11: "J", 12: "Q", 13: "K", 14: "A"},
}

MESSAGES: Final[dict[str, dict[str, str]]] = {
    # Why a play or a pass is refused (the engine's IllegalPlay reasons).
    "not_playing": {
        "fr": "Ce n'est pas le moment de jouer une carte.",
        "en": "This is not the time to play a card.",
    },
    "not_your_turn": {"fr": "Ce n'est pas votre tour.", "en": "It is not your turn."},
    "not_in_hand": {"fr": "Vous n'avez pas cette carte.", "en": "You do not hold that card."},
    "two_of_clubs_first": {
        "fr": "Le 2 de trèfle doit ouvrir le premier pli.",
        "en": "The 2 of clubs must open the first trick.",
    },
    "must_follow": {"fr": "Vous devez fournir à {suit}.", "en": "You must follow in {suit}."},
    "no_points_first_trick": {
        "fr": "Pas de cœur ni de dame de pique au premier pli.",
        "en": "No heart and no queen of spades on the first trick.",
    },
    "hearts_not_broken": {
        "fr": "Les cœurs ne sont pas encore ouverts.",
        "en": "Hearts have not been broken yet.",
    },
    "not_passing": {
        "fr": "Ce n'est pas le moment de passer des cartes.",
        "en": "This is not the time to pass cards.",
    },
    "already_passed": {
        "fr": "Vous avez déjà passé vos cartes.",
        "en": "You have already passed your cards.",
    },
    "pass_three": {
        "fr": "Choisissez exactement trois cartes à passer.",
        "en": "Choose exactly three cards to pass.",
    },
    "pass_twice": {
        "fr": "Une même carte ne peut pas être passée deux fois.",
        "en": "The same card cannot be passed twice.",
    },
    "hand_not_over": {
        "fr": "La manche n'est pas encore terminée.",
        "en": "The hand is not over yet.",
    },
}


def message(key: str, lang: str = DEFAULT_LANGUAGE, **params: object) -> str:
    """The sentence *key* in *lang* (French when unknown), with *params* filled in."""
    entry = MESSAGES[key]
    template = entry.get(lang) or entry[DEFAULT_LANGUAGE]
    return template.format(**params)


def suit_name(suit: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The suit's name: "pique", "spades"."""
    return SUIT_NAMES.get(lang, SUIT_NAMES[DEFAULT_LANGUAGE])[suit]


def seat_name(seat: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The seat's name: "Ouest", "West"."""
    return SEAT_NAMES.get(lang, SEAT_NAMES[DEFAULT_LANGUAGE])[seat]


def card_name(rank: int, suit: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """A card with its article: "la dame de pique", "le 10 de carreau", "the ace of hearts"."""
    if lang == "en":
        word = _ENGLISH_RANKS.get(rank, str(rank))
        return f"the {word} of {suit_name(suit, 'en')}"
    article, word = _FRENCH_RANKS.get(rank, ("le ", str(rank)))
    return f"{article}{word} de {suit_name(suit, 'fr')}"


def rank_index(rank: int, lang: str = DEFAULT_LANGUAGE) -> str:
    """The short index printed on a card: "D" for the French queen, "10" for ten."""
    return RANK_INDICES.get(lang, RANK_INDICES[DEFAULT_LANGUAGE]).get(rank, str(rank))
