"""Claiming the remaining tricks: hand-written endings, and random positions played out."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.engine import (
    DECK,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    ClaimKind,
    Match,
    Phase,
    Rules,
    Seat,
    Suit,
    TrickTaken,
    cards,
    claim_play,
    find_claim,
)
from hearts.engine.claim import legal_mask, position_of
from hearts.engine.masks import mask_of
from tests.helpers.engine import deal_with, play_all, play_randomly, rule_sets

NO_PASS_HAND = 3
HUGE_BUDGET = 10_000_000  # settles any position of 6 cards a hand in well under a second
LARGE_BUDGET = 20_000  # for longer hands, where settling everything could take minutes


def ending(south: str, west: str, north: str, east: str, *, leader: Seat,
           rules: Rules | None = None) -> Match:
    """A match whose seats hold exactly these cards, *leader* to lead, after earlier tricks
    of four cards of one suit each: 2♣'s trick first, all the others led and taken by
    *leader*. So the cards not named must be, suit by suit, a multiple of four; hearts
    among them are played after Q♠'s trick (so only with `qs_breaks_hearts`).
    """
    kept = [list(cards(text)) for text in (south, west, north, east)]
    named = {card for hand in kept for card in hand}
    played = [card for card in DECK if card not in named]
    groups = [played[start:start + 4] for start in range(0, len(played), 4)]
    assert all(len({card.suit for card in group}) == 1 for group in groups), "4 of a suit"
    groups.sort(key=lambda group: (TWO_OF_CLUBS not in group, group[0].suit is Suit.HEARTS,
                                   QUEEN_OF_SPADES not in group))
    hands = [list(hand) for hand in kept]
    order: list[Card] = []
    for number, group in enumerate(groups):
        if number == 0:  # 2♣ opens, from the seat after the leader, who takes it
            seats = [leader.next(1), leader.next(2), leader.next(3), leader]
            dealt = group
        else:  # the leader leads its top card, the others follow low
            seats = [leader, leader.next(1), leader.next(2), leader.next(3)]
            dealt = [group[3], group[0], group[1], group[2]]
        for seat, card in zip(seats, dealt, strict=True):
            hands[seat].append(card)
        order += dealt
    match = Match.from_hands(hands, rules, hand_number=NO_PASS_HAND)
    play_all(match, " ".join(card.code for card in order))
    assert [set(match.hand(seat)) for seat in Seat] == [set(hand) for hand in kept]
    assert match.turn is leader
    return match


def guaranteed(match: Match, seat: Seat, take_all: bool) -> bool:
    """Brute force over every legal card: can *seat* make sure to take every remaining
    trick (or none), whatever the others play? Uses only the match's own rules."""
    turn = match.turn
    assert turn is not None
    text = match.to_json()
    for card in match.legal_plays(turn):
        child = Match.from_json(text)
        events = child.play(turn, card)
        holds = all((event.winner == seat) == take_all
                    for event in events if isinstance(event, TrickTaken))
        if holds and child.phase is Phase.PLAYING:
            holds = guaranteed(child, seat, take_all)
        if holds and turn == seat:
            return True
        if not holds and turn != seat:
            return False
    return turn != seat


def play_claim_out(match: Match, kind: ClaimKind, seat: Seat, rng: random.Random) -> list[Seat]:
    """Finish the hand: *seat* plays `claim_play`, the others random legal cards; return
    the winners of the tricks completed from now on."""
    winners = []
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        card = claim_play(match, kind, seat) if turn == seat else rng.choice(
            match.legal_plays(turn))
        winners += [event.winner for event in match.play(turn, card)
                    if isinstance(event, TrickTaken)]
    return winners


def assert_claim_holds(match: Match, kind: ClaimKind, seat: Seat, rng: random.Random,
                       times: int) -> None:
    """Play the claim out *times* times from copies of *match*: every trick to *seat*
    (TAKE_ALL) or none (LOSE_ALL), the current trick included."""
    text = match.to_json()
    for _ in range(times):
        winners = play_claim_out(Match.from_json(text), kind, seat, rng)
        assert winners
        if kind is ClaimKind.TAKE_ALL:
            assert all(winner == seat for winner in winners)
        else:
            assert seat not in winners


# -- hand-written positions -------------------------------------------------------------

TOP_SOUTH = "AC KC QC JC AD KD QD AS KS QS AH KH QH"
TOP_WEST = "2C 3C 4C JD TD 9D JS TS 9S JH TH 9H 8H"
TOP_NORTH = "5C 6C 7C 8D 7D 6D 8S 7S 6S 7H 6H 5H 4H"
TOP_EAST = "8C 9C TC 5D 4D 3D 2D 5S 4S 3S 2S 3H 2H"


def test_top_cards_of_every_suit_on_lead_take_everything() -> None:
    match = deal_with(TOP_SOUTH, TOP_WEST, TOP_NORTH, TOP_EAST)
    assert find_claim(match) is ClaimKind.TAKE_ALL  # West leads 2♣: the ace of clubs is there
    play_all(match, "2C 5C 8C")
    assert find_claim(match) is ClaimKind.TAKE_ALL
    assert claim_play(match, ClaimKind.TAKE_ALL) in cards("AC KC QC JC")
    play_all(match, "AC")
    assert match.turn is Seat.SOUTH
    assert find_claim(match) is ClaimKind.TAKE_ALL
    assert_claim_holds(match, ClaimKind.TAKE_ALL, Seat.SOUTH, random.Random(1), 20)


def test_a_hand_of_the_lowest_cards_takes_nothing() -> None:
    match = deal_with("2C 3C 4C 2D 3D 4D 5D 2H 3H 4H 2S 3S 4S")
    assert match.turn is Seat.SOUTH
    assert find_claim(match) is ClaimKind.LOSE_ALL
    assert claim_play(match, ClaimKind.LOSE_ALL) == TWO_OF_CLUBS
    assert_claim_holds(match, ClaimKind.LOSE_ALL, Seat.SOUTH, random.Random(2), 20)


def test_the_ace_does_not_take_all_when_the_king_can_duck_once() -> None:
    # West keeps K♠ under the ace with 4♠, then takes South's 3♠.
    ducking = ending("AS 3S", "KS 4S", "2S AC", "AD AH", leader=Seat.SOUTH,
                     rules=Rules(qs_breaks_hearts=True))
    assert find_claim(ducking) is None
    assert not guaranteed(ducking, Seat.SOUTH, take_all=True)
    # A bare king must fall under the ace: then 3♠ is the best spade left.
    bare = ending("AS 3S", "KS AD", "2S AC", "4S AH", leader=Seat.SOUTH,
                  rules=Rules(qs_breaks_hearts=True))
    assert find_claim(bare) is ClaimKind.TAKE_ALL
    assert claim_play(bare, ClaimKind.TAKE_ALL) == Card.parse("AS")


def test_a_discard_keeps_the_guard_that_beats_the_claim() -> None:
    # On the ace of diamonds West throws 5♣, keeps K♠ 4♠ and takes the second spade.
    guarded = ending("AS 3S AD", "KS 4S 5C", "2S KD QD", "JD TD AH", leader=Seat.SOUTH,
                     rules=Rules(qs_breaks_hearts=True))
    assert find_claim(guarded) is None
    assert not guaranteed(guarded, Seat.SOUTH, take_all=True)
    # West's only spade is the king: whatever it throws, the ace brings it down.
    bare = ending("AS 5S AD", "KS 5C 6C", "2S 3S 7C", "8C 9C AH", leader=Seat.SOUTH,
                  rules=Rules(qs_breaks_hearts=True))
    assert find_claim(bare) is ClaimKind.TAKE_ALL
    assert_claim_holds(bare, ClaimKind.TAKE_ALL, Seat.SOUTH, random.Random(3), 20)


def test_a_card_already_on_the_trick_beats_the_seat() -> None:
    hands = ("KS AD", "AS 3S", "2S AC", "4S AH")
    match = ending(*hands, leader=Seat.WEST, rules=Rules(qs_breaks_hearts=True))
    assert find_claim(match) is None  # West may lead the ace of spades, or the three
    play_all(match, "AS 2S 4S")
    assert match.turn is Seat.SOUTH
    assert find_claim(match) is ClaimKind.LOSE_ALL  # K♠ under the ace, A♦ thrown later
    assert not guaranteed(match, Seat.SOUTH, take_all=True)
    assert claim_play(match, ClaimKind.LOSE_ALL) == Card.parse("KS")
    assert_claim_holds(match, ClaimKind.LOSE_ALL, Seat.SOUTH, random.Random(4), 10)
    low_lead = ending(*hands, leader=Seat.WEST, rules=Rules(qs_breaks_hearts=True))
    play_all(low_lead, "3S 2S 4S")
    assert find_claim(low_lead) is ClaimKind.TAKE_ALL  # K♠ takes it, then A♦ is led


def test_unbroken_hearts_force_the_winning_lead() -> None:
    south, west, north, east = "2H 3H 4H AD", "5H 6H 7H AC", "8H 9H TH JH", "QH KH AH AS"
    unbroken = ending(south, west, north, east, leader=Seat.SOUTH)
    assert not unbroken.hearts_broken
    assert find_claim(unbroken) is None  # A♦ must be led, and takes the trick
    assert claim_play_refused(unbroken, ClaimKind.LOSE_ALL)
    # Q♠ opened hearts in this variant: 2♥ may be led, A♦ thrown away later.
    broken = ending(south, west, north, east, leader=Seat.SOUTH,
                    rules=Rules(qs_breaks_hearts=True))
    assert broken.hearts_broken
    assert find_claim(broken) is ClaimKind.LOSE_ALL
    assert claim_play(broken, ClaimKind.LOSE_ALL) in cards("2H 3H 4H")  # one and the same
    assert_claim_holds(broken, ClaimKind.LOSE_ALL, Seat.SOUTH, random.Random(5), 20)


def claim_play_refused(match: Match, kind: ClaimKind) -> bool:
    """Whether `claim_play` refuses *kind* for South in *match*."""
    try:
        claim_play(match, kind)
    except ValueError:
        return True
    return False


def test_a_search_over_its_budget_claims_nothing() -> None:
    match = deal_with(TOP_SOUTH, TOP_WEST, TOP_NORTH, TOP_EAST)
    assert find_claim(match, budget=1) is None
    assert find_claim(match) is ClaimKind.TAKE_ALL


def test_no_claim_outside_the_play_or_without_cards() -> None:
    passing = Match(1)
    assert passing.phase is Phase.PASSING
    assert find_claim(passing) is None
    match = ending("AS 3S", "KS AD", "2S AC", "4S AH", leader=Seat.SOUTH,
                   rules=Rules(qs_breaks_hearts=True))
    play_all(match, "AS KS 2S 4S 3S")
    assert match.hand(Seat.SOUTH) == ()
    assert find_claim(match) is None  # South's last card is out: nothing left to claim
    play_all(match, "AD AC AH")
    assert match.phase is not Phase.PLAYING
    assert find_claim(match) is None


def test_claim_play_needs_the_seat_to_play() -> None:
    match = deal_with(TOP_SOUTH, TOP_WEST, TOP_NORTH, TOP_EAST)
    assert match.turn is Seat.WEST
    with pytest.raises(ValueError, match="not SOUTH's turn"):
        claim_play(match, ClaimKind.TAKE_ALL)


# -- the search's legality is the engine's -----------------------------------------------

@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), rules=rule_sets)
def test_legal_mask_agrees_with_the_engine(seed: int, rules: Rules) -> None:
    rng = random.Random(seed)
    match = Match(rng.randint(1, 999_999), rules)
    play_randomly(match, rng, until=Phase.PLAYING)
    while match.phase is Phase.PLAYING:
        position = position_of(match)
        assert position is not None
        turn = match.turn
        assert turn is not None and position.turn == turn
        assert legal_mask(position.hands[turn], position.trick, position.first,
                          position.broken, rules.first_trick_points) == \
            mask_of(match.legal_plays(turn))
        match.play(turn, rng.choice(match.legal_plays(turn)))


# -- random positions, against playing out and brute force ------------------------------

def random_position(seed: int, rules: Rules, late: bool) -> tuple[Match, Seat]:
    """A hand of a random deal played at random to a random point (late: 30 cards or more)."""
    rng = random.Random(seed)
    match = Match(rng.randint(1, 999_999), rules)
    play_randomly(match, rng, until=Phase.PLAYING)
    for _ in range(rng.randint(30 if late else 0, 51)):
        turn = match.turn
        assert turn is not None
        match.play(turn, rng.choice(match.legal_plays(turn)))
    return match, rng.choice((Seat.SOUTH, Seat.SOUTH, Seat.WEST, Seat.NORTH, Seat.EAST))


def check_position(match: Match, seat: Seat, rng: random.Random) -> ClaimKind | None:
    """Check find_claim at *match* against playing out, and against brute force when all
    hands hold 3 cards or fewer (that a claim holds, and that None means none does)."""
    longest = max(len(match.hand(other)) for other in Seat)
    kind = find_claim(match, seat, budget=HUGE_BUDGET if longest <= 6 else LARGE_BUDGET)
    small = longest <= 3
    if kind is not None:
        assert_claim_holds(match, kind, seat, rng, 8)
        if small:
            assert guaranteed(match, seat, kind is ClaimKind.TAKE_ALL)
    elif small and match.hand(seat):
        assert not guaranteed(match, seat, take_all=True)
        assert not guaranteed(match, seat, take_all=False)
    default = find_claim(match, seat)
    assert default in (None, kind)  # a smaller budget may miss a claim, never invent one
    return kind


@settings(max_examples=250, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), rules=rule_sets)
def test_claims_hold_when_played_out(seed: int, rules: Rules) -> None:
    match, seat = random_position(seed, rules, late=seed % 4 != 0)
    check_position(match, seat, random.Random(seed))


def test_seeded_hands_checked_after_every_card() -> None:
    """Every position of a few whole hands; both kinds of claim must turn up."""
    found = set()
    for seed in range(12):
        rng = random.Random(seed)
        rules = Rules(qs_breaks_hearts=seed % 2 == 1, first_trick_points=seed % 3 == 1)
        match = Match(seed + 1, rules)
        play_randomly(match, rng, until=Phase.PLAYING)
        while match.phase is Phase.PLAYING:
            if len(match.hand(Seat.SOUTH)) <= 6:
                found.add(check_position(match, Seat.SOUTH, rng))
            turn = match.turn
            assert turn is not None
            match.play(turn, rng.choice(match.legal_plays(turn)))
    assert {ClaimKind.TAKE_ALL, ClaimKind.LOSE_ALL, None} <= found
