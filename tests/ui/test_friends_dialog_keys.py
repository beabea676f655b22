"""« Entre amis… » by keyboard alone: the name is typed at once, Enter opens a table; Tab goes
to the address and the code, Enter joins; a bad address is refused inside the dialog."""

from __future__ import annotations

import pygame

from hearts.net.protocol import DEFAULT_PORT
from hearts.ui.app import App
from hearts.ui.dialogs.friends import (
    HINTS,
    FriendsDialog,
    JoinTable,
    OpenTable,
    split_address,
)
from tests.helpers.window import MakeApp, press, settle


def type_text(app: App, text: str) -> None:
    """Characters typed, as the keyboard sends them."""
    for character in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=character))
    app.step()


def opened_dialog(app: App, chosen: list[object]) -> FriendsDialog:
    """The dialog, opened as the button opens it, its answer kept in *chosen*."""
    app._open(lambda: FriendsDialog(app.manager, app.size, "fr", "", lambda: []),
              chosen.append)
    settle(app)
    assert isinstance(app.dialog, FriendsDialog)
    return app.dialog


def test_a_name_and_enter_open_a_table(open_app: MakeApp) -> None:
    app = open_app()
    chosen: list[object] = []
    opened_dialog(app, chosen)
    type_text(app, "Léa")
    app.press(pygame.K_RETURN)
    settle(app)
    assert chosen == [OpenTable("Léa")]


def test_tab_to_the_address_and_the_code_then_enter_joins(open_app: MakeApp) -> None:
    app = open_app()
    chosen: list[object] = []
    dialog = opened_dialog(app, chosen)
    type_text(app, "Sam")
    app.press(pygame.K_TAB)
    app.step()
    type_text(app, "nowhere")
    app.press(pygame.K_TAB)
    app.step()
    type_text(app, "k7qf-2m")
    app.press(pygame.K_RETURN)
    settle(app)
    assert chosen == [JoinTable("Sam", "nowhere", DEFAULT_PORT, "K7QF-2M")]
    assert dialog.error.text == ""


def test_a_bad_address_is_refused_and_the_dialog_stays(open_app: MakeApp) -> None:
    app = open_app()
    chosen: list[object] = []
    dialog = opened_dialog(app, chosen)
    type_text(app, "Sam")
    app.press(pygame.K_TAB)
    app.step()
    type_text(app, "1.2.3.4:99999")
    app.press(pygame.K_RETURN)
    settle(app)
    assert chosen == [] and app.dialog is dialog
    assert "adresse" in dialog.error.text


def test_addresses_as_people_type_them() -> None:
    assert split_address(" 192.168.1.5:47101 ") == ("192.168.1.5", 47101)
    assert split_address("salon.local") == ("salon.local", DEFAULT_PORT)
    assert split_address("salon local") is None
    assert split_address("host:0") is None
    assert split_address("") is None


def test_the_table_may_be_opened_without_hints(open_app: MakeApp) -> None:
    app = open_app()
    chosen: list[object] = []
    dialog = opened_dialog(app, chosen)
    type_text(app, "Léa")
    assert press(dialog, dialog.hint_button)
    assert dialog.hint_button.text == HINTS[False]("fr")
    dialog.name_entry.focus()
    app.press(pygame.K_RETURN)
    settle(app)
    assert chosen == [OpenTable("Léa", hint=False)]
