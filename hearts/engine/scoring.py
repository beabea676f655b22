"""What a hand gives each seat: a trick's taker and its worth, the moon, the four scores.

The card values and who takes a trick are `play_rules` (on card masks); this module adds
what only the end of a hand decides: whether a seat shot the moon, and what each seat
scores. `Match` calls it on its masks; the public helpers take cards, for tests and the
window. See docs/ARCHITECTURE.md, "Where things live".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from hearts.engine.cards import SEATS, Card, Seat
from hearts.engine.masks import POINT_CARDS_MASK, SUIT_MASKS, mask_of
from hearts.engine.play_rules import points, taking_card
from hearts.engine.rules import Rules

MOON_POINTS: Final = 26

Scores = tuple[int, int, int, int]


def card_points(card: Card, rules: Rules) -> int:
    """What a card costs whoever takes it."""
    return points(card.bit, rules.jack_of_diamonds)


def trick_winner(plays: Sequence[tuple[Seat, Card]]) -> Seat:
    """The seat whose card takes the trick: the highest of the suit led."""
    return taker_of(plays, mask_of(card for _, card in plays), SUIT_MASKS[plays[0][1].suit])


def taker_of(plays: Sequence[tuple[Seat, Card]], trick: int, led: int) -> Seat:
    """The seat of *plays* whose card takes them (*trick*: their cards; *led*: the suit led)."""
    top = taking_card(trick, led)
    for seat, card in plays:
        if card.bit == top:
            return seat
    raise ValueError(f"no card of the suit led in {plays!r}")


def moon_shooter(taken: Sequence[Iterable[Card]]) -> Seat | None:
    """The seat that took all thirteen hearts and the queen of spades, if one did."""
    return shooter_of([mask_of(cards) for cards in taken])


def hand_score(taken: Sequence[Iterable[Card]], rules: Rules) -> Scores:
    """What a hand gives each seat from the cards each took; the moon lives here."""
    return score_masks([mask_of(cards) for cards in taken], rules)


def shooter_of(taken: Sequence[int]) -> Seat | None:
    """The seat whose cards taken (masks, by seat) hold every point card, if one does."""
    for seat in SEATS:
        if taken[seat] & POINT_CARDS_MASK == POINT_CARDS_MASK:
            return seat
    return None


def score_masks(taken: Sequence[int], rules: Rules) -> Scores:
    """`hand_score` on masks: each seat's points, unless a seat shot the moon.

    A moon gives the shooter 0 and the others 26 (or, with `moon_minus`, the shooter
    -26 and the others 0); the jack of diamonds variant still gives -10 to its taker.
    """
    shooter = shooter_of(taken)
    if shooter is None:
        return four([points(cards, rules.jack_of_diamonds) for cards in taken])
    moon = []
    for seat in SEATS:
        jack = points(taken[seat] & ~POINT_CARDS_MASK, rules.jack_of_diamonds)
        if seat == shooter:
            moon.append(jack - (MOON_POINTS if rules.moon_minus else 0))
        else:
            moon.append(jack + (0 if rules.moon_minus else MOON_POINTS))
    return four(moon)


def four(values: list[int]) -> Scores:
    """Four values (one a seat) as a tuple."""
    return (values[0], values[1], values[2], values[3])
