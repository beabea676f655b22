"""Every choice the player makes, each defined once (STYLE.md, habit 12).

The settings, the Options dialog and the command line take their values from here.
Where a choice belongs to one part of the game, it is defined there and named here: the
languages are those of the catalogue (hearts/locale/LINGUAS, read by hearts.i18n), the rule
variants the fields of the engine's Rules. The levels' names and the looks of the table are
defined here (hearts.ai maps each level to its player, and the store loads none). The
engine never imports this module.
"""

from __future__ import annotations

import locale
import os
from dataclasses import fields
from typing import Final, Literal, get_args, get_type_hints

from hearts.engine.rules import TARGETS, Rules
from hearts.i18n import DEFAULT_LANGUAGE, LANGUAGES, Language, _
from hearts.words import court_indices

# The computer players' levels (hearts.ai.levels).
Level = Literal["easy", "medium", "hard", "expert"]
LEVELS: Final[tuple[Level, ...]] = get_args(Level)
Felt = Literal["green", "blue", "red", "grey"]  # assets/felt/<felt>.png
CardBack = Literal["red", "blue", "plain", "geometric"]  # assets/cards/backs/<back>.png
SortOrder = Literal["suit", "rank"]  # how South's hand is ordered
# The bots' pace, slowest first: how long they pause and the cards fly (hearts.ui.table).
Pace = Literal["slow", "normal", "fast", "faster"]
CalmPace = Literal["slow", "normal"]  # the steps the table's Rapide switch comes back to

FELTS: Final[tuple[Felt, ...]] = get_args(Felt)
CARD_BACKS: Final[tuple[CardBack, ...]] = get_args(CardBack)
SORT_ORDERS: Final[tuple[SortOrder, ...]] = get_args(SortOrder)
PACES: Final[tuple[Pace, ...]] = get_args(Pace)
CALM_PACES: Final[tuple[CalmPace, ...]] = get_args(CalmPace)
QUICK_PACES: Final[tuple[Pace, ...]] = tuple(pace for pace in PACES if pace not in CALM_PACES)

# Each level's name, on the table, in Options and in the statistics.
LEVEL_WORDS: Final = {"easy": _("Facile"), "medium": _("Moyen"), "hard": _("Difficile"),
               "expert": _("Expert")}

# The values of the variants that are not on/off (a new one must be listed here).
_NUMBERED_VARIANTS: Final[dict[str, tuple[object, ...]]] = {"target": TARGETS}

# The environment variables naming the player's language, in gettext's order.
_LANGUAGE_VARIABLES: Final = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def _variant_choices() -> dict[str, tuple[object, ...]]:
    """Each field of Rules and its values: off and on for a flag, else the listed numbers."""
    hints = get_type_hints(Rules)
    return {
        field.name: (False, True) if hints[field.name] is bool else _NUMBERED_VARIANTS[field.name]
        for field in fields(Rules)
    }


# The rule variants in the order of Rules, with their values.
VARIANTS: Final = _variant_choices()


def _system_locales() -> list[str]:
    """The locale names the system gives, most wanted first: "de_DE.UTF-8", "fr"…"""
    names = [part for variable in _LANGUAGE_VARIABLES
             for part in os.environ.get(variable, "").split(":") if part]
    if not any(os.environ.get(variable) for variable in _LANGUAGE_VARIABLES):
        names.append(locale.getlocale()[0] or "")  # Windows and macOS set no variable
    return names


def system_language() -> Language:
    """The first language of the system the game speaks, else French ("C" says none)."""
    for name in _system_locales():
        code = name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
        if code in ("c", "posix"):
            return DEFAULT_LANGUAGE
        if code in LANGUAGES:
            return code
    return DEFAULT_LANGUAGE


def card_faces(lang: str) -> str:
    """The folder suffix of the court cards whose corners *lang* prints: "" for the French
    V D R (the full set), else "-" and the letters ("-JQK"); see tools/make_cards.py."""
    letters = court_indices(lang)
    return "" if letters == court_indices(DEFAULT_LANGUAGE) else f"-{letters}"


__all__ = [
    "CALM_PACES",
    "CARD_BACKS",
    "DEFAULT_LANGUAGE",
    "FELTS",
    "LANGUAGES",
    "LEVELS",
    "LEVEL_WORDS",
    "PACES",
    "QUICK_PACES",
    "SORT_ORDERS",
    "VARIANTS",
    "CalmPace",
    "CardBack",
    "Felt",
    "Language",
    "Level",
    "Pace",
    "SortOrder",
    "card_faces",
    "system_language",
]
