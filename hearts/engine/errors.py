"""The error a refused action raises: a reason code and its parameters, no words."""

from __future__ import annotations


class IllegalPlay(ValueError):
    """A pass or a play the rules refuse. The match is left unchanged.

    `code` names the rule (`play_rules` and `Match` list them) and `params` what a
    sentence about it needs (the suit to follow); the window words them from its
    catalogue. `str()` is for developers: the code, the refused action, the params.
    """

    def __init__(self, code: str, action: str = "", **params: object) -> None:
        self.code = code
        self.action = action  # the refused action as a developer reads it: "WEST plays 8D"
        self.params = params
        super().__init__(self._developer_text())

    def _developer_text(self) -> str:
        """The code, then the refused action and the params when there are any."""
        details = [repr(self.action)] if self.action else []
        details += [f"{name}={value!r}" for name, value in self.params.items()]
        return f"{self.code}: {', '.join(details)}" if details else self.code
