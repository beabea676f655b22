"""The computer players and the hint. They see only a seat's `PlayerView`; never the window.

`make_bot(level, seed)` makes a Facile, Moyen, Difficile or Expert player; `view_seed(view)`
derives its seed from what the seat's view holds (hand number, seat, the cards it was
dealt), so a replayed deal meets the same replies without the deal number ever reaching
a bot; `bot_seed` (deal, hand, seat) is for measurements only; `hint(view)` says what
Expert would do in the player's seat.
"""

from hearts.ai.hint import Hint, hint
from hearts.ai.levels import (
    LEVELS,
    Bot,
    EasyBot,
    ExpertBot,
    HardBot,
    MediumBot,
    make_bot,
)
from hearts.ai.seeds import bot_seed, view_seed

__all__ = [
    "LEVELS",
    "Bot",
    "EasyBot",
    "ExpertBot",
    "HardBot",
    "Hint",
    "MediumBot",
    "bot_seed",
    "hint",
    "make_bot",
    "view_seed",
]
