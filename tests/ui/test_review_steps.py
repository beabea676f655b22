"""The hand review steps through a saved match: as dealt, the pass, then trick by trick."""

from __future__ import annotations

import pygame
import pytest

from hearts.engine import Match, PassDirection, Seat
from hearts.ui.kit.palette import BOARD_FELT
from hearts.ui.kit.sprites import CardArt
from hearts.ui.review.board import board_geometry, draw_board, strip_cell_at
from hearts.ui.review.state import Review, StepKind
from tests.helpers.engine import random_game


@pytest.fixture(scope="module")
def game() -> Match:
    return random_game(4242, seed=1, hands=2)


def test_a_hand_with_a_pass_has_fifteen_steps_and_the_cards_leave_the_hands(game: Match) -> None:
    review = Review(game.to_json(), 0)
    kinds = [cell.kind for cell in review.cells()]
    assert kinds == [StepKind.DEAL, StepKind.PASS] + [StepKind.TRICK] * 13
    counts = []
    for step in range(15):
        review.go_to(step)
        counts.append(sum(len(hand) for hand in review.picture().hands))
    assert counts == [52, 52] + [52 - 4 * trick for trick in range(1, 14)]


def test_the_pass_outlines_in_each_hand_the_cards_it_received(game: Match) -> None:
    review = Review(game.to_json(), 0)
    review.go_to(1)
    picture = review.picture()
    assert picture.pass_direction is PassDirection.LEFT
    # Passing left, West receives South's three cards.
    assert picture.outlined[Seat.WEST] == frozenset(picture.given[Seat.SOUTH])
    assert picture.outlined[Seat.WEST] <= set(picture.hands[Seat.WEST])
    assert all(len(cards) == 3 for cards in picture.outlined)


def test_a_trick_step_shows_its_four_cards_and_its_taker(game: Match) -> None:
    review = Review(game.to_json(), 0)
    assert review.to_trick(5)
    picture = review.picture()
    story = review.story
    assert picture.trick == story.tricks[4].plays
    assert picture.winner is story.tricks[4].winner
    assert picture.trick_number == 5 and len(picture.trick) == 4


def test_moving_stays_within_the_hand_and_a_new_hand_starts_at_its_deal(game: Match) -> None:
    review = Review(game.to_json(), 0)
    assert not review.back()  # already at the deal
    review.go_to(99)
    assert review.step == review.last_step == 14
    assert not review.forward()
    assert review.choose_hand(1)
    assert (review.hand, review.step) == (1, 0)
    assert not review.choose_hand(7)


def test_the_review_opens_on_the_last_hand_with_a_trick() -> None:
    match = random_game(31, seed=2, hands=1)  # the second hand is dealt, nothing played
    review = Review(match.to_json())
    assert review.hand == 0 and len(review.stories) == 1


def test_a_click_on_the_strip_finds_its_box() -> None:
    size = (900, 520)
    rects = board_geometry(size).cell_rects(15)
    assert [strip_cell_at(size, 15, rect.center) for rect in rects] == list(range(15))
    assert strip_cell_at(size, 15, (450, 10)) is None


def test_the_board_draws_every_card_in_its_place(game: Match) -> None:
    pygame.display.init()
    review = Review(game.to_json(), 0)
    review.to_trick(3)
    picture = review.picture()
    size = (900, 520)
    board = draw_board(size, picture, review.cells(), review.step, CardArt(), four_colour=False,
                       lang="fr", labels=["x"] * 8, cell_labels=["y"] * 15)
    geometry = board_geometry(size)
    for seat in Seat:  # the left edge of every card of every hand shows, not the felt
        for rect in geometry.hand_rects(seat, len(picture.hands[seat])):
            assert board.get_at((rect.left + 2, rect.top + rect.height // 2))[:3] != BOARD_FELT
    for seat, _ in picture.trick:
        assert board.get_at(geometry.trick_rect(seat).center)[:3] != BOARD_FELT
