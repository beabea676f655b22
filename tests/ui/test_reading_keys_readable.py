"""The reading keys' answers on the message line: O (the cards still out), M (the hand) and V
(the voids) are said in full, every card named, but shown short (a suit's symbol and its
ranks) so that the line stays readable: never under MIN_TEXT_SIZE, inside its box, whole,
at 960×600 and 1920×1080, with Grandes cartes off and on."""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable

import pygame
import pytest
from pygame import Rect

from hearts.engine import Seat
from hearts.store import Store
from hearts.ui.app import App
from hearts.ui.kit.fonts import font, wrap_text
from hearts.ui.kit.sentences import card_name
from hearts.ui.kit.speech import Recording
from hearts.ui.table.geometry.layout import MIN_TEXT_SIZE, compute_layout
from hearts.ui.table.render_texts import TableTexts
from hearts.ui.table.speech.reading import voids_seen
from hearts.words import SUIT_SYMBOLS
from tests.helpers.window import SOUTH, MakeApp, play_until, settle, south_to_play

READING_KEYS = {"O": pygame.K_o, "M": pygame.K_m, "V": pygame.K_v}
SIZES = ((960, 600), (1920, 1080))


def voids_shown(app: App) -> bool:
    """South to play, with a void seen (V has something to say)."""
    controller = app.controller
    scene = controller.scene
    return south_to_play(app) and bool(voids_seen(
        controller.host.match.tricks[:scene.tricks_done], scene.trick, Seat.SOUTH))


def open_at(make_app: MakeApp, lang: str, large: bool, wanted: Callable[[App], bool],
            speech: bool = False, voice: Recording | None = None) -> App:
    """A window in *lang* (Grandes cartes when *large*) played on until *wanted*."""
    Store().save_settings(dataclasses.replace(Store().load_settings(), large_cards=large))
    options: dict[str, object] = {"lang": lang, "size": SIZES[0], "speech": speech}
    if voice is not None:
        options["voice"] = lambda: voice
    app = make_app(deal=31, **options)
    play_until(app, wanted)
    return app


def message_drawn(app: App, size: tuple[int, int], large: bool,
                  monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, Rect, Rect]]:
    """The message line's texts as a frame at *size* draws them: text, size, place, box."""
    drawn: list[tuple[str, int, Rect, Rect]] = []
    rendered: dict[int, tuple[str, int]] = {}
    text, put = TableTexts._text, TableTexts.put
    layout = compute_layout(*size, large=large)
    line = layout.message.inflate(-2 * layout.padding, 0)

    def recording_text(self: TableTexts, words: str, at: int, *args: object,
                       **kwargs: object) -> pygame.Surface:
        surface = text(self, words, at, *args, **kwargs)  # type: ignore[arg-type]
        rendered[id(surface)] = (words, at)
        return surface

    def recording_put(self: TableTexts, surface: pygame.Surface, picture: pygame.Surface,
                      place: Rect, box: Rect) -> None:
        if box == line:
            drawn.append((*rendered[id(picture)], Rect(place), Rect(box)))
        put(self, surface, picture, place, box)

    with monkeypatch.context() as patch:
        patch.setattr(TableTexts, "_text", recording_text)
        patch.setattr(TableTexts, "put", recording_put)
        app.renderer.forget_sizes()
        app.renderer.draw(pygame.Surface(size), layout, app.controller.table_view(),
                          time.monotonic())
    return drawn


def without_dots(words: list[str]) -> list[str]:
    """*words* without the dots between suits, which a line broken there leaves out."""
    return [word for word in words if word != "·"]


def assert_readable(app: App, name: str, large: bool,
                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading key *name* pressed: the message line at each size is at least MIN_TEXT_SIZE,
    inside its box and whole."""
    app.press(READING_KEYS[name])
    settle(app)
    shown = app.controller.message_text()
    for size in SIZES:
        drawn = message_drawn(app, size, large, monkeypatch)
        assert drawn, (name, size)
        assert min(at for _text, at, _place, _box in drawn) >= MIN_TEXT_SIZE, (name, size)
        assert all(box.contains(place) for _text, _at, place, box in drawn), (name, size)
        words = without_dots([word for text, _at, _place, _box in drawn for word in text.split()])
        answer = without_dots(shown.split())
        assert words[len(words) - len(answer):] == answer, (name, size)  # all shown, last
        before = words[:len(words) - len(answer)]  # the event before it, dimmed, if room
        earlier = without_dots(" ".join(app.controller.table_view().earlier).split())
        assert before == earlier[len(earlier) - len(before):], (name, size)
    if name != "V":
        assert all(symbol in shown for symbol in SUIT_SYMBOLS), (name, shown)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_reading_keys_answers_are_readable_on_the_message_line(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str, large: bool) -> None:
    app = open_at(make_app, lang, large, south_to_play)  # the first trick: 39 cards out
    assert app.layout.large is large
    assert_readable(app, "O", large, monkeypatch)
    assert_readable(app, "M", large, monkeypatch)
    play_until(app, voids_shown)
    assert_readable(app, "V", large, monkeypatch)
    assert_readable(app, "O", large, monkeypatch)


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_reading_keys_still_say_every_card(make_app: MakeApp, lang: str) -> None:
    voice = Recording()
    app = open_at(make_app, lang, False, south_to_play, speech=True, voice=voice)
    scene = app.controller.scene
    app.press(pygame.K_o)
    settle(app)
    match = app.controller.host.match
    out = [card for seat in Seat if seat is not SOUTH for card in match.hand(seat)]
    assert out and all(card_name(card, lang) in voice.lines[-1] for card in out)
    app.press(pygame.K_m)
    settle(app)
    assert all(card_name(card, lang) in voice.lines[-1] for card in scene.hand)
    play_until(app, voids_shown)
    app.press(pygame.K_v)
    settle(app)
    assert not any(symbol in voice.lines[-1] for symbol in SUIT_SYMBOLS)


@pytest.mark.parametrize("large", [False, True])
def test_a_text_too_long_for_the_line_is_cut_never_shrunk_below_the_minimum(
        large: bool) -> None:
    """Whatever the message line is given: at least MIN_TEXT_SIZE, inside its box, cut."""
    from hearts.ui.kit.fonts import fit_lines

    pygame.font.init()
    layout = compute_layout(960, 600, large=large)
    box = layout.message.inflate(-2 * layout.padding, 0)
    text = " ".join(["Lorem ipsum dolor sit amet"] * 60)
    size, lines = fit_lines(text, layout.text_size, box.size, smallest=MIN_TEXT_SIZE)
    assert size >= MIN_TEXT_SIZE
    assert len(lines) * font(size).get_linesize() <= box.height
    assert all(font(size).size(line)[0] <= box.width for line in lines)
    assert lines[-1].endswith("…") and len(lines) < len(wrap_text(text, size, box.width))
