"""How fast the window draws, how little it works at rest, how soon it shows the table.

Usage: ``python benchmarks/render_speed.py [--size 1920x1080] [--frames 300] [--idle 5]``

Prints:
- frame times while cards move (the deal: 52 cards in the air, then tricks being
  played and collected), a full frame drawn each time: table, cards, buttons;
- the CPU the real loop uses at rest, as a share of one core, in each resting state
  (benchmarks/idle_cpu.py);
- the time from launching the program to the first drawn table (a fresh process).

Runs headless (SDL's dummy video driver) unless SDL_VIDEODRIVER is set. The
player's files are left alone: the game writes into a temporary folder.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

START = time.perf_counter()
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import idle_cpu  # noqa: E402 (the resting states, benchmarks/idle_cpu.py)


def frame_times(size: tuple[int, int], frames: int) -> tuple[list[float], list[float]]:
    """Milliseconds per full frame while cards move, at *size*: wall clock, and CPU.

    The CPU time of the drawing thread is what the frame costs; the wall clock also
    counts the moments another program had the processor.
    """
    import pygame

    from hearts.ui.app import App, AppConfig

    app = App(AppConfig(deal=4242, size=size, threads=False, time_scale=1.0))
    controller = app.controller
    times: list[float] = []
    cpu_times: list[float] = []
    now = time.monotonic()
    try:
        app.step()
        while len(times) < frames:
            now += 1 / 60
            controller.update(now)
            if controller.choices.is_choosing_pass():
                for card in controller.scene.hand[:3]:
                    controller.action_toggle_card(card)
                controller.action_pass()
            elif controller.choices.playable() and controller.is_idle():
                controller.action_play(min(controller.view().legal_plays))
            elif controller.take_panel_request() is not None:
                controller.action_continue()
            if not controller.show.is_animating(now):
                continue
            start, cpu = time.perf_counter(), time.thread_time()
            app.renderer.draw(app.surface, app.layout, controller.table_view(), now)
            app.manager.draw_ui(app.surface)
            pygame.display.flip()
            times.append((time.perf_counter() - start) * 1000)
            cpu_times.append((time.thread_time() - cpu) * 1000)
    finally:
        app.close()
    return times, cpu_times


def thinking_bot(in_process: bool) -> tuple[threading.Event, threading.Thread]:
    """Difficile decisions without end, as the app asks them: in the bots' worker process
    (the app's BotExecutor), or in a thread of this process (its fallback)."""
    from hearts.engine import Match, Seat
    from hearts.play import bots
    from hearts.play.workers import BotExecutor

    stop = threading.Event()
    match = Match(5)
    for seat in Seat:
        match.pass_cards(seat, match.hand(seat)[:3])
    turn = match.turn
    assert turn is not None
    view = match.view(turn)
    executor = BotExecutor() if in_process else None

    def think() -> None:
        while not stop.is_set():
            if executor is None:
                bots.choose_play("hard", view)
            else:
                executor.submit(bots.choose_play, "hard", view).result()
        if executor is not None:
            executor.shutdown()

    thread = threading.Thread(target=think, daemon=True)
    thread.start()
    return stop, thread


def launch_probe() -> None:
    """In a fresh process: open the window, draw the first table, print the seconds it took."""
    from hearts.ui.app import App, AppConfig

    app = App(AppConfig(size=(1920, 1080)))
    app.step()
    while app.frames == 0:
        app.step()
    print(f"{time.perf_counter() - START:.3f}")
    app.close()


def launch_time() -> tuple[float, float]:
    """(seconds inside the process, seconds including the interpreter's own start)."""
    started = time.perf_counter()
    result = subprocess.run([sys.executable, __file__, "--launch-probe"], capture_output=True,
                            text=True, check=True)
    total = time.perf_counter() - started
    return float(result.stdout.strip().splitlines()[-1]), total


def report(name: str, values: list[float]) -> None:
    ordered = sorted(values)
    p95 = ordered[int(len(ordered) * 0.95) - 1]
    print(f"{name}: {len(values)} frames, mean {statistics.mean(values):.2f} ms, "
          f"median {statistics.median(values):.2f} ms, p95 {p95:.2f} ms, "
          f"max {max(values):.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--idle", type=float, default=5.0)
    parser.add_argument("--launch-probe", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["DAME_DE_PIQUE_HOME"] = home
        if options.launch_probe:
            launch_probe()
            return 0
        width, height = (int(part) for part in options.size.split("x"))
        times, cpu_times = frame_times((width, height), options.frames)
        report(f"moving cards at {width}x{height}, wall clock", times)
        report(f"moving cards at {width}x{height}, CPU of the drawing thread", cpu_times)
        for in_process, where in ((True, "in its worker process"),
                                  (False, "in a thread (the fallback)")):
            stop, thread = thinking_bot(in_process)
            time.sleep(1.0)  # let the worker process start
            times, _ = frame_times((width, height), options.frames)
            stop.set()
            thread.join()
            report(f"moving cards at {width}x{height} while a Difficile bot thinks {where}",
                   times)
        for state, window, _ in idle_cpu.measure(options.idle, (1280, 800)):
            print(f"idle CPU, {state}: {window * 100:.2f} % of one core")
        inside, total = launch_time()
        print(f"launch to first drawn table: {inside:.2f} s in the process, "
              f"{total:.2f} s with the interpreter's start")
    return 0


if __name__ == "__main__":
    sys.exit(main())
