"""Words of the catalogue a player noticed (issue 27, bug 8): no abbreviation dot before an
ellipsis ("Spiel Nr.…" read as four dots), no label of Options that says a word twice
("Vierfarbige Farben")."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from hearts.i18n import LANGUAGES, catalogue_path
from hearts.ui.dialogs.options import NUMBERED_WORDS, TOGGLE_WORDS


def translations(lang: str) -> list[str]:
    """Every msgstr of the catalogue of *lang*, each plural form apart."""
    with catalogue_path(lang).open("rb") as source:
        catalogue = read_po(source, locale=lang)
    texts: list[str] = []
    for message in catalogue:
        if message.id:
            string = message.string
            texts.extend(string if isinstance(string, (tuple, list)) else [str(string)])
    return texts


def shared_stem(label: str) -> tuple[str, str] | None:
    """Two words of *label* that share four letters in a row ("vierfarbige", "farben")."""
    words = [word.lower() for word in re.findall(r"\w+", label) if len(word) >= 4]
    for index, first in enumerate(words):
        for second in words[index + 1:]:
            if any(first[start:start + 4] in second for start in range(len(first) - 3)):
                return first, second
    return None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_ellipsis_follows_an_abbreviation_dot(lang: str) -> None:
    assert [text for text in translations(lang) if ".…" in text] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_option_says_the_same_word_twice(lang: str) -> None:
    for name, label in {**TOGGLE_WORDS, **NUMBERED_WORDS}.items():
        assert shared_stem(label(lang)) is None, (lang, name, label(lang))

