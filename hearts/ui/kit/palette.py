"""Every colour of the window, defined once: the felt, the cream text and the gold accents of
the table and the dialogs, the review's board and the chart, and the card art's inks. The
theme gives pygame_gui the same colours as hexadecimal strings (`hex_of`)."""

from __future__ import annotations

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

# Surfaces.
PANEL: Final = (6, 20, 13, 170)  # the table's translucent panels
BACKDROP: Final = {"green": (10, 32, 21), "blue": (10, 22, 38), "red": (34, 10, 14),
                   "grey": (24, 26, 28)}  # around the felt, by felt
DIALOG_FELT: Final = (11, 59, 36)
DIALOG_TOP: Final = (22, 56, 42)
DIALOG_BOTTOM: Final = (12, 34, 25)
TITLE_BAR: Final = (8, 23, 15)
BUTTON: Final = (31, 77, 54)
BUTTON_HOVER: Final = (43, 106, 74)
DISABLED: Final = (26, 42, 34)
DISABLED_TEXT: Final = (111, 125, 114)
SCRIM: Final = (0, 0, 0, 100)  # the veil over the table while a dialog is open

# The review's board.
BOARD_FELT: Final = (18, 74, 44)
BOARD_FELT_DARK: Final = (10, 44, 26)
CELL: Final = (6, 20, 13, 190)
CELL_NOW: Final = (212, 174, 79, 235)
PENALTY: Final = (196, 58, 58)
# The analysis's labels (hearts.ai.analysis): green for the best choice, red for a blunder.
LABEL_COLOURS: Final = {"best": (86, 196, 110), "inaccuracy": (236, 200, 80),
                        "mistake": (236, 136, 52), "blunder": (222, 62, 62),
                        "forced": (150, 150, 150)}

# The end-of-game chart: one colour per seat (South, West, North, East).
SEAT_COLOURS: Final = ((255, 215, 94), (102, 194, 255), (255, 123, 107), (201, 160, 255))
CHART_BACKGROUND: Final = (4, 18, 11, 150)
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
