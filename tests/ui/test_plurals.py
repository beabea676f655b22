"""A number of points reads with the language's plural: 0 point, 1 point, 2 points (French);
0 points, 1 point, 2 points (English); on the plates and in the message line alike."""

from __future__ import annotations

import time

import pytest

from hearts.engine import Seat
from hearts.i18n import french_typography
from hearts.ui.table.render_texts import TableTexts
from hearts.ui.table.speech import narration
from hearts.words import points_text
from tests.helpers.window import MakeApp

POINTS = {
    "fr": {0: "0 point", 1: "1 point", 2: "2 points", 13: "13 points", -10: "−10 points",
           -1: "−1 point", 26: "26 points"},
    "en": {0: "0 points", 1: "1 point", 2: "2 points", 13: "13 points", -10: "−10 points",
           -1: "−1 point", 26: "26 points"},
}
CASES = [(lang, value, text) for lang, texts in POINTS.items() for value, text in texts.items()]


@pytest.mark.parametrize(("lang", "value", "expected"), CASES)
def test_points_take_the_language_s_plural(lang: str, value: int, expected: str) -> None:
    assert points_text(value, lang) == expected


@pytest.mark.parametrize(("lang", "value", "expected"), CASES)
def test_the_message_line_says_the_trick_s_points_with_their_plural(
        lang: str, value: int, expected: str) -> None:
    north = narration.trick_sentence(Seat.NORTH, value, Seat.SOUTH)(lang)
    south = narration.trick_sentence(Seat.SOUTH, value, Seat.SOUTH)(lang)
    if lang == "fr":
        assert north == french_typography(f"Nord ramasse le pli : {expected}.")
        assert south == french_typography(f"Vous ramassez le pli : {expected}.")
    else:
        assert north == f"North takes the trick: {expected}."
        assert south == f"You take the trick: {expected}."


@pytest.mark.parametrize(("lang", "value", "expected"), CASES)
def test_a_plate_says_the_total_with_its_plural(lang: str, value: int, expected: str) -> None:
    assert narration.plate_lines(value, 0, lang) == (expected,)


@pytest.mark.parametrize(
    ("lang", "taken", "expected"),
    [("fr", 13, "+13 cette manche"), ("fr", 1, "+1 cette manche"),
     ("fr", -10, "−10 cette manche"), ("en", 2, "+2 this hand"), ("en", -10, "−10 this hand")],
)
def test_a_plate_says_the_points_taken_this_hand_with_their_sign(
        lang: str, taken: int, expected: str) -> None:
    assert narration.plate_lines(5, taken, lang) == (POINTS[lang].get(5, "5 points"), expected)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_plates_drawn_in_the_window_read_correctly(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    drawn: list[str] = []
    original = TableTexts._text

    def recording(self: TableTexts, text: str, *args: object, **kwargs: object) -> object:
        drawn.append(text)
        return original(self, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(TableTexts, "_text", recording)
    app = make_app(lang=lang)
    scene = app.controller.scene
    scene.totals = (0, 1, 2, 13)
    scene.taken = [1, 0, 13, 2]
    app.renderer.forget_sizes()
    app.draw(time.monotonic())
    for value in (0, 1, 2, 13):
        assert POINTS[lang][value] in drawn, (value, drawn)
    assert not [text for text in drawn if "pts" in text]
    hand = "cette manche" if lang == "fr" else "this hand"
    assert {f"+1 {hand}", f"+13 {hand}", f"+2 {hand}"} <= set(drawn)
