"""The window's catalogue words what the engine and the hint say in codes: one sentence
per code, in French and in English."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.ai import hint
from hearts.engine import (
    QUEEN_OF_SPADES,
    Card,
    IllegalPlay,
    Match,
    Phase,
    Refusal,
    Seat,
    Suit,
    cards,
)
from hearts.i18n import french_typography
from hearts.ui.table.speech.narration import card_name, hint_sentence, illegal_sentence
from tests.helpers.ai import SMALL, random_position
from tests.helpers.engine import deal_with, play_all
from tests.helpers.scenarios import (
    FLUSH,
    MOON_AGAINST,
    MOON_AGAINST_PLAYS,
    QUEEN_DISCARD,
    QUEEN_DISCARD_PLAYS,
    VOID_SHOWN,
    VOID_SHOWN_PLAYS,
)

REFUSALS = [
    (IllegalPlay(Refusal.NOT_PLAYING), "Ce n'est pas le moment de jouer une carte."),
    (IllegalPlay(Refusal.NOT_YOUR_TURN), "Ce n'est pas votre tour."),
    (IllegalPlay(Refusal.NOT_IN_HAND), "Vous n'avez pas cette carte."),
    (IllegalPlay(Refusal.TWO_OF_CLUBS_FIRST), "Le 2 de trèfle doit ouvrir le premier pli."),
    (IllegalPlay(Refusal.MUST_FOLLOW, suit=Suit.CLUBS), "Vous devez fournir à trèfle."),
    (IllegalPlay(Refusal.NO_POINTS_FIRST_TRICK), "Pas de cœur ni de dame de pique au premier pli."),
    (IllegalPlay(Refusal.HEARTS_NOT_BROKEN), "Les cœurs ne sont pas encore ouverts."),
    (IllegalPlay(Refusal.NOT_PASSING), "Ce n'est pas le moment de passer des cartes."),
    (IllegalPlay(Refusal.ALREADY_PASSED), "Vous avez déjà passé vos cartes."),
    (IllegalPlay(Refusal.PASS_THREE), "Choisissez exactement trois cartes à passer."),
    (IllegalPlay(Refusal.PASS_TWICE), "Une même carte ne peut pas être passée deux fois."),
    (IllegalPlay(Refusal.HAND_NOT_OVER), "La manche n'est pas encore terminée."),
]


@pytest.mark.parametrize(("refusal", "sentence"), REFUSALS, ids=[r.code for r, _ in REFUSALS])
def test_each_refusal_code_has_its_sentence(refusal: IllegalPlay, sentence: str) -> None:
    assert illegal_sentence(refusal)("fr") == french_typography(sentence)
    english = illegal_sentence(refusal)("en")
    assert english.endswith(".") and "{" not in english


def test_a_refused_play_is_said_in_the_players_language() -> None:
    match = deal_with(
        "3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D",
        "2C 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
        "TC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
        "JC QC KC AC AH QS 7S 8S 9S TS JS KS AS",
    )
    play_all(match, "2C TC JC 3C AC")
    with pytest.raises(IllegalPlay) as refused:
        match.play(Seat.SOUTH, Card.parse("2D"))
    assert illegal_sentence(refused.value)("fr") == "Vous devez fournir à trèfle."
    assert illegal_sentence(refused.value)("en") == "You must follow in clubs."
    with pytest.raises(IllegalPlay) as refused:
        deal_with("2C 3C").play(Seat.SOUTH, Card.parse("3C"))
    assert illegal_sentence(refused.value)("en") == "The 2 of clubs must open the first trick."


def test_cards_are_named_with_their_article() -> None:
    assert card_name(QUEEN_OF_SPADES, "fr") == "la dame de pique"
    assert card_name(Card.parse("TD"), "fr") == "le 10 de carreau"
    assert card_name(Card.parse("AH"), "fr") == "l'as de cœur"
    assert card_name(Card.parse("JC"), "en") == "the jack of clubs"


def _south_hint(hands: tuple[str, str, str, str], plays: str,
                totals: tuple[int, int, int, int] = (0, 0, 0, 0)) -> str:
    """The French sentence of the hint for South after *plays*."""
    match = Match.from_hands([cards(hand) for hand in hands], hand_number=3, totals=totals)
    play_all(match, plays)
    return hint_sentence(hint(match.view(Seat.SOUTH)))("fr")


def test_the_hint_to_give_the_queen_to_the_leader_names_both() -> None:
    match = Match.from_hands([cards(hand) for hand in QUEEN_DISCARD], hand_number=3,
                             totals=(50, 20, 60, 55))
    play_all(match, QUEEN_DISCARD_PLAYS)
    sentence = hint_sentence(hint(match.view(Seat.SOUTH)))
    assert sentence("fr") == french_typography(
        "Défaussez la dame de pique : Ouest, en tête de la partie, mène ce pli.")
    assert sentence("en") == (
        "Discard the queen of spades: West, who leads the game, is winning this trick.")


def test_the_hint_to_stop_a_moon_names_the_shooter() -> None:
    assert _south_hint(MOON_AGAINST, MOON_AGAINST_PLAYS) == french_typography(
        "Jouez l'as de cœur : prenez un cœur, sinon Est réussira le grand chelem.")


def test_the_hint_to_flush_the_queen_names_the_spade() -> None:
    sentence = _south_hint(FLUSH, "2C 8C KC AC")  # South's spades: 4♠ 8♠ 9♠, all under her
    assert any(sentence.startswith(f"Entamez le {rank} de pique") for rank in (4, 8, 9))
    assert "forcez-la à tomber" in sentence


def test_the_hint_to_shed_a_high_card_says_why() -> None:
    assert _south_hint(VOID_SHOWN, VOID_SHOWN_PLAYS) == french_typography(
        "Jouez l'as de pique : vous ne pouvez pas jouer sous le pli, "
        "autant vous débarrasser d'une grosse carte.")


def test_the_hint_of_a_forced_card_says_so() -> None:
    assert _south_hint(MOON_AGAINST, MOON_AGAINST_PLAYS + " AH 4H 6H") == french_typography(
        "Jouez le 2 de cœur : c'est votre seule carte jouable.")


def test_the_pass_hint_names_the_three_cards() -> None:
    advice = hint(Match(4242).view(Seat.SOUTH))
    sentence = hint_sentence(advice)
    assert sentence("fr").startswith("Passez ") and sentence("en").startswith("Pass ")
    assert all(card_name(card, "fr") in sentence("fr") for card in advice.cards)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_every_hint_has_a_sentence_in_both_languages(seed: int) -> None:
    match = random_position(seed)
    seat = match.turn if match.phase is Phase.PLAYING else Seat.SOUTH
    assert seat is not None
    sentence = hint_sentence(hint(match.view(seat), SMALL))  # the words, not the search
    for lang in ("fr", "en"):
        assert "{" not in sentence(lang) and sentence(lang).endswith(".")
