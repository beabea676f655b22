"""The four cards of a trick lie in a cross, each in front of its seat, none over another;
the last trick shown again lies the same way; and neither the trick nor the last trick's
panel reaches a plate, a hand or the message line, from the smallest window up."""

from __future__ import annotations

import itertools
import time
from typing import Final

import pygame
import pytest
from pygame import Rect

from hearts.engine import Card, Seat
from hearts.ui.review.board import board_geometry
from hearts.ui.table.geometry.layout import Layout, compute_layout
from tests.helpers.window import SOUTH, MakeApp, pass_three, play_until, settle, shown_frame

SIZES = [(960, 600), (1024, 768), (1280, 720), (1376, 860), (1920, 1080), (2560, 1080),
         (3840, 2160), (960, 1000), (1200, 600), (880, 550)]


def trick_rects(layout: Layout) -> dict[Seat, Rect]:
    """Where each seat's card of the trick lies."""
    return {seat: layout.trick_rect(seat) for seat in Seat}


@pytest.mark.parametrize("large", [False, True])  # Grandes cartes too
@pytest.mark.parametrize("size", SIZES)
def test_no_card_of_the_trick_covers_another(size: tuple[int, int], large: bool) -> None:
    rects = trick_rects(compute_layout(*size, large=large))
    assert [(a, b) for a, b in itertools.combinations(Seat, 2)
            if rects[a].colliderect(rects[b])] == []


@pytest.mark.parametrize("large", [False, True])  # Grandes cartes too
@pytest.mark.parametrize("size", SIZES)
def test_each_card_lies_in_front_of_its_seat(size: tuple[int, int], large: bool) -> None:
    layout = compute_layout(*size, large=large)
    rects = trick_rects(layout)
    south, west, north, east = (rects[seat] for seat in Seat)
    assert north.centerx == south.centerx == layout.trick_area.centerx
    assert north.bottom <= south.top
    assert west.right <= north.left and east.left >= north.right
    assert west.centery == east.centery
    assert north.top < west.centery < south.bottom
    for seat in Seat:
        assert layout.trick_area.contains(rects[seat]), seat


@pytest.mark.parametrize("large", [False, True])  # Grandes cartes too
@pytest.mark.parametrize("size", SIZES)
def test_the_last_trick_s_panel_reaches_no_plate_hand_or_line(
        size: tuple[int, int], large: bool) -> None:
    layout = compute_layout(*size, large=large)
    panel = layout.last_trick_panel
    others = {f"plate-{seat.name}": layout.plates[seat] for seat in Seat}
    others |= {f"cards-{seat.name}": layout.opponent_areas[seat] for seat in Seat}
    others["message"] = layout.message
    assert [name for name, rect in others.items() if rect.colliderect(panel)] == []
    assert layout.table.contains(panel)
    for rect in trick_rects(layout).values():
        assert panel.contains(rect)


PLAIN: Final = ((220, 40, 40), (40, 200, 40), (40, 40, 220), (230, 220, 40))


def test_the_last_trick_shows_its_four_cards_whole(make_app: MakeApp,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Each card of the last trick, drawn in a colour of its own, shows its four corners
    (under the soft shadow of a card played after it, at most)."""
    app = make_app(deal=7, size=(960, 600))
    pass_three(app)
    play_until(app, lambda a: a.controller.scene.tricks_done >= 1
               and a.controller.host.match.turn is SOUTH)
    last = app.controller.scene.last_trick
    assert last is not None
    colours = {card: PLAIN[number] for number, (_seat, card) in enumerate(last.plays)}

    def plain_face(card: Card, size: tuple[int, int], *args: object) -> pygame.Surface:
        face = pygame.Surface(size)
        face.fill(colours.get(card, (0, 0, 0)))
        return face

    monkeypatch.setattr(app.renderer.art, "face", plain_face)
    app.action("last_trick")
    settle(app)
    app.draw(time.monotonic())
    frame, width = shown_frame(), app.size[0]
    rects = trick_rects(app.layout)
    for seat, card in last.plays:
        rect = rects[seat]
        for x, y in (rect.topleft, rect.topright, rect.bottomleft, rect.bottomright):
            inside = (min(max(x, rect.left + 2), rect.right - 3),
                      min(max(y, rect.top + 2), rect.bottom - 3))
            at = 3 * (inside[1] * width + inside[0])
            shown = frame[at:at + 3]
            assert all(abs(a - b) < 40 for a, b in zip(shown, colours[card], strict=True)), \
                (seat, inside, tuple(shown))


@pytest.mark.parametrize("size", [(900, 520), (640, 380), (1300, 700), (1800, 950),
                                  (900, 300)])
def test_the_review_s_board_lays_the_trick_in_a_cross_too(size: tuple[int, int]) -> None:
    geometry = board_geometry(size)
    rects = {seat: geometry.trick_rect(seat) for seat in Seat}
    assert [(a, b) for a, b in itertools.combinations(Seat, 2)
            if rects[a].colliderect(rects[b])] == []
    assert rects[Seat.NORTH].bottom <= rects[Seat.SOUTH].top
    assert rects[Seat.WEST].right <= rects[Seat.NORTH].left
    assert rects[Seat.EAST].left >= rects[Seat.NORTH].right
    others = [rect for seat in Seat for rect in geometry.hand_rects(seat, 13)]
    others += [geometry.label_rect(seat) for seat in Seat]
    for rect in rects.values():
        assert geometry.table.contains(rect)
        assert rect.collidelist(others) == -1, (rect, others[rect.collidelist(others)])
