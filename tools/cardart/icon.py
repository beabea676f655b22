"""The application icon on the queen-of-spades theme, and hand-written ICO and ICNS files.

Large sizes show a heart card fanned behind a queen of spades (index ``D``,
a crown over a large spade) on a felt-green tile; small sizes keep only the
front card and its spade so that they stay readable.
"""

from __future__ import annotations

import io
import struct

import pygame

from cardart import glyphs
from cardart.canvas import Colour, Pen, smoothscale

ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# macOS icon types that hold a PNG, by the side of that PNG in pixels; the @2x types
# (ic11..ic14) take the picture twice as large as the point size they serve.
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)
DESIGN = 128.0  # icon drawn in a 128-unit box, then scaled to each size
OVERSAMPLE = 4

FELT: Colour = (28, 104, 60)
FELT_EDGE: Colour = (16, 70, 40)
CARD: Colour = (255, 255, 255)
CARD_EDGE: Colour = (110, 110, 116)
BLACK: Colour = (24, 24, 28)
RED: Colour = (206, 22, 42)
GOLD: Colour = (232, 184, 58)
GOLD_DARK: Colour = (150, 104, 20)


def _card(size: tuple[int, int], scale: float, detailed: bool, indexed: bool, suit: str,
          colour: Colour) -> pygame.Surface:
    """An upright card for the icon: white, rounded, with a large pip."""
    card = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size[0] / scale, size[1] / scale
    pen = Pen(card, scale)
    pen.rect(0, 0, w, h, CARD_EDGE, radius=w * 0.12)
    edge = max(1.0, w * 0.03)
    pen.rect(edge, edge, w - 2 * edge, h - 2 * edge, CARD, radius=w * 0.12 - edge)
    pip_h = h * (0.5 if detailed else 0.62)
    pip_y = h * (0.58 if detailed else 0.52)
    glyphs.blit_centred(card, glyphs.suit(suit, pip_h * scale, colour),
                        pen.at(w / 2, pip_y))
    if detailed and suit == "S":
        _crown(pen, w / 2, h * 0.25, w * 0.36)
    if indexed and suit == "S":
        label = glyphs.ink("D", h * 0.16 * scale, BLACK, bold=True)
        card.blit(label, pen.at(w * 0.1, h * 0.07))
    return card


def _crown(pen: Pen, cx: float, base: float, width: float) -> None:
    """A small gold crown with three points, its band's bottom at *base*."""
    half, band, tall = width / 2, width * 0.2, width * 0.42
    points = [(cx - half, base), (cx - half, base - tall), (cx - half / 2, base - band * 1.4),
              (cx, base - tall * 1.15), (cx + half / 2, base - band * 1.4),
              (cx + half, base - tall), (cx + half, base)]
    pen.polygon(points, GOLD, GOLD_DARK, max(0.6, width * 0.05))
    for x, y in ((cx - half, base - tall), (cx, base - tall * 1.15), (cx + half, base - tall)):
        pen.circle(x, y, width * 0.08, GOLD, GOLD_DARK, max(0.4, width * 0.03))


def render_icon(size: int) -> pygame.Surface:
    """The icon at *size* × *size* pixels, RGBA."""
    scale = size * OVERSAMPLE / DESIGN
    big = pygame.Surface((size * OVERSAMPLE, size * OVERSAMPLE), pygame.SRCALPHA)
    big.fill((*FELT, 0))
    pen = Pen(big, 1)
    unit = size * OVERSAMPLE / DESIGN
    rim = 4 if size >= 48 else 6
    pen.rect(2 * unit, 2 * unit, 124 * unit, 124 * unit, FELT, FELT_EDGE, rim * unit,
             radius=26 * unit)
    detailed, indexed = size >= 48, size >= 64
    card_size = (round(60 * scale), round(84 * scale)) if detailed else \
        (round(80 * scale), round(112 * scale))
    if detailed:
        heart = _card(card_size, scale, False, False, "H", RED)
        heart = pygame.transform.rotozoom(heart, 16, 1.0)
        big.blit(heart, heart.get_rect(center=(round(48 * unit), round(62 * unit))))
    front = _card(card_size, scale, detailed, indexed, "S", BLACK)
    if detailed:
        front = pygame.transform.rotozoom(front, -10, 1.0)
        big.blit(front, front.get_rect(center=(round(78 * unit), round(66 * unit))))
    else:
        big.blit(front, front.get_rect(center=(round(64 * unit), round(64 * unit))))
    return smoothscale(big, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    """*surface* encoded as a PNG file in memory."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(images: list[pygame.Surface]) -> bytes:
    """A Windows ICO file holding *images* (square, at most 256 px) as PNG entries."""
    blobs = [png_bytes(image) for image in images]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for image, blob in zip(images, blobs, strict=True):
        side = image.get_width()
        if side > 256 or image.get_height() != side:
            raise ValueError(f"ICO entries are square, at most 256 px: {image.get_size()!r}")
        byte_side = 0 if side == 256 else side
        entries += struct.pack("<BBBBHHII", byte_side, byte_side, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return header + entries + b"".join(blobs)


def icns_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """A macOS ICNS file (the .app's icon) with PNG entries, from *images* by side."""
    entries = b""
    for kind, side in ICNS_TYPES:
        if images[side].get_size() != (side, side):
            raise ValueError(f"the {side} px icon is {images[side].get_size()!r}")
        blob = png_bytes(images[side])
        entries += kind + struct.pack(">I", 8 + len(blob)) + blob
    return b"icns" + struct.pack(">I", 8 + len(entries)) + entries
