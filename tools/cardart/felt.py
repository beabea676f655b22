"""Felt table textures: seamless 512 × 512 tiles with a soft mottle and a fine weave.

The noise comes from ``random.Random`` with a fixed seed per colour, so each
run draws the same tiles. Every layer repeats exactly every 512 pixels, so the
window can tile the texture without visible seams. The vignette is a separate
RGBA picture the window may scale over the whole table.
"""

from __future__ import annotations

import math
import random

import pygame

from cardart.canvas import Colour, smoothscale

TILE = 512

FELTS: dict[str, tuple[Colour, int]] = {
    "green": ((30, 104, 60), 11),
    "blue": ((30, 74, 122), 12),
    "red": ((120, 30, 42), 13),
    "grey": ((74, 80, 86), 14),
}


def periodic_noise(rng: random.Random, cells: int) -> bytes:
    """Smooth value noise (one byte a pixel) over TILE × TILE repeating every TILE pixels.

    A *cells* × *cells* grid of random greys is repeated three times each way,
    smoothscaled up and blurred; the middle tile is kept, so its edges join its
    neighbours.
    """
    grid = pygame.Surface((cells, cells))
    values = rng.randbytes(cells * cells)
    for i, value in enumerate(values):
        grid.set_at((i % cells, i // cells), (value, value, value))
    tiled = pygame.Surface((3 * cells, 3 * cells))
    for ty in range(3):
        for tx in range(3):
            tiled.blit(grid, (tx * cells, ty * cells))
    small = TILE // 4
    soft = smoothscale(tiled, (3 * small, 3 * small))
    soft = pygame.transform.gaussian_blur(soft, max(1, small // cells // 2))
    big = smoothscale(soft, (3 * TILE, 3 * TILE))
    middle = big.subsurface((TILE, TILE, TILE, TILE))
    return pygame.image.tobytes(middle, "RGB")[0::3]


def weave() -> bytes:
    """A faint twill: short diagonal ribs, 4 pixels apart, as in a woven baize."""
    row_patterns = []
    for y in range(4):
        row = bytes(128 + (4 if (x + y) % 4 < 2 else -4) for x in range(TILE))
        row_patterns.append(row)
    return b"".join(row_patterns[y % 4] for y in range(TILE))


def luminance(seed: int) -> bytes:
    """Per-pixel brightness around 128: clouds, mottle, grain and weave summed."""
    rng = random.Random(seed)
    clouds = periodic_noise(rng, 8)
    mottle = periodic_noise(rng, 32)
    grain = rng.randbytes(TILE * TILE)
    twill = weave()
    return bytes(
        max(0, min(255, 128 + (c - 128) * 18 // 128 + (m - 128) * 10 // 128
                   + (g - 128) * 8 // 128 + (w - 128)))
        for c, m, g, w in zip(clouds, mottle, grain, twill, strict=True)
    )


def _channel_table(level: int) -> bytes:
    """Maps a brightness byte to a channel value: 128 gives *level*, ±1 gives ±0.6 %."""
    return bytes(max(0, min(255, round(level * (1 + (v - 128) * 0.006)))) for v in range(256))


def render_felt(name: str) -> pygame.Surface:
    """The seamless TILE × TILE RGB felt texture called *name*."""
    colour, seed = FELTS[name]
    light = luminance(seed)
    pixels = bytearray(TILE * TILE * 3)
    for channel in range(3):
        pixels[channel::3] = light.translate(_channel_table(colour[channel]))
    return pygame.image.frombytes(bytes(pixels), (TILE, TILE), "RGB")


def render_vignette() -> pygame.Surface:
    """A TILE × TILE RGBA darkening: clear in the middle, deeper towards the corners."""
    half = TILE / 2
    alphas = bytearray(TILE * TILE)
    for y in range(TILE):
        for x in range(TILE):
            r = math.hypot((x + 0.5 - half) / half, (y + 0.5 - half) / half) / math.sqrt(2)
            t = max(0.0, (r - 0.35) / 0.65)
            alphas[y * TILE + x] = round(150 * t * t * (3 - 2 * t))
    pixels = bytearray(TILE * TILE * 4)
    pixels[3::4] = alphas
    return pygame.image.frombytes(bytes(pixels), (TILE, TILE), "RGBA")
