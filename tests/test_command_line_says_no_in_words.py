"""The command line's refusals are short sentences in the player's language (issue 43,
case 8): a 100,000-digit --deal was echoed back whole, and the system's English ("Is a
directory", "Permission denied") came inside French sentences. The reasons come from the
errno (hearts.disk_words); the permission cases run without root's rights, on real files."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from hearts.__main__ import UsageError, parse_options
from hearts.disk_words import reason_text
from tests.helpers.disk import run_child

LINUX = pytest.mark.skipif(sys.platform != "linux", reason="Linux permissions and menu entry")


def refusal(argv: list[str]) -> str:
    """The sentence the command line answers *argv* with."""
    with pytest.raises(UsageError) as refused:
        parse_options(argv)
    return refused.value.sentence



def test_a_huge_deal_number_is_cut_short_in_the_sentence() -> None:
    digits = "7" * 100_000
    sentence = refusal(["--deal", digits])
    assert len(sentence) < 200
    assert "« 77777777777777777777… »" in sentence.replace("\u202f", " ").replace("\xa0", " ")


@pytest.mark.parametrize("option", ["--level", "--lang"])
def test_a_huge_choice_is_cut_short_in_the_sentence(option: str) -> None:
    assert len(refusal([option, "x" * 50_000])) < 300


def test_an_unknown_huge_argument_is_cut_short() -> None:
    assert len(refusal(["y" * 50_000])) < 200


def test_a_speech_log_that_is_a_folder_is_refused_in_french(tmp_path: Path) -> None:
    sentence = refusal(["--speech-log", str(tmp_path)])
    assert "Is a directory" not in sentence
    assert sentence.endswith(reason_text(21, "fr"))
    assert "c'est un dossier" in sentence


def test_the_reason_follows_the_language(tmp_path: Path) -> None:
    sentence = refusal(["--lang", "de", "--speech-log", str(tmp_path)])
    assert sentence.endswith(reason_text(21, "de")) and "directory" not in sentence


ASK = """
import json, sys
from hearts.__main__ import UsageError, parse_options
try:
    parse_options(sys.argv[1:])
except UsageError as error:
    print(json.dumps(error.sentence))
"""


@LINUX
def test_a_speech_log_in_a_folder_without_rights_is_refused_in_french(
        open_folder: Path) -> None:
    locked = open_folder / "locked"
    locked.mkdir(mode=0o555)
    done = run_child(ASK, "--speech-log", str(locked / "speech.log"), plain_user=True)
    sentence = json.loads(done.stdout)
    assert "Permission denied" not in sentence
    assert sentence.endswith("accès refusé")


MENU = """
import sys
from hearts.__main__ import main
sys.exit(main(["--install-desktop-entry"]))
"""


@LINUX
def test_a_menu_entry_that_cannot_be_written_says_why_in_french(open_folder: Path) -> None:
    locked = open_folder / "share"
    locked.mkdir(mode=0o555)
    done = run_child(MENU, plain_user=True, env={"XDG_DATA_HOME": str(locked)})
    assert done.returncode == 1
    assert "Permission denied" not in done.stderr and "Errno" not in done.stderr
    assert done.stderr.strip().endswith("accès refusé")
