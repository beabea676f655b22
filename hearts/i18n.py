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
    # The hint (hearts.ai.hint): what Difficile would do, and why.
    "hint.pass.moon": {
        "fr": "Passez {cards} : votre main peut tenter le grand chelem, gardez vos cœurs "
              "et vos grosses cartes.",
        "en": "Pass {cards}: your hand can shoot the moon, so keep your hearts and high cards.",
    },
    "hint.pass.queen": {
        "fr": "Passez {cards} : trop peu de piques protègent votre dame de pique.",
        "en": "Pass {cards}: too few spades protect your queen of spades.",
    },
    "hint.pass.void": {
        "fr": "Passez {cards} : sans {suit}, vous pourrez vous défausser de vos cartes "
              "dangereuses.",
        "en": "Pass {cards}: with no {suit} left, you can throw away your dangerous cards.",
    },
    "hint.pass.spades": {
        "fr": "Passez {cards} : vos gros piques risquent de ramasser la dame.",
        "en": "Pass {cards}: your high spades could be forced to take the queen.",
    },
    "hint.pass.high": {
        "fr": "Passez {cards} : ce sont vos cartes les plus dangereuses ; gardez les petites.",
        "en": "Pass {cards}: they are your most dangerous cards; keep the low ones.",
    },
    "hint.play.only_card": {
        "fr": "Jouez {card} : c'est votre seule carte jouable.",
        "en": "Play {card}: it is the only card you may play.",
    },
    "hint.play.shoot_moon": {
        "fr": "Jouez {card} : vous avez tous les points jusqu'ici, tentez le grand chelem.",
        "en": "Play {card}: you have every point so far, so go for the moon.",
    },
    "hint.play.stop_moon": {
        "fr": "Jouez {card} : prenez un cœur pour empêcher le grand chelem de {seat}.",
        "en": "Play {card}: take a heart to stop {seat} from shooting the moon.",
    },
    "hint.play.flush_queen": {
        "fr": "Entamez {card} : vos piques sont tous sous la dame, forcez-la à tomber.",
        "en": "Lead {card}: all your spades are below the queen, so drive her out.",
    },
    "hint.play.lead_low": {
        "fr": "Entamez {card} : une petite carte laisse le pli aux autres.",
        "en": "Lead {card}: a low card leaves the trick to the others.",
    },
    "hint.play.lead": {
        "fr": "Entamez {card} : c'est l'entame la moins risquée d'après les simulations.",
        "en": "Lead {card}: the simulations find it the safest lead.",
    },
    "hint.play.duck": {
        "fr": "Jouez {card} : c'est votre plus forte carte sous celle de {seat}.",
        "en": "Play {card}: it is your highest card below the one {seat} played.",
    },
    "hint.play.win_clean": {
        "fr": "Jouez {card} : ce pli ne contient aucun point, prenez-le avec une grosse carte.",
        "en": "Play {card}: this trick holds no points, so take it with a high card.",
    },
    "hint.play.first_trick": {
        "fr": "Jouez {card} : le premier pli ne coûte presque jamais de points.",
        "en": "Play {card}: the first trick almost never costs points.",
    },
    "hint.play.play": {
        "fr": "Jouez {card} : c'est la carte qui coûte le moins d'après les simulations.",
        "en": "Play {card}: the simulations find it the cheapest card.",
    },
    "hint.play.queen_to_leader": {
        "fr": "Défaussez {card} : {seat}, en tête de la partie, remporte ce pli.",
        "en": "Discard {card}: {seat}, who leads the game, takes this trick.",
    },
    "hint.play.end_game": {
        "fr": "Défaussez {card} : {seat} atteint la fin de la partie, et vous la gagnez.",
        "en": "Discard {card}: it ends the game for {seat}, and you win it.",
    },
    "hint.play.discard_queen": {
        "fr": "Défaussez {card} : vous ne pouvez pas fournir et {seat} mène ce pli.",
        "en": "Discard {card}: you cannot follow suit and {seat} is winning this trick.",
    },
    "hint.play.keep_game_going": {
        "fr": "Jouez {card} : la dame de pique donnée à {seat} finirait la partie, "
              "que vous ne menez pas.",
        "en": "Play {card}: the queen of spades would end the game for {seat}, "
              "and you are not leading it.",
    },
    "hint.play.discard_heart": {
        "fr": "Défaussez {card} : vous ne pouvez pas fournir, débarrassez-vous d'un cœur.",
        "en": "Discard {card}: you cannot follow suit, so get rid of a heart.",
    },
    "hint.play.discard_high": {
        "fr": "Défaussez {card} : vous ne pouvez pas fournir, débarrassez-vous d'une "
              "carte dangereuse.",
        "en": "Discard {card}: you cannot follow suit, so get rid of a dangerous card.",
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
