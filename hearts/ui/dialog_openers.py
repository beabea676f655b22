"""The dialogs the table opens: the rules, the options, the statistics, a deal number, the
questions before the game in progress is left, a finished game's end-of-game panel for
Parties récentes, the friends' table, and the review's opener with what it needs of the game
(see docs/ARCHITECTURE.md, "Screens"). A part of the window, given what it uses of it."""

from __future__ import annotations

import getpass
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from hearts.ai.hint import HINT_LEVEL
from hearts.engine import Seat
from hearts.engine.hand_story import HandStory
from hearts.play.bots import budget_of
from hearts.store import GameRecord, Settings, Store
from hearts.ui.config import AppConfig
from hearts.ui.kit.sprites import CardArt
from hearts.ui.review.opener import Practice, Reviews
from hearts.ui.screens import Answer, Factory, Place, ScreenStack
from hearts.ui.table.controller import Controller, PanelRequest
from hearts.ui.table.friends.session import FriendsSession
from hearts.ui.table.input import Openers
from hearts.ui.table.speech.narration import Text
from hearts.ui.table.tables import Tables

T = TypeVar("T")


def answer_of(kind: type[T], then: Callable[[T], object]) -> Answer:
    """What to do with a screen's answer when it is a *kind* (anything else is ignored)."""

    def take(result: object) -> None:
        if isinstance(result, kind):
            then(result)

    return take


@dataclass(frozen=True)
class WindowHooks:
    """What the dialogs ask of the window."""

    push: Callable[[Factory, Answer | None], None]  # a screen over the others
    open: Callable[[Factory, Answer | None], None]  # the same, only from a table in front
    place: Callable[[], Place]  # what a screen is built with now
    quit: Callable[[], None]  # the window closes
    lay_out_again: Callable[[bool], None]  # Grandes cartes on or off: the table laid out again
    practise: Callable[[HandStory, Seat], None]  # a hand of the review played again over it
    fullscreen: Callable[[], None]  # F11
    read: Callable[[Text], None]  # a reading key's sentence: spoken, or on the message line


class Dialogs:
    """The window's openers of dialogs over the table."""

    friends: FriendsSession  # the window's, once its own table is open

    def __init__(self, config: AppConfig, store: Store, screens: ScreenStack, tables: Tables,
                 art: CardArt, window: WindowHooks) -> None:
        self.config = config
        self.store = store
        self.screens = screens
        self.tables = tables
        self.window = window
        self.push = window.push
        self._open = window.open
        self.reviews = self._reviews(art)

    @property
    def controller(self) -> Controller:
        """The game of the table drawn."""
        return self.tables.drawn.controller

    @property
    def home(self) -> Controller:
        """The game of the window's own table."""
        return self.tables.home.controller

    def openers(self, back_to_review: Callable[[], object]) -> Openers:
        """What a table's buttons ask of the window (*back_to_review*: a practice's)."""
        window = self.window
        return Openers(self.action_rules, self.action_options, self.action_stats,
                       self.action_ask_deal_number, self.change_game, back_to_review,
                       window.fullscreen, window.read, self.action_keys, self.action_friends,
                       self.open_panel)

    def open_panel(self, request: PanelRequest) -> None:
        """The end-of-hand or end-of-game panel the table drawn asked for; its review goes
        over it, and back is the panel again (À votre place at a table of one only)."""
        from hearts.ui.table.panels.factory import PanelActions, panel_factory

        controller, alone = self.controller, not self.friends.seated
        change = self.change_game
        actions = PanelActions(controller.action_continue, lambda: change("new_game"),
                               lambda: change("replay"), on_review=self.reviews.open,
                               duplicates=controller.flow.duplicates if alone else None,
                               open_review=self.reviews.open)
        self._open(panel_factory(request, self.window.place, actions,
                                 controller.view().rules.target), None)

    def _reviews(self, art: CardArt) -> Reviews:
        """The review's opener, with what it needs of the game and of the window (the
        window's own table is read when asked: it opens after this)."""
        return Reviews(
            push=self.push, place=self.window.place,
            art=art, history=self.store.history,
            practice=Practice(lambda: self.controller.games.game_id, self.window.practise,
                              lambda: self.controller.seat, lambda: not self.friends.seated),
            worker=lambda: self.home.flow.questions.executor,
            analysis_budget=budget_of(HINT_LEVEL, self.config.budgets),
            keep_analysis=lambda *kept: self.home.records.keep_analysis(*kept),
            four_colour=lambda: self.controller.settings.four_colour,
            match_json=lambda: reviewable(self.controller), game_over=self.past_game_over,
            replays=lambda game_id: self.home.flow.duplicates.known(game_id))

    def past_game_over(self, record: GameRecord,
                       on_review: Callable[[], object]) -> Factory | None:
        """The end-of-game panel of *record*, a game of the history (None if it was left)."""
        from hearts.ui.table.panels.game_over import past_game_panel

        return past_game_panel(self.window.place, record, on_review)

    def say_not_alone(self) -> None:
        """The folder is not this window's: another window holds it (this one can only
        close), or it could not be claimed (the game goes on, keeping nothing, and says
        why)."""
        from hearts.disk_words import NOT_CLAIMED, reason_text
        from hearts.ui.dialogs import AlreadyOpenDialog

        problem = self.store.claim_problem
        if problem is not None:
            self.controller.show.say(
                lambda lang: NOT_CLAIMED(lang, reason=reason_text(problem, lang)), append=True)
            return
        self.push(lambda: AlreadyOpenDialog(*self.window.place(), self.window.quit), None)

    def action_rules(self) -> None:
        """Open the rules."""
        from hearts.ui.dialogs import RulesDialog

        self._open(lambda: RulesDialog(*self.window.place()), None)

    def action_keys(self) -> None:
        """F1: open the list of the table's keys."""
        from hearts.ui.dialogs import KeysDialog

        self._open(lambda: KeysDialog(*self.window.place()), None)

    def action_options(self) -> None:
        """Open the options; each change applies and is saved at once."""
        from hearts.ui.dialogs import OptionsDialog

        self._open(lambda: OptionsDialog(*self.window.place(),
                                         self.controller.settings, self._options_changed), None)

    def action_stats(self) -> None:
        """Open the statistics."""
        from hearts.ui.dialogs import StatsDialog

        self._open(lambda: StatsDialog(*self.window.place(),
                                       self.controller.stats, self.controller.reset_stats,
                                       on_recent=self.reviews.recent_games), None)

    def action_ask_deal_number(self) -> None:
        """Ask for a deal number to play."""
        from hearts.ui.dialogs import DealNumberDialog

        self._open(lambda: DealNumberDialog(*self.window.place()),
                   answer_of(int, self.open_deal))

    def open_deal(self, number: int) -> None:
        home = self.home
        self.unless_kept(lambda: self.tables.at_home(lambda: home.action_open_deal(number)))

    def change_game(self, name: str) -> None:
        """Rejouer, Nouvelle partie, Donne du jour: at the window's own table, asking first
        when the game in progress would count as lost."""
        home = self.home
        actions = {"replay": home.action_replay, "new_game": home.action_new_game,
                   "daily": home.action_daily}
        self.unless_kept(lambda: self.tables.at_home(actions[name]))

    def show_start_notices(self) -> None:
        """Every sentence the player's files had at once at start-up, in one dialog over
        whatever is open (the question before a game is given up comes after it)."""
        from hearts.ui.dialogs.notices import NoticesDialog
        from hearts.ui.table.speech.narration import notice_sentence

        notices, self.controller.start_notices = self.controller.start_notices, []
        if notices:
            sentences = [notice_sentence(notice) for notice in notices]
            self.push(lambda: NoticesDialog(
                *self.window.place(),
                [sentence(self.controller.lang()) for sentence in sentences]), None)

    def unless_kept(self, give_up: Callable[[], object]) -> None:
        """Run *give_up*, which leaves the game in progress; when that would count it as
        lost, only once the player has confirmed it."""
        from hearts.ui.dialogs import AbandonDialog

        if not self.home.games.would_abandon():
            give_up()
            return
        self._open(lambda: AbandonDialog(*self.window.place()),
                   answer_of(bool, lambda abandon: abandon and give_up()))

    def _options_changed(self, settings: Settings) -> None:
        """A change made in Options: applied at once; a new language reaches pygame_gui, a
        new felt the tones of the controls and of the open dialog's frame."""
        from hearts.ui.dialogs import Dialog
        from hearts.ui.kit.theme import retint

        language_changed = settings.language != self.controller.settings.language
        large_changed = settings.large_cards != self.controller.settings.large_cards
        self.controller.apply_settings(settings)
        if large_changed:
            self._lay_out_again(settings.large_cards)
        if language_changed:
            manager = self.window.place().manager
            manager.set_locale(settings.language)  # pygame_gui's own words
            self.tables.drawn.table_buttons.sync()
        top = self.screens.top
        if retint(self.window.place().manager, settings.felt) and isinstance(top, Dialog):
            top.set_title(top.title)  # its frame drawn again, in the new tones

    def _lay_out_again(self, large: bool) -> None:
        """Grandes cartes turned on or off: the table laid out again at once, its pictures
        made again at their new sizes, and the open dialog built again over it, its
        keyboard focus where it was."""
        from hearts.ui.dialogs import Dialog

        top = self.screens.top
        focus = top.keyboard_focus if isinstance(top, Dialog) else None
        self.window.lay_out_again(large)
        top = self.screens.top
        if focus is not None and isinstance(top, Dialog):
            top.keyboard_focus = focus

    # -- a table with friends --------------------------------------------------------

    def action_friends(self) -> None:
        """« Entre amis… »: leave the friends' table the window sits at; back to its waiting
        room; else open a table or join one."""
        from hearts.ui.dialogs.friends import FriendsDialog

        self.tables.at_home(lambda: None)  # a practice ends: friends sit at the window's table
        friends = self.friends
        if friends.seated:
            friends.leave()
            return
        if friends.remote is not None:
            self._open_lobby()
            return
        table, seat = friends.kept_table(), friends.kept_seat()
        kept = table[1] if table is not None else seat.host if seat is not None else None
        self._open(lambda: FriendsDialog(*self.window.place(),
                                         player_name_guess(), friends.found, kept),
                   self._friends_chosen)

    def _friends_chosen(self, result: object) -> None:
        """A table opened or joined: its waiting room; a port that would not open: why."""
        from hearts.ui.dialogs.friends import JoinTable, OpenTable, ResumeTable

        friends = self.friends
        friends.stop_looking()
        if isinstance(result, OpenTable | ResumeTable):
            problem = (friends.open_table(result.name, hint=result.hint)
                       if isinstance(result, OpenTable) else friends.resume())
            if problem is not None:
                self.controller.show.say(lambda lang: problem)
                return
        elif isinstance(result, JoinTable):
            friends.join_table(result)
        else:
            return
        self._open_lobby()

    def _open_lobby(self) -> None:
        """The friends' table's waiting room, until its game starts."""
        from hearts.engine import Seat
        from hearts.ui.dialogs.friends import LobbyDialog
        from hearts.words import SEAT_WORDS

        friends, lang = self.friends, self.controller.lang()
        names = [SEAT_WORDS[seat](lang) for seat in Seat]
        self._open(lambda: LobbyDialog(*self.window.place(), friends.lobby, friends.sit, names),
                   self._lobby_answer)

    def _lobby_answer(self, result: object) -> None:
        """The leader's Commencer, or Quitter la table."""
        if result == "start":
            self.friends.start()
        elif result == "leave":
            self.friends.leave()


def reviewable(controller: Controller) -> str:
    """The match the review reads: the game at the table (at a friends' table, the last
    hand over, alone; "" before one is)."""
    match = controller.host.match
    return "" if match is None else match.to_json()


def player_name_guess() -> str:
    """A first guess at the person's name for a friends' table: the system's user name."""
    try:
        name = getpass.getuser()
    except (OSError, KeyError, ImportError):
        return ""
    return name[:24].capitalize() if name.isprintable() and name != "root" else ""
