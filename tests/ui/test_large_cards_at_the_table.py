"""Grandes cartes at the table (issue 44, item 2): North's backs lie by North's plate, never
nearer another seat's plate; the keyboard's card rises whole over its neighbours, its face
showing inside its rings (not a sliver of it)."""

from __future__ import annotations

import dataclasses
import math

import pygame
import pytest
from pygame import Rect

from hearts.engine import Card, Seat
from hearts.store import Settings, Store
from hearts.ui.table.geometry.layout import compute_layout
from hearts.ui.table.geometry.placement import card_at, south_card_rects
from hearts.ui.table.geometry.rings import focus_outline
from tests.helpers.window import MakeApp, settle

SIZES = [(960, 600), (1920, 1080), (1280, 800), (880, 550), (960, 1000)]


def _distance(one: Rect, other: Rect) -> float:
    """The shortest distance between two rectangles (0 when they touch or overlap)."""
    dx = max(other.left - one.right, one.left - other.right, 0)
    dy = max(other.top - one.bottom, one.top - other.bottom, 0)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("size", SIZES)
def test_north_s_backs_lie_nearer_north_s_plate_than_any_other(size: tuple[int, int]) -> None:
    layout = compute_layout(*size, large=True)
    for count in (13, 7, 1):
        backs = layout.opponent_rects(Seat.NORTH, count)
        around = backs[0].unionall(backs[1:])
        to_north = _distance(around, layout.plates[Seat.NORTH])
        others = {seat.name: _distance(around, layout.plates[seat])
                  for seat in Seat if seat is not Seat.NORTH}
        assert to_north <= layout.padding, (count, to_north)
        assert all(to_north < other for other in others.values()), (count, to_north, others)
        # on North's side of the table: not beside East's backs, not over South's hand
        assert around.right < layout.table.centerx + layout.trick_area.width // 2
        assert around.bottom < layout.hand_area.top


def _large_window(make_app: MakeApp, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    Store().save_settings(dataclasses.replace(Settings(sound=False), large_cards=True))
    app = make_app(deal=21, size=size)
    assert app.layout.large
    return app


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_the_keyboard_s_card_rises_whole_over_its_neighbours(
        make_app: MakeApp, size: tuple[int, int]) -> None:
    app = _large_window(make_app, size)
    for _step in range(3):  # the first arrow shows the first card, the others move on
        app.press(pygame.K_RIGHT)
    settle(app)
    layout, scene = app.layout, app.controller.scene
    focused = app.controller.choices.focused_card()
    assert focused == scene.hand[2]
    placed = south_card_rects(layout, scene, focused)
    cards: list[Card] = [card for card, _rect in placed]
    rects = [rect for _card, rect in placed]
    index = cards.index(focused)
    card, before, after = rects[index], rects[index - 1], rects[index + 1]
    assert card.top <= before.top - layout.card_size[1] // 10  # risen, plainly
    assert card.top <= after.top - layout.card_size[1] // 10
    outline = focus_outline(rects, index, layout.ring_width)
    assert outline.contains(card)  # the ring goes around all the card, its face showing
    # the card lies over the next one: a click on its right half takes it
    point = (card.right - card.width // 4, card.centery)
    assert after.collidepoint(point)
    assert card_at(layout, scene, point, focused) == focused
    # drawn over the next one: its face's paper where the next card's index would be
    app.draw(0.0)
    surface = pygame.display.get_surface()
    assert surface is not None
    x, y = card.right - card.width // 6, after.top + after.height // 6
    face = app.renderer.art.face(focused, layout.card_size, False, app.controller.lang())
    shown = surface.get_at((x, y))[:3]
    wanted = face.get_at((x - card.left, y - card.top))[:3]
    assert all(abs(a - b) <= 24 for a, b in zip(shown, wanted, strict=True)), (shown, wanted)
