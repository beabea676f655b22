"""Every dialog and panel of the window, built on pygame_gui and reporting through callbacks.

None of them touches the match or the store. The app forwards each pygame event
to the open dialog's `process_event` after the UIManager has seen it.
"""

from hearts.ui.dialogs.abandon import AbandonDialog
from hearts.ui.dialogs.already_open import AlreadyOpenDialog
from hearts.ui.dialogs.base import Dialog
from hearts.ui.dialogs.deal_number import DealNumberDialog
from hearts.ui.dialogs.game_over import GameOverPanel
from hearts.ui.dialogs.hand_over import HandOverPanel
from hearts.ui.dialogs.options import OptionsDialog
from hearts.ui.dialogs.recent import RecentGamesDialog
from hearts.ui.dialogs.review import ReviewDialog
from hearts.ui.dialogs.rules import RulesDialog
from hearts.ui.dialogs.stats import StatsDialog

__all__ = [
    "AbandonDialog",
    "AlreadyOpenDialog",
    "DealNumberDialog",
    "Dialog",
    "GameOverPanel",
    "HandOverPanel",
    "OptionsDialog",
    "RecentGamesDialog",
    "ReviewDialog",
    "RulesDialog",
    "StatsDialog",
]
