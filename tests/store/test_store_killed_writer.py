"""A writer killed with SIGKILL at random moments leaves the old or the new file, whole."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import hearts
from hearts.store import Store

# Saves ever larger sequence numbers in a loop; says "ready" once the first save is on disk.
WRITER = """
import itertools, sys
from pathlib import Path
from hearts.store import Store

store = Store(Path(sys.argv[1]))
first = int(sys.argv[2])
for seq in itertools.count(first):
    payload = {"seq": seq, "cards": [seq] * 20000, "text": str(seq) * 4000}
    if not store.save_game(payload):
        sys.exit(3)
    if seq == first:
        print("ready", flush=True)
"""

ROUNDS = 12
ROUND_SIZE = 1_000_000  # round r numbers its saves from r * ROUND_SIZE


def whole(payload: dict[str, object]) -> object:
    """Validator: every part of the payload belongs to the same save."""
    seq = payload["seq"]
    if not isinstance(seq, int):
        raise ValueError("no sequence number")
    if payload["cards"] != [seq] * 20000 or payload["text"] != str(seq) * 4000:
        raise ValueError(f"save {seq} is mixed or cut")
    return seq


def run_writer(home: Path, first: int, delay: float) -> int:
    """Start a writer, let it save for *delay* seconds after its first save, then SIGKILL it."""
    search = [str(Path(hearts.__file__).parent.parent), os.environ.get("PYTHONPATH", "")]
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, search)))
    command = [sys.executable, "-c", WRITER, str(home), str(first)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, env=env, text=True) as writer:
        assert writer.stdout is not None
        assert writer.stdout.readline() == "ready\n", "the writer did not start"
        time.sleep(delay)
        writer.send_signal(signal.SIGKILL)
        return writer.wait()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_killed_writer_leaves_a_whole_file(tmp_path: Path) -> None:
    rng = random.Random(20261130)
    saves_seen = 0
    previous = -1
    for round_number in range(ROUNDS):
        first = round_number * ROUND_SIZE
        delay = rng.uniform(0.0, 0.08)
        code = run_writer(tmp_path, first, delay)
        assert code == -signal.SIGKILL, f"round {round_number}: writer ended with {code}"

        store = Store(tmp_path)
        payload = store.load_game(whole)
        assert store.take_notices() == [], f"round {round_number}, delay {delay:.3f}"
        assert payload is not None
        seq = payload["seq"]
        assert isinstance(seq, int)
        assert first <= seq < first + ROUND_SIZE  # this round's save, at least the first
        assert seq > previous
        previous = seq
        saves_seen += seq - first + 1
    assert list(tmp_path.glob("*.damaged-*")) == []
    assert saves_seen > ROUNDS  # the writers were killed in a loop of saves, not before it
