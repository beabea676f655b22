"""Frame times of the window while Expert's three players, and Expert's hint, think in the
bots' worker.

Usage: ``python benchmarks/expert_frames.py [--seconds 30] [--size 1280x800] [--deal 4242]``

Opens the real window headless with its real worker process at the Expert level (full
budget, normal pace), and for *seconds* turns the real loop (never sleeping) and draws a
frame at every turn, as an animation would, at 60 frames a second. South asks for the hint
at each of its decisions and plays what it advises once it comes (the pass, then the card),
and Continuer closes each end-of-hand panel. Prints the median, p95 and slowest frame (a turn
of the loop plus its drawing, by the clock and by the window thread's own processor time, which
other programs' load does not inflate) counted while a question was out to the worker, the
frames in all, and how many bot cards and hints came. Target: p95 under 16 ms while Expert thinks.
The player's files are left alone.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def south_takes_the_hint(app: Any) -> None:
    """At South's decision: ask for the hint, then play or pass what it advises."""
    from hearts.engine import Phase, Seat
    from hearts.ui.table.panels.hand_over import HandOverPanel

    controller = app.controller
    if isinstance(app.dialog, HandOverPanel):
        app.dialog.accept()
        return
    if app.dialog is not None or not controller.is_idle():
        return
    match = controller.host.match
    choosing = controller.choices.is_choosing_pass()
    if not choosing and not (match.phase is Phase.PLAYING and match.turn is Seat.SOUTH):
        return
    hinted = controller.scene.hinted
    if not hinted:
        controller.action_hint()
    elif choosing:
        controller.action_pass()  # the hint raised its three cards
    else:
        controller.action_play(next(iter(hinted)))


def measure(seconds: float, size: tuple[int, int], deal: int) -> dict[str, Any]:
    """Frame times in ms while a question is out, and what the worker answered."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from hearts.engine import Seat
    from hearts.store import Settings, Store
    from hearts.ui.app import App, AppConfig

    home = Path(tempfile.mkdtemp())
    Store(home).save_settings(Settings(level="expert", sound=False))
    # max_wait_ms=0: the loop never sleeps, so each turn is a frame's own work.
    app = App(AppConfig(deal=deal, size=size, threads=True, max_wait_ms=0, home=home))
    thinking: list[float] = []
    thinking_cpu: list[float] = []  # the drawing thread's own processor time
    frames = 0
    hints = 0
    try:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            start, start_cpu = time.perf_counter(), time.thread_time()
            waiting = app.controller.flow.is_waiting()
            asked = app.controller.flow.questions.hint is not None
            app.step()
            app.draw(time.monotonic())
            took = (time.perf_counter() - start) * 1000
            frames += 1
            if waiting:
                thinking.append(took)
                thinking_cpu.append((time.thread_time() - start_cpu) * 1000)
            if asked and app.controller.scene.hinted:
                hints += 1
            south_takes_the_hint(app)
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
        match = app.controller.host.match
        bot_cards = sum(1 for trick in match.tricks for seat, _ in trick.plays
                        if seat is not Seat.SOUTH)
        bot_cards += sum(1 for seat, _ in match.current_trick if seat is not Seat.SOUTH)
        return {"thinking": thinking, "cpu": thinking_cpu, "frames": frames, "hints": hints,
                "hand": match.hand_number, "bot_cards_this_hand": bot_cards}
    finally:
        app.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--deal", type=int, default=4242)
    options = parser.parse_args()
    width, height = (int(part) for part in options.size.split("x"))
    result = measure(options.seconds, (width, height), options.deal)
    thinking = sorted(result["thinking"])
    if not thinking:
        print("the worker was never asked anything")
        return 1
    p95 = thinking[int(len(thinking) * 0.95)]
    cpu = sorted(result["cpu"])
    print(f"frames while Expert thinks: median {statistics.median(thinking):.1f} ms, "
          f"p95 {p95:.1f} ms, slowest {thinking[-1]:.1f} ms over {len(thinking)} frames "
          f"(the window's own processor time: median {statistics.median(cpu):.1f} ms, "
          f"p95 {cpu[int(len(cpu) * 0.95)]:.1f} ms) "
          f"({result['frames']} in all in {options.seconds:g} s); {result['hints']} hints came; "
          f"hand {result['hand'] + 1} reached, {result['bot_cards_this_hand']} bot cards "
          f"played in it")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
