"""App.card_point (the tests', the self-test's and the screenshots' click) clicks the card it
names under Grandes cartes too, where the keyboard's card lies whole over its neighbours: it
gave a point on the next card's strip, which the keyboard's card covers, so the click lowered
the keyboard's card instead of raising the next one."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from hearts.store import Settings, Store
from tests.helpers.window import MakeApp, settle


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_each_card_clicked_is_raised_with_the_keyboard_s_mark_beside(
        make_app: MakeApp, size: tuple[int, int], large: bool) -> None:
    Store().save_settings(dataclasses.replace(Settings(sound=False), large_cards=large))
    app = make_app(deal=21, size=size)
    app.press(pygame.K_RIGHT)  # the keyboard's mark on the first card
    settle(app)
    chosen = app.controller.scene.hand[:3]
    for number, card in enumerate(chosen):
        point = app.table_screen.card_point(card)
        assert point is not None
        app.click(point)
        settle(app)
        assert set(app.controller.raised) == set(chosen[:number + 1]), card
