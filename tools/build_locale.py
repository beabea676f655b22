"""Compile the catalogues: each hearts/locale/<lang>/LC_MESSAGES/messages.po into a .mo.

The package build runs it (pyproject.toml declares `BuildPy` as setuptools' build_py)
and so does the PyInstaller spec, so no compiled file is kept in the repository and
the player has no step to run. A source checkout needs none: hearts.i18n compiles
the .po in memory. Usage: ``python tools/build_locale.py OUT_DIR``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools.command.build_py import build_py  # type: ignore[import-untyped]

LOCALE_DIR = Path(__file__).resolve().parent.parent / "hearts" / "locale"


def compile_catalogues(out_dir: Path, locale_dir: Path = LOCALE_DIR) -> list[Path]:
    """Write out_dir/<lang>/LC_MESSAGES/messages.mo for every .po; the files written."""
    written = []
    for source in sorted(locale_dir.glob("*/LC_MESSAGES/messages.po")):
        lang = source.parent.parent.name
        with source.open("rb") as text:
            catalogue = read_po(text, locale=lang)
        target = out_dir / lang / "LC_MESSAGES" / "messages.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as compiled:
            write_mo(compiled, catalogue)
        written.append(target)
    return written


class BuildPy(build_py):  # type: ignore[misc]  # setuptools ships no types here
    """setuptools' build_py, then the catalogues compiled into the built package."""

    def run(self) -> None:
        """Copy the package as usual, then add hearts/locale/*/LC_MESSAGES/messages.mo."""
        super().run()
        compile_catalogues(Path(self.build_lib) / "hearts" / "locale")


def main(argv: list[str]) -> int:
    """Command line: compile every catalogue under the folder given."""
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    for path in compile_catalogues(Path(argv[0])):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
