"""A screen closed leaves nothing for a collection to find later, and an open one holds no
picture it does not show (issue 44, item 8). Options opened and closed 35 times left the
window 114 to 321 MB larger at rest until Python's collector ran, which counts objects, not
the pictures they hold. The window collects once when a screen closes
(ScreenStack.forget_closed), and a dialog's pygame_gui window, transparent under the frame
picture and held by pygame_gui's close events until the loop reads them, has no pictures."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest

from hearts.ui.dialogs import OptionsDialog
from tests.helpers.window import MakeApp, run_without_input, settle


@pytest.fixture
def no_automatic_collection() -> Iterator[None]:
    """Python's collector off while the test runs: only the window's own collections run."""
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.mark.usefixtures("no_automatic_collection")
def test_options_closed_is_freed_without_waiting_for_a_collection(make_app: MakeApp) -> None:
    app = make_app(size=(1280, 800))
    gone: list[weakref.ref[object]] = []
    for _ in range(3):
        app.dialogs.action_options()
        settle(app)
        dialog = app.dialog
        assert isinstance(dialog, OptionsDialog)
        gone += [weakref.ref(dialog), weakref.ref(dialog.close_button),
                 weakref.ref(dialog._frame)]
        window = dialog.window
        dialog.close()
        del dialog
        run_without_input(app)
        assert app.dialog is None
        assert window.image.get_size() == (0, 0) and window.drawable_shape is None
        del window
    assert [ref() for ref in gone] == [None] * len(gone)


def test_an_open_dialog_s_window_holds_no_picture_of_its_own(make_app: MakeApp) -> None:
    """The frame picture shows the dialog; pygame_gui's window under it is transparent, and
    held three pictures of its size (7 MB at 1920×1080) for nothing."""
    app = make_app(size=(1920, 1080))
    app.dialogs.action_options()
    settle(app)
    dialog = app.dialog
    assert isinstance(dialog, OptionsDialog)
    assert dialog.window.drawable_shape is None
    assert dialog.window.image.get_size() == (0, 0)
    assert dialog._frame.image.get_size() == dialog.window.rect.size
