"""Grandes cartes: the keyboard's card rises, and its yellow ring goes around all of it that
shows: no strip of its top shows above the next card, outside the ring (it did, white, at
960×600), whether it rose as the keyboard's card or was raised for the pass; and a click
where that strip was takes no card."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from pygame import Rect

from hearts.engine import Card
from hearts.store import Settings, Store
from hearts.ui.app import App
from hearts.ui.table.geometry.placement import card_at, south_card_rects
from hearts.ui.table.geometry.rings import focus_outline, legal_rings, reach
from tests.helpers.window import MakeApp, pass_three, play_until, settle, shown_frame

SIZES = [(960, 600), (1920, 1080)]


def large_window(make_app: MakeApp, size: tuple[int, int]) -> App:
    """A window on deal 21 (South choosing its pass) with Grandes cartes on."""
    Store().save_settings(dataclasses.replace(Settings(sound=False), large_cards=True))
    app = make_app(deal=21, size=size)
    assert app.layout.large
    return app


def focused_and_next(app: App) -> tuple[Rect, Rect, Rect]:
    """The keyboard's card as drawn, the card on its right and the focus's outline."""
    focused = app.controller.choices.focused_card()
    placed = south_card_rects(app.layout, app.controller.scene, focused)
    cards: list[Card] = [card for card, _rect in placed]
    rects = [rect for _card, rect in placed]
    index = cards.index(focused) if focused is not None else -1
    assert 0 <= index < len(rects) - 1, "the keyboard's card has a card on its right"
    return rects[index], rects[index + 1], focus_outline(rects, index, app.layout.ring_width)


def card_white_outside_the_ring(app: App) -> list[tuple[int, int]]:
    """The points above the next card, right of the focus's ring and over the risen card's
    top, where the card's white paper shows."""
    app.draw(0.0)
    frame, width = shown_frame(), app.size[0]
    card, after, outline = focused_and_next(app)
    assert card.top < after.top, "the keyboard's card stands above the next one"
    corner = card.width // 8  # the card's rounded corner
    white = []
    above = after.top - reach(legal_rings(app.layout.ring_width))  # over a playable's ring
    assert above - card.top >= 3
    for y in range(card.top + 1, above):
        for x in range(outline.right + 1, card.right - corner):
            at = 3 * (y * width + x)
            if min(frame[at:at + 3]) > 200:
                white.append((x, y))
    return white


@pytest.mark.parametrize("size", SIZES)
def test_nothing_of_the_risen_keyboard_s_card_shows_outside_its_ring(
        make_app: MakeApp, size: tuple[int, int]) -> None:
    app = large_window(make_app, size)
    app.press(pygame.K_RIGHT)  # the first card marked
    app.press(pygame.K_RIGHT)  # the second card, between two others
    settle(app)
    assert app.controller.choices.focused_card() == app.controller.scene.hand[1]
    assert card_white_outside_the_ring(app) == []


@pytest.mark.parametrize("size", SIZES)
def test_nothing_of_a_card_raised_for_the_pass_shows_outside_its_ring(
        make_app: MakeApp, size: tuple[int, int]) -> None:
    app = large_window(make_app, size)
    app.press(pygame.K_RETURN)  # the first card raised for the pass, the keyboard's still
    settle(app)
    first = app.controller.scene.hand[0]
    assert app.controller.raised == [first] and app.controller.choices.focused_card() == first
    assert card_white_outside_the_ring(app) == []


def test_nothing_of_the_keyboard_s_card_shows_outside_its_ring_among_playable_cards(
        make_app: MakeApp) -> None:
    app = large_window(make_app, (960, 600))
    pass_three(app)
    play_until(app, lambda a: len(a.controller.choices.playable() or ()) >= 3)
    app.press(pygame.K_RIGHT)  # the second card South may play: one on its right too
    settle(app)
    assert card_white_outside_the_ring(app) == []


def test_a_click_where_the_hidden_strip_was_takes_no_card(make_app: MakeApp) -> None:
    app = large_window(make_app, (960, 600))
    app.press(pygame.K_ESCAPE)  # the keyboard in use: its card shows (none before a key)
    settle(app)
    card, after, outline = focused_and_next(app)
    point = ((outline.right + card.right) // 2, card.top + 2)
    assert not after.collidepoint(point)
    controller = app.controller
    assert card_at(app.layout, controller.scene, point, controller.choices.focused_card()) is None
    inside = (card.left + 4, card.top + 2)  # the risen part inside the ring still takes it
    assert card_at(app.layout, controller.scene, inside,
                   controller.choices.focused_card()) == controller.choices.focused_card()
