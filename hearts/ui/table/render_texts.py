"""The table's texts: the title, the message line, the plates, the score sheet, the level
and keys under the buttons, the passing prompt. Rendered once per content and kept; each
is put inside the box the layout gives it (tests/ui/test_text_sizes.py checks it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pygame
from pygame import Rect

from hearts.choices import LEVEL_WORDS
from hearts.engine import Seat
from hearts.i18n import _, signed_number
from hearts.ui.kit.fonts import (
    fit_lines,
    fitting_size,
    font,
    line_pitch,
    lines_height,
    lines_room,
    wrap_text,
)
from hearts.ui.kit.keys import TABLE_KEYS, key_help_lines
from hearts.ui.kit.paint import Colour, panel
from hearts.ui.kit.palette import (
    CREAM,
    CREAM_DIM,
    GOLD,
    GOLD_BRIGHT,
    GOLD_DARK,
    LIT_PLATE,
    tones,
)
from hearts.ui.kit.picture_cache import PictureCache
from hearts.ui.table.geometry.layout import MIN_TEXT_SIZE, Layout
from hearts.ui.table.geometry.placement import sheet_columns
from hearts.ui.table.played_sheet import played_sheet
from hearts.ui.table.shown import in_turn, position
from hearts.ui.table.speech.narration import plate_lines
from hearts.ui.table.table_view import TableView

SOUTH: Final = Seat.SOUTH


def _title_width(parts: Sequence[str], size: int) -> int:
    """The width of the line above the table at *size*: the first part bold, "  ·  " between."""
    return font(size, True).size(parts[0])[0] + sum(font(size).size("  ·  " + part)[0]
                                                    for part in parts[1:])



def info_line_gap(layout: Layout) -> int:
    """The room between two lines of the keys under the buttons: close enough for six of
    them under the level at 960×600."""
    return max(1, layout.padding // 8)


def side_key_lines(layout: Layout, lang: str) -> list[str]:
    """The keys' lines under the buttons, as many as the room under the level holds (a line
    as high as its tallest letters draw: a descender can pass get_height)."""
    area, size, gap = layout.sidebar_info, layout.small_text_size, info_line_gap(layout)
    first, line = font(size, True).get_height(), font(size).size("Égp")[1] + gap
    room = (area.height - first - layout.padding // 2 + gap) // line
    return key_help_lines(TABLE_KEYS, lang, size, area.width, room)


class TableTexts:
    """The texts of the table (the title, the plates, the message line, the score sheet,
    the keys), each rendered once and kept in a bounded cache; the Renderer draws a frame
    with them."""

    def __init__(self, text_bytes: int, panel_bytes: int) -> None:
        self._texts = PictureCache(text_bytes)  # rendered texts
        self._panels = PictureCache(panel_bytes)  # plates and score sheets

    def forget_sizes(self) -> None:
        """Drop the plates and sheets made for another window size."""
        self._panels.clear()

    # -- texts ------------------------------------------------------------------

    def _text(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """*text* rendered once and kept."""
        key: tuple[object, ...] = (text, size, colour, bold)
        cached = self._texts.get(key)
        if cached is None:
            cached = self._texts.put(key, font(size, bold).render(text, True, colour))
        return cached

    def fitted(self, text: str, size: int, colour: Colour, width: int,
                bold: bool = False) -> pygame.Surface:
        """*text* at *size*, or smaller until it fits *width* (never under MIN_TEXT_SIZE)."""
        return self._text(text, fitting_size(text, size, width, bold, MIN_TEXT_SIZE), colour,
                          bold)

    def put(self, surface: pygame.Surface, rendered: pygame.Surface, place: Rect,
             box: Rect) -> None:
        """A rendered text at *place*, which the layout keeps inside *box*."""
        surface.blit(rendered, place)

    def draw_title(self, surface: pygame.Surface, layout: Layout,
                    view: TableView) -> None:
        """The deal number, the daily mark, the hand and its passing direction."""
        parts = view.title
        size = layout.title_text_size
        while size > MIN_TEXT_SIZE and _title_width(parts, size) > layout.title.width:
            size -= 1
        pieces = [self._text(parts[0], size, GOLD_BRIGHT, bold=True)]
        pieces += [self._text("  ·  " + part, size, CREAM) for part in parts[1:]]
        width = sum(piece.get_width() for piece in pieces)
        x = layout.title.centerx - width // 2
        for piece in pieces:
            self.put(surface, piece, piece.get_rect(midleft=(x, layout.title.centery)),
                      layout.title)
            x += piece.get_width()

    def draw_rules(self, surface: pygame.Surface, layout: Layout, rules: str) -> None:
        """The rules in play under the title, small and dim: "Partie en 150 points · V♦ −10"."""
        box = layout.rules
        text = self.fitted(rules, layout.small_text_size, CREAM_DIM, box.width)
        self.put(surface, text, text.get_rect(center=box.center), box)

    def draw_message(self, surface: pygame.Surface, layout: Layout, text: str,
                      earlier: Sequence[str] = ()) -> None:
        """The message line: the latest plays and tricks in words, on two lines if need be;
        above them, dimmed, the sentences said before, the newest nearest, as many whole
        ones as the box has room for (at a quick pace, the cards that went by)."""
        if not text:
            return
        box = layout.message.inflate(-2 * layout.padding, 0)
        size, lines = fit_lines(text, layout.text_size, box.size, smallest=MIN_TEXT_SIZE)
        if earlier and len(lines) == 1:  # a short event: the one before it fits too
            size, lines = _with_one_more(text, earlier[-1], box, size, lines)
        shown = [(line, CREAM) for line in lines]
        room = lines_room(box.height, size) - len(lines) if len(lines) == 1 else 0  # a long
        # text (a hint, a reading key's answer) keeps the whole box
        for sentence in reversed(earlier):
            wrapped = wrap_text(sentence, size, box.width)
            if len(wrapped) > room:
                break
            shown[:0] = [(line, CREAM_DIM) for line in wrapped]
            room -= len(wrapped)
        top = box.centery - lines_height(len(shown), size) // 2
        for number, (line, colour) in enumerate(shown):
            rendered = self._text(line, size, colour)
            place = rendered.get_rect(left=box.left, top=top + number * line_pitch(size))
            self.put(surface, rendered, place, box)

    def draw_plates(self, surface: pygame.Surface, layout: Layout,
                     view: TableView) -> None:
        """Each seat's name, total and points taken this hand; the seat to play is lit."""
        scene = view.scene
        turn = view.turn
        lang = view.lang
        for seat in Seat:
            key: tuple[object, ...] = ("plate", seat, view.seat_labels[seat],
                                       scene.totals[seat], scene.taken[seat], seat is turn,
                                       lang, layout.size, layout.large, view.felt)
            plate = self._panels.get(key)
            if plate is None:
                plate = self._panels.put(key, self._plate(layout, view, seat))
            surface.blit(plate, layout.plates[position(seat, scene.me)].topleft)

    def _plate(self, layout: Layout, view: TableView, seat: Seat) -> pygame.Surface:
        """A seat's plate: its name, its total, and the points it took this hand, if any;
        lit when its card comes next, else dark in the felt's tones."""
        name, lang, lit = view.seat_labels[seat], view.lang, seat is view.turn
        total, taken = view.scene.totals[seat], view.scene.taken[seat]
        rect = layout.plates[SOUTH]  # every plate is of one size
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(4, rect.height // 4)
        fill = LIT_PLATE if lit else tones(view.felt).plate
        border = max(1, layout.padding // 4) if lit else 1
        panel(plate, plate.get_rect(), fill, GOLD_BRIGHT if lit else GOLD_DARK, radius, border)
        pad = max(4, layout.padding * 4 // 5)
        box = plate.get_rect().inflate(-2 * pad, -2 * border)
        lines = [self.fitted(name, layout.text_size, GOLD_BRIGHT if lit else CREAM, box.width,
                              bold=True)]
        lines += [self.fitted(text, layout.small_text_size, CREAM_DIM, box.width)
                  for text in plate_lines(total, taken, lang)]
        y = box.centery - sum(line.get_height() for line in lines) // 2
        for line in lines:
            self.put(plate, line, line.get_rect(left=box.left, top=y), box)
            y += line.get_height()
        return plate

    def draw_sheet(self, surface: pygame.Surface, layout: Layout,
                    view: TableView) -> None:
        """The score sheet: each hand's points per player, the totals last; or, when asked,
        the cards played and the voids seen in its place (played_sheet)."""
        scene = view.scene
        lang = view.lang
        if view.played is not None:
            surface.blit(played_sheet(layout.score_sheet.size, view.played, lang,
                                      layout.small_text_size, layout.row_height),
                         layout.score_sheet.topleft)
            return
        key: tuple[object, ...] = ("sheet", tuple(scene.score_sheet), scene.totals, lang,
                                   layout.size, layout.large,
                                   tuple(view.seat_labels[s] for s in Seat))
        sheet = self._panels.get(key)
        if sheet is None:
            sheet = self._panels.put(key, self._sheet(layout, view))
        surface.blit(sheet, layout.score_sheet.topleft)

    def _sheet(self, layout: Layout, view: TableView) -> pygame.Surface:
        """The score sheet's picture: the hands' numbers, then a row per seat."""
        rect = layout.score_sheet
        sheet = pygame.Surface(rect.size, pygame.SRCALPHA)
        scene, lang = view.scene, view.lang
        size, row = layout.small_text_size, layout.row_height
        top = max(4, layout.padding // 2)
        columns = sheet_columns(layout, len(scene.score_sheet))
        hands = scene.score_sheet[len(scene.score_sheet) - len(columns.hands):]
        header = [(_("Manche")(lang), columns.label, GOLD, True)]
        header += [(str(columns.first + number), box, GOLD, False)
                   for number, box in enumerate(columns.hands)]
        header.append((_("Total")(lang), columns.total, GOLD, True))
        self._sheet_row(sheet, header, top, size)
        pygame.draw.line(sheet, GOLD_DARK, (columns.label.left, top + row - 1),
                         (columns.total.right, top + row - 1))
        lowest = min(scene.totals)
        for line, seat in enumerate(in_turn(scene.me)):  # the person's row first
            best = scene.totals[seat] == lowest and bool(scene.score_sheet)
            cells = [(view.seat_labels[seat], columns.label, CREAM, seat is scene.me)]
            cells += [(signed_number(points[seat]), box, CREAM_DIM, False)
                      for points, box in zip(hands, columns.hands, strict=True)]
            cells.append((signed_number(scene.totals[seat]), columns.total,
                          GOLD_BRIGHT if best else CREAM, True))
            self._sheet_row(sheet, cells, top + row * (line + 1) + 1, size)
        return sheet

    def _sheet_row(self, sheet: pygame.Surface, cells: Sequence[tuple[str, Rect, Colour, bool]],
                   top: int, size: int) -> None:
        """One row of the sheet: the first cell on the left of its column, the others centred."""
        for number, (text, column, colour, bold) in enumerate(cells):
            rendered = self.fitted(text, size, colour, column.width, bold)
            place = rendered.get_rect(top=top, left=column.left) if number == 0 \
                else rendered.get_rect(top=top, centerx=column.centerx)
            self.put(sheet, rendered, place, column)

    def draw_info(self, surface: pygame.Surface, layout: Layout,
                   view: TableView) -> None:
        """Under the buttons: the level of this game, then the keyboard's keys, wrapped."""
        lang = view.lang
        area, size = layout.sidebar_info, layout.small_text_size
        level = LEVEL_WORDS[view.level](lang)
        lines = [(_("Niveau : {level}")(lang, level=level), CREAM, True)]
        for keys in side_key_lines(layout, lang):
            lines += [(line, CREAM_DIM, False) for line in wrap_text(keys, size, area.width)]
        gap = info_line_gap(layout)
        y = area.top
        for number, (text, colour, bold) in enumerate(lines):
            rendered = self.fitted(text, size, colour, area.width, bold)
            if y + rendered.get_height() > area.bottom:
                return
            self.put(surface, rendered, rendered.get_rect(midtop=(area.centerx, y)), area)
            y += rendered.get_height() + (layout.padding // 2 if number == 0 else gap)

    def draw_prompt(self, surface: pygame.Surface, layout: Layout,
                     view: TableView) -> None:
        """"Passez trois cartes à Ouest" on the table while South chooses."""
        prompt = view.prompt
        if prompt is None:
            return
        box = layout.prompt
        text = self.fitted(prompt, layout.text_size + 2, GOLD_BRIGHT, box.width, bold=True)
        back = text.get_rect(center=box.center).inflate(layout.padding * 2, layout.padding // 2)
        panel(surface, back, (0, 0, 0, 120), None, radius=back.height // 2)
        self.put(surface, text, text.get_rect(center=box.center), box)


def _with_one_more(text: str, before: str, box: Rect, size: int,
                   lines: list[str]) -> tuple[int, list[str]]:
    """The largest size from *size* down to MIN_TEXT_SIZE at which *text*, on one line, and
    the sentence said *before* it fit the message box together, and *text*'s line; else
    *size* and *lines* as they were (the latest event alone)."""
    for each in range(size, MIN_TEXT_SIZE - 1, -1):
        wrapped = wrap_text(text, each, box.width)
        rows = len(wrapped) + len(wrap_text(before, each, box.width))
        if len(wrapped) == 1 and font(each).size(wrapped[0])[0] <= box.width \
                and lines_height(rows, each) <= box.height:
            return each, wrapped
    return size, lines

