"""End-of-hand and end-of-game panels, and the chart of the totals."""

from __future__ import annotations

import itertools

import pygame
import pygame_gui
import pytest

from hearts.engine import Seat
from hearts.i18n import _, french_typography
from hearts.ui.kit import fonts
from hearts.ui.table.panels.chart import (
    SEAT_COLOURS,
    chart_axes,
    draw_totals_chart,
    hand_labels,
    running_totals,
)
from hearts.ui.table.panels.game_over import GameOverPanel, winners_sentence
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.window import DIALOG_SIZE, key, press

pytestmark = pytest.mark.usefixtures("display")

SIZE = DIALOG_SIZE
SHEET = [(0, 13, 6, 7), (3, 0, 20, 3), (26, 0, 0, 0), (5, 8, 2, 11), (0, 26, 26, 26)]


def label_texts(dialog: HandOverPanel | GameOverPanel) -> list[str]:
    """Every text shown in the dialog's content."""
    return [element.text for element in dialog.content.elements if hasattr(element, "text")]


def hand_panel(manager: pygame_gui.UIManager, calls: list[str], moon: Seat | None = None
               ) -> HandOverPanel:
    """A panel after a hand, recording its continue calls."""
    return HandOverPanel(manager, SIZE, "fr", (0, 26, 26, 26), (34, 73, 80, 73), moon,
                         lambda: calls.append("continue"))


def test_hand_panel_continue_button_goes_on_once(manager: pygame_gui.UIManager) -> None:
    calls: list[str] = []
    panel = hand_panel(manager, calls)
    assert press(panel, panel.continue_button)
    assert calls == ["continue"]
    assert not panel.is_open
    panel.close()
    assert calls == ["continue"]


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE])
def test_hand_panel_enter_or_escape_also_goes_on(manager: pygame_gui.UIManager, code: int) -> None:
    calls: list[str] = []
    panel = hand_panel(manager, calls)
    key(panel, code)
    assert calls == ["continue"]


def test_hand_panel_names_seats_with_points_and_totals(manager: pygame_gui.UIManager) -> None:
    panel = hand_panel(manager, [])
    texts = label_texts(panel)
    for name, points, total in [("Vous", "0", "34"), ("Ouest", "26", "73"), ("Nord", "26", "80")]:
        row = texts.index(name)
        assert texts[row + 1:row + 3] == [points, total]


def test_hand_panel_announces_the_moon(manager: pygame_gui.UIManager) -> None:
    for seat, sentence in ((Seat.WEST, "Ouest réussit le grand chelem !"),
                           (Seat.NORTH, "Nord réussit le grand chelem !"),
                           (Seat.EAST, "Est réussit le grand chelem !"),
                           (Seat.SOUTH, "Grand chelem ! Vous avez tout ramassé.")):
        panel = hand_panel(manager, [], moon=seat)
        assert french_typography(sentence) in label_texts(panel)
        panel.close()
    plain = hand_panel(manager, [])
    assert not any("chelem" in text for text in label_texts(plain))


def test_game_panel_buttons_call_their_callbacks(manager: pygame_gui.UIManager) -> None:
    calls: list[str] = []

    def panel() -> GameOverPanel:
        return GameOverPanel(manager, SIZE, "fr", (Seat.SOUTH,), (34, 47, 60, 59), SHEET, False,
                             lambda: calls.append("new"), lambda: calls.append("replay"))

    first = panel()
    assert press(first, first.new_game_button)
    second = panel()
    assert second.replay_button is not None
    assert press(second, second.replay_button)
    third = panel()
    key(third, pygame.K_RETURN)
    assert calls == ["new", "replay", "new"]
    assert not (first.is_open or second.is_open or third.is_open)


def test_game_panel_says_new_record_only_when_set(manager: pygame_gui.UIManager) -> None:
    record = _("Nouveau record !")("fr")
    with_record = GameOverPanel(manager, SIZE, "fr", (Seat.SOUTH,), (34, 47, 60, 59), SHEET,
                                True, lambda: None, lambda: None)
    assert record in label_texts(with_record)
    without = GameOverPanel(manager, SIZE, "fr", (Seat.SOUTH,), (34, 47, 60, 59), SHEET, False,
                            lambda: None, lambda: None)
    assert record not in label_texts(without)


@pytest.mark.parametrize(
    ("winners", "fr", "en"),
    [
        ((Seat.SOUTH,), "Vous gagnez !", "You win!"),
        ((Seat.WEST,), "Ouest gagne.", "West wins."),
        ((Seat.SOUTH, Seat.EAST), "Vous gagnez, à égalité avec Est !", "You win, tied with East!"),
        ((Seat.WEST, Seat.NORTH, Seat.EAST), "Ouest, Nord et Est gagnent, à égalité.",
         "West, North, and East win, tied."),
    ],
)
def test_winners_sentence(winners: tuple[Seat, ...], fr: str, en: str) -> None:
    assert winners_sentence(winners, "fr") == french_typography(fr)
    assert winners_sentence(winners, "en") == en


def test_running_totals_start_at_zero_and_add_up() -> None:
    totals = running_totals(SHEET)
    assert totals[0] == (0, 0, 0, 0)
    assert totals[-1] == tuple(sum(column) for column in zip(*SHEET, strict=True))
    assert len(totals) == len(SHEET) + 1


@pytest.mark.parametrize("size", [(400, 260), (900, 500)])
def test_chart_has_the_requested_size_and_a_line_of_each_seat_colour(
    size: tuple[int, int],
) -> None:
    font = fonts.font(14)
    chart = draw_totals_chart(size, SHEET, "fr", font, target=100)
    assert chart.get_size() == size
    legend = 2 * font.get_linesize()
    plot = chart.subsurface(pygame.Rect(0, legend, size[0], size[1] - legend))
    for colour in SEAT_COLOURS:
        matching = pygame.mask.from_threshold(plot, pygame.Color(colour), (40, 40, 40, 255))
        assert matching.count() > 20, colour


def test_chart_lines_differ_from_an_empty_chart() -> None:
    font = fonts.font(14)
    empty = draw_totals_chart((500, 300), [], "fr", font)
    full = draw_totals_chart((500, 300), SHEET, "fr", font)
    lower_half = pygame.Rect(60, 150, 400, 100)
    changed = sum(
        empty.get_at(point) != full.get_at(point)
        for point in ((x, y) for x in range(lower_half.left, lower_half.right, 4)
                      for y in range(lower_half.top, lower_half.bottom, 4))
    )
    assert changed > 20


def test_chart_draws_negative_totals_below_zero_and_reaches_a_higher_target() -> None:
    sheet = [(-26, 0, 0, 0), (0, 26, 0, 0), (-10, 5, 31, 0)]  # South's totals: -26, -26, -36
    size, font = (480, 300), fonts.font(14)
    chart = draw_totals_chart(size, sheet, "en", font, target=150)
    axes = chart_axes(size, running_totals(sheet), font, 150)
    assert axes.low <= -36 and axes.high >= 150
    zero = round(axes.y_of(0))
    under_zero = chart.subsurface(pygame.Rect(axes.plot.left, zero + 4, axes.plot.width,
                                              axes.plot.bottom - zero - 4))
    south = pygame.mask.from_threshold(under_zero, pygame.Color(SEAT_COLOURS[Seat.SOUTH]),
                                       (40, 40, 40, 255))
    assert south.count() > 20  # South's line runs under the zero line


@pytest.mark.parametrize(("count", "spacing"), [(1, 3.0), (5, 100.0), (24, 22.0), (25, 22.0),
                                                (40, 9.0)])
def test_hand_numbers_on_the_axis_never_touch_and_end_with_the_last(count: int,
                                                                    spacing: float) -> None:
    font = fonts.font(14)
    labelled = hand_labels(count, font, spacing)
    assert labelled[-1] == count
    widest = font.size(str(count))[0]
    gaps = [(b - a) * spacing for a, b in itertools.pairwise(labelled)]
    assert all(gap >= widest for gap in gaps), gaps
    assert labelled == sorted(set(labelled))


def test_revoir_la_partie_opens_the_review_over_the_panel(manager: pygame_gui.UIManager) -> None:
    asked: list[str] = []
    panel = GameOverPanel(manager, SIZE, "fr", (Seat.SOUTH,), (34, 47, 60, 59), SHEET, False,
                          lambda: asked.append("new"), lambda: asked.append("replay"),
                          on_review=lambda: asked.append("review"))
    assert panel.review_button is not None
    assert panel.review_button.text == "Revoir la partie"
    press(panel, panel.review_button)
    assert asked == ["review"] and panel.is_open  # the review goes over it: back is the panel


def test_the_end_of_game_panel_has_no_review_without_a_way_to_open_it(
        manager: pygame_gui.UIManager) -> None:
    panel = GameOverPanel(manager, SIZE, "fr", (Seat.SOUTH,), (34, 47, 60, 59), SHEET, False,
                          lambda: None, lambda: None)
    assert panel.review_button is None


def test_left_from_continuer_reaches_revoir_la_manche(manager: pygame_gui.UIManager) -> None:
    asked: list[str] = []
    panel = HandOverPanel(manager, SIZE, "fr", (0, 26, 0, 0), (3, 26, 10, 7), None,
                          lambda: asked.append("continue"),
                          on_review=lambda: asked.append("review"))
    assert key(panel, pygame.K_LEFT)  # the focus starts on Continuer: ← goes to its left
    assert key(panel, pygame.K_RETURN)
    assert asked == ["review"]
