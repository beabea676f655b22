"""The table's controller: named actions on the match, the computer players, saving.

Keys, clicks and buttons become named actions (`action_play`, `action_pass`, ...).
An action asks the engine (the one source of legality), and the engine's events
become a queue of steps — card flights, pauses, messages, sounds — that move the
scene the window draws. The match runs ahead of the scene by at most a card or two.
Computer players think in a worker thread; their answers are applied here, on the
main thread, and only if the game has not moved on since the question.
"""

from __future__ import annotations

import dataclasses
import random
from collections import deque
from collections.abc import Callable, Iterable
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date
from functools import partial
from typing import Any, Final

from hearts.engine import (
    MAX_DEAL,
    MIN_DEAL,
    TWO_OF_CLUBS,
    Card,
    CardPlayed,
    CardsPassed,
    Event,
    GameOver,
    HandScored,
    HeartsBroken,
    IllegalPlay,
    Match,
    MoonShot,
    Phase,
    Rules,
    Seat,
    TrickTaken,
    check_deal_number,
    daily_deal_number,
)
from hearts.engine.match import moon_shooter
from hearts.i18n import message, player_name, seat_name
from hearts.store import LEVELS, Level, Notice, Settings, SortOrder, Stats, Store
from hearts.ui import bots
from hearts.ui.animation import (
    FAST_FACTOR,
    NORMAL,
    DeckSpot,
    Flight,
    HandSlot,
    SeatSpot,
    Timing,
    TrickSlot,
    ease_in_out_cubic,
    scaled,
)
from hearts.ui.sound import Sounds

SOUTH: Final = Seat.SOUTH
BOTS: Final = (Seat.WEST, Seat.NORTH, Seat.EAST)
# How suits follow one another in a hand sorted by suit: colours alternate.
SUIT_ORDER: Final = (0, 1, 3, 2)  # clubs, diamonds, spades, hearts

Text = Callable[[str], str]  # a sentence in a language: kept as a function so it follows it


# -- sentences ------------------------------------------------------------------


@dataclass(frozen=True)
class Points:
    """A number of points, said with the right plural."""

    value: int


def _resolve(value: object, lang: str) -> str:
    """A message parameter in *lang*: cards and seats by name, card lists joined."""
    if isinstance(value, Card):
        return value.name(lang)
    if isinstance(value, Seat):
        return player_name(value, lang)
    if isinstance(value, Points):
        return points_text(value.value, lang)
    if isinstance(value, tuple):
        names = [_resolve(item, lang) for item in value]
        if len(names) < 2:
            return "".join(names)
        return ", ".join(names[:-1]) + message("table.and", lang) + names[-1]
    return str(value)


def say(key: str, **params: object) -> Text:
    """The catalogue sentence *key*, its parameters put into words in whatever language."""

    def text(lang: str) -> str:
        return message(key, lang, **{name: _resolve(v, lang) for name, v in params.items()})

    return text


def points_text(points: int, lang: str) -> str:
    """"3 points", "1 point", "0 point" (French singular below 2)."""
    single = abs(points) < 2 if lang == "fr" else abs(points) == 1
    return message("table.points.one" if single else "table.points.many", lang, points=points)


def display_order(cards: Iterable[Card], sort_order: str) -> list[Card]:
    """South's cards in the order shown: by suit (colours alternating) or by rank."""
    if sort_order == "rank":
        return sorted(cards, key=lambda card: (card.rank, SUIT_ORDER.index(card.suit)))
    return sorted(cards, key=lambda card: (SUIT_ORDER.index(card.suit), card.rank))


# -- what the window shows -----------------------------------------------------


@dataclass
class LastTrick:
    """The trick taken last, for the "Dernier pli" button."""

    plays: tuple[tuple[Seat, Card], ...]
    winner: Seat
    points: int


@dataclass
class Scene:
    """What the table shows right now; it trails the match while cards are moving."""

    hands: list[list[Card]] = field(default_factory=lambda: [[], [], [], []])
    trick: list[tuple[Seat, Card]] = field(default_factory=list)
    flights: list[Flight] = field(default_factory=list)
    raised: set[Card] = field(default_factory=set)
    outlined: set[Card] = field(default_factory=set)  # received, until the first trick ends
    hinted: set[Card] = field(default_factory=set)
    focus: int | None = None  # keyboard focus in South's hand
    messages: list[Text] = field(default_factory=list)
    totals: tuple[int, int, int, int] = (0, 0, 0, 0)
    taken: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    score_sheet: list[tuple[int, int, int, int]] = field(default_factory=list)
    last_trick: LastTrick | None = None
    show_last_trick: bool = False
    tricks_done: int = 0
    hearts_broken: bool = False

    def flying_cards(self) -> set[Card]:
        """The cards in the air: not drawn at their resting place."""
        return {flight.card for flight in self.flights}


@dataclass(frozen=True)
class HandOverRequest:
    """Open the end-of-hand panel."""

    hand_points: tuple[int, int, int, int]
    totals: tuple[int, int, int, int]
    moon_seat: Seat | None


@dataclass(frozen=True)
class GameOverRequest:
    """Open the end-of-game panel."""

    winners: tuple[Seat, ...]
    totals: tuple[int, int, int, int]
    score_sheet: tuple[tuple[int, int, int, int], ...]
    new_record: bool


PanelRequest = HandOverRequest | GameOverRequest


@dataclass(frozen=True)
class SavedGame:
    """A game in progress as read back from the store."""

    match: Match
    raised: tuple[Card, ...]
    level: Level
    daily: bool


def restore_game(payload: dict[str, object]) -> SavedGame:
    """The game a payload describes; ValueError (or TypeError...) when it is not a resumable one."""
    text = payload["match"]
    if not isinstance(text, str):
        raise ValueError("the match must be JSON text")
    match = Match.from_json(text)
    if match.phase is Phase.GAME_OVER:
        raise ValueError("a finished game is not resumed")
    raised_codes = payload.get("raised", [])
    if not isinstance(raised_codes, list) or not all(isinstance(c, str) for c in raised_codes):
        raise ValueError("raised cards must be a list of card codes")
    raised = tuple(Card.parse(code) for code in raised_codes)
    hand = match.hand(SOUTH)
    if len(set(raised)) != len(raised) or len(raised) > 3 or any(c not in hand for c in raised):
        raise ValueError(f"impossible raised cards: {raised_codes!r}")
    if raised and (match.phase is not Phase.PASSING or match.has_passed(SOUTH)):
        raise ValueError("cards are raised only while choosing what to pass")
    level = payload.get("level", "medium")
    if level not in LEVELS:
        raise ValueError(f"unknown level: {level!r}")
    daily = payload.get("daily", False)
    if not isinstance(daily, bool):
        raise ValueError(f"daily must be true or false: {daily!r}")
    return SavedGame(match, raised, level, daily)


def rules_from(settings: Settings) -> Rules:
    """The table rules the settings choose."""
    return Rules(
        qs_breaks_hearts=settings.qs_breaks_hearts,
        first_trick_points=settings.first_trick_points,
        jack_of_diamonds=settings.jack_of_diamonds,
        moon_minus=settings.moon_minus,
        tie_replay=settings.tie_replay,
        target=settings.target,
    )


# -- steps ----------------------------------------------------------------------


def _nothing() -> None:
    """A step end with nothing to do."""


@dataclass
class Step:
    """One beat of the show: *begin* does its start and returns when it ends; *end* tidies."""

    begin: Callable[[float], float]
    end: Callable[[], None] = _nothing


@dataclass
class Job:
    """A question to a worker thread and what it was about."""

    kind: str  # "play", "pass" or "hint"
    key: tuple[int, int]
    future: Future[Any]


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


class Saver:
    """Writes the user's files in order on its own thread, so a slow disk never stalls a frame.

    Each write is a function of the Store; the notices it leaves are gathered for the
    main thread. A bug in the store is re-raised on the main thread, not lost.
    """

    def __init__(self, store: Store, executor: Executor | None = None) -> None:
        self._store = store
        self._executor = executor if executor is not None else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="saver")
        self._notices: deque[Notice] = deque()
        self._errors: deque[BaseException] = deque()

    def submit(self, write: Callable[[Store], object]) -> None:
        """Queue *write*; it runs after every write queued before it."""
        self._executor.submit(self._run, write)

    def _run(self, write: Callable[[Store], object]) -> None:
        try:
            write(self._store)
        except BaseException as error:  # handed over to the main thread
            self._errors.append(error)
        self._notices.extend(self._store.take_notices())

    def take_notices(self) -> list[Notice]:
        """The notices of the writes done so far (raises what a write raised)."""
        if self._errors:
            raise self._errors.popleft()
        notices = []
        while self._notices:
            notices.append(self._notices.popleft())
        return notices

    def flush(self) -> None:
        """Wait until every queued write is done."""
        self._executor.submit(_nothing).result()

    def close(self) -> None:
        """Finish the queued writes and stop the thread."""
        self._executor.shutdown(wait=True)


class Controller:
    """The game as the person plays it: actions in, a scene and panel requests out."""

    def __init__(
        self,
        store: Store,
        settings: Settings | None = None,
        *,
        time_scale: float = 1.0,
        executor: Executor | None = None,
        save_executor: Executor | None = None,
        sounds: Sounds | None = None,
        today: Callable[[], date] = date.today,
        wake: Callable[[], None] = _nothing,
    ) -> None:
        self.store = store
        self.settings = settings if settings is not None else store.load_settings()
        self.stats: Stats = store.load_stats()
        self.time_scale = time_scale
        self.sounds = sounds if sounds is not None else Sounds(self.settings.sound)
        self.sounds.enabled = self.settings.sound
        self._executor = executor if executor is not None else ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="bots")
        self._saver = Saver(store, save_executor)
        self._today = today
        self._wake = wake
        self._random = random.Random()  # new deal numbers only; the game itself is seeded
        self.scene = Scene()
        self.match = Match(1)
        self.level: Level = self.settings.level
        self.daily = False
        self.raised: list[Card] = []  # South's chosen cards to pass, in click order
        self.finished = False  # the game has ended (its statistics are counted)
        self.new_record = False  # the game just ended set a record at its level
        self._queue: deque[Step] = deque()
        self._current: Step | None = None
        self._current_end = 0.0
        self._job: Job | None = None  # a question to the bots
        self._hint_job: Job | None = None
        self._generation = 0  # a new game makes every pending answer stale
        self._version = 0  # every change of the match does too
        self._panel: PanelRequest | None = None
        self._now = 0.0
        self.changed = True  # something to redraw

    # -- starting and resuming -------------------------------------------------

    def start(self, deal: int | None = None, daily: bool = False) -> None:
        """Begin the session: the given deal, or the saved game, or a new random deal."""
        saved = self._load_saved()
        notices = self.store.take_notices()  # said after the game's first sentence
        if deal is not None or daily:
            if saved is not None:
                self._adopt(saved)
                self._abandon_if_started()
            number = daily_deal_number(self._today()) if daily else deal
            assert number is not None
            self._new_match(number, daily=daily, announce=self._announce_new)
        elif saved is not None:
            self._adopt(saved)
            self._rebuild_scene()
            self._say(say("table.resumed", number=self.match.deal_number,
                          hand=self.match.hand_number + 1))
        else:
            self._new_match(self._random_deal(), daily=False, announce=self._announce_new)
        self._take_notices(notices)

    def _load_saved(self) -> SavedGame | None:
        """The saved game in progress, if there is a good one (a bad one is moved aside)."""
        restored: list[SavedGame] = []

        def validate(payload: dict[str, object]) -> None:
            restored.append(restore_game(payload))

        payload = self.store.load_game(validate)
        return restored[-1] if payload is not None and restored else None

    def _adopt(self, saved: SavedGame) -> None:
        """Make *saved* the current game, without showing anything yet."""
        self._generation += 1
        self.match = saved.match
        self.raised = list(saved.raised)
        self.level = saved.level
        self.daily = saved.daily
        self.finished = False

    def _rebuild_scene(self) -> None:
        """The scene of the current match at rest: after a resume, nothing in the air."""
        match = self.match
        self._clear_steps()
        scene = Scene(messages=self.scene.messages)
        scene.hands = [self._ordered(match.hand(seat)) if seat is SOUTH else list(match.hand(seat))
                       for seat in Seat]
        scene.trick = list(match.current_trick)
        if match.tricks:
            record = match.tricks[-1]
            scene.last_trick = LastTrick(record.plays, record.winner, record.points)
        scene.taken = list(match.points_taken)
        scene.totals = match.totals
        scene.score_sheet = list(match.score_sheet)
        scene.tricks_done = len(match.tricks)
        scene.hearts_broken = match.hearts_broken
        if match.phase is Phase.PASSING:
            scene.raised = set(match.passed_cards(SOUTH) or self.raised)
        if match.phase is Phase.PLAYING and not match.tricks:
            scene.outlined = set(match.received_cards(SOUTH))
        self.scene = scene
        if match.phase is Phase.HAND_OVER:
            self._panel = HandOverRequest(match.hand_points, match.totals, self._moon_seat())
        self.changed = True

    def _moon_seat(self) -> Seat | None:
        """Who shot the moon in the hand just finished, if anyone."""
        taken: list[list[Card]] = [[], [], [], []]
        for record in self.match.tricks:
            taken[record.winner].extend(card for _, card in record.plays)
        return moon_shooter(taken)

    def _random_deal(self) -> int:
        """A new deal number, at random: the one place the window uses chance."""
        return self._random.randint(MIN_DEAL, MAX_DEAL)

    def _new_match(self, number: int, daily: bool, announce: Callable[[int], Text]) -> None:
        """Start deal *number* from its first hand with the current settings' rules and level."""
        self._generation += 1
        self._version += 1
        self.match = Match(number, rules_from(self.settings))
        self.level = self.settings.level
        self.daily = daily
        self.raised = []
        self.finished = False
        self.new_record = False
        self._panel = None
        self._clear_steps()
        self.scene = Scene()
        self._say(announce(number))
        self._enqueue_deal()
        self._save()

    def _announce_new(self, number: int) -> Text:
        return say("table.daily_game" if self.daily else "table.new_game", number=number)

    def _abandon_if_started(self) -> None:
        """Count a game given up after its first card as played and lost."""
        if self.finished or not self._game_started():
            return
        self.stats = self.stats.with_abandoned_game()
        self._saver.submit(partial(Store.save_stats, stats=self.stats))

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

    def action_play(self, card: Card) -> bool:
        """Play one of South's cards; a card the rules refuse plays nothing and says why."""
        match = self.match
        if match.phase is Phase.PASSING:
            return self.action_toggle_card(card)
        if match.turn is SOUTH and not self.is_caught_up():
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
        if self._hint_job is None:
            self._hint_job = Job("hint", (self._generation, self._version),
                                 self._submit(bots.advise, view))
        self._say(say("table.hint.thinking"))
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
        if self.scene.show_last_trick:
            last = self.scene.last_trick
            self._say(say("table.last_trick.caption", seat=last.winner,
                          points=Points(last.points)))
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
        """Move the keyboard focus *step* cards to the right (or left) in South's hand."""
        hand = self.scene.hands[SOUTH]
        if not hand:
            self.scene.focus = None
            return
        focus = self.scene.focus
        start = 0 if step > 0 else len(hand) - 1
        self.scene.focus = start if focus is None else (focus + step) % len(hand)
        self.changed = True

    def action_activate(self) -> bool:
        """Play (or raise) the card that has the keyboard focus."""
        card = self.focused_card()
        if card is None:
            self.action_focus(1)
            return False
        if self.match.phase is Phase.PASSING:
            return self.action_toggle_card(card)
        return self.action_play(card)

    def apply_settings(self, settings: Settings) -> None:
        """Options changed: apply what can be at once, keep the rest for the next game."""
        before = self.settings
        self._change_settings(settings)
        later = ("level", "qs_breaks_hearts", "first_trick_points", "jack_of_diamonds",
                 "moon_minus", "tie_replay", "target")
        if any(getattr(before, name) != getattr(settings, name) for name in later):
            self._say(say("table.options.next_game"))

    def reset_stats(self) -> None:
        """Forget every statistic (the person confirmed it in the dialog)."""
        self.stats = Stats()
        self._saver.submit(partial(Store.save_stats, stats=self.stats))
        self._say(say("table.stats.reset"))

    # -- what the window asks ----------------------------------------------------

    def lang(self) -> str:
        """The language of every sentence shown."""
        return self.settings.language

    def message_text(self) -> str:
        """The message line, in the current language."""
        lang = self.lang()
        return " ".join(text(lang) for text in self.scene.messages)

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

    def is_caught_up(self) -> bool:
        """Whether the table shows the match as it is: nothing left to play out."""
        return self._current is None and not self._queue

    def turn(self) -> Seat | None:
        """Whose turn it is: the seat whose plate is lit."""
        if self.is_choosing_pass():
            return SOUTH
        return self.match.turn if self.match.phase is Phase.PLAYING else None

    def focused_card(self) -> Card | None:
        """The South card with the keyboard focus."""
        hand = self.scene.hands[SOUTH]
        focus = self.scene.focus
        if focus is None or not hand:
            return None
        return hand[min(focus, len(hand) - 1)]

    def title_texts(self) -> list[str]:
        """The line above the table: the deal number, the daily mark, the hand and its pass."""
        lang = self.lang()
        match = self.match
        parts = [message("table.title.deal", lang, number=match.deal_number)]
        if self.daily:
            parts.append(message("table.title.daily", lang))
        parts.append(message("table.title.hand", lang, number=match.hand_number + 1))
        direction = match.pass_direction
        if direction.value:
            parts.append(message("table.title.pass", lang,
                                 seat=seat_name(direction.receiver(SOUTH), lang)))
        else:
            parts.append(message("table.title.no_pass", lang))
        if self.scene.hearts_broken:
            parts.append(message("table.title.hearts_broken", lang))
        return parts

    def pass_prompt(self) -> str | None:
        """The sentence on the table while South chooses what to pass."""
        if not self.is_choosing_pass():
            return None
        receiver = self.match.pass_direction.receiver(SOUTH)
        return message("table.pass.prompt", self.lang(), seat=seat_name(receiver, self.lang()))

    def seat_label(self, seat: Seat) -> str:
        """The name on *seat*'s plate."""
        return _resolve(seat, self.lang())

    # -- time -----------------------------------------------------------------

    def timing(self) -> Timing:
        """The durations in force: normal, fast (a quarter) or none (tests)."""
        factor = self.time_scale * (FAST_FACTOR if self.settings.fast else 1.0)
        return scaled(NORMAL, factor)

    def update(self, now: float) -> bool:
        """Advance the show to *now*: answers from the workers, steps, new questions.

        Returns whether anything visible changed.
        """
        self._now = now
        self._take_notices()
        changed = self._collect_job()
        changed = self._collect_hint() or changed
        changed = self._run_steps(now) or changed
        self._ask_bots()
        changed = changed or self.changed or bool(self.scene.flights)
        self.changed = False
        return changed

    def is_animating(self, now: float) -> bool:
        """Whether cards are moving (the window must keep drawing frames)."""
        return any(not flight.is_done(now) for flight in self.scene.flights)

    def seconds_to_next_step(self, now: float) -> float | None:
        """How long until the show needs attention again, or None when it waits on nothing."""
        if self._current is not None:
            return max(0.0, self._current_end - now)
        if self._queue:
            return 0.0
        return None

    def is_waiting_for_worker(self) -> bool:
        """Whether a question is out to the worker thread."""
        return self._job is not None or self._hint_job is not None

    def is_idle(self) -> bool:
        """Nothing queued, nothing moving, no question out: the table is at rest."""
        return self._current is None and not self._queue and not self.is_waiting_for_worker()

    def finish_steps(self) -> None:
        """Play every queued step to its end at once."""
        while self._current is not None or self._queue:
            if self._current is None:
                self._current = self._queue.popleft()
                self._current.begin(self._now)
            self._current.end()
            self._current = None
        self.scene.flights.clear()
        self.changed = True

    def flush_saves(self) -> None:
        """Wait until every file write asked so far is done (tests, quitting)."""
        self._saver.flush()
        self._take_notices()

    def close(self) -> None:
        """Stop the bots' thread (pending questions are dropped); finish the writes."""
        self._executor.shutdown(wait=False, cancel_futures=True)
        self._saver.close()

    # -- steps ------------------------------------------------------------------

    def _run_steps(self, now: float) -> bool:
        """Begin and end steps whose time has come; True when one did."""
        moved = False
        while True:
            if self._current is None:
                if not self._queue:
                    return moved
                self._current = self._queue.popleft()
                self._current_end = self._current.begin(now)
                moved = True
            if now < self._current_end:
                return moved
            self._current.end()
            self._current = None
            moved = True

    def _clear_steps(self) -> None:
        """Forget the show in progress (a new game) and any question out."""
        self._queue.clear()
        self._current = None
        self._cancel_job()
        self.scene.flights.clear()

    def _enqueue(self, begin: Callable[[float], float], end: Callable[[], None] = _nothing) -> None:
        self._queue.append(Step(begin, end))

    def _call(self, action: Callable[[], None]) -> None:
        """Queue an instant step."""

        def begin(now: float) -> float:
            action()
            return now

        self._enqueue(begin)

    def _wait(self, seconds: float) -> None:
        """Queue a pause."""
        self._enqueue(lambda now: now + seconds)

    def _remove_flights(self, flights: list[Flight]) -> Callable[[], None]:
        def end() -> None:
            for flight in flights:
                if flight in self.scene.flights:
                    self.scene.flights.remove(flight)

        return end

    def _enqueue_deal(self) -> None:
        """Deal the current hand from the deck, one card a seat at a time."""
        hands = [list(self.match.hand(seat)) for seat in Seat]
        direction = self.match.pass_direction
        flights: list[Flight] = []
        timing = self.timing()

        def begin(now: float) -> float:
            scene = self.scene
            scene.hands = [self._ordered(hands[0]), *hands[1:]]
            scene.trick, scene.taken, scene.tricks_done = [], [0, 0, 0, 0], 0
            scene.last_trick, scene.show_last_trick = None, False
            scene.outlined, scene.hinted, scene.hearts_broken = set(), set(), False
            scene.raised = set(self.raised)
            start = now
            for index in range(13):
                for seat in (Seat.WEST, Seat.NORTH, Seat.EAST, SOUTH):
                    card = scene.hands[seat][index]
                    flights.append(Flight(card, seat is SOUTH, DeckSpot(),
                                          HandSlot(seat, index, 13), start, timing.deal_card))
                    start += timing.deal_stagger
            scene.flights.extend(flights)
            self.sounds.play("deal")
            if direction.value:
                self._say(say("table.pass.choose", seat=direction.receiver(SOUTH)), append=True)
            else:
                self._say(say("table.pass.none"), append=True)
            return start + timing.deal_card

        self._enqueue(begin, self._remove_flights(flights))

    def _enqueue_events(self, events: list[Event]) -> None:
        """Turn what the engine reported into steps of the show."""
        timing = self.timing()
        for event in events:
            if isinstance(event, CardsPassed):
                self._enqueue_pass(event, timing)
            elif isinstance(event, CardPlayed):
                if event.seat is not SOUTH:
                    self._wait(timing.bot_pause)
                self._enqueue_play(event, timing)
            elif isinstance(event, HeartsBroken):
                self._call(self._hearts_broken)
            elif isinstance(event, TrickTaken):
                self._enqueue_trick(event, timing)
            elif isinstance(event, MoonShot):
                self._call(partial(self._moon, event.seat))
            elif isinstance(event, HandScored):
                self._call(partial(self._hand_scored, event))
            elif isinstance(event, GameOver):
                self._call(self._game_over_panel)

    def _enqueue_pass(self, event: CardsPassed, timing: Timing) -> None:
        """The passed cards leave their hands, then arrive in the new ones."""
        direction = event.direction
        new_hands = [list(self.match.hand(seat)) for seat in Seat]
        outgoing: list[Flight] = []
        incoming: list[Flight] = []

        def leave(now: float) -> float:
            scene = self.scene
            for seat in Seat:
                hand = scene.hands[seat]
                count = len(hand)
                for card in event.given[seat]:
                    index = hand.index(card) if card in hand else 0
                    outgoing.append(Flight(card, seat is SOUTH,
                                           HandSlot(seat, index, count, seat is SOUTH),
                                           SeatSpot(direction.receiver(seat)), now,
                                           timing.pass_move))
                scene.hands[seat] = [card for card in hand if card not in event.given[seat]]
            scene.raised = set()
            scene.flights.extend(outgoing)
            self.sounds.play("pass")
            return now + timing.pass_move

        def arrive(now: float) -> float:
            scene = self.scene
            scene.hands = [self._ordered(new_hands[0]), *new_hands[1:]]
            for seat in Seat:
                giver = seat.next(-direction.value)
                for card in event.given[giver]:
                    index = scene.hands[seat].index(card)
                    incoming.append(Flight(card, seat is SOUTH, SeatSpot(giver),
                                           HandSlot(seat, index, 13), now, timing.pass_move))
            scene.flights.extend(incoming)
            received = event.given[SOUTH.next(-direction.value)]
            scene.outlined = set(received)
            self._say(say("table.pass.received", seat=SOUTH.next(-direction.value),
                          cards=tuple(received)))
            if TWO_OF_CLUBS in new_hands[SOUTH]:
                self._say(say("table.turn.lead"), append=True)
            return now + timing.pass_move

        self._enqueue(leave, self._remove_flights(outgoing))
        self._enqueue(arrive, self._remove_flights(incoming))

    def _enqueue_play(self, event: CardPlayed, timing: Timing) -> None:
        """A card flies from its hand to the trick."""
        seat, card = event.seat, event.card
        flights: list[Flight] = []

        def begin(now: float) -> float:
            scene = self.scene
            hand = scene.hands[seat]
            count = len(hand)
            index = hand.index(card) if card in hand else count // 2
            if card in hand:
                hand.remove(card)
            flights.append(Flight(card, True, HandSlot(seat, index, count), TrickSlot(seat), now,
                                  timing.play))
            scene.flights.extend(flights)
            scene.show_last_trick = False
            scene.hinted.clear()
            if seat is SOUTH:
                self._fix_focus()
            key = "table.play.south" if seat is SOUTH else "table.play.other"
            self._say(say(key, seat=seat, card=card))
            self.sounds.play("queen" if card.code == "QS" else "play")
            return now + timing.play

        def end() -> None:
            self._remove_flights(flights)()
            self.scene.trick.append((seat, card))

        self._enqueue(begin, end)

    def _enqueue_trick(self, event: TrickTaken, timing: Timing) -> None:
        """The full trick stays a moment, is said, then slides to its winner."""
        flights: list[Flight] = []
        winner, points = event.winner, event.points

        def announce() -> None:
            key = "table.trick.south" if winner is SOUTH else "table.trick.other"
            self._say(say(key, seat=winner, points=Points(points)), append=True)

        def collect(now: float) -> float:
            scene = self.scene
            for seat, card in scene.trick:
                flights.append(Flight(card, True, TrickSlot(seat), SeatSpot(winner), now,
                                      timing.collect, ease_in_out_cubic))
            scene.last_trick = LastTrick(tuple(scene.trick), winner, points)
            scene.trick = []
            scene.flights.extend(flights)
            self.sounds.play("trick")
            return now + timing.collect

        def end() -> None:
            self._remove_flights(flights)()
            scene = self.scene
            scene.taken[winner] += points
            scene.tricks_done += 1
            if scene.tricks_done == 1:
                scene.outlined = set()

        self._call(announce)
        self._wait(timing.trick_linger)
        self._enqueue(collect, end)

    def _hearts_broken(self) -> None:
        self.scene.hearts_broken = True
        self._say(say("table.hearts_broken"), append=True)
        self.sounds.play("hearts_broken")

    def _moon(self, seat: Seat) -> None:
        key = "table.moon.south" if seat is SOUTH else "table.moon.other"
        self._say(say(key, seat=seat))
        self.sounds.play("moon")

    def _hand_scored(self, event: HandScored) -> None:
        scene = self.scene
        scene.score_sheet.append(event.points)
        scene.totals = event.totals
        self._say(say("table.hand_over", number=len(scene.score_sheet)), append=True)
        if self.match.phase is Phase.HAND_OVER:
            self._panel = HandOverRequest(event.points, event.totals, self._moon_seat())

    # -- the end of a game ---------------------------------------------------------

    def _record_game(self) -> None:
        """The game just ended: count it once, forget the save."""
        match = self.match
        won = SOUTH in match.winners
        self.stats, self.new_record = self.stats.with_game(won, match.totals[SOUTH], self.level)
        self.finished = True
        self._saver.submit(partial(Store.save_stats, stats=self.stats))
        self._saver.submit(Store.clear_game)

    def _game_over_panel(self) -> None:
        match = self.match
        won = SOUTH in match.winners
        self.sounds.play("win" if won else "lose")
        if won:
            self._say(say("table.game_over.won"))
        else:
            key = "table.game_over.lost" if len(match.winners) == 1 else "table.game_over.lost_tie"
            self._say(say(key, seats=tuple(match.winners)))
        if self.new_record:
            self._say(say("table.game_over.record"), append=True)
        self._panel = GameOverRequest(match.winners, match.totals, match.score_sheet,
                                      self.new_record)

    # -- the match ----------------------------------------------------------------

    def _after_action(self, events: list[Event]) -> None:
        """The match changed: save (or count the ended game), and queue the show."""
        self._version += 1
        if any(isinstance(event, GameOver) for event in events):
            self._record_game()
        else:
            self._save()
        self._enqueue_events(events)
        self.changed = True

    def _save(self) -> None:
        """Write the game in progress (a failing disk only earns a notice)."""
        if self.finished:
            return
        payload: dict[str, object] = {
            "match": self.match.to_json(),
            "raised": [card.code for card in self.raised],
            "level": self.level,
            "daily": self.daily,
        }
        self._saver.submit(partial(Store.save_game, payload=payload))

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
                    bots.choose_passes, self.level, match.deal_number, views))
        elif match.phase is Phase.PLAYING and match.turn is not SOUTH and len(self._queue) <= 2:
            assert match.turn is not None
            self._job = Job("play", key, self._submit(
                bots.choose_play, self.level, match.deal_number, match.view(match.turn)))

    def _submit(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        future = self._executor.submit(function, *args)
        future.add_done_callback(lambda _: self._wake())
        return future

    def _cancel_job(self) -> None:
        for job in (self._job, self._hint_job):
            if job is not None:
                job.future.cancel()
        self._job = self._hint_job = None

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
        self._hint_job = None
        if job.future.cancelled() or job.key != (self._generation, self._version):
            return False
        advice = job.future.result()
        self.scene.hinted = set(advice.cards)
        self._say(advice.reason)
        return True

    def _apply_passes(self, passes: list[tuple[Seat, tuple[Card, ...]]]) -> None:
        """The bots' chosen cards; the exchange happens with the fourth choice."""
        match = self.match
        for seat, cards in passes:
            if match.phase is Phase.PASSING and not match.has_passed(seat):
                self._after_action(match.pass_cards(seat, cards))

    # -- small helpers ----------------------------------------------------------

    def _ordered(self, cards: Iterable[Card]) -> list[Card]:
        return display_order(cards, self.settings.sort_order)

    def _fix_focus(self) -> None:
        hand = self.scene.hands[SOUTH]
        if self.scene.focus is not None:
            self.scene.focus = min(self.scene.focus, len(hand) - 1) if hand else None

    def _say(self, text: Text, append: bool = False) -> None:
        """Put a sentence in the message line (after the current one when *append*)."""
        if append and self.scene.messages:
            self.scene.messages = [*self.scene.messages[-1:], text]
        else:
            self.scene.messages = [text]
        self.changed = True

    def _take_notices(self, notices: list[Notice] | None = None) -> None:
        """Say what the store has to tell (a damaged file, a full disk...)."""
        for notice in self._saver.take_notices() if notices is None else notices:
            self._say(say(f"table.notice.{notice.kind.value}.{notice.file.value}"), append=True)

    def _change_settings(self, settings: Settings) -> None:
        """Keep and save new settings and apply the ones that show at once."""
        old = self.settings
        self.settings = settings
        self.sounds.enabled = settings.sound
        if old.sort_order != settings.sort_order:
            focused = self.focused_card()
            hand = self._ordered(self.scene.hands[SOUTH])
            self.scene.hands[SOUTH] = hand
            if focused is not None:
                self.scene.focus = hand.index(focused)
        self._saver.submit(partial(Store.save_settings, settings=settings))
        self.changed = True
