"""The computer players and the hint. They see only a seat's `PlayerView`; never the window.

`make_bot(level, seed)` makes a Facile, Moyen or Difficile player; `bot_seed` derives
its seed from the deal number, hand number and seat, so a replayed deal meets the
same replies; `hint(view)` says what Difficile would do in the player's seat.
"""

from hearts.ai.hint import Hint, hint
from hearts.ai.levels import LEVELS, Bot, EasyBot, HardBot, Level, MediumBot, bot_seed, make_bot

__all__ = [
    "LEVELS",
    "Bot",
    "EasyBot",
    "HardBot",
    "Hint",
    "Level",
    "MediumBot",
    "bot_seed",
    "hint",
    "make_bot",
]
