"""The analysis's playout rules: a careful player's lead and follow."""

from __future__ import annotations

from hearts.ai.sharp import sharp_card
from hearts.engine import cards
from hearts.engine.masks import CLUBS, FULL_DECK, card_of, mask_of


def _mask(text: str) -> int:
    return mask_of(cards(text))


def _lead(hand: str, played: str = "") -> str:
    """The card led from *hand* when *played* are gone and every other card is out."""
    mine = _mask(hand)
    out = FULL_DECK & ~mine & ~_mask(played)
    return card_of(sharp_card(mine, mine, 0, 0, 0, out)).code


def _follow(hand: str, trick: str) -> str:
    """The club followed from *hand* to a clean club trick *trick*, every other card out."""
    mine, table = _mask(hand), _mask(trick)
    out = FULL_DECK & ~mine & ~table
    return card_of(sharp_card(mine & CLUBS, mine, table, CLUBS, len(trick.split()), out)).code


def test_the_lead_is_the_card_with_fewest_cards_out_below_it() -> None:
    assert _lead("7C 4D") == "4D"  # five clubs out below 7♣, two diamonds below 4♦
    assert _lead("7C 4D", played="2C 3C 4C 5C 6C") == "7C"  # none out below 7♣ now


def test_a_seat_holding_the_queen_of_spades_leads_no_spade() -> None:
    assert _lead("2S QS 9D") == "9D"


def test_a_clean_trick_the_seat_cannot_duck_is_taken_with_its_highest_card() -> None:
    assert _follow("9C KC 4D", "5C") == "KC"
    assert _follow("3C 9C KC 4D", "5C") == "3C"  # it can duck: it does
