"""Settings: defaults, round trips, and one bad field falling back to its default alone."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from hearts.engine import Rules
from hearts.store import (
    SETTING_CHOICES,
    DamagedFileError,
    FileKind,
    NewerSchemaError,
    Settings,
    Store,
)

PutFile = Callable[[FileKind, bytes], Path]

CHANGED = Settings(
    felt="grey",
    card_back="geometric",
    four_colour=True,
    sound=False,
    level="hard",
    language="en",
    sort_order="rank",
    pace="slow",
    calm_pace="slow",
    reduce_motion=True,
    auto_play_forced=True,
    speech=True,
    large_cards=True,
    played_cards=True,
    moon_alert="off",
    rules=Rules(
        qs_breaks_hearts=True,
        first_trick_points=True,
        jack_of_diamonds=True,
        moon_minus=True,
        tie_replay=True,
        target=150,
    ),
)


def test_fresh_settings_speak_french_and_play_the_engines_default_table() -> None:
    """The README promises a game in French first; the rules start as the engine's own
    default table. (The other defaults are choices of look, not promises.)"""
    settings = Settings()
    assert settings.language == "fr"
    assert settings.rules == Rules()


def test_every_setting_differs_in_the_changed_settings() -> None:
    for name in SETTING_CHOICES:
        assert CHANGED.value(name) != Settings().value(name), name


def test_missing_file_gives_defaults_and_no_notice(store: Store) -> None:
    assert store.load_settings() == Settings()
    assert store.take_notices() == []


def test_round_trip_through_the_file(store: Store) -> None:
    assert store.save_settings(CHANGED)
    assert Store().load_settings() == CHANGED
    assert store.take_notices() == []


def test_file_is_json_with_a_schema_version(store: Store) -> None:
    store.save_settings(CHANGED)
    content = json.loads(store.path(FileKind.SETTINGS).read_text(encoding="utf-8"))
    assert content["schema"] == 1
    assert content["felt"] == "grey"
    assert content["target"] == 150  # a variant is a setting beside the others
    assert "rules" not in content


def test_with_value_sets_a_field_or_a_variant_and_keeps_the_rest() -> None:
    settings = Settings().with_value("felt", "red").with_value("moon_minus", True)
    assert settings == Settings(felt="red", rules=Rules(moon_minus=True))
    assert settings.value("moon_minus") is True
    assert settings.value("felt") == "red"
    with pytest.raises(ValueError, match="rules"):
        Settings().with_value("rules", Rules())


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("felt", "purple"),
        ("card_back", 3),
        ("level", "master"),
        ("language", "pt"),  # not one of hearts/locale/LINGUAS
        ("sort_order", None),
        ("sound", "yes"),
        ("four_colour", 1),  # 1 is not True
        ("moon_minus", 1),  # nor for a variant, which the engine alone would let by
        ("target", 75),
        ("target", True),  # True is not an int here
        ("target", 100.0),  # nor is a float
        ("target", "100"),
    ],
)
def test_invalid_setting_is_refused(name: str, value: object) -> None:
    with pytest.raises(ValueError, match=name):
        Settings().with_value(name, value)


def test_rules_that_are_not_the_engines_are_refused() -> None:
    with pytest.raises(ValueError, match="rules"):
        Settings(rules={"target": 100})  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("felt", "purple"),
        ("card_back", 3),
        ("four_colour", 1),
        ("sound", "no"),
        ("level", ["hard"]),
        ("target", 75),
        ("target", 150.0),
        ("pace", True),
        ("calm_pace", "fast"),
    ],
)
def test_invalid_field_falls_back_to_its_default_alone(name: str, value: object) -> None:
    content = CHANGED.to_json_dict()
    content[name] = value
    loaded = Settings.from_json_dict(content)
    assert loaded.value(name) == Settings().value(name)
    assert loaded.with_value(name, CHANGED.value(name)) == CHANGED


def test_missing_and_unknown_fields_are_harmless() -> None:
    loaded = Settings.from_json_dict({"schema": 1, "felt": "red", "volume": 11})
    assert loaded == Settings(felt="red")


def test_bad_field_in_file_keeps_the_file_and_gives_no_notice(
    store: Store, put_file: PutFile
) -> None:
    content = {"schema": 1, "felt": "purple", "level": "easy"}
    path = put_file(FileKind.SETTINGS, json.dumps(content).encode())
    assert store.load_settings() == Settings(level="easy")
    assert store.take_notices() == []
    assert path.is_file()


@pytest.mark.parametrize(
    "content",
    [
        [],
        "settings",
        3,
        None,
        {},
        {"felt": "red"},
        {"schema": "1"},
        {"schema": 0},
        {"schema": True},
        {"schema": 1.0},
    ],
)
def test_not_an_object_or_bad_schema_is_damaged(content: object) -> None:
    with pytest.raises(DamagedFileError):
        Settings.from_json_dict(content)


def test_newer_schema_is_refused() -> None:
    with pytest.raises(NewerSchemaError):
        Settings.from_json_dict({"schema": 2, "felt": "red"})


def test_the_moon_alert_follows_the_level_until_chosen() -> None:
    assert Settings(level="easy").alerts_moon and Settings(level="medium").alerts_moon
    assert not Settings(level="hard").alerts_moon
    assert Settings(level="hard", moon_alert="on").alerts_moon
    assert not Settings(level="easy", moon_alert="off").alerts_moon


def test_grandes_cartes_are_kept_and_a_file_written_before_them_loads(store: Store) -> None:
    """Grandes cartes, once chosen, come back at the next start; a settings file written
    before the setting existed loads whole, with the cards at their usual size."""
    store.save_settings(Settings(large_cards=True, felt="blue"))
    assert Store().load_settings() == Settings(large_cards=True, felt="blue")
    older = {"schema": 1, "felt": "red", "speech": True, "moon_alert": "on", "target": 50}
    loaded = Settings.from_json_dict(older)
    assert loaded.large_cards is False
    assert (loaded.felt, loaded.speech, loaded.moon_alert, loaded.rules.target) == (
        "red", True, "on", 50)
