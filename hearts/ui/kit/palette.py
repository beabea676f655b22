"""Every colour of the window, defined once: the felt, the cream text and the gold accents of
the table and the dialogs, the dark tones of the panels, controls and dialogs that follow the
felt (`tones`), the review's board and the chart, and the card art's inks. The theme gives
pygame_gui the same colours as hexadecimal strings (`hex_of`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hearts.engine import Suit

Colour = tuple[int, int, int] | tuple[int, int, int, int]

# Text and accents.
CREAM: Final = (243, 234, 210)
CREAM_DIM: Final = (201, 191, 164)
GOLD: Final = (212, 174, 79)
GOLD_BRIGHT: Final = (241, 210, 122)
GOLD_DARK: Final = (156, 124, 44)
INK: Final = (28, 22, 8)  # text on gold
ERROR_TEXT: Final = (255, 154, 138)
WHITE: Final = (255, 255, 255)
CARD_FOCUS: Final = (255, 255, 255)  # the bar over the keyboard's card in South's hand
CARD_FOCUS_EDGE: Final = (20, 40, 30)  # its edge, so that it shows over a card too
FOCUS_RING: Final = (255, 250, 240)  # the dialogs' keyboard focus, on dark and gold alike
RECEIVED: Final = (70, 214, 100)  # the cards received in the pass
HINTED: Final = (255, 214, 90)  # the hinted cards
# Grandes cartes' rings, bright on every felt and on the white cards, each edged in black:
# the keyboard's card in yellow, the cards South may play in cyan (told apart by the
# colour-blind too: yellow against blue holds for the commonest kinds).
HIGH_FOCUS: Final = (255, 232, 0)
LEGAL_RING: Final = (0, 214, 255)
RING_EDGE: Final = (0, 0, 0)

# Surfaces.
BACKDROP: Final = {"green": (10, 32, 21), "blue": (10, 22, 38), "red": (34, 10, 14),
                   "grey": (24, 26, 28)}  # around the felt, by felt
DISABLED_TEXT: Final = (111, 125, 114)
LIT_PLATE: Final = (40, 30, 6, 215)  # the plate of the seat whose card comes next


@dataclass(frozen=True)
class Tones:
    """The dark colours that follow the felt: the table's panels and plates, the controls
    (the side column's buttons) and the dialogs' frames."""

    panel: Colour  # the table's translucent panels: the side column, message line, sheet
    plate: Colour  # a seat's plate, unlit
    dialog_top: Colour  # a dialog's gradient, top to bottom
    dialog_bottom: Colour
    title_bar: Colour  # a dialog's title band
    button: Colour
    button_hover: Colour
    disabled: Colour  # a button that cannot be pressed now
    disabled_border: Colour
    field: Colour  # an empty check box
    trough: Colour  # a scroll bar's trough
    board: Colour  # the review's table, a felt of its own, and its dark marks
    board_dark: Colour


TONES: Final = {
    "green": Tones(panel=(6, 20, 13, 170), plate=(4, 14, 9, 185), dialog_top=(22, 56, 42),
                   dialog_bottom=(12, 34, 25), title_bar=(8, 23, 15), button=(31, 77, 54),
                   button_hover=(43, 106, 74), disabled=(26, 42, 34),
                   disabled_border=(47, 64, 56), field=(10, 26, 18), trough=(8, 23, 15),
                   board=(18, 74, 44), board_dark=(10, 44, 26)),
    "blue": Tones(panel=(6, 13, 26, 170), plate=(4, 9, 19, 185), dialog_top=(22, 42, 68),
                  dialog_bottom=(12, 25, 43), title_bar=(8, 15, 29), button=(31, 57, 96),
                  button_hover=(43, 80, 130), disabled=(26, 34, 48),
                  disabled_border=(47, 57, 74), field=(10, 18, 33), trough=(8, 15, 29),
                  board=(20, 52, 92), board_dark=(11, 30, 54)),
    "red": Tones(panel=(22, 6, 9, 170), plate=(15, 4, 6, 185), dialog_top=(64, 22, 29),
                 dialog_bottom=(39, 12, 17), title_bar=(27, 8, 11), button=(92, 33, 42),
                 button_hover=(122, 45, 56), disabled=(46, 27, 30),
                 disabled_border=(74, 50, 53), field=(31, 10, 13), trough=(27, 8, 11),
                 board=(92, 24, 34), board_dark=(54, 14, 20)),
    "grey": Tones(panel=(14, 15, 17, 170), plate=(10, 11, 12, 185), dialog_top=(46, 50, 54),
                  dialog_bottom=(28, 30, 33), title_bar=(18, 19, 21), button=(62, 68, 74),
                  button_hover=(84, 92, 100), disabled=(38, 40, 43),
                  disabled_border=(60, 63, 66), field=(20, 22, 24), trough=(18, 19, 21),
                  board=(56, 61, 66), board_dark=(33, 36, 39)),
}


def tones(felt: str) -> Tones:
    """The colours that follow *felt* (the green felt's for a name not known)."""
    return TONES.get(felt, TONES["green"])


SCRIM: Final = (0, 0, 0, 100)  # the veil over the table while a dialog is open

# The review's board.
BOARD_FELT: Final = TONES["green"].board  # the review's table on the green felt (by felt: tones)
CELL: Final = (0, 0, 0, 150)  # a darker shade of whatever felt is under it
CELL_NOW: Final = (212, 174, 79, 235)
PENALTY: Final = (196, 58, 58)
# The analysis's labels (hearts.ai.analysis): green for the best choice, red for a blunder.
LABEL_COLOURS: Final = {"best": (86, 196, 110), "inaccuracy": (236, 200, 80),
                        "mistake": (236, 136, 52), "blunder": (222, 62, 62),
                        "forced": (150, 150, 150)}

# Cartes jouées, on the dark panel of the score sheet: the cards gone, the suits' marks.
GONE_TEXT: Final = (112, 112, 100)
SUIT_ON_PANEL: Final = {Suit.CLUBS: (243, 234, 210), Suit.DIAMONDS: (255, 130, 118),
                        Suit.HEARTS: (255, 130, 118), Suit.SPADES: (243, 234, 210)}

# The end-of-game chart: one colour per seat (South, West, North, East).
SEAT_COLOURS: Final = ((255, 215, 94), (102, 194, 255), (255, 123, 107), (201, 160, 255))
CHART_BACKGROUND: Final = (0, 0, 0, 120)  # the dialog's own felt tone, darker
CHART_GRID: Final = (243, 234, 210, 40)

# The card art.
FELT_COLOURS: Final = {
    "green": (30, 104, 60),
    "blue": (30, 74, 122),
    "red": (120, 30, 42),
    "grey": (74, 80, 86),
}
BACK_COLOURS: Final = {
    "red": (150, 28, 36),
    "blue": (28, 58, 140),
    "plain": (60, 66, 74),
    "geometric": (20, 100, 96),
}
SUIT_INK: Final = {  # suit colours: standard, then four-colour
    False: {Suit.CLUBS: (20, 20, 24), Suit.DIAMONDS: (200, 20, 30),
            Suit.HEARTS: (200, 20, 30), Suit.SPADES: (20, 20, 24)},
    True: {Suit.CLUBS: (16, 128, 48), Suit.DIAMONDS: (24, 84, 200),
           Suit.HEARTS: (200, 20, 30), Suit.SPADES: (20, 20, 24)},
}
GREY_LEVEL: Final = (150, 150, 150)  # how dark a card that may not be played turns
CARD_EDGE: Final = (150, 150, 150)
FACE_PAPER: Final = (252, 250, 244)
BACK_PAPER: Final = (248, 246, 240)


def hex_of(colour: Colour) -> str:
    """*colour* as pygame_gui's themes write it: "#rrggbb"."""
    red, green, blue = colour[:3]
    return f"#{red:02x}{green:02x}{blue:02x}"
