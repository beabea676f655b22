"""A felt chosen in Options retints the controls in place: every choice in force stays lit
(each row of Options, the side column's Rapide), not only the felt just clicked."""

from __future__ import annotations

import time
from pathlib import Path

from pygame_gui.elements import UIButton

from hearts.store import Settings, Store
from hearts.ui.dialogs import OptionsDialog
from hearts.ui.kit.palette import GOLD
from tests.helpers.window import MakeApp, press, settle, shown_frame


def drawn_state(button: UIButton) -> str:
    """The state pygame_gui draws *button* in: normal, hovered, selected…"""
    shape = button.drawable_shape
    assert shape is not None
    return str(shape.active_state.state_id)


def lit_on_screen(app_size: tuple[int, int], button: UIButton) -> bool:
    """Whether the screen shows *button* in the gold of a chosen value."""
    frame, (x, y) = shown_frame(), (button.rect.left + button.rect.width // 12,
                                    button.rect.centery)
    at = 3 * (y * app_size[0] + x)
    return all(abs(frame[at + c] - GOLD[c]) < 40 for c in range(3))


def test_every_row_of_options_stays_lit_after_a_felt_is_chosen(make_app: MakeApp) -> None:
    app = make_app(size=(960, 600))
    app.action("options")
    settle(app)
    dialog = app.dialog
    assert isinstance(dialog, OptionsDialog)
    lit = {name: [b for b in buttons if b.is_selected]
           for name, buttons in dialog.choice_buttons.items()}
    assert all(len(chosen) == 1 for chosen in lit.values()), lit
    for felt in (2, 3):  # rouge, gris
        press(dialog, dialog.choice_buttons["felt"][felt])
        settle(app)
        app.draw(time.monotonic())
        for name, buttons in dialog.choice_buttons.items():
            chosen = [b for b in buttons if b.is_selected]
            assert [drawn_state(b) for b in chosen] == ["selected"], name
            assert lit_on_screen(app.size, chosen[0]), name


def test_the_side_column_s_rapide_stays_lit_after_a_felt_is_chosen(
        open_app: MakeApp, tmp_path: Path) -> None:
    Store(tmp_path).save_settings(Settings(sound=False, pace="fast"))
    app = open_app(deal=1, size=(960, 600))
    fast = app.table_buttons.named("fast")
    assert fast.is_selected and drawn_state(fast) == "selected"
    app.action("options")
    settle(app)
    dialog = app.dialog
    assert isinstance(dialog, OptionsDialog)
    press(dialog, dialog.choice_buttons["felt"][2])  # rouge
    settle(app)
    fast = app.table_buttons.named("fast")
    assert drawn_state(fast) == "selected"
