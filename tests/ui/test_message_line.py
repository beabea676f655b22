"""The message line says what matters for as long as it matters, and no longer."""

from __future__ import annotations

import pygame

from hearts.engine import Phase
from hearts.ui.app import App
from hearts.ui.table.speech.narration import card_name, short_card_name
from tests.helpers.window import SOUTH, MakeApp, click_button, pass_three, play_until, settle


def south_to_play(app: App) -> bool:
    """South's turn to play a card."""
    match = app.controller.host.match
    return match.phase is Phase.PLAYING and match.turn is SOUTH


def test_the_last_trick_caption_goes_with_the_view(make_app: MakeApp) -> None:
    app = make_app(deal=41)
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 1 and south_to_play(a))
    before = app.controller.message_text()
    click_button(app, "last_trick")
    caption = app.controller.message_text()
    assert caption != before
    click_button(app, "last_trick")
    assert app.controller.message_text() == before
    click_button(app, "last_trick")
    app.press(pygame.K_ESCAPE)
    settle(app)
    assert app.controller.message_text() == before


def test_the_cards_received_stay_said_until_the_first_trick_ends(make_app: MakeApp) -> None:
    app = make_app(deal=42, fast=True)
    controller = app.controller
    pass_three(app)
    received = controller.host.match.received_cards(SOUTH)
    assert received
    short_names = [short_card_name(card, "fr") for card in received]

    def says_received() -> bool:
        return all(name in controller.message_text() for name in short_names) or all(
            card_name(card, "fr") in controller.message_text() for card in received)

    while not controller.host.match.tricks:
        assert says_received(), controller.message_text()
        if south_to_play(app):
            controller.action_play(controller.host.match.legal_plays(SOUTH)[0])
        app.step()
    settle(app)
    assert not says_received()
