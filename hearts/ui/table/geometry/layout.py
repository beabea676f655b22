"""Where everything goes: a pure function from the window size to rectangles.

Over the table, the title and the rules in play; the table (felt) holds the four hands,
the name plates and the trick; under it come the message line and the score sheet; the
buttons stand in a column on the right. Every size follows one scale unit, so the same
picture fits 960×600 and 4K.

Grandes cartes (Settings.large_cards, for a player who sees little) lays the felt out
otherwise: larger texts, South's and the trick's cards larger, the others' backs smaller,
and North's plate and backs beside the trick instead of above it, so that the trick and
South's hand take the felt's whole height.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from pygame import Rect

from hearts.engine import Seat
from hearts.ui.kit.fonts import MIN_TEXT_SIZE as MIN_TEXT_SIZE
from hearts.ui.kit.sprites import CARD_RATIO as CARD_RATIO
from hearts.ui.platform.window import MIN_SIZE as MIN_SIZE
from hearts.ui.table.geometry.large_felt import large_table_regions
from hearts.ui.table.geometry.proportions import (
    BACK_STEP,
    FOCUS_RAISE,
    LARGE,
    LARGE_FOCUS_RAISE,
    MAX_CARD_HEIGHT,
    MAX_STEP,
    MIN_STEP,
    RAISE,
    SMALL_CARD,
    TRICK_CARD,
    USUAL,
    Proportions,
    Scale,
    TableRegions,
    regions_clear,
    ring_width,
)

BASE_SIZE: Final = (960, 600)
# When a window is smaller anyway (a window manager that ignores the minimum, a small screen
# in full screen), the table squeezes its cards and buttons down to this size; a window
# smaller still shows the top left of this layout.
SMALLEST_LAYOUT: Final = (880, 550)
INFO_LINES: Final = 6  # under the buttons: the level, then the keys (wrapped) on five lines
MIN_INFO_LINES: Final = 3  # in a short window, the level and two lines of keys at least
MIN_BUTTON_HEIGHT: Final = 24  # pixels: a button's label stays readable
LAYOUTS_KEPT: Final = 16  # layouts cached: a window resized all evening keeps only these

# The buttons of the side column, top to bottom, in groups.
BUTTON_GROUPS: Final = (
    ("hint", "sort", "fast", "last_trick", "played_cards"),
    ("replay", "new_game", "daily", "deal_number", "friends"),
    ("rules", "options", "stats"),
)
BUTTON_NAMES: Final = tuple(name for group in BUTTON_GROUPS for name in group)

@dataclass(frozen=True)
class Layout:
    """The rectangles of one window size. Methods place cards by count and index."""

    size: tuple[int, int]
    unit: float  # 1.0 at 960×600
    card_size: tuple[int, int]  # South's cards
    small_card_size: tuple[int, int]  # the others' face-down cards (upright)
    title: Rect
    rules: Rect  # under the title: the target score and the variants in play
    table: Rect
    message: Rect
    score_sheet: Rect
    sidebar: Rect
    sidebar_title: Rect
    sidebar_info: Rect  # under the buttons: the level and the keys
    buttons: dict[str, Rect]
    plates: tuple[Rect, Rect, Rect, Rect]  # by Seat
    hand_area: Rect  # South's hand, raised cards included
    opponent_areas: tuple[Rect, Rect, Rect, Rect]  # by Seat; South's entry is hand_area
    trick_area: Rect  # the four cards of the trick in a cross, none over another
    trick_card_size: tuple[int, int]
    pass_button: Rect
    prompt: Rect  # the sentence above the Passer button
    corner: Rect  # Retour à la revue's place (right, top, height): no card or plate under it
    text_size: int  # ordinary text, in pixels
    small_text_size: int
    title_text_size: int
    row_height: int  # one row of the score sheet
    padding: int
    large: bool = False  # Grandes cartes: North beside the trick, the hand under it
    ring_width: int = 2  # a band of Grandes cartes' rings: the focus's are four of them

    @property
    def proportions(self) -> Proportions:
        """The proportions this layout was made with."""
        return LARGE if self.large else USUAL

    @property
    def raise_offset(self) -> int:
        """How many pixels a raised card rises."""
        return round(self.card_size[1] * RAISE)

    @property
    def focus_offset(self) -> int:
        """How many pixels the keyboard's card rises when it is not raised already: with
        Grandes cartes, plainly, as it is drawn whole over its neighbours."""
        return max(2, round(self.card_size[1] * (LARGE_FOCUS_RAISE if self.large
                                                 else FOCUS_RAISE)))

    def hand_rects(self, count: int) -> list[Rect]:
        """South's *count* cards, left to right, unraised, centred in the hand area."""
        if count <= 0:
            return []
        width, height = self.card_size
        area = self.hand_area
        step = 0
        if count > 1:
            step = int(min(width * MAX_STEP, (area.width - width) / (count - 1)))
        total = width + step * (count - 1)
        left = area.left + (area.width - total) // 2
        if self.large:  # the hand's area reaches the felt's right: the hand stays under the trick
            left = min(max(self.trick_area.centerx - total // 2, area.left), area.right - total)
        top = area.bottom - height
        return [Rect(left + step * i, top, width, height) for i in range(count)]

    def hand_rect(self, index: int, count: int, raised: bool = False) -> Rect:
        """South's card *index* of *count*, raised or not."""
        rect = self.hand_rects(count)[index]
        return rect.move(0, -self.raise_offset) if raised else rect

    def opponent_rects(self, seat: Seat, count: int) -> list[Rect]:
        """The face-down cards of West, North or East (rotated for West and East)."""
        if count <= 0:
            return []
        small_w, small_h = self.small_card_size
        area = self.opponent_areas[seat]
        step = int(small_w * BACK_STEP)
        span = small_w + step * (count - 1)
        if seat is Seat.NORTH:
            left = area.left + (0 if self.large else (area.width - span) // 2)
            return [Rect(left + step * i, area.top, small_w, small_h) for i in range(count)]
        top = area.top + (area.height - span) // 2
        return [Rect(area.left, top + step * i, small_h, small_w) for i in range(count)]

    def seat_card_rect(self, seat: Seat, index: int, count: int, raised: bool = False) -> Rect:
        """Card *index* of *count* in *seat*'s hand, as an upright card rectangle."""
        if seat is Seat.SOUTH:
            return self.hand_rect(index, count, raised)
        rects = self.opponent_rects(seat, count)
        if not rects:
            return self.seat_spot(seat)
        rect = rects[min(max(index, 0), len(rects) - 1)]
        upright = Rect(0, 0, *self.small_card_size)
        upright.center = rect.center
        return upright

    def trick_rect(self, seat: Seat) -> Rect:
        """Where *seat*'s card lies in the trick: in front of its seat, at the edge of the
        trick's area on its side (North and South in the middle column, one over the other,
        West and East on either side of them), so no card hides another."""
        rect = Rect(0, 0, *self.trick_card_size)
        area = self.trick_area
        sides = {Seat.SOUTH: "midbottom", Seat.WEST: "midleft", Seat.NORTH: "midtop",
                 Seat.EAST: "midright"}
        setattr(rect, sides[seat], getattr(area, sides[seat]))
        return rect

    @property
    def last_trick_panel(self) -> Rect:
        """The dark panel under the last trick when it is shown again: around the cross."""
        return self.trick_area.inflate(self.padding * 2, self.padding)

    def seat_spot(self, seat: Seat) -> Rect:
        """A small card at the middle of *seat*'s place, where taken tricks slide to."""
        rect = Rect(0, 0, *self.small_card_size)
        rect.center = self.plates[seat].center
        return rect

    def deck_rect(self) -> Rect:
        """The deck in the middle of the table, before the deal."""
        rect = Rect(0, 0, *self.card_size)
        rect.center = self.trick_area.center
        return rect


def _unit(width: int, height: int) -> float:
    """The scale of a window against the 960×600 design size, never below it.

    A window smaller than MIN_SIZE keeps the texts at their smallest readable size: the
    table's cards and the buttons take less room instead.
    """
    return max(1.0, min(width / BASE_SIZE[0], height / BASE_SIZE[1]))


@lru_cache(maxsize=LAYOUTS_KEPT)
def compute_layout(width: int, height: int, large: bool = False) -> Layout:
    """The layout of a *width*×*height* window (pure; cached per size), with Grandes
    cartes' proportions when *large*.

    Never smaller than SMALLEST_LAYOUT: its size is then larger than the window's.
    """
    width, height = max(width, SMALLEST_LAYOUT[0]), max(height, SMALLEST_LAYOUT[1])
    unit = _unit(width, height)
    sizes = LARGE if large else USUAL

    def px(value: float) -> int:
        return max(1, round(value * unit))

    margin, gap = px(10), px(6)
    sidebar_w = px(176)
    sidebar = Rect(width - margin - sidebar_w, margin, sidebar_w, height - 2 * margin)
    left_w = sidebar.left - 2 * margin
    title = Rect(margin, margin, left_w, px(24))
    rules = Rect(margin, title.bottom, left_w, px(sizes.rules))
    row_height = px(sizes.row)
    sheet = Rect(margin, 0, left_w, row_height * 5 + 2 * px(4))
    sheet.bottom = height - margin
    message = Rect(margin, 0, left_w, px(sizes.message))  # two lines when a sentence is long
    message.bottom = sheet.top - gap
    table = Rect(margin, rules.bottom + gap, left_w, message.top - gap - rules.bottom - gap)
    regions = large_table_regions(table, px) if large else _table_regions(table, px)
    buttons, sidebar_title = _side_column(sidebar, px)
    last = buttons[BUTTON_NAMES[-1]]
    info_top = last.bottom + px(14)
    sidebar_info = Rect(last.left, info_top, last.width,
                        max(0, sidebar.bottom - px(8) - info_top))
    return Layout(
        size=(width, height),
        unit=unit,
        title=title,
        rules=rules,
        table=table,
        message=message,
        score_sheet=sheet,
        sidebar=sidebar,
        sidebar_title=sidebar_title,
        sidebar_info=sidebar_info,
        buttons=buttons,
        text_size=px(sizes.text),
        small_text_size=px(sizes.small_text),
        title_text_size=px(sizes.title_text),
        row_height=row_height,
        padding=px(10),
        card_size=regions.card_size,
        small_card_size=regions.small_card_size,
        plates=regions.plates,
        hand_area=regions.hand_area,
        opponent_areas=regions.opponent_areas,
        trick_area=regions.trick_area,
        trick_card_size=regions.trick_card_size,
        pass_button=regions.pass_button,
        prompt=regions.prompt,
        corner=regions.corner,
        large=large,
        ring_width=ring_width(px),
    )


def _card_height(table: Rect, plate_w: int, pad: int, gap: int) -> int:
    """The largest South card height that lets every region of the table fit."""
    card_w_per_h = 1 / CARD_RATIO
    small_h = SMALL_CARD
    trick_h = 2 * TRICK_CARD
    vertical = (table.height - 2 * pad - 3 * gap) / (small_h + trick_h + 1 + RAISE)
    hand_room = table.width - 2 * (pad + plate_w + gap)
    by_hand = hand_room / (1 + 12 * MIN_STEP) / card_w_per_h
    middle_room = table.width - 2 * (pad + 2 * gap + plate_w)
    by_middle = (middle_room - 2 * gap) / (2 * small_h + 3 * TRICK_CARD * card_w_per_h)
    return max(20, min(round(vertical), round(by_hand), round(by_middle), MAX_CARD_HEIGHT))


def _tall_card_height(table: Rect, plate_w: int, plate_h: int, corner_h: int, pad: int,
                      gap: int) -> int:
    """The largest South card height with South's plate above the hand's left end, the
    hand then as wide as the felt, and the corner above North's backs (a tall window's
    felt has the height for it)."""
    card_w_per_h = 1 / CARD_RATIO
    rows = SMALL_CARD + 2 * TRICK_CARD + 1 + RAISE
    vertical = (table.height - 2 * pad - 5 * gap - plate_h - corner_h) / rows
    by_hand = (table.width - 2 * pad) / (1 + 12 * MIN_STEP) / card_w_per_h
    middle_room = table.width - 2 * (pad + 2 * gap + plate_w)
    by_middle = (middle_room - 2 * gap) / (2 * SMALL_CARD + 3 * TRICK_CARD * card_w_per_h)
    return max(20, min(round(vertical), round(by_hand), round(by_middle), MAX_CARD_HEIGHT))


def _table_regions(table: Rect, px: Scale) -> TableRegions:
    """The hands, plates, trick, Passer button and prompt inside the felt: South's plate
    beside the hand, or above its left end where that makes the cards larger (a tall
    window) and leaves every part clear."""
    pad, gap = px(10), px(6)
    plate_w, plate_h = px(132), px(54)  # the name, the total, this hand's points
    beside = _card_height(table, plate_w, pad, gap)
    tall = _tall_card_height(table, plate_w, plate_h, px(34), pad, gap)
    for card_h in range(tall, beside, -max(1, tall // 40)):
        regions = _regions(table, px, card_h, plate_above=True)
        if regions_clear(regions, table, pad):
            return regions
    return _regions(table, px, beside, plate_above=False)


def _regions(table: Rect, px: Scale, card_h: int, plate_above: bool) -> TableRegions:
    """The felt's regions for South's cards *card_h* high, South's plate above the hand's
    left end or beside it."""
    pad, gap = px(10), px(6)
    plate_w, plate_h = px(132), px(54)
    card_w = round(card_h / CARD_RATIO)
    small_w, small_h = round(card_w * SMALL_CARD), round(card_h * SMALL_CARD)
    back_span = small_w + 12 * int(small_w * BACK_STEP)
    raise_px = round(card_h * RAISE)

    hand_w = table.width - 2 * (pad if plate_above else pad + plate_w + gap)
    hand_area = Rect(0, 0, hand_w, card_h + raise_px)
    hand_area.midbottom = (table.centerx, table.bottom - pad)
    south = Rect(hand_area.left - gap - plate_w, table.bottom - pad - plate_h, plate_w, plate_h)
    if plate_above:
        south.bottomleft = (hand_area.left, hand_area.top - gap)
    # in a tall window Retour à la revue (the corner, as high as Passer) stands above North
    north = Rect(0, table.top + pad + (px(34) + gap if plate_above else 0), back_span, small_h)
    north.centerx = table.centerx

    trick_top, trick_bottom = north.bottom + gap, hand_area.top - gap
    middle_y = (trick_top + trick_bottom) // 2
    trick_card = (round(card_w * TRICK_CARD), round(card_h * TRICK_CARD))
    trick_w = 3 * trick_card[0] + 2 * gap
    trick = Rect(0, 0, trick_w, 2 * trick_card[1] + gap)
    trick.center = (table.centerx, middle_y)

    west = Rect(table.left + pad, 0, small_h, back_span)
    west.centery = middle_y
    east = Rect(0, 0, small_h, back_span)
    east.right, east.centery = table.right - pad, middle_y

    plates = (
        south,
        Rect(west.right + gap, middle_y - plate_h // 2, plate_w, plate_h),
        Rect(north.left - gap - plate_w, north.top, plate_w, plate_h),
        Rect(east.left - gap - plate_w, middle_y - plate_h // 2, plate_w, plate_h),
    )
    pass_button = Rect(0, 0, px(150), px(34))
    pass_button.midbottom = (trick.centerx, trick.bottom - gap)
    prompt = Rect(0, 0, trick_w + 2 * plate_w // 2, px(24))
    prompt.midbottom = (trick.centerx, pass_button.top - gap)
    corner = Rect(0, 0, 0, pass_button.height)
    corner.topright = (table.right - pad, table.top + pad)
    return TableRegions(
        card_size=(card_w, card_h),
        small_card_size=(small_w, small_h),
        plates=plates,
        hand_area=hand_area,
        opponent_areas=(hand_area, west, north, east),
        trick_area=trick,
        trick_card_size=trick_card,
        pass_button=pass_button,
        prompt=prompt,
        corner=corner,
    )


def info_height(px: Scale, lines: int = INFO_LINES) -> int:
    """The room under the buttons for the level and the keys: *lines* small lines."""
    return lines * px(16) + px(6)


def _side_column(sidebar: Rect, px: Scale) -> tuple[dict[str, Rect], Rect]:
    """The buttons and the title: a short window keeps fewer lines of keys under them (F1
    lists them all) rather than buttons too low to read."""
    for lines in range(INFO_LINES, MIN_INFO_LINES - 1, -1):
        buttons, title = _button_rects(sidebar, px, px(14) + info_height(px, lines))
        if buttons[BUTTON_NAMES[0]].height >= MIN_BUTTON_HEIGHT:
            break
    return buttons, title


def _button_rects(sidebar: Rect, px: Scale, below: int) -> tuple[dict[str, Rect], Rect]:
    """The side column's buttons in their groups, *below* pixels left under them, and the
    game's name above them."""
    pad, gap, group_gap = px(8), px(4), px(9)
    title = Rect(sidebar.left + pad, sidebar.top + pad, sidebar.width - 2 * pad, px(30))
    count = len(BUTTON_NAMES)
    room = sidebar.bottom - pad - (title.bottom + gap) - below
    fixed = (count - 1) * gap + (len(BUTTON_GROUPS) - 1) * group_gap
    height = min(px(32), (room - fixed) // count)
    rects: dict[str, Rect] = {}
    y = title.bottom + gap
    for number, group in enumerate(BUTTON_GROUPS):
        if number:
            y += group_gap - gap
        for name in group:
            rects[name] = Rect(title.left, y, title.width, height)
            y += height + gap
    return rects, title
