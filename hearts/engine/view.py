"""What one seat may know: the only thing the computer players and the hint receive."""

from __future__ import annotations

from dataclasses import dataclass

from hearts.engine.cards import Card, PassDirection, Phase, Seat
from hearts.engine.errors import IllegalPlay, Refusal
from hearts.engine.events import TrickTaken
from hearts.engine.masks import SUIT_MASKS, mask_of
from hearts.engine.play_rules import refusal
from hearts.engine.rules import Rules


@dataclass(frozen=True, slots=True)
class PlayerView:
    """Exactly what a person in `seat` may know; it holds no reference to the match.

    It has no deal number: the number determines every hand, so a seat must not see it.
    """

    seat: Seat
    phase: Phase
    hand_number: int
    pass_direction: PassDirection
    rules: Rules
    hand: tuple[Card, ...]
    has_passed: bool  # this seat has chosen its three cards (passing phase)
    passed: tuple[Card, ...]  # the cards this seat gave (once chosen)
    received: tuple[Card, ...]  # the cards this seat got (once the exchange is done)
    tricks: tuple[TrickTaken, ...]  # finished tricks of this hand
    current_trick: tuple[tuple[Seat, Card], ...]
    turn: Seat | None
    hearts_broken: bool
    points_taken: tuple[int, int, int, int]  # this hand so far, before any moon
    totals: tuple[int, int, int, int]  # before this hand
    score_sheet: tuple[tuple[int, int, int, int], ...]  # each finished hand's points
    legal_plays: tuple[Card, ...]

    @property
    def leader(self) -> Seat | None:
        """Who led the current trick, or None when no card of it is down."""
        return self.current_trick[0][0] if self.current_trick else None

    @property
    def plays(self) -> tuple[tuple[Seat, Card], ...]:
        """Every card played this hand, with its seat, in order."""
        done = tuple(play for trick in self.tricks for play in trick.plays)
        return done + self.current_trick

    @property
    def played_cards(self) -> frozenset[Card]:
        """Every card played this hand."""
        return frozenset(card for _, card in self.plays)

    @property
    def pass_receiver(self) -> Seat:
        """The seat this seat passes to (itself on a no-pass hand)."""
        return self.pass_direction.receiver(self.seat)

    @property
    def pass_giver(self) -> Seat:
        """The seat this seat receives from (itself on a no-pass hand)."""
        return self.seat.next(-self.pass_direction.value)


def why_illegal_in_view(view: PlayerView, card: Card) -> IllegalPlay | None:
    """Why the seat of *view* may not play *card* now, read from its view alone (the same
    codes as `Match.why_illegal`): a window at a friends' table answers at once."""
    if view.phase is not Phase.PLAYING:
        return IllegalPlay(Refusal.NOT_PLAYING)
    if view.turn is not view.seat:
        return IllegalPlay(Refusal.NOT_YOUR_TURN)
    led = SUIT_MASKS[view.current_trick[0][1].suit] if view.current_trick else 0
    code = refusal(card.bit, mask_of(view.hand), led, not view.tricks, view.hearts_broken,
                   view.rules.first_trick_points)
    if code is None:
        return None
    if code is Refusal.MUST_FOLLOW:
        return IllegalPlay(code, suit=view.current_trick[0][1].suit)
    return IllegalPlay(code)


def why_pass_refused_in_view(view: PlayerView, cards: tuple[Card, ...]) -> IllegalPlay | None:
    """Why the seat of *view* may not pass *cards* now, read from its view alone."""
    if view.phase is not Phase.PASSING:
        return IllegalPlay(Refusal.NOT_PASSING)
    if view.has_passed:
        return IllegalPlay(Refusal.ALREADY_PASSED)
    if len(cards) != 3 or len(set(cards)) != 3:
        return IllegalPlay(Refusal.PASS_THREE if len(cards) != 3 else Refusal.PASS_TWICE)
    if not set(cards) <= set(view.hand):
        return IllegalPlay(Refusal.NOT_IN_HAND)
    return None
