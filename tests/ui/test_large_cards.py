"""Grandes cartes (issue 29, low vision): South's and the trick's cards and the table's texts
larger, a thick yellow ring around the keyboard's card and a cyan one around each card South
may play; Options turns it on and off at once, and the window keeps it at every size and at
the next start."""

from __future__ import annotations

import dataclasses
import time
from typing import Final

import pygame
import pytest
from pygame import Rect

from hearts.engine import Card, Seat
from hearts.i18n import LANGUAGES
from hearts.i18n import _ as words
from hearts.store import Store
from hearts.ui.app import App
from hearts.ui.dialogs.options import LARGE_CARDS, OptionsDialog
from hearts.ui.kit.palette import FACE_PAPER, FELT_COLOURS, HIGH_FOCUS, LEGAL_RING, RING_EDGE
from hearts.ui.table.buttons import corner_button_rect
from hearts.ui.table.geometry.layout import Layout, compute_layout
from hearts.ui.table.geometry.placement import south_card_rects
from hearts.ui.table.geometry.rings import focus_outline, legal_outline
from tests.helpers.window import (
    SOUTH,
    MakeApp,
    pass_three,
    play_until,
    practise_from_the_review,
    settle,
    shown_frame,
)

SIZES: Final = [(960, 600), (1024, 768), (1280, 800), (1920, 1080), (2560, 1440), (3840, 2160),
                (960, 1000), (1200, 600), (880, 550)]
Colour = tuple[int, int, int]


@pytest.mark.parametrize("size", SIZES)
def test_south_s_cards_the_trick_s_and_the_texts_grow(size: tuple[int, int]) -> None:
    usual, large = compute_layout(*size), compute_layout(*size, large=True)
    assert large.card_size[1] >= 1.15 * usual.card_size[1]
    assert large.trick_card_size[1] >= 1.1 * usual.trick_card_size[1]
    assert large.text_size >= 1.2 * usual.text_size
    assert large.small_text_size > usual.small_text_size
    assert large.title_text_size > usual.title_text_size
    assert large.message.height > usual.message.height  # two lines of the larger text


def test_at_960_by_600_south_s_cards_are_126_pixels_high_and_the_trick_s_101() -> None:
    usual, large = compute_layout(960, 600), compute_layout(960, 600, large=True)
    assert (usual.card_size, usual.trick_card_size) == ((75, 105), (64, 89))
    assert (large.card_size, large.trick_card_size) == ((90, 126), (72, 101))


def _lifted(layout: Layout, count: int, index: int, lift: int) -> list[Rect]:
    """South's *count* cards with card *index* risen by *lift* pixels."""
    rects = layout.hand_rects(count)
    rects[index] = rects[index].move(0, -lift)
    return rects


@pytest.mark.parametrize("size", SIZES)
def test_the_rings_stay_on_the_felt_and_reach_no_plate_passer_or_trick(
        size: tuple[int, int]) -> None:
    """The focus's rings around any card, raised for the pass or risen as the keyboard's,
    and a playable card's ring, touch neither South's plate nor Passer and its prompt, nor
    South's card in the trick."""
    layout = compute_layout(*size, large=True)
    width = layout.ring_width
    kept_clear = {"plate": layout.plates[SOUTH], "passer": layout.pass_button,
                  "prompt": layout.prompt}
    for count in (1, 7, 13):
        for index in range(count):
            for lift in (layout.focus_offset, layout.raise_offset):
                outline = focus_outline(_lifted(layout, count, index, lift), index, width)
                assert layout.table.contains(outline), (count, index, lift)
                assert [name for name, rect in kept_clear.items()
                        if rect.colliderect(outline)] == [], (count, index, lift)
            playing = focus_outline(_lifted(layout, count, index, layout.focus_offset), index,
                                    width)
            assert not playing.colliderect(layout.trick_rect(SOUTH))
            legal = legal_outline(layout.hand_rects(count), index, width)
            assert layout.table.contains(legal)
            assert not legal.colliderect(layout.plates[SOUTH])


def _luminance(colour: Colour) -> float:
    """The relative luminance of *colour* (WCAG 2)."""
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(value) for value in colour[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def _contrast(one: Colour, other: Colour) -> float:
    """The contrast ratio of two colours (WCAG 2: 3 is enough for a large mark)."""
    light, dark = sorted((_luminance(one), _luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.mark.parametrize("felt", sorted(FELT_COLOURS))
def test_the_rings_stand_out_of_every_felt_and_of_the_cards(felt: str) -> None:
    assert _contrast(HIGH_FOCUS, FELT_COLOURS[felt]) >= 3
    assert _contrast(LEGAL_RING, FELT_COLOURS[felt]) >= 3
    assert _contrast(RING_EDGE, FACE_PAPER) >= 3  # the black edge, against the white cards
    assert _contrast(RING_EDGE, HIGH_FOCUS) >= 3 and _contrast(RING_EDGE, LEGAL_RING) >= 3


def _options(app: App) -> OptionsDialog:
    """Options, opened from the table."""
    app.dialogs.action_options()
    settle(app)
    assert isinstance(app.dialog, OptionsDialog)
    return app.dialog


def _click_large_cards(app: App) -> OptionsDialog:
    """Click Grandes cartes in the open Options; the dialog then on top."""
    assert isinstance(app.dialog, OptionsDialog)
    rect = app.dialog.toggle_buttons[LARGE_CARDS].get_abs_rect()
    app.click((int(rect.centerx), int(rect.centery)))
    settle(app)
    assert isinstance(app.dialog, OptionsDialog)
    return app.dialog


def switch_large_cards(app: App) -> None:
    """Turn Grandes cartes over in Options, as a person would, and close Options."""
    _options(app)
    _click_large_cards(app).close()
    settle(app)


def test_options_lay_the_table_out_again_at_once(make_app: MakeApp) -> None:
    app = make_app(size=(960, 600))
    usual = app.layout.card_size
    _options(app)
    dialog = _click_large_cards(app)
    assert app.controller.settings.large_cards
    assert app.layout == compute_layout(960, 600, large=True)
    assert app.layout.card_size[1] > usual[1]
    assert app.table_buttons.named("pass").rect == app.layout.pass_button
    assert dialog.toggle_buttons[LARGE_CARDS].text.startswith("☑")
    assert Store().load_settings().large_cards
    _click_large_cards(app)
    assert app.layout == compute_layout(960, 600) and app.layout.card_size == usual
    assert not Store().load_settings().large_cards


def test_the_keys_keep_their_place_in_options_when_the_table_is_laid_out_again(
        make_app: MakeApp) -> None:
    """Space on Grandes cartes turns it on, and a second Space, on the dialog built again
    over the new table, turns it off: the keys' ring stayed on the toggle."""
    app = make_app(size=(960, 600))
    dialog = _options(app)
    for _ in range(40):
        if "Grandes cartes" in (dialog.spoken()[1] or ""):
            break
        app.press(pygame.K_TAB)
        settle(app)
    assert dialog.spoken()[1] == "☐  Grandes cartes"
    app.press(pygame.K_SPACE)
    settle(app)
    assert app.layout.large
    assert isinstance(app.dialog, OptionsDialog)
    assert app.dialog.spoken()[1] == "☑  Grandes cartes"
    app.press(pygame.K_SPACE)
    settle(app)
    assert not app.layout.large


def test_the_window_keeps_grandes_cartes_at_every_size_and_at_the_next_start(
        make_app: MakeApp) -> None:
    app = make_app(size=(960, 600))
    switch_large_cards(app)
    app.resize((1920, 1080))
    settle(app)
    assert app.layout == compute_layout(1920, 1080, large=True)
    app.running = False  # closed as a person closes it: the next start reads its settings
    app.close()
    again = make_app(size=(960, 600))
    assert again.layout == compute_layout(960, 600, large=True)


def _pixel(frame: bytes, width: int, point: tuple[int, int]) -> Colour:
    """The colour at *point* of a frame of the window."""
    at = 3 * (point[1] * width + point[0])
    red, green, blue = frame[at:at + 3]
    return red, green, blue


def _near(shown: Colour, wanted: Colour) -> bool:
    return all(abs(a - b) <= 24 for a, b in zip(shown, wanted, strict=True))


def _marks(app: App) -> tuple[Colour, Colour]:
    """The colours drawn in the middle of the focus's yellow band, left of the keyboard's
    card, and in the middle of the cyan band under another card South may play."""
    app.draw(time.monotonic())
    frame, layout, width = shown_frame(), app.layout, app.size[0]
    focused = app.controller.choices.focused_card()
    playable = app.controller.choices.playable() or set()
    placed = south_card_rects(layout, app.controller.scene, focused)
    cards: list[Card] = [card for card, _rect in placed]
    rects = [rect for _card, rect in placed]
    ring = layout.ring_width
    index = cards.index(focused) if focused is not None else 0
    outline = focus_outline(rects, index, ring)
    yellow = (outline.left + 2 * ring, rects[index].centery)
    other = next(number for number, card in enumerate(cards[:-1])
                 if card in playable and card != focused)
    card, after = rects[other], rects[other + 1]
    cyan = ((card.left + after.left) // 2, card.bottom + ring // 2)
    return _pixel(frame, width, yellow), _pixel(frame, width, cyan)


def test_the_rings_are_drawn_with_grandes_cartes_only(make_app: MakeApp) -> None:
    app = make_app(deal=3, size=(960, 600))
    pass_three(app)
    app.press(pygame.K_ESCAPE)  # the keyboard in use: its card shows (none before a key)
    play_until(app, lambda a: a.controller.choices.focused_card() is not None
               and len(a.controller.choices.playable() or ()) >= 3)
    yellow, cyan = _marks(app)
    assert not _near(yellow, HIGH_FOCUS) and not _near(cyan, LEGAL_RING)
    switch_large_cards(app)
    yellow, cyan = _marks(app)
    assert _near(yellow, HIGH_FOCUS), yellow
    assert _near(cyan, LEGAL_RING), cyan


def _covered(layout: Layout, north_cards: int = 13) -> dict[str, Rect]:
    """What the table's corner button must leave visible: the others' backs (North's
    *north_cards*, thirteen for West and East), the four plates and the trick's cards."""
    parts = {f"plate-{seat.name}": layout.plates[seat] for seat in Seat}
    for seat in (Seat.WEST, Seat.NORTH, Seat.EAST):
        count = north_cards if seat is Seat.NORTH else 13
        for number, rect in enumerate(layout.opponent_rects(seat, count)):
            parts[f"back-{seat.name}-{number}"] = rect
    for seat in Seat:
        parts[f"trick-{seat.name}"] = layout.trick_rect(seat)
    parts.update(passer=layout.pass_button, prompt=layout.prompt)
    return parts


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", SIZES)  # 960×600, 1920×1080 and the smallest, 880×550
def test_retour_a_la_revue_covers_no_card_and_no_plate_in_any_language(
        size: tuple[int, int], large: bool) -> None:
    layout = compute_layout(*size, large=large)
    for lang in LANGUAGES:
        rect = corner_button_rect(layout, words("Retour à la revue")(lang))
        assert layout.table.contains(rect), lang
        assert [name for name, part in _covered(layout).items()
                if part.colliderect(rect)] == [], lang


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
def test_a_practised_hand_s_back_button_leaves_north_s_cards_and_the_plates_in_sight(
        make_app: MakeApp, size: tuple[int, int], large: bool) -> None:
    """Retour à la revue, in the practice table's top right, with Grandes cartes or not."""
    Store().save_settings(dataclasses.replace(Store().load_settings(), large_cards=large))
    app = make_app(808, size=size)
    play_until(app, lambda app: len(app.controller.host.match.tricks) >= 1)
    settle(app)
    practise_from_the_review(app)
    settle(app)
    button = app.table_buttons.practice_button
    assert app.layout.large is large and button.visible
    north = app.controller.scene.count(Seat.NORTH)
    assert [name for name, part in _covered(app.layout, north).items()
            if part.colliderect(button.rect)] == []
