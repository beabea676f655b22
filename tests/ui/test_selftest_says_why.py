"""The self-test on files it must not or cannot write says why in one sentence and exits 1,
without a traceback (issue 43, case 8): a read-only folder and a game.json of a newer
version ended in an AssertionError's traceback. On real files, without root's rights."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from hearts.i18n import french_typography
from tests.helpers.disk import run_child

SELFTEST = """
import sys
from hearts.__main__ import main
sys.exit(main(["--selftest", "--deal", "77"]))
"""
SHORT_GAME = json.dumps({"schema": 1, "target": 50})



def selftest(home: Path, plain_user: bool = False) -> tuple[int, str]:
    """The self-test's exit status and standard error on the player's folder *home*."""
    done = run_child(SELFTEST, plain_user=plain_user, timeout=120, env={
        "DAME_DE_PIQUE_HOME": str(home), "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy"})
    return done.returncode, done.stderr


@pytest.mark.skipif(sys.platform != "linux", reason="Linux permissions")
def test_a_folder_it_cannot_write_is_one_sentence(open_folder: Path) -> None:
    home = open_folder / "home"
    home.mkdir()
    (home / "settings.json").write_text(SHORT_GAME, encoding="utf-8")
    home.chmod(0o555)
    status, said = selftest(home, plain_user=True)
    assert status == 1
    assert "Traceback" not in said
    assert said.strip() == french_typography(
        f"Vérification impossible : le dossier « {home} » ne peut pas être écrit "
        "(accès refusé).")


def test_a_saved_game_of_a_newer_version_is_one_sentence(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(SHORT_GAME, encoding="utf-8")
    newer = json.dumps({"schema": 99, "game": {}})
    (tmp_path / "game.json").write_text(newer, encoding="utf-8")
    status, said = selftest(tmp_path)
    assert status == 1
    assert "Traceback" not in said
    assert said.strip() == french_typography(
        "Vérification impossible : la partie enregistrée vient d'une version plus récente "
        "du jeu.")
    assert (tmp_path / "game.json").read_text(encoding="utf-8") == newer
