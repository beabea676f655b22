"""A table's input (screen.py): its clicks, keys and buttons become named actions on the
game (the keys from keys.TABLE_KEYS), and the screens its buttons open are asked of the
window through `Openers` (see docs/ARCHITECTURE.md, "A click's journey")."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

import pygame

from hearts.i18n import _
from hearts.ui.kit.keys import TABLE_KEYS, action_for
from hearts.ui.table.buttons import TableButtons
from hearts.ui.table.controller import Controller, PanelRequest
from hearts.ui.table.geometry.layout import Layout
from hearts.ui.table.geometry.placement import card_at
from hearts.ui.table.played import played_cards
from hearts.ui.table.speech import reading
from hearts.ui.table.speech.narration import Text, say

# What R and C say at the table when there is nothing for them to do yet.
REVIEW_LATER = _("La manche se revoit à sa fin : touche R sur le panneau de fin de manche.")
NOTHING_TO_CLAIM = _("Rien à réclamer pour l'instant : la fin de la manche n'est pas sûre.")


@dataclass(frozen=True)
class Openers:
    """What the table's buttons ask of the window: a screen over the table, or the window."""

    rules: Callable[[], object]
    options: Callable[[], object]
    stats: Callable[[], object]
    deal_number: Callable[[], object]
    game: Callable[[str], object]  # "replay", "new_game", "daily": another game, asking first
    back_to_review: Callable[[], object]  # a practice ends: the review under it again
    fullscreen: Callable[[], object]
    read: Callable[[Text], object]  # a reading key's sentence: spoken, or on the message line
    keys: Callable[[], object]  # F1: every key of the table
    friends: Callable[[], object]  # Entre amis…: a table with friends, or leave it
    panel: Callable[[PanelRequest], object]  # the end-of-hand or end-of-game panel over it


# The actions of keys that choose or act on a card (H: the hinted card, for Enter): from the
# first, the keyboard's card shows.
CHOOSING_KEYS: Final = frozenset((
    "focus_left", "focus_right", "activate", "escape", "tab_next", "tab_previous", "hint"))
# The arrows: the first one pressed brings the keyboard's card out without moving it.
ARROW_KEYS: Final = frozenset(("focus_left", "focus_right"))


class TableInput:
    """The table's named actions, and the clicks and keys that run them."""

    def __init__(self, controller: Controller, buttons: Callable[[], TableButtons],
                 layout: Callable[[], Layout], openers: Openers) -> None:
        self.controller = controller
        self._buttons = buttons  # built again at each window size
        self._layout = layout
        self._open = openers

    def action(self, name: str) -> None:
        """Run the table's action *name*: a button's or a key's."""
        self.actions()[name]()

    def actions(self) -> dict[str, Callable[[], object]]:
        """The table's named actions, for its buttons and its keys (keys.TABLE_KEYS)."""
        controller, buttons, open_ = self.controller, self._buttons(), self._open
        return {
            "pass": controller.action_pass,
            "claim": self._claim,
            "review": self._review,
            "hint": controller.action_hint,
            "sort": controller.action_sort,
            "fast": controller.action_fast,
            "last_trick": controller.action_last_trick,
            "played_cards": self._switch_played_cards,
            "replay": lambda: open_.game("replay"),
            "new_game": lambda: open_.game("new_game"),
            "daily": lambda: open_.game("daily"),
            "deal_number": open_.deal_number,
            "friends": open_.friends,
            "rules": open_.rules,
            "keys": open_.keys,
            "options": open_.options,
            "stats": open_.stats,
            "practice_back": open_.back_to_review,
            "focus_left": lambda: self._move_card_focus(-1),
            "focus_right": lambda: self._move_card_focus(1),
            "activate": self._activate,
            "tab_next": lambda: buttons.tab(1),
            "tab_previous": lambda: buttons.tab(-1),
            "escape": self._escape,
            "fullscreen": open_.fullscreen,
            **self._reading_actions(),
        }

    def _reading_actions(self) -> dict[str, Callable[[], object]]:
        """The reading keys: the hand, the trick and the turn, the scores, the cards out,
        the voids seen (reading.py), read off the table as shown."""
        controller, read = self.controller, self._open.read
        scene = controller.scene
        return {
            "read_hand": lambda: read(reading.hand_sentence(scene)),
            "read_trick": lambda: read(reading.trick_sentence(scene)),
            "read_scores": lambda: read(reading.scores_sentence(scene)),
            "read_out": lambda: read(reading.out_sentence(
                scene, played_cards(controller.view(), scene).gone)),
            "read_voids": lambda: read(reading.voids_sentence(
                controller.view().tricks[:scene.tricks_done], scene.trick, scene.me)),
        }

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the table: on one of South's cards, it plays or raises it."""
        self._buttons().focus = None
        card = card_at(self._layout(), self.controller.scene, pos,
                       self.controller.choices.focused_card())
        if card is not None:
            self.controller.action_play(card)
        elif self.controller.scene.show_last_trick:
            self.controller.action_last_trick()

    def key(self, event: pygame.event.Event) -> None:
        """A key on the table: the action its binding names (keys.TABLE_KEYS); from the
        first key that chooses a card on, the keyboard's card shows (and the key acts on it
        as shown; the first arrow only shows it, on the first card): a reading key, J or D
        leaves the table as the mouse sees it."""
        name = action_for(TABLE_KEYS, event.key, event.mod)
        if name in CHOOSING_KEYS and not self.controller.choices.keys_used:
            self.controller.choices.keys_used = True
            self.controller.choices.action_focus(0)  # the mark shows where it stands: said, too
            if name in ARROW_KEYS:
                return  # the first arrow only shows it: the card it marks was never seen
        if name is not None:
            self.action(name)

    def _switch_played_cards(self) -> None:
        """Cartes jouées, or J: the cards gone and the voids seen in place of the score
        sheet, or the sheet again (remembered)."""
        settings = self.controller.settings
        self.controller.apply_settings(
            dataclasses.replace(settings, played_cards=not settings.played_cards))

    def _move_card_focus(self, step: int) -> None:
        """← →: the keyboard goes back to the cards, one further."""
        self._buttons().focus = None
        self.controller.choices.action_focus(step)

    def _activate(self) -> None:
        """Enter or Space: the focused button, else the focused card."""
        focus = self._buttons().focus
        if focus is not None:
            self.action(focus)
        else:
            self.controller.action_activate()

    def _claim(self) -> None:
        """The claim button, or C: the rest of the hand, when the claim is sure."""
        if not self.controller.action_claim():
            self.controller.show.say(say(NOTHING_TO_CLAIM))

    def _review(self) -> None:
        """R at the table: back to the review while a hand is practised; otherwise the
        review waits for the end of the hand (its panel takes R)."""
        if self.controller.games.practising:
            self._open.back_to_review()
        else:
            self.controller.show.say(say(REVIEW_LATER))

    def _escape(self) -> None:
        """Esc on the table: the focus leaves the buttons, the last trick is put away."""
        self._buttons().focus = None
        if self.controller.scene.show_last_trick:
            self.controller.action_last_trick()
