"""The self-test: the packaged game plays a whole game through its own window, headless, as a
person would click, and says whether it ended well (`dame-de-pique --selftest`)."""

from __future__ import annotations

import multiprocessing
import sys
import time
import traceback
from typing import Final

from pygame_gui.elements import UIButton

from hearts.disk_words import reason_text
from hearts.engine import Phase, Seat
from hearts.i18n import Message, _
from hearts.net.selfcheck import network_problem
from hearts.play import bots
from hearts.store import FileKind
from hearts.store.files import is_newer_on_disk, writing_problem
from hearts.store.store import KNOWN_SCHEMAS
from hearts.ui.app import App
from hearts.ui.dialogs.already_open import HEADING

SOUTH = Seat.SOUTH
CANNOT_WRITE: Final = _("Vérification impossible : le dossier « {folder} » ne peut pas être "
                        "écrit ({reason}).")
NEWER: Final[dict[FileKind, Message]] = {
    FileKind.GAME: _("Vérification impossible : la partie enregistrée vient d'une version "
                     "plus récente du jeu."),
    FileKind.STATS: _("Vérification impossible : les statistiques viennent d'une version "
                      "plus récente du jeu."),
    FileKind.SETTINGS: _("Vérification impossible : les réglages viennent d'une version "
                         "plus récente du jeu."),
}


class SelfTest:
    """Plays South with the strongest level through real clicks until the game is over."""

    def __init__(self, app: App, time_limit: float = 900.0) -> None:
        self.app = app
        self.deadline = time.monotonic() + time_limit
        self._last_state: object = None
        self._patience = 0

    def act(self) -> bool:
        """Do the next person's click if the table waits for one; True when the game is over."""
        from hearts.ui.table.panels.game_over import GameOverPanel
        from hearts.ui.table.panels.hand_over import HandOverPanel

        app = self.app
        controller = app.controller
        if time.monotonic() > self.deadline:
            raise TimeoutError("the self-test did not finish in time")
        state = (controller.host.match.to_json(), tuple(controller.raised), id(app.dialog))
        if state == self._last_state and self._patience > 0:
            self._patience -= 1
            return False
        self._last_state = state
        self._patience = 3  # give the posted click a few loop turns to land
        dialog = app.dialog
        if isinstance(dialog, GameOverPanel):
            return True
        if isinstance(dialog, HandOverPanel):
            app.click(_absolute_center(dialog.continue_button))
            return False
        if dialog is not None:
            dialog.close()
            return False
        if not controller.is_idle() and not controller.choices.is_choosing_pass():
            return False
        self._play_south()
        return False

    def _play_south(self) -> None:
        app = self.app
        controller = app.controller
        match = controller.host.match
        if controller.choices.is_choosing_pass():
            chosen = bots.choose_pass("hard", match.view(SOUTH))
            wrong = [card for card in controller.raised if card not in chosen]
            missing = [card for card in chosen if card not in controller.raised]
            targets = wrong or missing
            if not targets:
                app.click(app.table_screen.button_point("pass"))
                return
            point = app.table_screen.card_point(targets[0])
            if point is not None:
                app.click(point)
        elif match.phase is Phase.PLAYING and match.turn is SOUTH:
            card = bots.choose_play("hard", match.view(SOUTH))
            point = app.table_screen.card_point(card)
            if point is not None:
                app.click(point)


def _absolute_center(element: UIButton) -> tuple[int, int]:
    """The middle of a button on the screen, where a click presses it."""
    rect = element.get_abs_rect()
    return int(rect.centerx), int(rect.centery)


def check_formats() -> None:
    """Every language's catalogue and Babel's formats answer (a bundle that left out a
    locale's data or a catalogue fails here)."""
    from datetime import date

    from hearts.i18n import LANGUAGES, SOURCE_LANGUAGE, date_text, list_text, number_text

    for lang in LANGUAGES:
        if not (number_text(1234.5, lang) and date_text(date(2026, 11, 30), lang)
                and list_text(["a", "b", "c"], lang) and _("Fermer")(lang)):
            raise AssertionError(f"no formats for {lang}")
        if lang != SOURCE_LANGUAGE and _("Fermer")(lang) == _("Fermer")(SOURCE_LANGUAGE):
            raise AssertionError(f"the {lang} catalogue is missing")


def check_speech() -> None:
    """Prism's native libraries load where Prism has a wheel (a bundle that left them out
    would be silent); run when the self-test speaks (--speech)."""
    from hearts.ui.kit.speech import prism_expected, prism_failure

    failure = prism_failure() if prism_expected() else None
    if failure is not None:
        raise AssertionError(f"Prism does not load, the game cannot speak: {failure}")


def refusal(app: App) -> str | None:
    """Why the self-test must not play on the player's files, in one sentence; None when
    it may: folders it cannot write, another window, a file of a newer version."""
    lang, store = app.controller.lang(), app.store
    for folder in dict.fromkeys((store.data_dir, store.config_dir)):
        problem = writing_problem(folder)
        if problem is not None:
            return CANNOT_WRITE(lang, folder=folder, reason=reason_text(problem, lang))
    if not app.only_window:  # it would play on files another window holds
        return HEADING(lang)
    for file, sentence in NEWER.items():
        if is_newer_on_disk(store.path(file), KNOWN_SCHEMAS[file]):
            return sentence(lang)
    return None


def run_selftest(app: App) -> int:
    """Play a whole game through the window; 0 when it ends well, 1 on any error (a file
    it may not play on is one sentence, no traceback)."""
    refused = refusal(app)
    if refused is not None:
        print(refused, file=sys.stderr)
        app.close()
        return 1
    driver = SelfTest(app)
    controller = app.controller
    before = controller.stats.games_played
    try:
        while app.running:
            app.step()
            if driver.act():
                break
        controller.flush_saves()
        if controller.stats.games_played != before + 1:
            raise AssertionError("the finished game was not counted in the statistics")
        if app.store.path(FileKind.GAME).exists():
            raise AssertionError("the finished game was not cleared")
        check_formats()
        network = network_problem()  # a bundle that left out a part of the network fails
        if network is not None:
            raise AssertionError(f"the table with friends cannot work: {network}")
        if controller.settings.speech:
            check_speech()
        if app.store.history.game(controller.games.game_id) is None:
            # A packaged build without sqlite3 would lose the history of games.
            raise AssertionError("the finished game is not in the history")
        if app.config.threads and not multiprocessing.active_children():
            # A packaged build that left out a module the worker needs falls back on a thread.
            raise AssertionError("the bots' worker process is not running")
        match = controller.host.match
        print(f"selftest: deal {match.deal_number} finished in "
              f"{match.hand_number + 1} hands, totals {match.totals}")
        return 0
    except Exception:  # the self-test reports every failure as its exit status
        traceback.print_exc(file=sys.stderr)
        return 1
    finally:
        app.close()
