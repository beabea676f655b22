"""The side column, the plates and the dialogs take the felt's tones: blue on the blue felt,
red on the red; a felt chosen in Options tints them at once, the Options dialog staying
open as it was."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from hearts.choices import FELTS, Felt
from hearts.store import Settings, Store
from hearts.ui.app import App
from hearts.ui.dialogs import OptionsDialog
from hearts.ui.kit.palette import hex_of, tones
from hearts.ui.kit.theme import felt_of, make_theme
from tests.helpers.window import MakeApp, press, review_from_the_panel, settle, shown_frame

Pixel = tuple[int, int, int]


def pixel(app: App, point: tuple[int, int]) -> Pixel:
    """The colour on the screen at *point*."""
    frame, at = shown_frame(), 3 * (point[1] * app.size[0] + point[0])
    return frame[at], frame[at + 1], frame[at + 2]


def inside_button(app: App, name: str) -> tuple[int, int]:
    """A point of the side column's button *name* away from its text and border."""
    rect = app.table_buttons.named(name).rect
    return rect.left + rect.width // 12, rect.centery


def test_each_felt_has_tones_of_its_own() -> None:
    buttons = {felt: make_theme(600, felt)["button"]["colours"]["normal_bg"] for felt in FELTS}
    assert buttons == {felt: hex_of(tones(felt).button) for felt in FELTS}
    assert len(set(buttons.values())) == len(FELTS)


@pytest.mark.parametrize(("felt", "leading"), [("blue", 2), ("red", 0), ("green", 1)])
def test_the_side_column_and_the_plates_are_in_the_felt_s_tones(
        open_app: MakeApp, tmp_path: Path, felt: Felt, leading: int) -> None:
    Store(tmp_path).save_settings(Settings(felt=felt, sound=False))
    app = open_app(size=(960, 600))
    assert felt_of(app.manager) == felt
    button = pixel(app, inside_button(app, "hint"))
    assert max(range(3), key=lambda channel: button[channel]) == leading, button
    west = app.layout.plates[1]
    plate = pixel(app, (west.right - 6, west.centery))
    assert max(range(3), key=lambda channel: plate[channel]) == leading, plate


def test_a_felt_chosen_in_options_tints_the_column_and_the_dialog_at_once(
        make_app: MakeApp) -> None:
    app = make_app(size=(960, 600))
    app.action("options")
    settle(app)
    dialog = app.dialog
    assert isinstance(dialog, OptionsDialog)
    green_frame = dialog._frame.image.get_at(dialog._frame.image.get_rect().center)
    press(dialog, dialog.choice_buttons["felt"][1])  # bleu
    settle(app)
    app.draw(time.monotonic())
    assert app.dialog is dialog  # the same dialog, not one built anew
    frame = dialog._frame.image.get_at(dialog._frame.image.get_rect().center)
    assert frame.b > frame.g and frame != green_frame
    button = pixel(app, inside_button(app, "stats"))  # under the veil, beside the dialog
    assert button[2] > button[1], button


def test_a_felt_changed_keeps_the_options_dialog_s_keyboard_focus(make_app: MakeApp) -> None:
    app = make_app()
    app.action("options")
    settle(app)
    dialog = app.dialog
    assert isinstance(dialog, OptionsDialog)
    for _ in range(2):
        dialog.process_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    focused = dialog._focus_index
    assert focused is not None
    press(dialog, dialog.choice_buttons["felt"][2])  # rouge
    settle(app)
    assert app.dialog is dialog and dialog._focus_index == focused


def test_the_review_over_the_table_takes_the_felt_s_board(open_app: MakeApp,
                                                          tmp_path: Path) -> None:
    Store(tmp_path).save_settings(Settings(felt="red", sound=False))
    _app, review = review_from_the_panel(lambda deal: open_app(deal=deal), 5)
    board = review.board.image
    assert board.get_at((4, board.get_height() // 3))[:3] == tones("red").board


@pytest.mark.usefixtures("display")
def test_the_chart_and_the_review_s_strip_darken_the_felt_without_a_tint_of_their_own() -> None:
    from hearts.ui.kit.fonts import font
    from hearts.ui.kit.palette import CELL
    from hearts.ui.table.panels.chart import draw_totals_chart

    grey = pygame.Surface((300, 200))
    grey.fill((120, 120, 120))
    grey.blit(draw_totals_chart((300, 200), [[5, 20, 0, 1]], "fr", font(14)), (0, 0))
    red, green, blue, _ = grey.get_at((150, 100 - 40))  # the chart's ground, off its lines
    assert red == green == blue < 120  # darker, and no green over a red felt
    assert CELL[0] == CELL[1] == CELL[2]  # the strip's cells: a shade, not a colour
