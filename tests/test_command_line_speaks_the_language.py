"""`--help` and a wrong command line say nothing in argparse's own English: the section
headings are punctuated as the language does ("options :") and argparse's errors become the
game's sentences (issue 27, bug 8)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hearts.__main__ import main
from hearts.i18n import LANGUAGES, french_typography

REPOSITORY = Path(__file__).resolve().parent.parent
ARGPARSE_ENGLISH = ("usage:", "options:", "show this help", "positional arguments",
                    "could match", "explicit argument", "expected one argument", "error:")


def help_text(lang: str, capsys: pytest.CaptureFixture[str]) -> str:
    """What `--help --lang LANG` prints."""
    with pytest.raises(SystemExit) as finished:
        main(["--help", "--lang", lang])
    assert finished.value.code == 0
    return capsys.readouterr().out


def test_the_french_help_says_options_with_the_french_colon() -> None:
    result = subprocess.run([sys.executable, "-m", "hearts", "--help"], cwd=REPOSITORY,
                            capture_output=True, text=True, timeout=60, check=True)
    lines = result.stdout.splitlines()
    assert french_typography("options :") in lines, result.stdout
    assert lines[0].startswith(french_typography("utilisation : dame-de-pique"))
    assert not [word for word in ARGPARSE_ENGLISH if word in result.stdout]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_no_help_keeps_argparse_english(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    text = help_text(lang, capsys)
    assert not [word for word in ARGPARSE_ENGLISH if word in text], (lang, text)


@pytest.mark.usefixtures("no_window")
@pytest.mark.parametrize("argv", [["--d"], ["--daily=3"], ["--fast=yes"]])
def test_argparse_errors_become_the_game_sentences(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert not [word for word in ARGPARSE_ENGLISH if word in err], err
    assert argv[0].split("=")[0] in err, err  # the option is named
