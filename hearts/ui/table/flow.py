"""The flow of the hand between the person's actions: the bots' moves and South's hint asked
of the worker and applied when they come back, and South's cards that play themselves (the
only legal card, when the option asks for it; the rest of a claimed hand). The controller
owns the match; the flow reads it through a small interface (see docs/ARCHITECTURE.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Final, Protocol

from hearts.engine import Card, ClaimKind, Event, Match, Phase, Seat, claim_play
from hearts.i18n import _
from hearts.store import Level, Settings
from hearts.ui.table.animation import Timing
from hearts.ui.table.narration import MessageLine, Text, hint_sentence, say
from hearts.ui.table.show import Show
from hearts.ui.worker import bots
from hearts.ui.worker.questions import Job, Key, Questions

SOUTH: Final = Seat.SOUTH
BOTS: Final = (Seat.WEST, Seat.NORTH, Seat.EAST)


class Table(Protocol):
    """What the flow reads and does of the game (the controller)."""

    match: Match
    settings: Settings
    raised: list[Card]
    show: Show
    message_line: MessageLine
    generation: int  # a new game makes every pending answer stale

    @property
    def level(self) -> Level:
        """The level of the game in progress."""

    def key(self) -> Key:
        """The position now, as questions remember it."""

    def playable(self) -> set[Card] | None:
        """South's cards that may be played now (None: not South's turn at rest)."""

    def is_choosing_pass(self) -> bool:
        """Whether South chooses cards to pass."""

    def timing(self) -> Timing:
        """The durations in force."""

    def after_action(self, events: Sequence[Event]) -> None:
        """The match changed: save and show it."""

    def action_play(self, card: Card, *, wait: bool = True) -> bool:
        """Play one of South's cards."""

    def save(self) -> None:
        """Write the game in progress."""


class Flow:
    """The worker's questions, the hint on its way, and South's automatic cards."""

    def __init__(self, table: Table, executor: Executor | None,
                 wake: Callable[[], None]) -> None:
        self.table = table
        self.questions = Questions(executor, wake)
        self.claiming: ClaimKind | None = None  # South claimed the rest of the hand
        self._hint_waiting: Text | None = None  # "thinking…" on the message line
        self._forced: tuple[Key, float] | None = None  # a forced card's position, and when

    def collect(self) -> bool:
        """Take the worker's answers that are in; whether anything changed."""
        changed = self._collect_move()
        changed = self._collect_hint() or changed
        return changed

    def play_automatic(self, now: float) -> bool:
        """South's automatic card, if one is due now; whether one was played."""
        return self._play_forced(now) or self._play_claimed()

    def seconds_to_forced(self, now: float) -> float | None:
        """How long until a forced card plays itself, or None when none waits."""
        return None if self._forced is None else max(0.0, self._forced[1] - now)

    def is_waiting(self) -> bool:
        """Whether a question is out to the worker."""
        return self.questions.is_waiting()

    def cancel(self) -> None:
        """Drop every question and the claim (a new game)."""
        self.questions.cancel()
        self.drop_hint()
        self.claiming = None

    def shutdown(self) -> None:
        """Stop the worker."""
        self.questions.shutdown()

    # -- the hint --------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Ask for South's hint (unless the same question is out), and say "thinking…"."""
        table = self.table
        hint = self.questions.hint
        if hint is None or not self._is_hint_current(hint):
            self.drop_hint()
            self.questions.ask_hint(table.key(), table.match.view(SOUTH), bots.advise)
        self._hint_waiting = say(_("Indice : réflexion…"))
        table.show.say(self._hint_waiting)

    def forget_stale_hint(self) -> None:
        """Drop the hint asked about a position that is gone."""
        hint = self.questions.hint
        if hint is not None and not self._is_hint_current(hint):
            self.drop_hint()

    def drop_hint(self) -> None:
        """Forget the hint asked for, and take its "thinking…" off the message line."""
        self.questions.drop_hint()
        waiting, self._hint_waiting = self._hint_waiting, None
        if waiting is not None:
            self.table.message_line.remove(waiting)

    def _is_hint_current(self, job: Job) -> bool:
        """Whether a hint was asked in this game about South's position as it is now."""
        table = self.table
        return job.key[0] == table.generation and job.view == table.match.view(SOUTH)

    def _collect_hint(self) -> bool:
        """Show the hint if it is in and the position has not changed since it was asked."""
        job = self.questions.take_hint()
        if job is None:
            return False
        if job.future.cancelled() or not self._is_hint_current(job):
            self.drop_hint()
            return True
        self._hint_waiting = None
        advice = job.future.result()
        self._show_hint(advice.cards)
        self.table.show.say(hint_sentence(advice))
        return True

    def _show_hint(self, cards: Sequence[Card]) -> None:
        """Outline the hinted cards and give one the keyboard focus, so that Enter takes the
        hint; three cards to pass are raised too, for the player to see before passing."""
        table = self.table
        scene = table.show.scene
        scene.hinted = set(cards)
        if table.is_choosing_pass():
            table.raised = list(cards)
            scene.raised = set(cards)
            table.save()
        scene.focus = next((card for card in scene.hands[SOUTH] if card in scene.hinted), None)

    # -- the bots ----------------------------------------------------------------------

    def ask_bots(self) -> None:
        """Put the next question to the worker: the bots' passes, or the bot to play."""
        table = self.table
        if self.questions.move is not None or table.show.panel is not None:
            return
        match = table.match
        if match.phase is Phase.PASSING:
            views = [match.view(seat) for seat in BOTS if not match.has_passed(seat)]
            if views:
                self.questions.ask_move("pass", table.key(), bots.choose_passes, table.level,
                                        views)
        elif (match.phase is Phase.PLAYING and match.turn is not SOUTH
              and len(table.show.steps) <= 2):
            assert match.turn is not None
            self.questions.ask_move("play", table.key(), bots.choose_play, table.level,
                                    match.view(match.turn))

    def _collect_move(self) -> bool:
        """Apply the worker's answer if it is in and still about the current position."""
        job = self.questions.take_move()
        if job is None:
            return False
        result = job.future.result()  # a bot's error is a bug: let it surface
        table = self.table
        if job.key[0] != table.generation:
            return False
        if job.kind == "pass":
            self._apply_passes(result)
        elif job.kind == "play" and job.key == table.key():
            seat = table.match.turn
            assert seat is not None and seat is not SOUTH
            table.after_action(table.match.play(seat, result))
        return True

    def _apply_passes(self, passes: list[tuple[Seat, tuple[Card, ...]]]) -> None:
        """The bots' chosen cards; the exchange happens with the fourth choice."""
        match = self.table.match
        for seat, cards in passes:
            if match.phase is Phase.PASSING and not match.has_passed(seat):
                self.table.after_action(match.pass_cards(seat, cards))

    # -- South's automatic cards ------------------------------------------------------------

    def claim(self, kind: ClaimKind) -> None:
        """South claimed: its cards play themselves, with no pause, to the end of the hand."""
        self.claiming = kind
        self._play_claimed()

    def _play_forced(self, now: float) -> bool:
        """Play South's only legal card once a short pause has passed, when the option asks
        for it; whether it was played."""
        card = self._forced_card()
        key = self.table.key()
        if card is None:
            self._forced = None
            return False
        if self._forced is None or self._forced[0] != key:
            self._forced = (key, now + self.table.timing().forced_pause)
        if now < self._forced[1]:
            return False
        self._forced = None
        return self.table.action_play(card)

    def _forced_card(self) -> Card | None:
        """South's card when it is the only one South may play now and the option is on."""
        table = self.table
        if not table.settings.auto_play_forced or table.show.panel is not None:
            return None
        playable = table.playable()
        if playable is None or len(playable) != 1:
            return None
        (card,) = playable
        return card

    def _play_claimed(self) -> bool:
        """After a claim, play South's card that keeps it certain whenever South is to play;
        the claim ends with the hand. Whether a card was played."""
        match = self.table.match
        if self.claiming is None:
            return False
        if match.phase is not Phase.PLAYING:
            self.claiming = None
            return False
        if match.turn is not SOUTH:
            return False
        try:
            card = claim_play(match, self.claiming, SOUTH)
        except ValueError:  # not proved within the search's budget: South plays on by hand
            self.claiming = None
            return False
        return self.table.action_play(card, wait=False)
