"""The layout is a pure function of the window size (and of Grandes cartes): nothing overlaps,
nothing is cut off."""

from __future__ import annotations

import itertools

import pytest
from pygame import Rect

from hearts.engine import Seat
from hearts.ui.table.geometry.layout import BUTTON_NAMES, Layout, compute_layout

SIZES = [
    (960, 600), (1024, 768), (1280, 720), (1280, 800), (1366, 768), (1440, 900),
    (1920, 1080), (1920, 1200), (2560, 1080), (2560, 1440), (3840, 2160), (960, 1000),
    (1200, 600), (1024, 576), (900, 560), (880, 550),  # under the minimum: squeezed, not cut
]
LARGE = [False, True]  # the usual layout and Grandes cartes'


def _table_parts(layout: Layout) -> dict[str, Rect]:
    parts = {f"plate-{seat.name}": layout.plates[seat] for seat in Seat}
    parts["hand"] = layout.hand_area
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        parts[f"cards-{seat.name}"] = layout.opponent_areas[seat]
    parts["trick"] = layout.trick_area
    return parts


def _overlaps(parts: dict[str, Rect]) -> list[tuple[str, str]]:
    return [(a, b) for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2)
            if ra.colliderect(rb)]


@pytest.mark.parametrize("large", LARGE)
@pytest.mark.parametrize("size", SIZES)
def test_the_big_regions_do_not_overlap_and_stay_in_the_window(
        size: tuple[int, int], large: bool) -> None:
    layout = compute_layout(*size, large=large)
    window = Rect(0, 0, *size)
    regions = {"title": layout.title, "table": layout.table, "message": layout.message,
               "sheet": layout.score_sheet, "sidebar": layout.sidebar}
    assert _overlaps(regions) == []
    for name, rect in regions.items():
        assert window.contains(rect), name


@pytest.mark.parametrize("large", LARGE)
@pytest.mark.parametrize("size", SIZES)
def test_hands_plates_and_trick_do_not_overlap_on_the_felt(
        size: tuple[int, int], large: bool) -> None:
    layout = compute_layout(*size, large=large)
    parts = _table_parts(layout)
    assert _overlaps(parts) == []
    for name, rect in parts.items():
        assert layout.table.contains(rect), name


@pytest.mark.parametrize("large", LARGE)
@pytest.mark.parametrize("size", SIZES)
def test_every_card_stays_inside_its_area(size: tuple[int, int], large: bool) -> None:
    layout = compute_layout(*size, large=large)
    for count in (1, 10, 13):
        for rect in layout.hand_rects(count):
            assert layout.hand_area.contains(rect)
            assert layout.hand_area.contains(rect.move(0, -layout.raise_offset))
        for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
            for rect in layout.opponent_rects(seat, count):
                assert layout.opponent_areas[seat].contains(rect), (seat, count)
    for seat in Seat:
        assert layout.trick_area.contains(layout.trick_rect(seat))


@pytest.mark.parametrize("large", LARGE)
@pytest.mark.parametrize("size", SIZES)
def test_enough_of_each_card_shows_to_read_its_index(size: tuple[int, int], large: bool) -> None:
    layout = compute_layout(*size, large=large)
    rects = layout.hand_rects(13)
    steps = {b.left - a.left for a, b in itertools.pairwise(rects)}
    assert min(steps) >= int(layout.card_size[0] * layout.proportions.min_step) - 1


@pytest.mark.parametrize("large", LARGE)
@pytest.mark.parametrize("size", SIZES)
def test_buttons_fit_the_side_column_without_overlapping(
        size: tuple[int, int], large: bool) -> None:
    layout = compute_layout(*size, large=large)
    rects = {name: layout.buttons[name] for name in BUTTON_NAMES}
    rects["title"] = layout.sidebar_title
    rects["info"] = layout.sidebar_info
    assert _overlaps(rects) == []
    for name, rect in rects.items():
        assert layout.sidebar.contains(rect), name
        assert rect.height >= 24 or name == "info", name
    trick = layout.trick_area
    assert trick.contains(layout.pass_button)
    assert not layout.prompt.colliderect(layout.pass_button)


def test_everything_grows_with_the_window() -> None:
    small, large = compute_layout(960, 600), compute_layout(3840, 2160)
    assert large.card_size[1] > 3 * small.card_size[1]
    assert large.text_size > 3 * small.text_size
    assert large.buttons["hint"].height > 3 * small.buttons["hint"].height


def test_the_layout_depends_on_the_size_alone() -> None:
    assert compute_layout(1280, 800) == compute_layout(1280, 800)
    assert compute_layout(1280, 800) != compute_layout(1281, 800)


@pytest.mark.parametrize("large", LARGE)
def test_a_tall_window_gives_the_table_its_height(large: bool) -> None:
    """At 1000×1000 the felt is twice as high as at 1000×625: South's cards grow with it
    (issue 44, item 7; the usual ones kept their size, a wide empty band on the felt,
    South's plate now above the hand's left end), and the prompt and Passer stay clear of
    every other part; Grandes cartes' too (they grew 8 %: North's backs beside the trick
    bound them)."""
    wide, tall = compute_layout(1000, 625, large=large), compute_layout(1000, 1000, large=large)
    assert tall.card_size[1] >= 1.3 * wide.card_size[1], (wide.card_size, tall.card_size)
    assert tall.trick_card_size[1] > wide.trick_card_size[1]
    parts = _table_parts(tall)
    assert _overlaps(parts) == []
    assert [name for name, rect in parts.items()
            if name != "trick" and rect.colliderect(tall.prompt)] == []
    assert all(tall.table.contains(rect) for rect in parts.values())
