"""The error a refused action raises: a reason code and its parameters, no words."""

from __future__ import annotations

from enum import Enum


class Refusal(str, Enum):
    """Why the rules refuse a play or a pass: the code the window words (one sentence each,
    in every language)."""

    NOT_PLAYING = "not_playing"
    NOT_YOUR_TURN = "not_your_turn"
    NOT_IN_HAND = "not_in_hand"
    TWO_OF_CLUBS_FIRST = "two_of_clubs_first"
    MUST_FOLLOW = "must_follow"
    NO_POINTS_FIRST_TRICK = "no_points_first_trick"
    HEARTS_NOT_BROKEN = "hearts_not_broken"
    NOT_PASSING = "not_passing"
    ALREADY_PASSED = "already_passed"
    PASS_THREE = "pass_three"
    PASS_TWICE = "pass_twice"
    HAND_NOT_OVER = "hand_not_over"

    def __str__(self) -> str:
        return self.value


class IllegalPlay(ValueError):
    """A pass or a play the rules refuse. The match is left unchanged.

    `code` names the rule (`play_rules` and `Match` list them) and `params` what a
    sentence about it needs (the suit to follow); the window words them from its
    catalogue. `str()` is for developers: the code, the refused action, the params.
    """

    def __init__(self, code: Refusal, action: str = "", **params: object) -> None:
        self.code = code
        self.action = action  # the refused action as a developer reads it: "WEST plays 8D"
        self.params = params
        super().__init__(self._developer_text())

    def _developer_text(self) -> str:
        """The code, then the refused action and the params when there are any."""
        details = [repr(self.action)] if self.action else []
        details += [f"{name}={value!r}" for name, value in self.params.items()]
        return f"{self.code}: {', '.join(details)}" if details else str(self.code)
