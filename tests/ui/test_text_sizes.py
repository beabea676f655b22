"""Every text on the table is at least 11 pixels high and stays inside its box, whatever the
window: long plates, long sentences, the keys under the buttons, in every language, with the
usual sizes and Grandes cartes' larger ones."""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame
import pytest
from pygame import Rect

from hearts.ai.reasons import HintReason
from hearts.engine import Card
from hearts.i18n import LANGUAGES, _
from hearts.store import FileKind, NoticeKind
from hearts.ui.app import App
from hearts.ui.code_words import HINTS, NOTICES
from hearts.ui.kit.keys import TABLE_KEYS, short_help
from hearts.ui.table.geometry.layout import (
    MIN_SIZE,
    MIN_TEXT_SIZE,
    SMALLEST_LAYOUT,
    Layout,
    compute_layout,
)
from hearts.ui.table.render_texts import TableTexts
from hearts.ui.table.speech.narration import Text, say
from hearts.words import points_text
from tests.helpers.window import MakeApp

SIZES = [(960, 600), (1024, 576), (880, 550), (800, 500), (640, 400), (1280, 800),
         (1920, 1080), (2560, 1440)]
TOTALS = (149, 1, 0, -26)
TAKEN = [13, 26, -10, 1]


@dataclass
class Placed:
    """A text the renderer put on a surface: its words, size, place and the box it must stay in."""

    text: str
    size: int
    place: Rect
    box: Rect


def record_texts(monkeypatch: pytest.MonkeyPatch) -> tuple[list[int], list[Placed]]:
    """Every size the renderer renders text at, and every text it puts down."""
    sizes: list[int] = []
    placed: list[Placed] = []
    names: dict[int, tuple[str, int]] = {}
    render_text, put = TableTexts._text, TableTexts.put

    def recording_text(self: TableTexts, text: str, size: int, *args: object,
                       **kwargs: object) -> pygame.Surface:
        sizes.append(size)
        surface = render_text(self, text, size, *args, **kwargs)  # type: ignore[arg-type]
        names[id(surface)] = (text, size)
        return surface

    def recording_put(self: TableTexts, surface: pygame.Surface, rendered: pygame.Surface,
                      place: Rect, box: Rect) -> None:
        text, size = names[id(rendered)]
        placed.append(Placed(text, size, Rect(place), Rect(box)))
        put(self, surface, rendered, place, box)

    monkeypatch.setattr(TableTexts, "_text", recording_text)
    monkeypatch.setattr(TableTexts, "put", recording_put)
    return sizes, placed


def long_hint() -> Text:
    """The longest sentence the message line says: a hint to pass three cards, a small one
    among them."""
    cards = tuple(Card.parse(code) for code in ("JD", "QC", "10D"))
    return say(HINTS[HintReason.PASS_SMALL], cards=cards)


def crowd_the_table(app: App, sentences: list[Text]) -> None:
    """Points on every plate, a long sheet, the daily deal with hearts broken, long sentences."""
    controller = app.controller
    scene = controller.scene
    controller.games.daily = True
    scene.hearts_broken = True
    scene.totals = TOTALS
    scene.taken = list(TAKEN)
    scene.score_sheet = [(26, -10, 0, 13)] * 19
    controller.message_line.sentences = sentences


def draw_at(app: App, size: tuple[int, int], large: bool = False) -> Layout:
    """The table drawn afresh for a window of *size* (with Grandes cartes when *large*); its
    layout."""
    layout = compute_layout(*size, large=large)
    app.renderer.forget_sizes()
    app.renderer.draw(pygame.Surface(size), layout, app.controller.table_view(),
                      time.monotonic())
    return layout


def words(texts: list[str]) -> list[str]:
    """The words of *texts*, without the dots that separate the keys."""
    return [word for text in texts for word in text.split() if word != "·"]


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("sentences", ["hint", "two"])
def test_every_text_is_readable_and_inside_its_box(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str, sentences: str,
        large: bool) -> None:
    sizes, placed = record_texts(monkeypatch)
    app = make_app(lang=lang)
    said = [long_hint()] if sentences == "hint" else [
        say(NOTICES[NoticeKind.UNREADABLE, FileKind.GAME]),
        say(_("Partie reprise : donne n° {number}, manche {hand}."), number=999999, hand=12)]
    crowd_the_table(app, said)
    for size in SIZES:
        sizes.clear()
        placed.clear()
        layout = draw_at(app, size, large)
        assert sizes and min(sizes) >= MIN_TEXT_SIZE, (size, sorted(set(sizes)))
        outside = [item for item in placed if not item.box.contains(item.place)]
        assert outside == [], size
        texts = [item.text for item in placed]
        for total in TOTALS:
            assert points_text(total, lang) in texts, (size, total)
        for taken in ("+13", "+26", "−10", "+1"):
            assert _("{points} cette manche")(lang, points=taken) in texts, (size, taken)
        info = [item.text for item in placed if item.box == layout.sidebar_info]
        assert_side_column_names_the_keys(words(info[1:]), lang, size)
        line = layout.message.inflate(-2 * layout.padding, 0)
        drawn = [item.text for item in placed if item.box == line]
        current, shown = app.controller.message_text().split(), words(drawn)
        before = shown[:len(shown) - len(current)]  # the sentences said before, dimmed
        assert shown[len(before):] == current, size
        assert before == words(list(app.controller.table_view().earlier))[
            len(words(list(app.controller.table_view().earlier))) - len(before):], size


def assert_side_column_names_the_keys(shown: list[str], lang: str,
                                      size: tuple[int, int]) -> None:
    """The side column's key help: the first rows of the table's keys, as many as fit, then
    F1 (every key, in a window: test_key_help.py) and F2 (speech), always."""
    kept = [row for row in TABLE_KEYS if "kept" in row.shown_in]
    assert [row.names for row in kept] == [("F1",), ("F2",)]
    tail = words(short_help(kept, lang))
    assert shown[-len(tail):] == tail, size
    others = [row for row in TABLE_KEYS if "short" in row.shown_in and row not in kept]
    assert any(words(short_help(others[:count], lang)) == shown[:-len(tail)]
               for count in range(len(others) + 1)), size


def test_a_window_under_the_minimum_keeps_the_smallest_layout_s_scale() -> None:
    smallest = compute_layout(*MIN_SIZE)
    for size in ((1024, 576), (900, 560), (960, 500), (800, 500), (700, 600), (640, 400)):
        layout = compute_layout(*size)
        assert layout.unit == 1.0
        assert (layout.text_size, layout.small_text_size) == (smallest.text_size,
                                                              smallest.small_text_size)
        assert layout.size == (max(size[0], SMALLEST_LAYOUT[0]), max(size[1], SMALLEST_LAYOUT[1]))


def test_a_window_too_small_for_the_layout_shows_its_top_left(make_app: MakeApp) -> None:
    app = make_app()
    pygame.display.set_mode((800, 500), pygame.RESIZABLE)  # a window manager ignoring the minimum
    app.handle_event(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=800, y=500))
    app.step()
    app.draw(time.monotonic())
    assert app.surface.get_size() == (800, 500)
    assert app.layout.size == SMALLEST_LAYOUT
    assert app.table_buttons.side["hint"].rect == app.layout.buttons["hint"]
