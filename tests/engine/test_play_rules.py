"""The rules of the play on card masks, one scenario per step of the cascade."""

from __future__ import annotations

from hearts.engine import Card, cards
from hearts.engine.masks import SUIT_MASKS, cards_of, mask_of
from hearts.engine.play_rules import (
    HEARTS_NOT_BROKEN,
    MUST_FOLLOW,
    NO_POINTS_FIRST_TRICK,
    NOT_IN_HAND,
    TWO_OF_CLUBS_FIRST,
    breaking_cards,
    first_leader,
    legal_mask,
    points,
    refusal,
    ruling,
    taking_card,
)

CLUBS, DIAMONDS, HEARTS, SPADES = SUIT_MASKS
NOTHING_LED = 0


def hand(text: str) -> int:
    return mask_of(cards(text))


def bit(code: str) -> int:
    return Card.parse(code).bit


def test_a_seat_holding_the_suit_led_follows_it() -> None:
    held = hand("2C 9C 3D QS 5H")
    assert ruling(held, CLUBS, False, False, False) == (hand("2C 9C"), MUST_FOLLOW)
    assert refusal(bit("3D"), held, CLUBS, False, False, False) == MUST_FOLLOW
    assert refusal(bit("9C"), held, CLUBS, False, False, False) is None


def test_the_two_of_clubs_opens_the_hand() -> None:
    held = hand("2C 9C 3D")
    assert ruling(held, NOTHING_LED, True, False, False) == (bit("2C"), TWO_OF_CLUBS_FIRST)
    assert refusal(bit("9C"), held, NOTHING_LED, True, False, False) == TWO_OF_CLUBS_FIRST


def test_no_points_on_the_first_trick_from_a_seat_void_in_clubs() -> None:
    held = hand("3D QS 5H")
    assert ruling(held, CLUBS, True, False, False) == (bit("3D"), NO_POINTS_FIRST_TRICK)
    assert refusal(bit("QS"), held, CLUBS, True, False, False) == NO_POINTS_FIRST_TRICK


def test_a_hand_of_only_hearts_and_the_queen_may_play_any_on_the_first_trick() -> None:
    held = hand("QS 5H 9H")
    assert ruling(held, CLUBS, True, False, False)[0] == held


def test_points_on_the_first_trick_with_the_variant() -> None:
    held = hand("3D QS 5H")
    assert legal_mask(held, CLUBS, True, False, True) == held


def test_no_heart_led_before_hearts_are_broken() -> None:
    held = hand("3D QS 5H")
    assert ruling(held, NOTHING_LED, False, False, False) == (hand("3D QS"), HEARTS_NOT_BROKEN)
    assert refusal(bit("5H"), held, NOTHING_LED, False, False, False) == HEARTS_NOT_BROKEN
    assert legal_mask(held, NOTHING_LED, False, True, False) == held


def test_a_leader_holding_only_hearts_may_lead_them() -> None:
    held = hand("5H 9H")
    assert legal_mask(held, NOTHING_LED, False, False, False) == held


def test_anything_goes_otherwise() -> None:
    held = hand("3D QS 5H")
    assert ruling(held, CLUBS, False, True, False) == (held, None)
    assert refusal(bit("2C"), held, CLUBS, False, True, False) == NOT_IN_HAND


def test_the_highest_card_of_the_suit_led_takes_the_trick() -> None:
    trick = hand("5D AS 7D 2D")
    assert cards_of(taking_card(trick, DIAMONDS)) == cards("7D")
    assert cards_of(taking_card(hand("5D"), DIAMONDS)) == cards("5D")


def test_what_a_trick_costs() -> None:
    assert points(hand("2H 3H QS 4C"), jack_of_diamonds=False) == 15
    assert points(hand("JD 2H"), jack_of_diamonds=True) == -9
    assert points(hand("JD 2H"), jack_of_diamonds=False) == 1


def test_what_breaks_hearts() -> None:
    assert not breaking_cards(qs_breaks_hearts=False) & bit("QS")
    assert breaking_cards(qs_breaks_hearts=True) & bit("QS")
    assert breaking_cards(qs_breaks_hearts=False) == HEARTS


def test_the_holder_of_the_two_of_clubs_leads_first() -> None:
    assert first_leader([hand("3C"), hand("4C"), hand("2C"), hand("5C")]) == 2
