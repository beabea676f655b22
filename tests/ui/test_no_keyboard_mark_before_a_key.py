"""At the start of the pass no card looks chosen (issue 44, item 6): the keyboard's card
shows (risen, with its bar) only once a key is used at the table, never at the deal, so
that a player of the mouse does not read the first card as chosen while Passer is greyed.
From the first key on, the keys act as before (Enter raises the first card)."""

from __future__ import annotations

import pygame
from pygame import Rect

from hearts.ui.app import App
from hearts.ui.kit.palette import CARD_FOCUS
from hearts.ui.table.geometry.placement import south_card_rects
from hearts.ui.table.render import focus_bar_rect
from tests.helpers.window import MakeApp, click_card, settle, shown_frame


def pixel(app: App, point: tuple[int, int]) -> tuple[int, int, int]:
    """The colour on the screen at *point*, in a frame drawn now."""
    app.draw(0.0)
    at = 3 * (point[1] * app.size[0] + point[0])
    red, green, blue = shown_frame()[at:at + 3]
    return red, green, blue


def drawn_risen(app: App) -> list[int]:
    """The places in South's hand of the cards drawn above the others' line, not raised."""
    scene = app.controller.scene
    placed = south_card_rects(app.layout, scene, app.controller.table_view().focused)
    base: Rect = app.layout.hand_rects(len(scene.hand))[0]
    return [number for number, (card, rect) in enumerate(placed)
            if rect.top < base.top and card not in scene.raised]


def bar_shown(app: App, number: int) -> bool:
    """Whether the keyboard's bar is drawn over South's card at *number*, as if it had the
    focus."""
    scene = app.controller.scene
    placed = south_card_rects(app.layout, scene, scene.hand[number])
    bar = focus_bar_rect(placed[number][1], max(2, app.layout.card_size[0] // 28))
    return pixel(app, bar.center) == CARD_FOCUS[:3]


def test_at_the_deal_no_card_has_the_keyboard_s_mark(make_app: MakeApp) -> None:
    app = make_app(deal=21, size=(960, 600))
    assert app.controller.choices.is_choosing_pass()
    assert not app.table_buttons.pass_button.is_enabled
    assert app.controller.choices.focused_card() is None
    assert app.controller.table_view().focused is None
    assert drawn_risen(app) == [] and not bar_shown(app, 0)
    click_card(app, app.controller.scene.hand[4])  # the mouse raises a card: still no mark
    assert app.controller.choices.focused_card() is None and drawn_risen(app) == []
    assert not bar_shown(app, 0)


def test_the_first_key_shows_the_mark_and_acts_on_the_card_it_marks(
        make_app: MakeApp) -> None:
    app = make_app(deal=21, size=(960, 600))
    hand = app.controller.scene.hand
    app.press(pygame.K_RETURN)
    settle(app)
    assert app.controller.raised == [hand[0]]
    assert app.controller.choices.focused_card() == hand[0] and bar_shown(app, 0)
    app.press(pygame.K_RIGHT)
    settle(app)
    assert app.controller.choices.focused_card() == hand[1]
    assert drawn_risen(app) == [1] and bar_shown(app, 1)


def test_a_reading_key_or_j_leaves_the_table_as_the_mouse_sees_it(make_app: MakeApp) -> None:
    app = make_app(deal=21, size=(960, 600))
    for key in (pygame.K_m, pygame.K_j, pygame.K_j):  # the hand read, Cartes jouées shown
        app.press(key)
        settle(app)
    assert app.controller.choices.focused_card() is None and drawn_risen(app) == []
    app.press(pygame.K_RIGHT)  # a key that chooses a card: the mark shows from now on
    settle(app)
    assert app.controller.choices.focused_card() is not None and drawn_risen(app)
