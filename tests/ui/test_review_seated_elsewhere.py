"""The review and À votre place follow the person's seat: a hand played at East is reviewed
with East at the bottom and the others round it as the table draws them, said with the person
« vous » at East's place, Qui a quoi from East's view, and Expert plays it again at East,
whose points it compares. A review without a seat is South's."""

from __future__ import annotations

import os

import pygame
import pytest

from hearts.engine import Card, Seat
from hearts.play.duplicate import replay_hand
from hearts.ui.app import App
from hearts.ui.kit.sentences import card_name
from hearts.ui.kit.speech import Recording
from hearts.ui.kit.sprites import CardArt
from hearts.ui.review.board import board_geometry, draw_board, place_of
from hearts.ui.review.captions import board_name
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.spoken import step_words
from hearts.ui.review.state import Review, StepKind
from hearts.ui.review.whohas_run import SEAT_SAID, WhoHasRun, board_lines, who_has_words
from hearts.ui.table.panels.hand_over import HandOverPanel, duplicate_sentence
from hearts.ui.table.shown import position
from hearts.words import player_name, seat_name
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.engine import random_game
from tests.helpers.window import MakeApp, play_until, settle

EAST, SOUTH = Seat.EAST, Seat.SOUTH
SHOTS = os.environ.get("REVIEW_SHOTS")  # a folder: the screens are saved there to be looked at
PLAYED = random_game(19, seed=3, hands=1).to_json()  # a hand played to its end, with a pass


class Painted(CardArt):
    """Card faces of one flat colour each, so that a pixel of the board tells its card."""

    def face(self, card: Card, size: tuple[int, int], four_colour: bool,
             lang: str = "fr") -> pygame.Surface:
        surface = pygame.Surface(size)
        surface.fill(colour_of(card))
        return surface


def colour_of(card: Card) -> tuple[int, int, int]:
    """The colour *card* is painted in: its index in the red."""
    return (card.index * 4, 90, 160)


def shot(app: App, name: str) -> None:
    """Save the window as it is, where REVIEW_SHOTS says (nothing when it says nowhere)."""
    if SHOTS:
        os.makedirs(SHOTS, exist_ok=True)
        pygame.image.save(app.surface, os.path.join(SHOTS, f"{name}.png"))


def key(app: App, code: int) -> list[str]:
    """A key pressed, the window at rest: what it made the recording voice say."""
    assert app.config.voice is not None
    voice = app.config.voice()
    assert isinstance(voice, Recording)
    before = len(voice.lines)
    app.press(code)
    settle(app)
    return voice.lines[before:]


def hand_over_at_east(make_app: MakeApp) -> tuple[App, HandOverPanel]:
    """A window seated East, replays on, played to its first end-of-hand panel."""
    voice = Recording()
    app = make_app(deal=19, seat=EAST, replays=True, speech=True, voice=lambda: voice)
    play_until(app, lambda app: isinstance(app.dialog, HandOverPanel), limit=200)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel)
    return app, panel


def test_the_board_puts_each_seat_where_the_table_does() -> None:
    for me in Seat:
        for seat in Seat:
            assert place_of(seat, me) is position(seat, me)
    assert place_of(EAST, EAST) is SOUTH and place_of(SOUTH, EAST) is Seat.WEST


def test_the_board_draws_the_person_at_the_bottom_and_the_others_round_it() -> None:
    pygame.init()
    size = (900, 560)
    review = Review(PLAYED, me=EAST)
    review.go_to(1)  # the pass: thirteen cards in each hand
    picture = review.picture()
    board = draw_board(size, picture, review.cells(), review.step, Painted(),
                       four_colour=False, lang="fr", labels=[""] * 8, cell_labels=[""] *
                       len(review.cells()), me=EAST)
    geometry = board_geometry(size)
    for seat in Seat:
        place = place_of(seat, EAST)
        hand = picture.hands[seat]
        rects = geometry.hand_rects(place, len(hand))
        for card, rect in zip(hand, rects, strict=True):
            assert board.get_at((rect.left + 2, rect.top + 2))[:3] == colour_of(card), (seat,
                                                                                       card)
    bottom = geometry.hand_rects(SOUTH, 13)
    assert board.get_at((bottom[0].left + 2, bottom[0].top + 2))[:3] == colour_of(
        picture.hands[EAST][0])  # East's first card, at the bottom


def test_a_hand_played_at_east_is_reviewed_round_east_and_said_with_vous(
        make_app: MakeApp) -> None:
    app, _panel = hand_over_at_east(make_app)
    opened = key(app, pygame.K_r)
    review = app.dialog
    assert isinstance(review, ReviewDialog) and review.review.me is EAST
    shot(app, "review_at_east_deal")
    story = review.review.story
    step = " ".join(opened[1:])
    assert "Vos cartes" in step
    assert all(card_name(card, "fr") in step for card in story.dealt[EAST])  # East's cards
    assert board_name(EAST, "fr", EAST, False) == player_name(SOUTH, "fr")  # « Vous »
    assert board_name(SOUTH, "fr", EAST, False) == seat_name(SOUTH, "fr")  # « Sud »
    (passed,) = key(app, pygame.K_RIGHT)
    giver = next(seat for seat in Seat if story.receiver(seat) is EAST)
    assert "vous donnez" in passed and "vous passe" in passed, passed
    for card in (*story.given[EAST], *story.given[giver]):
        assert card_name(card, "fr") in passed
    for trick in story.tricks:
        (line,) = key(app, pygame.K_RIGHT)
        east_card = next(card for seat, card in trick.plays if seat is EAST)
        assert f"Vous jouez {card_name(east_card, 'fr')}." in line, line
        assert f"{seat_name(EAST, 'fr')} " not in line, line  # never « Est » for the person
        taker = ("Vous ramassez le pli" if trick.winner is EAST
                 else f"{seat_name(trick.winner, 'fr')} ramasse le pli")
        assert taker in line, line
        caption = review.caption.text
        assert ("vous entamez" in caption) is (trick.leader is EAST), caption
        assert ("vous prenez" in caption or "et prenez" in caption) is (trick.winner is EAST)
        assert seat_name(EAST, "fr") not in caption, caption
    shot(app, "review_at_east_last_trick")


def test_qui_a_quoi_is_east_s_view_and_hides_east(make_app: MakeApp) -> None:
    app, _panel = hand_over_at_east(make_app)
    key(app, pygame.K_r)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    key(app, pygame.K_RIGHT)
    said = key(app, pygame.K_q)
    run = review.review.who_has[review.review.hand]
    assert isinstance(run, WhoHasRun)
    chances = run.at(review.review.step)
    assert chances is not None and chances.seat is EAST
    lines = board_lines(chances, "fr")
    assert lines[EAST] == [] and any(lines[seat] for seat in (SOUTH, Seat.WEST, Seat.NORTH))
    words = who_has_words(run, review.review.step, "fr")
    named = [seat for seat in Seat if SEAT_SAID("fr", seat=seat_name(seat, "fr"),
                                                 chances="").rstrip(".") in words]
    assert named == [SOUTH, Seat.WEST, Seat.NORTH], words
    assert any(words in line for line in said)
    shot(app, "review_at_east_who_has")


def test_expert_plays_the_hand_again_at_east_and_the_panel_compares_east_s_points(
        make_app: MakeApp) -> None:
    app, panel = hand_over_at_east(make_app)
    controller = app.controller
    match = controller.host.match
    expected = replay_hand(match.to_json(), 0, controller.level, SMALL_BUDGETS, EAST)
    assert expected.seat is EAST and expected.yours == match.hand_points[EAST]
    assert panel.duplicate_label is not None
    assert panel.duplicate_label.text == duplicate_sentence(expected, "fr")
    assert panel.see_expert_button is not None and panel.see_expert_button.is_enabled
    shot(app, "hand_over_at_east")
    key(app, pygame.K_e)
    review = app.dialog
    assert isinstance(review, ReviewDialog) and review.review.by_expert
    assert review.review.me is EAST  # Expert at East, drawn at the bottom
    assert board_name(EAST, "fr", EAST, True) == "Expert"
    said = step_words(review.review.picture(), "fr", True, EAST)
    assert "Expert" in said and all(card_name(card, "fr") in said
                                    for card in review.review.story.dealt[EAST])
    shot(app, "expert_at_east")


def test_a_review_told_no_seat_is_south_s() -> None:
    review = Review(PLAYED)
    assert review.me is SOUTH
    assert review.picture().kind is StepKind.DEAL
    said = step_words(review.picture(), "fr")
    assert all(card_name(card, "fr") in said for card in review.story.dealt[SOUTH])


@pytest.mark.parametrize("seat", [SOUTH, EAST])
def test_the_deal_said_is_the_person_s_hand(seat: Seat) -> None:
    review = Review(PLAYED, me=seat)
    said = step_words(review.picture(), "fr", me=review.me)
    assert all(card_name(card, "fr") in said for card in review.story.dealt[seat])
    others = [card for other in Seat if other is not seat for card in review.story.dealt[other]]
    assert not any(f" {card_name(card, 'fr')}" in said for card in others)
