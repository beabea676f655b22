"""Build the executable a person double-clicks, with PyInstaller.

    python packaging/build.py              # one folder: dist/dame-de-pique/
    python packaging/build.py --onefile    # one file:   dist/dame-de-pique(.exe)
    python packaging/build.py --dist DIR   # put the result in DIR instead of dist/
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
SPEC = PACKAGING / "dame-de-pique.spec"


def build(onefile: bool, dist: Path) -> Path:
    """Run PyInstaller on the spec; return the path of the executable it made."""
    with tempfile.TemporaryDirectory(prefix="dame-de-pique-build-") as work:
        command = [
            sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean",
            "--log-level", "WARN", "--distpath", str(dist), "--workpath", work,
        ]
        environment = {**os.environ, "DAME_DE_PIQUE_ONEFILE": "1" if onefile else "0"}
        subprocess.run(command, check=True, cwd=PACKAGING.parent, env=environment)
    suffix = ".exe" if sys.platform == "win32" else ""
    if onefile:
        return dist / f"dame-de-pique{suffix}"
    return dist / "dame-de-pique" / f"dame-de-pique{suffix}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--onefile", action="store_true", help="a single executable")
    parser.add_argument("--dist", type=Path, default=PACKAGING.parent / "dist",
                        help="output folder (default: dist/)")
    args = parser.parse_args()
    executable = build(args.onefile, args.dist.resolve())
    print(f"built {executable}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
