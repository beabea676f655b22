"""A whole game played from the speech log alone (tools/play_by_ear.py): a player that hears
only what the game says and answers only with keys reaches the end of the game (a game to 50
points; `python tools/play_by_ear.py --lang LANG` plays one to 100 in any language), so
nothing it needs is left unsaid."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "play_by_ear.py"


def load_tool() -> ModuleType:
    """tools/play_by_ear.py imported as a module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("play_by_ear", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_a_whole_game_is_played_from_the_speech_log_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("DAME_DE_PIQUE_HOME", str(tmp_path))  # the tool sets its own
    log = tmp_path / "speech.log"
    status = load_tool().main(["--deal", "12", "--lang", "fr", "--target", "50",
                               "--log", str(log), "--quiet"])
    assert status == 0, capsys.readouterr().out
    assert "the game ended" in capsys.readouterr().out
