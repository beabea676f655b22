"""Every choice the player makes, each defined once (STYLE.md, habit 12).

The settings, the Options dialog and the command line take their values from here.
Where a choice belongs to one part of the game, it is defined there and named here:
the levels are the computer players of hearts.ai, the languages those of the catalogue
(hearts.i18n), the rule variants the fields of the engine's Rules. The looks of the
table are defined here. The engine never imports this module.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Final, Literal, get_args, get_type_hints

from hearts.ai.levels import LEVELS, Level
from hearts.engine.rules import TARGETS, Rules
from hearts.i18n import DEFAULT_LANGUAGE, LANGUAGES, Language

Felt = Literal["green", "blue", "red", "grey"]  # assets/felt/<felt>.png
CardBack = Literal["red", "blue", "plain", "geometric"]  # assets/cards/backs/<back>.png
SortOrder = Literal["suit", "rank"]  # how South's hand is ordered

FELTS: Final[tuple[Felt, ...]] = get_args(Felt)
CARD_BACKS: Final[tuple[CardBack, ...]] = get_args(CardBack)
SORT_ORDERS: Final[tuple[SortOrder, ...]] = get_args(SortOrder)

# The values of the variants that are not on/off (a new one must be listed here).
_NUMBERED_VARIANTS: Final[dict[str, tuple[object, ...]]] = {"target": TARGETS}


def _variant_choices() -> dict[str, tuple[object, ...]]:
    """Each field of Rules and its values: off and on for a flag, else the listed numbers."""
    hints = get_type_hints(Rules)
    return {
        field.name: (False, True) if hints[field.name] is bool else _NUMBERED_VARIANTS[field.name]
        for field in fields(Rules)
    }


# The rule variants in the order of Rules, with their values.
VARIANTS: Final = _variant_choices()

__all__ = [
    "CARD_BACKS",
    "DEFAULT_LANGUAGE",
    "FELTS",
    "LANGUAGES",
    "LEVELS",
    "SORT_ORDERS",
    "VARIANTS",
    "CardBack",
    "Felt",
    "Language",
    "Level",
    "SortOrder",
]
