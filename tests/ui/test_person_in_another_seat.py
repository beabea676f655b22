"""The person's seat is a value, not South: a window seated West (as a friend's will be) draws
its person at the bottom and the others round it in playing order, each named as the table
names it, and plays a whole game by keyboard with speech as a window seated South does."""

from __future__ import annotations

import pygame
import pytest

from hearts.engine import Phase, Seat
from hearts.ui.app import App
from hearts.ui.kit.sentences import card_name
from hearts.ui.kit.speech import Recording
from hearts.ui.table.animation import HandSlot, TrickSlot
from hearts.ui.table.geometry.placement import place_rect
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import HandOverPanel
from hearts.words import player_name, seat_name
from tests.helpers.window import MakeApp, play_until, settle


def press(app: App, key: int) -> None:
    """One key, as a person presses it, then the table at rest."""
    app.press(key)
    settle(app)


def play_a_turn_by_keys(app: App, me: Seat) -> None:
    """The person's move by keyboard: three cards raised and passed, or a card played."""
    controller, match = app.controller, app.controller.host.match
    if controller.choices.is_choosing_pass():
        for _ in range(3):
            press(app, pygame.K_RIGHT)
            press(app, pygame.K_RETURN)
        press(app, pygame.K_p)
    elif match.phase is Phase.PLAYING and match.turn is me:
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
    else:
        settle(app)


def assert_drawn_round_the_person(app: App, me: Seat) -> None:
    """The person's cards at the bottom, the next seat to play on the left, and so on."""
    layout, view = app.layout, app.controller.table_view()
    assert place_rect(layout, HandSlot(me, 0, 13), me) == layout.hand_rect(0, 13)
    assert place_rect(layout, TrickSlot(me), me) == layout.trick_rect(Seat.SOUTH)
    assert place_rect(layout, TrickSlot(me.next()), me) == layout.trick_rect(Seat.WEST)
    assert place_rect(layout, TrickSlot(me.next(2)), me) == layout.trick_rect(Seat.NORTH)
    assert view.scene.me is me
    assert view.seat_labels[me] == player_name(Seat.SOUTH, "fr")  # « Vous »
    assert view.seat_labels[Seat.SOUTH] == seat_name(Seat.SOUTH, "fr")  # « Sud »
    assert set(view.scene.hand) == set(app.controller.host.match.hand(me))


@pytest.mark.parametrize("me", [Seat.WEST, Seat.EAST])
def test_a_whole_game_seated_elsewhere_is_drawn_round_the_person_and_heard(
        make_app: MakeApp, me: Seat) -> None:
    voice = Recording()
    app = make_app(deal=6, seat=me, speech=True, voice=lambda: voice)
    controller = app.controller
    assert controller.view().seat is me
    assert_drawn_round_the_person(app, me)
    mine_played = 0
    for _turn in range(3000):
        top = app.dialog
        if isinstance(top, GameOverPanel):
            break
        if isinstance(top, HandOverPanel):
            assert top.me is me
            mine_played += sum(1 for trick in controller.host.match.tricks
                               for seat, _ in trick.plays if seat is me)
            press(app, pygame.K_RETURN)  # Continuer
            continue
        play_a_turn_by_keys(app, me)
    else:
        raise AssertionError("the game never ended")
    match = controller.host.match
    assert match.phase is Phase.GAME_OVER and mine_played >= 13
    heard = "\n".join(voice.lines)
    mine = [card for trick in match.tricks for seat, card in trick.plays if seat is me]
    assert all(f"Vous jouez {card_name(card, 'fr')}." in heard for card in mine)
    assert f"{seat_name(me, 'fr')} joue" not in heard  # the person is « Vous », never its seat
    assert "Vous joue " not in heard and "Vous ramasse " not in heard  # nor South « Vous »
    assert f"{seat_name(Seat.SOUTH, 'fr')} joue" in heard  # South is named as the table does
    assert controller.stats.games_played == 1
    assert controller.stats.games_won == (1 if me in match.winners else 0)


def test_a_game_left_west_comes_back_west(open_app: MakeApp) -> None:
    app = open_app(deal=7, seat=Seat.WEST)
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 1)
    app.controller.flush_saves()
    saved = app.controller.host.match.to_json()
    app.running = False
    app.close()
    again = open_app(deal=None)  # a window that seats a new game South
    assert again.controller.host.match.to_json() == saved
    assert again.controller.seat is Seat.WEST and again.controller.view().seat is Seat.WEST
    assert again.controller.scene.me is Seat.WEST
    assert set(again.controller.scene.hand) == set(again.controller.host.match.hand(Seat.WEST))
