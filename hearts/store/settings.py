"""The player's settings: appearance, level, language and the table's rules, with their defaults.

Every value comes from hearts.choices. The rule variants are the engine's own Rules, kept
whole in Settings.rules, so a variant added to Rules is a setting at once. In the file
and in the Options dialog each variant is a setting of its own, beside the others:
settings.json keeps schema 1, one flat object. The bots' pace is one of four steps; a file
written before them says only `fast`, which is read as the Rapide step.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Final, Literal, get_args, get_type_hints

from hearts.choices import (
    CALM_PACES,
    LANGUAGES,
    QUICK_PACES,
    VARIANTS,
    CalmPace,
    CardBack,
    Felt,
    Language,
    Level,
    Pace,
    SortOrder,
    system_language,
)
from hearts.engine import Rules
from hearts.store.files import SCHEMA_KEY, check_schema

# The moon alert of the hint: as the level has it (on at Facile and Moyen), or on, or off.
MoonAlert = Literal["level", "on", "off"]
ALERTED_LEVELS: Final = frozenset({"easy", "medium"})

SETTINGS_SCHEMA = 1
RULES_FIELD: Final = "rules"
OLD_FAST: Final = "fast"  # the on/off speed of the files written before the four paces


@dataclass(frozen=True)
class Settings:
    """Every setting the player can change; change one with with_value (or dataclasses.replace)."""

    felt: Felt = "green"
    card_back: CardBack = "blue"
    four_colour: bool = False  # four-colour suits: clubs green, diamonds blue
    sound: bool = True
    level: Level = "medium"
    language: Language = field(default_factory=system_language)  # French unless the system
    sort_order: SortOrder = "suit"
    pace: Pace = "normal"  # the bots' pauses and the cards' flights
    calm_pace: CalmPace = "normal"  # where the table's Rapide switch comes back to
    reduce_motion: bool = False  # cards jump to their places instead of flying
    auto_play_forced: bool = False  # South's only legal card plays itself after a pause
    speech: bool = False  # the game read aloud (hearts/ui/kit/speech.py)
    large_cards: bool = False  # Grandes cartes: larger cards and texts, high-contrast rings
    played_cards: bool = False  # the table shows the cards gone and the voids seen
    moon_alert: MoonAlert = "level"  # the message line warns of a moon South can still stop
    # The variants of the next game's table, all off by default.
    rules: Rules = field(default_factory=Rules)

    def __post_init__(self) -> None:
        """Refuse a value outside a setting's choices, so a bad setting never spreads."""
        if type(self.rules) is not Rules:
            raise ValueError(f"invalid setting rules: {self.rules!r}")
        for name in SETTING_CHOICES:
            value = self.value(name)
            if not _is_allowed(name, value):
                raise ValueError(f"invalid setting {name}: {value!r}")

    def value(self, name: str) -> Any:
        """The value of setting *name*: a field of Settings or a rule variant."""
        return getattr(self.rules if name in VARIANTS else self, name)

    def with_value(self, name: str, value: Any) -> Settings:
        """These settings with setting *name* (a field or a rule variant) set to *value*; a
        calm pace chosen is also the one the Rapide switch comes back to."""
        if name in VARIANTS:
            return dataclasses.replace(self, rules=dataclasses.replace(self.rules, **{name: value}))
        if name not in SETTING_CHOICES:
            raise ValueError(f"unknown setting: {name!r}")
        if name == "pace" and value in CALM_PACES:
            return dataclasses.replace(self, pace=value, calm_pace=value)
        return dataclasses.replace(self, **{name: value})

    @property
    def is_quick(self) -> bool:
        """Whether the pace is Rapide or quicker (the table's Rapide button is lit)."""
        return self.pace in QUICK_PACES

    @property
    def alerts_moon(self) -> bool:
        """Whether the message line warns of a moon in progress: as chosen, else by level."""
        return self.moon_alert == "on" or (self.moon_alert == "level"
                                           and self.level in ALERTED_LEVELS)

    def with_quick_switched(self) -> Settings:
        """The table's Rapide switch pressed: from a calm pace to Rapide, and from Rapide
        (or quicker) back to the calm pace last chosen."""
        return dataclasses.replace(self, pace=self.calm_pace if self.is_quick else "fast")

    @classmethod
    def from_json_dict(cls, content: object) -> Settings:
        """Settings read from a file's JSON; a bad or unknown setting gets its default.

        Raises DamagedFileError (a ValueError) when *content* is not an object with a
        valid schema version, and NewerSchemaError when that version is too new.
        """
        saved = check_schema(content, SETTINGS_SCHEMA)
        # Any: each value has just been checked against the setting's choices.
        kept: dict[str, Any] = {
            name: value for name, value in saved.items() if _is_allowed(name, value)
        }
        if "pace" not in kept and saved.get(OLD_FAST) is True:
            kept["pace"] = "fast"  # a file of the on/off speed: Rapide
        variants = {name: kept.pop(name) for name in VARIANTS if name in kept}
        return cls(**kept, rules=Rules(**variants))

    def to_json_dict(self) -> dict[str, object]:
        """The JSON object written to settings.json: schema version, then every setting."""
        return {SCHEMA_KEY: SETTINGS_SCHEMA, **{name: self.value(name) for name in SETTING_CHOICES}}


# The settings whose values are listed in a data file rather than a type: the languages.
_LISTED_CHOICES: Final[dict[str, tuple[object, ...]]] = {"language": LANGUAGES}


def _own_choices() -> dict[str, tuple[object, ...]]:
    """The values of each field of Settings but the rules, read from its annotation."""
    hints = get_type_hints(Settings)
    return {
        own.name: (False, True) if hints[own.name] is bool
        else get_args(hints[own.name]) or _LISTED_CHOICES[own.name]
        for own in dataclasses.fields(Settings) if own.name != RULES_FIELD
    }


# Every setting by name, in the order of the file and of Options' sections, with its values.
SETTING_CHOICES: Final[dict[str, tuple[object, ...]]] = {**_own_choices(), **VARIANTS}


def _is_allowed(name: str, value: object) -> bool:
    """Whether *value* is a choice of setting *name*; 1 is not True and 100.0 is not 100."""
    choices = SETTING_CHOICES.get(name, ())
    return any(type(value) is type(choice) and value == choice for choice in choices)
