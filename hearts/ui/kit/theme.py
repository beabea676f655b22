"""The pygame_gui theme of the window: dark felt panels, gold accents, DejaVu text scaled to fit.

Every size (fonts, borders, title bars) follows the window's height, so the same
dialogs read well from 960×600 to 4K; the dark tones follow the felt (palette.tones), so
the side column's buttons and the dialogs are green on the green felt, blue on the blue.
The theme is a plain dict, which pygame_gui 0.6.14 accepts directly as its `theme_path`;
a new felt takes a new manager (`felt_of` tells which felt a manager was made for).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme

from hearts.ui.kit import palette
from hearts.ui.kit.fonts import font_path
from hearts.ui.kit.palette import Tones, hex_of, tones
from hearts.ui.kit.widgets import light_again

FONT_NAME: Final = "dejavu"
# The window size every layout is designed for; larger windows scale up from it.
BASE_SIZE: Final = (960, 600)

# The palette (kit/palette.py) as pygame_gui's themes write it: cream text and gold accents
# (the dark tones, by felt, are palette.tones).
DEFAULT_FELT: Final = "green"
GOLD: Final = hex_of(palette.GOLD)
GOLD_BRIGHT: Final = hex_of(palette.GOLD_BRIGHT)
GOLD_DARK: Final = hex_of(palette.GOLD_DARK)
CREAM: Final = hex_of(palette.CREAM)
CREAM_DIM: Final = hex_of(palette.CREAM_DIM)
INK: Final = hex_of(palette.INK)
DISABLED_TEXT: Final = hex_of(palette.DISABLED_TEXT)
ERROR_TEXT: Final = hex_of(palette.ERROR_TEXT)
SCRIM: Final = palette.SCRIM  # the veil over the table while a dialog is open
FOCUS_RING: Final = hex_of(palette.FOCUS_RING)  # visible on dark and gold buttons alike


@dataclass(frozen=True)
class Metrics:
    """Pixel sizes of text and controls for one window size."""

    body: int  # ordinary text and buttons
    small: int  # notes under a control
    heading: int  # section headings
    big: int  # the headline of a panel ("Vous gagnez !")

    @property
    def row(self) -> int:
        """The height of one line of controls."""
        return round(self.body * 2.0)

    @property
    def gap(self) -> int:
        """The space between controls and around a dialog's content."""
        return max(4, round(self.body * 0.6))

    @property
    def border(self) -> int:
        """The width of panel and button borders."""
        return max(1, round(self.body / 12))


def effective_height(window_size: tuple[int, int]) -> int:
    """The height the theme scales by: the window's, or less when the window is narrow."""
    width, height = window_size
    return max(1, min(height, round(width * BASE_SIZE[1] / BASE_SIZE[0])))


def metrics(window_height: int) -> Metrics:
    """Font and control sizes for a window *window_height* pixels high."""
    body = max(13, round(window_height / 40))
    return Metrics(
        body=body,
        small=max(12, round(body * 0.85)),
        heading=round(body * 1.2),
        big=round(body * 1.6),
    )


def font_files() -> tuple[Path, Path] | None:
    """The bundled DejaVu regular and bold files, or None when they are not installed."""
    regular, bold = font_path(bold=False), font_path(bold=True)
    if regular is None or bold is None:
        return None
    return regular, bold


def _fallback_font_file() -> Path:
    """pygame's own font, which has the suit symbols, for when DejaVu is missing."""
    return Path(pygame.__file__).parent / pygame.font.get_default_font()


def _font(size: int, bold: bool = False) -> dict[str, str]:
    """A theme font block for the game's font at *size* pixels."""
    files = font_files()
    regular, bold_file = files if files else (_fallback_font_file(),) * 2
    return {
        "name": FONT_NAME,
        "size": str(size),
        "bold": "1" if bold else "0",
        "regular_path": str(regular),
        "bold_path": str(bold_file),
    }


def _symbol_font(size: int) -> dict[str, str]:
    """pygame_gui's own symbol font (close cross, scroll arrows) at *size* pixels."""
    return {"name": "fira_code_symbols", "size": str(size)}


def _button_colours(tones: Tones) -> dict[str, str]:
    """Dark felt buttons with gold borders; the chosen one turns gold."""
    return {
        "normal_bg": hex_of(tones.button),
        "hovered_bg": hex_of(tones.button_hover),
        "disabled_bg": hex_of(tones.disabled),
        "selected_bg": GOLD,
        "active_bg": GOLD_DARK,
        "normal_text": CREAM,
        "hovered_text": "#ffffff",
        "disabled_text": DISABLED_TEXT,
        "selected_text": INK,
        "active_text": INK,
        "normal_border": GOLD_DARK,
        "hovered_border": GOLD_BRIGHT,
        "disabled_border": hex_of(tones.disabled_border),
        "selected_border": GOLD_BRIGHT,
        "active_border": GOLD_BRIGHT,
        "normal_text_shadow": "#00000000",
        "hovered_text_shadow": "#00000000",
        "disabled_text_shadow": "#00000000",
        "selected_text_shadow": "#00000000",
        "active_text_shadow": "#00000000",
    }


def _primary_colours(tones: Tones) -> dict[str, str]:
    """The main button of a dialog: gold with dark ink."""
    return {
        **_button_colours(tones),
        "normal_bg": GOLD,
        "hovered_bg": GOLD_BRIGHT,
        "normal_text": INK,
        "hovered_text": INK,
        "normal_border": GOLD_BRIGHT,
        "hovered_border": "#fff1c4",
    }


def _shape(m: Metrics, radius_scale: float = 0.45) -> dict[str, str]:
    """Rounded corners and borders scaled to the text."""
    return {
        "shape": "rounded_rectangle",
        "shape_corner_radius": str(max(3, round(m.body * radius_scale))),
        "border_width": str(m.border),
        "shadow_width": "0",
    }


def make_theme(window_height: int, felt: str = DEFAULT_FELT) -> dict[str, Any]:
    """The pygame_gui theme for a window *window_height* high (see effective_height), in
    the tones of *felt*."""
    m, tone = metrics(window_height), tones(felt)
    return {**_text_blocks(m, tone), **_control_blocks(m, tone),
            **_scroll_blocks(m, tone, scroll_bar_width(window_height))}


def _text_blocks(m: Metrics, tone: Tones) -> dict[str, Any]:
    """The defaults, the buttons and the labels of every kind."""
    button = {"colours": _button_colours(tone), "font": _font(m.body), "misc": _shape(m)}
    return {
        "defaults": {
            "colours": {
                "normal_bg": hex_of(tone.button),
                "hovered_bg": hex_of(tone.button_hover),
                "dark_bg": hex_of(tone.dialog_bottom),
                "normal_text": CREAM,
                "normal_border": GOLD_DARK,
                "link_text": GOLD_BRIGHT,
                "link_hover": "#ffffff",
                "text_cursor": INK,
            }
        },
        "button": button,
        "@choice": {"font": _font(m.body), "misc": _shape(m, 0.3)},
        "#primary": {"colours": _primary_colours(tone), "font": _font(m.body, bold=True)},
        "label": {
            "font": _font(m.body),
            "colours": {"normal_text": CREAM, "dark_bg": "#00000000"},
            "misc": {"text_horiz_alignment": "left"},
        },
        "@heading": {
            "font": _font(m.heading, bold=True),
            "colours": {"normal_text": GOLD_BRIGHT},
        },
        "@big": {
            "font": _font(m.big, bold=True),
            "colours": {"normal_text": GOLD_BRIGHT},
            "misc": {"text_horiz_alignment": "center"},
        },
        "@moon": {
            "font": _font(m.heading, bold=True),
            "colours": {"normal_text": GOLD_BRIGHT},
            "misc": {"text_horiz_alignment": "center"},
        },
        "@banner": {
            "font": _font(m.heading, bold=True),
            "colours": {"normal_text": "#ffffff"},
            "misc": {"text_horiz_alignment": "center"},
        },
        "@strong": {"font": _font(m.body, bold=True), "colours": {"normal_text": "#ffffff"}},
        "@value": {
            "font": _font(m.body, bold=True),
            "colours": {"normal_text": "#ffffff"},
            "misc": {"text_horiz_alignment": "right"},
        },
        "@gold": {"font": _font(m.body, bold=True), "colours": {"normal_text": GOLD_BRIGHT}},
        "@note": {"font": _font(m.small), "colours": {"normal_text": CREAM_DIM}},
        "@column": {
            "font": _font(m.body, bold=True),
            "colours": {"normal_text": GOLD_BRIGHT},
            "misc": {"text_horiz_alignment": "right"},
        },
        "@error": {"font": _font(m.small, bold=True), "colours": {"normal_text": ERROR_TEXT}},
    }


def _control_blocks(m: Metrics, tone: Tones) -> dict[str, Any]:
    """The toggles, the dialog's window and close cross, the text boxes and check boxes."""
    return {
        "@toggle": {
            "font": _font(m.body),
            "colours": {
                **_button_colours(tone),
                "normal_bg": "#00000000",
                "hovered_bg": "#ffffff1c",
                "selected_bg": "#00000000",
                "active_bg": "#ffffff30",
                "selected_text": CREAM,
                "active_text": "#ffffff",
                "normal_border": "#00000000",
                "hovered_border": "#00000000",
                "selected_border": "#00000000",
                "active_border": "#00000000",
            },
            "misc": {
                **_shape(m, 0.3),
                "border_width": "0",
                "text_horiz_alignment": "left",
                "text_horiz_alignment_padding": str(m.gap // 2),
            },
        },
        "window": {
            "colours": {"dark_bg": "#00000000", "normal_border": "#00000000"},
            "misc": {
                "shape": "rectangle",
                "border_width": "0",
                "shadow_width": "0",
                "enable_title_bar": "0",
            },
        },
        "#dialog_close": {
            "font": _font(m.heading, bold=True),
            "colours": {
                **_button_colours(tone),
                "normal_bg": "#00000000",
                "hovered_bg": "#7a2a20",
                "active_bg": "#a0382a",
                "normal_text": GOLD_BRIGHT,
                "hovered_text": "#ffffff",
                "active_text": "#ffffff",
                "normal_border": "#00000000",
                "hovered_border": GOLD,
                "active_border": GOLD,
            },
            "misc": {**_shape(m, 0.3), "text_horiz_alignment": "center"},
        },
        "text_box": {
            "font": _font(m.body),
            "colours": {"dark_bg": "#00000000", "normal_text": CREAM, "normal_border": GOLD_DARK},
            "misc": {
                "shape": "rectangle",
                "border_width": "0",
                "shadow_width": "0",
                "padding": f"{m.gap},{m.gap // 2}",
                "line_spacing": "1.25",
            },
        },
        "text_entry_line": {
            "font": _font(m.heading),
            "colours": {
                "dark_bg": "#f8f1dd",
                "normal_text": INK,
                "selected_bg": GOLD,
                "selected_text": INK,
                "text_cursor": INK,
                "normal_border": GOLD,
                "focused_border": GOLD_BRIGHT,
            },
            "misc": {**_shape(m, 0.3), "padding": f"{m.gap},{m.gap // 2}"},
        },
        "check_box": {
            "font": _font(m.body),
            "colours": {
                "normal_bg": hex_of(tone.field),
                "hovered_bg": hex_of(tone.button_hover),
                "selected_bg": GOLD,
                "normal_border": GOLD,
                "hovered_border": GOLD_BRIGHT,
                "selected_border": GOLD_BRIGHT,
                "normal_text": GOLD_BRIGHT,
                "hovered_text": "#ffffff",
                "selected_text": INK,
            },
            "misc": {
                **_shape(m, 0.2),
                "text_offset": str(m.gap),
                "check_symbol": "✓",
            },
        },
    }


def _scroll_blocks(m: Metrics, tone: Tones, scroll_width: int) -> dict[str, Any]:
    """The scroll bars of a long text, and the panels and images."""
    trough = hex_of(tone.trough)
    return {
        "vertical_scroll_bar": {
            "colours": {
                "dark_bg": trough,
                "normal_bg": GOLD_DARK,
                "hovered_bg": GOLD,
                "active_bg": GOLD_BRIGHT,
                "normal_border": trough,
            },
            "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0"},
        },
        "vertical_scroll_bar.button": {
            "font": _symbol_font(m.small),
            "colours": {
                "normal_bg": trough,
                "hovered_bg": hex_of(tone.button_hover),
                "normal_text": GOLD,
                "hovered_text": GOLD_BRIGHT,
            },
            "misc": {"shape": "rectangle", "border_width": "0", "shadow_width": "0"},
        },
        "vertical_scroll_bar.#sliding_button": {
            "colours": {
                "normal_bg": GOLD_DARK,
                "hovered_bg": GOLD,
                "active_bg": GOLD_BRIGHT,
                "selected_bg": GOLD,
            },
            "misc": {
                "shape": "rounded_rectangle",
                "shape_corner_radius": str(scroll_width // 3),
                "border_width": "0",
                "shadow_width": "0",
            },
        },
        "panel": {"colours": {"dark_bg": "#0000002a", "normal_border": GOLD_DARK},
                  "misc": {**_shape(m, 0.4), "border_width": str(m.border)}},
        "image": {"misc": {"shape": "rectangle"}},
    }


def scroll_bar_width(window_height: int) -> int:
    """The width a scrolled text box's bar should take."""
    return max(12, round(metrics(window_height).body * 0.9))


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
    """pygame_gui's UIManager with the theme above, made for one felt."""

    def __init__(self, window_size: tuple[int, int], felt: str, lang: str) -> None:
        self.felt = felt
        super().__init__(window_size, theme_path=make_theme(effective_height(window_size), felt),
                         starting_language=lang)

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        """A theme for this manager, loaded from *theme_path* (a dict here)."""
        theme = _ShortKeyTheme(self.resource_loader, self._locale)
        if theme_path is not None:
            theme.load_theme(theme_path)
        return theme


def create_manager(window_size: tuple[int, int], lang: str = "en",
                   felt: str = DEFAULT_FELT) -> pygame_gui.UIManager:
    """A UIManager for a window of *window_size*, themed and scaled for it, its own words in
    *lang*, its dark tones those of *felt*; rebuild it on resize and when the felt changes."""
    return GameManager(window_size, felt, lang)


def retint(manager: pygame_gui.UIManager, felt: str) -> bool:
    """Give *manager*'s controls the tones of *felt* in place, so that what is open keeps
    its state (its focus, its choices lit); whether anything changed. The dialogs' frames
    are pictures of their own: an open one draws its frame again (Dialog.set_title)."""
    if not isinstance(manager, GameManager) or manager.felt == felt:
        return False
    manager.felt = felt
    theme = make_theme(effective_height(manager.window_resolution), felt)
    manager.get_theme().update_theming(json.dumps(theme), rebuild_all=False)
    manager.rebuild_all_from_changed_theme_data()
    light_again(manager.get_sprite_group().sprites())
    return True


def felt_of(manager: pygame_gui.UIManager) -> str:
    """The felt whose tones *manager* was made with."""
    return manager.felt if isinstance(manager, GameManager) else DEFAULT_FELT


def tones_of(manager: pygame_gui.UIManager) -> Tones:
    """The dark tones of *manager*'s controls, for what is drawn beside them (dialog frames)."""
    return tones(felt_of(manager))
