"""A second window on the same files says so, writes nothing, and can only close."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from hearts.store import Store
from hearts.store.instance import FORWARD_NAME, LOCK_NAME
from hearts.ui import app as app_module
from hearts.ui.app import App
from hearts.ui.dialogs import AlreadyOpenDialog
from hearts.ui.selftest import run_selftest
from tests.helpers.window import MakeApp, click_card, pass_three, settle


def files_of(folder: Path) -> dict[str, bytes]:
    """The player's files in *folder* (not the windows' lock and front request)."""
    return {path.name: path.read_bytes() for path in folder.iterdir()
            if path.is_file() and path.name not in (LOCK_NAME, FORWARD_NAME)}


def quit_button_point(app: App) -> tuple[int, int]:
    dialog = app.dialog
    assert isinstance(dialog, AlreadyOpenDialog)
    rect = dialog.quit_button.get_abs_rect()
    return int(rect.centerx), int(rect.centery)


def test_the_only_window_opens_as_usual(make_app: MakeApp) -> None:
    app = make_app()
    assert app.only_window
    assert app.dialog is None


def test_a_window_opened_while_another_holds_the_files_writes_nothing(
        make_app: MakeApp, tmp_path: Path) -> None:
    first = make_app(deal=5)
    pass_three(first)  # a game in progress, saved
    first.controller.flush_saves()
    before = files_of(tmp_path)
    assert "game.json" in before

    second = make_app(deal=9)  # asks for another deal, which would abandon the saved game
    assert not second.only_window
    assert isinstance(second.dialog, AlreadyOpenDialog)
    for card in second.controller.scene.hand[:3]:
        click_card(second, card)  # the dialog keeps the table from clicks
    assert not second.controller.raised
    second.controller.flush_saves()
    assert files_of(tmp_path) == before

    second.click(quit_button_point(second))
    settle_until_stopped(second)
    assert not second.running
    assert files_of(tmp_path) == before
    assert not Store(tmp_path).claim_instance()  # the first window still holds the folder


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, pygame.K_RETURN])
def test_escape_or_enter_closes_the_second_window(make_app: MakeApp, tmp_path: Path,
                                                  key: int) -> None:
    holder = Store(tmp_path)
    assert holder.claim_instance()
    app = make_app()
    assert isinstance(app.dialog, AlreadyOpenDialog)
    app.press(key)
    settle_until_stopped(app)
    assert not app.running
    holder.release_instance()


def test_once_the_other_window_is_closed_the_game_opens_normally(make_app: MakeApp,
                                                                 tmp_path: Path) -> None:
    holder = Store(tmp_path)
    assert holder.claim_instance()
    refused = make_app()
    assert not refused.only_window
    refused.running = False
    refused.close()
    holder.release_instance()
    app = make_app()
    assert app.only_window and app.dialog is None


def settle_until_stopped(app: App, limit: int = 50) -> None:
    """Run the loop until the window stops."""
    for _ in range(limit):
        if not app.running:
            return
        app.step()
    settle(app)


def test_the_selftest_refuses_to_play_on_files_another_window_holds(
        open_app: MakeApp, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    holder = Store(tmp_path)
    assert holder.claim_instance()
    app = open_app(selftest=True)
    before = files_of(tmp_path)
    assert run_selftest(app) == 1
    app.running = False  # run_selftest closed it
    assert "déjà ouvert" in capsys.readouterr().err
    assert files_of(tmp_path) == before
    holder.release_instance()


def test_a_second_launch_brings_the_open_window_to_the_front(
        make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> None:
    raised: list[App] = []
    first = make_app(deal=5, max_wait_ms=1)
    monkeypatch.setattr(app_module, "bring_to_front", lambda: raised.append(first))
    first.step()
    assert raised == []  # nobody asked
    second = make_app(deal=9)
    assert isinstance(second.dialog, AlreadyOpenDialog)  # it says so, too
    for _ in range(3):
        first.step()  # at rest, the first window sees the request once
    assert raised == [first]
    second.running = False  # left unclosed, as its Quitter leaves it: a close quits pygame
