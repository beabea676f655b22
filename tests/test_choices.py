"""One definition per choice: the settings, Options and the command line derive from it."""

from __future__ import annotations

import dataclasses

import pytest

from hearts.__main__ import parse_options
from hearts.choices import (
    CARD_BACKS,
    FELTS,
    LANGUAGES,
    LEVEL_WORDS,
    LEVELS,
    PACES,
    SORT_ORDERS,
    VARIANTS,
    Level,
)
from hearts.engine import Rules
from hearts.engine.rules import TARGETS
from hearts.i18n import language_name
from hearts.resources import assets_dir
from hearts.store import SETTING_CHOICES, Settings, Stats
from hearts.ui.dialogs import options
from hearts.ui.kit.palette import BACK_COLOURS, BACKDROP, FELT_COLOURS

OPTION_ROWS = options._TABLE_CHOICES + options._GAME_CHOICES
# Lire à voix haute and Grandes cartes: toggles at the end of the language row; Alerte grand
# chelem at the end of the target's.
TOGGLES = (*options._TABLE_TOGGLES, *options._GAME_TOGGLES, options.BESIDE_LANGUAGE,
           options.LARGE_CARDS, options.BESIDE_TARGET)


def test_every_setting_has_exactly_one_row_or_toggle_in_options() -> None:
    shown = [row.name for row in OPTION_ROWS] + list(TOGGLES) + list(options.KEPT_BY_OTHERS)
    assert sorted(shown) == sorted(SETTING_CHOICES)


def test_the_options_rows_offer_the_defined_values_in_their_order() -> None:
    """Each row against the one definition of its choice, not against the settings table
    the rows are built from (that comparison could not fail)."""
    defined = {"felt": FELTS, "card_back": CARD_BACKS, "sort_order": SORT_ORDERS,
               "pace": PACES, "language": LANGUAGES, "level": LEVELS,
               "target": TARGETS}
    assert {row.name: row.values for row in OPTION_ROWS} == defined


def test_the_options_keep_their_look_and_order() -> None:
    assert [row.name for row in options._TABLE_CHOICES] == [
        "felt", "card_back", "sort_order", "pace", "language"]
    assert options._TABLE_TOGGLES == ("four_colour", "sound", "reduce_motion", "auto_play_forced")
    assert [row.name for row in options._GAME_CHOICES] == ["level", "target"]
    assert options._GAME_TOGGLES == (
        "qs_breaks_hearts", "first_trick_points", "jack_of_diamonds", "moon_minus", "tie_replay")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_value_in_options_has_its_words(lang: str) -> None:
    for row in OPTION_ROWS:
        assert row.label(lang), row.name
        for value in row.values:
            assert row.words(value, lang), (row.name, value)
    for name in TOGGLES:
        assert options.TOGGLE_WORDS[name](lang), name


def test_each_language_is_offered_in_its_own_name() -> None:
    names = [language_name(lang) for lang in LANGUAGES]
    assert names == ["Français", "English", "Deutsch", "Español", "Italiano", "Nederlands"]
    [row] = [row for row in OPTION_ROWS if row.name == "language"]
    assert [row.words(value, "en") for value in row.values] == names


def test_every_rule_variant_is_a_setting_a_row_in_options_and_has_words() -> None:
    """Adding a variant to Rules is one place: this test names what follows from it."""
    names = [field.name for field in dataclasses.fields(Rules)]
    assert list(VARIANTS) == names
    assert [name for name in SETTING_CHOICES if name in VARIANTS] == names
    shown = [row.name for row in options._GAME_CHOICES] + list(options._GAME_TOGGLES)
    assert set(names) <= set(shown)
    changed = Settings()
    for name, values in VARIANTS.items():
        assert Settings().value(name) == getattr(Rules(), name)
        changed = changed.with_value(name, values[-1])
        for lang in LANGUAGES:
            words = {**options.TOGGLE_WORDS, **options.NUMBERED_WORDS}
            assert words[name](lang), (name, lang)
    assert changed.rules == Rules.from_dict({name: values[-1] for name, values in VARIANTS.items()})
    assert Settings.from_json_dict(changed.to_json_dict()) == changed


def test_settings_own_fields_and_the_variants_never_share_a_name() -> None:
    own = {field.name for field in dataclasses.fields(Settings)}
    assert own.isdisjoint(VARIANTS)


@pytest.mark.parametrize("level", LEVELS)
def test_the_command_line_accepts_every_level_in_any_case(level: Level) -> None:
    for written in (level, level.upper(), level.title()):
        options_read, _ = parse_options(["--level", written])
        assert options_read.level == level


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_command_line_accepts_every_language_in_any_case(lang: str) -> None:
    for written in (lang, lang.upper(), lang.title()):
        options_read, _ = parse_options([f"--lang={written}"])
        assert options_read.lang == lang


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_has_a_record_and_a_name(level: Level) -> None:
    assert Stats().record(level) is None
    for lang in LANGUAGES:
        assert LEVEL_WORDS[level](lang)


@pytest.mark.parametrize("felt", FELTS)
def test_every_felt_has_its_picture_and_colours(felt: str) -> None:
    assert (assets_dir() / "felt" / f"{felt}.png").is_file()
    assert felt in FELT_COLOURS and felt in BACKDROP


@pytest.mark.parametrize("back", CARD_BACKS)
def test_every_card_back_has_its_picture_and_colour(back: str) -> None:
    assert (assets_dir() / "cards" / "backs" / f"{back}.png").is_file()
    assert back in BACK_COLOURS
