"""Drawing the table: reads the view's scene and the layout, never changes them.

The felt, panels and other still parts are drawn once per window size into a
background picture; texts are rendered once per content; card pictures are
scaled once per size (sprites.py). A frame is then mostly blits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pygame
from pygame import Rect

from hearts.choices import LEVEL_WORDS
from hearts.engine import Card, Seat
from hearts.i18n import _, signed_number
from hearts.ui.kit.fonts import fit_lines, fitting_size, font, wrap_text
from hearts.ui.kit.keys import TABLE_KEYS, key_help_lines
from hearts.ui.kit.paint import Colour, panel, soft_shadow
from hearts.ui.kit.palette import (
    BACKDROP,
    CREAM,
    CREAM_DIM,
    GOLD,
    GOLD_BRIGHT,
    GOLD_DARK,
    HINTED,
    PANEL,
    RECEIVED,
)
from hearts.ui.kit.palette import WHITE as FOCUS
from hearts.ui.kit.picture_cache import PictureCache
from hearts.ui.kit.sprites import CardArt
from hearts.ui.table.animation import DeckSpot, Flight
from hearts.ui.table.layout import MIN_TEXT_SIZE, Layout
from hearts.ui.table.narration import plate_lines
from hearts.ui.table.placement import flight_rect, sheet_columns, south_card_rects
from hearts.ui.table.scene import Scene
from hearts.ui.table.table_view import TableView

TEXT_CACHE_BYTES: Final = 1 << 20  # rendered texts kept: what a frame shows, and some
PANEL_CACHE_BYTES: Final = 3 << 19  # plates and score sheets kept
SOUTH: Final = Seat.SOUTH


def _title_width(parts: Sequence[str], size: int) -> int:
    """The width of the line above the table at *size*: the first part bold, "  ·  " between."""
    return font(size, True).size(parts[0])[0] + sum(font(size).size("  ·  " + part)[0]
                                                    for part in parts[1:])




class Renderer:
    """Draws a frame of the table from a TableView: it reads the game, never changes it."""

    def __init__(self, art: CardArt | None = None) -> None:
        self.art = art if art is not None else CardArt()
        self._background: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._still: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._hand: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._texts = PictureCache(TEXT_CACHE_BYTES)
        self._panels = PictureCache(PANEL_CACHE_BYTES)

    def forget_sizes(self) -> None:
        """Drop pictures made for another window size."""
        self._background = self._still = self._hand = None
        self._panels.clear()
        self.art.forget_sizes()

    # -- the frame ------------------------------------------------------------

    def draw(self, surface: pygame.Surface, layout: Layout, view: TableView,
             now: float) -> None:
        """Draw the whole table (not the buttons or dialogs) onto *surface*.

        What changes only with the game (felt, texts, plates, the others' cards; South's
        hand) is kept in two layers redrawn when their content changes; a frame is then
        those layers, the trick and the cards in the air.
        """
        scene = view.scene
        flying = scene.flying_cards()
        self.art.use_face_sizes(layout.card_size, layout.small_card_size)
        surface.blit(self._still_layer(layout, view, flying), (0, 0))
        self._draw_trick(surface, layout, scene.trick, view.four_colour,
                         view.lang, flying)
        hand, position = self._hand_layer(layout, view, flying)
        surface.blit(hand, position)
        self._draw_flights(surface, layout, view, now)
        if scene.show_last_trick and scene.last_trick is not None:
            self._draw_last_trick(surface, layout, view)

    def _still_layer(self, layout: Layout, view: TableView,
                     flying: set[Card]) -> pygame.Surface:
        """Backdrop, title, plates, the others' cards, prompt, message line, sheet, info."""
        scene = view.scene
        turn = view.turn
        key: tuple[object, ...] = (
            layout.size, view.felt, view.card_back, view.lang,
            tuple(view.title), view.prompt, view.message,
            tuple((view.seat_labels[seat], scene.totals[seat], scene.taken[seat],
                   seat is turn) for seat in Seat),
            tuple(tuple(card in flying for card in hand) for hand in scene.hands[1:]),
            tuple(scene.score_sheet), view.level,
        )
        if self._still is not None and self._still[0] == key:
            return self._still[1]
        layer = self._still[1] if self._still and self._still[1].get_size() == layout.size \
            else pygame.Surface(layout.size)
        layer.blit(self._backdrop(layout, view.felt), (0, 0))
        self._draw_title(layer, layout, view)
        self._draw_plates(layer, layout, view)
        self._draw_opponents(layer, layout, scene, view.card_back, flying)
        self._draw_prompt(layer, layout, view)
        self._draw_message(layer, layout, view.message)
        self._draw_sheet(layer, layout, view)
        self._draw_info(layer, layout, view)
        self._still = (key, layer)
        return layer

    def _hand_layer(self, layout: Layout, view: TableView,
                    flying: set[Card]) -> tuple[pygame.Surface, tuple[int, int]]:
        """South's hand with its marks, on a transparent layer, and where it goes."""
        scene = view.scene
        playable = view.playable
        key: tuple[object, ...] = (
            layout.size, view.four_colour, view.lang,
            tuple(scene.hands[SOUTH]),
            frozenset(scene.raised), frozenset(scene.outlined), frozenset(scene.hinted),
            view.focused, None if playable is None else frozenset(playable),
            frozenset(flying),
        )
        margin = layout.card_size[0] // 3
        area = layout.hand_area.inflate(2 * margin, 2 * margin)
        if self._hand is not None and self._hand[0] == key:
            return self._hand[1], area.topleft
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        self._draw_hand(layer, layout, view, offset=(-area.left, -area.top))
        self._hand = (key, layer)
        return layer, area.topleft

    # -- still parts ----------------------------------------------------------

    def _backdrop(self, layout: Layout, felt: str) -> pygame.Surface:
        """The window behind everything: felt table, panels and the game's name."""
        key: tuple[object, ...] = (layout.size, felt)
        if self._background is not None and self._background[0] == key:
            return self._background[1]
        surface = pygame.Surface(layout.size)
        surface.fill(BACKDROP.get(felt, BACKDROP["green"]))
        self._draw_table(surface, layout, felt)
        for rect in (layout.sidebar, layout.message, layout.score_sheet):
            panel(surface, rect, PANEL, GOLD_DARK, radius=max(4, layout.padding // 2))
        box = layout.sidebar_title
        name = self._fitted("Dame de pique ♠", layout.title_text_size, GOLD_BRIGHT, box.width,
                            bold=True)
        self._put(surface, name, name.get_rect(center=box.center), box)
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        self._background = (key, surface)
        return surface

    def _draw_table(self, surface: pygame.Surface, layout: Layout, felt: str) -> None:
        """The felt with rounded corners, a soft outer shadow, a rim and the trick ring."""
        table = layout.table
        radius = max(8, layout.padding * 2)
        surface.blit(soft_shadow(table.size, radius), (table.left - 20, table.top - 20))
        cloth = self.art.felt(felt, table.size).copy()
        mask = pygame.Surface(table.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        cloth = cloth.convert_alpha() if pygame.display.get_surface() else cloth
        rounded = pygame.Surface(table.size, pygame.SRCALPHA)
        rounded.blit(cloth, (0, 0))
        rounded.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(rounded, table.topleft)
        pygame.draw.rect(surface, GOLD_DARK, table, max(1, layout.padding // 5),
                         border_radius=radius)
        ring = layout.trick_area.inflate(layout.padding * 3, layout.padding * 2)
        overlay = pygame.Surface(ring.size, pygame.SRCALPHA)
        pygame.draw.ellipse(overlay, (255, 255, 255, 14), overlay.get_rect())
        pygame.draw.ellipse(overlay, (255, 255, 255, 36), overlay.get_rect(),
                            max(1, layout.padding // 6))
        surface.blit(overlay, ring.topleft)

    # -- texts ------------------------------------------------------------------

    def _text(self, text: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """*text* rendered once and kept."""
        key: tuple[object, ...] = (text, size, colour, bold)
        cached = self._texts.get(key)
        if cached is None:
            cached = self._texts.put(key, font(size, bold).render(text, True, colour))
        return cached

    def _fitted(self, text: str, size: int, colour: Colour, width: int,
                bold: bool = False) -> pygame.Surface:
        """*text* at *size*, or smaller until it fits *width* (never under MIN_TEXT_SIZE)."""
        return self._text(text, fitting_size(text, size, width, bold, MIN_TEXT_SIZE), colour,
                          bold)

    def _put(self, surface: pygame.Surface, rendered: pygame.Surface, place: Rect,
             box: Rect) -> None:
        """A rendered text at *place*, which the layout keeps inside *box*."""
        surface.blit(rendered, place)

    def _draw_title(self, surface: pygame.Surface, layout: Layout,
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
            self._put(surface, piece, piece.get_rect(midleft=(x, layout.title.centery)),
                      layout.title)
            x += piece.get_width()

    def _draw_message(self, surface: pygame.Surface, layout: Layout, text: str) -> None:
        """The message line: the latest plays and tricks in words, on two lines if need be."""
        if not text:
            return
        box = layout.message.inflate(-2 * layout.padding, 0)
        size, lines = fit_lines(text, layout.text_size, box.size, smallest=MIN_TEXT_SIZE)
        height = font(size).get_linesize()
        top = box.centery - height * len(lines) // 2
        for number, line in enumerate(lines):
            rendered = self._text(line, size, CREAM)
            place = rendered.get_rect(left=box.left, top=top + number * height)
            self._put(surface, rendered, place, box)

    def _draw_plates(self, surface: pygame.Surface, layout: Layout,
                     view: TableView) -> None:
        """Each seat's name, total and points taken this hand; the seat to play is lit."""
        scene = view.scene
        turn = view.turn
        lang = view.lang
        for seat in Seat:
            key: tuple[object, ...] = ("plate", seat, view.seat_labels[seat],
                                       scene.totals[seat], scene.taken[seat], seat is turn,
                                       lang, layout.size)
            plate = self._panels.get(key)
            if plate is None:
                plate = self._panels.put(key, self._plate(layout, view.seat_labels[seat],
                                                          scene.totals[seat], scene.taken[seat],
                                                          seat is turn, lang))
            surface.blit(plate, layout.plates[seat].topleft)

    def _plate(self, layout: Layout, name: str, total: int, taken: int, lit: bool,
               lang: str) -> pygame.Surface:
        """A seat's plate: its name, its total, and the points it took this hand, if any."""
        rect = layout.plates[SOUTH]
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(4, rect.height // 4)
        fill = (40, 30, 6, 215) if lit else (4, 14, 9, 185)
        border = max(1, layout.padding // 4) if lit else 1
        panel(plate, plate.get_rect(), fill, GOLD_BRIGHT if lit else GOLD_DARK, radius, border)
        pad = max(4, layout.padding * 4 // 5)
        box = plate.get_rect().inflate(-2 * pad, -2 * border)
        lines = [self._fitted(name, layout.text_size, GOLD_BRIGHT if lit else CREAM, box.width,
                              bold=True)]
        lines += [self._fitted(text, layout.small_text_size, CREAM_DIM, box.width)
                  for text in plate_lines(total, taken, lang)]
        y = box.centery - sum(line.get_height() for line in lines) // 2
        for line in lines:
            self._put(plate, line, line.get_rect(left=box.left, top=y), box)
            y += line.get_height()
        return plate

    def _draw_sheet(self, surface: pygame.Surface, layout: Layout,
                    view: TableView) -> None:
        """The score sheet: each hand's points per player, the totals last."""
        scene = view.scene
        lang = view.lang
        key: tuple[object, ...] = ("sheet", tuple(scene.score_sheet), scene.totals, lang,
                                   layout.size, tuple(view.seat_labels[s] for s in Seat))
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
        for seat in Seat:
            best = scene.totals[seat] == lowest and bool(scene.score_sheet)
            cells = [(view.seat_labels[seat], columns.label, CREAM, seat is SOUTH)]
            cells += [(signed_number(points[seat]), box, CREAM_DIM, False)
                      for points, box in zip(hands, columns.hands, strict=True)]
            cells.append((signed_number(scene.totals[seat]), columns.total,
                          GOLD_BRIGHT if best else CREAM, True))
            self._sheet_row(sheet, cells, top + row * (seat + 1) + 1, size)
        return sheet

    def _sheet_row(self, sheet: pygame.Surface, cells: Sequence[tuple[str, Rect, Colour, bool]],
                   top: int, size: int) -> None:
        """One row of the sheet: the first cell on the left of its column, the others centred."""
        for number, (text, column, colour, bold) in enumerate(cells):
            rendered = self._fitted(text, size, colour, column.width, bold)
            place = rendered.get_rect(top=top, left=column.left) if number == 0 \
                else rendered.get_rect(top=top, centerx=column.centerx)
            self._put(sheet, rendered, place, column)

    def _draw_info(self, surface: pygame.Surface, layout: Layout,
                   view: TableView) -> None:
        """Under the buttons: the level of this game, then the keyboard's keys, wrapped."""
        lang = view.lang
        area, size = layout.sidebar_info, layout.small_text_size
        level = LEVEL_WORDS[view.level](lang)
        lines = [(_("Niveau : {level}")(lang, level=level), CREAM, True)]
        for keys in key_help_lines(TABLE_KEYS, lang, size, area.width):
            lines += [(line, CREAM_DIM, False) for line in wrap_text(keys, size, area.width)]
        y = area.top
        for number, (text, colour, bold) in enumerate(lines):
            rendered = self._fitted(text, size, colour, area.width, bold)
            if y + rendered.get_height() > area.bottom:
                return
            self._put(surface, rendered, rendered.get_rect(midtop=(area.centerx, y)), area)
            y += rendered.get_height() + (layout.padding // 2 if number == 0 else 2)

    def _draw_prompt(self, surface: pygame.Surface, layout: Layout,
                     view: TableView) -> None:
        """"Passez trois cartes à Ouest" on the table while South chooses."""
        prompt = view.prompt
        if prompt is None:
            return
        box = layout.prompt
        text = self._fitted(prompt, layout.text_size + 2, GOLD_BRIGHT, box.width, bold=True)
        back = text.get_rect(center=box.center).inflate(layout.padding * 2, layout.padding // 2)
        panel(surface, back, (0, 0, 0, 120), None, radius=back.height // 2)
        self._put(surface, text, text.get_rect(center=box.center), box)

    # -- cards --------------------------------------------------------------------

    def _card(self, surface: pygame.Surface, image: pygame.Surface, rect: Rect,
              lifted: bool = False, base: tuple[int, int] | None = None) -> None:
        """A card picture with its soft shadow (made for *base* size, stretched if need be)."""
        shadow = self.art.shadow(base or rect.size)
        if base is not None and base != rect.size:
            grown = (shadow.get_width() - base[0] + rect.width,
                     shadow.get_height() - base[1] + rect.height)
            shadow = pygame.transform.scale(shadow, grown)
        drop = max(1, rect.width // (14 if lifted else 30))
        offset = (shadow.get_width() - rect.width) // 2
        surface.blit(shadow, (rect.left - offset + drop, rect.top - offset + drop * 2))
        surface.blit(image, rect.topleft)

    def _face(self, view: TableView, card: Card, size: tuple[int, int]) -> pygame.Surface:
        return self.art.face(card, size, view.four_colour, view.lang)

    def _draw_opponents(self, surface: pygame.Surface, layout: Layout, scene: Scene,
                        back_name: str, flying: set[Card]) -> None:
        """West, North and East's cards, face down."""
        for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
            hand = scene.hands[seat]
            rotated = seat is not Seat.NORTH
            back = self.art.back(back_name, layout.small_card_size, rotated)
            for card, rect in zip(hand, layout.opponent_rects(seat, len(hand)), strict=True):
                if card not in flying:
                    self._card(surface, back, rect)

    def _draw_trick(self, surface: pygame.Surface, layout: Layout,
                    trick: list[tuple[Seat, Card]], four_colour: bool, lang: str,
                    flying: set[Card]) -> None:
        """The cards of the trick on the table, in playing order."""
        for seat, card in trick:
            if card not in flying:
                image = self.art.face(card, layout.card_size, four_colour, lang)
                self._card(surface, image, layout.trick_rect(seat))

    def _draw_hand(self, surface: pygame.Surface, layout: Layout, view: TableView,
                   offset: tuple[int, int] = (0, 0)) -> None:
        """South's cards: raised, greyed, outlined, hinted, focused as the scene says."""
        scene = view.scene
        playable = view.playable
        four, lang = view.four_colour, view.lang
        focused = view.focused
        width = max(2, layout.card_size[0] // 28)
        radius = max(3, layout.card_size[0] // 12)
        for card, placed in south_card_rects(layout, scene):
            rect = placed.move(offset)
            greyed = playable is not None and card not in playable
            image = (self.art.greyed(card, layout.card_size, four, lang) if greyed
                     else self.art.face(card, layout.card_size, four, lang))
            self._card(surface, image, rect, lifted=card in scene.raised)
            if card in scene.outlined:
                pygame.draw.rect(surface, RECEIVED, rect.inflate(width, width), width,
                                 border_radius=radius)
            if card in scene.hinted:
                glow = rect.inflate(width * 4, width * 4)
                pygame.draw.rect(surface, HINTED, glow, width * 2, border_radius=radius + width)
            if card == focused:
                ring = rect.inflate(width * 5, width * 5)
                pygame.draw.rect(surface, FOCUS, ring, max(1, width // 2),
                                 border_radius=radius + 2 * width)

    def _draw_flights(self, surface: pygame.Surface, layout: Layout, view: TableView,
                      now: float) -> None:
        """Cards in the air, over the pile of cards still to deal (drawn once: they lie as one)."""
        flights = view.scene.flights
        waiting = [f for f in flights if f.start > now and isinstance(f.source, DeckSpot)]
        if waiting:
            self._draw_flight(surface, layout, view, waiting[0], now)
        for flight in flights:
            if not (flight.start > now and isinstance(flight.source, DeckSpot)):
                self._draw_flight(surface, layout, view, flight, now)

    def _draw_flight(self, surface: pygame.Surface, layout: Layout, view: TableView,
                     flight: Flight, now: float) -> None:
        rect = flight_rect(layout, flight, now)
        big = rect.width > layout.small_card_size[0] + 2
        base = layout.card_size if big else layout.small_card_size
        image = (self._face(view, flight.card, base) if flight.face_up
                 else self.art.back(view.card_back, base))
        if image.get_size() != rect.size:
            image = pygame.transform.scale(image, rect.size)
        self._card(surface, image, rect, lifted=True, base=base)

    def _draw_last_trick(self, surface: pygame.Surface, layout: Layout,
                         view: TableView) -> None:
        """The trick taken last, over the table (the message line says who took it)."""
        last = view.scene.last_trick
        assert last is not None
        area = layout.trick_area.inflate(layout.padding * 2, layout.padding)
        panel(surface, area, (0, 0, 0, 150), GOLD, radius=layout.padding)
        for seat, card in last.plays:
            self._card(surface, self._face(view, card, layout.card_size),
                       layout.trick_rect(seat))
