"""The table's controller: keys, clicks and buttons become named actions on the match
(`action_play`, `action_pass`...); the engine's events go to the Show. The bots' and the
hint's answers (Flow) are applied here, on the main thread, only if the game has not moved on
since the question. Which game is played is Games'; the files are Records'. See
docs/ARCHITECTURE.md, "The window".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor
from datetime import date

from hearts.engine import (
    Card,
    Event,
    GameOver,
    IllegalPlay,
    Phase,
    PlayerView,
    Seat,
    check_deal_number,
)
from hearts.engine.hand_story import HandStory
from hearts.i18n import _
from hearts.play import bots
from hearts.play.duplicates import AtTable
from hearts.play.games import Games, Seating
from hearts.play.host import Host
from hearts.play.questions import ImmediateExecutor, Key
from hearts.play.records import Records
from hearts.play.seat_events import SeatEvent
from hearts.play.seats import Person
from hearts.store import Level, Notice, Settings, SortOrder, Stats, Store
from hearts.ui.kit.sound import Sounds
from hearts.ui.table import table_view
from hearts.ui.table.animation import NORMAL, Timing, scaled
from hearts.ui.table.flow import Flow, Happened, HintCame
from hearts.ui.table.moon_alert import MoonAlert
from hearts.ui.table.scene import HandOverRequest, PanelRequest, Scene, display_order, seated_scene
from hearts.ui.table.show import Show, timing_for
from hearts.ui.table.south import Choices
from hearts.ui.table.speech import narration
from hearts.ui.table.speech.narration import MessageLine, say
from hearts.ui.table.steps import nothing
from hearts.ui.table.table_view import TableView

__all__ = ["Controller", "HandOverRequest", "ImmediateExecutor", "PanelRequest"]


class Controller:
    """The game as the person at *seat* plays it: named actions in, to the table's host; a
    scene, a message line and panel requests out (Show, Flow, Games, Records)."""

    def __init__(
        self,
        store: Store,
        settings: Settings | None = None,
        *,
        saved_settings: Settings | None = None,
        time_scale: float = 1.0,
        executor: Executor | None = None,
        save_executor: Executor | None = None,
        sounds: Sounds | None = None,
        seed: int | None = None,
        today: Callable[[], date] = date.today,
        wake: Callable[[], None] = nothing,
        budgets: bots.Budgets = bots.OWN_BUDGETS,
        seat: Seat = Seat.SOUTH,
    ) -> None:
        self.store = store
        self.seat = seat  # the person's seat, drawn at the bottom (South at a table of one)
        # What is on disk; *settings* (in force) may add this run's command-line choices,
        # which are never saved: a change made at the table is saved on top of these.
        if saved_settings is None:
            saved_settings = settings if settings is not None else store.load_settings()
        self.settings = settings if settings is not None else saved_settings
        self.records = Records(store, saved_settings, save_executor)
        self.time_scale = time_scale
        self.message_line = MessageLine()
        self.show = Show(self, sounds if sounds is not None else Sounds(self.settings.sound),
                         self.message_line)
        self.show.sounds.enabled = self.settings.sound
        self.show.sounds.earcons = self.settings.speech  # the cues heard beside speech
        # The table's host owns the match and its seats; the person sits South here.
        self.person = Person(self._heard)  # its seat's events come to the show
        self.host = Host()
        self.flow = Flow(self, self.show, self.host, executor, wake, budgets)
        self.raised: list[Card] = []  # South's chosen cards to pass, in click order
        self.choices = Choices(self.view, lambda: self.show.scene, lambda: self.host,
                               lambda: self.flow.claiming, self.show.is_caught_up,
                               lambda: self.raised)
        self.moon_alert = MoonAlert()  # the hint's alert of a moon South can still stop
        self.games = Games(self.host, self, self.records, seed=seed, today=today)
        self.start_notices: list[Notice] = []  # what the files said at once at start-up

    def view(self) -> PlayerView:
        """What the person's seat may know now (a card or two ahead of the scene)."""
        return self.host.view(self.seat)

    @property
    def generation(self) -> int:
        """The game at the table: a new one makes every pending answer stale."""
        return self.host.generation

    @property
    def scene(self) -> Scene:
        """What the table shows now (it trails the match while cards move)."""
        return self.show.scene

    @property
    def stats(self) -> Stats:
        """The statistics."""
        return self.records.stats

    def timing(self) -> Timing:
        """The durations in force: none while a claimed hand finishes at once."""
        claimed = self.flow.claiming is not None
        return scaled(NORMAL, 0.0) if claimed else timing_for(self.settings, self.time_scale)

    def ordered(self, cards: Iterable[Card]) -> list[Card]:
        """South's cards in the order the settings choose."""
        return display_order(cards, self.settings.sort_order)

    def is_caught_up(self) -> bool:
        """Whether the table shows the match as it is: nothing left to play out."""
        return self.show.is_caught_up()

    # -- which game --------------------------------------------------------------

    def start(self, deal: int | None = None, daily: bool = False,
              ask_first: bool = False) -> int | None:
        """Begin the session: the saved game, the deal asked for, or a new random deal; then
        what the store has to tell (several notices wait in `start_notices`, to be shown
        together). The deal that waits, with *ask_first*, until the person agrees to give the
        game in progress up (None: nothing waits)."""
        self._seat(self.games.start(deal, daily, ask_first))
        notices = self.records.take_notices()  # the saved game's included
        if len(notices) > 1:
            self.start_notices = notices
        else:
            self._take_notices(notices)
        return self.games.asked

    @property
    def level(self) -> Level:
        """The level of the game in progress (a change in Options waits for the next game)."""
        return self.games.level

    @property
    def new_record(self) -> bool:
        """Whether the game just ended set a record at its level."""
        return self.games.new_record

    # -- named actions -----------------------------------------------------------

    def action_toggle_card(self, card: Card) -> bool:
        """Raise or lower one of South's cards while choosing what to pass."""
        if not self.choices.is_choosing_pass() or card not in self.view().hand:
            return False
        if card in self.raised:
            self.raised.remove(card)
        elif len(self.raised) >= 3:
            self.show.say(say(_("Trois cartes sont déjà levées : baissez-en une d'abord.")))
            return False
        else:
            self.raised.append(card)
        self.scene.raised = set(self.raised)
        self.scene.hinted.clear()
        self.save()
        return True

    def action_pass(self) -> bool:
        """Pass the three raised cards."""
        if not self.choices.is_choosing_pass():
            return False
        try:
            events = self.host.act(self.seat, self.raised)
        except IllegalPlay as error:
            self.show.say(narration.illegal_sentence(error))
            return False
        self.raised = []
        self.scene.hinted.clear()
        self.after_action(events)
        if not events:
            self.show.say(say(_("Les autres joueurs choisissent leurs cartes…")))
        return True

    def action_play(self, card: Card, *, wait: bool = True) -> bool:
        """Play one of South's cards; a card the rules refuse plays nothing and says why.
        South waits for the table to show the last cards, unless *wait* is False (a claim)."""
        view = self.view()
        if view.phase is Phase.PASSING:
            return self.action_toggle_card(card)
        if wait and view.turn is self.seat and not self.is_caught_up():
            return False  # the last cards are still landing: play once they are seen
        try:
            events = self.host.act(self.seat, (card,))
        except IllegalPlay as error:
            self.show.say(narration.illegal_sentence(error))
            return False
        self.scene.hinted.clear()
        self.after_action(events)
        return True

    def action_hint(self) -> bool:
        """Ask for the card (or the three cards) the strongest level would choose."""
        if not self.choices.is_south_to_act():
            self.show.say(say(_("Pas d'indice pour l'instant : ce n'est pas à vous de jouer.")))
            return False
        self.show.say(self.flow.ask_hint())
        return True

    def action_claim(self) -> bool:
        """Finish the hand at once when South is sure to take (or to lose) every trick left:
        South's cards play themselves and the bots play theirs, with no pause."""
        kind = self.choices.claim_offer()
        if kind is None:
            return False
        self.show.say(narration.claim_sentence(kind.value))
        self.flow.claim(kind)
        card = self.flow.claimed_card()  # the first card goes at once
        if card is not None:
            self.action_play(card, wait=False)
        return True

    def action_sort(self) -> None:
        """Switch South's hand between sorted by suit and sorted by rank (remembered)."""
        order: SortOrder = "rank" if self.settings.sort_order == "suit" else "suit"
        self.change_settings(dataclasses.replace(self.settings, sort_order=order))
        self.show.say(narration.sort_sentence(order))

    def action_fast(self) -> None:
        """The Rapide switch: to the Rapide pace, or back to the calm one (remembered)."""
        self.change_settings(self.settings.with_quick_switched())
        self.show.say(narration.speed_sentence(self.settings.pace))

    def action_last_trick(self) -> None:
        """Show (or hide again) the trick taken last."""
        if self.scene.last_trick is None:
            self.scene.show_last_trick = False
            self.show.say(say(_("Aucun pli n'a encore été ramassé dans cette manche.")))
            return
        self.scene.show_last_trick = not self.scene.show_last_trick

    def action_replay(self) -> None:
        """Start the current deal again from its first hand."""
        self._seat(self.games.replay())

    def action_new_game(self) -> None:
        """Start a new game on a new random deal."""
        self._seat(self.games.new_game())

    def action_daily(self) -> None:
        """Start today's deal."""
        self._seat(self.games.daily_game())

    def action_open_deal(self, number: object) -> bool:
        """Start deal *number* (1..999 999); anything else is refused with a sentence."""
        try:
            deal = check_deal_number(number)
        except ValueError:
            self.show.say(say(narration.INVALID_DEAL))
            return False
        self._seat(self.games.open_deal(deal))
        return True

    def practise(self, story: HandStory) -> None:
        """Play the hand of *story* (the review's) again, at a practice's table of its own."""
        self.flow.duplicates.enabled = False  # a practised hand is never played again
        self._seat(self.games.practise(story.practice_match()))

    def action_continue(self) -> bool:
        """Deal the next hand once the person has seen the end-of-hand panel."""
        if self.view().phase is not Phase.HAND_OVER:
            return False
        self.after_action(self.host.next_hand())  # the deal is heard as HandDealt
        return True

    def action_activate(self) -> bool:
        """Enter: pass the hinted three, or play (or raise) the card that has the focus."""
        if self.choices.is_choosing_pass() and self.scene.hinted and self.choices.can_pass() \
                and set(self.raised) == self.scene.hinted:
            return self.action_pass()
        card = self.choices.focused_card()
        if card is None:
            return False
        if self.view().phase is Phase.PASSING:
            return self.action_toggle_card(card)
        return self.action_play(card)

    def apply_settings(self, settings: Settings) -> None:
        """Options changed: apply what can be at once, keep the rest for the next game."""
        before = self.settings
        self.change_settings(settings)
        if (before.level, before.rules) != (settings.level, settings.rules):
            self.show.say(narration.next_game_sentence())

    def reset_stats(self) -> None:
        """Forget every statistic (the person confirmed it in the dialog)."""
        self.records.reset_stats()
        self.show.say(say(_("Statistiques remises à zéro.")))

    # -- what the window asks ----------------------------------------------------

    def lang(self) -> str:
        """The language of every sentence shown."""
        return self.settings.language

    def message_text(self) -> str:
        """The message line, in the current language."""
        return table_view.message_text(self.scene, self.message_line, self.lang())

    def take_panel_request(self) -> PanelRequest | None:
        """The panel to open now, once."""
        request, self.show.panel = self.show.panel, None
        return request

    def table_view(self) -> TableView:
        """What the renderer draws now."""
        return table_view.read_table(self)

    # -- time -----------------------------------------------------------------

    def update(self, now: float) -> None:
        """Advance the show to *now*: answers from the workers, steps, new questions."""
        self._take_notices()
        for events in self.host.collect():  # the other seats' passes and cards
            self.after_action(events)
        for happened in self.flow.collect():
            self._apply(happened)
        self.show.steps.run(now)
        self._watch()
        automatic = self.flow.automatic(now)
        if automatic is not None:
            self.action_play(automatic.card, wait=automatic.wait)
        self.flow.ask_bots()

    def _watch(self) -> None:
        """What follows the game without changing it: the moon alert (said when due) and
        the hands Expert plays again (À votre place)."""
        alert = self.moon_alert.watch(self.view(), self.generation,
                                      self.settings.alerts_moon and self.is_caught_up())
        if alert is not None:
            self.show.say(alert, append=True)
        at = AtTable(self.games.game_id, self.games.practising, self.level, self.seat)
        self.flow.duplicates.watch(self.host.match, at, self.records, self.store.history)

    def _apply(self, happened: Happened) -> None:
        """What the worker answered, applied to the match or the table."""
        if isinstance(happened, HintCame):
            choosing = self.choices.is_choosing_pass()
            if choosing:  # three cards to pass are raised too, to be seen before passing
                self.raised = list(happened.advice.cards)
                self.save()
            self.show.show_hint(happened.advice, raise_them=choosing)
        else:
            self.message_line.remove(happened.waiting)

    def seconds_to_next_step(self, now: float) -> float | None:
        """How long until the table needs attention again: the show's next step, or a
        forced card about to play itself; None when it waits on nothing."""
        waits = [wait for wait in (self.show.seconds_to_next_step(now),
                                   self.flow.seconds_to_forced(now)) if wait is not None]
        return min(waits, default=None)

    def is_idle(self) -> bool:
        """Nothing queued, nothing moving, no question out: the table is at rest."""
        return self.show.is_caught_up() and not self.flow.is_waiting()

    def flush_saves(self) -> None:
        """Wait until every file write asked so far is done (tests, quitting)."""
        self.records.flush()
        self._take_notices()

    def close(self) -> None:
        """Stop the bots' worker (pending questions are dropped); finish the writes."""
        self.flow.shutdown()
        self.records.close()

    def leave(self) -> None:
        """A practice's table goes, the window stays: its questions are dropped and its
        writes finished; the worker it borrowed is the window's."""
        self.clear_steps()
        self.records.close()

    def key(self) -> Key:
        """The position now, as questions to the worker remember it."""
        return self.host.key()

    def clear_steps(self) -> None:
        """Forget the show in progress (a new game) and any question out."""
        self.show.clear()
        self.message_line.remove(self.flow.cancel())

    # -- the match ----------------------------------------------------------------

    def after_action(self, events: Sequence[Event]) -> None:
        """The match changed (the host moved the position on, and told the person's seat,
        whose events the show plays out): save, or count the ended game."""
        self.message_line.remove(self.flow.forget_stale_hint())  # about a position gone
        if any(isinstance(event, GameOver) for event in events):
            self.games.record_end()
        else:
            self.save()

    def _heard(self, events: Sequence[SeatEvent]) -> None:
        """What the person's seat was told, played out on the table."""
        self.show.enqueue_events(events)

    def _seat(self, seating: Seating | None) -> None:
        """The game *seating* brings is the one at the table now (Games chose it; None at a
        friends' table, whose host chooses)."""
        if seating is None:
            return
        self.clear_steps()
        self.raised, self.seat = list(seating.raised), seating.seat
        self.host.seat(seating.match, {self.seat: self.person,
                                       **self.flow.computer_players(self.games.level)})
        view = self.view()
        self.show.scene, self.show.panel = seated_scene(view, self.raised, self.ordered,
                                                        seating.deal, seating.panel)
        self.show.say(narration.arrival_sentence(seating.arrival, seating.number,
                                                 view.hand_number + 1, seating.daily))
        if seating.deal:  # heard now, the deal's sentence follows the game's
            self.show.announce_deal = True
            self.host.tell_dealt()
        self.flow.duplicates.follow(self.games.game_id, self.host.match)
        self.save()

    def save(self) -> None:
        """Write the game in progress (a failing disk only earns a notice)."""
        self.games.save()

    def _take_notices(self, notices: list[Notice] | None = None) -> None:
        """Say what the store has to tell (a damaged file, a full disk...)."""
        for notice in self.records.take_notices() if notices is None else notices:
            self.show.say(narration.notice_sentence(notice), append=True)

    def change_settings(self, settings: Settings) -> None:
        """Keep new settings, save what the person changed, apply what shows at once (a
        practice's, once it is left, too)."""
        old = self.settings
        self.settings = settings
        self.show.sounds.enabled, self.show.sounds.earcons = settings.sound, settings.speech
        if old.sort_order != settings.sort_order:
            self.scene.hand = self.ordered(self.scene.hand)
        self.records.save_changed_settings(old, settings)
