"""The store reads the engine's Match, never pygame nor the window; the engine imports neither."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def modules_after_import(module: str) -> set[str]:
    """The modules a fresh interpreter holds after importing *module*."""
    code = f"import sys, {module}; print('\\n'.join(sys.modules))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=ROOT, check=True)
    return set(result.stdout.split())


@pytest.mark.parametrize("module", ["hearts.store", "hearts.choices"])
def test_the_store_and_the_choices_never_import_pygame_or_the_window(module: str) -> None:
    loaded = modules_after_import(module)
    assert "hearts.engine" in loaded
    assert not {name for name in loaded if name.split(".")[0] in ("pygame", "pygame_gui")}
    assert not {name for name in loaded if name.startswith("hearts.ui")}


def test_the_store_loads_no_computer_player() -> None:
    loaded = modules_after_import("hearts.store")
    assert not {name for name in loaded if name.startswith("hearts.ai")}


def test_every_level_the_choices_name_has_its_computer_player() -> None:
    from hearts.ai.levels import LEVELS as PLAYED
    from hearts.choices import LEVELS

    assert PLAYED == LEVELS


def test_the_engine_imports_neither_the_choices_nor_the_store() -> None:
    loaded = modules_after_import("hearts.engine")
    assert not {name for name in loaded if name.startswith(("hearts.choices", "hearts.store"))}
