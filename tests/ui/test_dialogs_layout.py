"""Every dialog fits its window from 960×600 up, shows all its text, and works from the keyboard."""

from __future__ import annotations

import itertools
import warnings
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future
from datetime import datetime

import pygame
import pygame_gui
import pytest
from pygame_gui.core import UIContainer
from pygame_gui.core.interfaces import IUIElementInterface
from pygame_gui.elements import UIButton, UIImage, UILabel

from hearts.choices import LEVEL_WORDS, LEVELS, VARIANTS
from hearts.engine import Seat
from hearts.i18n import LANGUAGES
from hearts.play.duplicate import Duplicate
from hearts.play.questions import ImmediateExecutor
from hearts.store import GameRecord, Level, LevelFigures, Margin, Settings, Stats
from hearts.ui.dialogs import DealNumberDialog, Dialog, OptionsDialog, RulesDialog, StatsDialog
from hearts.ui.dialogs.options import NUMBERED_WORDS, TOGGLE_WORDS
from hearts.ui.dialogs.rules import rules_html
from hearts.ui.dialogs.rules_text import RULE_SECTIONS
from hearts.ui.kit.sprites import CardArt
from hearts.ui.kit.theme import create_manager
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.recent import PAGE, RecentGamesDialog
from hearts.ui.review.state import Review
from hearts.ui.table.game_over import GameOverPanel
from hearts.ui.table.hand_over import HandOverPanel
from tests.helpers.engine import random_game
from tests.helpers.window import drop_events, key

PLAYED = random_game(404, seed=4, hands=1)
ENDED = random_game(808, seed=8)
RECENT = [GameRecord.of(PLAYED.to_json(), f"g{number}", "expert", False, "abandoned",
                        datetime(2026, 9, 30, 23, 59)) for number in range(12)]
FIGURES: dict[Level, LevelFigures] = {
    level: LevelFigures(games=999, hands=9999, points=-99999, queens=999, moons_shot=99,
                        moons_against=999) for level in ("hard", "expert")}
SHEET = [(0, 13, 6, 7), (3, 0, 20, 3), (26, 0, 0, 0), (5, 8, 2, 11), (0, 26, 26, 26)]
STATS = Stats(games_played=123, games_won=45, lowest_score=-12, current_streak=3,
              best_streak=9, record_easy=17, record_hard=33, record_expert=-9)
Builder = Callable[[pygame_gui.UIManager, tuple[int, int], str], Dialog]

BUILDERS: dict[str, Builder] = {
    "deal": lambda m, size, lang: DealNumberDialog(m, size, lang),
    "rules": lambda m, size, lang: RulesDialog(m, size, lang),
    "options": lambda m, size, lang: OptionsDialog(m, size, lang, Settings(language="fr"),
                                                   lambda settings: None),
    "stats": lambda m, size, lang: StatsDialog(m, size, lang, STATS, lambda: None,
                                               on_recent=lambda: None),
    "stats_confirm": lambda m, size, lang: _confirming(StatsDialog(m, size, lang, STATS,
                                                                   lambda: None)),
    "hand": lambda m, size, lang: HandOverPanel(m, size, lang, (0, 26, 26, 26),
                                                (104, 87, 96, 113), Seat.EAST, lambda: None,
                                                hand_number=12, on_review=lambda: None),
    "game": lambda m, size, lang: GameOverPanel(m, size, lang, (Seat.SOUTH, Seat.WEST),
                                                (34, 34, 60, 105), SHEET, True, lambda: None,
                                                lambda: None, on_review=lambda: None),
    "recent": lambda m, size, lang: RecentGamesDialog(m, size, lang, RECENT, FIGURES,
                                                      lambda record: None),
    "review": lambda m, size, lang: _at_a_trick(ReviewDialog(
        m, size, lang, Review(PLAYED.to_json(), 0), CardArt(),
        executor=ImmediateExecutor())),
}

pytestmark = pytest.mark.usefixtures("display")


def _at_a_trick(dialog: ReviewDialog) -> ReviewDialog:
    """The review showing the hand's fifth trick (its longest caption)."""
    dialog.review.to_trick(5)
    dialog._show()
    return dialog


def _confirming(dialog: StatsDialog) -> StatsDialog:
    """The statistics dialog showing its reset question."""
    dialog.ask_reset()
    return dialog


def _elements(container: UIContainer) -> Iterator[IUIElementInterface]:
    """Every element of a container, those of nested containers included."""
    for element in container.elements:
        yield element
        if isinstance(element, UIContainer):
            yield from _elements(element)


@pytest.mark.parametrize("name", ["options", "game"])
def test_dialog_fits_a_narrow_tall_window(name: str) -> None:
    size = (800, 1000)
    manager = create_manager(size)
    dialog = BUILDERS[name](manager, size, "fr")
    assert pygame.Rect((0, 0), size).contains(dialog.window.rect)
    for element in _elements(dialog.content):
        assert dialog.content.rect.contains(element.rect)


def test_tab_rings_a_button_and_space_presses_it() -> None:
    manager = create_manager((960, 600))
    reported: list[Settings] = []
    dialog = OptionsDialog(manager, (960, 600), "fr", Settings(), reported.append)
    assert key(dialog, pygame.K_TAB)  # first button: "vert", already chosen
    assert key(dialog, pygame.K_TAB)  # second: "bleu"
    assert key(dialog, pygame.K_SPACE)
    assert reported == [Settings(felt="blue")]
    assert key(dialog, pygame.K_TAB, pygame.KMOD_SHIFT)  # back to "vert"
    assert key(dialog, pygame.K_RETURN)
    assert reported[-1] == Settings(felt="green")


def test_a_dialog_keeps_keys_and_clicks_from_the_table() -> None:
    manager = create_manager((960, 600))
    dialog = RulesDialog(manager, (960, 600), "fr")
    assert key(dialog, pygame.K_p)
    assert key(dialog, pygame.K_h)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(1, 1))
    assert dialog.process_event(click)
    dialog.close()
    assert not dialog.process_event(click)
    assert not key(dialog, pygame.K_p)


def test_the_close_cross_closes_like_escape() -> None:
    manager = create_manager((960, 600))
    closed: list[bool] = []
    dialog = RulesDialog(manager, (960, 600), "fr", on_close=lambda: closed.append(True))
    pressed = pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=dialog.close_cross)
    assert dialog.process_event(pressed)
    assert not dialog.is_open
    assert closed == [True]


def test_rules_scroll_with_the_keyboard() -> None:
    manager = create_manager((960, 600))
    dialog = RulesDialog(manager, (960, 600), "fr")
    manager.update(0.01)
    bar = dialog.text_box.scroll_bar
    assert bar is not None  # the rules are longer than one screen
    assert bar.start_percentage == 0
    key(dialog, pygame.K_PAGEDOWN)
    assert bar.start_percentage > 0
    key(dialog, pygame.K_END)
    assert bar.start_percentage == pytest.approx(1 - bar.visible_percentage, abs=0.01)
    key(dialog, pygame.K_HOME)
    assert bar.start_percentage == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_explain_every_variant_of_the_options(lang: str) -> None:
    text = rules_html(lang, 20).replace("\u00a0", " ").replace("\u202f", " ")
    words = {**TOGGLE_WORDS, **NUMBERED_WORDS}
    for variant in VARIANTS:
        word = words[variant](lang).replace("\u202f", " ")
        assert f"<b>{word}</b>" in text, (lang, variant)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_describe_every_level_of_the_options(lang: str) -> None:
    text = rules_html(lang, 20)
    for level in LEVELS:
        assert f"<b>{LEVEL_WORDS[level](lang)}</b>" in text, (lang, level)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "fr"])
def test_rules_have_every_section_in_every_language(lang: str) -> None:
    for section in RULE_SECTIONS:
        for part in section:
            french, translated = part("fr"), part(lang)
            assert french and translated and french != translated, (lang, french)


def test_the_table_is_veiled_while_a_dialog_is_open_and_not_after() -> None:
    manager = create_manager((960, 600))
    root = manager.get_root_container()
    assert isinstance(root, UIContainer)
    before = len(root.elements)
    dialog = StatsDialog(manager, (960, 600), "fr", STATS, lambda: None)
    veil = [e for e in root.elements if isinstance(e, UIImage) and e.rect.width == 960]
    assert veil  # bands across the whole window, sharing one picture
    assert veil[0].rect.unionall([band.rect for band in veil]).contains(pygame.Rect(0, 0, 960, 600))
    dialog.close()
    assert len(root.elements) == before


class _Pending(Executor):
    """A worker that never answers: the review stays in the middle of its analysis."""

    def submit(self, fn: Callable[..., object], /, *args: object,  # type: ignore[override]
               **kwargs: object) -> Future[object]:
        return Future()


def _analysing(dialog: ReviewDialog) -> ReviewDialog:
    """The review while its analysis runs ("Arrêter l'analyse" on its button)."""
    assert dialog.analyse_button is not None
    dialog._analyse()
    return dialog


EXPERT_HAND = Duplicate(12, -999, -999, "{}")  # the widest line: both at −999
MARGIN_LEVELS: list[tuple[Level, int]] = [("expert", -99), ("hard", 40), ("easy", -3),
                                          ("medium", 0)] * 9
MARGINS = [Margin(f"m{number}", level, points, 3)
           for number, (level, points) in enumerate(MARGIN_LEVELS)]
FINISHED = [GameRecord.of(ENDED.to_json(), f"e{number}", "hard", False, "lost",
                          datetime(2026, 9, 30, 23, 59)) for number in range(PAGE)]

# Every dialog, the review before and while its analysis runs, Parties récentes with a
# "Fin de la partie" button on each game, and a finished game's panel opened from it.
LAYOUT_BUILDERS: dict[str, Builder] = {
    **BUILDERS,
    "recent_finished": lambda m, size, lang: RecentGamesDialog(
        m, size, lang, FINISHED, FIGURES, lambda record: None, on_game_over=lambda r: None),
    "game_past": lambda m, size, lang: GameOverPanel(
        m, size, lang, (Seat.WEST,), (104, 87, 96, 113), SHEET, False, None, None,
        on_review=lambda: None),
    "recent_progress": lambda m, size, lang: RecentGamesDialog(
        m, size, lang, FINISHED, FIGURES, lambda record: None, on_game_over=lambda r: None,
        margins=MARGINS, chart=True),
    "recent_margins": lambda m, size, lang: RecentGamesDialog(
        m, size, lang, FINISHED, FIGURES, lambda record: None, on_game_over=lambda r: None,
        margins=MARGINS),
    "hand_duplicate": lambda m, size, lang: HandOverPanel(
        m, size, lang, (0, 26, 26, 26), (104, 87, 96, 113), Seat.EAST, lambda: None,
        hand_number=12, on_review=lambda: None, duplicate=lambda: EXPERT_HAND,
        on_see_expert=lambda duplicate: None),
    "hand_duplicate_waiting": lambda m, size, lang: HandOverPanel(
        m, size, lang, (0, 26, 26, 26), (104, 87, 96, 113), None, lambda: None,
        on_review=lambda: None, duplicate=lambda: None, on_see_expert=lambda duplicate: None),
    "game_duplicate": lambda m, size, lang: GameOverPanel(
        m, size, lang, (Seat.SOUTH, Seat.WEST), (34, 34, 60, 105), SHEET, True, lambda: None,
        lambda: None, on_review=lambda: None, duplicate_totals=lambda: (-999, -999)),
    "review_analysing": lambda m, size, lang: _analysing(ReviewDialog(
        m, size, lang, Review(PLAYED.to_json(), 0), CardArt(), executor=_Pending())),
    "review_no_expert_hand": lambda m, size, lang: _at_a_trick(ReviewDialog(
        m, size, lang, _without_replays(), CardArt(), executor=ImmediateExecutor(),
        on_see_expert=lambda duplicate: None)),
}


def _without_replays() -> Review:
    """A review whose hands Expert has not played again: its button greyed, the reason on it."""
    review = Review(PLAYED.to_json(), 0)
    review.replay_of = lambda hand: None
    return review


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", [(960, 600), (1376, 860), (1920, 1080)])
@pytest.mark.parametrize("name", sorted(LAYOUT_BUILDERS))
def test_dialog_fits_shows_all_its_text_and_no_two_buttons_overlap(
        name: str, size: tuple[int, int], lang: str) -> None:
    drop_events()
    manager = create_manager(size)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        dialog = LAYOUT_BUILDERS[name](manager, size, lang)
        manager.update(0.01)
    too_small = [str(w.message) for w in caught if "too small" in str(w.message)]
    assert too_small == []
    screen = pygame.Rect((0, 0), size)
    window = dialog.window.rect
    assert screen.contains(window)
    assert window.width >= size[0] * 0.3 and window.height >= size[1] * 0.3
    inside = dialog.content.rect
    assert window.contains(inside)
    for element in _elements(dialog.content):
        assert inside.contains(element.rect), (element, element.rect, inside)
        if isinstance(element, UIButton | UILabel):
            assert element.font is not None
            assert element.font.size(element.text)[0] <= element.rect.width, element.text
    buttons = [element for element in _elements(dialog.content)
               if isinstance(element, UIButton) and element.visible]
    for first, second in itertools.combinations(buttons, 2):
        overlap = first.rect.clip(second.rect)
        assert overlap.width <= 0 or overlap.height <= 0, (first.text, second.text)
