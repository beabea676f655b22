"""The gettext catalogues: complete in every language, faithful to the code, no grammar in code."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po

from hearts.i18n import LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE, catalogue_path, french_typography

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{(\w*)\}")


def read(path: Path, lang: str | None = None) -> Catalog:
    """The catalogue at *path*."""
    with path.open("rb") as source:
        return read_po(source, locale=lang)


def ids(catalogue: Catalog) -> set[tuple[str | None, str | tuple[str, ...]]]:
    """Each message of *catalogue* by (context, id): a plural message's id is a tuple."""
    return {(message.context, message.id if isinstance(message.id, str) else tuple(message.id))
            for message in catalogue if message.id}


def forms(text: object) -> list[str]:
    """The msgstr forms of a message (one, or one per plural form)."""
    return list(text) if isinstance(text, (tuple, list)) else [str(text)]


def test_every_language_listed_has_a_catalogue_and_french_comes_first() -> None:
    assert LANGUAGES[0] == SOURCE_LANGUAGE
    assert {"fr", "en", "de", "es", "it", "nl"} <= set(LANGUAGES)
    for lang in LANGUAGES:
        assert catalogue_path(lang).is_file(), lang


def test_extraction_finds_exactly_the_messages_of_the_template() -> None:
    """`pybabel extract` sees every message the code marks, and the .pot holds no other."""
    found = {(context, message if isinstance(message, str) else tuple(message))
             for _file, _line, message, _comments, context in
             extract_from_dir(str(ROOT / "hearts"), keywords=DEFAULT_KEYWORDS)}
    template = ids(read(LOCALE_DIR / "messages.pot"))
    assert found - template == set(), "run pybabel extract (CONTRIBUTING.md)"
    assert template - found == set(), "run pybabel extract (CONTRIBUTING.md)"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_catalogue_translates_every_message_and_nothing_else(lang: str) -> None:
    template = ids(read(LOCALE_DIR / "messages.pot"))
    catalogue = read(catalogue_path(lang), lang)
    assert ids(catalogue) == template, "run pybabel update (CONTRIBUTING.md)"
    assert not catalogue.obsolete, list(catalogue.obsolete)
    for message in catalogue:
        if not message.id:
            continue
        assert not message.fuzzy, (lang, message.id)
        assert all(forms(message.string)), (lang, message.id)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_the_placeholders_of_the_source(lang: str) -> None:
    for message in read(catalogue_path(lang), lang):
        if not message.id:
            continue
        source = " ".join(forms(message.id))
        wanted = set(PLACEHOLDER.findall(source))
        for text in forms(message.string):
            assert set(PLACEHOLDER.findall(text)) == wanted, (lang, message.id, text)


def test_french_says_zero_in_the_singular_and_keeps_its_typography() -> None:
    catalogue = read(catalogue_path("fr"), "fr")
    assert catalogue.num_plurals == 2 and catalogue.plural_expr.replace(" ", "") == "(n>1)"
    for message in catalogue:
        if message.id and isinstance(message.id, str):
            assert message.string == french_typography(message.id), message.id


def test_no_grammar_in_the_code_depends_on_the_language() -> None:
    pattern = re.compile(r"lang(uage)?\s*[!=]=\s*[\"']")
    offenders = [f"{path}:{number}" for path in sorted((ROOT / "hearts").rglob("*.py"))
                 for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if pattern.search(line)]
    assert offenders == []


FORMAL_GERMAN = re.compile(r"\b\w+en Sie\b|\bIhnen\b|\bIhre?[mnrs]?\b|: Sie /")


def test_german_says_du_to_the_player_everywhere() -> None:
    """The German catalogue speaks to the player as "du", as the table does, never as "Sie"."""
    formal = [text for message in read(catalogue_path("de"), "de") if message.id
              for text in forms(message.string) if FORMAL_GERMAN.search(text)]
    assert formal == []
