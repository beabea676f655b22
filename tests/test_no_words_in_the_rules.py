"""The engine and the computer players give codes, never words: neither loads the catalogue."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_engine_and_the_bots_never_import_the_catalogue() -> None:
    code = "import sys, hearts.engine, hearts.ai; print('\\n'.join(sys.modules))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, check=True)
    loaded = set(result.stdout.split())
    assert {"hearts.engine.play_rules", "hearts.ai.hint"} <= loaded
    assert "hearts.i18n" not in loaded
