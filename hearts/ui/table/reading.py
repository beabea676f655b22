"""The reading keys (docs/ARCHITECTURE.md, "Speech"): what a player who cannot see the table
asks of it, as sentences read off the scene (what the table shows, never the match's card
or two ahead): South's hand by suit, the trick and whose turn it is, the scores, the cards
still out in each suit, the voids seen this hand. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts.engine import Card, Seat, Suit, TrickTaken
from hearts.i18n import Message, _, list_text
from hearts.ui.kit.sentences import Points, Text, say
from hearts.ui.table.scene import Scene

SOUTH: Final = Seat.SOUTH
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


def hand_sentence(scene: Scene) -> Text:
    """South's hand, suit by suit (a suit it has none of said so)."""
    return suit_by_suit(scene.hands[SOUTH], YOUR_SUIT, NO_SUIT)


def turn_sentence(turn: Seat | None) -> Text | None:
    """Whose card comes next on the table."""
    if turn is None:
        return None
    return say(YOUR_TURN) if turn is SOUTH else say(SEAT_TURN, seat=turn)


def plays_sentence(trick: Sequence[tuple[Seat, Card]]) -> Text:
    """The cards on the table, each with its seat, in the order played."""
    plays = [say(SEAT_CARD, seat=seat, card=card) for seat, card in trick]
    return lambda lang: ON_THE_TABLE(lang, plays=list_text([play(lang) for play in plays], lang))


def trick_sentence(scene: Scene) -> Text:
    """The cards of the trick on the table, in the order played, and whose turn it is."""
    table = plays_sentence(scene.trick) if scene.trick else say(EMPTY_TABLE)
    turn = turn_sentence(scene.turn)
    return table if turn is None else joined([table, turn])


def seat_scores(scores: Sequence[int], lang: str) -> str:
    """Each seat's points, South first: "Vous : 3 points, Ouest : 10 points…"."""
    return list_text([say(SEAT_POINTS, seat=seat, points=Points(points))(lang)
                      for seat, points in zip(Seat, scores, strict=True)], lang)


def scores_sentence(scene: Scene) -> Text:
    """The totals, then this hand's points so far."""
    return lambda lang: SCORES(lang, totals=seat_scores(scene.totals, lang),
                               taken=seat_scores(scene.taken, lang))


def out_sentence(scene: Scene) -> Text:
    """The cards of each suit the other seats still hold."""
    others = [card for seat in Seat if seat is not SOUTH for card in scene.hands[seat]]
    return suit_by_suit(others, OUT_IN_SUIT, NONE_OUT)


def voids_seen(tricks: Sequence[TrickTaken], trick: Sequence[tuple[Seat, Card]]
               ) -> dict[Seat, set[Suit]]:
    """The suits each other seat has shown it has none of: it did not follow them."""
    voids: dict[Seat, set[Suit]] = {}
    for plays in [*(record.plays for record in tricks), tuple(trick)]:
        if not plays:
            continue
        led = plays[0][1].suit
        for seat, card in plays[1:]:
            if card.suit is not led and seat is not SOUTH:
                voids.setdefault(seat, set()).add(led)
    return voids


def voids_sentence(tricks: Sequence[TrickTaken], trick: Sequence[tuple[Seat, Card]]) -> Text:
    """Who has shown a void in which suit this hand, or that no one has."""
    voids = voids_seen(tricks, trick)
    if not voids:
        return say(NO_VOID)
    return joined([say(VOID, seat=seat, suit=suit)
                   for seat in Seat if seat in voids for suit in Suit if suit in voids[seat]])
