"""The table's words and sounds: what the message line says of each engine event.

A sentence is kept as a function of the language (`Text`), so the message line
follows a change of language at once. Pure: no scene, no pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from hearts.choices import Pace
from hearts.engine import Card, IllegalPlay, PassDirection, PlayerView, Seat
from hearts.i18n import _, ngettext, signed_number
from hearts.play.games import Arrival
from hearts.store import Notice
from hearts.ui.code_words import NOTICES, REFUSALS
from hearts.ui.code_words import hint_sentence as hint_sentence
from hearts.ui.kit.sentences import Player as Player
from hearts.ui.kit.sentences import Points as Points
from hearts.ui.kit.sentences import Text as Text
from hearts.ui.kit.sentences import card_name as card_name
from hearts.ui.kit.sentences import say as say
from hearts.ui.kit.sentences import shown_text
from hearts.words import card_index, player_name, points_text, seat_name

# -- sentences ------------------------------------------------------------------


def illegal_sentence(error: IllegalPlay) -> Text:
    """Why the rules refuse a play or a pass: the catalogue's sentence for its code."""
    return say(REFUSALS[error.code], **error.params)


def claim_sentence(kind: str) -> Text:
    """South claims the rest of the hand: every trick (*kind* "take_all") or none."""
    if kind == "take_all":
        return say(_("Vous réclamez les plis restants : ils sont tous pour vous."))
    return say(_("Vous ne prendrez plus aucun pli : la manche se joue jusqu'au bout."))


def sort_sentence(order: str) -> Text:
    """South's hand is now sorted by suit or by rank (*order*)."""
    if order == "suit":
        return say(_("Main triée par couleur."))
    return say(_("Main triée par valeur."))


SPEED_SENTENCES: Final = {
    "slow": _("Jeu lent : pauses longues."),
    "normal": _("Jeu à vitesse normale."),
    "fast": _("Jeu rapide : pauses courtes."),
    "faster": _("Jeu très rapide : pauses très courtes."),
}


def speed_sentence(pace: Pace) -> Text:
    """The pace the table now plays at."""
    return say(SPEED_SENTENCES[pace])


def practice_sentence(hand: int) -> Text:
    """A hand of the review is played again for practice (*hand*: counted from 1)."""
    return say(_("Entraînement : la manche {hand} à rejouer, sans compter."), hand=hand)


def next_game_sentence() -> Text:
    """The level and the variants changed in Options wait for the next game."""
    return say(_("Le niveau et les variantes s'appliqueront à la prochaine partie."))


def notice_sentence(notice: Notice) -> Text:
    """What the store tells of one of the player's files (and its name, where it says
    where the file was set aside)."""
    return say(NOTICES[notice.kind, notice.file], name=notice.name)


def plate_lines(total: int, taken: int, lang: str) -> tuple[str, ...]:
    """Under a seat's name: its total ("1 point"), then this hand's points ("+13 cette manche")."""
    if not taken:
        return (points_text(total, lang),)
    return (points_text(total, lang),
            _("{points} cette manche")(lang, points=signed_number(taken, always_sign=True)))


class MessageLine:
    """The sentences on the message line: the latest one, or the last two when one follows
    another (a play, then the trick it ends); and the few that left it, the newest last,
    which the table shows above it where the box has room. Kept as functions of the
    language."""

    def __init__(self) -> None:
        self.sentences: list[Text] = []
        self.earlier: list[Text] = []  # the sentences that left the line, the newest last
        self.listener: Callable[[Text], object] | None = None  # speech hears each sentence

    def say(self, text: Text, append: bool = False) -> None:
        """Put *text* on the line (after the sentence there when *append*)."""
        kept = next_messages(self.sentences, text, append)
        gone = [sentence for sentence in self.sentences if sentence not in kept]
        self.earlier = [*self.earlier, *gone][-EARLIER_KEPT:]
        self.sentences = kept
        if self.listener is not None:
            self.listener(text)

    def remove(self, text: Text | None) -> bool:
        """Take *text* off the line (None: nothing to take off); whether it was there."""
        kept = [sentence for sentence in self.sentences if sentence is not text]
        removed = len(kept) != len(self.sentences)
        self.sentences = kept
        self.earlier = [sentence for sentence in self.earlier if sentence is not text]
        return removed

    def text(self, lang: str) -> str:
        """The line in *lang*, as shown: a sentence said in full may be shown short (Brief)."""
        return " ".join(shown_text(sentence, lang) for sentence in self.sentences)


EARLIER_KEPT: Final = 6  # sentences kept once they leave the line: more than a box shows


def next_messages(messages: list[Text], text: Text, append: bool) -> list[Text]:
    """The message line after *text*: it alone, or after the last sentence when *append*."""
    if append and messages:
        return [*messages[-1:], text]
    return [text]


# -- what the engine's events sound like ------------------------------------------


REPLAY = _("La donne n° {number} reprend à sa première manche.")
INVALID_DEAL = _("Numéro de donne invalide : choisissez un nombre entre 1 et 999 999.")


def arrival_sentence(arrival: Arrival, number: int, hand: int, daily: bool) -> Text:
    """What the table says of a game seated: how it came, on deal *number* (*hand*: the
    hand it is at, counted from 1; *daily*: the day's deal)."""
    if arrival is Arrival.NEW:
        return new_game_sentence(number, daily)
    if arrival is Arrival.DAILY:
        return say(_("Donne du jour : n° {number}."), number=number)
    if arrival is Arrival.REPLAY:
        return say(REPLAY, number=number)
    if arrival is Arrival.RESUMED:
        return say(_("Partie reprise : donne n° {number}, manche {hand}."), number=number,
                   hand=hand)
    return practice_sentence(hand)


def new_game_sentence(number: int, daily: bool) -> Text:
    """A new game on deal *number* (today's deal when *daily*)."""
    if daily:
        return say(_("Donne du jour : n° {number}."), number=number)
    return say(_("Nouvelle partie : donne n° {number}."), number=number)


def dealt_sentence(direction: PassDirection, me: Seat) -> Text:
    """The cards are dealt: whom the person at *me* passes to, or that there is no pass."""
    if direction.value:
        return say(_("Choisissez trois cartes à passer à {seat}, puis « Passer »."),
                   seat=Player(direction.receiver(me), me))
    return say(_("Pas de passe pour cette manche : le 2 de trèfle ouvre le jeu."))


def received_sentence(giver: Seat, cards: tuple[Card, ...], me: Seat) -> Text:
    """The cards the person (at *me*) received, and from whom."""
    return say(_("{seat} vous passe {cards}."), seat=Player(giver, me), cards=cards)


def short_card_name(card: Card, lang: str) -> str:
    """A card as its corner shows it: "D♥", "10♠" (`words.card_index`)."""
    return card_index(card.rank, card.suit, lang)


def received_note(giver: Seat, cards: tuple[Card, ...], lang: str, me: Seat) -> str:
    """The cards South received, short, kept on the message line until the first trick ends."""
    names = " ".join(short_card_name(card, lang) for card in cards)
    return _("Reçues : {cards} ({seat}) ·")(lang, cards=names,
                                            seat=player_name(giver, lang, me))


def played_sentence(seat: Seat, card: Card, me: Seat) -> Text:
    """*seat* played *card* (the person, at *me*: « Vous »)."""
    sentence = _("Vous jouez {card}.") if seat is me else _("{seat} joue {card}.")
    return say(sentence, seat=Player(seat, me), card=card)


def played_sound(card: Card) -> str:
    """The sound of a card put on the trick: the queen of spades has her own."""
    return "queen" if card.code == "QS" else "play"


def trick_sentence(winner: Seat, points: int, me: Seat) -> Text:
    """*winner* takes the trick and its points."""
    if winner is me:
        return say(_("Vous ramassez le pli : {points}."), points=Points(points))
    return say(_("{seat} ramasse le pli : {points}."), seat=Player(winner, me),
               points=Points(points))


def moon_sentence(seat: Seat, me: Seat) -> Text:
    """*seat* shot the moon."""
    if seat is me:
        return say(_("Grand chelem ! Vous prenez tous les cœurs et la dame de pique."))
    return say(_("{seat} fait le grand chelem : tous les cœurs et la dame de pique !"),
               seat=Player(seat, me))


def game_over_sentence(winners: tuple[Seat, ...], me: Seat) -> Text:
    """Who won the game: the person at *me*, or the others (one, or tied)."""
    if me in winners:
        return say(_("Partie gagnée !"))
    return say(ngettext("Partie terminée : {seats} l'emporte.",
                        "Partie terminée : {seats} l'emportent.", len(winners)),
               seats=tuple(Player(seat, me) for seat in winners))


def game_over_sound(winners: tuple[Seat, ...], me: Seat) -> str:
    """A fanfare when the person at *me* won, a sigh otherwise."""
    return "win" if me in winners else "lose"


# -- the line above the table -------------------------------------------------------


def title_texts(deal: int | None, view: PlayerView, daily: bool, hearts_broken: bool,
                lang: str, practice: bool = False) -> list[str]:
    """The deal number (unless hidden: None), the practice or daily mark, the hand of the
    person's *view* and its pass, hearts broken."""
    parts = [] if deal is None else [_("Donne n° {number}")(lang, number=deal)]
    if practice:
        parts.append(_("Entraînement")(lang))
    if daily:
        parts.append(_("Donne du jour")(lang))
    parts.append(_("Manche {number}")(lang, number=view.hand_number + 1))
    direction = view.pass_direction
    if direction.value:
        parts.append(_("passe à {seat}")(lang,
                             seat=seat_name(direction.receiver(view.seat), lang)))
    else:
        parts.append(_("sans passe")(lang))
    if hearts_broken:
        parts.append(_("♥ ouverts")(lang))
    return parts


def pass_prompt(direction: PassDirection, lang: str, me: Seat) -> str:
    """The sentence on the table while the person at *me* chooses what to pass."""
    receiver = direction.receiver(me)
    return _("Passez trois cartes à {seat}")(lang, seat=seat_name(receiver, lang))
