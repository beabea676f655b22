"""Masks back to cards: any set of cards comes back sorted, whichever sets were asked before."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hearts.engine.cards import DECK
from hearts.engine.masks import FULL_DECK, SUIT_MASKS, cards_of, mask_of, suit_cards


@given(st.integers(min_value=0, max_value=FULL_DECK))
def test_a_mask_comes_back_as_its_cards_sorted(mask: int) -> None:
    expected = tuple(card for card in DECK if mask >> card.index & 1)
    assert cards_of(mask) == expected
    assert mask_of(cards_of(mask)) == mask



@given(st.integers(min_value=0, max_value=FULL_DECK), st.sampled_from(range(4)))
def test_the_cards_of_one_suit_come_back_low_to_high(mask: int, suit: int) -> None:
    held = mask & SUIT_MASKS[suit]
    assert suit_cards(held, suit) == tuple(card for card in DECK if held >> card.index & 1)
