"""Moyen's rules of thumb, each in a position written card by card, and Facile's randomness."""

from __future__ import annotations

import pytest

from hearts.ai import LEVELS, EasyBot, ExpertBot, HardBot, MediumBot, bot_seed, make_bot
from hearts.engine import Card, Match, Rank, Seat, Suit, cards
from tests.helpers.ai import play_all

# Trick one: North holds 2♣ and leads; East, then South, then West follow.
NORTH_LEADS = (
    "3C 8C TC KC 2D 3D 4D 2S 3S 4S 2H 3H 4H",
    "4C 5C 6C 5D 6D 7D 5S 6S 7S 5H 6H 7H 8H",
    "2C 7C JC QC 8D 9D TD 8S 9S TS 9H TH JH",
    "9C AC JD QD KD AD JS QS KS AS QH KH AH",
)
# South holds no club: West leads 2♣ and East takes the clubs.
SOUTH_VOID_IN_CLUBS = (
    "2D 3D 4D AD 2S 3S QS KS 2H 3H 4H AH KH",
    "2C 5C 6C 5D 6D 7D 4S 5S 6S 5H 6H 7H 8H",
    "3C 4C JC QC 8D 9D TD 7S 8S 9S 9H TH JH",
    "7C 8C 9C TC KC AC JD QD KD TS JS AS QH",
)
# South: Q♠ K♠ and three high hearts; West: no high spade nor heart above 7.
HIGH_HEARTS = (
    "2C 3C 4C 5C 6C 7C 8C 9C QS KS JH QH AH",
    "2D 3D 4D 5D 6D 7D 8D 9D TD JD 5H 6H 7H",
    "QD KD AD 2S 3S 4S 5S 6S 7S 8S TS 8H 9H",
    "TC JC QC KC AC 2H 3H 4H 9S JS AS KH TH",
)


def _match(hands: tuple[str, str, str, str], hand_number: int = 3) -> Match:
    return Match.from_hands([cards(hand) for hand in hands], hand_number=hand_number)


def _medium_card(match: Match) -> Card:
    return MediumBot(1).choose_play(match.view(Seat.SOUTH))


def test_moyen_follows_with_the_highest_card_that_still_loses() -> None:
    match = _match(NORTH_LEADS)
    play_all(match, "2C 9C")
    assert _medium_card(match) == Card.parse("8C")


def test_moyen_follows_low_when_every_card_would_win() -> None:
    north, east = NORTH_LEADS[2], NORTH_LEADS[3]
    match = _match((NORTH_LEADS[0], NORTH_LEADS[1], east, north))  # East now leads 2♣
    play_all(match, "2C")
    assert _medium_card(match) == Card.parse("3C")


def test_moyen_discards_the_queen_of_spades_first_then_its_highest_heart() -> None:
    match = _match(SOUTH_VOID_IN_CLUBS)
    play_all(match, "2C 3C AC")
    assert _medium_card(match) == Card.parse("AD")  # trick one: no points, highest card
    play_all(match, "AD KC")
    assert _medium_card(match) == Card.parse("QS")
    play_all(match, "QS 6C QC TC")
    assert _medium_card(match) == Card.parse("AH")


def test_moyen_leads_low() -> None:
    match = _match(NORTH_LEADS)
    play_all(match, "2C 9C KC 6C")
    card = _medium_card(match)
    assert card.rank is Rank.TWO and card.suit is not Suit.HEARTS


def test_moyen_passes_its_high_spades_then_its_high_hearts() -> None:
    match = _match(NORTH_LEADS, hand_number=0)
    assert set(MediumBot(1).choose_pass(match.view(Seat.EAST))) == set(cards("QS KS AS"))
    match = _match(HIGH_HEARTS, hand_number=0)
    assert set(MediumBot(1).choose_pass(match.view(Seat.SOUTH))) == set(cards("QS KS AH"))
    assert set(MediumBot(1).choose_pass(match.view(Seat.WEST))) == set(cards("JD TD 9D"))


def test_facile_plays_at_random_but_reproducibly() -> None:
    match = _match(NORTH_LEADS)
    play_all(match, "2C 9C KC 6C")
    view = match.view(Seat.SOUTH)
    choices = {EasyBot(seed).choose_play(view) for seed in range(40)}
    assert len(choices) > 3  # not a plan: many different cards
    assert all(card in view.legal_plays for card in choices)
    assert EasyBot(7).choose_play(view) == EasyBot(7).choose_play(view)
    passing = _match(NORTH_LEADS, hand_number=0).view(Seat.SOUTH)
    passes = {frozenset(EasyBot(seed).choose_pass(passing)) for seed in range(20)}
    assert len(passes) > 10


def test_make_bot_knows_the_four_levels_only() -> None:
    """The README promises four levels (--level easy|medium|hard|expert)."""
    seed = bot_seed(12, 0, Seat.WEST)
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert [type(make_bot(level, seed)) for level in LEVELS] == [
        EasyBot, MediumBot, HardBot, ExpertBot]
    with pytest.raises(ValueError, match="expert"):
        make_bot("master", seed)
