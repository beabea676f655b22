"""pyproject.toml lists every package, so that an installed game has all of its code."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = pytest.importorskip("tomli")


def test_every_package_folder_is_listed_in_pyproject() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    on_disk = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "hearts").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert on_disk <= listed, f"missing from pyproject.toml: {sorted(on_disk - listed)}"


def test_art_and_sounds_are_package_data() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mapping = config["tool"]["setuptools"]["package-dir"]
    assert mapping == {"hearts.assets": "assets", "hearts.sounds": "sounds"}
    for folder in mapping.values():
        assert any((ROOT / folder).rglob("*.*")), f"{folder}/ is empty"
