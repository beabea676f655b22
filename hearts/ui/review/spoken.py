"""The review aloud (docs/ARCHITECTURE.md, "Speech"): what speech says of the hand review for
a player who cannot see it. When it opens, after its title, the keys that move in it; at
each step, its caption with what the board shows in words: at the deal the person's cards,
at the pass the three cards it gave and the three it received, at a trick its four cards in
the order played and who took it, each seat named as the board names its hand (the person
« vous », Expert in its place in the hand Expert played); then the analysis's word on the
person's decision there
(its summary at the deal), never its progress, which would be said at every decision;
with Qui a quoi shown (Q), each other seat's chances of holding the high spades and its
hearts on average (`whohas_run.who_has_words`).
The narrator says these when they change (`Dialog.spoken_view`), only the part that came
in when the step stays (the analysis's word, Qui a quoi's figures); a step asked for again
where the review stayed, and the reason of the greyed Expert button asked for by E, are
said once (`Dialog.answer_aloud`). The buttons |◀ ◀ ▶ ▶|, ◀ Manche and Manche ▶ are
named. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from hearts.engine import Card, Seat
from hearts.engine.hand_story import HandStory
from hearts.i18n import _, list_text
from hearts.ui.kit.sentences import card_name
from hearts.ui.review.analysis_run import AnalysisRun
from hearts.ui.review.analysis_words import analysis_caption
from hearts.ui.review.captions import is_you, seat_called
from hearts.ui.review.state import Picture, Review, StepKind, StripCell
from hearts.ui.review.whohas_run import who_has_words
from hearts.words import points_text

# The keys, said after the review's title (the line of keys under the caption shows them).
MOVING_KEYS: Final = _("Flèches gauche et droite : étape par étape. Début et Fin : la donne "
                       "et le dernier pli.")
HAND_KEYS: Final = _("Page précédente et Page suivante : les manches.")  # where there are others
EXPERT_KEY: Final = _("E : la manche jouée par Expert.")
CLOSING_KEY: Final = _("Échap : fermer la revue.")
# The buttons |◀ ◀ ▶ ▶| by name, as the keys reach them (their glyphs say nothing aloud).
STEP_BUTTONS: Final = (_("Première étape"), _("Étape précédente"), _("Étape suivante"),
                       _("Dernière étape"))
# ◀ Manche and Manche ▶ by name: a voice reads the arrows out as shapes.
HAND_BUTTONS: Final = (_("Manche précédente"), _("Manche suivante"))
DEAL_SAID: Final = _("Manche {hand}, la donne. Vos cartes : {cards}.")
EXPERT_DEAL_SAID: Final = _("Manche {hand}, la donne. Les cartes d'Expert : {cards}.")
PASS_SAID: Final = _("La passe : vous donnez {given} à {receiver} ; {giver} vous passe "
                     "{received}.")
EXPERT_PASS_SAID: Final = _("La passe : {seat} donne {given} à {receiver} ; {giver} lui passe "
                            "{received}.")
TRICK_SAID: Final = _("Pli {number}.")
# The table's sentences: a seat named by its place, the person « vous ».
PLAYED: Final = _("{seat} joue {card}.")
YOU_PLAYED: Final = _("Vous jouez {card}.")
TAKEN: Final = _("{seat} ramasse le pli : {points}.")
YOU_TAKEN: Final = _("Vous ramassez le pli : {points}.")


def keys_sentence(lang: str, expert_key: bool, hand_keys: bool) -> str:
    """The review's keys as speech says them (E where Expert's hand may be seen, the hands'
    keys where there are other hands)."""
    keys = [MOVING_KEYS, *([HAND_KEYS] if hand_keys else []),
            *([EXPERT_KEY] if expert_key else []), CLOSING_KEY]
    return " ".join(key(lang) for key in keys)


def control_words(control: str | None, glyphs: Sequence[str], hand_texts: Sequence[str],
                  lang: str) -> str | None:
    """The control the keys reached as speech names it: a step button (*glyphs*) or a hand
    button (*hand_texts*, as shown) by its name, without arrows."""
    if control is None:
        return None
    if control in glyphs:
        return STEP_BUTTONS[list(glyphs).index(control)](lang)
    if control in hand_texts:
        return HAND_BUTTONS[list(hand_texts).index(control)](lang)
    return control


def review_words(review: Review, lang: str) -> str:
    """What speech says of the review's current step, all of it (`review_parts`)."""
    return " ".join(part for part in review_parts(review, lang) if part)


def review_parts(review: Review, lang: str) -> tuple[str, str, str]:
    """The review's current step as speech says it, in its three parts: the step, the
    analysis's word ("" until it comes), Qui a quoi ("" unless it is shown)."""
    cell = review.cells()[review.step]
    run = review.analyses.get(review.hand)
    analysis = ("" if run is None
                else analysis_words(run, cell, review.story, lang, review.me))
    who_has = review.who_has.get(review.hand) if review.showing_who_has else None
    chances = who_has_words(who_has, review.step, lang) if who_has is not None else ""
    return (step_words(review.picture(), lang, review.by_expert, review.me), analysis,
            chances)


def step_words(picture: Picture, lang: str, by_expert: bool = False,
               me: Seat = Seat.SOUTH) -> str:
    """A step in words: the cards of the person (at *me*) as dealt, its pass, or a trick's
    cards and taker (the person « vous », Expert in the hand Expert played)."""
    def name(seat: Seat) -> str:
        return seat_called(seat, lang, by_expert, me)

    if picture.kind is StepKind.DEAL:
        dealt = cards_words(sorted(picture.hands[me], key=by_suit), lang)
        said = EXPERT_DEAL_SAID if by_expert else DEAL_SAID
        return said(lang, hand=picture.hand_number + 1, cards=dealt)
    if picture.kind is StepKind.PASS:
        direction = picture.pass_direction
        giver = next(seat for seat in Seat if direction.receiver(seat) is me)
        said = EXPERT_PASS_SAID if by_expert else PASS_SAID
        return said(lang, seat=name(me), given=cards_words(picture.given[me], lang),
                    receiver=name(direction.receiver(me)),
                    received=cards_words(picture.given[giver], lang), giver=name(giver))
    assert picture.winner is not None
    plays = [(YOU_PLAYED if is_you(seat, me, by_expert) else PLAYED)(
        lang, seat=name(seat), card=card_name(card, lang)) for seat, card in picture.trick]
    taken = (YOU_TAKEN if is_you(picture.winner, me, by_expert) else TAKEN)(
        lang, seat=name(picture.winner), points=points_text(picture.points, lang))
    return " ".join([TRICK_SAID(lang, number=picture.trick_number), *plays, taken])


def analysis_words(run: AnalysisRun, cell: StripCell, story: HandStory, lang: str,
                   me: Seat = Seat.SOUTH) -> str:
    """The analysis's word at this step as the caption shows it, but nothing while it runs."""
    said = None if run.running else analysis_caption(run, cell, story, lang, me)
    return "" if said is None else " ".join(part for part in said if part)


def by_suit(card: Card) -> tuple[int, int]:
    """The order the person's cards are said in: suit by suit, the highest first."""
    return card.suit.value, -card.rank


def cards_words(cards: Sequence[Card], lang: str) -> str:
    """Cards named in a list: "le 2 de trèfle, la dame de pique et l'as de cœur"."""
    return list_text([card_name(card, lang) for card in cards], lang)
