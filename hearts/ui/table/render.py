"""Drawing the table: reads the view's scene and the layout, never changes them.

The felt, panels and other still parts are drawn once per window size into a
background picture; texts are rendered once per content; card pictures are
scaled once per size (sprites.py). A frame is then mostly blits.
"""

from __future__ import annotations

from typing import Final

import pygame
from pygame import Rect

from hearts.engine import Card, Seat
from hearts.ui.kit.paint import bands, panel, soft_shadow
from hearts.ui.kit.palette import (
    BACKDROP,
    GOLD,
    GOLD_BRIGHT,
    GOLD_DARK,
    HINTED,
    RECEIVED,
    tones,
)
from hearts.ui.kit.palette import CARD_FOCUS as FOCUS
from hearts.ui.kit.palette import CARD_FOCUS_EDGE as FOCUS_EDGE
from hearts.ui.kit.sprites import CardArt
from hearts.ui.table.animation import DeckSpot, Flight
from hearts.ui.table.geometry.layout import Layout
from hearts.ui.table.geometry.placement import flight_rect, south_card_rects
from hearts.ui.table.geometry.rings import focus_outline, focus_rings, legal_outline, legal_rings
from hearts.ui.table.render_texts import TableTexts
from hearts.ui.table.scene import Scene
from hearts.ui.table.shown import Shown, in_turn, position
from hearts.ui.table.table_view import TableView

TEXT_CACHE_BYTES: Final = 1 << 20  # rendered texts kept: what a frame shows, and some
PANEL_CACHE_BYTES: Final = 3 << 19  # plates and score sheets kept


def focus_bar_rect(card: Rect, width: int) -> Rect:
    """The bar that marks the keyboard's card: along its whole top edge, just over it."""
    corner = max(3, card.width // 12)
    return Rect(card.left + corner, card.top - 4 * width, card.width - 2 * corner, 3 * width)


def flight_base(layout: Layout, face_up: bool, width: int) -> tuple[int, int]:
    """The size a flying card's picture is made at, the nearest of those the table keeps:
    a face at South's or the trick's size, a back at South's or the others' size."""
    sizes = ((layout.card_size, layout.trick_card_size) if face_up
             else (layout.card_size, layout.small_card_size))
    return min(sizes, key=lambda size: abs(size[0] - width))


class Renderer:
    """Draws a frame of the table from a TableView: it reads the game, never changes it."""

    def __init__(self, art: CardArt | None = None) -> None:
        self.art = art if art is not None else CardArt()
        self._background: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._still: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._hand: tuple[tuple[object, ...], pygame.Surface] | None = None
        self.texts = TableTexts(TEXT_CACHE_BYTES, PANEL_CACHE_BYTES)

    def forget_sizes(self) -> None:
        """Drop pictures made for another window size."""
        self._background = self._still = self._hand = None
        self.texts.forget_sizes()
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
        self.art.use_face_sizes(layout.card_size, layout.trick_card_size)
        surface.blit(self._still_layer(layout, view, flying), (0, 0))
        self._draw_trick(surface, layout, scene, view.four_colour, view.lang, flying)
        hand, position = self._hand_layer(layout, view, flying)
        surface.blit(hand, position)
        self._draw_flights(surface, layout, view, now)
        if scene.show_last_trick and scene.last_trick is not None:
            self._draw_last_trick(surface, layout, view)

    def _still_layer(self, layout: Layout, view: TableView,
                     flying: set[Shown]) -> pygame.Surface:
        """Backdrop, title, plates, the others' cards, prompt, message line, sheet, info."""
        scene = view.scene
        turn = view.turn
        key: tuple[object, ...] = (
            layout.size, layout.large, view.felt, view.card_back, view.lang,
            tuple(view.title), view.rules, view.prompt, view.message, view.earlier,
            tuple((view.seat_labels[seat], scene.totals[seat], scene.taken[seat],
                   seat is turn) for seat in Seat),
            tuple(tuple(back in flying for back in hand) for hand in scene.backs[1:]),
            tuple(scene.score_sheet), view.level, view.played,
        )
        if self._still is not None and self._still[0] == key:
            return self._still[1]
        layer = self._still[1] if self._still and self._still[1].get_size() == layout.size \
            else pygame.Surface(layout.size)
        layer.blit(self._backdrop(layout, view.felt), (0, 0))
        self.texts.draw_title(layer, layout, view)
        self.texts.draw_rules(layer, layout, view.rules)
        self.texts.draw_plates(layer, layout, view)
        self._draw_opponents(layer, layout, scene, view.card_back, flying)
        self.texts.draw_prompt(layer, layout, view)
        self.texts.draw_message(layer, layout, view.message, view.earlier)
        self.texts.draw_sheet(layer, layout, view)
        self.texts.draw_info(layer, layout, view)
        self._still = (key, layer)
        return layer

    def _hand_layer(self, layout: Layout, view: TableView,
                    flying: set[Shown]) -> tuple[pygame.Surface, tuple[int, int]]:
        """South's hand with its marks, on a transparent layer, and where it goes."""
        scene = view.scene
        playable = view.playable
        key: tuple[object, ...] = (
            layout.size, layout.large, view.four_colour, view.lang,
            tuple(scene.hand),
            frozenset(scene.raised), frozenset(scene.outlined), frozenset(scene.hinted),
            view.focused, None if playable is None else frozenset(playable),
            frozenset(flying), view.large,
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
        key: tuple[object, ...] = (layout.size, layout.large, felt)
        if self._background is not None and self._background[0] == key:
            return self._background[1]
        surface = pygame.Surface(layout.size)
        surface.fill(BACKDROP.get(felt, BACKDROP["green"]))
        self._draw_table(surface, layout, felt)
        for rect in (layout.sidebar, layout.message, layout.score_sheet):
            panel(surface, rect, tones(felt).panel, GOLD_DARK,
                  radius=max(4, layout.padding // 2))
        box = layout.sidebar_title
        name = self.texts.fitted("Dame de pique ♠", layout.title_text_size, GOLD_BRIGHT, box.width,
                            bold=True)
        self.texts.put(surface, name, name.get_rect(center=box.center), box)
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
                        back_name: str, flying: set[Shown]) -> None:
        """The others' cards, face down, each at its place round the person's."""
        for seat in in_turn(scene.me)[1:]:
            hand, place = scene.backs[seat], position(seat, scene.me)
            rotated = place is not Seat.NORTH
            back = self.art.back(back_name, layout.small_card_size, rotated)
            for card, rect in zip(hand, layout.opponent_rects(place, len(hand)), strict=True):
                if card not in flying:
                    self._card(surface, back, rect)

    def _draw_trick(self, surface: pygame.Surface, layout: Layout, scene: Scene,
                    four_colour: bool, lang: str, flying: set[Shown]) -> None:
        """The cards of the trick on the table, in playing order."""
        for seat, card in scene.trick:
            if card not in flying:
                image = self.art.face(card, layout.trick_card_size, four_colour, lang)
                self._card(surface, image, layout.trick_rect(position(seat, scene.me)))

    def _draw_hand(self, surface: pygame.Surface, layout: Layout, view: TableView,
                   offset: tuple[int, int] = (0, 0)) -> None:
        """South's cards: raised, greyed, outlined, hinted as the scene says; the keyboard's
        card raised a little, a bar over its top edge (drawn last: never under a card). With
        Grandes cartes, a ring around each card South may play, and around the keyboard's
        card, risen and drawn whole over its neighbours, the focus's rings in place of the
        bar."""
        width = max(2, layout.card_size[0] // 28)
        focus_bar = None
        placed = [(card, rect.move(offset))
                  for card, rect in south_card_rects(layout, view.scene, view.focused)]
        whole = view.focused if view.large else None  # drawn last, over its neighbours
        for card, rect in placed:
            if card == whole:
                continue
            self._hand_card(surface, layout, view, card, rect)
            if card == view.focused:
                focus_bar = focus_bar_rect(rect, width)
        if view.large:
            self._draw_rings(surface, layout, view, placed)
        if focus_bar is not None:
            rounded = focus_bar.height // 2
            pygame.draw.rect(surface, FOCUS, focus_bar, border_radius=rounded)
            pygame.draw.rect(surface, FOCUS_EDGE, focus_bar, 1, border_radius=rounded)

    def _draw_rings(self, surface: pygame.Surface, layout: Layout, view: TableView,
                    placed: list[tuple[Card, Rect]]) -> None:
        """Grandes cartes' rings over South's *placed* cards (after them all: no card's
        shadow dims them): cyan around each card South may play, then the keyboard's card
        drawn whole over its neighbours and the focus's rings around it."""
        rects = [rect for _card, rect in placed]
        width, radius = layout.ring_width, max(3, layout.card_size[0] // 12)
        playable = view.playable if view.playable is not None else frozenset()
        for index, (card, _rect) in enumerate(placed):
            if card in playable and card != view.focused:
                bands(surface, legal_outline(rects, index, width), legal_rings(width),
                      radius + width)
        cards = [card for card, _rect in placed]
        if view.focused in cards:
            index = cards.index(view.focused)
            self._hand_card(surface, layout, view, cards[index], rects[index])
            bands(surface, focus_outline(rects, index, width), focus_rings(width),
                  radius + 4 * width)

    def _hand_card(self, surface: pygame.Surface, layout: Layout, view: TableView, card: Card,
                   rect: Rect) -> None:
        """One of South's cards: greyed when it may not be played, raised, outlined when
        received, glowing when hinted."""
        scene, playable = view.scene, view.playable
        width = max(2, layout.card_size[0] // 28)
        radius = max(3, layout.card_size[0] // 12)
        greyed = playable is not None and card not in playable
        image = (self.art.greyed(card, layout.card_size, view.four_colour, view.lang) if greyed
                 else self.art.face(card, layout.card_size, view.four_colour, view.lang))
        self._card(surface, image, rect, lifted=card in scene.raised)
        if card in scene.outlined:
            pygame.draw.rect(surface, RECEIVED, rect.inflate(width, width), width,
                             border_radius=radius)
        if card in scene.hinted:
            glow = rect.inflate(width * 4, width * 4)
            pygame.draw.rect(surface, HINTED, glow, width * 2, border_radius=radius + width)

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
        rect = flight_rect(layout, flight, now, view.scene.me)
        base = flight_base(layout, flight.face_up, rect.width)
        card = flight.card
        image = (self._face(view, card, base) if flight.face_up and isinstance(card, Card)
                 else self.art.back(view.card_back, base))
        if image.get_size() != rect.size:
            image = pygame.transform.scale(image, rect.size)
        self._card(surface, image, rect, lifted=True, base=base)

    def _draw_last_trick(self, surface: pygame.Surface, layout: Layout,
                         view: TableView) -> None:
        """The trick taken last, over the table (the message line says who took it)."""
        last = view.scene.last_trick
        assert last is not None
        panel(surface, layout.last_trick_panel, (0, 0, 0, 150), GOLD, radius=layout.padding)
        for seat, card in last.plays:
            self._card(surface, self._face(view, card, layout.trick_card_size),
                       layout.trick_rect(position(seat, view.scene.me)))
