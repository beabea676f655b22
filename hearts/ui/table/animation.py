"""Time-based animation: pure easing functions and card flights between table places.

A flight knows where it goes in table terms (a slot in a hand, the trick, a seat),
not in pixels, so the drawing code places it with the layout of the moment and a
window resized in the middle of a move stays right. A duration of 0 jumps to the
end, which is what tests and the self-test use.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from hearts.choices import Pace
from hearts.engine import Seat
from hearts.ui.table.shown import Shown

Easing = Callable[[float], float]


def linear(t: float) -> float:
    """No easing."""
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: how a thrown card settles."""
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Gentle start and landing: how a pile slides."""
    return 4.0 * t**3 if t < 0.5 else 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def progress(start: float, duration: float, now: float) -> float:
    """How far (0..1) a move that began at *start* and lasts *duration* is at *now*."""
    if duration <= 0.0:
        return 1.0 if now >= start else 0.0
    return min(1.0, max(0.0, (now - start) / duration))


def lerp(a: float, b: float, t: float) -> float:
    """The value a fraction *t* of the way from *a* to *b*."""
    return a + (b - a) * t


@dataclass(frozen=True)
class HandSlot:
    """Card *index* of *count* in *seat*'s hand (South: in the order shown), maybe raised."""

    seat: Seat
    index: int
    count: int
    raised: bool = False


@dataclass(frozen=True)
class TrickSlot:
    """Where *seat*'s card lies in the trick."""

    seat: Seat


@dataclass(frozen=True)
class SeatSpot:
    """The middle of *seat*'s place: where a taken trick goes, where passed cards arrive from."""

    seat: Seat


@dataclass(frozen=True)
class DeckSpot:
    """The middle of the table, where the deck is dealt from."""


Place = HandSlot | TrickSlot | SeatSpot | DeckSpot


@dataclass(frozen=True)
class Flight:
    """A card moving from one place to another, face up or down, starting at *start*."""

    card: Shown
    face_up: bool
    source: Place
    target: Place
    start: float
    duration: float
    easing: Easing = ease_out_cubic

    def fraction(self, now: float) -> float:
        """The eased fraction (0..1) of the way travelled at *now*."""
        return self.easing(progress(self.start, self.duration, now))

    def is_done(self, now: float) -> bool:
        """Whether the card has arrived at *now*."""
        return now >= self.start + self.duration


@dataclass(frozen=True)
class Timing:
    """How long each kind of move lasts, in seconds, at normal speed."""

    bot_pause: float = 0.35  # a computer player "thinking" before its card flies
    play: float = 0.25  # a card flying to the trick
    trick_linger: float = 0.9  # a complete trick staying in view
    collect: float = 0.4  # the trick sliding to its winner
    deal_card: float = 0.3  # one card's flight from the deck
    deal_stagger: float = 0.018  # between two dealt cards
    pass_move: float = 0.45  # passed cards leaving, and arriving
    forced_pause: float = 0.6  # before South's only legal card plays itself (an option)


NORMAL: Final = Timing()
# Each pace's share of the normal durations (hearts.choices.PACES): the bots' pauses, the
# trick left in view and the cards' flights alike.
PACE_FACTORS: Final[dict[Pace, float]] = {"slow": 1.6, "normal": 1.0, "fast": 0.25,
                                          "faster": 0.1}
FAST_FACTOR: Final = PACE_FACTORS["fast"]


def without_motion(timing: Timing) -> Timing:
    """*timing* for reduced motion: cards jump to their places at once, while the pauses
    that give the game its pace (a bot thinking, a full trick in view) stay."""
    return dataclasses.replace(timing, play=0.0, collect=0.0, deal_card=0.0, deal_stagger=0.0,
                               pass_move=0.0)


def scaled(timing: Timing, factor: float) -> Timing:
    """*timing* with every duration multiplied by *factor* (0 in tests: everything instant)."""
    return Timing(**{field.name: getattr(timing, field.name) * factor
                     for field in dataclasses.fields(timing)})
