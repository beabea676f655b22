"""The reading keys (docs/ARCHITECTURE.md, "Speech"): what a player who cannot see the table
asks of it, as sentences read off the scene (what the table shows, never the match's card
or two ahead): South's hand by suit, the trick and whose turn it is, the scores, the cards
still out in each suit, the voids seen this hand. Each is said in full and shown short on
the message line (a `Brief`: per suit its symbol and the ranks as the cards' corners print
them), since two lines hold no list of thirty-nine cards named in words at a readable size.
Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts.engine import DECK, Card, Seat, Suit, TrickTaken
from hearts.i18n import Message, _, list_text, pgettext, signed_number
from hearts.ui.kit.sentences import Brief, Player, Points, Text, resolve, say
from hearts.ui.table.scene import LastTrick, Scene
from hearts.ui.table.shown import in_turn
from hearts.words import SUIT_SYMBOLS, card_index, player_name, rank_index

YOUR_SUIT: Final = _("Vos cartes de {suit} : {cards}.")
NO_SUIT: Final = _("Aucune carte de {suit}.")
SEAT_CARD: Final = _("{seat} : {card}")
ON_THE_TABLE: Final = _("Sur la table : {plays}.")
EMPTY_TABLE: Final = _("Aucune carte sur la table.")
YOUR_TURN: Final = _("À vous de jouer.")
SEAT_TURN: Final = _("À {seat} de jouer.")
SCORES: Final = _("Totaux : {totals}. Cette manche : {taken}.")
SEAT_POINTS: Final = _("{seat} : {points}")
OUT_IN_SUIT: Final = _("Cartes de {suit} encore dehors : {cards}.")
NONE_OUT: Final = _("Plus aucune carte de {suit} dehors.")
VOID: Final = _("{seat} n'a plus de {suit}.")
NO_VOID: Final = _("Aucune couleur manquante vue.")
# D: the last trick's caption (as the message line shows it), then its cards in turn.
LAST_TRICK: Final = _("Dernier pli : {seat}, {points}. Dans l'ordre joué : {plays}.")
# The short forms the message line shows: "Encore dehors : ♣ R D 9 · ♦ A 7 · ♥ — · ♠ 2".
HAND_SHORT: Final = _("Votre main : {suits}")
OUT_SHORT: Final = _("Encore dehors : {suits}")
VOIDS_SHORT: Final = _("Couleurs manquantes : {voids}")
SEAT_VOIDS: Final = _("{seat} : {suits}")
# TRANSLATORS: after a suit's symbol on the message line, when no card of it is left there.
NONE_SHORT: Final = pgettext("no card of a suit", "aucune")


def joined(texts: Sequence[Text]) -> Text:
    """Sentences said one after the other."""
    return lambda lang: " ".join(text(lang) for text in texts)


def highest_first(cards: Sequence[Card]) -> tuple[Card, ...]:
    """*cards* from the highest: said "l'as de pique, la dame de pique et le 7 de pique"."""
    return tuple(sorted(cards, key=lambda card: -card.rank))


def by_suit(cards: Sequence[Card], suit: Suit) -> list[Card]:
    """The cards of *suit* among *cards*."""
    return [card for card in cards if card.suit is suit]


def suit_by_suit(cards: Sequence[Card], some: Message, none: Message) -> Text:
    """*cards* read suit by suit, highest first: *some* for a suit, *none* for an empty one."""

    def suit_text(suit: Suit) -> Text:
        in_suit = by_suit(cards, suit)
        if not in_suit:
            return say(none, suit=suit)
        return say(some, suit=suit, cards=highest_first(in_suit))

    return joined([suit_text(suit) for suit in Suit])


def suit_ranks(cards: Sequence[Card], suit: Suit, lang: str) -> str:
    """A suit's symbol and the ranks of *cards* in it, highest first: "♣ R D 10 2"."""
    ranks = [rank_index(card.rank, lang) for card in highest_first(by_suit(cards, suit))]
    return f"{SUIT_SYMBOLS[suit]} {' '.join(ranks) if ranks else NONE_SHORT(lang)}"


def suits_short(cards: Sequence[Card], shown: Message) -> Text:
    """*cards* shown suit by suit in *shown*: "Encore dehors : ♣ R D · ♦ aucune · …"."""
    return lambda lang: shown(lang, suits=" · ".join(suit_ranks(cards, suit, lang)
                                                     for suit in Suit))


def hand_sentence(scene: Scene) -> Brief:
    """South's hand, suit by suit (a suit it has none of said so)."""
    cards = tuple(scene.hand)
    return Brief(suit_by_suit(cards, YOUR_SUIT, NO_SUIT), suits_short(cards, HAND_SHORT))


def turn_sentence(turn: Seat | None, me: Seat) -> Text | None:
    """Whose card comes next on the table (the person's, at *me*: « À vous »)."""
    if turn is None:
        return None
    return say(YOUR_TURN) if turn is me else say(SEAT_TURN, seat=Player(turn, me))


def plays_sentence(trick: Sequence[tuple[Seat, Card]], me: Seat) -> Text:
    """The cards on the table, each with its seat, in the order played."""
    plays = [say(SEAT_CARD, seat=Player(seat, me), card=card) for seat, card in trick]
    return lambda lang: ON_THE_TABLE(lang, plays=list_text([play(lang) for play in plays], lang))


def last_trick_sentence(last: LastTrick, me: Seat) -> Text:
    """D: who took the last trick and its points, then its four cards in the order played,
    each with its seat (the table shows them)."""
    plays = [say(SEAT_CARD, seat=Player(seat, me), card=card) for seat, card in last.plays]
    winner, points = Player(last.winner, me), Points(last.points)
    return lambda lang: LAST_TRICK(lang, seat=resolve(winner, lang), points=resolve(points, lang),
                                   plays=list_text([play(lang) for play in plays], lang))


def plays_short(trick: Sequence[tuple[Seat, Card]], me: Seat) -> Text:
    """The cards on the table as their corners show them: "Sur la table : Ouest : 2♣…"."""
    return lambda lang: ON_THE_TABLE(lang, plays=list_text(
        [SEAT_CARD(lang, seat=player_name(seat, lang, me),
                   card=card_index(card.rank, card.suit, lang))
         for seat, card in trick], lang))


def trick_sentence(scene: Scene) -> Brief:
    """The cards of the trick on the table, in the order played, and whose turn it is."""
    trick = tuple(scene.trick)
    said = plays_sentence(trick, scene.me) if trick else say(EMPTY_TABLE)
    shown = plays_short(trick, scene.me) if trick else said
    turn = turn_sentence(scene.turn, scene.me)
    if turn is None:
        return Brief(said, shown)
    return Brief(joined([said, turn]), joined([shown, turn]))


def seat_scores(scores: Sequence[int], lang: str, me: Seat) -> str:
    """Each seat's points, the person's first: "Vous : 3 points, Ouest : 10 points…"."""
    return list_text([say(SEAT_POINTS, seat=Player(seat, me), points=Points(scores[seat]))(lang)
                      for seat in in_turn(me)], lang)


def seat_numbers(scores: Sequence[int], lang: str, me: Seat) -> str:
    """Each seat's points as numbers, the person's first: "Vous : 3, Ouest : 10…"."""
    return list_text([SEAT_POINTS(lang, seat=player_name(seat, lang, me),
                                  points=signed_number(scores[seat]))
                      for seat in in_turn(me)], lang)


def scores_sentence(scene: Scene) -> Brief:
    """The totals, then this hand's points so far (shown as numbers)."""
    totals, taken, me = tuple(scene.totals), tuple(scene.taken), scene.me
    return Brief(lambda lang: SCORES(lang, totals=seat_scores(totals, lang, me),
                                     taken=seat_scores(taken, lang, me)),
                 lambda lang: SCORES(lang, totals=seat_numbers(totals, lang, me),
                                     taken=seat_numbers(taken, lang, me)))


def out_sentence(scene: Scene, gone: frozenset[Card]) -> Brief:
    """The cards of each suit the other seats still hold: neither the person's nor *gone*
    (played to a finished trick or lying on the table)."""
    others = tuple(card for card in DECK if card not in gone and card not in scene.hand)
    return Brief(suit_by_suit(others, OUT_IN_SUIT, NONE_OUT), suits_short(others, OUT_SHORT))


def voids_seen(tricks: Sequence[TrickTaken], trick: Sequence[tuple[Seat, Card]],
               me: Seat) -> dict[Seat, set[Suit]]:
    """The suits each seat but the person's (*me*) has shown it has none of: it did not
    follow them."""
    voids: dict[Seat, set[Suit]] = {}
    for plays in [*(record.plays for record in tricks), tuple(trick)]:
        if not plays:
            continue
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit is not led and seat is not me:
                voids.setdefault(seat, set()).add(led)
    return voids


def voids_sentence(tricks: Sequence[TrickTaken], trick: Sequence[tuple[Seat, Card]],
                   me: Seat) -> Text:
    """Who has shown a void in which suit this hand, or that no one has."""
    voids = voids_seen(tricks, trick, me)
    if not voids:
        return say(NO_VOID)
    said = joined([say(VOID, seat=Player(seat, me), suit=suit)
                   for seat in Seat if seat in voids for suit in Suit if suit in voids[seat]])
    return Brief(said, lambda lang: VOIDS_SHORT(lang, voids=" · ".join(
        SEAT_VOIDS(lang, seat=player_name(seat, lang, me),
                   suits=" ".join(SUIT_SYMBOLS[suit] for suit in Suit if suit in voids[seat]))
        for seat in Seat if seat in voids)))
