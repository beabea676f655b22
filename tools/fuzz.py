"""Fuzz the real window for a while: the state machine of tests/ui/test_state_machine.py.

Usage: ``python tools/fuzz.py SECONDS SEED [--steps N]``

Runs `TableMachine` (random clicks, keys, typed deal numbers, resizes, option changes,
new games, reopened windows; the table checked against the engine at rest, the user's
files checked as JSON) over and over, headless, each run on a fresh temporary folder,
until SECONDS of wall time have passed. The runs are drawn by Hypothesis from SEED:
the same seed gives the same runs. Prints one line: runs, events, reopenings, crashes,
seconds. On a crash, Hypothesis shrinks it to a short program, which is printed with
the traceback, the seed and a ``@reproduce_failure`` line, and the exit status is 1.
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import sys
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ["DAME_DE_PIQUE_LOOPBACK"] = "1"  # a friends' table never leaves 127.0.0.1
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hypothesis import HealthCheck, Phase, seed, settings  # noqa: E402
from hypothesis.stateful import run_state_machine_as_test  # noqa: E402

# The repository's root is on the path above.
from tests.ui.test_state_machine import TableMachine, Tally  # noqa: E402

STEPS = 50  # rules per run (Hypothesis' default)


class TimeUp(KeyboardInterrupt):
    """The time is up: ends the fuzzing between two runs.

    An interruption, because Hypothesis lets those through without calling them a failure."""


def fuzz(seconds: float, fuzz_seed: int, steps: int = STEPS) -> tuple[Tally, BaseException | None]:
    """Run the machine from *fuzz_seed* for *seconds*; the tally and the crash, if any."""
    tally = TableMachine.tally = Tally()
    deadline = time.monotonic() + seconds

    def new_machine() -> TableMachine:
        # Once a run has failed, Hypothesis shrinks it: let it finish, whatever the time.
        if time.monotonic() >= deadline and not tally.failures:
            raise TimeUp
        return TableMachine()

    seed(fuzz_seed)(new_machine)
    fuzz_settings = settings(
        max_examples=10**9,
        stateful_step_count=steps,
        deadline=None,
        database=None,
        derandomize=False,
        print_blob=True,
        phases=(Phase.generate, Phase.shrink),
        suppress_health_check=list(HealthCheck),
    )
    try:
        # Any callable making a machine will do, as Hypothesis documents it.
        run_state_machine_as_test(new_machine, settings=fuzz_settings)  # type: ignore[arg-type]
    except TimeUp:
        return tally, None
    except Exception as error:  # a crash of the window, or a broken invariant
        return tally, error
    return tally, None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seconds", type=float, help="how long to fuzz (wall time)")
    parser.add_argument("seed", type=int, help="the seed the runs are drawn from")
    parser.add_argument("--steps", type=int, default=STEPS, help="rules per run")
    args = parser.parse_args(argv)
    faulthandler.enable()  # a crash in native code (SDL, a voice) says where it happened
    start = time.monotonic()
    tally, crash = fuzz(args.seconds, args.seed, args.steps)
    elapsed = time.monotonic() - start
    crashes = 0 if crash is None else 1
    # After a crash, count what ran up to it (not the shrinking's replays).
    shown = tally.before_first_failure or tally
    print(f"fuzz seed {args.seed}: {shown.events} events in {shown.runs} runs, "
          f"{shown.reopenings} reopenings, {crashes} crashes, {elapsed:.1f} s")
    if crash is None:
        return 0
    traceback.print_exception(crash)
    print(f"reproduce: python tools/fuzz.py {args.seconds:g} {args.seed} --steps {args.steps} "
          "(the shrunk steps are printed above)", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
