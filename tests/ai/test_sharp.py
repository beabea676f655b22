"""The analysis's playout rules: a careful player's lead and follow."""

from __future__ import annotations

from hearts.ai.playout import NO_SEAT, Position
from hearts.ai.sharp import (
    defend_discard,
    defend_follow,
    exempt_seats,
    moon_hunt,
    sharp_card,
    sharp_play_out,
)
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


def _moon_ending(hunted: int) -> list[int]:
    """The last two tricks: West (21 points, every one so far) led 9♥; South, last, holds
    A♥ and 5♥. Return the end state of the playout, West hunted or not."""
    hands = [_mask("AH 5H"), _mask("3C"), _mask("4H 2D"), _mask("7H 3D")]
    position = Position(turn=2, trick=(card_of(_mask("9H")).index,), tricks_done=11,
                        hearts_broken=True, penalty=(0, 21, 0, 0), jack_taker=NO_SEAT,
                        first_trick_points=False, qs_breaks_hearts=False)
    return sharp_play_out(position, hands, card_of(_mask("4H")).index, 1 << 1,
                          hunted=hunted)


def test_a_seat_that_does_not_defend_lets_the_moon_through() -> None:
    assert _moon_ending(hunted=0)[:4] == [0, 26, 0, 0]


def test_a_defender_takes_a_trick_with_points_from_the_shooter() -> None:
    assert _moon_ending(hunted=1 << 1)[:4] == [5, 21, 0, 0]


def test_a_defender_follows_over_the_shooter_only_when_the_trick_holds_points() -> None:
    clubs = _mask("3C 9C KC")
    assert card_of(defend_follow(clubs, _mask("5C 4H"), CLUBS, False, True)).code == "KC"
    assert card_of(defend_follow(clubs, _mask("5C"), CLUBS, False, True)).code == "3C"


def test_a_void_defender_gives_the_shooter_no_point_while_it_has_another_card() -> None:
    assert card_of(defend_discard(_mask("2H AH 9D"), False)).code == "9D"
    assert card_of(defend_discard(_mask("2H AH"), False)).code == "2H"  # keeps A♥


def test_the_moon_is_alive_only_while_the_hunted_seats_hold_every_point() -> None:
    west = 1 << 1
    assert moon_hunt((0, 21, 0, 0), west, west, west) == (west, west, True)
    assert moon_hunt((1, 21, 0, 0), west, west, west) == (west, west, False)
    assert moon_hunt((0, 5, 0, 0), 0, 0, 0) == (0, 0, False)


def test_a_seat_with_the_queen_six_hearts_and_every_point_goes_for_the_moon() -> None:
    west = 1 << 1
    assert moon_hunt((0, 19, 0, 0), 0, 0, 0) == (west, west, True)
    assert moon_hunt((0, 18, 0, 0), 0, 0, 0) == (0, 0, False)
    assert moon_hunt((1, 19, 0, 0), 0, 0, 0) == (0, 0, False)  # stopped: plays as before
    exempt = exempt_seats((0, 19, 0, 0), 0)  # its plan was chosen before the playout
    assert exempt == west
    assert moon_hunt((0, 19, 0, 0), 0, 0, exempt) == (0, 0, False)


def test_a_seat_that_takes_the_queen_and_six_hearts_is_stopped_as_a_shooter() -> None:
    """West (Q♠ and five hearts so far) takes a trick of four hearts with 9♥: it now goes
    for the moon and leads T♥; South, no longer ducking with 6♥, takes it with K♥."""
    hands = [_mask("6H 7H KH"), _mask("TH 3C"), _mask("2H 2D 5D"), _mask("4H 5H 3D")]
    position = Position(turn=2, trick=(card_of(_mask("9H")).index,), tricks_done=10,
                        hearts_broken=True, penalty=(0, 18, 0, 0), jack_taker=NO_SEAT,
                        first_trick_points=False, qs_breaks_hearts=False)
    end = sharp_play_out(position, hands, card_of(_mask("2H")).index, 0)
    assert end[:4] == [4, 22, 0, 0]
