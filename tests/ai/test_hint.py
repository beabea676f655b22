"""The hint: Difficile's choice in South's seat, with the code of its reason and its parameters."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.ai import ExpertBot, hint
from hearts.ai.hint import pass_reason, play_reason
from hearts.ai.reasons import HintReason
from hearts.ai.search import Choice, Estimate
from hearts.engine import QUEEN_OF_SPADES, Card, Match, Phase, Seat, Suit, cards
from tests.helpers.ai import play_all, random_position
from tests.helpers.scenarios import (
    FLUSH,
    MOON_AGAINST,
    MOON_AGAINST_PLAYS,
    OPEN_MOON,
    OPEN_MOON_PLAYS,
    QUEEN_DISCARD,
    QUEEN_DISCARD_PLAYS,
    VOID_SHOWN,
    VOID_SHOWN_PLAYS,
)


def _south_view(hands: tuple[str, str, str, str], plays: str,
                totals: tuple[int, int, int, int] = (0, 0, 0, 0)) -> Match:
    match = Match.from_hands([cards(hand) for hand in hands], hand_number=3, totals=totals)
    play_all(match, plays)
    return match


def test_the_hint_names_the_queen_and_the_score_leader() -> None:
    match = _south_view(QUEEN_DISCARD, QUEEN_DISCARD_PLAYS, totals=(50, 20, 60, 55))
    advice = hint(match.view(Seat.SOUTH))
    assert advice.cards == (QUEEN_OF_SPADES,)
    assert advice.reason_key == "hint.play.queen_to_leader"
    assert advice.params == (("card", QUEEN_OF_SPADES), ("seat", Seat.WEST))


def test_the_hint_says_why_it_takes_a_heart() -> None:
    advice = hint(_south_view(MOON_AGAINST, MOON_AGAINST_PLAYS).view(Seat.SOUTH))
    assert advice.cards == (Card.parse("AH"),)
    assert advice.reason_key == "hint.play.stop_moon"
    assert advice.params == (("card", Card.parse("AH")), ("seat", Seat.EAST))


def test_the_hint_explains_a_spade_lead_against_the_queen() -> None:
    advice = hint(_south_view(FLUSH, "2C 8C KC AC").view(Seat.SOUTH))
    assert advice.reason_key == "hint.play.flush_queen"
    assert advice.cards[0].suit is Suit.SPADES
    assert advice.params == (("card", advice.cards[0]),)


def test_the_hint_explains_shedding_an_ace_on_a_trick_it_cannot_duck() -> None:
    advice = hint(_south_view(VOID_SHOWN, VOID_SHOWN_PLAYS).view(Seat.SOUTH))
    assert advice.reason_key == "hint.play.cannot_duck"
    assert advice.params == (("card", Card.parse("AS")),)


def test_the_hint_passes_three_cards_of_the_hand() -> None:
    match = Match(4242)  # the first hand passes to the left
    view = match.view(Seat.SOUTH)
    advice = hint(view)
    assert len(advice.cards) == 3 and set(advice.cards) <= set(view.hand)
    assert advice.cards == ExpertBot().choose_pass(view)
    assert advice.reason_key.startswith("hint.pass.")
    assert advice.params[0] == ("cards", advice.cards)


def test_the_hint_of_a_forced_card_says_so() -> None:
    lone = _south_view(MOON_AGAINST, MOON_AGAINST_PLAYS + " AH 4H 6H")  # South leads its last
    advice = hint(lone.view(Seat.SOUTH))
    assert advice.reason_key == "hint.play.only_card"
    assert advice.params == (("card", Card.parse("2H")),)


def test_there_is_no_hint_when_south_has_nothing_to_decide() -> None:
    match = Match.from_hands([cards(hand) for hand in QUEEN_DISCARD], hand_number=3)
    with pytest.raises(ValueError, match="nothing to decide"):
        hint(match.view(Seat.SOUTH))  # North leads the 2♣


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_every_hint_is_a_legal_choice_with_a_reason_code(seed: int) -> None:
    match = random_position(seed)
    seat = match.turn if match.phase is Phase.PLAYING else Seat.SOUTH
    assert seat is not None
    view = match.view(seat)
    advice = hint(view)
    if view.phase is Phase.PASSING:
        assert len(set(advice.cards)) == 3 and set(advice.cards) <= set(view.hand)
        assert advice.reason_key.startswith("hint.pass.")
    else:
        assert len(advice.cards) == 1 and advice.cards[0] in view.legal_plays
        assert advice.reason_key.startswith("hint.play.")
    names = [name for name, _ in advice.params]
    assert len(set(names)) == len(names)
    assert all(isinstance(value, Card | Seat | Suit | tuple) for _, value in advice.params)


def _moon_reason(plays: str) -> str:
    """The reason the hint gives for going for the moon in the OPEN_MOON deal after *plays*."""
    match = _south_view(OPEN_MOON, plays)
    view = match.view(Seat.SOUTH)
    card = view.legal_plays[-1]
    return play_reason(view, Choice(card, True, -1))[0]


def test_the_moon_reason_says_every_point_only_once_there_are_points() -> None:
    assert _moon_reason(OPEN_MOON_PLAYS) == "hint.play.shoot_moon"  # South has 14 points
    assert _moon_reason("2C JC AC KC 3S 9S 7S 5S") == "hint.play.open_moon"  # no point yet


def test_a_pass_with_a_small_card_is_not_called_the_most_dangerous_cards() -> None:
    view = Match(909).view(Seat.SOUTH)  # 2♣ 4♣ A♣ 2♦ 3♦ 10♦ V♦ 2♠ 3♠ 8♠ 9♠ 4♥ 8♥
    small = (Card.parse("2C"), Card.parse("AC"), Card.parse("JD"))
    key, params = pass_reason(view, Estimate(small, 5.0))
    assert key is HintReason.PASS_SMALL and params == (("cards", small),)
    high = (Card.parse("AC"), Card.parse("TD"), Card.parse("JD"))
    assert pass_reason(view, Estimate(high, 5.0))[0] is HintReason.PASS_HIGH
