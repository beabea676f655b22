"""The pygame_gui theme's blocks: the colours and the fonts of each kind of control.

Cream text and gold accents on the felt's dark tones (palette.tones), DejaVu at the sizes of
a Metrics (hearts.ui.kit.sizes); hearts.ui.kit.theme puts the blocks together for a window.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

import pygame

from hearts.ui.kit import palette
from hearts.ui.kit.fonts import font_path
from hearts.ui.kit.palette import Tones, hex_of
from hearts.ui.kit.sizes import Metrics

FONT_NAME: Final = "dejavu"
# The palette (kit/palette.py) as pygame_gui's themes write it: cream text and gold accents
# (the dark tones, by felt, are palette.tones).
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


def text_blocks(m: Metrics, tone: Tones, table: Metrics) -> dict[str, Any]:
    """The defaults, the buttons and the labels of every kind: the table's buttons at the
    sizes of *table* (its side column is laid out for them), the dialogs' at *m* (larger
    under Grandes cartes)."""
    button = {"colours": _button_colours(tone), "font": _font(table.body), "misc": _shape(table)}
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
        "@dialog_button": {"font": _font(m.body), "misc": _shape(m)},
        "@choice": {"font": _font(m.body), "misc": _shape(m, 0.3)},
        "#primary": {"colours": _primary_colours(tone), "font": _font(table.body, bold=True)},
        "#dialog_primary": {"colours": _primary_colours(tone), "font": _font(m.body, bold=True)},
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
        # The same, at the notes' size: headers that do not fit (Grandes cartes' texts).
        "@small_gold": {"font": _font(m.small, bold=True),
                        "colours": {"normal_text": GOLD_BRIGHT}},
        "@small_column": {
            "font": _font(m.small, bold=True),
            "colours": {"normal_text": GOLD_BRIGHT},
            "misc": {"text_horiz_alignment": "right"},
        },
    }


def control_blocks(m: Metrics, tone: Tones) -> dict[str, Any]:
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


def scroll_blocks(m: Metrics, tone: Tones, scroll_width: int) -> dict[str, Any]:
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
