"""Expert, chosen in Options with the mouse, plays a whole game against a person who takes
every hint and plays it by keyboard and by mouse in turn: each hint is Expert's own choice in
South's seat, the table names the level, and the game counts under Expert."""

from __future__ import annotations

from pathlib import Path

import pygame

from hearts.ai import ExpertBot
from hearts.choices import LEVEL_WORDS, LEVELS
from hearts.engine import Phase, Rules
from hearts.store import Settings, Store
from hearts.ui.app import App
from hearts.ui.dialogs import OptionsDialog
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.ai import SMALL
from tests.helpers.window import SOUTH, MakeApp, click_button, click_card, settle

EXPERT = LEVELS.index("expert")


def press(app: App, key: int) -> None:
    """One key, as a person presses it, then the table at rest."""
    app.press(key)
    settle(app)


def click_element(app: App, element: object) -> None:
    """A left click in the middle of a pygame_gui element, then the table at rest."""
    rect = element.get_abs_rect()  # type: ignore[attr-defined]
    app.click(rect.center)
    settle(app)


def choose_expert(app: App) -> None:
    """Options, the level row's Expert clicked, the dialog closed by Esc, a new game."""
    app.dialogs.action_options()
    settle(app)
    options = app.dialog
    assert isinstance(options, OptionsDialog)
    button = options.choice_buttons["level"][EXPERT]
    assert button.text == LEVEL_WORDS["expert"]("fr")
    click_element(app, button)
    assert app.controller.settings.level == "expert"
    press(app, pygame.K_ESCAPE)
    assert app.dialog is None
    click_button(app, "new_game")
    assert app.controller.level == "expert"


def take_the_hint_and_pass(app: App, by_mouse: bool) -> None:
    """H, the three cards Expert passes raised; then Passer clicked or P pressed."""
    view = app.controller.host.match.view(SOUTH)
    press(app, pygame.K_h)
    hinted = set(app.controller.scene.hinted)
    assert hinted == set(ExpertBot(budget=SMALL).choose_pass(view))
    assert set(app.controller.raised) == hinted
    if by_mouse:
        click_button(app, "pass")
    else:
        press(app, pygame.K_p)
    assert set(app.controller.host.match.passed_cards(SOUTH) or ()) == hinted


def take_the_hint_and_play(app: App, by_mouse: bool) -> None:
    """H, Expert's card lit and focused; then it is clicked or Enter plays it."""
    controller = app.controller
    view = controller.host.match.view(SOUTH)
    press(app, pygame.K_h)
    (hinted,) = controller.scene.hinted
    assert hinted == ExpertBot(budget=SMALL).choose_play(view)
    if by_mouse:
        click_card(app, hinted)
    else:
        assert controller.choices.focused_card() == hinted
        press(app, pygame.K_RETURN)
    assert hinted not in controller.host.match.hand(SOUTH)


def test_a_whole_game_at_expert_with_its_hints_by_keyboard_and_mouse(
        make_app: MakeApp, tmp_path: Path) -> None:
    Store(tmp_path).save_settings(Settings(sound=False, rules=Rules(target=50)))
    app = make_app(deal=61)
    choose_expert(app)
    controller = app.controller
    assert controller.table_view().level == "expert"  # "Niveau : Expert" under the buttons
    turns = 0
    for _turn in range(2000):
        top = app.dialog
        if isinstance(top, GameOverPanel):
            break
        if isinstance(top, HandOverPanel):
            if turns % 2:
                click_element(app, top.continue_button)
            else:
                press(app, pygame.K_RETURN)
        elif controller.choices.is_choosing_pass():
            take_the_hint_and_pass(app, by_mouse=turns % 2 == 0)
        elif controller.host.match.phase is Phase.PLAYING and controller.host.match.turn is SOUTH:
            take_the_hint_and_play(app, by_mouse=turns % 3 == 0)
        else:
            settle(app)
        turns += 1
    else:
        raise AssertionError("the game never ended")
    assert controller.host.match.phase is Phase.GAME_OVER
    assert turns > 13 * 2
    controller.flush_saves()
    assert controller.stats.games_played == 1
    (record,) = Store(tmp_path).history.recent(10)
    assert record.level == "expert"
