"""The tournament against another revision's players (`benchmarks/against_revision.py`):
seats named base-LEVEL play that revision's LEVEL. Against HEAD itself they are today's
players, so a table of them plays every hand exactly as today's does."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPOSITORY = Path(__file__).resolve().parents[2]
# The scripts run on this tree's players, whatever copy of the game is installed.
ENVIRONMENT = {**os.environ, "PYTHONPATH": str(REPOSITORY)}
TOURNAMENT = ["--deals", "1", "--games", "0", "--jobs", "1", "--first-deal", "480001",
              "--json", "--quiet"]


def _ai_is_heads() -> bool:
    """Whether hearts/ai here is HEAD's (a git checkout with no change to the players)."""
    if shutil.which("git") is None or not (REPOSITORY / ".git").exists():
        return False
    done = subprocess.run(["git", "-C", str(REPOSITORY), "diff", "--quiet", "HEAD", "--",
                           "hearts/ai"], check=False)
    return done.returncode == 0


@pytest.mark.skipif(not _ai_is_heads(), reason="needs a git checkout whose hearts/ai is HEAD's")
def test_heads_players_seated_as_a_revision_play_as_todays() -> None:
    def run(*arguments: str) -> dict[str, object]:
        done = subprocess.run([sys.executable, *arguments, *TOURNAMENT], cwd=REPOSITORY,
                              capture_output=True, text=True, check=True, timeout=300,
                              env=ENVIRONMENT)
        figures: dict[str, object] = json.loads(done.stdout)
        return figures

    revision = run("benchmarks/against_revision.py", "--rev", "HEAD",
                   "--seats", "medium,base-hard,base-hard,base-hard")
    today = run("-m", "hearts.tournament", "--seats", "medium,hard,hard,hard")
    assert revision["by_deal"] == today["by_deal"]
    assert revision["seats"] == ["medium", "base-hard", "base-hard", "base-hard"]


def test_an_unknown_revision_is_one_clear_line() -> None:
    done = subprocess.run([sys.executable, "benchmarks/against_revision.py", "--rev",
                           "no-such-revision", "--seats", "hard,base-hard,hard,hard",
                           *TOURNAMENT], cwd=REPOSITORY, capture_output=True, text=True,
                          check=False, timeout=60, env=ENVIRONMENT)
    assert done.returncode != 0
    assert "no-such-revision" in done.stderr and "Traceback" not in done.stderr
