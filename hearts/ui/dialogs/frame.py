"""The look of a dialog's frame: soft shadow, rounded felt-dark panel, gold border, title band.

Its dark tones are the felt's, as the controls' (palette.tones).

pygame_gui draws large rounded, gradient windows slowly (seconds at 4K), so the
frame is one picture drawn here with plain pygame, in milliseconds, and shown
under the dialog's controls.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from hearts.ui.kit import fonts
from hearts.ui.kit.palette import Tones, hex_of
from hearts.ui.kit.sizes import Metrics
from hearts.ui.kit.theme_blocks import GOLD, GOLD_BRIGHT, GOLD_DARK


class FrameGeometry(NamedTuple):
    """Where the parts of a frame lie, in the frame picture's own coordinates."""

    panel: pygame.Rect  # the visible panel, inside the shadow
    band: pygame.Rect  # the title band at the top of the panel
    content: pygame.Rect  # where the controls go, under the band
    close: pygame.Rect  # the close cross, right of the band


def shadow_width(m: Metrics) -> int:
    """How far the shadow spreads around the panel."""
    return max(3, round(m.body * 0.6))


def corner_radius(m: Metrics) -> int:
    """The radius of the panel's corners."""
    return max(4, round(m.body * 0.6))


def band_height(m: Metrics) -> int:
    """The height of the title band."""
    return round(m.heading * 2.0)


def geometry(size: tuple[int, int], m: Metrics) -> FrameGeometry:
    """The parts of a frame of *size* (shadow included)."""
    shadow = shadow_width(m)
    panel = pygame.Rect((0, 0), size).inflate(-2 * shadow, -2 * shadow)
    band = pygame.Rect(panel.left, panel.top, panel.width, band_height(m))
    content = pygame.Rect(panel.left, band.bottom, panel.width, panel.bottom - band.bottom)
    side = band.height - 2 * max(2, m.border * 2)
    close = pygame.Rect(0, 0, side, side)
    close.midright = (band.right - (band.height - side) // 2 - corner_radius(m) // 2,
                      band.centery)
    return FrameGeometry(panel, band, content, close)


def _shadow(surface: pygame.Surface, panel: pygame.Rect, spread: int, radius: int) -> None:
    """A soft dark halo around the panel, darker near it."""
    for step in range(spread, 0, -1):
        alpha = round(90 * (1 - step / (spread + 1)) ** 2)
        pygame.draw.rect(surface, (0, 0, 0, alpha), panel.inflate(2 * step, 2 * step),
                         border_radius=radius + step)


def _gradient(size: tuple[int, int], top: str, bottom: str, radius: int) -> pygame.Surface:
    """A vertical gradient from *top* to *bottom* with rounded corners."""
    seed = pygame.Surface((1, 2), pygame.SRCALPHA)
    seed.set_at((0, 0), pygame.Color(top))
    seed.set_at((0, 1), pygame.Color(bottom))
    gradient = pygame.transform.smoothscale(seed, size)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return gradient


def _title(surface: pygame.Surface, parts: FrameGeometry, title: str, m: Metrics) -> None:
    """The title in gold, centred in the band, shortened if it would reach the cross."""
    font = fonts.font(m.heading, bold=True)
    room = parts.band.width - 2 * (parts.band.right - parts.close.left) - 2 * m.gap
    text = title
    while text and font.size(text)[0] > room:
        text = text[:-2] + "…"
    picture = font.render(text, True, GOLD_BRIGHT)
    surface.blit(picture, picture.get_rect(center=parts.band.center))


def frame_surface(size: tuple[int, int], title: str, m: Metrics, tones: Tones) -> pygame.Surface:
    """The whole frame picture: shadow, panel, title band, title, border; dark in *tones*
    (the felt's, as the controls on it: theme.tones_of)."""
    parts = geometry(size, m)
    radius = corner_radius(m)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    _shadow(surface, parts.panel, shadow_width(m), radius)
    surface.blit(_gradient(parts.panel.size, hex_of(tones.dialog_top),
                           hex_of(tones.dialog_bottom), radius), parts.panel)
    pygame.draw.rect(surface, tones.title_bar, parts.band, border_top_left_radius=radius,
                     border_top_right_radius=radius)
    line = max(1, m.border)
    pygame.draw.line(surface, GOLD_DARK, (parts.band.left, parts.band.bottom - line),
                     (parts.band.right - 1, parts.band.bottom - line), line)
    pygame.draw.rect(surface, GOLD, parts.panel, m.border + 1, border_radius=radius)
    _title(surface, parts, title, m)
    return surface


def let_go_of_pictures(window: Any) -> None:
    """Drop a dialog's pygame_gui window's own pictures (its image and its drawn shape,
    each the window's size, 7 MB at 1920×1080): the theme makes the window transparent and
    the frame picture shows the dialog; a window taken off is never drawn again. Without a
    shape, pygame_gui finds the pointer over the window by its rect."""
    window.drawable_shape = None
    window.image = window.ui_manager.get_universal_empty_surface()
    window._pre_clipped_image = None
