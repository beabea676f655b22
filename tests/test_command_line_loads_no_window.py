"""The command line reads and refuses its options (--deal among them) without loading the
window: a wrong value is answered at once, in a fresh interpreter with no pygame imported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHECK = """
import sys
from hearts.__main__ import UsageError, parse_options
options, deal = parse_options(["--deal", "123 456", "--level", "HARD"])
assert deal == 123456, deal
try:
    parse_options(["--deal", "abc"])
except UsageError:
    pass
else:
    raise AssertionError("--deal abc was accepted")
loaded = sorted(name for name in sys.modules if name.split(".")[0] in ("pygame", "pygame_gui"))
print(",".join(loaded))
"""


def test_the_options_are_checked_without_pygame_or_pygame_gui() -> None:
    done = subprocess.run([sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", f"loaded: {done.stdout.strip()}"
