"""Drawing the hand review's table: the four hands face up, the trick in the middle with
its taker ringed, each seat's points so far, and the strip of the hand's steps under it.
The person's seat is at the bottom and the others round it in playing order, as the table
draws them. A pure function of the size and the review's picture, with geometry of its own
so that clicks on the strip find their box (`strip_cell_at`). See docs/ARCHITECTURE.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

import pygame
from pygame import Rect

from hearts.engine import Card, Seat
from hearts.ui.kit.fonts import MIN_TEXT_SIZE, fitting_size, font
from hearts.ui.kit.paint import Colour, panel
from hearts.ui.kit.palette import (
    CELL,
    CELL_NOW,
    CREAM,
    CREAM_DIM,
    GOLD,
    GOLD_BRIGHT,
    LABEL_COLOURS,
    PENALTY,
    RECEIVED,
    TONES,
    Tones,
)
from hearts.ui.kit.sprites import CARD_RATIO, CardArt
from hearts.ui.review.state import Picture, StepKind, StripCell

ROW_STEP: Final = 0.42  # South's and North's cards: the visible part of each, in widths
COLUMN_STEP: Final = 0.2  # West's and East's cards, in heights
STRIP_SHARE: Final = 0.12  # the strip's height, of the board's
MARGIN: Final = 0.015  # of the board's height


@dataclass(frozen=True)
class BoardGeometry:
    """Where the parts of the board lie, for one size."""

    size: tuple[int, int]
    card: tuple[int, int]
    table: Rect
    strip: Rect
    margin: int

    # A place is where a seat is drawn (`place_of`): SOUTH the bottom, WEST the left, …

    def hand_rects(self, seat: Seat, count: int) -> list[Rect]:
        """The upright rectangles of the *count* cards at place *seat*, in hand order."""
        width, height = self.card
        table, margin = self.table, self.margin
        if seat in (Seat.SOUTH, Seat.NORTH):
            step = round(width * ROW_STEP)
            span = width + step * max(count - 1, 0)
            left = table.centerx - span // 2
            top = table.bottom - height - margin if seat is Seat.SOUTH else table.top + margin
            return [Rect(left + step * i, top, width, height) for i in range(count)]
        step = round(height * COLUMN_STEP)
        span = height + step * max(count - 1, 0)
        top = table.centery - span // 2
        left = table.left + margin if seat is Seat.WEST else table.right - width - margin
        return [Rect(left, top + step * i, width, height) for i in range(count)]

    def trick_rect(self, seat: Seat) -> Rect:
        """Where the card of the trick of the seat at place *seat* lies: in a cross around
        the middle of the table, each in front of its seat, none over another (as on the
        table)."""
        width, height = self.card
        gap = max(4, self.margin)
        x, y = self.table.center
        rect = Rect(0, 0, width, height)
        if seat is Seat.NORTH:
            rect.midbottom = (x, y - gap // 2)
        elif seat is Seat.SOUTH:
            rect.midtop = (x, y + gap - gap // 2)
        elif seat is Seat.WEST:
            rect.midright = (x - width // 2 - gap, y)
        else:
            rect.midleft = (x + width - width // 2 + gap, y)
        return rect

    def label_rect(self, seat: Seat) -> Rect:
        """Where the name and points of the seat at place *seat* go: left of the bottom and
        top rows (where a full hand starts), beside the side columns towards the middle."""
        width, height = self.card
        line = max(MIN_TEXT_SIZE, round(height * 0.2)) * 2 + 4
        box = Rect(0, 0, round(width * 2.4), line)
        table, margin = self.table, self.margin
        if seat in (Seat.SOUTH, Seat.NORTH):
            row = self.hand_rects(seat, 13)
            box.midright = (row[0].left - 2 * margin, row[0].centery)
        elif seat is Seat.WEST:
            box.midleft = (table.left + width + 2 * margin, table.centery)
        else:
            box.midright = (table.right - width - 2 * margin, table.centery)
        return box

    def note_rect(self, seat: Seat, lines: int) -> Rect:
        """Where *lines* lines of notes go under the name at place *seat*: towards the middle
        of the table from the name's outer edge, up to the trick's cards (or the top row)."""
        label, size = self.label_rect(seat), self.text_size
        gap = max(4, self.margin)
        if seat is Seat.WEST:
            left, right = label.left, self.trick_rect(Seat.WEST).left - gap
        elif seat is Seat.EAST:
            left, right = self.trick_rect(Seat.EAST).right + gap, label.right
        else:
            left, right = self.table.left + 2 * self.margin, label.right
        return Rect(left, label.bottom + 2, max(0, right - left), lines * (size + 4))

    @property
    def text_size(self) -> int:
        """The size of the seats' names and notes."""
        return max(MIN_TEXT_SIZE, round(self.card[1] * 0.2))

    def cell_rects(self, count: int) -> list[Rect]:
        """The strip's *count* boxes, left to right."""
        if count <= 0:
            return []
        gap = max(2, self.margin // 2)
        width = (self.strip.width - gap * (count - 1)) // count
        return [Rect(self.strip.left + i * (width + gap), self.strip.top, width,
                     self.strip.height) for i in range(count)]


def board_geometry(size: tuple[int, int]) -> BoardGeometry:
    """The board's parts for a picture of *size*: the table, then the strip under it."""
    width, height = size
    margin = max(3, round(height * MARGIN))
    strip_height = max(MIN_TEXT_SIZE * 3, round(height * STRIP_SHARE))
    table = Rect(0, 0, width, height - strip_height - margin)
    strip = Rect(0, table.bottom + margin, width, strip_height)
    # Two rows of cards and a trick fit the table's height; the rows of 13 its width.
    card_height = min(table.height / 4.6, (width * 0.62 / (1 + 12 * ROW_STEP)) * CARD_RATIO)
    card = (max(8, round(card_height / CARD_RATIO)), max(11, round(card_height)))
    return BoardGeometry(size, card, table, strip, margin)


def strip_cell_at(size: tuple[int, int], count: int, pos: tuple[int, int]) -> int | None:
    """The index of the strip box under *pos* (board coordinates), if any."""
    for index, rect in enumerate(board_geometry(size).cell_rects(count)):
        if rect.collidepoint(pos):
            return index
    return None


def place_of(seat: Seat, me: Seat) -> Seat:
    """Where *seat* is drawn for the person at *me*: *me* at the bottom (SOUTH), the next to
    play on the left (WEST), and so on; the table's `shown.position`, which the review may
    not import (a test holds them equal)."""
    return Seat((seat - me) % 4)


def draw_board(size: tuple[int, int], picture: Picture, cells: Sequence[StripCell],
               current: int, art: CardArt, *, four_colour: bool, lang: str,
               labels: Sequence[str], cell_labels: Sequence[str],
               marks: Sequence[str | None] = (),
               tones: Tones = TONES["green"],
               notes: Sequence[Sequence[str]] = (), me: Seat = Seat.SOUTH) -> pygame.Surface:
    """The review's table at one step, the person's seat (*me*) at the bottom. *labels*: two
    lines per seat (its name, its points), worded by the dialog; *cell_labels*: the words in
    the strip's boxes; *marks*: the analysis's label of the person's decision at each box,
    if measured; *tones*: the felt's; *notes*: lines under each seat's name, by seat (Qui a
    quoi)."""
    geometry = board_geometry(size)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    panel(surface, geometry.table, tones.board, GOLD, radius=geometry.margin * 2)
    for seat in Seat:
        place = place_of(seat, me)
        _draw_hand(surface, geometry, place, picture.hands[seat], picture.outlined[seat], art,
                   four_colour, lang)
        _draw_label(surface, geometry, place, labels[2 * seat: 2 * seat + 2],
                    lit=seat is picture.winner)
        if seat < len(notes) and notes[seat]:
            _draw_notes(surface, geometry, place, notes[seat])
    for seat, card in picture.trick:
        surface.blit(art.face(card, geometry.card, four_colour, lang),
                     geometry.trick_rect(place_of(seat, me)))
    if picture.winner is not None:  # over the cards played after it
        ring = max(2, geometry.card[0] // 18)
        rect = geometry.trick_rect(place_of(picture.winner, me)).inflate(ring * 3, ring * 3)
        pygame.draw.rect(surface, GOLD, rect, ring, border_radius=ring * 3)
    _draw_strip(surface, geometry, cells, current, cell_labels, tones.board_dark)
    for rect, mark in zip(geometry.cell_rects(len(cells)), marks, strict=False):
        if mark is not None:
            _draw_mark(surface, rect, mark, tones.board_dark)
    return surface


def _draw_mark(surface: pygame.Surface, cell: Rect, label: str, dark: Colour) -> None:
    """A dot in the corner of a box of the strip, coloured by the analysis's label."""
    radius = max(4, cell.height // 8)
    centre = (cell.right - radius - 3, cell.top + radius + 3)
    pygame.draw.circle(surface, LABEL_COLOURS[label], centre, radius)
    pygame.draw.circle(surface, dark, centre, radius, 1)


def _draw_hand(surface: pygame.Surface, geometry: BoardGeometry, seat: Seat,
               hand: Sequence[Card], outlined: frozenset[Card], art: CardArt,
               four_colour: bool, lang: str) -> None:
    """One seat's cards at place *seat*, face up, those it received outlined in green
    (inside the card, so that the next card covers the outline with the rest of it)."""
    ring = max(2, geometry.card[0] // 16)
    for card, rect in zip(hand, geometry.hand_rects(seat, len(hand)), strict=True):
        surface.blit(art.face(card, geometry.card, four_colour, lang), rect)
        if card in outlined:
            pygame.draw.rect(surface, RECEIVED, rect, ring, border_radius=ring * 2)


def _draw_label(surface: pygame.Surface, geometry: BoardGeometry, seat: Seat,
                lines: Sequence[str], lit: bool) -> None:
    """A seat's name and its points so far, gold when it took the trick shown."""
    box = geometry.label_rect(seat)
    size = max(MIN_TEXT_SIZE, round(geometry.card[1] * 0.2))
    colour: Colour = GOLD if lit else CREAM
    top = box.top
    for number, line in enumerate(lines):
        text_size = fitting_size(line, size, box.width, bold=number == 0)
        rendered = font(text_size, number == 0).render(line, True,
                                                       colour if number == 0 else CREAM_DIM)
        place = rendered.get_rect(midtop=(box.centerx, top))
        surface.blit(rendered, place)
        top += rendered.get_height() + 2


def _draw_notes(surface: pygame.Surface, geometry: BoardGeometry, seat: Seat,
                lines: Sequence[str]) -> None:
    """Lines under a seat's name, centred under it as far as the box lets them."""
    box = geometry.note_rect(seat, len(lines))
    label = geometry.label_rect(seat)
    top = box.top
    for line in lines:
        size = fitting_size(line, geometry.text_size, box.width, smallest=MIN_TEXT_SIZE)
        rendered = font(size).render(line, True, GOLD_BRIGHT)
        place = rendered.get_rect(centerx=label.centerx, top=top).clamp(box)
        surface.blit(rendered, place, Rect(0, 0, box.width, rendered.get_height()))
        top += rendered.get_height() + 2


def _draw_strip(surface: pygame.Surface, geometry: BoardGeometry, cells: Sequence[StripCell],
                current: int, cell_labels: Sequence[str], dark: Colour) -> None:
    """The boxes of the hand's steps; the one shown in gold (its words in *dark*), a trick
    with points marked."""
    size = max(MIN_TEXT_SIZE, geometry.strip.height // 3)
    for index, (cell, rect, text) in enumerate(
            zip(cells, geometry.cell_rects(len(cells)), cell_labels, strict=True)):
        now = index == current
        panel(surface, rect, CELL_NOW if now else CELL, GOLD, radius=max(3, rect.height // 6))
        colour: Colour = dark if now else CREAM
        fitted = fitting_size(text, size, rect.width - 4, bold=True)
        rendered = font(fitted, True).render(text, True, colour)
        surface.blit(rendered, rendered.get_rect(center=(rect.centerx,
                                                         rect.top + rect.height * 0.36)))
        if cell.kind is StepKind.TRICK and cell.points:
            mark = font(max(MIN_TEXT_SIZE, size - 2), True).render(
                f"{cell.points:+d}".replace("+", ""), True, PENALTY if not now else dark)
            surface.blit(mark, mark.get_rect(center=(rect.centerx, rect.top + rect.height * 0.72)))
