"""A seat's view holds what a person in that seat may know, and nothing more."""

from __future__ import annotations

import dataclasses

from hearts.engine import Match, Phase, PlayerView, Seat


def test_view_has_no_deal_number_and_no_reference_to_the_match() -> None:
    view = Match(12345).view(Seat.WEST)
    names = {field.name for field in dataclasses.fields(PlayerView)}
    assert "deal_number" not in names
    for field in dataclasses.fields(view):
        assert not isinstance(getattr(view, field.name), Match)
    assert view.hand == Match(12345).hand(Seat.WEST)


def test_received_cards_appear_only_after_the_exchange() -> None:
    match = Match(8)
    south = match.hand(Seat.SOUTH)[:3]
    match.pass_cards(Seat.SOUTH, south)
    view = match.view(Seat.SOUTH)
    assert view.has_passed and view.passed == south and view.received == ()
    assert match.view(Seat.WEST).received == ()
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        match.pass_cards(seat, match.hand(seat)[:3])
    assert match.phase is Phase.PLAYING
    assert match.view(Seat.WEST).received == south
    assert match.view(Seat.SOUTH).received == match.passed_cards(Seat.EAST)


def test_view_is_a_snapshot() -> None:
    match = Match(8)
    for seat in Seat:
        match.pass_cards(seat, match.hand(seat)[:3])
    turn = match.turn
    assert turn is not None
    view = match.view(turn)
    match.play(turn, view.legal_plays[0])
    assert len(view.hand) == 13 and view.current_trick == ()
