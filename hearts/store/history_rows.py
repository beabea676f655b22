"""What the history keeps, and its rows checked before use: a game (`GameRecord`, solo or
played with friends, its figures the person's at the seat it sat), the figures derived from
the games, and the check of every value read back, since a row may come from another
program (docs/ARCHITECTURE.md, "A file of the player")."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Final, Literal, NamedTuple, TypeGuard, cast, get_args

from hearts.choices import LEVELS, Level
from hearts.engine import (
    MAX_DEAL,
    MIN_DEAL,
    QUEEN_OF_SPADES,
    HandScored,
    Match,
    MoonShot,
    Phase,
    Seat,
    TrickTaken,
)
from hearts.store.history_friends import FriendsGame, Names, names_of, names_text

Result = Literal["won", "lost", "abandoned"]
RESULTS: Final[tuple[Result, ...]] = get_args(Result)
Kind = Literal["solo", "friends"]  # a friends' game is kept, never counted
KINDS: Final[tuple[Kind, ...]] = get_args(Kind)
SCORE_LIMIT: Final = 999  # no total of a game reaches it (the longest ends at 150)
FIGURE_LIMIT: Final = 99_999  # hands, points and the like, summed over one game
HAND_LIMIT: Final = 999  # no game has as many hands

# The columns of a game, in the order of GameRecord's fields; LIGHT_GAME leaves out the
# match (a few kilobytes), said to be text or not, for the figures that do not need it.
GAME_COLUMNS: Final = ("id", "ended_at", "deal", "daily", "level", "match", "result", "total",
                       "totals", "hands", "points", "queens", "moons_shot", "moons_against",
                       "seat", "kind", "names")
FULL_GAME: Final = ", ".join(GAME_COLUMNS)
LIGHT_GAME: Final = FULL_GAME.replace(
    "match", "CASE WHEN typeof(match) = 'text' THEN '' END", 1)


@dataclass(frozen=True)
class Margin:
    """A game's hands played again by Expert: South's points minus Expert's, summed."""

    game_id: str
    level: Level
    points: int  # South's points minus Expert's in South's seat (below 0: South did better)
    hands: int  # the hands played again

    @property
    def per_hand(self) -> float:
        """South's points per hand minus Expert's."""
        return self.points / self.hands


@dataclass(frozen=True)
class Unreplayed:
    """A game kept whose finished hands Expert has not all played again yet."""

    game_id: str
    level: Level
    match_json: str
    hands: tuple[int, ...]  # the hands still to play again, in order
    seat: Seat = Seat.SOUTH  # the person's: Expert plays them again there


@dataclass(frozen=True)
class GameRecord:
    """One game as the history keeps it: the whole match (its actions) and what it gave
    the person at *seat*, summed over its finished hands; a friends' game (*kind*) has the
    names at its seats and is never counted in the statistics or the figures."""

    game_id: str
    ended_at: datetime
    deal: int
    daily: bool
    level: Level
    match_json: str
    result: Result
    totals: tuple[int, int, int, int]
    hands: int  # hands played to their end
    points: int  # the person's points over those hands (moons applied)
    queens: int  # hands in which the person took Q♠
    moons_shot: int  # moons the person shot
    moons_against: int  # moons another seat shot
    seat: Seat = Seat.SOUTH  # the person's seat (a game kept before it was known: South)
    kind: Kind = "solo"
    names: Names | None = None  # a friends' game's: by seat, a name or None (a computer)

    @classmethod
    def of(cls, match_json: str, game_id: str, level: Level, daily: bool, result: Result,
           ended_at: datetime, seat: Seat = Seat.SOUTH) -> GameRecord:
        """The record of a solo match saved as *match_json*, the person at *seat*, as it
        stands (ended, or left by the player): its actions are played again for its figures
        (a few milliseconds, on the window's writing thread)."""
        match, summary = _summary(match_json, seat)
        return cls(game_id, ended_at, match.deal_number, daily, level, match_json, result,
                   match.totals, *summary, seat=seat)

    @classmethod
    def of_friends(cls, game: FriendsGame) -> GameRecord:
        """The record of a friends' game: its result read off the match (won or lost once
        it is over, abandoned before), its figures the person's; ValueError for a match
        that does not replay."""
        match, summary = _summary(game.match_json, game.seat)
        result: Result = "abandoned"
        if match.phase is Phase.GAME_OVER:
            result = "won" if game.seat in match.winners else "lost"
        return cls(game.game_id, game.ended_at, match.deal_number, False, game.level,
                   game.match_json, result, match.totals, *summary, seat=game.seat,
                   kind="friends", names=game.names)

    @property
    def total(self) -> int:
        """The person's total."""
        return self.totals[self.seat]

    def match(self) -> Match:
        """The match, replayed from its actions (for the review)."""
        return Match.from_json(self.match_json)

    def row(self) -> tuple[str | int, ...]:
        """The values of its columns, in GAME_COLUMNS' order."""
        return (self.game_id, self.ended_at.isoformat(timespec="seconds"), self.deal,
                int(self.daily), self.level, self.match_json, self.result, self.total,
                json.dumps(list(self.totals)), self.hands, self.points, self.queens,
                self.moons_shot, self.moons_against, int(self.seat), self.kind,
                names_text(self.names))


@dataclass(frozen=True)
class LevelFigures:
    """What the history says of the person's play at one level, over the solo games."""

    games: int
    hands: int
    points: int
    queens: int
    moons_shot: int
    moons_against: int

    @property
    def points_per_hand(self) -> float | None:
        """The person's average points per hand; None before any hand."""
        return self.points / self.hands if self.hands else None

    @property
    def queen_rate(self) -> float | None:
        """How often the person took Q♠, per hand; None before any hand."""
        return self.queens / self.hands if self.hands else None


def figures_of(games: list[GameRecord]) -> dict[Level, LevelFigures]:
    """The person's figures per level, summed over *games* (each at its own seat)."""
    found: dict[Level, LevelFigures] = {}
    for game in games:
        was = found.get(game.level, LevelFigures(0, 0, 0, 0, 0, 0))
        found[game.level] = LevelFigures(
            was.games + 1, was.hands + game.hands, was.points + game.points,
            was.queens + game.queens, was.moons_shot + game.moons_shot,
            was.moons_against + game.moons_against)
    return found


def checked_game(row: tuple[object, ...]) -> GameRecord | None:
    """The game a row of GAME_COLUMNS holds, or None when a value is not one this program
    writes (a wrong type, a date that is not ISO, an unknown level, a total out of range,
    a friends' game without its names)."""
    (game_id, ended_at, deal, daily, level, match_json, result, total, totals, *figures,
     seat, kind, names) = row
    when, four = _date(ended_at), _four_totals(totals)
    hands, points, queens, moons_shot, moons_against = figures
    if not (is_int(seat, 0, len(Seat) - 1) and kind in KINDS):
        return None
    person, friends = Seat(seat), names_of(names, Seat(seat))
    if not (isinstance(game_id, str) and game_id and isinstance(match_json, str)
            and when is not None and four is not None and level in LEVELS
            and result in RESULTS and is_int(deal, MIN_DEAL, MAX_DEAL)
            and is_int(daily, 0, 1) and total == four[person]
            and is_int(hands, 0, FIGURE_LIMIT)
            and is_int(points, -FIGURE_LIMIT, FIGURE_LIMIT)
            and all(is_int(count, 0, hands) for count in (queens, moons_shot, moons_against))
            and (friends is not None if kind == "friends" else names == "")):
        return None
    counts = cast(tuple[int, int, int], (queens, moons_shot, moons_against))  # checked
    return GameRecord(game_id, when, deal, bool(daily), level, match_json,
                      result, four, hands, points, *counts, seat=person, kind=kind,
                      names=friends)


class PlayedAgain(NamedTuple):
    """A hand Expert played again in South's seat, as the history keeps it."""

    game_id: str
    hand: int
    yours: int  # South's points in the hand
    expert: int  # Expert's, in South's seat
    duplicate_json: str


def checked_duplicate(row: tuple[object, ...]) -> PlayedAgain | None:
    """The hand played again a row of the duplicates holds, or None when a value is not
    one this program writes."""
    game_id, hand, yours, expert, text = row
    if (isinstance(game_id, str) and is_int(hand, 0, HAND_LIMIT) and isinstance(text, str)
            and is_int(yours, -SCORE_LIMIT, SCORE_LIMIT)
            and is_int(expert, -SCORE_LIMIT, SCORE_LIMIT)):
        return PlayedAgain(game_id, hand, yours, expert, text)
    return None


def checked_analysis(row: tuple[object, ...]) -> tuple[int, str] | None:
    """The hand and analysis a row of the analyses holds, or None when foreign."""
    hand, text = row
    return (hand, text) if is_int(hand, 0, HAND_LIMIT) and isinstance(text, str) else None


def is_int(value: object, low: int, high: int) -> TypeGuard[int]:
    """Whether *value* is an integer (not a bool) from *low* to *high*."""
    return type(value) is int and low <= value <= high


def _date(value: object) -> datetime | None:
    """The moment an ISO date says, or None."""
    if not isinstance(value, str):
        return None
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        return None


def _four_totals(value: object) -> tuple[int, int, int, int] | None:
    """The four totals a JSON list of four sane integers gives, or None."""
    if not isinstance(value, str):
        return None
    try:
        totals = json.loads(value)
    except (ValueError, RecursionError):
        return None
    if not (isinstance(totals, list) and len(totals) == len(Seat)
            and all(is_int(total, -SCORE_LIMIT, SCORE_LIMIT) for total in totals)):
        return None
    return totals[0], totals[1], totals[2], totals[3]


def _summary(match_json: str, seat: Seat) -> tuple[Match, tuple[int, int, int, int, int]]:
    """The match, and the hands, points, Q♠ taken, moons shot and moons against over its
    finished hands of the person at *seat*: its actions played again, reading their
    events."""
    hands = points = queens = moons_shot = moons_against = 0
    took_queen = False  # in the hand being played
    steps = Match.replay(match_json)
    match, _ = next(steps)  # the same match, action after action
    for _, events in steps:
        for event in events:
            if isinstance(event, TrickTaken) and QUEEN_OF_SPADES in event.cards:
                took_queen = event.winner is seat
            elif isinstance(event, MoonShot):
                moons_shot += event.seat is seat
                moons_against += event.seat is not seat
            elif isinstance(event, HandScored):
                hands += 1
                points += event.points[seat]
                queens += took_queen
                took_queen = False
    return match, (hands, points, queens, moons_shot, moons_against)
