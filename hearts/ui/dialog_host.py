"""The dialog open over the table: one at a time (they are modal), built again when the window
changes size, and the end-of-hand and end-of-game panels the controller asks for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame_gui

from hearts.ui.controller import Controller, GameOverRequest, HandOverRequest, PanelRequest

Factory = Callable[[], Any]


class DialogHost:
    """The open dialog, and the function that built it (to build it again at a new size)."""

    def __init__(self) -> None:
        self.dialog: Any = None
        self._factory: Factory | None = None

    def open(self, factory: Factory) -> bool:
        """Open the dialog *factory* builds, unless one is open; whether it opened."""
        if self.dialog is not None and self.dialog.is_open:
            return False
        self._factory = factory
        self.dialog = factory()
        return True

    def forget_closed(self) -> bool:
        """Let go of a dialog that has closed; whether there was one."""
        if self.dialog is None or self.dialog.is_open:
            return False
        self.dialog = None
        self._factory = None
        return True

    def rebuild(self) -> None:
        """Build the open dialog again (its manager was made anew for another size)."""
        if self._factory is not None:
            self.dialog = self._factory()


def panel_factory(request: PanelRequest, manager: Callable[[], pygame_gui.UIManager],
                  size: Callable[[], tuple[int, int]], controller: Controller,
                  on_review: Callable[[], object] | None = None) -> Factory:
    """How to build the end-of-hand or end-of-game panel *request* asks for; *on_review*
    opens the review of the game from it."""
    from hearts.ui.dialogs import GameOverPanel, HandOverPanel

    if isinstance(request, HandOverRequest):
        return lambda: HandOverPanel(manager(), size(), controller.lang(), request.hand_points,
                                     request.totals, request.moon_seat,
                                     controller.action_continue, on_review=on_review)
    assert isinstance(request, GameOverRequest)
    return lambda: GameOverPanel(manager(), size(), controller.lang(), request.winners,
                                 request.totals, request.score_sheet, request.new_record,
                                 controller.action_new_game, controller.action_replay,
                                 target=controller.match.rules.target, on_review=on_review)
