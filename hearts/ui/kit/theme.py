"""The pygame_gui theme of the window: dark felt panels, gold accents, DejaVu text scaled to fit.

Every size follows the window's height (hearts.ui.kit.sizes), and Grandes cartes makes
every text larger: the manager knows whether it is on (`create_manager(..., large=)`), and
the dialogs size themselves by it (`metrics_for`), so one switch reaches them all. The dark
tones follow the felt (palette.tones), so the side column's buttons and the dialogs are
green on the green felt, blue on the blue. The theme is a plain dict, which pygame_gui
0.6.14 accepts directly as its `theme_path`; a new felt takes a new manager (`felt_of`
tells which felt a manager was made for).
"""

from __future__ import annotations

import json
from typing import Any, Final, Protocol

import pygame_gui
from pygame_gui.core import UIAppearanceTheme

from hearts.ui.kit.palette import Tones, tones
from hearts.ui.kit.sizes import Metrics as Metrics
from hearts.ui.kit.sizes import effective_height as effective_height
from hearts.ui.kit.sizes import metrics as metrics
from hearts.ui.kit.sizes import scroll_bar_width
from hearts.ui.kit.theme_blocks import control_blocks, scroll_blocks, text_blocks
from hearts.ui.kit.widgets import light_again

DEFAULT_FELT: Final = "green"


def make_theme(window_height: int, felt: str = DEFAULT_FELT,
               large: bool = False) -> dict[str, Any]:
    """The pygame_gui theme for a window *window_height* high (see effective_height), in
    the tones of *felt*, the dialogs' texts larger under Grandes cartes (*large*; the
    table's buttons keep theirs: its layout sizes them)."""
    m, tone = metrics(window_height, large), tones(felt)
    return {**text_blocks(m, tone, metrics(window_height)), **control_blocks(m, tone),
            **scroll_blocks(m, tone, scroll_bar_width(m))}


def metrics_for(manager: pygame_gui.UIManager, window_size: tuple[int, int]) -> Metrics:
    """The sizes of a dialog opened in a window of *window_size* with *manager*: as its
    theme's texts, larger when the manager was made for Grandes cartes."""
    return metrics(effective_height(window_size), large_of(manager))


class _ShortKeyTheme(UIAppearanceTheme):
    """pygame_gui's theme, remembering each element's theming ids under a short key.

    pygame_gui 0.6.14 keys them by nesting the texts of the element's id lists in one
    another (str.join): some 300 000 characters for a label in a dialog, kept for good,
    2.5 MB for one hand's dialogs. The ids themselves are pygame_gui's, worked out once per
    key as before; its own long-keyed copy is dropped as soon as it is made.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._ids_by_key: dict[str, list[str]] = {}

    def build_all_combined_ids(self, element_base_ids: Any, element_ids: Any,
                               class_ids: Any, object_ids: Any) -> list[str]:
        """The theming ids of an element, from most to least specific (pygame_gui's)."""
        key = repr((element_base_ids, element_ids, class_ids, object_ids))
        ids = self._ids_by_key.get(key)
        if ids is None:
            ids = super().build_all_combined_ids(element_base_ids, element_ids, class_ids,
                                                 object_ids)
            self.unique_theming_ids.clear()
            self._ids_by_key[key] = ids
        return ids


class GameManager(pygame_gui.UIManager):
    """pygame_gui's UIManager with the theme above, made for one felt, its texts larger
    under Grandes cartes (*large*)."""

    def __init__(self, window_size: tuple[int, int], felt: str, lang: str,
                 large: bool = False) -> None:
        self.felt = felt
        self.large = large
        super().__init__(window_size,
                         theme_path=make_theme(effective_height(window_size), felt, large),
                         starting_language=lang)

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        """A theme for this manager, loaded from *theme_path* (a dict here)."""
        theme = _ShortKeyTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme


def create_manager(window_size: tuple[int, int], lang: str = "en",
                   felt: str = DEFAULT_FELT, large: bool = False) -> pygame_gui.UIManager:
    """A UIManager for a window of *window_size*, themed and scaled for it, its own words in
    *lang*, its dark tones those of *felt*, its texts larger under Grandes cartes (*large*);
    rebuild it on resize and when Grandes cartes changes."""
    return GameManager(window_size, felt, lang, large)


class Look(Protocol):
    """What a manager's look is made from: the settings' felt and Grandes cartes."""

    @property
    def felt(self) -> str:
        """The felt whose tones the controls take."""

    @property
    def large_cards(self) -> bool:
        """Whether Grandes cartes are on: the dialogs' texts larger."""


def manager_for(window_size: tuple[int, int], lang: str, look: Look) -> pygame_gui.UIManager:
    """`create_manager` with the felt and Grandes cartes of *look* (the window's settings)."""
    return GameManager(window_size, look.felt, lang, look.large_cards)


def retint(manager: pygame_gui.UIManager, felt: str) -> bool:
    """Give *manager*'s controls the tones of *felt* in place, so that what is open keeps
    its state (its focus, its choices lit); whether anything changed. The dialogs' frames
    are pictures of their own: an open one draws its frame again (Dialog.set_title)."""
    if not isinstance(manager, GameManager) or manager.felt == felt:
        return False
    manager.felt = felt
    theme = make_theme(effective_height(manager.window_resolution), felt, manager.large)
    manager.get_theme().update_theming(json.dumps(theme), rebuild_all=False)
    manager.rebuild_all_from_changed_theme_data()
    light_again(manager.get_sprite_group().sprites())
    return True


def large_of(manager: pygame_gui.UIManager) -> bool:
    """Whether *manager* was made for Grandes cartes (its texts larger)."""
    return isinstance(manager, GameManager) and manager.large


def felt_of(manager: pygame_gui.UIManager) -> str:
    """The felt whose tones *manager* was made with."""
    return manager.felt if isinstance(manager, GameManager) else DEFAULT_FELT


def tones_of(manager: pygame_gui.UIManager) -> Tones:
    """The dark tones of *manager*'s controls, for what is drawn beside them (dialog frames)."""
    return tones(felt_of(manager))
