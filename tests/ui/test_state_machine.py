"""The real window used at random, as a restless person would, with the table checked at rest.

`TableMachine` is a Hypothesis state machine over the real window (headless, every move
instant, the bots on the main thread). Its rules click South's cards, the table's
buttons, the open dialog's buttons or anywhere; press the keys the table knows; type into
the "Donne n°" entry; resize the window from 700×500 to 2560×1440; change the options;
start new games; play on as a person would; and close the window to open another on the
same folder. After each rule the loop turns a few times, or until the table rests.

What must always hold: no exception anywhere; at rest, the table shows what the engine
says (South's hand, the trick, the totals, the other hands' sizes); a reopened window
goes on with the very same match (or a fresh one when the game was over); every file
in the user's folder is valid JSON, and the game never finds one of its own damaged.

The test below runs a short, derandomized version for CI; ``tools/fuzz.py SECONDS SEED``
runs the same machine for as long as asked.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
import sys
import tempfile
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, ClassVar, Final

import pygame
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.errors import HypothesisException
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)
from pygame_gui.elements import UIButton

from hearts.engine import Phase, Seat
from hearts.store import SETTING_CHOICES
from hearts.ui.app import App, AppConfig
from hearts.ui.kit.speech import Recording
from hearts.ui.table.geometry.layout import BUTTON_NAMES
from hearts.ui.table.panels.hand_over import HandOverPanel
from hearts.ui.table.scene import display_order
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.window import assert_screen_is_current, run_without_input, settle

SOUTH: Final = Seat.SOUTH
FIRST_SIZE: Final = (1280, 800)
THE_DAY: Final = date(2024, 3, 14)  # "Donne du jour" gives the same deal whatever the day
LOCK_NAME: Final = "dame-de-pique.lock"

# The keys the table knows (and F11 and F2, which the window takes even over a dialog).
KEYS: Final[dict[str, tuple[int, int]]] = {
    "Enter": (pygame.K_RETURN, 0),
    "Space": (pygame.K_SPACE, 0),
    "Left": (pygame.K_LEFT, 0),
    "Right": (pygame.K_RIGHT, 0),
    "Tab": (pygame.K_TAB, 0),
    "Shift+Tab": (pygame.K_TAB, pygame.KMOD_SHIFT),
    "Esc": (pygame.K_ESCAPE, 0),
    "H": (pygame.K_h, 0),
    "P": (pygame.K_p, 0),
    "F11": (pygame.K_F11, 0),
    # Speech on and off over any screen (heard by a recording voice), every key in a window,
    # and the reading keys.
    "F2": (pygame.K_F2, 0),
    "F1": (pygame.K_F1, 0),
    "D": (pygame.K_d, 0),
    "M": (pygame.K_m, 0),
    "T": (pygame.K_t, 0),
    "S": (pygame.K_s, 0),
    "O": (pygame.K_o, 0),
    "V": (pygame.K_v, 0),
    # Cartes jouées at the table; Qui a quoi in the review.
    "J": (pygame.K_j, 0),
    "Q": (pygame.K_q, 0),
}
# What a person may type in the "Donne n°" entry: good numbers, bad ones, words, an emoji.
TYPED: Final = ("0", "-3", "abc", "99999999", "😀", "1", "42", "999999", "1000000",
                "123 456", " 7 ", "1e3", "٣", "")
TABLE_BUTTONS: Final = (*BUTTON_NAMES, "pass", "claim")
ACTIONS: Final = ("replay", "new_game", "daily", *BUTTON_NAMES)


# After each rule: 0 to 3, turn the loop 1 to 4 times; 4 or 5, until the table rests.
PACE: Final = st.integers(0, 5)


@dataclass
class Tally:
    """What the machines have done so far (tools/fuzz.py prints it)."""

    runs: int = 0
    events: int = 0
    reopenings: int = 0
    failures: int = 0
    before_first_failure: Tally | None = None  # the tally when the first run failed


def element_center(element: Any) -> tuple[int, int]:
    """The middle of a pygame_gui element on the screen."""
    rect = element.get_abs_rect() if hasattr(element, "get_abs_rect") else element.rect
    return int(rect.centerx), int(rect.centery)


def buttons_in(container: Any) -> list[UIButton]:
    """The live, visible buttons inside a pygame_gui container, however deep."""
    found: list[UIButton] = []
    for element in list(getattr(container, "elements", ())):
        if isinstance(element, UIButton):
            if element.alive() and element.visible:
                found.append(element)
        elif hasattr(element, "get_container"):
            inner = element.get_container()
            if inner is not container:
                found.extend(buttons_in(inner))
    return found


def dialog_buttons(dialog: Any) -> list[UIButton]:
    """The buttons of the open dialog (its content and its close cross)."""
    if dialog is None or not dialog.is_open:
        return []
    return buttons_in(dialog.window.get_container())


def table_button(app: App, name: str) -> UIButton:
    """The table's button *name*: Passer, the claim, or one of the side column."""
    if name == "pass":
        return app.table_buttons.pass_button
    return app.table_buttons.claim_button if name == "claim" else app.table_buttons.side[name]


def is_at_rest(app: App) -> bool:
    """Whether the table rests: nothing queued, no question out, nothing in the air."""
    return app.controller.is_idle() and not app.controller.scene.flights


def check_table_shows_the_match(app: App) -> None:
    """At rest, the scene is the match: South's hand, the trick, the totals, hand sizes."""
    controller = app.controller
    scene, match = controller.scene, controller.host.match
    assert set(scene.hand) == set(match.hand(SOUTH)), (
        f"South's hand shown {sorted(scene.hand)} "
        f"is not the match's {sorted(match.hand(SOUTH))}")
    assert len(scene.hand) == len(match.hand(SOUTH)), scene.hand
    assert list(scene.trick) == list(match.current_trick), (
        f"trick shown {scene.trick} is not the match's {match.current_trick}")
    assert tuple(scene.totals) == tuple(match.totals), (
        f"totals shown {scene.totals} are not the match's {match.totals}")
    for seat in Seat:
        assert scene.count(seat) == len(match.hand(seat)), (
            f"{seat.name} shows {scene.count(seat)} cards, "
            f"the match says {len(match.hand(seat))}")
    # And what goes with them: the hand in the order chosen, the points of the hand,
    # the score sheet, the last trick, the cards raised to pass.
    order = controller.settings.sort_order
    assert scene.hand == display_order(scene.hand, order), (
        f"South's hand is not sorted by {order}: {scene.hand}")
    scored = match.phase in (Phase.HAND_OVER, Phase.GAME_OVER)  # the plates: the moon applied
    taken = match.hand_points if scored else match.points_taken
    assert list(scene.taken) == list(taken), (
        f"points taken shown {scene.taken} are not the match's {taken}")
    assert list(scene.score_sheet) == list(match.score_sheet), (
        f"score sheet shown {scene.score_sheet} is not the match's {match.score_sheet}")
    last = match.tricks[-1].plays if match.tricks else None
    shown = scene.last_trick.plays if scene.last_trick is not None else None
    assert shown == last, f"last trick shown {shown} is not the match's {last}"
    if controller.choices.is_choosing_pass():
        assert scene.raised == set(controller.raised), (
            f"raised cards shown {scene.raised} are not the chosen {controller.raised}")


def check_user_files(home: Path) -> None:
    """Every JSON file of the user's folder reads as JSON; none was found damaged, and no
    game waits for a history that refused it."""
    for path in home.iterdir():
        assert ".damaged-" not in path.name and not path.name.startswith("history-damaged-"), (
            f"the game found its own file damaged: {path.name}")
        assert path.name != "history-pending.json", "a game waits to be kept: the history refused"
        if path.name == LOCK_NAME or path.suffix != ".json" or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        try:
            json.loads(text)
        except ValueError as error:
            raise AssertionError(f"{path.name} is not JSON: {error}: {text[:200]!r}") from error


class TableMachine(RuleBasedStateMachine):
    """A person using the window in every way at once, and the checks after each move."""

    tally: ClassVar[Tally] = Tally()

    def __init__(self) -> None:
        super().__init__()
        self.home = Path(tempfile.mkdtemp(prefix="dame-de-pique-machine-"))
        # The day's deal does not change at midnight; Expert thinks on a small budget.
        self.config = AppConfig(time_scale=0.0, threads=False, size=FIRST_SIZE, fps=0,
                                max_wait_ms=0, home=self.home, input_grace=0.0,
                                day=THE_DAY, budgets=SMALL_BUDGETS)
        self.app: App | None = None
        self.chance = 0
        self.tally.runs += 1

    # -- the window ---------------------------------------------------------------

    def new_window(self) -> App:
        """A new window on the machine's folder, its chance seeded, before its loop turns."""
        self.chance += 1
        app = App(dataclasses.replace(self.config, seed=self.chance, voice=Recording))
        assert app.only_window, "another window holds the folder"
        return app

    @property
    def window(self) -> App:
        assert self.app is not None
        return self.app

    def close_window(self) -> None:
        if self.app is not None:
            self.app.running = False
            self.app.close()
            self.app = None

    def teardown(self) -> None:
        error = sys.exc_info()[1]
        if isinstance(error, Exception) and not isinstance(error, HypothesisException):
            if self.tally.before_first_failure is None:
                self.tally.before_first_failure = dataclasses.replace(self.tally)
            self.tally.failures += 1
        try:
            self.close_window()
        finally:
            shutil.rmtree(self.home, ignore_errors=True)

    def pace(self, pace: int) -> None:
        """After a move: turn the loop a few times, or until the table rests."""
        self.tally.events += 1
        app = self.window
        if pace >= 4:
            settle(app)
        else:
            for _ in range(pace + 1):
                app.step()

    def click(self, point: tuple[int, int]) -> None:
        self.window.click(point)

    # -- the rules ----------------------------------------------------------------

    @initialize(chance=st.integers(0, 2**16))
    def open_first_window(self, chance: int) -> None:
        self.chance = chance
        self.app = self.new_window()
        settle(self.app)

    @rule(index=st.integers(0, 12), pace=PACE)
    def click_a_card(self, index: int, pace: int) -> None:
        """Click one of South's cards (to raise it, or play it)."""
        hand = self.window.controller.scene.hand
        if hand:
            point = self.window.table_screen.card_point(hand[index % len(hand)])
            if point is not None:
                self.click(point)
        self.pace(pace)

    @rule(name=st.sampled_from(TABLE_BUTTONS), pace=PACE)
    def click_a_table_button(self, name: str, pace: int) -> None:
        """Click a button of the table (Passer and the claim are clicked where they would
        be even when hidden: that is a click on the table)."""
        self.click(self.window.table_screen.button_point(name))
        self.pace(pace)

    @precondition(lambda self: self.app is not None and bool(dialog_buttons(self.app.dialog)))
    @rule(index=st.integers(0, 40), pace=PACE)
    def click_a_dialog_button(self, index: int, pace: int) -> None:
        """Click one of the open dialog's buttons."""
        buttons = dialog_buttons(self.window.dialog)
        if buttons:
            self.click(element_center(buttons[index % len(buttons)]))
        self.pace(pace)

    @rule(x=st.integers(0, 1000), y=st.integers(0, 1000), pace=PACE)
    def click_anywhere(self, x: int, y: int, pace: int) -> None:
        """Click anywhere in the window (x and y in thousandths of its size)."""
        width, height = self.window.size
        self.click((min(width - 1, width * x // 1000), min(height - 1, height * y // 1000)))
        self.pace(pace)

    @rule(index=st.integers(0, 60), pace=PACE)
    def double_click(self, index: int, pace: int) -> None:
        """Click twice on something clickable before the loop turns (an impatient person):
        a card of South's, a table button shown, a button of the open dialog."""
        app = self.window
        points = [point for point in map(app.table_screen.card_point, app.controller.scene.hand)
                  if point is not None]
        points += [app.table_screen.button_point(name) for name in TABLE_BUTTONS
                   if table_button(app, name).visible]
        points += [element_center(button) for button in dialog_buttons(app.dialog)]
        point = points[index % len(points)]
        self.click(point)
        self.click(point)
        self.pace(pace)

    @rule(key=st.sampled_from(tuple(KEYS)), pace=PACE)
    def press_a_key(self, key: str, pace: int) -> None:
        """Press a key the table knows."""
        code, mod = KEYS[key]
        self.window.press(code, mod)
        self.pace(pace)

    @precondition(lambda self: self.app is not None and self.app.dialog is not None
                  and self.app.dialog.text_entry() is not None
                  and self.app.dialog.is_open)
    @rule(text=st.sampled_from(TYPED) | st.text(max_size=14), enter=st.booleans(), pace=PACE)
    def type_a_deal_number(self, text: str, enter: bool, pace: int) -> None:
        """Type into the "Donne n°" entry (clicking it first if it lost the focus), then
        press Enter."""
        app = self.window
        assert app.dialog is not None
        entry = app.dialog.text_entry()
        assert entry is not None
        if not entry.is_focused:
            self.click(element_center(entry))
            app.step()
        for char in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        app.step()
        if enter:
            app.press(pygame.K_RETURN)
        self.pace(pace)

    @rule(width=st.integers(700, 2560), height=st.integers(500, 1440), pace=PACE)
    def resize(self, width: int, height: int, pace: int) -> None:
        """Make the window another size."""
        self.window.resize((width, height))
        self.pace(pace)

    @precondition(lambda self: self.app is not None and self.app.dialog is None)
    @rule(field=st.sampled_from(sorted(SETTING_CHOICES)), index=st.integers(0, 3), pace=PACE)
    def change_a_setting(self, field: str, index: int, pace: int) -> None:
        """Change one setting as the Options dialog would (with no dialog in the way)."""
        values = SETTING_CHOICES[field]  # every setting, the rule variants too
        controller = self.window.controller
        value = values[index % len(values)]
        controller.apply_settings(controller.settings.with_value(field, value))
        self.pace(pace)

    @precondition(lambda self: self.app is not None and self.app.dialog is None)
    @rule(name=st.sampled_from(ACTIONS), pace=PACE)
    def run_an_action(self, name: str, pace: int) -> None:
        """Run a button's action (Rejouer, Nouvelle partie, Donne du jour...) as its click
        would: they may ask first, and another rule answers."""
        self.window.action(name)
        self.pace(pace)

    @rule(moves=st.integers(1, 40))
    def play_on(self, moves: int) -> None:
        """Play South's next moves by clicks, as a person who knows the game: three cards
        and Passer, the first legal card, Continuer after a hand, the claim when offered."""
        for _ in range(moves):
            if not self.play_one_move():
                break
        self.pace(5)

    def play_one_move(self) -> bool:
        """One of South's moves by a click, then rest; False when there is none to make."""
        app = self.window
        controller = app.controller
        match = controller.host.match
        point: tuple[int, int] | None = None
        if isinstance(app.dialog, HandOverPanel) and app.dialog.is_open:
            point = element_center(app.dialog.continue_button)
        elif app.dialog is not None:
            return False
        elif app.table_buttons.claim_button.visible:
            point = app.table_screen.button_point("claim")
        elif controller.choices.is_choosing_pass():
            if len(controller.raised) < 3:
                card = next(card for card in controller.scene.hand
                            if card not in controller.raised)
                point = app.table_screen.card_point(card)
            else:
                point = app.table_screen.button_point("pass")
        elif match.phase is Phase.PLAYING and match.turn is SOUTH and controller.choices.playable():
            point = app.table_screen.card_point(match.legal_plays(SOUTH)[0])
        if point is None:
            return False
        self.click(point)
        settle(app)
        return True

    @rule()
    def play_a_move(self) -> None:
        """Make South's next move by a click, as a person who knows the game. (Hypothesis
        sorts the rules without arguments first and draws the first one the most: its
        simplest run is this rule over and over, a game played through.)"""
        self.play_one_move()
        self.pace(5)

    @rule(at_rest=st.booleans())
    def close_and_reopen(self, at_rest: bool) -> None:
        """Close the window (at rest, or with cards still moving) and open another on the
        same folder: the same match goes on, or a new one starts when the game was over."""
        if at_rest:
            settle(self.window)
        controller = self.window.controller
        controller.flush_saves()
        finished = controller.games.finished or controller.host.match.phase is Phase.GAME_OVER
        before = controller.host.match.to_json()
        raised = list(controller.raised)
        if controller.games.practising:  # the game that goes on is the one set aside, saved
            saved = self.window.store.load_game()
            finished = saved is None
            before = "" if saved is None else saved.match().to_json()
            raised = [] if saved is None else list(saved.raised)
        kept = (controller.stats, controller.settings)
        self.close_window()
        self.app = self.new_window()
        self.tally.reopenings += 1
        self.tally.events += 1
        # Compared before the loop turns: the bots may then make the moves they had not
        # made yet when the window closed.
        again = self.window.controller
        assert (again.stats, again.settings) == kept, "statistics or settings not kept"
        if finished:
            match = again.host.match
            assert (match.hand_number, match.tricks, match.current_trick) == (0, (), ()), (
                "a finished game must give way to a new one")
        else:
            assert again.host.match.to_json() == before, "the reopened window plays another match"
            assert again.raised == raised
        settle(self.window)

    # -- the checks -----------------------------------------------------------------

    @invariant()
    def the_table_shows_the_match(self) -> None:
        if self.app is not None and is_at_rest(self.app):
            check_table_shows_the_match(self.app)

    @invariant()
    def the_screen_shows_what_the_window_holds(self) -> None:
        """At rest, the loop left alone draws what a fresh frame of the same state draws:
        nothing waits for a mouse move to show itself."""
        if self.app is not None and is_at_rest(self.app):
            run_without_input(self.app, 3)
            assert_screen_is_current(self.app)

    @invariant()
    def the_user_files_are_json(self) -> None:
        check_user_files(self.home)

    @invariant()
    def the_window_holds_its_folder(self) -> None:
        if self.app is not None:
            assert self.app.only_window and not self.app.store.read_only


CI_SETTINGS: Final = settings(
    max_examples=8,
    stateful_step_count=40,
    deadline=None,
    derandomize=True,
    database=None,
    print_blob=True,
    suppress_health_check=list(HealthCheck),
)


def test_the_window_survives_a_restless_person() -> None:
    run_state_machine_as_test(TableMachine, settings=CI_SETTINGS)

