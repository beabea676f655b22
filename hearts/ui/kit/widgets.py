"""Small helpers on pygame_gui buttons, shared by the table and the dialogs: each changes a
button only when its state differs, since pygame_gui redraws a button at every change."""

from __future__ import annotations

from collections.abc import Iterable

from pygame_gui.elements import UIButton


def set_enabled(button: UIButton, enabled: bool) -> None:
    """Enable or disable *button*."""
    if enabled and not button.is_enabled:
        button.enable()
    elif not enabled and button.is_enabled:
        button.disable()


def set_selected(button: UIButton, selected: bool) -> None:
    """Light *button* up (a choice in force) or not."""
    if selected and not button.is_selected:
        button.select()
    elif not selected and button.is_selected:
        button.unselect()


def set_visible(button: UIButton, visible: bool) -> None:
    """Show or hide *button*."""
    if visible and not button.visible:
        button.show()
    elif not visible and button.visible:
        button.hide()


def light_again(elements: Iterable[object]) -> None:
    """Draw each chosen button of *elements* lit again: pygame_gui draws a button rebuilt
    for a new theme as a normal one, though it is still selected (theme.retint)."""
    for element in elements:
        if isinstance(element, UIButton) and element.is_selected and element.is_enabled:
            element.select()
