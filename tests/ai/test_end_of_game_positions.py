"""End-of-game positions: the last hand's choices that win or lose the game (issue 45).

Each play is written by hand at trick 12, South playing last to it, and has one right
card whatever the hidden cards: the other one surely ends the game with another seat
winning (or surely lets a won game go on), while the right one never does worse. The
points of the hand often say the opposite, so a search that counts the hand alone fails
them. Expert, the hint and Difficile (two seeds) must all find the right card.

The first eleven tricks are filler: the cards not named, dealt and played at random from
a fixed seed (`_ending`), hearts taken by two seats at least (no moon is open); the
totals before the hand are set so that each seat stands where the position says once
the points it took in the filler are counted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

import pytest

from hearts.ai import hint, make_bot
from hearts.ai.analysis import BLUNDER, DecisionPoint, analyse_decision
from hearts.ai.reasons import HintReason
from hearts.ai.scoring import GAME_STAKE
from hearts.ai.seeds import bot_seed
from hearts.engine import DECK, Card, Match, PlayerView, Seat, cards

WEST_LEADS = Seat.WEST  # South plays last to the trick West leads
SEEDS = (bot_seed(1, 3, Seat.SOUTH), bot_seed(2, 3, Seat.SOUTH))
TRIES = 50  # filler deals tried before giving up
NODES = 20_000  # plays the filler's search tries on one deal
QUEEN = Card.parse("QS")


@dataclass(frozen=True, slots=True)
class Ending:
    """A position: the four hands at trick 12 (South, West, North, East), the cards West,
    North and East play to it before South, where each seat stands (its total plus the
    points it took this hand), and South's one right card."""

    hands: tuple[str, str, str, str]
    before: str
    standing: tuple[int, int, int, int]
    right: str


QUEEN_ON_WEST = ("QS 2H", "KD 5C", "3D 6C", "4D 7C")
QUEEN_ON_NORTH = ("QS 2H", "3D 5C", "KD 6C", "4D 7C")
QUEEN_ON_EAST = ("QS 2H", "3D 5C", "4D 6C", "KD 7C")
QUEEN_LED_TO_WEST = ("AS 2S", "KS 5C", "QS 6C", "3S 7C")
QUEEN_LED_TO_NORTH = ("AS 2S", "3S 5C", "KS 6C", "QS 7C")
HEART_TO_WEST = ("TD 3D", "9D 5C", "QH 6C", "2D 7C")
HEART_TO_EAST = ("TD 3D", "2D 5C", "QH 6C", "9D 7C")
HEARTS_TO_NORTH = ("TH 2H", "5H KC", "9H QD", "3H JS")
HEARTS_TO_EAST = ("TH 2H", "3H KC", "5H QD", "9H JS")
ACE_OF_HEARTS_ON_WEST = ("AH 3C", "KD 5S", "3D 6S", "4D 7S")

POSITIONS: dict[str, Ending] = {
    # Void in the suit led, holding Q♠: give it only when the game then ends with South lowest.
    "keep_the_queen_when_west_would_end_the_game_for_north": Ending(
        QUEEN_ON_WEST, "KD 3D 4D", (60, 87, 40, 70), "2H"),
    "give_the_queen_when_west_ends_the_game_with_you_lowest": Ending(
        QUEEN_ON_WEST, "KD 3D 4D", (30, 87, 40, 70), "QS"),
    "keep_the_queen_when_north_would_end_the_game_for_west": Ending(
        QUEEN_ON_NORTH, "3D KD 4D", (60, 40, 89, 70), "2H"),
    "give_the_queen_when_north_ends_the_game_with_you_lowest": Ending(
        QUEEN_ON_NORTH, "3D KD 4D", (30, 40, 89, 70), "QS"),
    "keep_the_queen_when_east_would_end_the_game_for_north": Ending(
        QUEEN_ON_EAST, "3D 4D KD", (60, 75, 40, 90), "2H"),
    "give_the_queen_when_east_ends_the_game_with_you_lowest": Ending(
        QUEEN_ON_EAST, "3D 4D KD", (30, 75, 40, 90), "QS"),
    # Q♠ on the table: take her yourself rather than let her end the game for another.
    "take_the_queen_yourself_rather_than_end_the_game_through_west": Ending(
        QUEEN_LED_TO_WEST, "KS QS 3S", (60, 88, 40, 70), "AS"),
    "let_west_take_the_queen_when_the_game_ends_with_you_lowest": Ending(
        QUEEN_LED_TO_WEST, "KS QS 3S", (30, 88, 40, 70), "2S"),
    "take_the_queen_yourself_rather_than_end_the_game_through_north": Ending(
        QUEEN_LED_TO_NORTH, "3S KS QS", (60, 40, 88, 70), "AS"),
    "let_north_take_the_queen_when_the_game_ends_with_you_lowest": Ending(
        QUEEN_LED_TO_NORTH, "3S KS QS", (30, 40, 88, 70), "2S"),
    # A heart on the trick: overtake to keep the game going, or duck to end it.
    "overtake_rather_than_let_west_end_the_game_for_north": Ending(
        HEART_TO_WEST, "9D QH 2D", (60, 99, 40, 70), "TD"),
    "duck_to_let_west_end_the_game_with_you_lowest": Ending(
        HEART_TO_WEST, "9D QH 2D", (30, 99, 40, 70), "3D"),
    "overtake_rather_than_let_east_end_the_game_for_north": Ending(
        HEART_TO_EAST, "2D QH 9D", (60, 75, 40, 99), "TD"),
    "duck_to_let_east_end_the_game_with_you_lowest": Ending(
        HEART_TO_EAST, "2D QH 9D", (30, 75, 40, 99), "3D"),
    # A trick of hearts: taking them would end the game in second place.
    "duck_the_hearts_that_would_end_the_game_with_you_second": Ending(
        HEARTS_TO_NORTH, "5H 9H 3H", (97, 60, 70, 80), "2H"),
    "take_the_hearts_rather_than_let_north_end_the_game_for_west": Ending(
        HEARTS_TO_NORTH, "5H 9H 3H", (60, 40, 97, 70), "TH"),
    "let_north_take_the_hearts_when_the_game_ends_with_you_lowest": Ending(
        HEARTS_TO_NORTH, "5H 9H 3H", (30, 40, 97, 70), "2H"),
    "take_the_hearts_rather_than_let_east_end_the_game_for_west": Ending(
        HEARTS_TO_EAST, "3H 5H 9H", (60, 40, 70, 97), "TH"),
    "let_east_take_the_hearts_when_the_game_ends_with_you_lowest": Ending(
        HEARTS_TO_EAST, "3H 5H 9H", (30, 40, 70, 97), "2H"),
    # Void, a heart or a club to discard: dump points on the seat about to end the game.
    "dump_a_heart_on_west_to_end_the_game_with_you_lowest": Ending(
        ACE_OF_HEARTS_ON_WEST, "KD 3D 4D", (30, 99, 40, 70), "AH"),
    "keep_your_heart_when_it_would_end_the_game_for_north": Ending(
        ACE_OF_HEARTS_ON_WEST, "KD 3D 4D", (60, 99, 40, 70), "3C"),
}


def _ending(ending: Ending) -> PlayerView:
    """South's view of *ending*: the filler's eleven tricks found from a fixed seed."""
    tail = [list(cards(hand)) for hand in ending.hands]
    named = {card for hand in tail for card in hand}
    filler = [card for card in DECK if card not in named]
    rng = random.Random(0)
    for _ in range(TRIES):
        rng.shuffle(filler)
        hands = [tail[seat] + filler[11 * seat:11 * seat + 11] for seat in range(4)]
        plays = _Filler(hands, set(filler), rng).plays()
        view = None if plays is None else _reached(hands, plays, ending)
        if view is not None:
            return view
    raise AssertionError("no filler fits the position")


class _Filler:
    """A depth-first search for eleven tricks of filler cards (the rules written small,
    the engine checks them after): no seat ever has to play a named card, West wins the
    last of them, and two seats at least take points."""

    def __init__(self, hands: list[list[Card]], filler: set[Card], rng: random.Random) -> None:
        self.hands = [set(hand) for hand in hands]
        self.filler = filler
        self.rng = rng
        self.nodes = 0

    def plays(self) -> list[Card] | None:
        """The filler's 44 cards in order, or None when the search gave up."""
        leader = next(seat for seat in range(4) if Card.parse("2C") in self.hands[seat])
        return self._trick(0, leader, False, [0, 0, 0, 0])

    def _trick(self, number: int, leader: int, broken: bool,
               taken: list[int]) -> list[Card] | None:
        if number == 11:
            enough = sum(1 for points in taken if points) >= 2
            return [] if leader == WEST_LEADS and enough else None
        return self._play(number, leader, broken, taken, [])

    def _play(self, number: int, leader: int, broken: bool, taken: list[int],
              trick: list[Card]) -> list[Card] | None:
        self.nodes += 1
        if self.nodes > NODES:
            return None
        seat = (leader + len(trick)) % 4
        choices = [card for card in self._legal(seat, number, broken, trick)
                   if card in self.filler]
        self.rng.shuffle(choices)
        for card in choices:
            self.hands[seat].remove(card)
            found = self._after(number, leader, broken or card.is_heart, taken, [*trick, card])
            self.hands[seat].add(card)
            if found is not None:
                return [card, *found]
        return None

    def _after(self, number: int, leader: int, broken: bool, taken: list[int],
               trick: list[Card]) -> list[Card] | None:
        if len(trick) < 4:
            return self._play(number, leader, broken, taken, trick)
        led = trick[0].suit
        best = max(range(4), key=lambda place: trick[place].rank if trick[place].suit is led
                   else -1)
        winner = (leader + best) % 4
        points = sum(1 for card in trick if card.is_heart) + 13 * (QUEEN in trick)
        won = [*taken]
        won[winner] += points
        return self._trick(number + 1, winner, broken, won)

    def _legal(self, seat: int, number: int, broken: bool, trick: list[Card]) -> list[Card]:
        hand = self.hands[seat]
        if number == 0 and not trick:
            return [Card.parse("2C")]
        if trick:
            follow = [card for card in hand if card.suit is trick[0].suit]
            if follow:
                return follow
            clean = [card for card in hand if not card.is_heart and card != QUEEN]
            return clean if number == 0 and clean else list(hand)
        leads = [card for card in hand if broken or not card.is_heart]
        return leads or list(hand)


def _reached(hands: list[list[Card]], plays: list[Card], ending: Ending) -> PlayerView | None:
    """The position after *plays* and the trick's first cards, the totals set so that each
    seat stands where *ending* says; None if the filler gave a seat more than that."""
    match = Match.from_hands(hands, hand_number=3)
    for card in plays:
        match.play(match.turn or Seat.SOUTH, card)
    totals = [stand - taken for stand, taken in zip(ending.standing, match.points_taken,
                                                      strict=True)]
    if min(totals) < 0:
        return None
    match = Match.from_hands(hands, hand_number=3, totals=tuple(totals))
    try:
        for card in (*plays, *cards(ending.before)):
            match.play(match.turn or Seat.SOUTH, card)
    except ValueError:  # a heart led before hearts were broken
        return None
    assert match.turn == Seat.SOUTH
    return match.view(Seat.SOUTH)


# Passes on the last hand, passing left: South's hand and the totals; the right pass holds
# whatever the hidden cards (every level passes the same cards at any totals).
DANGER = "QS 3S AH KH 2C 3C 4C 5C 2D 3D 4D 5D 6D"
PASSES: dict[str, tuple[str, tuple[int, int, int, int], str]] = {
    "at_ninety_five_pass_the_queen_and_the_top_hearts": (DANGER, (95, 60, 70, 80), "QS AH KH"),
    "lowest_with_the_leader_at_ninety_eight_on_the_left_pass_them_all_the_same": (
        DANGER, (30, 98, 70, 80), "QS AH KH"),
}


def _pass_view(name: str) -> PlayerView:
    south, totals, _ = PASSES[name]
    hand = cards(south)
    rest = [card for card in DECK if card not in hand]
    match = Match.from_hands([hand, rest[:13], rest[13:26], rest[26:]], totals=totals)
    return match.view(Seat.SOUTH)


@pytest.mark.parametrize("name", list(PASSES))
def test_expert_the_hint_and_difficile_find_the_right_pass(name: str) -> None:
    view = _pass_view(name)
    right = set(cards(PASSES[name][2]))
    assert set(make_bot("expert", 0).choose_pass(view)) == right
    assert set(hint(view).cards) == right
    assert {frozenset(make_bot("hard", seed).choose_pass(view)) for seed in SEEDS} == {
        frozenset(right)}


@cache
def _view(name: str) -> PlayerView:
    return _ending(POSITIONS[name])


def test_there_are_twenty_positions_and_more() -> None:
    assert len(POSITIONS) + len(PASSES) >= 20


@pytest.mark.parametrize("name", list(POSITIONS))
def test_expert_finds_the_right_card(name: str) -> None:
    view = _view(name)
    assert make_bot("expert", 0).choose_play(view) == Card.parse(POSITIONS[name].right)


@pytest.mark.parametrize("name", list(POSITIONS))
def test_the_hint_finds_the_right_card_and_says_the_game_is_at_stake(name: str) -> None:
    advice = hint(_view(name))
    assert advice.cards == (Card.parse(POSITIONS[name].right),)
    standing = POSITIONS[name].standing
    if standing[Seat.SOUTH] == min(standing):
        assert advice.reason_key in (HintReason.PLAY_WIN_GAME, HintReason.PLAY_END_GAME)
    else:
        assert advice.reason_key in (HintReason.PLAY_SAVE_GAME, HintReason.PLAY_KEEP_GAME_GOING)


@pytest.mark.parametrize("name", ["keep_the_queen_when_west_would_end_the_game_for_north",
                                  "let_west_take_the_queen_when_the_game_ends_with_you_lowest"])
def test_the_analysis_calls_the_other_card_a_blunder_in_points_of_the_hand(name: str) -> None:
    """The card that gives the game away is a blunder, said in words (the reason), though
    it may cost few points of the hand: the loss shown stays in points of the hand."""
    view = _view(name)
    right = Card.parse(POSITIONS[name].right)
    wrong = next(card for card in view.legal_plays if card != right)
    decision = analyse_decision(DecisionPoint(view, (wrong,)))
    assert decision.best == (right,)
    assert decision.label == BLUNDER
    assert decision.reason_key in (HintReason.PLAY_SAVE_GAME, HintReason.PLAY_WIN_GAME)
    assert decision.chosen_points is not None and decision.best_points is not None
    assert decision.loss == round(max(0.0, decision.chosen_points - decision.best_points), 3)
    assert decision.loss <= 13 < GAME_STAKE  # points of the hand, not the game's stake


@pytest.mark.parametrize("name", list(POSITIONS))
def test_difficile_finds_the_right_card(name: str) -> None:
    view = _view(name)
    assert {make_bot("hard", seed).choose_play(view) for seed in SEEDS} == {
        Card.parse(POSITIONS[name].right)}
