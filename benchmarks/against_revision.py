"""The tournament with some seats played by the computer players of another revision.

The tournament (`hearts.tournament`) seats one version of the players. To measure a change
against an unchanged field (a fix that makes Difficile stronger also strengthens Expert's
opponents), seats named ``base-LEVEL`` play LEVEL as revision REV wrote it: REV's
``hearts/ai`` is read from git into a temporary package (``base_ai``) beside today's
engine, so REV must be recent enough for its players to run on it. Everything after the
revision is the tournament's own arguments, for example Expert against three of 6f0ea0f's
Difficile, paired then with ``benchmarks/paired_tournament.py``:

    python benchmarks/against_revision.py --rev 6f0ea0f \\
        --seats expert,base-hard,base-hard,base-hard --deals 60 --games 0 \\
        --first-deal 480001 --json --quiet > field.json
"""

from __future__ import annotations

import argparse
import importlib
import multiprocessing
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from hearts import tournament
from hearts.ai import levels
from hearts.ai.levels import Bot

REPOSITORY = Path(__file__).resolve().parent.parent
PACKAGE = "base_ai"  # the revision's hearts/ai, as a package of its own
PREFIX = "base-"  # a seat named base-hard plays the revision's Difficile


def vendor(rev: str, into: Path, repository: Path = REPOSITORY) -> Path:
    """Write revision *rev*'s ``hearts/ai`` under *into* as the package ``base_ai``, its
    imports of itself pointed at it; the folder to put on sys.path."""
    names = _git(repository, "ls-tree", "--name-only", f"{rev}:hearts/ai").split()
    package = into / PACKAGE
    package.mkdir(parents=True)
    for name in names:
        if not name.endswith(".py"):
            continue
        text = _git(repository, "show", f"{rev}:hearts/ai/{name}")
        (package / name).write_text(_pointed_at_itself(text), encoding="utf-8")
    return into


def _pointed_at_itself(source: str) -> str:
    """*source* with ``hearts.ai`` imports made ``base_ai`` ones."""
    source = re.sub(r"\bhearts\.ai\.", f"{PACKAGE}.", source)
    return re.sub(r"\bfrom hearts\.ai import\b", f"from {PACKAGE} import", source)


def register(folder: Path) -> tuple[str, ...]:
    """Seat the vendored players: a level ``base-LEVEL`` for each level of the revision,
    made by its own ``make_bot`` (the registry, which the tournament's --seats reads); the
    names added."""
    sys.path.insert(0, str(folder))
    base_levels = importlib.import_module(f"{PACKAGE}.levels")
    added = []
    for level in base_levels.LEVELS:
        levels.PLAYERS[PREFIX + level] = _maker(base_levels.make_bot, level)
        added.append(PREFIX + level)
    return tuple(added)


def _maker(make_bot: Callable[[str, int], Bot], level: str) -> Callable[[int], Bot]:
    """The revision's player of *level* for a seed."""
    return lambda seed: make_bot(level, seed)


def _git(repository: Path, *arguments: str) -> str:
    """Git's output, or a clear error when the revision or the file is not there."""
    done = subprocess.run(["git", "-C", str(repository), *arguments], capture_output=True,
                          text=True, check=False)
    if done.returncode:
        raise SystemExit(f"git {' '.join(arguments)}: {done.stderr.strip()}")
    return done.stdout


def main(argv: Sequence[str] | None = None) -> int:
    """Vendor the revision, seat its players and run the tournament with the rest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", required=True, help="the revision whose players sit base-*")
    known, rest = parser.parse_known_args(argv)
    # The workers must inherit the seats registered here: they are forked, not spawned.
    multiprocessing.set_start_method("fork", force=True)
    with tempfile.TemporaryDirectory(prefix="base-ai-") as folder:
        register(vendor(known.rev, Path(folder)))
        return tournament.main(rest)


if __name__ == "__main__":
    raise SystemExit(main())
