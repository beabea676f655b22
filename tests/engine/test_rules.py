"""One scenario per rule of the default table, cards written by name."""

from __future__ import annotations

import pytest

from hearts.engine import (
    Card,
    CardPlayed,
    HeartsBroken,
    IllegalPlay,
    Match,
    Phase,
    Rules,
    Seat,
    Suit,
    TrickTaken,
    cards,
)
from tests.helpers.engine import deal_with, play_all

# Four full hands used by several scenarios. West holds 2♣ and no other club;
# North is void in clubs too and holds only hearts and Q♠ besides.
SOUTH = "3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D"
WEST = "2C 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S"
NORTH = "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QS"
EAST = "TC JC QC KC AC AH 7S 8S 9S TS JS KS AS"


def standard_deal(rules: Rules | None = None) -> Match:
    return deal_with(SOUTH, WEST, NORTH, EAST, rules=rules)


def test_two_of_clubs_holder_leads_it_and_nothing_else() -> None:
    match = standard_deal()
    assert match.phase is Phase.PLAYING
    assert match.turn is Seat.WEST
    assert match.legal_plays(Seat.WEST) == (Card.parse("2C"),)
    with pytest.raises(IllegalPlay) as refused:
        match.play(Seat.WEST, Card.parse("8D"))
    assert refused.value.code == "two_of_clubs_first"


def test_only_the_seat_to_play_has_legal_plays() -> None:
    match = standard_deal()
    for seat in (Seat.SOUTH, Seat.NORTH, Seat.EAST):
        assert match.legal_plays(seat) == ()
        refusal = match.why_illegal(seat, match.hand(seat)[0])
        assert refusal is not None and refusal.code == "not_your_turn"


def test_must_follow_suit() -> None:
    match = deal_with(
        "3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D",
        "2C 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
        "TC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
        "JC QC KC AC AH QS 7S 8S 9S TS JS KS AS",
    )
    play_all(match, "2C TC JC 3C")  # East wins with the jack of clubs
    leader = match.turn
    assert leader is Seat.EAST
    play_all(match, "AC")
    assert match.turn is Seat.SOUTH
    before = match.to_json()
    with pytest.raises(IllegalPlay) as refused:
        match.play(Seat.SOUTH, Card.parse("2D"))
    assert refused.value.code == "must_follow"
    assert refused.value.params == {"suit": Suit.CLUBS}
    assert match.to_json() == before  # a refused play changes nothing
    assert set(match.legal_plays(Seat.SOUTH)) == set(cards("4C 5C 6C 7C 8C 9C"))


def test_first_trick_bans_hearts_and_queen_when_void() -> None:
    match = deal_with(
        "3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D",
        "2C 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH QS 8S",
        "TC JC QC KC AC AH KH 7S 9S TS JS KS AS",
    )
    play_all(match, "2C")
    assert match.turn is Seat.NORTH
    assert match.legal_plays(Seat.NORTH) == (Card.parse("8S"),)
    with pytest.raises(IllegalPlay) as refused:
        match.play(Seat.NORTH, Card.parse("QS"))
    assert refused.value.code == "no_points_first_trick"
    with pytest.raises(IllegalPlay):
        match.play(Seat.NORTH, Card.parse("5H"))


def test_first_trick_exception_hand_of_only_hearts_and_queen() -> None:
    match = standard_deal()
    play_all(match, "2C")
    assert set(match.legal_plays(Seat.NORTH)) == set(cards(NORTH))
    events = match.play(Seat.NORTH, Card.parse("QS"))
    assert events == (CardPlayed(Seat.NORTH, Card.parse("QS")),)


def test_first_trick_points_variant_allows_hearts_and_queen() -> None:
    match = deal_with(
        "3C 4C 5C 6C 7C 8C 9C 2D 3D 4D 5D 6D 7D",
        "2C 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
        "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH QS 8S",
        "TC JC QC KC AC AH KH 7S 9S TS JS KS AS",
        rules=Rules(first_trick_points=True),
    )
    play_all(match, "2C")
    assert Card.parse("QS") in match.legal_plays(Seat.NORTH)
    assert Card.parse("5H") in match.legal_plays(Seat.NORTH)


def hearts_lead_position(rules: Rules | None = None) -> Match:
    """South will lead trick two holding hearts and diamonds, hearts unbroken."""
    match = deal_with(
        "AC 2H 3H 4H 5H 6H 7H 2D 3D 4D 5D 6D 7D",
        "2C 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
        "3C 8H 9H TH JH QH KH AH QS 7S 8S 9S TS",
        "4C 5C 6C 7C 8C 9C TC JC QC KC JS KS AS",
        rules=rules,
    )
    play_all(match, "2C 3C 4C AC")
    assert match.turn is Seat.SOUTH
    return match


def test_no_hearts_lead_before_they_are_broken() -> None:
    match = hearts_lead_position()
    assert not match.hearts_broken
    assert all(not card.is_heart for card in match.legal_plays(Seat.SOUTH))
    with pytest.raises(IllegalPlay) as refused:
        match.play(Seat.SOUTH, Card.parse("2H"))
    assert refused.value.code == "hearts_not_broken"


def test_hearts_lead_allowed_when_only_hearts_are_left() -> None:
    match = deal_with(
        "AC 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
        "2C 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
        "3C 2D 3D 4D 5D 6D 7D AH QS 7S 8S 9S TS",
        "4C 5C 6C 7C 8C 9C TC JC QC KC JS KS AS",
    )
    play_all(match, "2C 3C 4C AC")
    assert match.turn is Seat.SOUTH
    assert not match.hearts_broken
    assert set(match.legal_plays(Seat.SOUTH)) == set(cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"))


def test_a_heart_discarded_breaks_hearts() -> None:
    match = hearts_lead_position()
    play_all(match, "2D 8D")
    events = match.play(Seat.NORTH, Card.parse("8H"))
    assert HeartsBroken(Seat.NORTH, Card.parse("8H")) in events
    assert match.hearts_broken


def queen_lead_position(rules: Rules | None = None) -> Match:
    """North takes the first trick and may lead Q♠ before hearts are broken."""
    match = deal_with(
        "3C 2H 3H 4H 5H 6H 7H 2D 3D 4D 5D 6D 7D",
        "2C 8D 9D TD JD QD KD AD 2S 3S 4S 5S 6S",
        "AC 8H 9H TH JH QH KH AH QS 7S 8S 9S TS",
        "4C 5C 6C 7C 8C 9C TC JC QC KC JS KS AS",
        rules=rules,
    )
    play_all(match, "2C AC 4C 3C")
    assert match.turn is Seat.NORTH
    return match


def test_queen_of_spades_may_be_led_and_does_not_break_hearts() -> None:
    match = queen_lead_position()
    assert Card.parse("QS") in match.legal_plays(Seat.NORTH)
    events = match.play(Seat.NORTH, Card.parse("QS"))
    assert not any(isinstance(event, HeartsBroken) for event in events)
    assert not match.hearts_broken


def test_queen_breaks_hearts_with_the_variant() -> None:
    match = queen_lead_position(Rules(qs_breaks_hearts=True))
    events = match.play(Seat.NORTH, Card.parse("QS"))
    assert HeartsBroken(Seat.NORTH, Card.parse("QS")) in events
    assert match.hearts_broken


def test_west_leads_five_of_diamonds_north_plays_ace_of_spades() -> None:
    match = deal_with(
        "2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC 2D",
        "AC 5D 8D 9D TD JD QD KD AD 2S 3S 4S 5S",
        "AS KS JS TS 9S 8S 7S 6S QS 2H 3H 4H 5H",
        "3D 4D 6D 7D 6H 7H 8H 9H TH JH QH KH AH",
    )
    play_all(match, "2C AC")  # South leads 2♣, West takes with the ace
    play_all(match, "7S 3D")  # North is void in clubs: a spade; East a diamond
    leader = match.turn
    assert leader is Seat.WEST
    events = match.play(Seat.WEST, Card.parse("5D"))
    events += match.play(Seat.NORTH, Card.parse("AS"))
    events += match.play(Seat.EAST, Card.parse("7D"))
    refusal = match.why_illegal(Seat.SOUTH, Card.parse("3C"))
    assert refusal is not None and refusal.code == "must_follow"
    assert refusal.params == {"suit": Suit.DIAMONDS}
    events += match.play(Seat.SOUTH, Card.parse("2D"))
    taken = [event for event in events if isinstance(event, TrickTaken)]
    assert [(trick.leader, trick.winner, trick.points) for trick in taken] == [
        (Seat.WEST, Seat.EAST, 0)]
    assert taken[0].cards == cards("5D AS 7D 2D")
    assert taken[0] == match.tricks[-1]  # the event is the hand's record of the trick
    assert match.turn is Seat.EAST


def test_refused_pass_and_play_change_nothing() -> None:
    match = Match(42)
    assert match.phase is Phase.PASSING
    hand = match.hand(Seat.SOUTH)
    before = match.to_json()
    for chosen, code in (
        (hand[:2], "pass_three"),
        ((hand[0], hand[0], hand[1]), "pass_twice"),
        ((hand[0], hand[1], match.hand(Seat.WEST)[0]), "not_in_hand"),
    ):
        with pytest.raises(IllegalPlay) as refused:
            match.pass_cards(Seat.SOUTH, chosen)
        assert refused.value.code == code
    with pytest.raises(IllegalPlay):
        match.play(Seat.SOUTH, hand[0])
    assert match.to_json() == before
    match.pass_cards(Seat.SOUTH, hand[:3])
    with pytest.raises(IllegalPlay) as refused:
        match.pass_cards(Seat.SOUTH, hand[3:6])
    assert refused.value.code == "already_passed"


def test_illegal_play_is_a_value_error_quoting_its_code_and_the_play() -> None:
    match = standard_deal()
    with pytest.raises(ValueError) as refused:
        match.play(Seat.WEST, Card.parse("8D"))
    assert isinstance(refused.value, IllegalPlay)
    assert str(refused.value) == "two_of_clubs_first: 'WEST plays 8D'"


def test_a_refusal_names_its_rule_without_words() -> None:
    match = hearts_lead_position()
    with pytest.raises(IllegalPlay) as refused:
        match.play(Seat.SOUTH, Card.parse("2H"))
    assert (refused.value.code, refused.value.params) == ("hearts_not_broken", {})
    with pytest.raises(IllegalPlay) as refused:
        match.play(Seat.WEST, Card.parse("8D"))
    assert refused.value.code == "not_your_turn"
    with pytest.raises(IllegalPlay) as refused:
        match.play(Seat.SOUTH, Card.parse("2C"))
    assert refused.value.code == "not_in_hand"
