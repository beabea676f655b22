"""Difficile's traits, each in a position written card by card.

Every position is reached with `Match.from_hands` and legal plays, and Difficile
chooses from South's view alone. Each is checked with two seeds, so that a trait
does not hang on one lucky draw of the hidden hands; Moyen's choice is checked
too where it differs, to show the position really tests the trait.
"""

from __future__ import annotations

import pytest

from hearts.ai import HardBot, bot_seed
from hearts.ai.knowledge import Knowledge
from hearts.ai.levels import medium_play
from hearts.ai.passing import hard_pass
from hearts.ai.scoring import opponent_weights
from hearts.ai.search import moon_threat
from hearts.engine import DECK, QUEEN_OF_SPADES, Card, Match, PlayerView, Seat, Suit, cards
from tests.helpers.ai import play_all
from tests.helpers.scenarios import (
    FLUSH,
    MOON_AGAINST,
    MOON_AGAINST_PLAYS,
    QUEEN_DISCARD,
    QUEEN_DISCARD_PLAYS,
    VOID_SHOWN,
    VOID_SHOWN_PLAYS,
)

SEEDS = (bot_seed(1, 3, Seat.SOUTH), bot_seed(2, 3, Seat.SOUTH))


def _position(hands: tuple[str, str, str, str], plays: str,
              totals: tuple[int, int, int, int] = (0, 0, 0, 0)) -> PlayerView:
    """South's view after *plays*, from the four hands (South, West, North, East)."""
    match = Match.from_hands([cards(hand) for hand in hands], hand_number=3, totals=totals)
    play_all(match, plays)
    assert match.turn == Seat.SOUTH
    return match.view(Seat.SOUTH)


def _hard_cards(view: PlayerView) -> set[Card]:
    return {HardBot(seed).choose_play(view) for seed in SEEDS}


def test_it_remembers_a_void_and_sheds_its_ace_on_a_trick_it_must_win() -> None:
    """West, last to play, has no spade: 10♠ wins anyway, so Difficile throws A♠ instead."""
    view = _position(VOID_SHOWN, VOID_SHOWN_PLAYS)
    assert Knowledge.from_view(view).is_void(Seat.WEST, Suit.SPADES)
    assert _hard_cards(view) == {Card.parse("AS")}
    assert medium_play(view) == Card.parse("TS")


def test_it_leads_spades_to_drive_out_the_queen_when_its_spades_are_below_her() -> None:
    view = _position(FLUSH, "2C 8C KC AC")
    assert all(card.suit is Suit.SPADES for card in _hard_cards(view))
    assert medium_play(view).suit is not Suit.SPADES


def test_it_takes_a_heart_to_break_a_moon_in_progress() -> None:
    view = _position(MOON_AGAINST, MOON_AGAINST_PLAYS)
    assert view.points_taken == (0, 0, 0, 19)
    assert _hard_cards(view) == {Card.parse("AH")}
    assert medium_play(view) == Card.parse("2H")  # ducking lets East take all 26


def test_a_moon_is_feared_from_a_seat_with_every_point_and_enough_of_them() -> None:
    match = Match.from_hands([cards(hand) for hand in MOON_AGAINST], hand_number=3)
    plays = MOON_AGAINST_PLAYS.split()
    play_all(match, " ".join(plays[:16]))  # East has taken two hearts, nothing else fell
    assert moon_threat(Knowledge.from_view(match.view(Seat.SOUTH))) == -1
    play_all(match, " ".join(plays[16:]))
    assert moon_threat(Knowledge.from_view(match.view(Seat.SOUTH))) == Seat.EAST


# South has taken every point so far (Q♠ and 8♥) and leads with A♥ K♥ Q♥ 3♣ left.
MOON_FOR_US = (
    "AC KC QC 3C AD KD QD AS KS QS AH KH QH",
    "2C 4C 5C 6C 2D 3D 4D 2S 3S 4S 2H 3H 4H",
    "7C 8C 9C 5D 6D 7D 8D 5S 6S 7S 5H 6H 7H",
    "TC JC 9D TD JD 8S 9S TS JS 8H 9H TH JH",
)
MOON_FOR_US_PLAYS = (
    "2C 9C JC AC KC 4C 8C TC QC 5C 7C 8H AD 2D 8D JD KD 3D 7D TD QD 4D 6D 9D "
    "AS 2S 7S JS KS 3S 6S TS QS 4S 5S 9S"
)


def test_it_tries_the_moon_with_a_hand_that_can_make_it() -> None:
    """Leading the hearts first draws the last ones; the 3♣ can then lose a trick of no points."""
    view = _position(MOON_FOR_US, MOON_FOR_US_PLAYS)
    assert view.points_taken == (14, 0, 0, 0)
    assert all(card.is_heart for card in _hard_cards(view))
    assert medium_play(view) == Card.parse("3C")


def test_it_gives_the_queen_of_spades_to_the_score_leader() -> None:
    view = _position(QUEEN_DISCARD, QUEEN_DISCARD_PLAYS, totals=(50, 20, 60, 55))
    assert _hard_cards(view) == {QUEEN_OF_SPADES}


def test_the_score_leader_weighs_most_in_what_it_minimizes() -> None:
    weights = dict(opponent_weights(Seat.SOUTH, (50, 20, 60, 55)))
    assert max(weights, key=weights.__getitem__) == Seat.WEST
    assert sum(weights.values()) == pytest.approx(1.0)
    even = [weight for _, weight in opponent_weights(Seat.SOUTH, (0, 0, 0, 0))]
    assert even == pytest.approx([1 / 3, 1 / 3, 1 / 3])


def test_near_the_end_it_does_not_end_a_game_it_would_lose() -> None:
    """Q♠ would take West from 88 to 101 and give North (40) the game."""
    view = _position(QUEEN_DISCARD, QUEEN_DISCARD_PLAYS, totals=(70, 88, 40, 75))
    assert QUEEN_OF_SPADES not in _hard_cards(view)
    assert medium_play(view) == QUEEN_OF_SPADES


def test_near_the_end_it_ends_a_game_it_wins() -> None:
    view = _position(QUEEN_DISCARD, QUEEN_DISCARD_PLAYS, totals=(40, 88, 70, 75))
    assert _hard_cards(view) == {QUEEN_OF_SPADES}


def _pass_view(south: str) -> PlayerView:
    hand = cards(south)
    rest = [card for card in DECK if card not in hand]
    match = Match.from_hands([hand, rest[:13], rest[13:26], rest[26:]], hand_number=0)
    return match.view(Seat.SOUTH)


def test_it_passes_a_queen_of_spades_with_few_spades_but_keeps_a_guarded_one() -> None:
    assert QUEEN_OF_SPADES in hard_pass(_pass_view("QS 3S 5S 2C 4C 7C 9C 3D 8D JD 2H 5H 9H")).cards
    guarded = hard_pass(_pass_view("QS 2S 3S 5S 7S 2C 4C 9C 3D 8D 2H 5H 9H"))
    assert QUEEN_OF_SPADES not in guarded.cards


def test_it_passes_high_spades_it_cannot_protect() -> None:
    chosen = hard_pass(_pass_view("AS KS 3S 2C 4C 7C 9C 3D 8D JD 2H 5H 9H")).cards
    assert set(cards("AS KS")) <= set(chosen)


def test_it_empties_a_short_suit_and_keeps_its_low_cards() -> None:
    choice = hard_pass(_pass_view("KD 4D 2S 5S 8S 2C 4C 7C 9C JC 2H 5H 9H"))
    assert set(cards("KD 4D")) <= set(choice.cards)
    assert choice.plan == "void" and choice.void_suit is Suit.DIAMONDS
    assert not set(cards("2S 2C 2H")) & set(choice.cards)


def test_with_a_moon_hand_it_keeps_its_hearts_and_top_cards() -> None:
    choice = hard_pass(_pass_view("AH KH QH JH 9H AS KS AC KC 7C AD 5D 2C"))
    assert choice.plan == "moon"
    assert set(choice.cards) == set(cards("2C 5D 7C"))
