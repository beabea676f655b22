"""The error a wrong action raises, with a reason a person can read."""

from __future__ import annotations

from hearts.i18n import message, suit_name


class IllegalPlay(ValueError):
    """A pass or a play the rules refuse. The match is left unchanged.

    `code` names the rule (a key of the catalogue); `reason` is the French sentence.
    """

    def __init__(self, code: str, suit: int | None = None) -> None:
        self.code = code
        self.suit = suit
        self.reason = self.describe("fr")
        super().__init__(self.reason)

    def describe(self, lang: str = "fr") -> str:
        """The reason in *lang*."""
        if self.suit is None:
            return message(self.code, lang)
        return message(self.code, lang, suit=suit_name(self.suit, lang))
