"""The first arrow pressed at the table shows the keyboard's card where it stands (issue 44):
while the mark is not shown, → or ← brings it out on the first card, as Enter acts on it,
rather than on the second card, which the player never saw marked. From then on, each
arrow moves it a card."""

from __future__ import annotations

import pygame

from hearts.ui.kit.speech import Recording
from hearts.ui.table.speech.narration import card_name
from tests.helpers.window import MakeApp, settle


def test_the_first_right_arrow_marks_the_first_card_of_the_pass(make_app: MakeApp) -> None:
    app = make_app(deal=21, size=(960, 600))
    hand = app.controller.scene.hand
    choices = app.controller.choices
    assert choices.is_choosing_pass() and choices.focused_card() is None
    app.press(pygame.K_RIGHT)
    settle(app)
    assert app.controller.choices.focused_card() == hand[0]
    app.press(pygame.K_RIGHT)
    settle(app)
    assert app.controller.choices.focused_card() == hand[1]


def test_the_first_left_arrow_marks_the_first_card_too(make_app: MakeApp) -> None:
    app = make_app(deal=21, size=(960, 600))
    hand = app.controller.scene.hand
    app.press(pygame.K_LEFT)
    settle(app)
    assert app.controller.choices.focused_card() == hand[0]
    app.press(pygame.K_RIGHT)
    app.press(pygame.K_RETURN)
    settle(app)
    assert app.controller.raised == [hand[1]]


def test_the_first_arrow_after_a_reading_key_marks_the_first_card(make_app: MakeApp) -> None:
    app = make_app(deal=21, size=(960, 600))
    hand = app.controller.scene.hand
    app.press(pygame.K_m)  # the hand read aloud: no mark yet
    app.press(pygame.K_RIGHT)
    settle(app)
    assert app.controller.choices.focused_card() == hand[0]


def test_the_first_arrow_says_the_card_it_marks(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=21, speech=True, voice=lambda: voice)
    first = app.controller.scene.hand[0]
    app.press(pygame.K_RIGHT)
    settle(app)
    assert voice.lines[-1] == card_name(first, "fr")
    app.press(pygame.K_RETURN)
    settle(app)
    assert voice.lines[-1] == f"{card_name(first, 'fr')}, levée pour la passe."


def test_enter_as_the_first_key_says_the_card_it_raises(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=21, speech=True, voice=lambda: voice)
    first = app.controller.scene.hand[0]
    app.press(pygame.K_RETURN)
    settle(app)
    assert app.controller.raised == [first]
    assert voice.lines[-1] == f"{card_name(first, 'fr')}, levée pour la passe."
