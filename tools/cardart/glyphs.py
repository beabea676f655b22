"""Text and suit symbols drawn from the bundled DejaVu Sans font."""

from __future__ import annotations

import functools
from pathlib import Path

import pygame
import pygame.freetype

from cardart.canvas import Colour

FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
SYSTEM_FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
REPO_FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"

SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def font_path(bold: bool = False) -> Path:
    """The bundled font file, or the system copy before it has been bundled."""
    bundled = REPO_FONT_DIR / FONT_FILES[bold]
    return bundled if bundled.is_file() else SYSTEM_FONT_DIR / FONT_FILES[bold]


@functools.cache
def _font(bold: bool) -> pygame.freetype.Font:
    """The DejaVu face, opened once; sizes are given per call."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    font = pygame.freetype.Font(str(font_path(bold)), 100)
    font.antialiased = True
    font.pad = False
    return font


@functools.cache
def _ink_ratio(text: str, bold: bool) -> float:
    """Ink height of *text* divided by the font size (how tall it draws per point)."""
    return _font(bold).get_rect(text, size=1000).height / 1000.0


def ink(text: str, height: float, colour: Colour, bold: bool = False) -> pygame.Surface:
    """*text* drawn so that its ink is *height* pixels tall, cropped to the ink."""
    size = height / _ink_ratio(text, bold)
    surface, _ = _font(bold).render(text, colour, size=size)
    return surface


@functools.cache
def _ascent_ratio(text: str, bold: bool) -> float:
    """Ink height of *text* above the baseline divided by the font size."""
    return _font(bold).get_rect(text, size=1000).y / 1000.0


def ink_on_baseline(text: str, height: float, colour: Colour,
                    bold: bool = False) -> tuple[pygame.Surface, int]:
    """*text* with *height* pixels of ink above the baseline, and how far its tail hangs below."""
    surface, rect = _font(bold).render(text, colour, size=height / _ascent_ratio(text, bold))
    return surface, max(0, rect.height - rect.y)


def ink_by_size(text: str, size: float, colour: Colour, bold: bool = False) -> pygame.Surface:
    """*text* drawn at font *size* (pixels per em), cropped to the ink."""
    surface, _ = _font(bold).render(text, colour, size=size)
    return surface


def suit(code: str, height: float, colour: Colour) -> pygame.Surface:
    """The suit symbol for *code* (C, D, H, S), *height* pixels tall."""
    return ink(SUIT_GLYPHS[code], height, colour)


def blit_centred(target: pygame.Surface, image: pygame.Surface, centre: tuple[int, int],
                 upside_down: bool = False) -> None:
    """Blit *image* with its centre at *centre*, turned 180° if asked."""
    if upside_down:
        image = pygame.transform.rotate(image, 180)
    target.blit(image, image.get_rect(center=centre))
