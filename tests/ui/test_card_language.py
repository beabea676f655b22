"""The court cards follow the language: J, Q, K in English, V, D, R in French."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pygame
import pytest

from hearts.engine import Card
from hearts.resources import assets_dir
from hearts.ui.app import App
from hearts.ui.kit.sprites import CardArt
from hearts.ui.table.geometry.placement import south_card_rects
from tests.helpers.window import MakeApp

SIZE = (90, 126)


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("four_colour", [False, True])
def test_queen_of_spades_changes_with_the_language_and_seven_of_hearts_does_not(
        four_colour: bool) -> None:
    art = CardArt()
    queen, seven = Card.parse("QS"), Card.parse("7H")
    assert _pixels(art.face(queen, SIZE, four_colour, "fr")) != \
        _pixels(art.face(queen, SIZE, four_colour, "en"))
    assert _pixels(art.face(seven, SIZE, four_colour, "fr")) == \
        _pixels(art.face(seven, SIZE, four_colour, "en"))
    assert _pixels(art.greyed(queen, SIZE, four_colour, "fr")) != \
        _pixels(art.greyed(queen, SIZE, four_colour, "en"))


def test_the_english_queen_is_the_english_file_scaled() -> None:
    art = CardArt()
    source = pygame.image.load(str(assets_dir() / "cards" / "standard-JQK" / "QS.png"))
    expected = pygame.transform.smoothscale(source, SIZE)
    assert _pixels(art.face(Card.parse("QS"), SIZE, False, "en")) == _pixels(expected)


def test_without_english_files_the_french_faces_stand_in(tmp_path: Path) -> None:
    shutil.copytree(assets_dir() / "cards" / "standard", tmp_path / "cards" / "standard")
    art, full = CardArt(tmp_path), CardArt()
    queen = Card.parse("QS")
    assert _pixels(art.face(queen, SIZE, False, "en")) == _pixels(full.face(queen, SIZE, False))


def test_drawn_stand_in_faces_follow_the_language_too(tmp_path: Path) -> None:
    art = CardArt(tmp_path)  # no art at all
    king, three = Card.parse("KC"), Card.parse("3C")
    assert _pixels(art.face(king, SIZE, False, "fr")) != _pixels(art.face(king, SIZE, False, "en"))
    assert _pixels(art.face(three, SIZE, False, "fr")) == \
        _pixels(art.face(three, SIZE, False, "en"))


@pytest.fixture
def app(make_app: MakeApp) -> App:
    """The real window (headless) on deal 1, French, every move instant, at rest."""
    return make_app(deal=1, lang="fr")


def _corner(app: App, card: Card) -> bytes:
    """The pixels of the index corner of *card* in South's hand, as last drawn."""
    rects = dict(south_card_rects(app.layout, app.controller.scene))
    rect = rects[card]
    corner = pygame.Rect(rect.left, rect.top, rect.width // 4, rect.height // 4)
    return _pixels(app.surface.subsurface(corner))


def test_a_language_change_in_the_options_redraws_the_court_cards_at_once(app: App) -> None:
    hand = app.controller.scene.hand
    court = next(card for card in hand if card.code[0] in "JQK")
    number = next(card for card in hand if card.code[0] in "23456789")
    before = _corner(app, court), _corner(app, number)
    english = dataclasses.replace(app.controller.settings, language="en")
    app.dialogs._options_changed(english)  # what the Options dialog calls on OK
    app.step()
    assert _corner(app, court) != before[0]
    assert _corner(app, number) == before[1]
