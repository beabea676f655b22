"""The rule variants of a table; `Rules()` is the default table (docs/ARCHITECTURE.md, "a rule")."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

TARGETS = (50, 100, 150)


@dataclass(frozen=True)
class Rules:
    """Which variants are in play. Every flag is off at the default table."""

    qs_breaks_hearts: bool = False  # playing Q♠ opens hearts for leading
    first_trick_points: bool = False  # hearts and Q♠ may be played on the first trick
    jack_of_diamonds: bool = False  # "Omnibus": J♦ counts -10 for whoever takes it
    moon_minus: bool = False  # the shooter scores -26 instead of the others +26
    tie_replay: bool = False  # a tie for lowest at the end plays another hand
    target: int = 100  # the game ends once a total reaches this

    def __post_init__(self) -> None:
        if self.target not in TARGETS:
            raise ValueError(f"invalid target score: {self.target!r} (50, 100 or 150)")

    def to_dict(self) -> dict[str, Any]:
        """The variants as plain JSON values."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        """Rules from `to_dict` output; raises ValueError on unknown names or wrong types."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object")
        known = {field.name: field for field in fields(cls)}
        unknown = set(data) - set(known)
        if unknown:
            raise ValueError(f"unknown rule variants: {sorted(unknown)!r}")
        for name, value in data.items():
            expected = int if name == "target" else bool
            if type(value) is not expected:
                raise ValueError(f"rule {name!r} must be {expected.__name__}: {value!r}")
        return cls(**data)
