"""Cartes jouées: J or the side column's button shows, in the score sheet's place, the cards
gone and the voids seen as South has seen them, and takes nothing else from the table."""

from __future__ import annotations

import time

import pygame
import pytest

from hearts.engine import Match, Rules, Seat, Suit, cards
from hearts.i18n import LANGUAGES
from hearts.ui.app import App
from hearts.ui.dialogs.rules_text import commands_text
from hearts.ui.kit.keys import TABLE_KEYS, short_help
from hearts.ui.table.geometry.layout import compute_layout
from hearts.ui.table.played import played_cards
from hearts.ui.table.render_texts import side_key_lines
from hearts.ui.table.scene import scene_at_rest
from hearts.ui.table.speech import reading
from tests.helpers.window import MakeApp, click_button, play_until, settle


def some_void_shown(app: App) -> bool:
    """South to play, the table at rest, after a seat has failed to follow a suit."""
    controller = app.controller
    scene = controller.scene
    return (controller.host.match.turn is Seat.SOUTH and controller.is_caught_up()
            and bool(reading.voids_seen(controller.host.match.tricks[:scene.tricks_done],
                                        scene.trick, Seat.SOUTH)))


def frame(app: App) -> pygame.Surface:
    """The table drawn now."""
    app.draw(time.monotonic())
    return app.surface.copy()


def test_j_and_the_button_show_the_cards_gone_and_put_them_away(make_app: MakeApp) -> None:
    app = make_app(deal=11)
    assert not app.controller.settings.played_cards  # off by default
    assert app.controller.table_view().played is None
    play_until(app, some_void_shown, limit=120)
    app.press(pygame.K_j)
    settle(app)
    played = app.controller.table_view().played
    assert played is not None and app.controller.settings.played_cards
    scene, match = app.controller.scene, app.controller.host.match
    shown = [card for trick in match.tricks[:scene.tricks_done] for _, card in trick.plays]
    assert played.gone == frozenset(shown + [card for _, card in scene.trick])
    assert played.mine == frozenset(scene.hand)
    seen = reading.voids_seen(match.tricks[:scene.tricks_done], scene.trick, Seat.SOUTH)
    for seat, suits in seen.items():
        assert suits <= played.voids[seat], seat
    assert not played.voids[Seat.SOUTH]
    click_button(app, "played_cards")
    assert app.controller.table_view().played is None
    click_button(app, "played_cards")
    assert app.controller.table_view().played is not None


def test_the_panel_takes_only_the_score_sheet_s_place(make_app: MakeApp) -> None:
    app = make_app(deal=11)
    play_until(app, some_void_shown, limit=120)
    for size in ((960, 600), (1920, 1080)):
        app.resize(size)
        settle(app)
        sheet = app.layout.score_sheet
        before = frame(app)
        app.press(pygame.K_j)
        settle(app)
        after = frame(app)
        app.press(pygame.K_j)
        settle(app)
        button = app.layout.buttons["played_cards"].inflate(4, 4)  # lit while it shows
        changed = after.copy()
        for picture in (before, changed):
            picture.fill((0, 0, 0), sheet)
            picture.fill((0, 0, 0), button)
        assert pygame.image.tobytes(changed, "RGB") == pygame.image.tobytes(before, "RGB"), \
            size
        inside = after.subsurface(sheet)
        assert pygame.image.tobytes(inside, "RGB") != pygame.image.tobytes(
            frame(app).subsurface(sheet), "RGB"), size


def test_a_suit_not_followed_is_a_void_and_the_cards_on_the_table_are_gone() -> None:
    hands = [cards("2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC"),
             cards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH"),
             cards("2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD"),
             cards("2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS")]
    match = Match.from_hands(tuple(hands), Rules(first_trick_points=True), hand_number=3)
    for seat, card in ((Seat.SOUTH, "2C"), (Seat.WEST, "2H")):
        match.play(seat, cards(card)[0])
    scene = scene_at_rest(match.view(Seat.SOUTH), (), list)
    played = played_cards(match.view(Seat.SOUTH), scene)
    assert played.voids[Seat.WEST] == frozenset({Suit.CLUBS})
    assert played.gone == frozenset(cards("2C 2H"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_side_column_and_the_rules_name_j(lang: str) -> None:
    row = next(row for row in TABLE_KEYS
               if any(binding.action == "played_cards" for binding in row.bindings))
    assert row.names == ("J",)
    assert row.long is not None and row.long(lang) in commands_text(lang)
    short = next(text for text in short_help(TABLE_KEYS, lang) if text.startswith("J  "))
    for size in ((960, 600), (1920, 1080)):
        lines = side_key_lines(compute_layout(*size), lang)
        assert any(short in line for line in lines), (size, lines)
