"""Expert against a moon: who it plays against as shooting it (`deep.moon_runner`), and how
the measuring seat stops it in its playouts (`sharp.defend_card`)."""

from __future__ import annotations

import dataclasses

import pytest

from hearts.ai.deep import MOON_DREAD, moon_runner
from hearts.ai.knowledge import Knowledge
from hearts.ai.scoring import Scorer
from hearts.ai.search import dreaded_figures
from hearts.ai.sharp import defend_card, sharp_follow
from hearts.engine import Match, Seat, cards
from hearts.engine.masks import CLUBS, FULL_DECK, HEARTS, card_of, mask_of

EAST = int(Seat.EAST)


def _mask(text: str) -> int:
    return mask_of(cards(text))


def _south_knowing(penalty: tuple[int, int, int, int], queen_taker: int = -1) -> Knowledge:
    """South's knowledge at the start of a hand, with *penalty* points already taken."""
    knowledge = Knowledge.from_view(Match(7).view(Seat.SOUTH))
    position = dataclasses.replace(knowledge.position, penalty=penalty)
    return dataclasses.replace(knowledge, position=position, queen_taker=queen_taker)


@pytest.mark.parametrize(("penalty", "queen_taker", "runner"), [
    ((0, 0, 0, 14), EAST, EAST),  # Q♠ and a heart, every point so far
    ((0, 0, 0, 13), EAST, EAST),  # Q♠ alone
    ((0, 0, 0, 2), -1, EAST),  # two hearts, every point so far
    ((0, 0, 0, 1), -1, -1),  # one heart alone: too few
    ((0, 1, 0, 14), EAST, -1),  # West has a point: no moon
    ((0, 0, 0, 16), EAST, EAST),  # Difficile's own threat (Q♠ and three hearts) stays one
])
def test_a_seat_with_every_point_and_enough_of_them_is_played_against_as_a_shooter(
        penalty: tuple[int, int, int, int], queen_taker: int, runner: int) -> None:
    assert moon_runner(_south_knowing(penalty, queen_taker)) == runner


def test_a_moon_the_runner_shoots_costs_the_dread_on_top_of_the_table() -> None:
    scorer = Scorer(Match(7).view(Seat.SOUTH))
    south = int(Seat.SOUTH)
    moon, stopped = [0, 0, 0, 0, -1], [0, 0, 1, 0, -1]
    moon[EAST], stopped[EAST] = 26, 25
    assert scorer.me == south
    cost, points, _, _ = dreaded_figures(scorer, moon, EAST, MOON_DREAD)
    assert (cost, points) == (scorer.cost(moon) + MOON_DREAD, scorer.hand(scorer.points(moon))
                              + MOON_DREAD)
    assert dreaded_figures(scorer, stopped, EAST, MOON_DREAD)[0] == scorer.cost(stopped)
    assert dreaded_figures(scorer, moon, -1, MOON_DREAD)[0] == scorer.cost(moon)


def test_the_seat_itself_is_never_its_own_moon_runner() -> None:
    south = int(Seat.SOUTH)
    assert moon_runner(_south_knowing((0, 0, 5, 0) if south == 2 else (5, 0, 0, 0))) == -1


def _defend(legal: str, table: str = "", led: int = 0, winner: int = -1,
            others: str = "") -> str:
    """The defender's card against East's moon, or '' when it plays as usual."""
    hand, played = _mask(legal), _mask(table)
    out = _mask(others) if others else FULL_DECK & ~hand & ~played
    card = defend_card(hand, out, played, led, winner, EAST, False, False)
    return card_of(card).code if card else ""


def test_the_defender_leads_the_top_heart_still_out_when_it_holds_it() -> None:
    assert _defend("AH 3C", others="KH 2H 4C") == "AH"
    assert _defend("KH 3C", others="AH 2H 4C") == ""  # A♥ is out: lead as usual


def test_the_defender_takes_a_heart_trick_going_to_the_shooter() -> None:
    assert _defend("AH 2H", "KH", HEARTS, EAST) == "AH"


def test_a_clean_trick_going_to_the_shooter_is_followed_as_usual() -> None:
    legal, table = _mask("9C KC"), _mask("5C")
    usual = card_of(sharp_follow(legal, table, CLUBS, False, False)).code
    assert _defend("9C KC", "5C", CLUBS, EAST) == usual


def test_a_void_defender_gives_the_shooter_no_point() -> None:
    assert _defend("2H 9H 4D", "5C", CLUBS, EAST) == "4D"
    assert _defend("2H 9H", "5C", CLUBS, EAST) == "2H"  # only hearts: the lowest


def test_a_trick_going_to_another_seat_is_played_as_usual() -> None:
    assert _defend("2H 9H 4D", "5C", CLUBS, int(Seat.WEST)) == ""
