"""The window's bots are seeded from their own view, never from the deal number."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hearts.ai import make_bot, view_seed
from hearts.engine import Match, Phase, Seat
from hearts.play import bots

ROOT = Path(__file__).resolve().parents[2]
DEALING = ("deal_hands", "shuffled_indexes", "deal_masks")


def bot_sources() -> list[Path]:
    """Every source file of the computer players, and the host's adapter to them and its
    seats."""
    return [*sorted((ROOT / "hearts" / "ai").glob("*.py")),
            ROOT / "hearts" / "play" / "bots.py", ROOT / "hearts" / "play" / "seats.py"]


@pytest.mark.parametrize("path", bot_sources(), ids=lambda path: path.name)
def test_the_bots_never_reach_the_deal_functions(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for name in DEALING:
        assert not re.search(rf"\b{name}\b", text), f"{path.name} mentions {name}"


@pytest.mark.parametrize("name", ["bots.py", "seats.py"])
def test_the_hosts_bots_get_no_deal_number(name: str) -> None:
    text = (ROOT / "hearts" / "play" / name).read_text(encoding="utf-8")
    assert "deal_number" not in text
    assert "bot_seed" not in text


def play_hand(match: Match) -> dict[Seat, set[int]]:
    """Play one hand with Moyen everywhere; each seat's view seeds, decision by decision."""
    seeds: dict[Seat, set[int]] = {seat: set() for seat in Seat}
    if match.phase is Phase.PASSING:
        for seat in Seat:
            seeds[seat].add(view_seed(match.view(seat)))
            match.pass_cards(seat, bots.choose_pass("medium", match.view(seat)))
            seeds[seat].add(view_seed(match.view(seat)))
    while match.phase is Phase.PLAYING:
        turn = match.turn
        assert turn is not None
        view = match.view(turn)
        seeds[turn].add(view_seed(view))
        match.play(turn, bots.choose_play("medium", view))
    return seeds


def test_a_seat_keeps_one_seed_through_a_hand_and_seats_differ() -> None:
    match = Match(4321)
    first = play_hand(match)
    assert all(len(seeds) == 1 for seeds in first.values())
    assert len({next(iter(seeds)) for seeds in first.values()}) == 4
    match.start_next_hand()
    second = play_hand(match)
    assert all(len(seeds) == 1 for seeds in second.values())
    assert not set().union(*first.values()) & set().union(*second.values())


def test_the_seed_comes_from_the_cards_dealt_to_the_seat() -> None:
    one, other = Match(11), Match(12)
    assert view_seed(one.view(Seat.WEST)) != view_seed(other.view(Seat.WEST))
    again = Match.from_json(one.to_json())
    assert view_seed(again.view(Seat.WEST)) == view_seed(one.view(Seat.WEST))


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_the_windows_bot_is_the_level_seeded_from_its_view(level: str) -> None:
    match = Match(2024)
    for seat in Seat:
        view = match.view(seat)
        assert bots.choose_pass(level, view) == make_bot(level, view_seed(view)).choose_pass(view)
        match.pass_cards(seat, match.hand(seat)[:3])
    turn = match.turn
    assert turn is not None
    view = match.view(turn)
    assert bots.choose_play(level, view) == make_bot(level, view_seed(view)).choose_play(view)
