"""A long text on the message line (a hint, a reading key's answer) wraps into lines that
breathe (issue 44, item 7): from one line's top to the next, at least 1.3 times the text's
size, not the font's bare line height (1.18 times for DejaVu at the smallest size), and
every line still inside its box, never under MIN_TEXT_SIZE, at each window size, with
Grandes cartes off and on."""

from __future__ import annotations

import itertools

import pygame
import pytest
from pygame import Rect

from hearts.ui.kit.fonts import MIN_TEXT_SIZE, fit_lines, font
from hearts.ui.table.geometry.layout import compute_layout
from hearts.ui.table.render import Renderer
from hearts.ui.table.render_texts import TableTexts

HINT = ("Défaussez le 7 de carreau : vous ne pouvez pas fournir, débarrassez-vous d'une carte "
        "dangereuse. Le valet de pique reste le plus sûr pour plus tard, gardez-le.")
OUT = ("Encore dehors : ♣ A R D V 10 8 7 6 5 3 · ♦ A D 6 5 4 3 2 · ♥ A R V 10 9 7 6 5 4 3 2 · "
       "♠ D 10 9 6 5 4 3 2 · Vides vus : Ouest ♦ ♠, Nord ♣, Est ♥ · Reçues : D♥ R♠ A♠ (Est)")
SIZES = ((960, 600), (1280, 800), (1920, 1080), (1000, 1000))
BREATH = 1.3  # a wrapped line's pitch, in text sizes


def lines_drawn(size: tuple[int, int], large: bool, text: str,
                monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, Rect, Rect]]:
    """The message line's lines as a frame draws *text* there: text size, place, box."""
    layout = compute_layout(*size, large=large)
    renderer = Renderer()
    sizes: dict[int, int] = {}
    drawn: list[tuple[int, Rect, Rect]] = []
    made, put = TableTexts._text, TableTexts.put

    def recording_text(self: TableTexts, words: str, at: int, *args: object,
                       **kwargs: object) -> pygame.Surface:
        picture = made(self, words, at, *args, **kwargs)  # type: ignore[arg-type]
        sizes[id(picture)] = at
        return picture

    def recording_put(self: TableTexts, surface: pygame.Surface, picture: pygame.Surface,
                      place: Rect, box: Rect) -> None:
        drawn.append((sizes[id(picture)], Rect(place), Rect(box)))
        put(self, surface, picture, place, box)

    monkeypatch.setattr(TableTexts, "_text", recording_text)
    monkeypatch.setattr(TableTexts, "put", recording_put)
    renderer.texts.draw_message(pygame.Surface(size), layout, text)
    return drawn


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("text", [HINT, OUT])
def test_wrapped_lines_stand_apart_inside_their_box(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], large: bool,
        text: str) -> None:
    pygame.font.init()
    drawn = lines_drawn(size, large, text, monkeypatch)
    assert len(drawn) >= 2, "the long text was meant to wrap"
    for (at, place, _box), (_at, below, _below_box) in itertools.pairwise(drawn):
        assert below.top - place.top >= BREATH * at, f"cramped lines at {size}"
    for at, place, box in drawn:
        assert at >= MIN_TEXT_SIZE
        assert box.top <= place.top + 1 and place.bottom <= box.bottom + 1


def test_fitted_lines_spaced_apart_fit_their_box() -> None:
    pygame.font.init()
    for box in ((754, 30), (754, 40), (1549, 54)):
        size, lines = fit_lines(HINT + " " + HINT, 30, box)
        assert len(lines) >= 2
        spaced = (len(lines) - 1) * BREATH * size + font(size).get_linesize()
        assert spaced <= box[1] + 1, f"{len(lines)} lines at {size} overflow {box}"
