"""The gettext plumbing: marked messages, the catalogues of hearts/locale, Babel's formats.

Every sentence the player reads is marked in the code with `_()`, `ngettext()` (a
plural) or `pgettext()` (a word with a context); `pybabel extract` collects them into
hearts/locale/messages.pot and each language translates them in
hearts/locale/<lang>/LC_MESSAGES/messages.po (docs/ARCHITECTURE.md, "A word"). The
message ids are the French sentences: French is the game's voice, and fr.po adds its
plural rule (0 takes the singular) and its typography (narrow no-break spaces).

A marked message is lazy: a `Message` is worded when called with a language, so a
sentence kept on the message line follows a change of language at once. The
languages are those listed in hearts/locale/LINGUAS (a translator adds one without
touching Python). A compiled messages.mo is used when the package build made one;
a source checkout reads the .po through Babel once per language.

This module is a leaf: it imports nothing from the game.
"""

from __future__ import annotations

import functools
import gettext
import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

LOCALE_DIR: Final = Path(__file__).resolve().parent / "locale"
DOMAIN: Final = "messages"
SOURCE_LANGUAGE: Final = "fr"  # the language of the message ids, and the fallback

Language = str  # a code listed in hearts/locale/LINGUAS


def _listed_languages() -> tuple[Language, ...]:
    """The languages of hearts/locale/LINGUAS in its order, the source language first."""
    listed = LOCALE_DIR / "LINGUAS"
    lines = listed.read_text(encoding="utf-8").splitlines() if listed.is_file() else []
    codes = [word for line in lines for word in line.split("#")[0].split()]
    return (SOURCE_LANGUAGE, *(code for code in codes if code != SOURCE_LANGUAGE))


LANGUAGES: Final[tuple[Language, ...]] = _listed_languages()
DEFAULT_LANGUAGE: Final[Language] = SOURCE_LANGUAGE


def catalogue_path(lang: str, suffix: str = ".po") -> Path:
    """Where the catalogue of *lang* lives: hearts/locale/<lang>/LC_MESSAGES/messages.po."""
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}{suffix}"


def _compiled(lang: str) -> gettext.NullTranslations | None:
    """The catalogue of *lang*: its .mo when built, else its .po compiled in memory by Babel."""
    compiled = catalogue_path(lang, ".mo")
    if compiled.is_file():
        with compiled.open("rb") as source:
            return gettext.GNUTranslations(source)
    text = catalogue_path(lang)
    if not text.is_file():
        return None
    from babel.messages.mofile import write_mo  # only a source checkout needs them
    from babel.messages.pofile import read_po

    with text.open("rb") as source:
        catalogue = read_po(source, locale=lang)
    buffer = io.BytesIO()
    write_mo(buffer, catalogue)
    buffer.seek(0)
    return gettext.GNUTranslations(buffer)


@functools.cache
def translations(lang: str) -> gettext.NullTranslations:
    """The catalogue of *lang*, falling back on the French one for a missing message."""
    source = _compiled(SOURCE_LANGUAGE) or gettext.NullTranslations()
    if lang == SOURCE_LANGUAGE or lang not in LANGUAGES:
        return source
    found = _compiled(lang)
    if found is None:
        return source
    found.add_fallback(source)
    return found


@dataclass(frozen=True)
class Message:
    """A marked message, worded when called with a language and its parameters."""

    msgid: str
    plural: str | None = None
    count: int = 1
    context: str | None = None

    def __call__(self, lang: str = DEFAULT_LANGUAGE, **params: object) -> str:
        """The message in *lang* with *params* filled in: "Donne n° 12"."""
        catalogue = translations(lang)
        if self.plural is not None and self.context is not None:
            text = catalogue.npgettext(self.context, self.msgid, self.plural, self.count)
        elif self.plural is not None:
            text = catalogue.ngettext(self.msgid, self.plural, self.count)
        elif self.context is not None:
            text = catalogue.pgettext(self.context, self.msgid)
        else:
            text = catalogue.gettext(self.msgid)
        return text.format(**params) if params else text


def _(msgid: str) -> Message:
    """Mark *msgid* (French) for translation: the message, worded later in a language."""
    return Message(msgid)


def ngettext(singular: str, plural: str, count: int) -> Message:
    """Mark a message with a plural: the form for *count* comes from the language's rule."""
    return Message(singular, plural, abs(count))


def pgettext(context: str, msgid: str) -> Message:
    """Mark *msgid* in a *context*, where one French word says two things."""
    return Message(msgid, context=context)


# -- Babel's formats: numbers, lists and names in the player's language ------------------


def number_text(value: float, lang: str = DEFAULT_LANGUAGE) -> str:
    """A number as *lang* writes it: "999 999", "999,999", "4,2"."""
    from babel.numbers import format_decimal

    return format_decimal(value, locale=lang)


def percent_text(ratio: float, lang: str = DEFAULT_LANGUAGE) -> str:
    """A share as *lang* writes it: "42 %" in French, "42%" in English."""
    from babel.numbers import format_percent

    return format_percent(ratio, locale=lang)


def group_symbol(lang: str = DEFAULT_LANGUAGE) -> str:
    """The thousands separator of *lang*: "," in English, "." in German."""
    from babel.numbers import get_group_symbol

    return get_group_symbol(lang)


def list_text(words: Sequence[str], lang: str = DEFAULT_LANGUAGE,
              alternatives: bool = False) -> str:
    """Words joined as *lang* joins them: "Ouest, Nord et Est"; "a, b or c" for *alternatives*."""
    from babel.lists import format_list

    return format_list(list(words), style="or" if alternatives else "standard", locale=lang)


def date_text(day: object, lang: str = DEFAULT_LANGUAGE, form: str = "long") -> str:
    """A date as *lang* writes it, in full ("30 novembre 2026"), or shorter where room is
    short: *form* "medium" ("30 nov. 2026") or "short" ("30/11/2026"), as Babel has them."""
    from babel.dates import format_date

    return format_date(day, format=form, locale=lang)  # type: ignore[arg-type]


@functools.cache
def language_name(code: str) -> str:
    """A language's name in itself, capitalised as a choice: "Français", "Deutsch"."""
    from babel import Locale

    name = Locale.parse(code).get_display_name(code) or code
    return name[:1].upper() + name[1:]


NARROW_NO_BREAK_SPACE: Final = "\u202f"
_FRENCH_SPACING: Final = re.compile(r" ([:;!?»])|(«) ")


def french_typography(text: str) -> str:
    """French spacing, as fr.po writes each message: a narrow no-break space before
    : ; ! ? » and after «, so that these signs never start a line when the text wraps."""
    return _FRENCH_SPACING.sub(
        lambda found: (NARROW_NO_BREAK_SPACE + found.group(1)) if found.group(1)
        else (found.group(2) + NARROW_NO_BREAK_SPACE),
        text,
    )


def signed_number(value: int, always_sign: bool = False) -> str:
    """A number with a true minus sign ("−10"), and a plus sign when *always_sign* ("+13")."""
    if value < 0:
        return f"−{-value}"
    return f"+{value}" if always_sign else str(value)
