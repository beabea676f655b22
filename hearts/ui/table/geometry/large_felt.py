"""Grandes cartes' felt (Settings.large_cards, for a player who sees little): the trick at
the top, North's plate on its left and North's backs under that plate, West and East
beside it (Retour à la revue stands in the felt's top right corner while a hand is
practised), and South's
hand under it from South's plate to the felt's right edge, so that the trick and the hand
share the felt's whole height (layout.py lays the rest of the window out)."""

from __future__ import annotations

from typing import Final

from pygame import Rect

from hearts.ui.kit.sprites import CARD_RATIO
from hearts.ui.table.geometry.proportions import (
    BACK_STEP,
    LARGE,
    MAX_CARD_HEIGHT,
    RAISE,
    Scale,
    TableRegions,
    regions_clear,
    ring_width,
)

# Retour à la revue's height, in design pixels: it stands above East's plate at 960×600.
LARGE_CORNER: Final = 26


def _large_card_height(table: Rect, px: Scale) -> int:
    """Grandes cartes: the largest South card height that lets the trick (North's plate on
    its left, North's backs under that plate) and the hand stand one over the other."""
    pad, gap = px(10), px(6)
    plate_w = px(LARGE.plate[0])
    per_h = 1 / CARD_RATIO
    small, trick = LARGE.small_card, LARGE.trick_card
    rounding = 2  # the trick's and the raise's sizes, each rounded to the pixel
    vertical = (table.height - 2 * pad - 2 * gap - rounding) / (2 * trick + 1 + RAISE)
    hand_room = table.width - 2 * pad - plate_w - gap - 8 * ring_width(px)
    by_hand = hand_room / (1 + 12 * LARGE.min_step) / per_h
    middle_room = table.width - 2 * (pad + 2 * gap + plate_w) - 2 * gap
    by_middle = middle_room / (2 * small + 3 * trick * per_h)
    half = table.width / 2 - 2 * pad - 3 * gap
    by_backs = half / (1.5 * trick * per_h + small * per_h * (1 + 12 * BACK_STEP) + small)
    by_plate = (half - plate_w) / (1.5 * trick * per_h + small)
    fits = min(vertical, by_hand, by_middle, by_backs, by_plate)
    return max(20, min(int(fits), MAX_CARD_HEIGHT))


def large_table_regions(table: Rect, px: Scale) -> TableRegions:
    """Grandes cartes' felt: the trick at the top, North's plate on its left and North's
    backs under it; West and East beside it; the hand under it, from South's plate to the
    felt's right edge. In a tall window, where that makes the cards larger, North's plate
    and backs in a row above the trick and South's plate above the hand's left end, the
    hand as wide as the felt."""
    usual = _large_card_height(table, px)
    tall = _tall_card_height(table, px)
    for card_h in range(tall, usual, -max(1, tall // 40)):
        regions = _regions(table, px, card_h, tall=True)
        if regions_clear(regions, table, px(10)):
            return regions
    return _regions(table, px, usual, tall=False)


def _tall_card_height(table: Rect, px: Scale) -> int:
    """Grandes cartes in a tall window: the largest South card height with North's row
    above the trick and South's plate above the hand."""
    pad, gap = px(10), px(6)
    plate_w, plate_h = px(LARGE.plate[0]), px(LARGE.plate[1])
    per_h = 1 / CARD_RATIO
    trick = LARGE.trick_card
    fixed = 2 * pad + 5 * gap + px(LARGE_CORNER) + px(4) + 2 * plate_h + 2
    vertical = (table.height - fixed) / (2 * trick + 1 + RAISE)
    by_hand = (table.width - 2 * pad - 8 * ring_width(px)) / (1 + 12 * LARGE.min_step) / per_h
    by_middle = (table.width - 2 * (pad + gap + plate_w) - 2 * gap) / (3 * trick * per_h)
    fits = min(vertical, by_hand, by_middle)
    return max(20, min(int(fits), MAX_CARD_HEIGHT))


def _regions(table: Rect, px: Scale, card_h: int, tall: bool) -> TableRegions:
    """Grandes cartes' felt for South's cards *card_h* high, laid out for a *tall* window
    or not (see large_table_regions)."""
    pad, gap = px(10), px(6)
    plate_w, plate_h = px(LARGE.plate[0]), px(LARGE.plate[1])
    card_w = round(card_h / CARD_RATIO)
    small_w, small_h = round(card_w * LARGE.small_card), round(card_h * LARGE.small_card)
    back_span = small_w + 12 * int(small_w * BACK_STEP)
    trick_card = (round(card_w * LARGE.trick_card), round(card_h * LARGE.trick_card))
    reach = 4 * ring_width(px)  # the focus's rings around a card at either end
    hand_left = table.left + pad + reach + (0 if tall else plate_w + gap)
    hand_h = card_h + round(card_h * RAISE)
    hand_area = Rect(hand_left, table.bottom - pad - hand_h,
                     table.right - pad - reach - hand_left, hand_h)
    south_plate = Rect(table.left + pad, table.bottom - pad - plate_h, plate_w, plate_h)
    corner = Rect(0, 0, 0, px(LARGE_CORNER))  # Retour à la revue, in the felt's corner
    corner.topright = (table.right - pad, table.top + px(4))
    trick = Rect(0, 0, 3 * trick_card[0] + 2 * gap, 2 * trick_card[1] + gap)
    if tall:  # North's row under the corner, the trick under it, South's plate over the hand
        south_plate.bottomleft = (table.left + pad, hand_area.top - reach - gap)
        north = Rect(0, corner.bottom + gap, back_span, small_h)
        north.centerx = table.centerx
        north_plate = Rect(north.left - gap - plate_w, north.top, plate_w, plate_h)
        top = max(north.bottom, north_plate.bottom) + gap
        # West's and East's plates (under their backs) well above South's
        lowest = south_plate.top - 4 * gap - plate_h - gap - back_span // 2
        trick.center = (table.centerx, min((top + south_plate.top - gap) // 2, lowest))
    else:
        trick.center = (table.centerx, (table.top + pad + hand_area.top - gap) // 2)
        north_plate = Rect(trick.left - pad - gap - plate_w, trick.top, plate_w, plate_h)
        north = Rect(0, north_plate.bottom + gap, back_span, small_h)  # under North's plate
        north.right = north_plate.right
    middle_y = trick.centery
    west = Rect(table.left + pad, 0, small_h, back_span)
    west.centery = middle_y
    east = Rect(0, 0, small_h, back_span)
    east.right, east.centery = table.right - pad, middle_y
    # West's and East's plates under North's backs, further from them than North's plate;
    # in a tall window under their own backs
    side_top = max(middle_y - plate_h // 2, north.bottom + 3 * gap)
    west_plate = Rect(west.right + gap, side_top, plate_w, plate_h)
    east_plate = Rect(east.left - gap - plate_w, side_top, plate_w, plate_h)
    if tall:
        west_plate.topleft = (west.left, west.bottom + gap)
        east_plate.topright = (east.right, east.bottom + gap)
    plates = (south_plate, west_plate, north_plate, east_plate)
    pass_button = Rect(0, 0, px(150), px(34))
    pass_button.midbottom = (trick.centerx, trick.bottom - gap)
    prompt = Rect(0, 0, trick.width + plate_w, px(28))
    prompt.midbottom = (trick.centerx, pass_button.top - gap)
    beside = [plate for plate in plates[1::2] if plate.colliderect(prompt.inflate(2 * pad, 0))]
    if beside:  # between West's and East's plates, its dark pill clear of them
        half = min(abs(plate.centerx - trick.centerx) - plate_w // 2 for plate in beside)
        prompt.width = max(trick.width, 2 * (half - gap - pad))
        prompt.centerx = trick.centerx
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
