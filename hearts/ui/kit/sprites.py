"""Card, back and felt pictures, read from their files and scaled once per size.

A card face is read the first time it is drawn, scaled with smoothscale to every size the
table draws faces at (the card size and the small size of the flights to and from the other
seats) and kept at those sizes only: the full-size picture is let go at once. Only the faces
of the set in use are kept (standard or four-colour, and the language of the court cards);
greyed copies are made for the cards of South's hand only, a hand's worth at most.
The court cards have a picture for each set of corner letters the languages print
(J Q K, B D K… instead of V D R), in cards/standard-JQK, cards/fourcolor-BDK…
(hearts.choices.card_faces); every other card is the same in all languages.
When an art file is missing, a simple drawn card stands in, so the game always runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

import pygame

from hearts.choices import card_faces
from hearts.engine import Card
from hearts.i18n import DEFAULT_LANGUAGE
from hearts.resources import assets_dir
from hearts.ui.kit.fonts import font
from hearts.ui.kit.palette import (
    BACK_COLOURS,
    BACK_PAPER,
    CARD_EDGE,
    FACE_PAPER,
    FELT_COLOURS,
    GREY_LEVEL,
    SUIT_INK,
)
from hearts.words import SUIT_SYMBOLS, rank_index

ART_SIZE: Final = (360, 504)
CARD_RATIO: Final = 504 / 360  # height / width of the card art
HAND_SIZE: Final = 13  # greyed copies kept: the cards of South's hand


def _convert(surface: pygame.Surface) -> pygame.Surface:
    """*surface* in the display's pixel format when there is a display (faster blits)."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


class CardArt:
    """Every picture of the table, cached by name and pixel size."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder if folder is not None else assets_dir()
        self._scaled: dict[tuple[object, ...], pygame.Surface] = {}
        self._faces: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}
        self._greys: dict[tuple[int, tuple[int, int]], pygame.Surface] = {}
        self._face_set: tuple[bool, str] | None = None
        self._face_sizes: tuple[tuple[int, int], ...] = ()

    # -- sources -----------------------------------------------------------

    def _source(self, group: str, name: str) -> pygame.Surface | None:
        """The full-size picture assets/<group>/<name>.png, read now and not kept; None when
        it is missing."""
        path = self._folder / group / f"{name}.png"
        try:
            return pygame.image.load(str(path))
        except (pygame.error, FileNotFoundError, OSError):
            return None

    def _cached(self, key: tuple[object, ...]) -> pygame.Surface | None:
        return self._scaled.get(key)

    def _keep(self, key: tuple[object, ...], surface: pygame.Surface) -> pygame.Surface:
        self._scaled[key] = surface
        return surface

    def forget_sizes(self) -> None:
        """Drop every scaled picture (after a resize: the old sizes are no longer drawn)."""
        self._scaled.clear()
        self._faces.clear()
        self._greys.clear()

    def use_face_sizes(self, *sizes: tuple[int, int]) -> None:
        """The sizes the table draws faces at: a face read for one is scaled to all of them."""
        self._face_sizes = sizes

    def loaded_faces(self) -> int:
        """How many face pictures are held, at every size (memory tests)."""
        return len(self._faces) + len(self._greys)

    # -- cards -------------------------------------------------------------

    def _face_source(self, card: Card, four_colour: bool, lang: str) -> pygame.Surface | None:
        """The full-size face of *card*: its *lang* picture if there is one, else the French."""
        folder = "cards/" + ("fourcolor" if four_colour else "standard")
        if card_faces(lang):
            translated = self._source(folder + card_faces(lang), card.code)
            if translated is not None:
                return translated
        return self._source(folder, card.code)

    def _use_set(self, four_colour: bool, lang: str) -> None:
        """Keep the faces of one set only: another set in use lets the old one go."""
        if self._face_set != (four_colour, lang):
            self._faces.clear()
            self._greys.clear()
            self._face_set = (four_colour, lang)

    def face(self, card: Card, size: tuple[int, int], four_colour: bool,
             lang: str = DEFAULT_LANGUAGE) -> pygame.Surface:
        """The face of *card* at *size*, its corner indices in *lang*."""
        self._use_set(four_colour, lang)
        cached = self._faces.get((card.index, size))
        if cached is not None:
            return cached
        source = self._face_source(card, four_colour, lang)
        converted = None if source is None else _convert(source)
        for wanted in dict.fromkeys((size, *self._face_sizes)):
            if (card.index, wanted) in self._faces:
                continue
            if converted is None:
                surface = _drawn_face(card, wanted, four_colour, lang)
            else:
                surface = pygame.transform.smoothscale(converted, wanted)
            self._faces[(card.index, wanted)] = _convert(surface)
        return self._faces[(card.index, size)]

    def greyed(self, card: Card, size: tuple[int, int], four_colour: bool,
               lang: str = DEFAULT_LANGUAGE) -> pygame.Surface:
        """The face of *card* dimmed: a card that may not be played now (South's hand only,
        so at most a hand's worth is kept)."""
        face = self.face(card, size, four_colour, lang)
        key = (card.index, size)
        cached = self._greys.get(key)
        if cached is not None:
            return cached
        surface = pygame.transform.grayscale(face)
        surface.fill((*GREY_LEVEL, 255), special_flags=pygame.BLEND_RGBA_MULT)
        if len(self._greys) >= HAND_SIZE:
            del self._greys[next(iter(self._greys))]
        self._greys[key] = surface
        return surface

    def back(self, name: str, size: tuple[int, int], rotated: bool = False) -> pygame.Surface:
        """The card back *name* at *size* (upright size; *rotated* turns it a quarter)."""
        key: tuple[object, ...] = ("back", name, size, rotated)
        cached = self._cached(key)
        if cached is not None:
            return cached
        if rotated:
            surface = pygame.transform.rotate(self.back(name, size), 90)
        else:
            source = self._source("cards/backs", name)
            if source is None:
                surface = _drawn_back(name, size)
            else:
                surface = pygame.transform.smoothscale(_convert(source), size)
        return self._keep(key, _convert(surface))

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow for a card of *size*, larger than the card by its blur."""
        key: tuple[object, ...] = ("shadow", size)
        cached = self._cached(key)
        if cached is not None:
            return cached
        width, height = size
        blur = max(2, width // 14)
        surface = pygame.Surface((width + 4 * blur, height + 4 * blur), pygame.SRCALPHA)
        pygame.draw.rect(surface, (0, 0, 0, 110), (2 * blur, 2 * blur, width, height),
                         border_radius=max(2, width // 12))
        surface = pygame.transform.gaussian_blur(surface, blur)
        return self._keep(key, _convert(surface))

    # -- the table ---------------------------------------------------------

    def felt(self, name: str, size: tuple[int, int]) -> pygame.Surface:
        """The felt *name* covering *size*: the tile repeated, darkened at the edges (made
        anew each time: the table's background is drawn once per size and felt)."""
        surface = pygame.Surface(size)
        tile = self._source("felt", name)
        if tile is None:
            surface.fill(FELT_COLOURS.get(name, FELT_COLOURS["green"]))
        else:
            tile = tile.convert() if pygame.display.get_surface() is not None else tile
            for y in range(0, size[1], tile.get_height()):
                for x in range(0, size[0], tile.get_width()):
                    surface.blit(tile, (x, y))
        surface.blit(self._vignette(size), (0, 0))
        return surface

    def _vignette(self, size: tuple[int, int]) -> pygame.Surface:
        """A transparent centre going dark at the edges, scaled to *size*."""
        source = self._source("felt", "vignette")
        if source is None:
            source = _drawn_vignette()
        return pygame.transform.smoothscale(source.convert_alpha()
                                            if pygame.display.get_surface() is not None
                                            else source, size)


def _drawn_face(card: Card, size: tuple[int, int], four_colour: bool,
                lang: str = DEFAULT_LANGUAGE) -> pygame.Surface:
    """A plain card face: the index in two corners and the suit in the middle."""
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, width // 12)
    pygame.draw.rect(surface, FACE_PAPER, (0, 0, width, height), border_radius=radius)
    pygame.draw.rect(surface, CARD_EDGE, (0, 0, width, height), 1, border_radius=radius)
    ink = SUIT_INK[four_colour][card.suit]
    index_font = font(max(8, round(height * 0.16)), bold=True)
    symbol_font = font(max(8, round(height * 0.14)))
    rank_text = index_font.render(rank_index(card.rank, lang), True, ink)
    suit_text = symbol_font.render(SUIT_SYMBOLS[card.suit], True, ink)
    margin = max(2, width // 14)
    surface.blit(rank_text, (margin, margin // 2))
    surface.blit(suit_text, (margin + (rank_text.get_width() - suit_text.get_width()) // 2,
                             margin // 2 + rank_text.get_height() - margin // 2))
    corner = pygame.Surface((width, height), pygame.SRCALPHA)
    corner.blit(rank_text, (margin, margin // 2))
    corner.blit(suit_text, (margin + (rank_text.get_width() - suit_text.get_width()) // 2,
                            margin // 2 + rank_text.get_height() - margin // 2))
    surface.blit(pygame.transform.rotate(corner, 180), (0, 0))
    big = font(max(10, round(height * 0.42))).render(SUIT_SYMBOLS[card.suit], True, ink)
    surface.blit(big, big.get_rect(center=(width // 2, height // 2)))
    return surface


def _drawn_back(name: str, size: tuple[int, int]) -> pygame.Surface:
    """A plain card back: a coloured field inside a white border, with a lattice."""
    width, height = size
    colour = BACK_COLOURS.get(name, BACK_COLOURS["blue"])
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(2, width // 12)
    pygame.draw.rect(surface, BACK_PAPER, (0, 0, width, height), border_radius=radius)
    inset = max(2, width // 14)
    field = pygame.Rect(inset, inset, width - 2 * inset, height - 2 * inset)
    pygame.draw.rect(surface, colour, field, border_radius=max(1, radius // 2))
    light = tuple(min(255, c + 40) for c in colour)
    step = max(4, width // 8)
    clip = surface.get_clip()
    surface.set_clip(field)
    for offset in range(-height, width + height, step):
        pygame.draw.line(surface, light, (field.left + offset, field.top),
                         (field.left + offset + field.height, field.bottom))
        pygame.draw.line(surface, light, (field.left + offset, field.bottom),
                         (field.left + offset + field.height, field.top))
    surface.set_clip(clip)
    pygame.draw.rect(surface, CARD_EDGE, (0, 0, width, height), 1, border_radius=radius)
    return surface


def _drawn_vignette() -> pygame.Surface:
    """A small radial darkening, to be scaled over the table."""
    width, height = 96, 60
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    steps = 24
    for step in range(steps):
        fraction = step / steps
        alpha = round(140 * (1 - fraction) ** 2)
        rect = pygame.Rect(0, 0, round(width * (1.3 - 0.8 * fraction)),
                           round(height * (1.3 - 0.8 * fraction)))
        rect.center = (width // 2, height // 2)
        ring = pygame.Surface((width, height), pygame.SRCALPHA)
        ring.fill((0, 0, 0, alpha))
        pygame.draw.ellipse(ring, (0, 0, 0, 0), rect)
        surface.blit(ring, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    return pygame.transform.gaussian_blur(surface, 4)
