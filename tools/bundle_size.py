"""Build the two packaged forms of the game and print their sizes (targets: 60 and 30 MB).

Usage: ``python tools/bundle_size.py [--dist DIR] [--no-build] [--top N]``

Builds the one-folder bundle into DIR/folder and the one-file executable into DIR/onefile
with packaging/build.py (DIR: a temporary folder unless given), then prints the weight of
each, what each part of the folder costs (Python, SDL and pygame, the image and sound
codecs SDL's libraries load, pygame_gui, Prism for speech, Babel, the game's data) with its
heaviest files, and the N heaviest entries of its ``_internal``. ``--no-build`` measures
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
from typing import Final

ROOT = Path(__file__).resolve().parent.parent
# Issue 15's 50 MB, Prism's own GLib for speech on Linux (issue 44), the network (issue 42).
FOLDER_TARGET_MB = 60.0
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


# The parts of the one-folder bundle, by the start of a path under _internal (the first
# that matches); the executable holds the Python modules (PYZ), the game's among them.
PARTS: Final = (
    ("Prism (speech) and its own GLib", ("prism/", "prismatoid.libs/", "_cffi_backend")),
    ("sound codecs (SDL_mixer)", tuple(f"pygame_ce.libs/lib{name}" for name in (
        "SDL2_mixer", "fluidsynth", "sndfile", "vorbis", "ogg", "opus", "FLAC", "mpg123",
        "xmp", "wavpack"))),
    ("image codecs (SDL_image)", tuple(f"pygame_ce.libs/lib{name}" for name in (
        "SDL2_image", "jpeg", "tiff", "webp", "sharpyuv", "png"))),
    ("SDL, its fonts and pygame", ("pygame/", "pygame_ce.libs/")),
    ("pygame_gui's data", ("pygame_gui/",)),
    ("the game's art, sounds, fonts and words", ("hearts/",)),
    ("Babel's locale data", ("babel/",)),
    ("the table with friends: zeroconf's compiled modules, websockets'", (
        "zeroconf/", "websockets/")),
    ("C++ runtime", ("libstdc++", "libgcc_s")),
    ("Python: interpreter, C modules, core library", ("libpython", "python3", "base_library",
                                                     "libffi", "libz")),
    ("SQLite (the history of games)", ("libsqlite3",)),
)


def part_of(relative: str) -> str:
    """The part a file of _internal belongs to (its path relative to _internal)."""
    for name, starts in PARTS:
        if relative.startswith(starts):
            return name
    return "other"


def parts(folder: Path) -> dict[str, list[tuple[int, str]]]:
    """The files of the one-folder bundle by part, each with its bytes, heaviest first;
    the executable, with its Python modules, a part of its own."""
    found: dict[str, list[tuple[int, str]]] = {}
    internal = folder / "_internal"
    for item in sorted(folder.rglob("*")):
        if not item.is_file() or item.is_symlink():
            continue
        relative = item.relative_to(internal).as_posix() if internal in item.parents else ""
        name = part_of(relative) if relative else "the executable and its Python modules"
        found.setdefault(name, []).append((item.stat().st_size, relative or item.name))
    return {name: sorted(files, reverse=True) for name, files in found.items()}


def print_parts(folder: Path, heaviest: int = 3) -> None:
    """What each part of the folder costs, heaviest part first, with its heaviest files."""
    by_part = parts(folder)
    for name, files in sorted(by_part.items(), key=lambda item: -sum(s for s, _ in item[1])):
        print(f"{sum(size for size, _ in files) / 1e6:6.1f} MB  {name}")
        for size, path in files[:heaviest]:
            print(f"          {size / 1e6:5.2f} MB  {path}")


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
        print_parts(folder)
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
