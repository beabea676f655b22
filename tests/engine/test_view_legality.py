"""A window at a friends' table words a refused card from its seat's view alone: the view's
answer is the match's, for every card, in every position of whole games."""

from __future__ import annotations

import random

from hearts.engine import (
    Card,
    Match,
    Phase,
    Seat,
    why_illegal_in_view,
    why_pass_refused_in_view,
)
from hearts.engine.cards import DECK


def refusal_code(error: object) -> object:
    """The code of an error, or None."""
    return getattr(error, "code", None)


def test_the_view_refuses_what_the_match_refuses() -> None:
    chooser = random.Random(7)
    for deal in (1, 42, 777):
        match = Match(deal)
        while match.phase is not Phase.GAME_OVER:
            if match.phase is Phase.HAND_OVER:
                match.start_next_hand()
            elif match.phase is Phase.PASSING:
                for seat in Seat:
                    view = match.view(seat)
                    assert why_pass_refused_in_view(view, view.hand[:2]) is not None
                    assert why_pass_refused_in_view(view, view.hand[:3]) is None
                    match.pass_cards(seat, view.hand[:3])
                    assert why_pass_refused_in_view(match.view(seat), view.hand[3:6]) \
                        is not None
            else:
                for seat in Seat:
                    view = match.view(seat)
                    for card in DECK:
                        assert refusal_code(why_illegal_in_view(view, card)) == \
                            refusal_code(match.why_illegal(seat, card)), (seat, card)
                turn = match.turn
                assert turn is not None
                match.play(turn, chooser.choice(match.legal_plays(turn)))


def test_a_card_of_another_hand_is_not_in_hand() -> None:
    match = Match(5)
    for seat in Seat:
        match.pass_cards(seat, match.view(seat).hand[:3])
    turn = match.turn
    assert turn is not None
    other = next(card for card in match.hand(turn.next()) if card != Card.parse("2C"))
    assert str(refusal_code(why_illegal_in_view(match.view(turn), other))) == "not_in_hand"
