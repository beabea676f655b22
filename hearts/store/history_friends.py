"""A game played at a friends' table, as one window's history keeps it (issue 42): the
person's seat, who sat at each seat, and the whole match. It goes into the history with
the kind 'friends' and is never counted in the solo statistics, figures or records
(docs/ARCHITECTURE.md, "A file of the player")."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from typing import Final

from hearts.choices import LEVELS, Level
from hearts.engine import Seat
from hearts.store.game import MOST_ID

Names = tuple[str | None, str | None, str | None, str | None]  # by seat; None: a computer
NAME_LIMIT: Final = 64  # characters of a player's name kept


@dataclass(frozen=True)
class FriendsGame:
    """A friends' game ended or left, to keep with `History.record_friends_game`.

    *names* gives, by seat (`Seat` order: South, West, North, East), the name of the player
    who sat there at the end, the person's own at *seat* included, or None for a computer
    player. *match_json* is the whole match as the table's host had it at the end
    (`Match.to_json`: the deal number, the rules and every action), from which the history
    reads the totals, the result (won or lost once the game is over, abandoned before) and
    the person's figures; *level* is the computer players' level. ValueError for a value
    that is none of these, quoting it."""

    game_id: str
    seat: Seat  # the person's seat at that table
    names: Names
    match_json: str
    level: Level
    ended_at: datetime

    def __post_init__(self) -> None:
        """Refuse what the history could not read back."""
        if not (isinstance(self.game_id, str) and 0 < len(self.game_id) <= MOST_ID):
            raise ValueError(f"invalid game id: {self.game_id!r:.120}")
        if not isinstance(self.seat, Seat):
            raise ValueError(f"invalid seat: {self.seat!r}")
        if self.level not in LEVELS:
            raise ValueError(f"invalid level: {self.level!r}")
        if not isinstance(self.ended_at, datetime) or not isinstance(self.match_json, str):
            raise ValueError(f"invalid date or match: {self.ended_at!r}")
        if checked_names(list(self.names), self.seat) is None:
            raise ValueError(f"invalid names at the four seats: {self.names!r:.300}")


def is_name(value: object) -> bool:
    """Whether *value* is a name the history keeps: printable, not blank, not too long."""
    return (isinstance(value, str) and 0 < len(value) <= NAME_LIMIT and value.isprintable()
            and not value.isspace())


def checked_names(names: object, seat: Seat) -> Names | None:
    """The four names of a list (a name or None at each seat, a name at the person's
    *seat*), or None when it is not one."""
    if not (isinstance(names, list) and len(names) == len(Seat) and is_name(names[seat])
            and all(name is None or is_name(name) for name in names)):
        return None
    return names[0], names[1], names[2], names[3]


def names_text(names: Names | None) -> str:
    """The names as the history's column keeps them: a JSON list, '' for a solo game."""
    return "" if names is None else json.dumps(list(names), ensure_ascii=False)


def names_of(text: object, seat: Seat) -> Names | None:
    """The names the column *text* keeps, or None when it holds none that is sound."""
    if not isinstance(text, str):
        return None
    try:
        return checked_names(json.loads(text), seat)
    except (ValueError, RecursionError):
        return None
