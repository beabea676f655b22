"""F1 at the table: every key of the table and what it does, in a window, and read aloud
with the dialog's title when speech is on (the side column names what it has room for)."""

from __future__ import annotations

from hearts.i18n import _
from hearts.ui.dialogs.rules import RulesDialog, markup
from hearts.ui.kit.keys import TABLE_KEYS, rules_help, spoken_help


class KeysDialog(RulesDialog):
    """The table's keys as Règles lists them, scrolled and closed as Règles is."""

    TITLE = _("Les touches de la table")

    def text_html(self) -> str:
        """The list of the table's keys, one a line."""
        return markup(rules_help(TABLE_KEYS, self.lang))

    def spoken(self) -> tuple[str, str | None]:
        """Its title, then every key and what it does, for a player who cannot see it."""
        title, control = super().spoken()
        return f"{title}. {spoken_help(TABLE_KEYS, self.lang)}", control
