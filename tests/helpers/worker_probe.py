"""A question for the bots' worker process: which window modules it has loaded.

Only the standard library here: the worker imports this module to run the function.
"""

from __future__ import annotations

import sys


def window_modules() -> list[str]:
    """The modules of pygame, pygame_gui and the game's art the worker process has loaded."""
    heavy = ("pygame", "pygame_gui", "hearts.ui.kit.sprites", "hearts.ui.table.render",
             "hearts.ui.app")
    return sorted(name for name in sys.modules
                  if any(name == part or name.startswith(part + ".") for part in heavy))
