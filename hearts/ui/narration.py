"""The table's words and sounds: what the message line says of each engine event.

A sentence is kept as a function of the language (`Text`), so the message line
follows a change of language at once. Pure: no scene, no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from hearts.ai import Hint
from hearts.engine import Card, IllegalPlay, Match, PassDirection, Seat, Suit
from hearts.i18n import (
    SUIT_SYMBOLS,
    message,
    player_name,
    points_text,
    rank_index,
    seat_name,
    signed_number,
    suit_name,
)
from hearts.i18n import card_name as _card_words

SOUTH: Final = Seat.SOUTH

Text = Callable[[str], str]  # a sentence in a language: kept as a function so it follows it


# -- sentences ------------------------------------------------------------------


@dataclass(frozen=True)
class Points:
    """A number of points, said with the right plural."""

    value: int


def card_name(card: Card, lang: str) -> str:
    """The card with its article, as a sentence names it: "la dame de pique"."""
    return _card_words(card.rank, card.suit, lang)


def _resolve(value: object, lang: str, seat_words: Callable[[int, str], str] = player_name) -> str:
    """A message parameter in *lang*: cards, suits and seats by name (seats by
    *seat_words*), card lists joined."""
    if isinstance(value, Card):
        return card_name(value, lang)
    if isinstance(value, Seat):
        return seat_words(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if isinstance(value, Points):
        return points_text(value.value, lang)
    if isinstance(value, tuple):
        names = [_resolve(item, lang, seat_words) for item in value]
        if len(names) < 2:
            return "".join(names)
        return ", ".join(names[:-1]) + message("table.and", lang) + names[-1]
    return str(value)


def say(key: str, **params: object) -> Text:
    """The catalogue sentence *key*, its parameters put into words in whatever language."""

    def text(lang: str) -> str:
        return message(key, lang, **{name: _resolve(v, lang) for name, v in params.items()})

    return text


def illegal_sentence(error: IllegalPlay) -> Text:
    """Why the rules refuse a play or a pass: the catalogue's sentence for its code."""
    return say(error.code, **error.params)


def hint_sentence(advice: Hint) -> Text:
    """The hint's rule of thumb; seats named as on a compass ("Ouest"), South too."""

    def text(lang: str) -> str:
        params = {name: _resolve(value, lang, seat_name) for name, value in advice.params}
        return message(advice.reason_key, lang, **params)

    return text


def plate_lines(total: int, taken: int, lang: str) -> tuple[str, ...]:
    """Under a seat's name: its total ("1 point"), then this hand's points ("+13 cette manche")."""
    if not taken:
        return (points_text(total, lang),)
    return (points_text(total, lang),
            message("table.plate.taken", lang, points=signed_number(taken, always_sign=True)))


class MessageLine:
    """The sentences on the message line: the latest one, or the last two when one follows
    another (a play, then the trick it ends). Kept as functions of the language."""

    def __init__(self) -> None:
        self.sentences: list[Text] = []

    def say(self, text: Text, append: bool = False) -> None:
        """Put *text* on the line (after the sentence there when *append*)."""
        self.sentences = next_messages(self.sentences, text, append)

    def remove(self, text: Text) -> bool:
        """Take *text* off the line; whether it was there."""
        kept = [sentence for sentence in self.sentences if sentence is not text]
        removed = len(kept) != len(self.sentences)
        self.sentences = kept
        return removed

    def text(self, lang: str) -> str:
        """The line in *lang*."""
        return " ".join(sentence(lang) for sentence in self.sentences)


def next_messages(messages: list[Text], text: Text, append: bool) -> list[Text]:
    """The message line after *text*: it alone, or after the last sentence when *append*."""
    if append and messages:
        return [*messages[-1:], text]
    return [text]


# -- what the engine's events sound like ------------------------------------------


def new_game_sentence(number: int, daily: bool) -> Text:
    """A new game on deal *number* (today's deal when *daily*)."""
    return say("table.daily_game" if daily else "table.new_game", number=number)


def dealt_sentence(direction: PassDirection) -> Text:
    """The cards are dealt: whom South passes to, or that there is no pass."""
    if direction.value:
        return say("table.pass.choose", seat=direction.receiver(SOUTH))
    return say("table.pass.none")


def received_sentence(giver: Seat, cards: tuple[Card, ...]) -> Text:
    """The cards South received, and from whom."""
    return say("table.pass.received", seat=giver, cards=cards)


def short_card_name(card: Card, lang: str) -> str:
    """A card as its corner shows it: "D♥", "10♠"."""
    return rank_index(card.rank, lang) + SUIT_SYMBOLS[card.suit]


def received_note(giver: Seat, cards: tuple[Card, ...], lang: str) -> str:
    """The cards South received, short, kept on the message line until the first trick ends."""
    names = " ".join(short_card_name(card, lang) for card in cards)
    return message("table.pass.received_note", lang, cards=names, seat=player_name(giver, lang))


def played_sentence(seat: Seat, card: Card) -> Text:
    """*seat* played *card*."""
    key = "table.play.south" if seat is SOUTH else "table.play.other"
    return say(key, seat=seat, card=card)


def played_sound(card: Card) -> str:
    """The sound of a card put on the trick: the queen of spades has her own."""
    return "queen" if card.code == "QS" else "play"


def trick_sentence(winner: Seat, points: int) -> Text:
    """*winner* takes the trick and its points."""
    key = "table.trick.south" if winner is SOUTH else "table.trick.other"
    return say(key, seat=winner, points=Points(points))


def moon_sentence(seat: Seat) -> Text:
    """*seat* shot the moon."""
    key = "table.moon.south" if seat is SOUTH else "table.moon.other"
    return say(key, seat=seat)


def game_over_sentence(winners: tuple[Seat, ...]) -> Text:
    """Who won the game: South, or the others (one, or tied)."""
    if SOUTH in winners:
        return say("table.game_over.won")
    key = "table.game_over.lost" if len(winners) == 1 else "table.game_over.lost_tie"
    return say(key, seats=tuple(winners))


def game_over_sound(winners: tuple[Seat, ...]) -> str:
    """A fanfare when South won, a sigh otherwise."""
    return "win" if SOUTH in winners else "lose"


# -- the line above the table -------------------------------------------------------


def title_texts(match: Match, daily: bool, hearts_broken: bool, lang: str,
                practice: bool = False) -> list[str]:
    """The deal number, the practice or daily mark, the hand and its pass, hearts broken."""
    parts = [message("table.title.deal", lang, number=match.deal_number)]
    if practice:
        parts.append(message("table.title.practice", lang))
    if daily:
        parts.append(message("table.title.daily", lang))
    parts.append(message("table.title.hand", lang, number=match.hand_number + 1))
    direction = match.pass_direction
    if direction.value:
        parts.append(message("table.title.pass", lang,
                             seat=seat_name(direction.receiver(SOUTH), lang)))
    else:
        parts.append(message("table.title.no_pass", lang))
    if hearts_broken:
        parts.append(message("table.title.hearts_broken", lang))
    return parts


def pass_prompt(direction: PassDirection, lang: str) -> str:
    """The sentence on the table while South chooses what to pass."""
    receiver = direction.receiver(SOUTH)
    return message("table.pass.prompt", lang, seat=seat_name(receiver, lang))
