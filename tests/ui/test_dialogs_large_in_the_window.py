"""Grandes cartes, turned on in the window's Options, reach its manager: every dialog opened
after it has larger texts (hearts.ui.kit.theme.create_manager's switch)."""

from __future__ import annotations

from hearts.ui.dialogs import OptionsDialog, RulesDialog
from hearts.ui.dialogs.options import LARGE_CARDS
from hearts.ui.kit.sizes import LARGE_TEXT
from hearts.ui.kit.theme import large_of
from tests.helpers.window import MakeApp, settle


def test_grandes_cartes_in_the_window_make_its_dialogs_texts_larger(make_app: MakeApp) -> None:
    """Turned on in Options, Grandes cartes reach the window's manager: Options built again
    over the new table has larger texts, and so has every dialog opened after it."""
    app = make_app(size=(960, 600))
    app.dialogs.action_options()
    settle(app)
    assert isinstance(app.dialog, OptionsDialog)
    usual = app.dialog.metrics.body
    rect = app.dialog.toggle_buttons[LARGE_CARDS].get_abs_rect()
    app.click((int(rect.centerx), int(rect.centery)))
    settle(app)
    assert large_of(app.manager)
    assert isinstance(app.dialog, OptionsDialog)
    assert app.dialog.metrics.body == round(usual * LARGE_TEXT)
    font = app.dialog.close_button.font
    assert font is not None and font.size("Fermer")[1] > 1.15 * usual
    app.dialog.close()
    settle(app)
    app.dialogs.action_rules()
    settle(app)
    assert isinstance(app.dialog, RulesDialog)
    assert app.dialog.metrics.body == round(usual * LARGE_TEXT)
