"""Render every card face (both colour sets), every back and a hand on one sheet PNG.

Usage: ``python tools/card_sheet.py OUT.png [--assets DIR]``. The sheet shows the
faces at half size (the size of a hand on a large window), the English court
cards, a row of backs, and fanned hands at 90 × 126, the size of a hand on a
1280 × 800 window (French, then English), all on the green felt, so that the art
can be judged as a player will see it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame
from cardart import glyphs
from cardart.backs import BACKS
from cardart.faces import COLOUR_SETS, COURT_RANKS, RANKS

REPO_ASSETS = Path(__file__).resolve().parent.parent / "assets"
SHEET_SUITS = "SHDC"
CELL_W, CELL_H, GAP = 180, 252, 12
SMALL_W, SMALL_H = 90, 126
FAN_STEP = 28
TITLE_H = 34


def load(path: Path, size: tuple[int, int]) -> pygame.Surface:
    """The PNG at *path*, smoothscaled to *size*."""
    return pygame.transform.smoothscale(pygame.image.load(str(path)), size)


def felt_background(assets: Path, size: tuple[int, int]) -> pygame.Surface:
    """A surface of *size* tiled with the green felt (or plain green without it)."""
    sheet = pygame.Surface(size)
    sheet.fill((30, 104, 60))
    tile_path = assets / "felt" / "green.png"
    if tile_path.is_file():
        tile = pygame.image.load(str(tile_path))
        for y in range(0, size[1], tile.get_height()):
            for x in range(0, size[0], tile.get_width()):
                sheet.blit(tile, (x, y))
    return sheet


def title(sheet: pygame.Surface, text: str, y: int) -> None:
    """A white caption at the left of the sheet."""
    label = glyphs.ink_by_size(text, 22, (245, 245, 240), bold=True)
    sheet.blit(label, (GAP, y + (TITLE_H - label.get_height()) // 2))


def draw_faces(sheet: pygame.Surface, assets: Path, colour_set: str, top: int) -> int:
    """Four rows of 13 faces; returns the y below them."""
    title(sheet, f"cards/{colour_set}", top)
    y = top + TITLE_H
    for suit in SHEET_SUITS:
        for i, rank in enumerate(RANKS):
            card = load(assets / "cards" / colour_set / f"{rank}{suit}.png", (CELL_W, CELL_H))
            sheet.blit(card, (GAP + i * (CELL_W + GAP), y))
        y += CELL_H + GAP
    return y


def draw_english_courts(sheet: pygame.Surface, assets: Path, top: int) -> int:
    """The English court cards, one row per colour set; returns the y below them."""
    title(sheet, "J Q K court cards: cards/standard-JQK, cards/fourcolor-JQK", top)
    y = top + TITLE_H
    for colour_set in COLOUR_SETS:
        codes = [rank + suit for suit in SHEET_SUITS for rank in COURT_RANKS]
        for i, code in enumerate(codes):
            card = load(assets / "cards" / f"{colour_set}-JQK" / f"{code}.png", (CELL_W, CELL_H))
            sheet.blit(card, (GAP + i * (CELL_W + GAP), y))
        y += CELL_H + GAP
    return y


def draw_backs(sheet: pygame.Surface, assets: Path, top: int) -> int:
    """The backs in a row; returns the y below them."""
    title(sheet, "cards/backs", top)
    y = top + TITLE_H
    for i, name in enumerate(BACKS):
        sheet.blit(load(assets / "cards" / "backs" / f"{name}.png", (CELL_W, CELL_H)),
                   (GAP + i * (CELL_W + GAP), y))
    return y + CELL_H + GAP


def face_file(assets: Path, colour_set: str, code: str, english: bool) -> Path:
    """The face the window shows for *code*: the English court card when asked and made."""
    if english and code[0] in COURT_RANKS:
        return assets / "cards" / f"{colour_set}-JQK" / f"{code}.png"
    return assets / "cards" / colour_set / f"{code}.png"


def draw_hands(sheet: pygame.Surface, assets: Path, top: int) -> int:
    """Fanned hands at display size, per colour set and language, shadowed; returns the y below."""
    title(sheet, "hands at 90 x 126 (1280 x 800 window): French, then English", top)
    y = top + TITLE_H
    hand = ["2C", "7C", "TC", "QC", "3D", "8D", "JD", "AD", "5H", "KH", "9S", "QS", "AS"]
    shadow = pygame.Surface((SMALL_W, SMALL_H), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=6)
    for english in (False, True):
        for column, colour_set in enumerate(COLOUR_SETS):
            x0 = GAP + column * (len(hand) * FAN_STEP + SMALL_W + 4 * GAP)
            for i, code in enumerate(hand):
                card = load(face_file(assets, colour_set, code, english), (SMALL_W, SMALL_H))
                sheet.blit(shadow, (x0 + i * FAN_STEP + 2, y + 3))
                sheet.blit(card, (x0 + i * FAN_STEP, y))
        y += SMALL_H + GAP
    return y


def render_sheet(assets: Path) -> pygame.Surface:
    """The whole sheet for the assets under *assets*."""
    width = GAP + len(RANKS) * (CELL_W + GAP)
    height = (2 * (TITLE_H + 4 * (CELL_H + GAP)) + TITLE_H + 2 * (CELL_H + GAP)
              + 2 * TITLE_H + CELL_H + 2 * (SMALL_H + GAP) + GAP)
    sheet = felt_background(assets, (width, height))
    y = draw_faces(sheet, assets, "standard", 0)
    y = draw_faces(sheet, assets, "fourcolor", y)
    y = draw_english_courts(sheet, assets, y)
    y = draw_backs(sheet, assets, y)
    draw_hands(sheet, assets, y)
    return sheet


def main(argv: list[str] | None = None) -> int:
    """Command line: write the sheet PNG."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the sheet PNG to write")
    parser.add_argument("--assets", type=Path, default=REPO_ASSETS,
                        help="the assets folder to read (default: the repository's assets/)")
    args = parser.parse_args(argv)
    pygame.init()
    pygame.image.save(render_sheet(args.assets), str(args.out))
    print(f"sheet written to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
