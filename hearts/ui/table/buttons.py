"""The table's buttons: the side column, Passer and the claim, their labels and states, and the
keyboard focus that Tab moves through them (see docs/ARCHITECTURE.md, "the window")."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame import Rect
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from hearts.i18n import _
from hearts.ui.kit import fonts
from hearts.ui.kit.widgets import set_enabled, set_selected, set_visible
from hearts.ui.table.controller import Controller
from hearts.ui.table.geometry.layout import BUTTON_NAMES, Layout

# The words on each button, by its name (hearts.ui.table.geometry.layout.BUTTON_NAMES, and Passer).
BUTTON_LABELS = {
    "pass": _("Passer"),
    "hint": _("Indice"),
    "fast": _("Rapide"),
    "last_trick": _("Dernier pli"),
    "played_cards": _("Cartes jouées"),
    "replay": _("Rejouer"),
    "new_game": _("Nouvelle partie"),
    "daily": _("Donne du jour"),
    "deal_number": _("Donne n°…"),
    "friends": _("Entre amis…"),
    "rules": _("Règles"),
    "options": _("Options"),
    "stats": _("Statistiques"),
}
SORT_LABELS = {"suit": _("Tri : couleur"), "rank": _("Tri : valeur")}
# The side column's switches, said with their state when Tab reaches them (their light shows it).
SWITCH_ON = _("{name} : activé")
SWITCH_OFF = _("{name} : désactivé")
CLAIM_LABELS = {"take_all": _("Réclamer les plis restants"),
                "lose_all": _("Finir la manche sans pli")}
PRIMARY = ObjectID(object_id="#primary")
FOCUS_COLOUR = (255, 255, 255)


class TableButtons:
    """Every button of the table, kept in step with the game by `sync`."""

    def __init__(self, manager: pygame_gui.UIManager, layout: Layout,
                 controller: Controller) -> None:
        self.manager = manager
        self.layout = layout
        self.controller = controller
        self.side = {name: UIButton(layout.buttons[name], self._label(name), manager)
                     for name in BUTTON_NAMES}
        self.pass_button = UIButton(layout.pass_button, self._label("pass"), manager,
                                    object_id=PRIMARY)
        self.claim_button = self._claim_button()
        self.practice_button = self._practice_button()
        self.sync()

    @property
    def focus(self) -> str | None:
        """The button Tab reached, if any: the controller keeps it (the keyboard has one
        focus, on a button or on South's cards), and it outlasts buttons made again."""
        return self.controller.choices.button_focus

    @focus.setter
    def focus(self, name: str | None) -> None:
        self.controller.choices.button_focus = name

    def named(self, name: str) -> UIButton:
        """The button *name*: "pass", "claim" or one of the side column."""
        if name == "pass":
            return self.pass_button
        if name == "practice_back":
            return self.practice_button
        return self.claim_button if name == "claim" else self.side[name]

    def name_of(self, element: object) -> str | None:
        """The name of the pressed *element*, if it is one of the table's buttons."""
        for name in ("pass", "claim", "practice_back", *BUTTON_NAMES):
            if self.named(name) is element:
                return name
        return None

    def all(self) -> tuple[UIButton, ...]:
        """Every button of the table."""
        return (*self.side.values(), self.pass_button, self.claim_button, self.practice_button)

    def under(self, point: tuple[int, int]) -> bool:
        """Whether a button that shows is at *point* (the click is the button's)."""
        return any(button.visible and button.rect.collidepoint(point) for button in self.all())

    def kill(self) -> None:
        """Take every button off (another table is drawn over this one)."""
        for button in self.all():
            button.kill()

    def spoken(self, name: str) -> str:
        """What the button *name* says when Tab reaches it: its words, and a switch's state
        (Rapide, Cartes jouées: lit or not; Tri names its order in its words)."""
        label = str(self.named(name).text)
        switches = {"fast": self.controller.settings.is_quick,
                    "played_cards": self.controller.settings.played_cards}
        if name not in switches:
            return label
        return (SWITCH_ON if switches[name] else SWITCH_OFF)(self.controller.lang(), name=label)

    def sync(self) -> None:
        """Labels, enabled states, Rapide's light, and Passer and the claim's presence."""
        controller = self.controller
        for name, button in (*self.side.items(), ("pass", self.pass_button)):
            label = self._label(name)
            if button.text != label:
                button.set_text(label)
        set_enabled(self.side["hint"],
                    controller.choices.is_south_to_act() and controller.host.hints_allowed())
        set_enabled(self.side["last_trick"], controller.scene.last_trick is not None)
        set_selected(self.side["fast"], controller.settings.is_quick)
        set_selected(self.side["played_cards"], controller.settings.played_cards)
        choosing = controller.choices.is_choosing_pass()
        set_visible(self.pass_button, choosing)
        if choosing:
            set_enabled(self.pass_button, controller.choices.can_pass())
        self._sync_claim()
        set_visible(self.practice_button, controller.games.practising)
        if self.focus is not None and not self._is_pressable(self.focus):
            self.focus = None  # the focus goes with its button

    def tab(self, step: int) -> None:
        """Move the keyboard focus to the next (or previous) button that can be pressed."""
        order = [name for name in ("pass", "claim", "practice_back", *BUTTON_NAMES)
                 if self._is_pressable(name)]
        if not order:
            return
        if self.focus not in order:
            self.focus = order[0] if step > 0 else order[-1]
        else:
            self.focus = order[(order.index(self.focus) + step) % len(order)]

    def draw_focus(self, surface: pygame.Surface) -> None:
        """A ring around the button Tab reached."""
        if self.focus is None:
            return
        width = max(2, round(2 * self.layout.unit))
        rect = self.named(self.focus).rect.inflate(width * 3, width * 3)
        pygame.draw.rect(surface, FOCUS_COLOUR, rect, width, border_radius=width * 3)

    def _is_pressable(self, name: str) -> bool:
        button = self.named(name)
        return bool(button.visible) and bool(button.is_enabled)

    def _label(self, name: str) -> str:
        """A button's words; Tri names the order the hand is in."""
        lang = self.controller.lang()
        if name == "sort":
            return SORT_LABELS[self.controller.settings.sort_order](lang)
        return BUTTON_LABELS[name](lang)

    def _sync_claim(self) -> None:
        """"Réclamer les plis restants" shows, at Passer's place, only while a claim is
        certain; it is made again, as wide as its words, when they change."""
        claim = self.controller.choices.claim_offer()
        if claim is None:
            set_visible(self.claim_button, False)
            return
        label = CLAIM_LABELS[claim.value](self.controller.lang())
        if self.claim_button.text != label:
            self.claim_button.kill()
            self.claim_button = self._claim_button(label)
        set_visible(self.claim_button, True)

    def _claim_button(self, label: str = "") -> UIButton:
        """The claim button with *label*, as wide as its words (hidden without a label)."""
        layout = self.layout
        rect = layout.pass_button.copy()
        words = fonts.font(layout.text_size, True).size(label)[0] if label else 0
        rect.width = max(rect.width, words + 4 * layout.padding)
        rect.centerx = layout.pass_button.centerx
        button = UIButton(rect, label, self.manager, object_id=PRIMARY)
        set_visible(button, bool(label))
        return button

    def _practice_button(self) -> UIButton:
        """"Retour à la revue", at the table's top right while a hand is practised."""
        label = _("Retour à la revue")(self.controller.lang())
        button = UIButton(corner_button_rect(self.layout, label), label, self.manager)
        set_visible(button, False)
        return button


def corner_button_rect(layout: Layout, label: str) -> Rect:
    """Where the table's corner button (Retour à la revue) with *label* stands: at the
    layout's corner, over no card or plate, as wide as its words."""
    width = fonts.font(layout.text_size, True).size(label)[0] + 4 * layout.padding
    rect = Rect(0, 0, max(layout.pass_button.width, width), layout.corner.height)
    rect.topright = layout.corner.topright
    return rect
