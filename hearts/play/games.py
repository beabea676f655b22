"""Which game is at the table, and what becomes of it: a new deal, today's, one by number,
the same again, the saved one resumed, a hand practised (at a table of its own); counted
once when it ends, or as lost when it is left after its first card. The one place the table
uses chance (new deal numbers) and the clock (the day's deal). It answers with the game to
seat and how it came (`Arrival`), which the window words and shows. See
docs/ARCHITECTURE.md, "The host"."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from enum import Enum
from typing import Protocol

from hearts.engine import MAX_DEAL, MIN_DEAL, Card, Match, Phase, Seat, daily_deal_number
from hearts.play.host import Host
from hearts.play.records import Records
from hearts.store import Level, SavedGame, Settings, new_game_id
from hearts.store.history import Result


class Arrival(Enum):
    """How a game comes to the table: what the window says of it."""

    NEW = "new"  # a new deal (the day's when it is marked daily)
    DAILY = "daily"  # Donne du jour, asked for
    REPLAY = "replay"  # the same deal from its first hand
    RESUMED = "resumed"  # the saved game, where it was left
    PRACTICE = "practice"  # a hand of the review, played for practice


class Table(Protocol):
    """What the games read of the window at the table: the person's raised cards and the
    settings (the match is the host's)."""

    raised: list[Card]
    settings: Settings
    seat: Seat  # the person's: its result is the one counted


@dataclass(frozen=True)
class Seating:
    """A game comes to the table: the match and South's raised cards the host and the
    window take, how it came (*arrival*, with the deal's *number*), whether its cards are
    dealt on the table, and whether it was left on its end-of-hand panel."""

    match: Match
    raised: tuple[Card, ...]
    arrival: Arrival
    number: int  # the deal number, as the table shows it
    deal: bool = False  # the cards are dealt on the table (a new game or hand)
    panel: bool = False  # a game left on its end-of-hand panel: the panel again
    daily: bool = False  # the day's deal (a new game's sentence says so)
    seat: Seat = Seat.SOUTH  # where the person sits in it


class Games:
    """The life of the games at one table: which one is played, and its end counted once.
    It reads the game at the table and answers with the game to seat (`Seating`); the
    controller seats it."""

    def __init__(self, host: Host, table: Table, records: Records, *, seed: int | None = None,
                 today: Callable[[], date] = date.today) -> None:
        self.host = host  # the match at the table is the host's
        self.table = table
        self.home = table.seat  # where the person sits in a new game
        self.records = records
        self._random = random.Random(seed)  # new deal numbers only; the game itself is seeded
        self._today = today
        self.game_id = new_game_id()  # the statistics remember the id they counted last
        self.level: Level = table.settings.level
        self.daily = False
        self.finished = False  # the game has ended (its statistics are counted)
        self.new_record = False  # the game just ended set a record at its level
        self.practising = False  # a hand of the review played again at a table of its own
        self.asked: int | None = None  # the deal the command line asked for, waiting

    # -- starting -----------------------------------------------------------------

    def start(self, deal: int | None = None, daily: bool = False,
              ask_first: bool = False) -> Seating:
        """Begin the session: the saved game (also when the deal asked for is that one), else
        the deal asked for, else a new random deal. With *ask_first*, a saved game that
        leaving would count as lost is resumed, and the deal asked for waits in `asked` for
        the person's answer (the command line's --deal and --daily)."""
        self.asked = None
        saved = self.records.store.load_game()
        if saved is not None and saved.game_id == self.records.stats.last_counted_game:
            saved = None  # counted already: a crash kept its save after the stats were written
            self.records.clear_game()
        asked = daily_deal_number(self._today()) if daily else deal
        if saved is None:
            number = asked if asked is not None else self._random_deal()
            return self._new_match(number, daily=daily and asked is not None)
        match = self._adopt(saved)
        if asked in (None, match.deal_number):
            self.daily = self.daily or daily  # the day's deal, first opened by its number
            return self._resume(match, tuple(saved.raised), saved.seat)  # the deal goes on
        if ask_first and self._would_abandon(match):
            self.asked = asked
            return self._resume(match, tuple(saved.raised), saved.seat)
        self._abandon_if_started(match, saved.seat)
        return self._new_match(asked, daily=daily)

    def replay(self) -> Seating:
        """Start the current deal again from its first hand."""
        number = self.host.match.deal_number
        self._abandon_if_started(self.host.match)
        return self._new_match(number, daily=self.daily, arrival=Arrival.REPLAY)

    def new_game(self) -> Seating:
        """Start a new game on a new random deal."""
        self._abandon_if_started(self.host.match)
        return self._new_match(self._random_deal(), daily=False)

    def daily_game(self) -> Seating:
        """Start today's deal."""
        self._abandon_if_started(self.host.match)
        return self._new_match(daily_deal_number(self._today()), daily=True,
                               arrival=Arrival.DAILY)

    def open_deal(self, deal: int) -> Seating:
        """Start deal *deal* (checked: 1..999 999)."""
        self._abandon_if_started(self.host.match)
        return self._new_match(deal, daily=False)

    def _resume(self, match: Match, raised: tuple[Card, ...], seat: Seat) -> Seating:
        """Go on with the saved game just adopted, where it was left (the person at *seat*,
        where it sat), and with the end-of-hand panel again if it was left there."""
        return Seating(match, raised, Arrival.RESUMED, match.deal_number,
                       panel=match.phase is Phase.HAND_OVER, seat=seat)

    def _adopt(self, saved: SavedGame) -> Match:
        """Make *saved* the current game (its id, level and mark); its match."""
        self.game_id = saved.game_id
        self.level = saved.level
        self.daily = saved.daily
        self.finished = False
        return saved.match()

    def _random_deal(self) -> int:
        """A new deal number, at random."""
        return self._random.randint(MIN_DEAL, MAX_DEAL)

    def _new_match(self, number: int, daily: bool, arrival: Arrival = Arrival.NEW) -> Seating:
        """Deal *number* from its first hand with the current settings' rules and level."""
        settings = self.table.settings
        self.game_id = new_game_id()
        self.level = settings.level
        self.daily = daily
        self.finished = False
        self.new_record = False
        return Seating(Match(number, settings.rules), (), arrival, number, deal=True,
                       daily=daily, seat=self.home)

    # -- practising a hand ------------------------------------------------------------

    def practise(self, match: Match) -> Seating:
        """Play *match* (a hand of the review, from its deal) for practice, at a table of
        its own pushed over the review: nothing of it is saved or counted."""
        self.practising = True
        self.game_id = new_game_id()  # its own: nothing may count it as the real game
        self.finished = False
        self.new_record = False
        return Seating(match, (), Arrival.PRACTICE, match.deal_number, deal=True,
                       seat=self.table.seat)

    # -- leaving and ending -----------------------------------------------------------

    def would_abandon(self) -> bool:
        """Whether leaving the current game now counts it as lost: a card has been played,
        the game is not over and it is not counted yet (a practice: never)."""
        return not self.practising and self._would_abandon(self.host.match)

    def _would_abandon(self, match: Match) -> bool:
        """Whether leaving *match*, the current game, counts it as lost."""
        return (not self.finished and _started(match)
                and not self.records.was_counted(self.game_id))

    def _abandon_if_started(self, match: Match, seat: Seat | None = None) -> None:
        """Count a game given up after its first card (*match*) as played and lost; the
        person sat at *seat* in it (a saved game not seated yet), else where the table seats
        it."""
        if self._would_abandon(match):
            self.records.count_abandoned(self.game_id)
            self._keep("abandoned", match, self.table.seat if seat is None else seat)

    def record_end(self) -> None:
        """The game just ended: count it once, forget the save (a practice: neither)."""
        match = self.host.match
        self.finished = True
        if self.practising:
            return
        won = self.table.seat in match.winners
        if not self.records.was_counted(self.game_id):
            self._keep("won" if won else "lost", match, self.table.seat)
        self.new_record = self.records.count_game(self.game_id, won, match.totals[self.table.seat],
                                                  self.level)
        self.records.clear_game()

    def _keep(self, result: Result, match: Match, seat: Seat) -> None:
        """Add the current game, *match*, to the history, ended or left, the person at
        *seat*."""
        self.records.keep_in_history(match.to_json(), self.game_id, self.level, self.daily,
                                     result, seat)

    def save(self) -> None:
        """Write the game in progress (a failing disk only earns a notice); a practice
        never replaces it."""
        if self.finished or self.practising:
            return
        self.records.save_game(SavedGame.of(self.host.match, self.table.raised, self.level,
                                            self.daily, self.game_id, self.table.seat))


def _started(match: Match) -> bool:
    """Whether at least one card of *match* has been played."""
    return match.hand_number > 0 or bool(match.tricks) or bool(match.current_trick) or (
        match.phase in (Phase.HAND_OVER, Phase.GAME_OVER))
