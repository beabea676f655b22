"""The command line takes --level and --lang in any case; wrong values are still refused clearly."""

from __future__ import annotations

import pytest

from hearts.__main__ import main, parse_options
from hearts.i18n import french_typography

pytestmark = pytest.mark.usefixtures("no_window")  # a refused line never opens the game


@pytest.mark.parametrize(
    ("argv", "level"),
    [
        (["--level", "HARD"], "hard"),
        (["--level", "Medium"], "medium"),
        (["--level=Easy"], "easy"),
        (["--level", "hArD"], "hard"),
        (["--level", "EXPERT"], "expert"),
    ],
)
def test_the_level_is_read_in_any_case(argv: list[str], level: str) -> None:
    options, _ = parse_options(argv)
    assert options.level == level


@pytest.mark.parametrize(
    ("argv", "lang"),
    [(["--lang", "EN"], "en"), (["--lang=Fr"], "fr"), (["--lang", "eN"], "en")],
)
def test_the_language_is_read_in_any_case(argv: list[str], lang: str) -> None:
    options, _ = parse_options(argv)
    assert options.lang == lang


def test_an_upper_case_language_words_the_errors_in_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "EN", "--level", "master"]) == 2
    assert capsys.readouterr().err.startswith("Unknown level: “master”")
    assert main(["--lang=EN", "--deal", "0"]) == 2
    assert capsys.readouterr().err.startswith("Invalid deal number: “0”")


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--level", "MAÎTRE"], "Niveau inconnu : « MAÎTRE »"),
        (["--level", "Hardest"], "Niveau inconnu : « Hardest »"),
        (["--lang", "PT"], "Langue inconnue : « PT »"),
        (["--level", ""], "Niveau inconnu : «"),
    ],
)
def test_a_wrong_value_in_capitals_is_still_refused_in_french(
        argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(french_typography(expected))
    assert err.count("\n") == 1
