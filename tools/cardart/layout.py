"""The card's shape and the places where its parts go, in final (PNG) pixels.

A card PNG is exactly the card: 360 × 504 pixels (5:7, twice the size of the
largest hand on screen), white, with rounded corners that are transparent and a
thin grey border. There is no shadow in the PNG: the window draws a soft shadow
under each card itself, so that the same picture serves on the table, in a fan
and in the options preview.
"""

from __future__ import annotations

import pygame

from cardart.canvas import Colour, Pen, big_surface

CARD_W, CARD_H = 360, 504
RADIUS = 20.0
BORDER = 2.5
BORDER_COLOUR: Colour = (128, 128, 132)
PAPER: Colour = (255, 255, 255)

# Corner index: the rank's capital height and the suit symbol under it.
INDEX_CENTRE_X = 37.0
INDEX_TOP = 18.0
INDEX_HEIGHT = 50.0
INDEX_WIDTH_MAX = 60.0
INDEX_GAP = 8.0
INDEX_SUIT_HEIGHT = 40.0

# Pips: three columns, centres from PIP_TOP to PIP_BOTTOM.
PIP_COLUMNS = (112.0, 180.0, 248.0)
PIP_TOP = 88.0
PIP_BOTTOM = CARD_H - PIP_TOP
PIP_HEIGHT = 64.0

# Court cards: a frame between the corner indices, split in two mirrored halves.
FRAME_X, FRAME_Y = 72.0, 22.0
FRAME_W, FRAME_H = CARD_W - 2 * FRAME_X, CARD_H - 2 * FRAME_Y


def blank_card(paper: Colour = PAPER) -> pygame.Surface:
    """A supersampled empty card: grey border, *paper* inside, clear corners."""
    surface = big_surface(CARD_W, CARD_H, clear=(*BORDER_COLOUR[:3], 0))
    pen = Pen(surface)
    pen.rect(0, 0, CARD_W, CARD_H, BORDER_COLOUR, radius=RADIUS)
    pen.rect(BORDER, BORDER, CARD_W - 2 * BORDER, CARD_H - 2 * BORDER, paper,
             radius=RADIUS - BORDER)
    return surface


def rounded_mask(inset: float, radius: float) -> pygame.Surface:
    """A supersampled mask: opaque white inside a rounded rectangle inset by *inset*."""
    mask = big_surface(CARD_W, CARD_H, clear=(255, 255, 255, 0))
    Pen(mask).rect(inset, inset, CARD_W - 2 * inset, CARD_H - 2 * inset,
                   (255, 255, 255, 255), radius=radius)
    return mask


def clip_to(picture: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """*picture* made transparent wherever *mask* is transparent."""
    clipped = picture.copy()
    clipped.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return clipped
