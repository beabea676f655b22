"""The flow of the hand between the person's actions: the host asked for the other seats'
passes and cards at the pace the table shows them, South's hint asked of the worker, and
South's cards that play themselves (the only legal card, when the option asks for it; the
rest of a claimed hand). The flow reads the game through a small interface and returns what
happened (the hint, the card to play now); it never changes the match: the host applies the
seats' answers and the controller what the flow returns (see docs/ARCHITECTURE.md).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from typing import Final, Protocol

from hearts.ai import Hint
from hearts.engine import Card, ClaimKind, Phase, PlayerView, Seat
from hearts.i18n import _
from hearts.play import bots
from hearts.play.duplicates import Duplicates
from hearts.play.host import Host
from hearts.play.questions import Job, Key, Questions
from hearts.play.seats import Computer, Kind, Player
from hearts.store import Level, Settings
from hearts.ui.kit.sentences import Text, say
from hearts.ui.platform.window import post_wake
from hearts.ui.table.animation import Timing
from hearts.ui.table.show import Show
from hearts.ui.table.south import Choices

PASSES: Final[frozenset[Kind]] = frozenset(("pass",))
EVERY_QUESTION: Final[frozenset[Kind]] = frozenset(("pass", "play"))


class Game(Protocol):
    """What the flow reads of the game (the controller)."""

    settings: Settings
    seat: Seat  # the person's
    choices: Choices  # what the person may do now

    def view(self) -> PlayerView:
        """What South's seat may know now."""

    @property
    def generation(self) -> int:
        """The game at the table: a new one makes every pending answer stale."""


    @property
    def level(self) -> Level:
        """The level of the game in progress."""

    def key(self) -> Key:
        """The position now, as questions remember it."""

    def timing(self) -> Timing:
        """The durations in force."""


@dataclass(frozen=True)
class HintCame:
    """South's hint, about the position as it still is."""

    advice: Hint


@dataclass(frozen=True)
class HintDropped:
    """The hint asked for is about a position gone: its "thinking…" leaves the line."""

    waiting: Text


@dataclass(frozen=True)
class Automatic:
    """South's card that plays itself now; *wait*: only once the table shows the trick."""

    card: Card
    wait: bool


Happened = HintCame | HintDropped


class Flow:
    """The worker's questions, the hint on its way, and South's automatic cards."""

    def __init__(self, game: Game, show: Show, host: Host, executor: Executor | None,
                 wake: Callable[[], None], budgets: bots.Budgets = bots.OWN_BUDGETS) -> None:
        self.game = game
        self.show = show  # read only: the panel asked for, the steps waiting
        self.host = host  # the table: asked for the other seats' passes and cards
        self.questions = Questions(executor, wake)
        self._wake = wake
        self.budgets = budgets  # a level's budget other than its own: players', hint's (tests)
        # À votre place: each hand played again by Expert, in a worker of its own.
        self.duplicates = Duplicates(self.questions.executor, budgets, wake,
                                     ready=post_wake)
        self.claiming: ClaimKind | None = None  # South claimed the rest of the hand
        self.hint_waiting: Text | None = None  # "thinking…" on the message line
        self._forced: tuple[Key, float] | None = None  # a forced card's position, and when

    def collect(self) -> list[Happened]:
        """The hint, if it is in and still about the position."""
        answer = self._collect_hint()
        return [] if answer is None else [answer]

    def automatic(self, now: float) -> Automatic | None:
        """South's card that plays itself now, if one is due: the forced card, or the next
        card of a claimed hand."""
        forced = self._forced_due(now)
        if forced is not None:
            return Automatic(forced, wait=True)
        claimed = self.claimed_card()
        return None if claimed is None else Automatic(claimed, wait=False)

    def seconds_to_forced(self, now: float) -> float | None:
        """How long until a forced card plays itself, or None when none waits."""
        return None if self._forced is None else max(0.0, self._forced[1] - now)

    def is_waiting(self) -> bool:
        """Whether a question is out to the worker: the hint, or a computer player's."""
        return self.questions.is_waiting() or self.host.is_thinking()

    def cancel(self) -> Text | None:
        """Drop every question and the claim (a new game); the "thinking…" to take off."""
        self.host.drop_questions()
        self.claiming = None
        return self.drop_hint()

    def computer_players(self, level: Level) -> dict[Seat, Player]:
        """The computer players of *level* for the seats but the person's, thinking in the
        worker."""
        return {seat: Computer(level, self.questions.executor, self._wake, self.budgets)
                for seat in Seat if seat is not self.game.seat}

    def shutdown(self) -> None:
        """Stop the workers."""
        self.questions.shutdown()
        self.duplicates.shutdown()

    # -- the hint --------------------------------------------------------------------

    def ask_hint(self) -> Text:
        """Ask for South's hint (unless the same question is out); the "thinking…" to say
        (or why not, at a friends' table whose host keeps hints off)."""
        if not self.host.hints_allowed():
            return say(_("Pas d'indice à cette table : son hôte l'a choisi ainsi."))
        game = self.game
        hint = self.questions.hint
        if hint is None or not self._is_hint_current(hint):
            self.drop_hint()
            self.questions.ask_hint(game.key(), game.view(), bots.advise,
                                    self.budgets)
        self.hint_waiting = say(_("Indice : réflexion…"))
        return self.hint_waiting

    def forget_stale_hint(self) -> Text | None:
        """Drop the hint asked about a position that is gone; the "thinking…" to take off."""
        hint = self.questions.hint
        if hint is not None and not self._is_hint_current(hint):
            return self.drop_hint()
        return None

    def drop_hint(self) -> Text | None:
        """Forget the hint asked for; the "thinking…" to take off the message line."""
        self.questions.drop_hint()
        waiting, self.hint_waiting = self.hint_waiting, None
        return waiting

    def _is_hint_current(self, job: Job) -> bool:
        """Whether a hint was asked in this game about South's position as it is now."""
        game = self.game
        return job.key[0] == game.generation and job.view == game.view()

    def _collect_hint(self) -> HintCame | HintDropped | None:
        """The hint, if it is in and the position has not changed since it was asked."""
        job = self.questions.take_hint()
        if job is None:
            return None
        if job.future.cancelled() or not self._is_hint_current(job):
            waiting = self.drop_hint()
            return None if waiting is None else HintDropped(waiting)
        self.hint_waiting = None
        return HintCame(job.future.result())

    # -- the bots ----------------------------------------------------------------------

    def ask_bots(self) -> None:
        """Let the host put its questions to the seats: the passes at once, a card only while
        the table has at most two steps left to show; nothing while a panel waits."""
        if self.show.panel is not None:
            return
        self.host.ask(EVERY_QUESTION if len(self.show.steps) <= 2 else PASSES)

    # -- South's automatic cards ------------------------------------------------------------

    def claim(self, kind: ClaimKind) -> None:
        """South claimed: its cards play themselves, with no pause, to the end of the hand."""
        self.claiming = kind

    def _forced_due(self, now: float) -> Card | None:
        """South's only legal card once a short pause has passed, when the option asks for
        it."""
        card = self._forced_card()
        key = self.game.key()
        if card is None:
            self._forced = None
            return None
        if self._forced is None or self._forced[0] != key:
            self._forced = (key, now + self.game.timing().forced_pause)
        if now < self._forced[1]:
            return None
        self._forced = None
        return card

    def _forced_card(self) -> Card | None:
        """South's card when it is the only one South may play now and the option is on."""
        game = self.game
        if not game.settings.auto_play_forced or self.show.panel is not None:
            return None
        playable = game.choices.playable()
        if playable is None or len(playable) != 1:
            return None
        (card,) = playable
        return card

    def claimed_card(self) -> Card | None:
        """After a claim, South's card that keeps it certain whenever South is to play; the
        claim ends with the hand."""
        if self.claiming is None:
            return None
        view = self.game.view()
        if view.phase is not Phase.PLAYING:
            self.claiming = None
            return None
        if view.turn is not view.seat:
            return None
        try:
            return self.host.claimed_card(view.seat, self.claiming)
        except ValueError:  # not proved within the search's budget: South plays on by hand
            self.claiming = None
            return None

