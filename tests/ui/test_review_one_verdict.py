"""One verdict per step of the review (issue 44, item 3): a choice the analysis holds as good
as the best is the best, and the advice under it never names another card as better (it
said « Votre choix, la dame de cœur, est le meilleur. » then « Jouez le 2 de cœur : c'est la
carte qui coûte le moins d'après les simulations. »)."""

from __future__ import annotations

import dataclasses

import pytest

from hearts.ai.analysis import (
    BEST,
    INACCURACY_FROM,
    Decision,
    HandAnalysis,
    analyse_decision,
    decision_points,
)
from hearts.ai.expert import expert_play_measure
from hearts.engine import Card, Match, cards
from hearts.i18n import LANGUAGES
from hearts.ui.review.analysis_words import decision_reason, decision_sentence
from hearts.words import card_name
from tests.helpers.ai import SMALL, play_all

# Deal 11's fourth hand (no pass) as four Moyen played it, stopped at South's sixth card:
# South played 8♠ where the measure ranks 10♠ first by 0.167 points, under the rule.
HANDS = ("5C 6C 7C KC AC 2D TD 6H 8H 6S 8S TS KS",
         "4C TC 3D 5D 6D 7D 9D JD QD 5H 5S QS AS",
         "3C 8C QC 4D AD 2H 4H 7H 9H QH 2S 7S 9S",
         "2C 9C JC 8D KD 3H TH JH KH AH 3S 4S JS")
PLAYS = "2C 5C 4C 3C 2D 3D 4D KD 3S 6S 5S 2S 6C TC 8C 9C 5D AD 8D TD 7S 4S"
PLAYED = Card.parse("8S")


def south_s_eight_of_spades() -> Decision:
    """South's 8♠ in the position above, measured as the review measures it."""
    match = Match.from_hands([cards(hand) for hand in HANDS], hand_number=3, deal_number=11)
    play_all(match, f"{PLAYS} {PLAYED.code}")
    point = decision_points(match, 3)[-1]
    assert point.chosen == (PLAYED,)
    ranked = expert_play_measure(point.view, SMALL).estimates
    best, mine = ranked[0], next(e for e in ranked if e.cards == (PLAYED,))
    assert best.cards != (PLAYED,)  # the search ranks another card first…
    assert 0 < mine.points - best.points < INACCURACY_FROM  # …by less than the rule
    return analyse_decision(point, SMALL)


def named_cards(text: str, lang: str) -> set[Card]:
    """The cards of the deck *text* names in *lang*."""
    deck = [Card.parse(f"{rank}{suit}") for suit in "CDSH" for rank in "23456789TJQKA"]
    return {card for card in deck if card_name(card.rank, card.suit, lang) in text}


def test_a_choice_as_good_as_the_best_is_the_best_with_its_own_reason() -> None:
    decision = south_s_eight_of_spades()
    assert decision.label == BEST
    assert decision.best == decision.chosen == (PLAYED,)
    assert decision.loss == 0.0 and decision.chosen_points == decision.best_points
    assert dict(decision.params)["card"] == PLAYED


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_verdict_and_the_advice_name_the_same_card(lang: str) -> None:
    decision = south_s_eight_of_spades()
    verdict, advice = decision_sentence(decision, lang), decision_reason(decision, lang)
    assert verdict == decision_sentence(dataclasses.replace(decision, label=BEST), lang)
    assert named_cards(advice, lang) <= {PLAYED}, advice


def test_an_analysis_kept_before_the_rule_gives_no_advice_against_the_verdict() -> None:
    decision = south_s_eight_of_spades()
    ten = Card.parse("TS")
    kept = dataclasses.replace(decision, best=(ten,), params=(("card", ten),), loss=0.167)
    read = HandAnalysis.from_json(HandAnalysis(3, (kept,), SMALL).to_json()).decisions[0]
    assert decision_sentence(read, "fr") == "Votre choix, le 8 de pique, est le meilleur."
    assert "10 de pique" not in decision_reason(read, "fr")
