"""What the table says leaves out nothing the screen shows (issue 44, item 4): D says the
last trick's four cards in the order played, each with its seat; Tab on a switch of the
side column says whether it is on; a card lowered from the pass is said lowered."""

from __future__ import annotations

import pygame

from hearts.ui.app import App
from hearts.ui.kit.sentences import card_name
from hearts.ui.kit.speech import Recording
from hearts.words import player_name
from tests.helpers.window import MakeApp, play_until, settle


def press(app: App, key: int, mod: int = 0) -> None:
    app.press(key, mod)
    settle(app)


def test_d_says_the_last_trick_s_cards_in_the_order_played(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=31, speech=True, voice=lambda: voice)
    play_until(app, lambda a: a.controller.scene.last_trick is not None
               and a.controller.choices.playable() is not None)
    last = app.controller.scene.last_trick
    assert last is not None
    press(app, pygame.K_d)
    heard = voice.lines[-1]
    assert heard.startswith("Dernier pli\u202f: ")
    said = [heard.index(f"{player_name(seat, 'fr', app.controller.scene.me)}\u202f: "
                        f"{card_name(card, 'fr')}") for seat, card in last.plays]
    assert said == sorted(said), heard  # the four cards, each with its seat, in turn


def test_tab_on_a_switch_says_its_state(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=31, speech=True, voice=lambda: voice)
    while app.table_buttons.focus != "fast":
        press(app, pygame.K_TAB)
    assert voice.lines[-1] == "Rapide\u202f: désactivé"
    press(app, pygame.K_RETURN)  # switched on: said again, with its new state
    assert voice.lines[-1] == "Rapide\u202f: activé"
    while app.table_buttons.focus != "played_cards":
        press(app, pygame.K_TAB)
    assert voice.lines[-1] == "Cartes jouées\u202f: désactivé"
    while app.table_buttons.focus != "sort":
        press(app, pygame.K_TAB)
    assert voice.lines[-1] == "Tri\u202f: couleur"  # its words say its order already


def test_a_card_lowered_from_the_pass_is_said_lowered(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=31, speech=True, voice=lambda: voice)
    press(app, pygame.K_RIGHT)
    card = app.controller.choices.focused_card()
    assert card is not None
    name = card_name(card, "fr")
    press(app, pygame.K_RETURN)
    assert voice.lines[-1] == f"{name}, levée pour la passe."
    press(app, pygame.K_RETURN)
    assert app.controller.raised == []
    assert voice.lines[-1] == f"{name}, baissée, retirée de la passe."
