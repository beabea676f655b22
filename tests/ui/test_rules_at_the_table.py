"""The rules in play are shown at the table, under the deal number: the target score, then
each variant that differs from the plain game, its cards named by the corners of the
language's cards; the game's own rules, not the settings for the next game."""

from __future__ import annotations

import dataclasses
import time
from dataclasses import fields
from pathlib import Path

import pygame
import pytest
from pygame import Rect

from hearts.choices import Language
from hearts.engine import Rules
from hearts.i18n import LANGUAGES
from hearts.store import Settings, Store
from hearts.ui.table.geometry.layout import compute_layout
from hearts.ui.table.render_texts import TableTexts
from hearts.ui.table.rules_line import SEPARATOR, rules_line
from tests.helpers.window import MakeApp

FLAGS = [field.name for field in fields(Rules) if field.type in (bool, "bool")]


def test_the_plain_game_says_its_target_alone() -> None:
    assert rules_line(Rules(), "fr") == "Partie en 100 points"
    assert rules_line(Rules(), "en") == "Game to 100 points"
    assert rules_line(Rules(), "de") == "Spiel bis 100 Punkte"


def test_the_jack_of_diamonds_is_named_by_the_language_s_corner() -> None:
    rules = Rules(jack_of_diamonds=True, target=150)
    assert rules_line(rules, "fr") == "Partie en 150 points · V♦ −10"
    assert rules_line(rules, "en") == "Game to 150 points · J♦ −10"
    assert rules_line(rules, "de") == "Spiel bis 150 Punkte · B♦ −10"
    assert rules_line(Rules(qs_breaks_hearts=True), "fr").endswith("D♠ ouvre les cœurs")
    assert rules_line(Rules(qs_breaks_hearts=True), "en").endswith("Q♠ breaks hearts")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_variant_on_adds_words_of_its_own(lang: str) -> None:
    assert len(FLAGS) == 5
    plain = rules_line(Rules(), lang)
    added = []
    for name in FLAGS:
        parts = rules_line(Rules(**{name: True}), lang).split(SEPARATOR)
        assert parts[0] == plain and len(parts) == 2, name
        added.append(parts[1])
    assert len(set(added)) == len(FLAGS) and all(added)
    every = rules_line(Rules(**dict.fromkeys(FLAGS, True)), lang)
    assert every.split(SEPARATOR)[1:] == added


@pytest.mark.parametrize("size", [(960, 600), (1376, 860), (1920, 1080), (880, 550)])
def test_the_rules_line_lies_between_the_title_and_the_table(size: tuple[int, int]) -> None:
    layout = compute_layout(*size)
    assert layout.title.bottom <= layout.rules.top and layout.rules.bottom < layout.table.top
    assert layout.rules.width == layout.title.width
    assert Rect((0, 0), layout.size).contains(layout.rules)


def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, Rect]]:
    """Every text the renderer puts down from now on, with the box it must stay in."""
    placed: list[tuple[str, Rect]] = []
    names: dict[int, str] = {}
    render_text, put = TableTexts._text, TableTexts.put

    def recording_text(self: TableTexts, text: str, *args: object,
                       **kwargs: object) -> pygame.Surface:
        surface = render_text(self, text, *args, **kwargs)  # type: ignore[arg-type]
        names[id(surface)] = text
        return surface

    def recording_put(self: TableTexts, surface: pygame.Surface, rendered: pygame.Surface,
                      place: Rect, box: Rect) -> None:
        assert box.contains(place), names[id(rendered)]
        placed.append((names[id(rendered)], Rect(box)))
        put(self, surface, rendered, place, box)

    monkeypatch.setattr(TableTexts, "_text", recording_text)
    monkeypatch.setattr(TableTexts, "put", recording_put)
    return placed


@pytest.mark.parametrize("lang", ["fr", "de", "nl"])
def test_the_table_shows_the_game_s_rules_under_the_title(
        open_app: MakeApp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        lang: Language) -> None:
    every = Rules(**dict.fromkeys(FLAGS, True), target=150)
    Store(tmp_path).save_settings(Settings(rules=every, sound=False, language=lang))
    placed = drawn_texts(monkeypatch)
    app = open_app(size=(960, 600))
    app.renderer.forget_sizes()
    app.draw(time.monotonic())
    assert (rules_line(every, lang), app.layout.rules) in placed
    plain = dataclasses.replace(app.controller.settings, rules=Rules())
    app.controller.apply_settings(plain)  # for the next game: this one keeps its rules
    placed.clear()
    app.renderer.forget_sizes()
    app.draw(time.monotonic())
    assert (rules_line(every, lang), app.layout.rules) in placed
