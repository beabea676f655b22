"""What the person may do now, read off its seat's view and the scene (a claim is proved by
the host, which alone holds the hands), and the keyboard's focus: the controller's part that
answers questions without changing the game (the buttons, the table's view and the flow ask
them)."""

from __future__ import annotations

from collections.abc import Callable

from hearts.engine import Card, ClaimKind, Phase, PlayerView, Seat
from hearts.play.host import Host
from hearts.ui.table.scene import Scene


class Choices:
    """The person's turn, choices and keyboard focus: a part of the controller, given what it
    reads (the seat's view, the scene, the host, the claim, the show's progress and the
    raised cards)."""

    def __init__(self, view: Callable[[], PlayerView], scene: Callable[[], Scene],
                 host: Callable[[], Host], claiming: Callable[[], ClaimKind | None],
                 caught_up: Callable[[], bool], raised: Callable[[], list[Card]]) -> None:
        self.view = view
        self._scene = scene
        self._host = host
        self._claiming = claiming
        self.is_caught_up = caught_up
        self._raised = raised
        # The keyboard's one focus: the name of the table's button Tab reached (buttons.py),
        # or None for the person's cards (the scene's focus).
        self.button_focus: str | None = None
        # Whether a key was pressed at the table: until then the keyboard's card shows no
        # mark (a player of the mouse would read the first card, risen with its bar, as
        # chosen).
        self.keys_used = False

    @property
    def scene(self) -> Scene:
        """What the table shows now."""
        return self._scene()

    def is_south_to_act(self) -> bool:
        """Whether the match waits for South (to pass or to play)."""
        view = self.view()
        return self.is_choosing_pass() or (view.phase is Phase.PLAYING and view.turn is view.seat)

    def claim_offer(self) -> ClaimKind | None:
        """What South may claim now, on its turn with the table at rest: every trick left,
        none of them, or nothing when neither is certain from the real hands."""
        if self._claiming() is not None or self.playable() is None:
            return None
        return self._host().claim_offer(self.view().seat)

    def can_pass(self) -> bool:
        """Whether the Passer button works: choosing, with exactly three cards raised."""
        return self.is_choosing_pass() and len(self._raised()) == 3

    def is_choosing_pass(self) -> bool:
        """Whether South is choosing cards to pass."""
        view = self.view()
        return view.phase is Phase.PASSING and not view.has_passed

    def playable(self) -> set[Card] | None:
        """South's cards that may be played now, or None when no card is to be greyed."""
        view = self.view()
        if view.phase is not Phase.PLAYING or view.turn is not view.seat \
                or not self.is_caught_up():
            return None
        return set(view.legal_plays)

    def turn(self) -> Seat | None:
        """The seat whose plate is lit: South choosing its pass, else the seat whose card
        comes next on screen (the scene's turn: the match may be a card or two ahead)."""
        if self.is_choosing_pass():
            return self.view().seat
        return self.scene.turn

    def focusable_cards(self) -> list[Card]:
        """South's cards the keyboard can choose now, left to right: the playable ones on
        South's turn, all of them while choosing a pass, none otherwise."""
        hand = self.scene.hand
        if self.is_choosing_pass():
            return list(hand)
        playable = self.playable()
        return [] if playable is None else [card for card in hand if card in playable]

    def action_focus(self, step: int) -> None:
        """Move the keyboard focus *step* cards to the right (or left), over the cards that
        can be chosen now: the legal ones on South's turn, any while passing."""
        focus = moved_focus(self.focusable_cards(), self.focused_card(), step)
        if focus is not None:
            self.scene.focus = focus

    def focused_card(self) -> Card | None:
        """The South card with the keyboard focus (one that can be chosen now); none while
        a button has it, so that one thing at a time shows the focus, and none before the
        keyboard is used at the table."""
        if self.button_focus is not None or not self.keys_used:
            return None
        return focus_in(self.scene.hand, self.scene.focus, self.focusable_cards())


def focus_in(hand: list[Card], focus: Card | None, choosable: list[Card]) -> Card | None:
    """The card with the keyboard focus: *focus* if it can be chosen now, else the next one
    that can on its right in *hand* (or the first)."""
    if not choosable:
        return None
    if focus is None or focus in choosable:
        return focus if focus is not None else choosable[0]
    if focus in hand:
        after = hand[hand.index(focus):]
        return next((card for card in after if card in choosable), choosable[-1])
    return choosable[0]


def moved_focus(choosable: list[Card], focused: Card | None, step: int) -> Card | None:
    """The card *step* places to the right (or left) of *focused* among *choosable*."""
    if not choosable:
        return None
    if focused is None or focused not in choosable:
        return choosable[0] if step > 0 else choosable[-1]
    return choosable[(choosable.index(focused) + step) % len(choosable)]
