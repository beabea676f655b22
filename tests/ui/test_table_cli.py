"""The command line: one clear sentence and status 2 for a wrong option; the self-test."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts.__main__ import main, parse_options
from hearts.i18n import french_typography

REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--deal", "0"], "Numéro de donne invalide : « 0 »"),
        (["--deal", "-4"], "Numéro de donne invalide : « -4 »"),
        (["--deal", "abc"], "Numéro de donne invalide : « abc »"),
        (["--deal", "1000000"], "Numéro de donne invalide : « 1000000 »"),
        (["--level", "maître"], "Niveau inconnu : « maître »"),
        (["--lang", "pt"], "Langue inconnue : « pt »"),  # not in hearts/locale/LINGUAS
        (["--deal"], "L'option --deal attend une valeur."),
        (["--colour", "red"], "Argument non reconnu"),
        (["--deal", "5", "--daily"], "Choisissez --deal ou --daily, pas les deux."),
    ],
)
@pytest.mark.usefixtures("no_window")
def test_a_wrong_option_gets_one_french_sentence_and_status_2(
        argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(french_typography(expected))
    assert err.count("\n") == 1
    assert "usage" not in err and "error" not in err


@pytest.mark.usefixtures("no_window")
def test_with_lang_en_the_sentence_is_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "--deal", "0"]) == 2
    assert capsys.readouterr().err.startswith("Invalid deal number: “0”")
    assert main(["--lang=en", "--level", "master"]) == 2
    assert capsys.readouterr().err.startswith("Unknown level: “master”")


def test_help_is_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as finished:
        main(["--help"])
    assert finished.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(french_typography("utilisation : dame-de-pique"))
    assert "jouer la donne du jour" in out
    assert "--level easy|medium|hard|expert" in out


def test_good_options_are_read() -> None:
    options, deal = parse_options(["--deal", "123 456", "--level", "hard", "--fast",
                                   "--lang", "en"])
    assert deal == 123456
    assert (options.level, options.fast, options.lang) == ("hard", True, "en")
    options, deal = parse_options(["--daily"])
    assert deal is None and options.daily
    options, _ = parse_options(["--level", "Expert"])
    assert options.level == "expert"


def test_selftest_plays_a_whole_game_in_the_window_and_saves_like_a_game(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"schema": 1, "target": 50}')  # a short game
    env = dict(os.environ, DAME_DE_PIQUE_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    result = subprocess.run([sys.executable, "-m", "hearts", "--selftest", "--deal", "77"],
                            cwd=REPOSITORY, env=env, capture_output=True, text=True,
                            timeout=300, check=False)
    assert result.returncode == 0, result.stderr
    assert "deal 77 finished" in result.stdout
    stats = json.loads((tmp_path / "stats.json").read_text())
    assert stats["games_played"] == 1
    assert not (tmp_path / "game.json").exists()
