"""Every code the engine, the computer players and the store give the window has its sentence,
and every sentence a translation in every language (the words are keyed by the enums)."""

from __future__ import annotations

import pytest

from hearts.ai.reasons import HintReason
from hearts.engine import Refusal
from hearts.i18n import LANGUAGES, SOURCE_LANGUAGE
from hearts.store.notices import POSSIBLE
from hearts.ui.code_words import HINTS, NOTICES, REFUSALS

WORDS = [
    (REFUSALS, list(Refusal)),
    (HINTS, list(HintReason)),
    (NOTICES, list(POSSIBLE)),
]


@pytest.mark.parametrize(("words", "codes"), WORDS, ids=["refusals", "hints", "notices"])
def test_every_code_has_exactly_one_sentence(words: dict[object, object],
                                             codes: list[object]) -> None:
    assert set(words) == set(codes)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE])
def test_every_sentence_of_a_code_is_translated(lang: str) -> None:
    for words, _codes in WORDS:
        for code, message in words.items():  # type: ignore[attr-defined]
            french, translated = message(SOURCE_LANGUAGE), message(lang)
            assert translated and translated != french, (lang, code)


def test_the_codes_read_as_the_strings_they_were() -> None:
    """The values are kept in files (the history's analyses): an enum reads its old string."""
    assert HintReason("hint.play.lead") is HintReason.PLAY_LEAD
    code: str = Refusal.MUST_FOLLOW  # a str enum: its members are strings
    assert code == "must_follow"
    assert str(Refusal.MUST_FOLLOW) == "must_follow"
