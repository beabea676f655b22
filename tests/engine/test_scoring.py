"""Scoring: the reference example, the moon, the near-moon, the game's end, the variants."""

from __future__ import annotations

import random

import pytest

from hearts.engine import (
    Card,
    Event,
    GameOver,
    HandScored,
    IllegalPlay,
    Match,
    MoonShot,
    PassDirection,
    Phase,
    Rules,
    Seat,
    cards,
    hand_score,
    pass_direction_for,
)
from tests.helpers.engine import deal_with, play_randomly

ALL_HEARTS = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"


def taken(south: str = "", west: str = "", north: str = "",
          east: str = "") -> list[tuple[Card, ...]]:
    return [cards(text) for text in (south, west, north, east)]


def test_reference_example_fifteen_seven_four_zero() -> None:
    # West takes Q♠ and two hearts, North seven hearts, East four, South none.
    result = hand_score(
        taken("2C 3D", "QS 2H 3H 4C", "4H 5H 6H 7H 8H 9H TH", "JH QH KH AH 9S"), Rules()
    )
    assert result == (0, 15, 7, 4)


def test_moon_gives_zero_to_the_shooter_and_twenty_six_to_the_others() -> None:
    assert hand_score(taken("", f"QS {ALL_HEARTS}"), Rules()) == (26, 0, 26, 26)


def test_near_moon_queen_and_twelve_hearts_is_twenty_five() -> None:
    result = hand_score(taken("AH", "QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"), Rules())
    assert result == (1, 25, 0, 0)


def test_moon_minus_variant_gives_the_shooter_minus_twenty_six() -> None:
    assert hand_score(taken("", "", f"QS {ALL_HEARTS}"), Rules(moon_minus=True)) == (0, 0, -26, 0)


def test_jack_of_diamonds_variant_counts_minus_ten() -> None:
    rules = Rules(jack_of_diamonds=True)
    assert hand_score(taken("JD 2H", "QS"), rules) == (-9, 13, 0, 0)
    assert hand_score(taken("JD 2H", "QS"), Rules()) == (1, 13, 0, 0)
    # The moon is still all hearts and Q♠; the jack keeps its -10 for whoever took it.
    assert hand_score(taken("JD", f"QS {ALL_HEARTS}"), rules) == (16, 0, 26, 26)


def test_pass_cycle_over_eight_hands() -> None:
    expected = [PassDirection.LEFT, PassDirection.RIGHT, PassDirection.ACROSS,
                PassDirection.NONE] * 2
    assert [pass_direction_for(hand) for hand in range(8)] == expected
    rng = random.Random(3)
    match = Match(7, Rules(target=150))
    seen = []
    for _ in range(8):
        seen.append(match.pass_direction)
        assert (match.phase is Phase.PASSING) == (match.pass_direction is not PassDirection.NONE)
        if match.phase is Phase.PASSING:
            given = match.hand(Seat.SOUTH)[:3]
            for seat in Seat:
                match.pass_cards(seat, given if seat is Seat.SOUTH else match.hand(seat)[:3])
            receiver = match.pass_direction.receiver(Seat.SOUTH)
            assert set(given) <= set(match.hand(receiver))
            assert match.received_cards(receiver) == given
        play_randomly(match, rng)
        if match.phase is Phase.GAME_OVER:
            break
        match.start_next_hand()
    assert seen == expected[: len(seen)]
    assert len(seen) == 8


def test_left_is_west_right_is_east_across_is_north() -> None:
    assert PassDirection.LEFT.receiver(Seat.SOUTH) is Seat.WEST
    assert PassDirection.RIGHT.receiver(Seat.SOUTH) is Seat.EAST
    assert PassDirection.ACROSS.receiver(Seat.SOUTH) is Seat.NORTH
    assert PassDirection.LEFT.receiver(Seat.EAST) is Seat.SOUTH


def south_takes_everything(totals: tuple[int, int, int, int],
                           rules: Rules) -> tuple[Match, list[Event]]:
    """South holds every club and leads them all; the others discard hearts and Q♠ at once.

    With the first-trick-points variant the discards start on trick one: South shoots
    the moon and the others take 26 each. Returns the match and the hand's events.
    """
    match = deal_with(
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
        "2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
        "QS 2S 3S 4S 5S 6S 7S 8S 9S TS JS KS AS",
        ALL_HEARTS,
        totals=totals,
        rules=rules,
    )
    events: list[Event] = []
    while match.phase is Phase.PLAYING:
        seat = match.turn
        assert seat is not None
        events += match.play(seat, match.legal_plays(seat)[0])
    return match, events


def test_game_over_event_and_lowest_wins() -> None:
    match, events = south_takes_everything((90, 80, 80, 95), Rules(first_trick_points=True))
    assert MoonShot(Seat.SOUTH) in events
    assert match.hand_points == (0, 26, 26, 26)
    assert match.totals == (90, 106, 106, 121)
    assert HandScored((0, 26, 26, 26), (90, 106, 106, 121)) in events
    assert GameOver((Seat.SOUTH,), (90, 106, 106, 121)) in events
    assert match.winners == (Seat.SOUTH,)


def test_tie_for_lowest_all_win_by_default() -> None:
    match, _ = south_takes_everything((95, 69, 69, 80), Rules(first_trick_points=True))
    assert match.totals == (95, 95, 95, 106)
    assert match.phase is Phase.GAME_OVER
    assert match.winners == (Seat.SOUTH, Seat.WEST, Seat.NORTH)


def test_tie_for_lowest_plays_another_hand_with_the_variant() -> None:
    rules = Rules(first_trick_points=True, tie_replay=True)
    match, _ = south_takes_everything((95, 69, 69, 80), rules)
    assert match.totals == (95, 95, 95, 106)
    assert (match.phase, match.winners) == (Phase.HAND_OVER, ())
    match.start_next_hand()
    assert match.hand_number == 4 and match.phase is Phase.PASSING


def test_the_game_ends_at_the_target_score_chosen() -> None:
    for target, over in ((50, True), (150, False), (100, False)):
        rules = Rules(first_trick_points=True, target=target)
        match, _ = south_takes_everything((10, 30, 30, 30), rules)
        assert match.totals == (10, 56, 56, 56)
        assert (match.phase is Phase.GAME_OVER) == over


def test_start_next_hand_only_when_the_hand_is_over() -> None:
    match = Match(5)
    with pytest.raises(IllegalPlay, match="hand_not_over"):
        match.start_next_hand()
