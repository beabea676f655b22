"""The table's controller: named actions on the match, the computer players, saving.

Keys, clicks and buttons become named actions (`action_play`, `action_pass`, ...).
An action asks the engine (the one source of legality); the engine's events go to
the show (show.py), which plays them out on the scene. The match runs ahead of the
scene by at most a card or two. Computer players think in a worker thread; their
answers are applied here, on the main thread, and only if the game has not moved on
since the question.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass
from datetime import date
from functools import partial
from typing import Any, Final

from hearts.engine import (
    MAX_DEAL,
    MIN_DEAL,
    Card,
    ClaimKind,
    Event,
    GameOver,
    IllegalPlay,
    Match,
    Phase,
    PlayerView,
    Seat,
    check_deal_number,
    claim_play,
    daily_deal_number,
    find_claim,
)
from hearts.i18n import player_name
from hearts.store import Level, Notice, SavedGame, Settings, SortOrder, Stats, Store, new_game_id
from hearts.ui import bots, narration
from hearts.ui.narration import Points, Text, say
from hearts.ui.scene import (
    SOUTH,
    GameOverRequest,
    HandOverRequest,
    PanelRequest,
    Scene,
    TableView,
    display_order,
    moon_seat,
    scene_at_rest,
)
from hearts.ui.session import Saver
from hearts.ui.show import Show
from hearts.ui.sound import Sounds
from hearts.ui.steps import nothing

__all__ = [
    "Controller",
    "GameOverRequest",
    "HandOverRequest",
    "ImmediateExecutor",
    "PanelRequest",
    "Scene",
    "display_order",
]

BOTS: Final = (Seat.WEST, Seat.NORTH, Seat.EAST)


@dataclass
class Job:
    """A question to a worker thread and what it was about."""

    kind: str  # "play", "pass" or "hint"
    key: tuple[int, int]
    future: Future[Any]
    view: PlayerView | None = None  # a hint's: South's position when it was asked


class ImmediateExecutor(Executor):
    """Runs each job at once on the caller's thread: for tests that want no threads."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        """Run *fn* now and return its finished future."""
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as error:  # handed to whoever reads the future
            future.set_exception(error)
        return future


class Controller(Show):
    """The game as the person plays it: actions in, a scene and panel requests out."""

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
        today: Callable[[], date] = date.today,
        wake: Callable[[], None] = nothing,
    ) -> None:
        self.store = store
        # What is on disk; *settings* (in force) may add this run's command-line choices,
        # which are never saved: a change made at the table is saved on top of these.
        if saved_settings is None:
            saved_settings = settings if settings is not None else store.load_settings()
        self._saved_settings = saved_settings
        self.settings = settings if settings is not None else saved_settings
        self.stats: Stats = store.load_stats()
        self.time_scale = time_scale
        super().__init__(sounds if sounds is not None else Sounds(self.settings.sound))
        self.sounds.enabled = self.settings.sound
        self._executor = executor if executor is not None else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="bots")
        self._saver = Saver(store, save_executor)
        self._today = today
        self._wake = wake
        self._random = random.Random()  # new deal numbers only; the game itself is seeded
        self.match = Match(1)
        self.game_id = new_game_id()  # the statistics remember the id they counted last
        self._counted: set[str] = set()  # the ids of the games counted in this session
        self.level: Level = self.settings.level
        self.daily = False
        self.raised: list[Card] = []  # South's chosen cards to pass, in click order
        self.finished = False  # the game has ended (its statistics are counted)
        self.new_record = False  # the game just ended set a record at its level
        self._job: Job | None = None  # a question to the bots
        self._hint_job: Job | None = None
        self._hint_waiting: Text | None = None  # "thinking…" on the message line
        self._generation = 0  # a new game makes every pending answer stale
        self.claiming: ClaimKind | None = None  # South claimed the rest of the hand
        # A forced card waiting to play itself: the position it was found in, and when.
        self._forced: tuple[tuple[int, int], float] | None = None
        self._version = 0  # every change of the match does too

    # -- starting and resuming -------------------------------------------------

    def start(self, deal: int | None = None, daily: bool = False) -> None:
        """Begin the session: the saved game (also when the deal asked for is that one), else
        the deal asked for, else a new random deal."""
        saved = self.store.load_game()
        notices = self.store.take_notices()  # said after the game's first sentence
        if saved is not None and saved.game_id == self.stats.last_counted_game:
            saved = None  # counted already: a crash kept its save after the stats were written
            self._saver.submit(Store.clear_game)
        asked = daily_deal_number(self._today()) if daily else deal
        if saved is not None:
            self._adopt(saved)
        if saved is not None and asked in (None, self.match.deal_number):
            self._resume()  # asking for the deal in progress goes on with it
            self.daily = self.daily or daily  # the day's deal, first opened by its number
        elif asked is not None:
            if saved is not None:
                self._abandon_if_started()
            self._new_match(asked, daily=daily, announce=self._announce_new)
        else:
            self._new_match(self._random_deal(), daily=False, announce=self._announce_new)
        self._take_notices(notices)

    def _resume(self) -> None:
        """Go on with the saved game just adopted, where it was left."""
        self._rebuild_scene()
        self._say(say("table.resumed", number=self.match.deal_number,
                      hand=self.match.hand_number + 1))

    def _adopt(self, saved: SavedGame) -> None:
        """Make *saved* the current game, without showing anything yet."""
        self._generation += 1
        self.match = saved.match()
        self.game_id = saved.game_id
        self.raised = list(saved.raised)
        self.level = saved.level
        self.daily = saved.daily
        self.finished = False

    def _rebuild_scene(self) -> None:
        """The scene of the current match at rest: after a resume, nothing in the air."""
        self._clear_steps()
        self.scene = scene_at_rest(self.match, self.raised, self._ordered, self.scene.messages)
        match = self.match
        if match.phase is Phase.HAND_OVER:
            self._panel = HandOverRequest(match.hand_points, match.totals, moon_seat(match))
        self.changed = True

    def _random_deal(self) -> int:
        """A new deal number, at random: the one place the window uses chance."""
        return self._random.randint(MIN_DEAL, MAX_DEAL)

    def _new_match(self, number: int, daily: bool, announce: Callable[[int], Text]) -> None:
        """Start deal *number* from its first hand with the current settings' rules and level."""
        self._generation += 1
        self._version += 1
        self.match = Match(number, self.settings.rules)
        self.game_id = new_game_id()
        self.level = self.settings.level
        self.daily = daily
        self.raised = []
        self.finished = False
        self.new_record = False
        self.claiming = None
        self._panel = None
        self._clear_steps()
        self.scene = Scene()
        self._say(announce(number))
        self._enqueue_deal()
        self._save()

    def _announce_new(self, number: int) -> Text:
        """The sentence of a new game (today's deal or another)."""
        return narration.new_game_sentence(number, self.daily)

    def would_abandon(self) -> bool:
        """Whether leaving the current game now counts it as lost: a card has been played,
        the game is not over and it is not counted yet."""
        return not self.finished and self._game_started() and not self._was_counted()

    def _abandon_if_started(self) -> None:
        """Count a game given up after its first card as played and lost."""
        if not self.would_abandon():
            return
        self._counted.add(self.game_id)
        self.stats = self.stats.with_abandoned_game(self.game_id)
        self._saver.submit(partial(Store.save_stats, stats=self.stats))

    def _was_counted(self) -> bool:
        """Whether the current game is already in the statistics (never count it twice)."""
        return self.game_id in self._counted or self.game_id == self.stats.last_counted_game

    def _game_started(self) -> bool:
        """Whether at least one card of the current game has been played."""
        match = self.match
        return match.hand_number > 0 or bool(match.tricks) or bool(match.current_trick) or (
            match.phase in (Phase.HAND_OVER, Phase.GAME_OVER))

    # -- named actions -----------------------------------------------------------

    def action_toggle_card(self, card: Card) -> bool:
        """Raise or lower one of South's cards while choosing what to pass."""
        match = self.match
        if match.phase is not Phase.PASSING or match.has_passed(SOUTH):
            return False
        if card not in match.hand(SOUTH):
            return False
        if card in self.raised:
            self.raised.remove(card)
        elif len(self.raised) >= 3:
            self._say(say("table.pass.too_many"))
            return False
        else:
            self.raised.append(card)
        self.scene.raised = set(self.raised)
        self.scene.hinted.clear()
        self._save()
        self.changed = True
        return True

    def action_pass(self) -> bool:
        """Pass the three raised cards."""
        match = self.match
        if match.phase is not Phase.PASSING or match.has_passed(SOUTH):
            return False
        try:
            events = match.pass_cards(SOUTH, tuple(self.raised))
        except IllegalPlay as error:
            self._say(error.describe)
            return False
        self.raised = []
        self.scene.hinted.clear()
        self._after_action(events)
        if not events:
            self._say(say("table.pass.waiting"))
        return True

    def action_play(self, card: Card, *, wait: bool = True) -> bool:
        """Play one of South's cards; a card the rules refuse plays nothing and says why.
        South waits for the table to show the last cards, unless *wait* is False (a claim)."""
        match = self.match
        if match.phase is Phase.PASSING:
            return self.action_toggle_card(card)
        if wait and match.turn is SOUTH and not self.is_caught_up():
            return False  # the last cards are still landing: play once they are seen
        try:
            events = match.play(SOUTH, card)
        except IllegalPlay as error:
            self._say(error.describe)
            return False
        self.scene.hinted.clear()
        self._after_action(events)
        return True

    def action_hint(self) -> bool:
        """Ask for the card (or the three cards) the strongest level would choose."""
        if not self.is_south_to_act():
            self._say(say("table.hint.not_now"))
            return False
        view = self.match.view(SOUTH)
        if self._hint_job is None or not self._is_hint_current(self._hint_job):
            self._drop_hint()
            self._hint_job = Job("hint", (self._generation, self._version),
                                 self._submit(bots.advise, view), view)
        self._hint_waiting = say("table.hint.thinking")
        self._say(self._hint_waiting)
        return True

    def action_claim(self) -> bool:
        """Finish the hand at once when South is sure to take (or to lose) every trick left:
        South's cards play themselves and the bots play theirs, with no pause."""
        kind = self.claim_offer()
        if kind is None:
            return False
        self.claiming = kind
        self._say(say(f"table.claim.{kind.value}"))
        self._play_claimed()
        return True

    def action_sort(self) -> None:
        """Switch South's hand between sorted by suit and sorted by rank (remembered)."""
        order: SortOrder = "rank" if self.settings.sort_order == "suit" else "suit"
        self._change_settings(dataclasses.replace(self.settings, sort_order=order))
        self._say(say(f"table.sort.{order}"))

    def action_fast(self) -> None:
        """Switch between normal and short pauses (remembered)."""
        fast = not self.settings.fast
        self._change_settings(dataclasses.replace(self.settings, fast=fast))
        self._say(say("table.fast.on" if fast else "table.fast.off"))

    def action_last_trick(self) -> None:
        """Show (or hide again) the trick taken last."""
        if self.scene.last_trick is None:
            self.scene.show_last_trick = False
            self._say(say("table.last_trick.none"))
            return
        self.scene.show_last_trick = not self.scene.show_last_trick
        self.changed = True

    def action_replay(self) -> None:
        """Start the current deal again from its first hand."""
        self._abandon_if_started()
        number = self.match.deal_number
        self._new_match(number, daily=self.daily,
                        announce=lambda n: say("table.replay", number=n))

    def action_new_game(self) -> None:
        """Start a new game on a new random deal."""
        self._abandon_if_started()
        self._new_match(self._random_deal(), daily=False, announce=self._announce_new)

    def action_daily(self) -> None:
        """Start today's deal."""
        self._abandon_if_started()
        number = daily_deal_number(self._today())
        self._new_match(number, daily=True,
                        announce=lambda n: say("table.daily_game", number=n))

    def action_open_deal(self, number: object) -> bool:
        """Start deal *number* (1..999 999); anything else is refused with a sentence."""
        try:
            deal = check_deal_number(number)
        except ValueError:
            self._say(say("table.deal.invalid"))
            return False
        self._abandon_if_started()
        self._new_match(deal, daily=False, announce=self._announce_new)
        return True

    def action_continue(self) -> bool:
        """Deal the next hand once the person has seen the end-of-hand panel."""
        if self.match.phase is not Phase.HAND_OVER:
            return False
        self._panel = None
        self._after_action(self.match.start_next_hand())
        self._enqueue_deal()
        return True

    def action_focus(self, step: int) -> None:
        """Move the keyboard focus *step* cards to the right (or left), over the cards that
        can be chosen now: the legal ones on South's turn, any while passing."""
        cards = self.focusable_cards()
        if not cards:
            return
        focused = self.focused_card()
        if focused is None or focused not in cards:
            self.scene.focus = cards[0] if step > 0 else cards[-1]
        else:
            self.scene.focus = cards[(cards.index(focused) + step) % len(cards)]
        self.changed = True

    def action_activate(self) -> bool:
        """Enter: pass the hinted three, or play (or raise) the card that has the focus."""
        if self.is_choosing_pass() and self.scene.hinted and self.can_pass() \
                and set(self.raised) == self.scene.hinted:
            return self.action_pass()
        card = self.focused_card()
        if card is None:
            return False
        if self.match.phase is Phase.PASSING:
            return self.action_toggle_card(card)
        return self.action_play(card)

    def apply_settings(self, settings: Settings) -> None:
        """Options changed: apply what can be at once, keep the rest for the next game."""
        before = self.settings
        self._change_settings(settings)
        if (before.level, before.rules) != (settings.level, settings.rules):
            self._say(say("table.options.next_game"))

    def reset_stats(self) -> None:
        """Forget every statistic (the person confirmed it in the dialog)."""
        # The id stays: a save a crash left behind must still not be counted again.
        self.stats = Stats(last_counted_game=self.stats.last_counted_game)
        self._saver.submit(partial(Store.save_stats, stats=self.stats))
        self._say(say("table.stats.reset"))

    # -- what the window asks ----------------------------------------------------

    def lang(self) -> str:
        """The language of every sentence shown."""
        return self.settings.language

    def message_text(self) -> str:
        """The message line, in the current language: the last trick's caption while it is
        shown; else the latest sentences, after the cards received until the first trick ends
        (unless the sentence saying so is still there)."""
        lang, scene = self.lang(), self.scene
        last = scene.last_trick
        if scene.show_last_trick and last is not None:
            return say("table.last_trick.caption", seat=last.winner,
                       points=Points(last.points))(lang)
        line = " ".join(text(lang) for text in scene.messages)
        if scene.received is not None:
            giver, cards = scene.received
            if narration.received_sentence(giver, cards)(lang) not in line:
                line = f"{narration.received_note(giver, cards, lang)} {line}"
        return line

    def take_panel_request(self) -> PanelRequest | None:
        """The panel to open now, once."""
        request, self._panel = self._panel, None
        return request

    def is_south_to_act(self) -> bool:
        """Whether the match waits for South (to pass or to play)."""
        match = self.match
        if match.phase is Phase.PASSING:
            return not match.has_passed(SOUTH)
        return match.phase is Phase.PLAYING and match.turn is SOUTH

    def claim_offer(self) -> ClaimKind | None:
        """What South may claim now, on its turn with the table at rest: every trick left,
        none of them, or nothing when neither is certain from the real hands."""
        if self.claiming is not None or self.playable() is None:
            return None
        return find_claim(self.match, SOUTH)

    def can_pass(self) -> bool:
        """Whether the Passer button works: choosing, with exactly three cards raised."""
        return self.is_choosing_pass() and len(self.raised) == 3

    def is_choosing_pass(self) -> bool:
        """Whether South is choosing cards to pass."""
        return self.match.phase is Phase.PASSING and not self.match.has_passed(SOUTH)

    def playable(self) -> set[Card] | None:
        """South's cards that may be played now, or None when no card is to be greyed."""
        match = self.match
        if match.phase is not Phase.PLAYING or match.turn is not SOUTH or not self.is_caught_up():
            return None
        return set(match.legal_plays(SOUTH))

    def turn(self) -> Seat | None:
        """Whose turn it is: the seat whose plate is lit."""
        if self.is_choosing_pass():
            return SOUTH
        return self.match.turn if self.match.phase is Phase.PLAYING else None

    def focusable_cards(self) -> list[Card]:
        """South's cards the keyboard can choose now, left to right: the playable ones on
        South's turn, all of them while choosing a pass, none otherwise."""
        hand = self.scene.hands[SOUTH]
        if self.is_choosing_pass():
            return list(hand)
        playable = self.playable()
        return [] if playable is None else [card for card in hand if card in playable]

    def focused_card(self) -> Card | None:
        """The South card with the keyboard focus: the one chosen if it can be chosen now,
        else the next one that can on its right (or the first)."""
        cards = self.focusable_cards()
        if not cards:
            return None
        focus = self.scene.focus
        if focus is None or focus in cards:
            return focus if focus is not None else cards[0]
        hand = self.scene.hands[SOUTH]
        if focus in hand:
            after = hand[hand.index(focus):]
            return next((card for card in after if card in cards), cards[-1])
        return cards[0]

    def table_view(self) -> TableView:
        """What the renderer draws now: the scene, and what follows from the game."""
        settings, playable = self.settings, self.playable()
        return TableView(
            scene=self.scene, lang=self.lang(), felt=settings.felt,
            card_back=settings.card_back, four_colour=settings.four_colour, level=self.level,
            turn=self.turn(), playable=None if playable is None else frozenset(playable),
            focused=self.focused_card(), title=tuple(self.title_texts()),
            prompt=self.pass_prompt(), message=self.message_text(),
            seat_labels=(self.seat_label(Seat.SOUTH), self.seat_label(Seat.WEST),
                         self.seat_label(Seat.NORTH), self.seat_label(Seat.EAST)))

    def title_texts(self) -> list[str]:
        """The line above the table: the deal number, the daily mark, the hand and its pass."""
        return narration.title_texts(self.match, self.daily, self.scene.hearts_broken, self.lang())

    def pass_prompt(self) -> str | None:
        """The sentence on the table while South chooses what to pass."""
        if not self.is_choosing_pass():
            return None
        return narration.pass_prompt(self.match.pass_direction, self.lang())

    def seat_label(self, seat: Seat) -> str:
        """The name on *seat*'s plate."""
        return player_name(seat, self.lang())

    # -- time -----------------------------------------------------------------

    def update(self, now: float) -> bool:
        """Advance the show to *now*: answers from the workers, steps, new questions.

        Returns whether anything visible changed.
        """
        self._take_notices()
        changed = self._collect_job()
        changed = self._collect_hint() or changed
        changed = self._steps.run(now) or changed
        changed = self._play_forced(now) or changed
        changed = self._play_claimed() or changed
        self._ask_bots()
        changed = changed or self.changed or bool(self.scene.flights)
        self.changed = False
        return changed

    def seconds_to_next_step(self, now: float) -> float | None:
        """How long until the table needs attention again: the show's next step, or a
        forced card about to play itself; None when it waits on nothing."""
        step = super().seconds_to_next_step(now)
        if self._forced is None:
            return step
        wait = max(0.0, self._forced[1] - now)
        return wait if step is None else min(step, wait)

    def _play_forced(self, now: float) -> bool:
        """Play South's only legal card once a short pause has passed, when the option asks
        for it; whether it was played."""
        card = self._forced_card()
        key = (self._generation, self._version)
        if card is None:
            self._forced = None
            return False
        if self._forced is None or self._forced[0] != key:
            self._forced = (key, now + self.timing().forced_pause)
        if now < self._forced[1]:
            return False
        self._forced = None
        return self.action_play(card)

    def _play_claimed(self) -> bool:
        """After a claim, play South's card that keeps it certain whenever South is to play;
        the claim ends with the hand. Whether a card was played."""
        if self.claiming is None:
            return False
        if self.match.phase is not Phase.PLAYING:
            self.claiming = None
            return False
        if self.match.turn is not SOUTH:
            return False
        try:
            card = claim_play(self.match, self.claiming, SOUTH)
        except ValueError:  # not proved within the search's budget: South plays on by hand
            self.claiming = None
            return False
        return self.action_play(card, wait=False)

    def _forced_card(self) -> Card | None:
        """South's card when it is the only one South may play now and the option is on."""
        if not self.settings.auto_play_forced or self._panel is not None:
            return None
        playable = self.playable()
        if playable is None or len(playable) != 1:
            return None
        (card,) = playable
        return card

    def is_waiting_for_worker(self) -> bool:
        """Whether a question is out to the worker thread."""
        return self._job is not None or self._hint_job is not None

    def is_idle(self) -> bool:
        """Nothing queued, nothing moving, no question out: the table is at rest."""
        return self._steps.is_empty() and not self.is_waiting_for_worker()

    def flush_saves(self) -> None:
        """Wait until every file write asked so far is done (tests, quitting)."""
        self._saver.flush()
        self._take_notices()

    def close(self) -> None:
        """Stop the bots' thread (pending questions are dropped); finish the writes."""
        self._executor.shutdown(wait=False, cancel_futures=True)
        self._saver.close()

    def _clear_steps(self) -> None:
        """Forget the show in progress (a new game) and any question out."""
        self._steps.clear()
        self._cancel_job()
        self.scene.flights.clear()

    # -- the match ----------------------------------------------------------------

    def _after_action(self, events: Sequence[Event]) -> None:
        """The match changed: save (or count the ended game), and queue the show."""
        self._version += 1
        if self._hint_job is not None and not self._is_hint_current(self._hint_job):
            self._drop_hint()  # its answer would be about a position gone
        if any(isinstance(event, GameOver) for event in events):
            self._record_game()
        else:
            self._save()
        self._enqueue_events(events)
        self.changed = True

    def _record_game(self) -> None:
        """The game just ended: count it once, forget the save."""
        match = self.match
        self.finished = True
        if not self._was_counted():
            self._counted.add(self.game_id)
            won = SOUTH in match.winners
            self.stats, self.new_record = self.stats.with_game(
                won, match.totals[SOUTH], self.level, self.game_id)
            self._saver.submit(partial(Store.save_stats, stats=self.stats))
        self._saver.submit(Store.clear_game)

    def _save(self) -> None:
        """Write the game in progress (a failing disk only earns a notice)."""
        if self.finished:
            return
        game = SavedGame.of(self.match, self.raised, self.level, self.daily, self.game_id)
        self._saver.submit(partial(Store.save_game, game=game))

    def _take_notices(self, notices: list[Notice] | None = None) -> None:
        """Say what the store has to tell (a damaged file, a full disk...)."""
        for notice in self._saver.take_notices() if notices is None else notices:
            self._say(say(f"table.notice.{notice.kind.value}.{notice.file.value}"), append=True)

    def _change_settings(self, settings: Settings) -> None:
        """Keep new settings, save what the person changed, apply what shows at once."""
        old = self.settings
        self.settings = settings
        changed: dict[str, Any] = {  # Any: each value comes from a valid Settings
            field.name: getattr(settings, field.name) for field in dataclasses.fields(settings)
            if getattr(settings, field.name) != getattr(old, field.name)}
        self.sounds.enabled = settings.sound
        if old.sort_order != settings.sort_order:
            self.scene.hands[SOUTH] = self._ordered(self.scene.hands[SOUTH])
        if changed:  # only these: a command-line choice in force elsewhere stays unsaved
            self._saved_settings = dataclasses.replace(self._saved_settings, **changed)
            self._saver.submit(partial(Store.save_settings, settings=self._saved_settings))
        self.changed = True

    # -- the computer players ---------------------------------------------------------

    def _ask_bots(self) -> None:
        """Put the next question to the worker: the bots' passes, or the bot to play."""
        if self._job is not None or self._panel is not None:
            return
        match = self.match
        key = (self._generation, self._version)
        if match.phase is Phase.PASSING:
            waiting = [seat for seat in BOTS if not match.has_passed(seat)]
            if waiting:
                views = [match.view(seat) for seat in waiting]
                self._job = Job("pass", key, self._submit(
                    bots.choose_passes, self.level, views))
        elif match.phase is Phase.PLAYING and match.turn is not SOUTH and len(self._steps) <= 2:
            assert match.turn is not None
            self._job = Job("play", key, self._submit(
                bots.choose_play, self.level, match.view(match.turn)))

    def _submit(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        """Ask the worker; the window is woken when the answer is in."""
        future = self._executor.submit(function, *args)
        future.add_done_callback(lambda _: self._wake())
        return future

    def _cancel_job(self) -> None:
        """Drop the questions out: their answers would be about another game."""
        if self._job is not None:
            self._job.future.cancel()
        self._job = None
        self._drop_hint()

    def _drop_hint(self) -> None:
        """Forget the hint asked for, and take its "thinking…" off the message line."""
        if self._hint_job is not None:
            self._hint_job.future.cancel()
        self._hint_job = None
        waiting, self._hint_waiting = self._hint_waiting, None
        if waiting is not None and waiting in self.scene.messages:
            self.scene.messages = [text for text in self.scene.messages if text is not waiting]
            self.changed = True

    def _is_hint_current(self, job: Job) -> bool:
        """Whether a hint was asked in this game about South's position as it is now."""
        return job.key[0] == self._generation and job.view == self.match.view(SOUTH)

    def _collect_job(self) -> bool:
        """Apply the worker's answer if it is in and still about the current position."""
        job = self._job
        if job is None or not job.future.done():
            return False
        self._job = None
        if job.future.cancelled():
            return False
        result = job.future.result()  # a bot's error is a bug: let it surface
        generation, version = job.key
        if generation != self._generation:
            return False
        if job.kind == "pass":
            self._apply_passes(result)
        elif job.kind == "play" and version == self._version:
            seat = self.match.turn
            assert seat is not None and seat is not SOUTH
            self._after_action(self.match.play(seat, result))
        return True

    def _collect_hint(self) -> bool:
        """Show the hint if it is in and the position has not changed since it was asked."""
        job = self._hint_job
        if job is None or not job.future.done():
            return False
        if job.future.cancelled() or not self._is_hint_current(job):
            self._drop_hint()
            return True
        self._hint_job = self._hint_waiting = None
        advice = job.future.result()
        self._show_hint(advice.cards)
        self._say(advice.reason)
        return True

    def _show_hint(self, cards: Sequence[Card]) -> None:
        """Outline the hinted cards and give one the keyboard focus, so that Enter takes the
        hint; three cards to pass are raised too, for the player to see before passing."""
        self.scene.hinted = set(cards)
        if self.is_choosing_pass():
            self.raised = list(cards)
            self.scene.raised = set(cards)
            self._save()
        hand = self.scene.hands[SOUTH]
        self.scene.focus = next((card for card in hand if card in self.scene.hinted), None)

    def _apply_passes(self, passes: list[tuple[Seat, tuple[Card, ...]]]) -> None:
        """The bots' chosen cards; the exchange happens with the fourth choice."""
        match = self.match
        for seat, cards in passes:
            if match.phase is Phase.PASSING and not match.has_passed(seat):
                self._after_action(match.pass_cards(seat, cards))
