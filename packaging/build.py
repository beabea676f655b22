"""Build the executable a person double-clicks, with PyInstaller.

    python packaging/build.py              # one folder: dist/dame-de-pique/
    python packaging/build.py --onefile    # one file:   dist/dame-de-pique(.exe)
    python packaging/build.py --dist DIR   # put the result in DIR instead of dist/
    python packaging/build.py --archive    # one folder, then the download of this system:
        Windows  dist/dame-de-pique-<version>-windows-<machine>.zip (dame-de-pique.exe inside)
        macOS    dist/dame-de-pique-<version>-macos-<machine>.zip ("Dame de pique.app")
        Linux    dist/dame-de-pique-<version>-linux-<machine>.tar.gz (with the menu entry
                 and the icons; `./dame-de-pique --install-desktop-entry` installs them)

The version is the game's one version number, hearts.__version__.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent
SPEC = PACKAGING / "dame-de-pique.spec"
NAME = "dame-de-pique"
APP = "Dame de pique.app"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)

sys.path.insert(0, str(ROOT))
from hearts import __version__  # noqa: E402 (the one version number)


def build(onefile: bool, dist: Path) -> Path:
    """Run PyInstaller on the spec; return the path of the executable it made."""
    with tempfile.TemporaryDirectory(prefix="dame-de-pique-build-") as work:
        command = [
            sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
            "--log-level", "WARN", "--distpath", str(dist), "--workpath", work,
        ]
        environment = {**os.environ, "DAME_DE_PIQUE_ONEFILE": "1" if onefile else "0"}
        subprocess.run(command, check=True, cwd=ROOT, env=environment)
    suffix = ".exe" if sys.platform == "win32" else ""
    if onefile:
        return dist / f"{NAME}{suffix}"
    return dist / NAME / f"{NAME}{suffix}"


def system_name() -> str:
    """windows, macos or linux: the system part of the download's name."""
    return {"win32": "windows", "darwin": "macos"}.get(sys.platform, "linux")


def archive_stem() -> str:
    """dame-de-pique-<version>-<system>-<machine>, the download's name without extension."""
    machine = platform.machine().lower().replace("amd64", "x86_64")
    return f"{NAME}-{__version__}-{system_name()}-{machine}"


def add_menu_files(folder: Path) -> None:
    """The desktop entry and the hicolor icons beside the Linux executable."""
    assets = ROOT / "assets"
    shutil.copyfile(assets / f"{NAME}.desktop", folder / f"{NAME}.desktop")
    for size in ICON_SIZES:
        target = folder / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(assets / "icon" / f"icon-{size}.png", target)


def archive(dist: Path) -> Path:
    """Pack the one-folder build in *dist* as this system's download; its path."""
    stem = dist / archive_stem()
    if sys.platform == "darwin":
        target = stem.with_suffix(".zip")
        # ditto keeps the .app's symbolic links and extended attributes, as Finder does.
        subprocess.run(["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent",
                        str(dist / APP), str(target)], check=True)
        return target
    if sys.platform == "win32":
        return Path(shutil.make_archive(str(stem), "zip", root_dir=dist, base_dir=NAME))
    add_menu_files(dist / NAME)
    target = Path(f"{stem}.tar.gz")
    with tarfile.open(target, "w:gz") as tar:
        tar.add(dist / NAME, arcname=NAME)
    return target


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true", help="a single executable")
    parser.add_argument("--archive", action="store_true",
                        help="pack the one-folder build as this system's download")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="output folder (default: dist/)")
    args = parser.parse_args()
    if args.onefile and args.archive:
        parser.error("--archive packs the one-folder build")
    dist = args.dist.resolve()
    executable = build(args.onefile, dist)
    print(f"built {executable}")
    if args.archive:
        print(f"packed {archive(dist)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
