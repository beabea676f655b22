"""What a hand gives each seat: a trick's taker and its worth, the moon, the four scores,
and whether the game is over.

The card values and who takes a trick are `play_rules` (on card masks); this module adds
what only the end of a hand decides: whether a seat shot the moon, what each seat scores
(`hand_points`, written once: `Match`, the bots' scoring of their playouts, the analysis and
the tournament all call it) and whether the totals end the game (`game_is_over`). The
public helpers take cards, for tests and the window. See docs/ARCHITECTURE.md, "Where
things live".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Final

from hearts.engine.cards import JACK_OF_DIAMONDS, SEATS, Card, Seat
from hearts.engine.masks import POINT_CARDS_MASK, SUIT_MASKS, mask_of
from hearts.engine.play_rules import points, taking_card
from hearts.engine.rules import Rules

MOON_POINTS: Final = 26  # every heart and Q♠
JACK_POINTS: Final = -10  # the jack of diamonds, in its variant
_JACK: Final = JACK_OF_DIAMONDS.bit

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
    """`hand_score` on masks: each seat's points, unless a seat shot the moon."""
    penalties = [points(cards, jack_of_diamonds=False) for cards in taken]
    jack = next((seat for seat in SEATS if taken[seat] & _JACK), None)
    return hand_points(penalties, jack, rules)


def hand_points(penalties: Sequence[int], jack_taker: int | None, rules: Rules) -> Scores:
    """The hand's points from each seat's hearts and Q♠ points (*penalties*, by seat) and
    the seat that took J♦ (None: nobody, or not known): the moon rule, written once.

    A seat with all 26 shot the moon: it scores 0 and the others 26 (or, with `moon_minus`,
    the shooter -26 and the others 0). The jack of diamonds variant gives -10 to its taker
    either way.
    """
    if MOON_POINTS in penalties:
        shooter = list(penalties).index(MOON_POINTS)
        if rules.moon_minus:
            scores = [-MOON_POINTS if seat == shooter else 0 for seat in range(4)]
        else:
            scores = [0 if seat == shooter else MOON_POINTS for seat in range(4)]
    else:
        scores = list(penalties)
    if rules.jack_of_diamonds and jack_taker is not None:
        scores[jack_taker] += JACK_POINTS
    return four(scores)


def game_is_over(totals: Sequence[int], rules: Rules) -> bool:
    """Whether *totals* end the game: a total reached the target, with a single lowest total
    (or ties end it too, unless `tie_replay`)."""
    if max(totals) < rules.target:
        return False
    lowest = min(totals)
    tied = sum(total == lowest for total in totals) > 1
    return not (tied and rules.tie_replay)


def four(values: list[int]) -> Scores:
    """Four values (one a seat) as a tuple."""
    return (values[0], values[1], values[2], values[3])
