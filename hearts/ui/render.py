"""Drawing the table: reads the controller's scene and the layout, never changes them.

The felt, panels and other still parts are drawn once per window size into a
background picture; texts are rendered once per content; card pictures are
scaled once per size (sprites.py). A frame is then mostly blits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame
from pygame import Rect

from hearts.engine import Card, Seat
from hearts.i18n import message
from hearts.ui.animation import DeckSpot, Flight, HandSlot, Place, SeatSpot, TrickSlot, lerp
from hearts.ui.fonts import font
from hearts.ui.layout import Layout
from hearts.ui.sprites import CardArt

if TYPE_CHECKING:
    from hearts.ui.controller import Controller, Scene

Colour = tuple[int, int, int] | tuple[int, int, int, int]

CREAM: Final = (243, 234, 210)
CREAM_DIM: Final = (201, 191, 164)
GOLD: Final = (212, 174, 79)
GOLD_BRIGHT: Final = (241, 210, 122)
GOLD_DARK: Final = (156, 124, 44)
PANEL: Final = (6, 20, 13, 170)
RECEIVED: Final = (70, 214, 100)
HINTED: Final = (255, 214, 90)
FOCUS: Final = (255, 255, 255)
BACKDROP: Final = {
    "green": (10, 32, 21),
    "blue": (10, 22, 38),
    "red": (34, 10, 14),
    "grey": (24, 26, 28),
}
TEXT_CACHE_LIMIT: Final = 400
SOUTH: Final = Seat.SOUTH


def place_rect(layout: Layout, place: Place) -> Rect:
    """The rectangle of a table place in this layout."""
    if isinstance(place, HandSlot):
        return layout.seat_card_rect(place.seat, place.index, place.count, place.raised)
    if isinstance(place, TrickSlot):
        return layout.trick_rect(place.seat)
    if isinstance(place, SeatSpot):
        return layout.seat_spot(place.seat)
    assert isinstance(place, DeckSpot)
    return layout.deck_rect()


def flight_rect(layout: Layout, flight: Flight, now: float) -> Rect:
    """Where a flying card is at *now*."""
    source, target = place_rect(layout, flight.source), place_rect(layout, flight.target)
    t = flight.fraction(now)
    width = round(lerp(source.width, target.width, t))
    height = round(lerp(source.height, target.height, t))
    rect = Rect(0, 0, width, height)
    rect.center = (round(lerp(source.centerx, target.centerx, t)),
                   round(lerp(source.centery, target.centery, t)))
    return rect


def south_card_rects(layout: Layout, scene: Scene) -> list[tuple[Card, Rect]]:
    """South's cards at rest, left to right (top-most last), raised ones raised."""
    hand = scene.hands[SOUTH]
    flying = scene.flying_cards()
    rects = layout.hand_rects(len(hand))
    lift = layout.raise_offset
    return [
        (card, rect.move(0, -lift) if card in scene.raised else rect)
        for card, rect in zip(hand, rects, strict=True)
        if card not in flying
    ]


def card_at(layout: Layout, scene: Scene, point: tuple[int, int]) -> Card | None:
    """South's card under *point* (the top-most), or None."""
    for card, rect in reversed(south_card_rects(layout, scene)):
        if rect.collidepoint(point):
            return card
    return None


def click_point(layout: Layout, scene: Scene, card: Card) -> tuple[int, int] | None:
    """A point that clicks *card* in South's hand: inside its visible strip."""
    rects = south_card_rects(layout, scene)
    for number, (each, rect) in enumerate(rects):
        if each is card:
            if number + 1 < len(rects):
                visible = max(2, rects[number + 1][1].left - rect.left)
                return rect.left + visible // 2, rect.top + rect.height // 3
            return rect.center
    return None


class Renderer:
    """Draws a frame of the table from the controller's scene."""

    def __init__(self, art: CardArt | None = None) -> None:
        self.art = art if art is not None else CardArt()
        self._background: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._still: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._hand: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._texts: dict[tuple[object, ...], pygame.Surface] = {}
        self._panels: dict[tuple[object, ...], pygame.Surface] = {}

    def forget_sizes(self) -> None:
        """Drop pictures made for another window size."""
        self._background = self._still = self._hand = None
        self._panels.clear()
        self.art.forget_sizes()

    # -- the frame ------------------------------------------------------------

    def draw(self, surface: pygame.Surface, layout: Layout, controller: Controller,
             now: float) -> None:
        """Draw the whole table (not the buttons or dialogs) onto *surface*.

        What changes only with the game (felt, texts, plates, the others' cards; South's
        hand) is kept in two layers redrawn when their content changes; a frame is then
        those layers, the trick and the cards in the air.
        """
        scene = controller.scene
        flying = scene.flying_cards()
        surface.blit(self._still_layer(layout, controller, flying), (0, 0))
        self._draw_trick(surface, layout, scene.trick, controller.settings.four_colour,
                         controller.lang(), flying)
        hand, position = self._hand_layer(layout, controller, flying)
        surface.blit(hand, position)
        self._draw_flights(surface, layout, controller, now)
        if scene.show_last_trick and scene.last_trick is not None:
            self._draw_last_trick(surface, layout, controller)

    def _still_layer(self, layout: Layout, controller: Controller,
                     flying: set[Card]) -> pygame.Surface:
        """Backdrop, title, plates, the others' cards, prompt, message line, sheet, info."""
        settings, scene = controller.settings, controller.scene
        turn = controller.turn()
        key: tuple[object, ...] = (
            layout.size, settings.felt, settings.card_back, controller.lang(),
            tuple(controller.title_texts()), controller.pass_prompt(), controller.message_text(),
            tuple((controller.seat_label(seat), scene.totals[seat], scene.taken[seat],
                   seat is turn) for seat in Seat),
            tuple(tuple(card in flying for card in hand) for hand in scene.hands[1:]),
            tuple(scene.score_sheet), controller.level,
        )
        if self._still is not None and self._still[0] == key:
            return self._still[1]
        layer = self._still[1] if self._still and self._still[1].get_size() == layout.size \
            else pygame.Surface(layout.size)
        layer.blit(self._backdrop(layout, settings.felt), (0, 0))
        self._draw_title(layer, layout, controller)
        self._draw_plates(layer, layout, controller)
        self._draw_opponents(layer, layout, scene, settings.card_back, flying)
        self._draw_prompt(layer, layout, controller)
        self._draw_message(layer, layout, controller.message_text())
        self._draw_sheet(layer, layout, controller)
        self._draw_info(layer, layout, controller)
        self._still = (key, layer)
        return layer

    def _hand_layer(self, layout: Layout, controller: Controller,
                    flying: set[Card]) -> tuple[pygame.Surface, tuple[int, int]]:
        """South's hand with its marks, on a transparent layer, and where it goes."""
        scene = controller.scene
        playable = controller.playable()
        key: tuple[object, ...] = (
            layout.size, controller.settings.four_colour, controller.lang(),
            tuple(scene.hands[SOUTH]),
            frozenset(scene.raised), frozenset(scene.outlined), frozenset(scene.hinted),
            controller.focused_card(), None if playable is None else frozenset(playable),
            frozenset(flying),
        )
        margin = layout.card_size[0] // 3
        area = layout.hand_area.inflate(2 * margin, 2 * margin)
        if self._hand is not None and self._hand[0] == key:
            return self._hand[1], area.topleft
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        self._draw_hand(layer, layout, controller, offset=(-area.left, -area.top))
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
            _panel(surface, rect, PANEL, GOLD_DARK, radius=max(4, layout.padding // 2))
        name = self._text("Dame de pique ♠", layout.title_text_size, GOLD_BRIGHT, bold=True)
        surface.blit(name, name.get_rect(center=layout.sidebar_title.center))
        if pygame.display.get_surface() is not None:
            surface = surface.convert()
        self._background = (key, surface)
        return surface

    def _draw_table(self, surface: pygame.Surface, layout: Layout, felt: str) -> None:
        """The felt with rounded corners, a soft outer shadow, a rim and the trick ring."""
        table = layout.table
        radius = max(8, layout.padding * 2)
        surface.blit(_soft_shadow(table.size, radius), (table.left - 20, table.top - 20))
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
            if len(self._texts) > TEXT_CACHE_LIMIT:
                self._texts.clear()
            cached = font(size, bold).render(text, True, colour)
            self._texts[key] = cached
        return cached

    def _fitted(self, text: str, size: int, colour: Colour, width: int,
                bold: bool = False) -> pygame.Surface:
        """*text* at *size*, or smaller until it fits *width*."""
        rendered = self._text(text, size, colour, bold)
        while rendered.get_width() > width and size > 8:
            size -= 1
            rendered = self._text(text, size, colour, bold)
        return rendered

    def _draw_title(self, surface: pygame.Surface, layout: Layout,
                    controller: Controller) -> None:
        """The deal number, the daily mark, the hand and its passing direction."""
        parts = controller.title_texts()
        size = layout.title_text_size
        pieces = [self._text(parts[0], size, GOLD_BRIGHT, bold=True)]
        pieces += [self._text("  ·  " + part, size, CREAM) for part in parts[1:]]
        width = sum(piece.get_width() for piece in pieces)
        x = layout.title.centerx - width // 2
        for piece in pieces:
            surface.blit(piece, piece.get_rect(midleft=(x, layout.title.centery)))
            x += piece.get_width()

    def _draw_message(self, surface: pygame.Surface, layout: Layout, text: str) -> None:
        """The message line: the latest plays and tricks in words."""
        if not text:
            return
        rect = layout.message.inflate(-2 * layout.padding, 0)
        rendered = self._fitted(text, layout.text_size, CREAM, rect.width)
        surface.blit(rendered, rendered.get_rect(midleft=rect.midleft))

    def _draw_plates(self, surface: pygame.Surface, layout: Layout,
                     controller: Controller) -> None:
        """Each seat's name, total and points taken this hand; the seat to play is lit."""
        scene = controller.scene
        turn = controller.turn()
        lang = controller.lang()
        for seat in Seat:
            key: tuple[object, ...] = ("plate", seat, controller.seat_label(seat),
                                       scene.totals[seat], scene.taken[seat], seat is turn,
                                       lang, layout.size)
            plate = self._panels.get(key)
            if plate is None:
                if len(self._panels) > 64:
                    self._panels.clear()
                plate = self._plate(layout, controller.seat_label(seat), scene.totals[seat],
                                    scene.taken[seat], seat is turn, lang)
                self._panels[key] = plate
            surface.blit(plate, layout.plates[seat].topleft)

    def _plate(self, layout: Layout, name: str, total: int, taken: int, lit: bool,
               lang: str) -> pygame.Surface:
        rect = layout.plates[SOUTH]
        plate = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = max(4, rect.height // 4)
        fill = (40, 30, 6, 215) if lit else (4, 14, 9, 185)
        border = GOLD_BRIGHT if lit else GOLD_DARK
        _panel(plate, plate.get_rect(), fill, border, radius, max(1, layout.padding // 4)
               if lit else 1)
        pad = layout.padding
        inner = rect.width - 2 * pad
        title = self._fitted(name, layout.text_size, GOLD_BRIGHT if lit else CREAM, inner,
                             bold=True)
        plate.blit(title, (pad, rect.height // 2 - title.get_height() + 2))
        score = message("table.plate.total", lang, total=total)
        if taken:
            score += "  ·  " + message("table.plate.taken", lang, points=taken)
        line = self._fitted(score, layout.small_text_size, CREAM_DIM, inner)
        plate.blit(line, (pad, rect.height // 2 + 1))
        return plate

    def _draw_sheet(self, surface: pygame.Surface, layout: Layout,
                    controller: Controller) -> None:
        """The score sheet: each hand's points per player, the totals last."""
        scene = controller.scene
        lang = controller.lang()
        key: tuple[object, ...] = ("sheet", tuple(scene.score_sheet), scene.totals, lang,
                                   layout.size, tuple(controller.seat_label(s) for s in Seat))
        sheet = self._panels.get(key)
        if sheet is None:
            sheet = self._sheet(layout, controller)
            self._panels[key] = sheet
        surface.blit(sheet, layout.score_sheet.topleft)

    def _sheet(self, layout: Layout, controller: Controller) -> pygame.Surface:
        rect = layout.score_sheet
        sheet = pygame.Surface(rect.size, pygame.SRCALPHA)
        scene = controller.scene
        lang = controller.lang()
        pad = max(4, layout.padding // 2)
        row = layout.row_height
        size = layout.small_text_size
        label_w = round(96 * layout.unit)
        total_w = round(64 * layout.unit)
        column_w = round(34 * layout.unit)
        room = rect.width - 2 * layout.padding - label_w - total_w
        shown = max(1, room // column_w)
        hands = scene.score_sheet[-shown:]
        first = len(scene.score_sheet) - len(hands) + 1
        x0 = layout.padding
        lowest = min(scene.totals)
        header = self._text(message("table.sheet.hand", lang), size, GOLD, bold=True)
        sheet.blit(header, (x0, pad))
        for number in range(len(hands)):
            label = self._text(str(first + number), size, GOLD)
            centre = x0 + label_w + column_w * number + column_w // 2
            sheet.blit(label, label.get_rect(midtop=(centre, pad)))
        total_x = rect.width - layout.padding - total_w // 2
        total = self._text(message("table.sheet.total", lang), size, GOLD, bold=True)
        sheet.blit(total, total.get_rect(midtop=(total_x, pad)))
        pygame.draw.line(sheet, GOLD_DARK, (x0, pad + row - 1),
                         (rect.width - layout.padding, pad + row - 1))
        for seat in Seat:
            y = pad + row * (seat + 1)
            name = self._fitted(controller.seat_label(seat), size, CREAM, label_w - 4,
                                bold=seat is SOUTH)
            sheet.blit(name, (x0, y + 1))
            for number, points in enumerate(hands):
                cell = self._text(str(points[seat]), size, CREAM_DIM)
                centre = x0 + label_w + column_w * number + column_w // 2
                sheet.blit(cell, cell.get_rect(midtop=(centre, y + 1)))
            best = scene.totals[seat] == lowest and bool(scene.score_sheet)
            value = self._text(str(scene.totals[seat]), size, GOLD_BRIGHT if best else CREAM,
                               bold=True)
            sheet.blit(value, value.get_rect(midtop=(total_x, y + 1)))
        return sheet

    def _draw_info(self, surface: pygame.Surface, layout: Layout,
                   controller: Controller) -> None:
        """Under the buttons: the level of this game and the keyboard's keys, as room allows."""
        lang = controller.lang()
        level = message(f"table.level.{controller.level}", lang)
        lines = [(message("table.info.level", lang, level=level), CREAM)]
        lines += [(message(key, lang), CREAM_DIM) for key in
                  ("table.keys.cards", "table.keys.play", "table.keys.other", "table.keys.window")]
        area = layout.sidebar_info
        y = area.top
        for number, (text, colour) in enumerate(lines):
            rendered = self._fitted(text, layout.small_text_size, colour, area.width,
                                    bold=number == 0)
            if y + rendered.get_height() > area.bottom:
                return
            surface.blit(rendered, rendered.get_rect(midtop=(area.centerx, y)))
            y += rendered.get_height() + (layout.padding if number == 0 else 2)

    def _draw_prompt(self, surface: pygame.Surface, layout: Layout,
                     controller: Controller) -> None:
        """"Passez trois cartes à Ouest" on the table while South chooses."""
        prompt = controller.pass_prompt()
        if prompt is None:
            return
        text = self._fitted(prompt, layout.text_size + 2, GOLD_BRIGHT, layout.prompt.width,
                            bold=True)
        back = text.get_rect(center=layout.prompt.center).inflate(layout.padding * 2,
                                                                   layout.padding // 2)
        _panel(surface, back, (0, 0, 0, 120), None, radius=back.height // 2)
        surface.blit(text, text.get_rect(center=layout.prompt.center))

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

    def _face(self, controller: Controller, card: Card, size: tuple[int, int]) -> pygame.Surface:
        return self.art.face(card, size, controller.settings.four_colour, controller.lang())

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

    def _draw_hand(self, surface: pygame.Surface, layout: Layout, controller: Controller,
                   offset: tuple[int, int] = (0, 0)) -> None:
        """South's cards: raised, greyed, outlined, hinted, focused as the scene says."""
        scene = controller.scene
        playable = controller.playable()
        four, lang = controller.settings.four_colour, controller.lang()
        focused = controller.focused_card()
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
            if card is focused:
                ring = rect.inflate(width * 5, width * 5)
                pygame.draw.rect(surface, FOCUS, ring, max(1, width // 2),
                                 border_radius=radius + 2 * width)

    def _draw_flights(self, surface: pygame.Surface, layout: Layout, controller: Controller,
                      now: float) -> None:
        """Cards in the air, over the pile of cards still to deal (drawn once: they lie as one)."""
        flights = controller.scene.flights
        waiting = [f for f in flights if f.start > now and isinstance(f.source, DeckSpot)]
        if waiting:
            self._draw_flight(surface, layout, controller, waiting[0], now)
        for flight in flights:
            if not (flight.start > now and isinstance(flight.source, DeckSpot)):
                self._draw_flight(surface, layout, controller, flight, now)

    def _draw_flight(self, surface: pygame.Surface, layout: Layout, controller: Controller,
                     flight: Flight, now: float) -> None:
        rect = flight_rect(layout, flight, now)
        big = rect.width > layout.small_card_size[0] + 2
        base = layout.card_size if big else layout.small_card_size
        image = (self._face(controller, flight.card, base) if flight.face_up
                 else self.art.back(controller.settings.card_back, base))
        if image.get_size() != rect.size:
            image = pygame.transform.scale(image, rect.size)
        self._card(surface, image, rect, lifted=True, base=base)

    def _draw_last_trick(self, surface: pygame.Surface, layout: Layout,
                         controller: Controller) -> None:
        """The trick taken last, over the table (the message line says who took it)."""
        last = controller.scene.last_trick
        assert last is not None
        area = layout.trick_area.inflate(layout.padding * 2, layout.padding)
        _panel(surface, area, (0, 0, 0, 150), GOLD, radius=layout.padding)
        for seat, card in last.plays:
            self._card(surface, self._face(controller, card, layout.card_size),
                       layout.trick_rect(seat))


def _soft_shadow(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A blurred dark rounded rectangle 40 pixels larger than *size*, offset downwards.

    Blurred at a quarter of the size and scaled up: the same softness, far less work.
    """
    width, height = (size[0] + 40) // 4, (size[1] + 40) // 4
    small = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(small, (0, 0, 0, 150), (5, 6, size[0] // 4, size[1] // 4),
                     border_radius=max(1, radius // 4))
    small = pygame.transform.gaussian_blur(small, 3)
    return pygame.transform.smoothscale(small, (size[0] + 40, size[1] + 40))


def _panel(surface: pygame.Surface, rect: Rect, fill: Colour, border: Colour | None,
           radius: int, width: int = 1) -> None:
    """A rounded translucent panel with an optional border."""
    panel = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(panel, fill, panel.get_rect(), border_radius=radius)
    if border is not None:
        pygame.draw.rect(panel, border, panel.get_rect(), width, border_radius=radius)
    surface.blit(panel, rect.topleft)
