"""The player's settings: appearance, level, language and rule variants, with their defaults."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Literal, get_args, get_type_hints

from hearts.store.files import SCHEMA_KEY, check_schema

SETTINGS_SCHEMA = 1

Felt = Literal["green", "blue", "red", "grey"]
CardBack = Literal["red", "blue", "plain", "geometric"]
Level = Literal["easy", "medium", "hard"]
Language = Literal["fr", "en"]
SortOrder = Literal["suit", "rank"]
Target = Literal[50, 100, 150]

LEVELS: tuple[Level, ...] = get_args(Level)


@dataclass(frozen=True)
class Settings:
    """Every setting the player can change; change one with dataclasses.replace."""

    felt: Felt = "green"
    card_back: CardBack = "blue"
    four_colour: bool = False  # four-colour suits: clubs green, diamonds blue
    sound: bool = True
    level: Level = "medium"
    language: Language = "fr"
    sort_order: SortOrder = "suit"
    fast: bool = False  # short pauses between plays
    reduce_motion: bool = False  # cards jump to their places instead of flying
    auto_play_forced: bool = False  # South's only legal card plays itself after a pause
    # Rule variants (DESIGN.md §1), all off by default.
    qs_breaks_hearts: bool = False  # playing Q♠ breaks hearts
    first_trick_points: bool = False  # hearts and Q♠ allowed on the first trick
    jack_of_diamonds: bool = False  # J♦ counts −10 ("Omnibus")
    moon_minus: bool = False  # the moon shooter scores −26 instead of the others +26
    tie_replay: bool = False  # a tie for lowest plays another hand instead of all winning
    target: Target = 100  # the game ends when someone reaches this score

    def __post_init__(self) -> None:
        """Refuse a value outside a field's choices, so a bad setting never spreads."""
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if not _is_allowed(field.name, value):
                raise ValueError(f"invalid setting {field.name}: {value!r}")

    @classmethod
    def from_json_dict(cls, content: object) -> Settings:
        """Settings read from a file's JSON; a bad or unknown field gets its default.

        Raises DamagedFileError (a ValueError) when *content* is not an object with a
        valid schema version, and NewerSchemaError when that version is too new.
        """
        fields = check_schema(content, SETTINGS_SCHEMA)
        # Any: each value has just been checked against the field's choices.
        kept: dict[str, Any] = {
            name: value for name, value in fields.items() if _is_allowed(name, value)
        }
        return dataclasses.replace(cls(), **kept)

    def to_json_dict(self) -> dict[str, object]:
        """The JSON object written to settings.json, schema version first."""
        return {SCHEMA_KEY: SETTINGS_SCHEMA, **dataclasses.asdict(self)}


def _field_choices() -> dict[str, tuple[object, ...]]:
    """The allowed values of each field, read from its annotation (a Literal or bool)."""
    hints = get_type_hints(Settings)
    return {name: (False, True) if hint is bool else get_args(hint) for name, hint in hints.items()}


_CHOICES = _field_choices()


def _is_allowed(name: str, value: object) -> bool:
    """Whether *value* is a choice of field *name*; 1 is not True and 100.0 is not 100."""
    choices = _CHOICES.get(name, ())
    return any(type(value) is type(choice) and value == choice for choice in choices)
