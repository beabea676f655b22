"""Two drawing primitives of the table: a soft shadow under a card or the felt, and a rounded
translucent panel (plates, the sheet, the message line)."""

from __future__ import annotations

import pygame
from pygame import Rect

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def soft_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A blurred dark rounded rectangle 40 pixels larger than *size*, offset downwards.

    Blurred at a quarter of the size and scaled up: the same softness, far less work.
    """
    width, height = (size[0] + 40) // 4, (size[1] + 40) // 4
    small = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(small, (0, 0, 0, 150), (5, 6, size[0] // 4, size[1] // 4),
                     border_radius=max(1, radius // 4))
    small = pygame.transform.gaussian_blur(small, 3)
    return pygame.transform.smoothscale(small, (size[0] + 40, size[1] + 40))


def bands(surface: pygame.Surface, outer: Rect, rings: tuple[tuple[Colour, int], ...],
          radius: int) -> None:
    """Rounded rings inside *outer*, from the outside in, each of a colour and a width: a
    mark that shows whatever lies around it (Grandes cartes' rings)."""
    for colour, width in rings:
        pygame.draw.rect(surface, colour, outer, width, border_radius=radius)
        outer = outer.inflate(-2 * width, -2 * width)
        radius = max(1, radius - width)


def panel(surface: pygame.Surface, rect: Rect, fill: Colour, border: Colour | None,
           radius: int, width: int = 1) -> None:
    """A rounded translucent panel with an optional border."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, fill, panel.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(panel, border, panel.get_rect(), width, border_radius=radius)
    surface.blit(panel, rect.topleft)
