"""Print the README's play or test command, the one line a person copies, for CI to run.

Usage: ``python tools/readme_commands.py play|tests``

The command is the ``sh`` block of the README section "## Jouer / Play" or "## Tests".
.ci/run runs both as written (the play command with --selftest added, headless), so the
README cannot drift from what works.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"
SECTIONS = {"play": "## Jouer / Play", "tests": "## Tests"}
_SH_BLOCK = re.compile(r"^```sh\n(.*?)^```", re.MULTILINE | re.DOTALL)


def section(text: str, heading: str) -> str:
    """The README's text from *heading* to the next heading of the same level."""
    start = text.index(f"\n{heading}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end != -1 else len(text)]


def command(text: str, which: str) -> str:
    """The one-line shell command of the section *which* ("play" or "tests")."""
    block = _SH_BLOCK.search(section(text, SECTIONS[which]))
    if block is None:
        raise ValueError(f"the README's {SECTIONS[which]!r} section has no sh block")
    lines = [line for line in block.group(1).splitlines() if line.strip()]
    if len(lines) != 1:
        raise ValueError(f"the README's {which} command is not one line: {lines!r}")
    return lines[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("which", choices=sorted(SECTIONS))
    options = parser.parse_args()
    print(command(README.read_text(encoding="utf-8"), options.which))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
