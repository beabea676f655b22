"""The window at a friends' table, driven for tests: turns of the loop while the network's
messages come, a table opened with scripted friends, a hand played by keyboard."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from hearts.engine import Phase, Seat
from hearts.net.client import Ask
from hearts.net.server import ServerThread
from hearts.ui.app import App
from hearts.ui.dialogs.friends import JoinTable, LobbyDialog
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.friends import LOOPBACK, ScriptedFriend


def turn(app: App, key: int | None = None) -> None:
    """A key (or none), then a few turns of the loop while the network's messages come."""
    if key is not None:
        app.press(key)
    for _ in range(3):
        app.step()
    time.sleep(0.01)


class SlowFriend(ScriptedFriend):
    """A friend who passes at once but takes all the time in the world to play."""

    def _choose(self, ask: Ask) -> None:
        if ask.kind == "pass":
            super()._choose(ask)


def open_with_friends(app: App, friends: list[ScriptedFriend], hint: bool = True) -> None:
    """The window opens a table (*hint*: hints allowed), *friends* join it, and the
    window's leader starts."""
    assert app.friends.open_table("Léa", hint=hint) is None
    server = app.friends.server
    assert server is not None
    app.dialogs._open_lobby()
    for friend in friends:
        assert friend.join(server)
    for _ in range(200):
        turn(app)
        if isinstance(app.dialog, LobbyDialog) and "Inès" in " ".join(
                label.text for label in app.dialog.lines):
            break
    assert isinstance(app.dialog, LobbyDialog)
    lines = [label.text for label in app.dialog.lines]
    assert any(server.code in line for line in lines), lines
    turn(app, pygame.K_RETURN)  # Commencer
    for _ in range(300):
        turn(app)
        if app.friends.seated:
            break


def join_and_sit(app: App, server: ServerThread, seat: Seat) -> None:
    """The window joins *server*'s table as Sam and sits at *seat* in the waiting room."""
    app.friends.join_table(JoinTable("Sam", LOOPBACK, server.port, server.code))
    app.dialogs._open_lobby()
    for _ in range(200):
        turn(app)
        if isinstance(app.dialog, LobbyDialog) and app.friends.lobby().free:
            break
    app.friends.sit(seat)  # the seat's button's action, as a click runs it
    for _ in range(200):
        turn(app)
        if app.friends.remote is not None and app.friends.remote.seat is seat:
            break


def play_by_keys_until(app: App, done: Callable[[], bool]) -> None:
    """The window's person passes and plays by keyboard until *done()*."""
    controller = app.controller
    for _ in range(3000):
        if done():
            return
        view = controller.view()
        if controller.choices.is_choosing_pass() and controller.is_caught_up():
            for _ in range(3):
                turn(app, pygame.K_RIGHT)
                turn(app, pygame.K_RETURN)
            turn(app, pygame.K_p)
            for _ in range(100):  # the host's answer: the pass is taken
                if controller.view().has_passed:
                    break
                turn(app)
        elif view.phase is Phase.PLAYING and view.turn is controller.seat \
                and controller.is_caught_up():
            turn(app, pygame.K_RIGHT)
            if app.dialog is None:  # Enter is the panel's once the last card is down
                turn(app, pygame.K_RETURN)
        else:
            turn(app)


def play_until_hand_over(app: App) -> None:
    """The window's person passes and plays by keyboard until the end-of-hand panel."""
    controller = app.controller
    hand = controller.view().hand_number

    def over() -> bool:
        view = controller.view()
        return (view.phase in (Phase.HAND_OVER, Phase.GAME_OVER) or view.hand_number > hand
                or isinstance(app.dialog, HandOverPanel))

    play_by_keys_until(app, over)
    for _ in range(300):
        if isinstance(app.dialog, HandOverPanel | GameOverPanel):
            break
        turn(app)
