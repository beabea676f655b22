"""Render the window's canonical scenes to PNG files, headless.

Usage: ``python tools/screenshots.py OUTDIR [--deal N]``

Plays a game in the real window (South plays its first legal card) and, at each
scene worth seeing, saves it at 1280×800, 960×600 and 1920×1080, with standard and
four-colour cards: passing with three cards raised, South's turn with greyed
cards, a trick in the middle, the question before a started game is given up, the claim
button (when the deal offers one), the end-of-hand panel, the end-of-game chart, the
Options and the Règles dialogs, and a second window refused while another holds the
files. The player's own files are left alone: the game writes into a temporary folder.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame

from hearts.engine import Phase, Seat
from hearts.store import Store
from hearts.ui.app import App, AppConfig
from hearts.ui.table.panels.hand_over import HandOverPanel

SIZES = ((1280, 800), (960, 600), (1920, 1080))
SOUTH = Seat.SOUTH


def settle(app: App, limit: int = 500) -> None:
    """Run the loop until the table rests."""
    for _ in range(limit):
        app.step()
        if app.controller.is_idle() and not pygame.event.peek():
            app.step()
            return
    raise RuntimeError("the table never came to rest")


def shoot(app: App, out: Path, name: str) -> list[Path]:
    """Save the current scene at every size, in both colour sets; back to the first size."""
    saved = []
    settings = app.controller.settings
    for size in SIZES:
        app.resize(size)
        for four_colour in (False, True):
            app.controller.apply_settings(dataclasses.replace(settings, four_colour=four_colour))
            settle(app)
            app.draw(time.monotonic())
            colours = "fourcolour" if four_colour else "standard"
            path = out / f"{name}-{size[0]}x{size[1]}-{colours}.png"
            pygame.image.save(app.surface, str(path))
            saved.append(path)
    app.controller.apply_settings(settings)
    app.resize(SIZES[0])
    settle(app)
    return saved


def click_card(app: App, card: object) -> None:
    point = app.table_screen.card_point(card)  # type: ignore[arg-type]
    if point is None:
        raise RuntimeError(f"no place to click {card}")
    app.click(point)
    settle(app)


def advance(app: App) -> None:
    """Make South's next move by clicks (three first cards to pass, first legal card)."""
    controller = app.controller
    match = controller.host.match
    if controller.choices.is_choosing_pass():
        for card in controller.scene.hand[:3]:
            if card not in controller.raised:
                click_card(app, card)
        app.click(app.table_screen.button_point("pass"))
        settle(app)
    elif match.phase is Phase.PLAYING and match.turn is SOUTH:
        click_card(app, match.legal_plays(SOUTH)[0])
    else:
        settle(app)


def play_until(app: App, wanted: Callable[[App], bool], limit: int = 2000) -> None:
    """Play on until *wanted* holds."""
    for _ in range(limit):
        if wanted(app):
            return
        advance(app)
    raise RuntimeError("the wanted scene never came")


def greyed_turn(app: App) -> bool:
    """South to play, with some cards it may not play."""
    match = app.controller.host.match
    return (app.dialog is None and match.phase is Phase.PLAYING and match.turn is SOUTH
            and len(match.legal_plays(SOUTH)) < len(match.hand(SOUTH)))


def trick_in_middle(app: App) -> bool:
    """Two or three cards on the table, South to play."""
    return greyed_turn(app) and len(app.controller.scene.trick) >= 2


def panel(kind: str) -> Callable[[App], bool]:
    return lambda app: type(app.dialog).__name__ == kind


def close_top(app: App) -> None:
    """Close the screen on top (as its close cross would), and let the table rest."""
    assert app.dialog is not None
    app.dialog.close()
    settle(app)


def continue_hands(app: App) -> None:
    """Past an end-of-hand panel, by its own button."""
    dialog = app.dialog
    if isinstance(dialog, HandOverPanel):
        rect = dialog.continue_button.get_abs_rect()
        app.click((int(rect.centerx), int(rect.centery)))
        settle(app)


def render_all(out: Path, deal: int, lang: str | None = None) -> list[Path]:
    """Play deal *deal* and save every scene into *out*."""
    out.mkdir(parents=True, exist_ok=True)
    saved: list[Path] = []
    app = App(AppConfig(deal=deal, lang=lang, time_scale=0.0, threads=False, size=SIZES[0],
                        fps=0, max_wait_ms=0, input_grace=0.0))
    try:
        settle(app)
        for card in app.controller.scene.hand[:3]:
            click_card(app, card)
        saved += shoot(app, out, "1-passing")
        play_until(app, greyed_turn)
        saved += shoot(app, out, "2-greyed")
        play_until(app, trick_in_middle)
        saved += shoot(app, out, "3-trick")
        app.action("new_game")  # a started game asks before it is given up
        settle(app)
        saved += shoot(app, out, "3-abandon")
        close_top(app)
        play_until(app, lambda a: a.dialog is not None
                   or a.controller.choices.claim_offer() is not None)
        if app.dialog is None:
            saved += shoot(app, out, "3-claim")
        play_until(app, panel("HandOverPanel"))
        saved += shoot(app, out, "4-hand-over")
        for _ in range(40):
            if type(app.dialog).__name__ == "GameOverPanel":
                break
            continue_hands(app)
            play_until(app, lambda a: a.dialog is not None)
        saved += shoot(app, out, "5-game-over")
        close_top(app)
        app.dialogs.action_options()
        saved += shoot(app, out, "6-options")
        close_top(app)
        app.dialogs.action_rules()
        saved += shoot(app, out, "7-rules")
    finally:
        app.close()
    return saved + render_already_open(out, deal, lang)


def render_already_open(out: Path, deal: int, lang: str | None = None) -> list[Path]:
    """A second window while another holds the player's files (here, a Store of ours)."""
    holder = Store()
    holder.claim_instance()
    app = App(AppConfig(deal=deal, lang=lang, time_scale=0.0, threads=False, size=SIZES[0],
                        fps=0, max_wait_ms=0, input_grace=0.0))
    try:
        settle(app)
        return shoot(app, out, "8-already-open")
    finally:
        app.close()
        holder.release_instance()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the window's scenes to PNG files.")
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--deal", type=int, default=2024)
    parser.add_argument("--lang", help="the language of the window (a code of hearts/locale)")
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["DAME_DE_PIQUE_HOME"] = home
        for path in render_all(options.outdir, options.deal, options.lang):
            print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
