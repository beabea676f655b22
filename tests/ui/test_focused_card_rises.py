"""The keyboard's card in South's hand rises a little, less than a card raised for the pass,
with a bar along its top edge; no ring around it that would seem to hold two overlapped
cards; and a click on its risen part takes it."""

from __future__ import annotations

import pygame
from pygame import Rect

from hearts.engine import Card
from hearts.ui.app import App
from hearts.ui.kit.palette import CARD_FOCUS
from hearts.ui.table.geometry.placement import south_card_rects
from tests.helpers.window import MakeApp, click_card, settle, shown_frame


def resting_rects(app: App) -> dict[Card, Rect]:
    """South's cards where the window draws them now."""
    controller = app.controller
    return dict(south_card_rects(app.layout, controller.scene, controller.choices.focused_card()))


def pixel(app: App, point: tuple[int, int]) -> tuple[int, int, int]:
    """The colour on the screen at *point*."""
    width = app.size[0]
    frame = shown_frame()
    at = 3 * (point[1] * width + point[0])
    return frame[at], frame[at + 1], frame[at + 2]


def test_the_keyboard_s_card_rises_less_than_a_card_raised_for_the_pass(
        make_app: MakeApp) -> None:
    app = make_app(deal=21)
    hand = app.controller.scene.hand
    click_card(app, hand[5])  # raised for the pass
    app.press(pygame.K_RIGHT)  # the focus shows on the first card
    app.press(pygame.K_RIGHT)  # and goes to the second
    settle(app)
    focused = app.controller.choices.focused_card()
    assert focused == hand[1]
    rects = resting_rects(app)
    base = app.layout.hand_rects(len(hand))[0].top
    assert rects[hand[0]].top == rects[hand[2]].top == base
    assert base - app.layout.raise_offset == rects[hand[5]].top
    assert base - app.layout.raise_offset < rects[focused].top < base


def test_the_risen_card_and_its_bar_are_on_screen(make_app: MakeApp) -> None:
    app = make_app(deal=21, size=(960, 600))
    app.press(pygame.K_ESCAPE)  # the keyboard in use: its card shows (none before a key)
    settle(app)
    hand = app.controller.scene.hand
    focused = app.controller.choices.focused_card()
    assert focused == hand[0]
    card = resting_rects(app)[focused]
    base = app.layout.hand_rects(len(hand))[0].top
    risen = (card.left + 3, base - 2)  # above where the card would rest: the card now
    assert min(pixel(app, risen)) > 200, pixel(app, risen)
    bar = (card.centerx, card.top - 2 * max(2, app.layout.card_size[0] // 28))
    assert pixel(app, bar) == CARD_FOCUS[:3]
    beside = resting_rects(app)[hand[1]]
    over_the_next = (beside.right - 4, beside.top - 2)  # the next card did not rise
    assert min(pixel(app, over_the_next)) < 120, pixel(app, over_the_next)


def test_no_ring_is_drawn_around_the_keyboard_s_card(make_app: MakeApp) -> None:
    app = make_app(deal=21, size=(960, 600))
    app.press(pygame.K_ESCAPE)  # the keyboard in use: its card shows (none before a key)
    settle(app)
    focused = app.controller.choices.focused_card()
    assert focused is not None
    card = resting_rects(app)[focused]
    width = max(2, app.layout.card_size[0] // 28)
    left_of_it = [pixel(app, (card.left - step, card.centery))  # where a ring would run
                  for step in range(1, 4 * width)]
    assert CARD_FOCUS[:3] not in left_of_it


def test_a_click_on_the_risen_part_takes_the_keyboard_s_card(make_app: MakeApp) -> None:
    app = make_app(deal=21)
    hand = app.controller.scene.hand
    app.press(pygame.K_RIGHT)  # the first card marked
    app.press(pygame.K_RIGHT)  # then the second
    settle(app)
    focused = app.controller.choices.focused_card()
    assert focused == hand[1]
    card = resting_rects(app)[focused]
    app.click((card.right - 4, card.top + 2))  # over the next card, which did not rise
    settle(app)
    assert app.controller.raised == [focused]
