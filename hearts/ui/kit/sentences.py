"""Sentences kept as functions of the language (`Text`), their parameters put into words
(cards, suits, seats, points) in whatever language they are shown in: a sentence on the
message line or in a caption follows a change of language at once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from hearts.engine import Card, Seat, Suit
from hearts.i18n import Message, list_text
from hearts.words import card_name as _card_words
from hearts.words import player_name, points_text, suit_name

Text = Callable[[str], str]  # a sentence in a language: kept as a function so it follows it


@dataclass(frozen=True)
class Points:
    """A number of points, said with the right plural."""

    value: int


@dataclass(frozen=True)
class Brief:
    """A sentence said in full (a listener hears every card named) but shown short on the
    message line, whose two lines hold no long list at a readable size: a `Text` that is
    its spoken form, with its shown form beside."""

    said: Text
    shown: Text

    def __call__(self, lang: str) -> str:
        """The sentence as it is said, in *lang*."""
        return self.said(lang)


def shown_text(text: Text, lang: str) -> str:
    """*text* as the message line shows it in *lang*: its short form when it has one."""
    return text.shown(lang) if isinstance(text, Brief) else text(lang)


def card_name(card: Card, lang: str) -> str:
    """The card with its article, as a sentence names it: "la dame de pique"."""
    return _card_words(card.rank, card.suit, lang)


@dataclass(frozen=True)
class Player:
    """A seat as the person at *me* names it: « Vous » for its own, the seat's name else
    (a bare Seat is named as from South, the person's seat at a table of one)."""

    seat: Seat
    me: Seat


def resolve(value: object, lang: str, seat_words: Callable[[int, str], str] = player_name) -> str:
    """A message parameter in *lang*: cards, suits and seats by name (seats by
    *seat_words*), card lists joined."""
    if isinstance(value, Player):
        return player_name(value.seat, lang, value.me)
    if isinstance(value, Card):
        return card_name(value, lang)
    if isinstance(value, Seat):
        return seat_words(value, lang)
    if isinstance(value, Suit):
        return suit_name(value, lang)
    if isinstance(value, Points):
        return points_text(value.value, lang)
    if isinstance(value, tuple):
        return list_text([resolve(item, lang, seat_words) for item in value], lang)
    return str(value)


def say(sentence: Message, **params: object) -> Text:
    """The catalogue *sentence*, its parameters put into words in whatever language."""

    def text(lang: str) -> str:
        return sentence(lang, **{name: resolve(v, lang) for name, v in params.items()})

    return text
