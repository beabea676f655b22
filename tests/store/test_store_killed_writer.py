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

# Saves a game of a few hands in a loop, its id an ever larger sequence number; says "ready"
# once the first save is on disk.
WRITER = """
import itertools, sys
from pathlib import Path
from hearts.engine import Match, Phase, Rules, Seat
from hearts.store import SavedGame, Store

match = Match(424242, Rules(target=150))
while match.hand_number < 3 or match.phase is not Phase.PLAYING:
    if match.phase is Phase.PASSING:
        seat = next(seat for seat in Seat if not match.has_passed(seat))
        match.pass_cards(seat, match.hand(seat)[:3])
    elif match.phase is Phase.PLAYING:
        match.play(match.turn, match.legal_plays(match.turn)[0])
    else:
        match.start_next_hand()
store = Store(Path(sys.argv[1]))
first = int(sys.argv[2])
for seq in itertools.count(first):
    if not store.save_game(SavedGame.of(match, (), "hard", True, str(seq))):
        sys.exit(3)
    if seq == first:
        print("ready", flush=True)
"""

ROUNDS = 12
ROUND_SIZE = 1_000_000  # round r numbers its saves from r * ROUND_SIZE


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
        game = store.load_game()  # a cut or mixed file would be damaged: moved aside, said
        assert store.take_notices() == [], f"round {round_number}, delay {delay:.3f}"
        assert game is not None
        seq = int(game.game_id)
        assert first <= seq < first + ROUND_SIZE  # this round's save, at least the first
        assert seq > previous
        previous = seq
        saves_seen += seq - first + 1
    assert list(tmp_path.glob("*.damaged-*")) == []
    assert saves_seen > ROUNDS  # the writers were killed in a loop of saves, not before it
