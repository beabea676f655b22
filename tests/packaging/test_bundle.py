"""The packaged executable: built with PyInstaller into a temporary folder, it plays --selftest.

Slow (a full PyInstaller build), so it is marked `bundle` and runs after the main
suite in CI: `python3 -m pytest -m bundle`.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None,
        reason="PyInstaller is not installed (pip install '.[package]')",
    ),
]


def folder_size(path: Path) -> int:
    """Bytes of the files under *path*; links (PyInstaller links shared libraries) count once."""
    return sum(file.stat().st_size for file in path.rglob("*")
               if file.is_file() and not file.is_symlink())


def test_one_folder_bundle_builds_and_passes_its_selftest(tmp_path: Path) -> None:
    dist = tmp_path / "dist"
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist)],
                   check=True, cwd=tmp_path, timeout=900)
    executable = dist / "dame-de-pique" / ("dame-de-pique.exe" if os.name == "nt"
                                            else "dame-de-pique")
    assert executable.is_file()
    size_mb = folder_size(dist / "dame-de-pique") / 1e6
    assert size_mb < 80, f"the one-folder bundle weighs {size_mb:.1f} MB"
    home = tmp_path / "home"
    environment = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                   "DAME_DE_PIQUE_HOME": str(home)}
    # Run from an unrelated folder: the bundle must find its files by its own paths.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    result = subprocess.run([str(executable), "--selftest", "--deal", "4242"], cwd=elsewhere,
                            env=environment, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert home.is_dir() and any(home.rglob("*.json")), "the selftest saved nothing"
    assert not any((dist / "dame-de-pique").rglob("*.json.tmp"))
