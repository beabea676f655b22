"""Deal numbers as a person types them ("123 456"): read the same way by the command line's
--deal and by the "Donne n°…" dialog, without loading the window."""

from __future__ import annotations

import re
from typing import Final

from hearts.engine import MAX_DEAL, MIN_DEAL
from hearts.i18n import _, group_symbol

# Spaces a person may type between groups of digits: "123 456".
_SPACES: Final = frozenset(" \u00a0\u202f\u2009")
_DIGITS: Final = re.compile(r"[0-9]{1,7}")


def parse_deal_number(text: str, lang: str = "fr") -> int:
    """The deal number written in *text*; ValueError with a sentence in *lang* otherwise."""
    ignored = _SPACES | {group_symbol(lang)}
    digits = "".join(char for char in text if char not in ignored)
    if _DIGITS.fullmatch(digits) and MIN_DEAL <= int(digits) <= MAX_DEAL:
        return int(digits)
    raise ValueError(_("Entrez un numéro entre 1 et 999 999.")(lang))
