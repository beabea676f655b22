"""One thing at a time shows the keyboard's focus: while Tab has put it on one of the table's
buttons, South's card has no bar, does not rise and has no yellow ring (Grandes cartes);
the arrows and Esc bring the focus back to the cards, and their mark with it."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from pygame import Rect

from hearts.engine import Card
from hearts.store import Settings, Store
from hearts.ui.app import App
from hearts.ui.kit.palette import CARD_FOCUS, HIGH_FOCUS
from hearts.ui.table.geometry.placement import south_card_rects
from hearts.ui.table.geometry.rings import focus_outline
from hearts.ui.table.render import focus_bar_rect
from tests.helpers.window import SOUTH, MakeApp, pass_three, play_until, settle, shown_frame

Colour = tuple[int, int, int]


def window(make_app: MakeApp, large: bool, size: tuple[int, int] = (960, 600)) -> App:
    """A window on deal 21, South choosing its pass, Grandes cartes on or off."""
    Store().save_settings(dataclasses.replace(Settings(sound=False), large_cards=large))
    app = make_app(deal=21, size=size)
    assert app.layout.large == large
    return app


def press(app: App, key: int, mod: int = 0) -> None:
    app.press(key, mod)
    settle(app)


def pixel(app: App, point: tuple[int, int]) -> Colour:
    """The colour on the screen at *point*, in a frame drawn now."""
    app.draw(0.0)
    at = 3 * (point[1] * app.size[0] + point[0])
    red, green, blue = shown_frame()[at:at + 3]
    return red, green, blue


def near(shown: Colour, wanted: tuple[int, ...]) -> bool:
    return all(abs(a - b) <= 24 for a, b in zip(shown, wanted[:3], strict=True))


def card_mark(app: App, card: Card) -> Colour:
    """What is drawn where *card*'s focus mark goes when it has the focus: the middle of its
    bar, or of the yellow band left of it with Grandes cartes."""
    placed = south_card_rects(app.layout, app.controller.scene, card)
    cards = [each for each, _rect in placed]
    rects = [rect for _card, rect in placed]
    index = cards.index(card)
    if app.layout.large:
        outline = focus_outline(rects, index, app.layout.ring_width)
        return pixel(app, (outline.left + 2 * app.layout.ring_width, rects[index].centery))
    bar = focus_bar_rect(rects[index], max(2, app.layout.card_size[0] // 28))
    return pixel(app, bar.center)


def has_mark(app: App, card: Card) -> bool:
    return near(card_mark(app, card), HIGH_FOCUS if app.layout.large else CARD_FOCUS)


def risen(app: App, card: Card) -> bool:
    """Whether *card* is drawn above where it rests: its paper shows there, over the felt."""
    hand = app.controller.scene.hand
    rest: Rect = app.layout.hand_rects(len(hand))[hand.index(card)]
    app.draw(0.0)
    frame, width = shown_frame(), app.size[0]
    above = [frame[at:at + 3] for y in range(rest.top - app.layout.focus_offset + 2, rest.top)
             for x in range(rest.left + 6, rest.left + 24)
             for at in (3 * (y * width + x),)]
    return any(min(colour) > 200 for colour in above)


@pytest.mark.parametrize("large", [False, True])
def test_a_button_with_the_focus_leaves_the_card_unmarked(make_app: MakeApp,
                                                          large: bool) -> None:
    app = window(make_app, large)
    card = app.controller.scene.hand[1]
    press(app, pygame.K_RIGHT)  # the first card marked
    press(app, pygame.K_RIGHT)
    assert app.controller.choices.focused_card() == card
    assert has_mark(app, card) and risen(app, card)
    press(app, pygame.K_TAB)
    assert app.table_buttons.focus is not None
    assert not has_mark(app, card), "two marks of the keyboard's focus at once"
    assert not risen(app, card)
    assert app.controller.table_view().focused is None
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # from button to button: still no card mark
    assert app.table_buttons.focus is not None and not has_mark(app, card)


@pytest.mark.parametrize("large", [False, True])
def test_the_arrows_bring_the_focus_and_its_mark_back_to_the_cards(make_app: MakeApp,
                                                                   large: bool) -> None:
    app = window(make_app, large)
    hand = app.controller.scene.hand
    press(app, pygame.K_RIGHT)  # the first card marked
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RIGHT)  # back to the cards, one further
    assert app.table_buttons.focus is None
    assert app.controller.choices.focused_card() == hand[2]
    assert has_mark(app, hand[2]) and risen(app, hand[2])


def test_esc_brings_the_mark_back_to_the_card_that_had_it(make_app: MakeApp) -> None:
    app = window(make_app, large=False)
    card = app.controller.scene.hand[0]
    press(app, pygame.K_TAB)
    assert not has_mark(app, card)
    press(app, pygame.K_ESCAPE)
    assert app.table_buttons.focus is None
    assert app.controller.choices.focused_card() == card and has_mark(app, card)


def test_enter_presses_the_button_and_plays_no_card(make_app: MakeApp) -> None:
    app = window(make_app, large=True)
    pass_three(app)
    play_until(app, lambda a: a.controller.choices.playable() is not None)
    in_hand = len(app.controller.host.match.hand(SOUTH))
    press(app, pygame.K_TAB)
    while app.table_buttons.focus != "sort":
        press(app, pygame.K_TAB)
    order = app.controller.settings.sort_order
    assert app.controller.table_view().focused is None
    press(app, pygame.K_RETURN)
    assert app.controller.settings.sort_order != order
    assert len(app.controller.host.match.hand(SOUTH)) == in_hand
    assert app.controller.table_view().focused is None  # the focus stays on Tri
