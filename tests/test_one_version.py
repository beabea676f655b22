"""The version is written once, in hearts/__init__.py: the package metadata, `--version` and
the Règles dialog all read it there, and `--version` answers without loading the window."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import hearts
from hearts.i18n import _

ROOT = Path(__file__).resolve().parents[1]

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = pytest.importorskip("tomli")

PRINT_VERSION = """
import sys
from hearts.__main__ import main
try:
    main(["--version"{lang}])
except SystemExit as done:
    assert done.code in (0, None), done.code
loaded = sorted(name for name in sys.modules if name.split(".")[0] in ("pygame", "pygame_gui"))
print("loaded:", ",".join(loaded))
"""


def test_the_version_is_a_plain_release_number() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", hearts.__version__), hearts.__version__


def test_pyproject_reads_the_version_from_the_package() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in config["project"]
    assert "version" in config["project"]["dynamic"]
    assert config["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "hearts.__version__"}


def test_no_other_file_writes_a_version_number() -> None:
    written = re.compile(r"""(version\s*=\s*["']\d+\.\d+|__version__\s*=)""")
    places = [path.relative_to(ROOT).as_posix()
              for folder in ("hearts", "packaging") for path in (ROOT / folder).rglob("*")
              if path.suffix in (".py", ".spec", ".toml", ".desktop")
              and written.search(path.read_text(encoding="utf-8"))]
    assert places == ["hearts/__init__.py"]


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_version_prints_the_name_and_number_without_pygame(lang: str) -> None:
    code = PRINT_VERSION.format(lang=f', "--lang", "{lang}"')
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines == [f"Dame de pique {hearts.__version__}", "loaded: "], done.stdout
    assert _("Dame de pique {version}")(lang, version=hearts.__version__) == lines[0]
