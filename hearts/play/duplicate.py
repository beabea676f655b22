"""À votre place: a hand played again from its deal with Expert in the person's seat (South
at a table of one) against the same computer players, as a duplicate bridge board is
(issue 30).

The other seats answer as they did at the table: each decision asks the bot of the game's
level seeded from its own view (`bots`), so where Expert's hand meets the same views as
the person's, it meets the same replies. The replay works on its own copy of the match, read
from its JSON: the game at the table, its save and the statistics never see it. Every
choice is a pure function of the views and the budgets, so the result is the same on every
machine. It runs in a worker of its own (the window asks it after each hand).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from hearts.engine import Match, Phase, Seat
from hearts.play import bots

EXPERT: Final = "expert"
JSON_VERSION: Final = 2  # 2 keeps the person's seat; a version 1 duplicate was South's
EXPERT_GAME: Final = "/expert"  # after a game's id: Expert's hands, for their analyses
FRIENDS_GAME: Final = "friends-"  # before a friends' game's id: its hands are never replayed


@dataclass(frozen=True)
class Duplicate:
    """One hand as the person played it and as Expert played it in the person's seat."""

    hand_number: int
    yours: int  # the person's points in the hand as played at the table
    expert: int  # Expert's points in the person's seat, in the hand it played
    match_json: str  # the match with Expert's hand as its last: the review shows it
    seat: Seat = Seat.SOUTH  # the person's seat, where Expert sat

    def to_json(self) -> str:
        """The duplicate as JSON, for the history."""
        return json.dumps({"version": JSON_VERSION, "hand": self.hand_number,
                           "yours": self.yours, "expert": self.expert,
                           "match": self.match_json, "seat": int(self.seat)},
                          separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str) -> Duplicate:
        """The duplicate `to_json` wrote (a version 1 one, before the seat was kept, is
        South's); ValueError if the text is damaged or foreign."""
        try:
            data: dict[str, Any] = json.loads(text)
            if data["version"] not in (1, JSON_VERSION):
                raise ValueError(f"unknown duplicate version {data['version']!r}")
            fields = (data["hand"], data["yours"], data["expert"], data["match"])
            seat = data["seat"] if data["version"] == JSON_VERSION else int(Seat.SOUTH)
        except (KeyError, TypeError, json.JSONDecodeError) as error:
            raise ValueError(f"not a duplicate: {error!r}") from error
        if (not all(type(value) is int for value in (*fields[:3], seat))
                or not isinstance(fields[3], str) or seat not in range(4)):
            raise ValueError(f"not a duplicate: {text[:80]!r}")
        return cls(*fields, seat=Seat(seat))


def kept(rows: Mapping[tuple[str, int], str]) -> dict[int, Duplicate]:
    """The history's rows of one game's hands played again, by hand (a damaged row is left
    out: the hand is played again)."""
    found = {}
    for (_game, hand), text in rows.items():
        try:
            found[hand] = Duplicate.from_json(text)
        except ValueError:
            continue
    return found


def start_of_hand(match_json: str, hand_number: int) -> Match:
    """A copy of the match as it stood when hand *hand_number* was dealt, its history whole
    (the bots' views there are the ones the table gave them); ValueError if never reached."""
    steps = Match.replay(match_json)
    for match, _events in steps:
        if match.hand_number == hand_number:
            return match
        if match.hand_number > hand_number:
            break
    raise ValueError(f"the match never dealt hand {hand_number}")


def replay_hand(match_json: str, hand_number: int, level: str,
                budgets: bots.Budgets = bots.OWN_BUDGETS,
                seat: Seat = Seat.SOUTH) -> Duplicate:
    """Hand *hand_number* of the match played again: Expert in the person's
    *seat*, the bots of *level* in the others; that seat's points at the table beside
    Expert's."""
    played = Match.from_json(match_json)
    if len(played.score_sheet) <= hand_number:
        raise ValueError(f"hand {hand_number} is not over")
    match = start_of_hand(match_json, hand_number)
    while match.phase is Phase.PASSING:
        for other in Seat:
            if not match.has_passed(other):
                match.pass_cards(other, bots.choose_pass(_level(other, seat, level),
                                                         match.view(other), budgets))
    while match.phase is Phase.PLAYING and match.turn is not None:
        turn = match.turn
        match.play(turn, bots.choose_play(_level(turn, seat, level), match.view(turn),
                                          budgets))
    return Duplicate(hand_number, played.score_sheet[hand_number][seat],
                     match.score_sheet[hand_number][seat], match.to_json(), seat)


def _level(other: Seat, seat: Seat, level: str) -> str:
    """Who decides for *other*: Expert in the person's *seat*, the game's level elsewhere."""
    return EXPERT if other is seat else level
