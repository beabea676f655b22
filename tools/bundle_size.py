"""Build the two packaged forms of the game and print their sizes (targets: 50 and 30 MB).

Usage: ``python tools/bundle_size.py [--dist DIR] [--no-build] [--top N]``

Builds the one-folder bundle into DIR/folder and the one-file executable into DIR/onefile
with packaging/build.py (DIR: a temporary folder unless given), then prints the weight of
each and the N heaviest entries of the folder's ``_internal``. ``--no-build`` measures
what DIR already holds.
Sizes are in MB (10⁶ bytes); a symbolic link counts nothing (PyInstaller links the shared
libraries it already copied).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER_TARGET_MB = 50.0
ONEFILE_TARGET_MB = 30.0
EXE = ".exe" if sys.platform == "win32" else ""


def weight(path: Path) -> int:
    """Bytes of *path*: a file's size, or the sum of the regular files under a folder."""
    if path.is_symlink():
        return 0
    if path.is_file():
        return path.stat().st_size
    return sum(item.stat().st_size for item in path.rglob("*")
               if item.is_file() and not item.is_symlink())


def build(dist: Path) -> None:
    """Both forms into *dist* (each in a folder of its own: on Linux they share a name)."""
    script = ROOT / "packaging" / "build.py"
    for form, extra in (("folder", []), ("onefile", ["--onefile"])):
        subprocess.run([sys.executable, str(script), "--dist", str(dist / form), *extra],
                       check=True)


def report(dist: Path, top: int) -> bool:
    """Print the sizes; True when both forms are within their targets."""
    folder = dist / "folder" / "dame-de-pique"
    onefile = dist / "onefile" / f"dame-de-pique{EXE}"
    folder_mb, onefile_mb = weight(folder) / 1e6, weight(onefile) / 1e6
    internal = folder / "_internal"
    if internal.is_dir():
        heaviest = sorted(internal.iterdir(), key=weight, reverse=True)[:top]
        for entry in heaviest:
            print(f"  {weight(entry) / 1e6:6.1f} MB  {entry.name}")
    print(f"one folder: {folder_mb:.1f} MB (target ≤ {FOLDER_TARGET_MB:.0f})")
    print(f"one file:   {onefile_mb:.1f} MB (target ≤ {ONEFILE_TARGET_MB:.0f})")
    return 0 < folder_mb <= FOLDER_TARGET_MB and 0 < onefile_mb <= ONEFILE_TARGET_MB


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--dist", type=Path, help="where to build (default: a temporary folder)")
    parser.add_argument("--no-build", action="store_true", help="measure DIR as it is")
    parser.add_argument("--top", type=int, default=8, help="heaviest entries to list")
    options = parser.parse_args()
    if options.no_build and options.dist is None:
        parser.error("--no-build needs --dist")
    with tempfile.TemporaryDirectory(prefix="dame-de-pique-size-") as scratch:
        dist = (options.dist or Path(scratch)).resolve()
        if not options.no_build:
            build(dist)
        return 0 if report(dist, options.top) else 1


if __name__ == "__main__":
    raise SystemExit(main())
