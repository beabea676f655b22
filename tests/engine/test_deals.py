"""Numbered deals: a pure function of (number, hand), pinned so that it never changes."""

from __future__ import annotations

import datetime
import random

import pytest

from hearts.engine import (
    DECK,
    Card,
    Match,
    Rank,
    Seat,
    check_deal_number,
    daily_deal_number,
    deal_hands,
)
from tests.helpers.engine import play_randomly

# The exact cards of a few deals. If these change, every shared deal number changes:
# players comparing scores on "Donne n° 123456" would no longer hold the same cards.
PINNED = {
    (1, 0): (
        "3C 9C QC AC JD QD 7H 9H QH 3S 8S 9S JS",
        "2C 4C 5C 6C 8C 3D 5D KD JH KH 4S 6S TS",
        "TC JC 2D 4D 6D 9D 3H 5H TH AH 7S QS KS",
        "7C KC 7D 8D TD AD 2H 4H 6H 8H 2S 5S AS",
    ),
    (123456, 3): (
        "2C 5C 8C JC QC 2D 4D 6D 7D JD 8H QH 5S",
        "4C 9C AC KD 2H 6H 7H TH JH AH 3S 7S QS",
        "TC KC 5D TD QD AD 4H 9H KH 2S 4S JS KS",
        "3C 6C 7C 3D 8D 9D 3H 5H 6S 8S 9S TS AS",
    ),
    (999999, 7): (
        "3C 4C 8C TC 4D 6D AD 3H 8H QH AH 6S KS",
        "5C 6C 8D TD QD 2H 6H 7H TH 5S 7S 9S QS",
        "2C JC KC 2D 7D KD 4H 5H KH 2S 4S 8S TS",
        "7C 9C QC AC 3D 5D 9D JD 9H JH 3S JS AS",
    ),
}


@pytest.mark.parametrize(("number", "hand"), sorted(PINNED))
def test_a_deal_number_keeps_its_cards_forever(number: int, hand: int) -> None:
    dealt = deal_hands(number, hand)
    assert tuple(" ".join(card.code for card in cards) for cards in dealt) == PINNED[number, hand]


def test_every_deal_holds_the_52_cards_thirteen_each() -> None:
    for number in (1, 2, 500_000, 999_999):
        for hand in range(6):
            dealt = deal_hands(number, hand)
            assert [len(cards) for cards in dealt] == [13] * 4
            assert sorted(card for cards in dealt for card in cards) == list(DECK)


def test_later_hands_do_not_depend_on_what_was_played() -> None:
    first, second = Match(314), Match(314)
    play_randomly(first, random.Random(1))
    play_randomly(second, random.Random(2))
    first.start_next_hand()
    second.start_next_hand()
    assert [first.hand(seat) for seat in Seat] == [second.hand(seat) for seat in Seat]
    assert first.hand(Seat.SOUTH) == deal_hands(314, 1)[Seat.SOUTH]


def test_deal_numbers_run_from_one_to_999999() -> None:
    assert check_deal_number(1) == 1
    assert check_deal_number(999_999) == 999_999
    for bad in (0, -4, 1_000_000, "12", 3.0, True, None):
        with pytest.raises(ValueError):
            check_deal_number(bad)
        with pytest.raises(ValueError):
            Match(bad)  # type: ignore[arg-type]


def test_daily_deal_is_the_same_for_a_date_and_changes_with_it() -> None:
    day = datetime.date(2026, 11, 30)
    assert daily_deal_number(day) == 416737
    assert daily_deal_number(datetime.date(2027, 1, 1)) == 264793
    numbers = {daily_deal_number(day + datetime.timedelta(days=n)) for n in range(365)}
    assert len(numbers) > 360
    assert all(1 <= number <= 999_999 for number in numbers)


def test_cards_parse_print_and_order() -> None:
    queen = Card.parse("QS")
    assert str(queen) == "QS" and Card.parse("qs") is queen and Card.parse("10D").code == "TD"
    assert Card.parse("2C") < Card.parse("AC") < Card.parse("2D") < Card.parse("2S")
    for bad in ("", "1S", "QX", "QSS", "Q"):
        with pytest.raises(ValueError, match="invalid card"):
            Card.parse(bad)
    with pytest.raises(AttributeError):
        queen.rank = Rank.THREE
