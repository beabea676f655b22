"""Invariants over thousands of seeded random games."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.engine import (
    DECK,
    Card,
    CardPlayed,
    Event,
    GameOver,
    HandScored,
    Match,
    MoonShot,
    Phase,
    PlayerView,
    Rules,
    Seat,
    TrickTaken,
)
from tests.helpers.engine import rule_sets

deal_numbers = st.integers(min_value=1, max_value=999_999)
seeds = st.integers(min_value=0, max_value=2**32)

def pass_all(match: Match, rng: random.Random) -> None:
    for seat in Seat:
        match.pass_cards(seat, rng.sample(match.hand(seat), 3))


def check_hand_invariants(match: Match, rng: random.Random,
                          thorough: bool = True) -> list[Event]:
    """Play one hand at random, checking every step (or, not *thorough*, only the events)."""
    events: list[Event] = []
    if match.phase is Phase.PASSING:
        pass_all(match, rng)
    while match.phase is Phase.PLAYING:
        seat = match.turn
        assert seat is not None
        legal = match.legal_plays(seat)
        assert legal, "a seat to play always has a legal card"
        card = rng.choice(legal)
        if thorough:
            assert all(match.legal_plays(other) == () for other in Seat if other != seat)
            held = [card for s in Seat for card in match.hand(s)]
            played = [card for trick in match.tricks for _, card in trick.plays]
            played += [card for _, card in match.current_trick]
            assert sorted(held + played) == list(DECK), "every card exactly once"
            assert match.why_illegal(seat, card) is None
        events += match.play(seat, card)
    assert len(match.tricks) == 13
    assert sum(isinstance(event, TrickTaken) for event in events) == 13
    assert sum(isinstance(event, CardPlayed) for event in events) == 52
    assert sum(isinstance(event, HandScored) for event in events) == 1
    return events


def assert_points_add_up(match: Match, events: list[Event]) -> None:
    """26 points in a hand (16 with the jack of diamonds), or a moon scored as the rules say."""
    rules = match.rules
    raw = match.points_taken
    assert sum(raw) == (16 if rules.jack_of_diamonds else 26)
    moon = [event.seat for event in events if isinstance(event, MoonShot)]
    if not moon:
        assert match.hand_points == raw
        return
    jack_taker = next(
        (trick.winner for trick in match.tricks
         if any(card.code == "JD" for _, card in trick.plays)), None)
    for seat in Seat:
        jack = -10 if rules.jack_of_diamonds and seat == jack_taker else 0
        if seat == moon[0]:
            expected = jack - (26 if rules.moon_minus else 0)
        else:
            expected = jack + (0 if rules.moon_minus else 26)
        assert match.hand_points[seat] == expected


def test_thousand_seeded_games_keep_the_invariants() -> None:
    """1,000 whole games at random: 13 tricks, 26 points or a moon, the right winner."""
    rng = random.Random(2026)
    for game in range(1000):
        match = Match(rng.randint(1, 999_999))
        while True:
            events = check_hand_invariants(match, rng, thorough=game < 50)
            moon = [event for event in events if isinstance(event, MoonShot)]
            if moon:
                shooter = moon[0].seat
                assert match.hand_points == tuple(0 if s == shooter else 26 for s in Seat)
            else:
                assert sum(match.hand_points) == 26
            if match.phase is Phase.GAME_OVER:
                break
            assert max(match.totals) < 100
            match.start_next_hand()
        assert max(match.totals) >= 100
        assert match.winners == tuple(s for s in Seat if match.totals[s] == min(match.totals))
        assert sum(match.score_sheet[h][s] for h in range(len(match.score_sheet))
                   for s in Seat) == sum(match.totals)


@settings(max_examples=150, deadline=None)
@given(deal=deal_numbers, seed=seeds, rules=rule_sets)
def test_any_rules_keep_the_invariants(deal: int, seed: int, rules: Rules) -> None:
    rng = random.Random(seed)
    match = Match(deal, rules)
    for _ in range(3):
        events = check_hand_invariants(match, rng)
        assert_points_add_up(match, events)
        if match.phase is Phase.GAME_OVER:
            assert any(isinstance(event, GameOver) for event in events)
            break
        match.start_next_hand()


@settings(max_examples=150, deadline=None)
@given(deal=deal_numbers, seed=seeds, stop=st.integers(min_value=0, max_value=140))
def test_json_round_trip_at_any_moment_goes_on_identically(deal: int, seed: int,
                                                           stop: int) -> None:
    rng = random.Random(seed)
    match = Match(deal)
    actions = 0
    while actions < stop and match.phase is not Phase.GAME_OVER:
        actions += _one_action(match, rng)
    copy = Match.from_json(match.to_json())
    assert copy.to_json() == match.to_json()
    for seat in Seat:
        assert copy.view(seat) == match.view(seat)
    twin = random.Random(seed + 1)
    twin_copy = random.Random(seed + 1)
    for _ in range(60):
        if match.phase is Phase.GAME_OVER:
            break
        _one_action(match, twin)
        _one_action(copy, twin_copy)
        assert copy.to_json() == match.to_json()


def _one_action(match: Match, rng: random.Random) -> int:
    if match.phase is Phase.HAND_OVER:
        match.start_next_hand()
    elif match.phase is Phase.PASSING:
        waiting = [seat for seat in Seat if not match.has_passed(seat)]
        seat = rng.choice(waiting)
        match.pass_cards(seat, rng.sample(match.hand(seat), 3))
    else:
        turn = match.turn
        assert turn is not None
        match.play(turn, rng.choice(match.legal_plays(turn)))
    return 1


def visible_cards(view: PlayerView) -> set[Card]:
    """Every card a view mentions."""
    seen = set(view.hand) | set(view.passed) | set(view.received) | set(view.legal_plays)
    seen |= {card for trick in view.tricks for _, card in trick.plays}
    seen |= {card for _, card in view.current_trick}
    return seen


@settings(max_examples=150, deadline=None)
@given(deal=deal_numbers, seed=seeds, stop=st.integers(min_value=0, max_value=60))
def test_no_view_shows_a_card_its_seat_cannot_know(deal: int, seed: int, stop: int) -> None:
    rng = random.Random(seed)
    match = Match(deal)
    for _ in range(stop):
        if match.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            break
        _one_action(match, rng)
        for seat in Seat:
            view = match.view(seat)
            played = {card for trick in match.tricks for _, card in trick.plays}
            played |= {card for _, card in match.current_trick}
            knowable = (set(match.hand(seat)) | played | set(match.passed_cards(seat))
                        | set(match.received_cards(seat)))
            assert visible_cards(view) <= knowable
            assert view.hand == match.hand(seat)
            if match.phase is Phase.PASSING:
                assert view.received == ()
