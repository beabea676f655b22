"""The game's fonts: the bundled DejaVu faces at any pixel size, loaded once per size.

A window uses some ten sizes; the fonts of the sizes no longer used (a window laid out
again at another size) are closed, the least recently used first: each open font holds its
file open, and a window resized all evening must not hold hundreds.

DejaVu has every glyph the table needs (é, œ, ♠♥♦♣, …); when it is missing, pygame's
own font stands in so that the game still starts.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Final

import pygame

from hearts.resources import assets_dir

MIN_TEXT_SIZE: Final = 11  # no text the player reads is drawn smaller, whatever the window
FONTS_KEPT: Final = 24  # open fonts at most: those of two or three layouts
LINE_GAP: Final = 0.2  # the space between two wrapped lines, in text sizes: they breathe

REGULAR_FILE = "DejaVuSans.ttf"
BOLD_FILE = "DejaVuSans-Bold.ttf"


def font_path(bold: bool = False) -> Path | None:
    """The bundled font file (bold or regular), or None when it is not installed."""
    folder = assets_dir() / "fonts"
    wanted = folder / (BOLD_FILE if bold else REGULAR_FILE)
    if wanted.is_file():
        return wanted
    regular = folder / REGULAR_FILE
    return regular if regular.is_file() else None


_loaded: OrderedDict[tuple[int, bool], pygame.font.Font] = OrderedDict()


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game's font at *size* pixels (at least 6), kept: fonts are costly to open.

    pygame.quit() invalidates every font, so the cache forgets them then.
    """
    size = max(6, int(size))
    key = (size, bold)
    cached = _loaded.get(key)
    if cached is not None:
        _loaded.move_to_end(key)
        return cached
    if not pygame.font.get_init():
        pygame.font.init()
    if not _loaded:
        pygame.register_quit(clear_cache)
    path = font_path(bold)
    loaded = pygame.font.Font(str(path) if path else None, size)
    if bold and (path is None or path.name != BOLD_FILE):
        loaded.set_bold(True)
    _loaded[key] = loaded
    while len(_loaded) > FONTS_KEPT:
        _loaded.popitem(last=False)  # closed with its file once nothing draws with it
    return loaded


def open_fonts() -> int:
    """How many fonts are kept open (tests)."""
    return len(_loaded)


def clear_cache() -> None:
    """Forget every loaded font (after pygame.quit, fonts are no longer valid)."""
    _loaded.clear()


def drawable_text(text: str) -> str:
    """*text* without the characters that draw nothing (controls, soft hyphens, zero-width
    spaces): pygame_gui's text entry fails on a character of zero width."""
    measure = font(MIN_TEXT_SIZE).size
    return "".join(char for char in text if _may_draw(char) and measure(char)[0] > 0)


def _may_draw(char: str) -> bool:
    """Whether *char* is neither a control nor a format character (soft hyphen, zero-width
    space, marks of direction), nor one that Unicode leaves unassigned or private: what
    str.isprintable refuses but the spaces (no unicodedata: 1.1 MB in the bundle)."""
    code = ord(char)
    control = code < 0x20 or 0x7F <= code < 0xA0  # Unicode's category Cc
    return char.isprintable() or (char.isspace() and not control)


def drawable_typing(event: pygame.event.Event) -> pygame.event.Event | None:
    """*event*, or when it is typed text, the text that draws (None: nothing would)."""
    if event.type != pygame.TEXTINPUT:
        return event
    text = drawable_text(event.text)
    return pygame.event.Event(pygame.TEXTINPUT, text=text) if text else None


def fitting_size(text: str, size: int, width: int, bold: bool = False,
                 smallest: int = 6) -> int:
    """The largest size from *size* down to *smallest* at which *text* fits *width* on one
    line (*smallest* when none does)."""
    while size > smallest and font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def wrap_text(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """*text* in lines no wider than *width* at *size*: broken at " · " first, then at spaces.

    A single word wider than *width* stays whole on its line (the caller sees it overflow).
    """
    measure = font(size, bold).size
    if measure(text)[0] <= width:
        return [text]
    if " · " in text:
        lines: list[str] = []
        for part in text.split(" · "):
            if lines and measure(lines[-1] + " · " + part)[0] <= width:
                lines[-1] += " · " + part
            else:
                lines += wrap_text(part, size, width, bold)
        return lines
    lines = []
    line = ""
    for word in text.split(" "):
        joined = f"{line} {word}" if line else word
        if line and measure(joined.rstrip())[0] > width:
            lines.append(line.rstrip())
            line = word
        else:
            line = joined
    lines.append(line.rstrip())
    return lines


def cut_line(text: str, size: int, width: int, bold: bool = False) -> str:
    """*text* no wider than *width* at *size*: whole if it fits, else cut after its last
    word that leaves room for "…" (inside a word only when its first word is too wide)."""
    measure = font(size, bold).size
    if measure(text)[0] <= width:
        return text
    words = text.split(" ")
    while len(words) > 1 and measure(" ".join(words).rstrip(" ·,;:") + "…")[0] > width:
        words.pop()
    kept = " ".join(words).rstrip(" ·,;:")
    while kept and measure(kept + "…")[0] > width:
        kept = kept[:-1]
    return kept + "…"


def line_pitch(size: int, bold: bool = False) -> int:
    """From a wrapped line's top to the next one's at *size*: a line's height and a gap of
    LINE_GAP sizes, so that the lines of a long text (a hint) do not touch."""
    return _line_height(size, bold) + max(2, round(size * LINE_GAP))


def lines_height(count: int, size: int, bold: bool = False) -> int:
    """The height *count* wrapped lines take at *size*, with the gaps between them."""
    return 0 if count < 1 else _line_height(size, bold) + (count - 1) * line_pitch(size, bold)


def lines_room(height: int, size: int, bold: bool = False) -> int:
    """How many wrapped lines at *size* a box *height* high holds, with their gaps."""
    line = _line_height(size, bold)
    return 0 if height < line else 1 + (height - line) // line_pitch(size, bold)


def _line_height(size: int, bold: bool) -> int:
    """The height of one line's picture at *size*: the font's, and a pixel that some texts
    take beyond it (« coûte » at 12 pixels is 15 high, the font 14)."""
    shape = font(size, bold)
    return max(shape.get_linesize(), shape.get_height()) + 1


def fit_lines(text: str, size: int, box: tuple[int, int], bold: bool = False,
              smallest: int = MIN_TEXT_SIZE) -> tuple[int, list[str]]:
    """The largest size from *size* down to *smallest* at which *text*, wrapped, fits *box*
    (width, height) with the gaps between its lines (line_pitch), and its lines. When
    nothing fits, *smallest* and as many lines as its height holds (one at least), the last
    cut with "…": never a text under *smallest* to make it fit, nor one outside the box."""
    width, height = box
    for each in range(size, smallest - 1, -1):
        lines = wrap_text(text, each, width, bold)
        fits_width = all(font(each, bold).size(line)[0] <= width for line in lines)
        if fits_width and lines_height(len(lines), each, bold) <= height:
            return each, lines
    lines = wrap_text(text, smallest, width, bold)
    rows = max(1, lines_room(height, smallest, bold))
    kept = [cut_line(line, smallest, width, bold) for line in lines[:rows]]
    if len(lines) > rows:
        kept[-1] = cut_line(kept[-1].removesuffix("…") + " …", smallest, width, bold)
    return smallest, kept
