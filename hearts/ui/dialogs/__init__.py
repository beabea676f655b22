"""The dialogs of the window and what they share (base.py, frame.py), on pygame_gui.

None of them touches the match or the store: each is built from its inputs and reports
through callbacks or its answer. The end-of-hand and end-of-game panels are the table's
(hearts.ui.table), the review and Parties récentes the review's (hearts.ui.review).
"""

from hearts.ui.dialogs.abandon import AbandonDialog
from hearts.ui.dialogs.already_open import AlreadyOpenDialog
from hearts.ui.dialogs.base import Dialog
from hearts.ui.dialogs.deal_number import DealNumberDialog
from hearts.ui.dialogs.keys_help import KeysDialog
from hearts.ui.dialogs.options import OptionsDialog
from hearts.ui.dialogs.rules import RulesDialog
from hearts.ui.dialogs.stats import StatsDialog

__all__ = [
    "AbandonDialog",
    "AlreadyOpenDialog",
    "DealNumberDialog",
    "Dialog",
    "KeysDialog",
    "OptionsDialog",
    "RulesDialog",
    "StatsDialog",
]
