"""`dame-de-pique --serve` in a child process for tests, on 127.0.0.1 only, pygame barred
from it (importing it there fails)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.helpers.friends import LOOPBACK, TableAt

ROOT = Path(__file__).resolve().parents[2]
NO_PYGAME = ("import sys; sys.modules['pygame'] = None; from hearts.__main__ import main; "
             "sys.exit(main(sys.argv[1:]))")
CODE_LINE = re.compile(r"Code\s:\s(\S+)")
PORT_LINE = re.compile(r"port (\d+)")


def serve_process(home: Path, *options: str) -> subprocess.Popen[str]:
    """`--serve --bind 127.0.0.1 --port 0 --lang fr` with *options*, its data in *home*."""
    env = {**os.environ, "DAME_DE_PIQUE_HOME": str(home), "PYTHONUNBUFFERED": "1"}
    return subprocess.Popen(
        [sys.executable, "-c", NO_PYGAME, "--serve", "--bind", LOOPBACK, "--port", "0",
         "--lang", "fr", *options],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True)


def table_of(process: subprocess.Popen[str], seconds: float = 30.0) -> tuple[TableAt, list[str]]:
    """Read the served table's lines up to the one that says who leads: where it is."""
    assert process.stdout is not None
    lines: list[str] = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        line = process.stdout.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
        if "Ctrl+C" in line:
            code = CODE_LINE.search(lines[0])
            port = PORT_LINE.search(lines[1])
            assert code and port, lines
            return TableAt(int(port.group(1)), code.group(1)), lines
    raise AssertionError(f"no table served: {lines}")


@contextmanager
def serving(home: Path, *options: str) -> Iterator[tuple[subprocess.Popen[str], TableAt,
                                                         list[str]]]:
    """A served table, its process ended (killed if need be) afterwards."""
    process = serve_process(home, *options)
    try:
        where, lines = table_of(process)
        yield process, where, lines
    finally:
        if process.poll() is None:
            process.kill()
        process.communicate(timeout=10)
