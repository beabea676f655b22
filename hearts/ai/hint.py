"""The hint: what Expert would do in the player's seat, and the rule of thumb why.

Expert's choice is the analysis's best choice for the same position (`expert`), and the
reason is worded from the same measure, so the hint and the analysis never disagree.

The reason is a catalogue key and its parameters (cards, seats, a suit), no words:
the window says it in the player's language (`hearts.ui.table.speech.narration.hint_sentence`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from hearts.ai.expert import DEFAULT_BUDGET, expert_pass_measure, expert_play_measure
from hearts.ai.passing import MOON_PASS, pass_plan
from hearts.ai.reasons import HintReason
from hearts.ai.search import Budget, Choice, Estimate, Measure
from hearts.engine import (
    QUEEN_OF_SPADES,
    Card,
    Phase,
    PlayerView,
    Rank,
    Seat,
    Suit,
    trick_winner,
)
from hearts.engine.masks import SPADES, mask_of
from hearts.engine.play_rules import points

LOW_LEAD: Final = Rank.SIX
HINT_LEVEL: Final = "expert"  # the level whose choice the hint is: the strongest
DECIDED: Final = 0.5  # the share of deals by which a card must decide the game to say so

HintParam = Card | Seat | Suit | tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Hint:
    """The advised cards (three to pass or one to play) and why: a reason code (a key of
    the window's catalogue) and the parameters its sentence names."""

    cards: tuple[Card, ...]
    reason_key: HintReason
    params: tuple[tuple[str, HintParam], ...] = ()


def hint(view: PlayerView, budget: Budget = DEFAULT_BUDGET) -> Hint:
    """What Expert (on *budget*) would do now in the view's seat, and why."""
    if view.phase is Phase.PASSING and not view.has_passed:
        best = expert_pass_measure(view, budget).best
        key, params = pass_reason(view, best)
        return Hint(best.cards, key, params)
    if view.phase is Phase.PLAYING and view.turn == view.seat and view.legal_plays:
        if len(view.legal_plays) == 1:
            card = view.legal_plays[0]
            return Hint((card,), HintReason.PLAY_ONLY_CARD, (("card", card),))
        measure = expert_play_measure(view, budget)
        key, params = measured_play_reason(view, measure.best, measure)
        return Hint(measure.best.cards, key, params)
    raise ValueError(f"{view.seat.name} has nothing to decide now")


Reason = tuple[HintReason, tuple[tuple[str, HintParam], ...]]


def pass_reason(view: PlayerView, best: Estimate) -> Reason:
    """The plan of a measured pass, as the hint names it (the moon when its plan is)."""
    plan, suit = (MOON_PASS, None) if best.shooting else pass_plan(view.hand, best.cards)
    params: tuple[tuple[str, HintParam], ...] = (("cards", best.cards),)
    if suit is not None:
        params += (("suit", suit),)
    return HintReason.of_pass(plan), params


def measured_play_reason(view: PlayerView, best: Estimate, measure: Measure) -> Reason:
    """The rule of thumb for a measured card, the card first among its parameters; near
    the end of the game, the game itself when the card decides it (`game_reason`)."""
    card = best.cards[0]
    choice = Choice(card, best.shooting, measure.moon_threat)
    key, params = play_reason(view, choice)
    if key not in (HintReason.PLAY_END_GAME, HintReason.PLAY_KEEP_GAME_GOING):
        key, params = game_reason(best, measure) or (key, params)
    return key, (("card", card), *params)


def game_reason(best: Estimate, measure: Measure) -> Reason | None:
    """The game as the reason for the *best* card, when it decides the game in most deals
    where another card would not: it wins the game (PLAY_WIN_GAME), or another card would
    lose it (PLAY_SAVE_GAME); None otherwise."""
    others = [estimate for estimate in measure.estimates if estimate.cards != best.cards]
    if not others:
        return None
    if best.won >= DECIDED and best.won - max(other.won for other in others) >= DECIDED:
        return HintReason.PLAY_WIN_GAME, ()
    if min(other.lost for other in others) - best.lost >= DECIDED:
        return HintReason.PLAY_SAVE_GAME, ()
    return None


def play_reason(view: PlayerView, choice: Choice) -> Reason:
    """The rule of thumb that best explains the search's card."""
    card = choice.card
    if len(view.legal_plays) == 1:
        return HintReason.PLAY_ONLY_CARD, ()
    if choice.shooting:  # "every point so far" only once the seat has some
        return (HintReason.PLAY_SHOOT_MOON if view.points_taken[view.seat] else
                HintReason.PLAY_OPEN_MOON), ()
    trick = view.current_trick
    if choice.moon_threat >= 0 and _takes_a_heart(trick, card):
        return HintReason.PLAY_STOP_MOON, (("seat", Seat(choice.moon_threat)),)
    if not trick:
        return _lead_reason(view, card)
    led = trick[0][1].suit
    winning_seat, winning = _winning(trick)
    if card.suit is led:
        return _follow_reason(view, card, winning_seat, winning)
    return _discard_reason(view, card, winning_seat)


def _takes_a_heart(trick: tuple[tuple[Seat, Card], ...], card: Card) -> bool:
    """Whether *card* leads a heart or beats a trick that holds one."""
    if not trick:
        return card.is_heart
    _, winning = _winning(trick)
    beats = card.suit is winning.suit and card.rank > winning.rank
    return beats and (card.is_heart or any(played.is_heart for _, played in trick))


def _winning(trick: tuple[tuple[Seat, Card], ...]) -> tuple[Seat, Card]:
    """The play taking the trick so far (the engine's `trick_winner`)."""
    seat = trick_winner(trick)
    return next(play for play in trick if play[0] == seat)


def _lead_reason(view: PlayerView, card: Card) -> Reason:
    hand = mask_of(view.hand)
    spades = hand & SPADES
    if (card.suit is Suit.SPADES and QUEEN_OF_SPADES not in view.hand
            and QUEEN_OF_SPADES not in view.played_cards
            and spades.bit_length() - 1 < QUEEN_OF_SPADES.index):
        return HintReason.PLAY_FLUSH_QUEEN, ()
    if card.rank <= LOW_LEAD:
        return HintReason.PLAY_LEAD_LOW, ()
    return HintReason.PLAY_LEAD, ()


def _follow_reason(view: PlayerView, card: Card, winning_seat: Seat, winning: Card) -> Reason:
    trick = view.current_trick
    if card.rank < winning.rank:
        below = [held for held in view.legal_plays if held.rank < winning.rank]
        if card is max(below, key=lambda held: held.rank):
            return HintReason.PLAY_DUCK, (("seat", winning_seat),)
        return HintReason.PLAY_PLAY, ()
    penalty = points(mask_of(played for _, played in trick), jack_of_diamonds=False)
    if len(trick) == 3 and not penalty and card is not QUEEN_OF_SPADES:
        return HintReason.PLAY_WIN_CLEAN, ()
    if view.tricks and all(held.rank > winning.rank for held in view.legal_plays) and (
            card is max(view.legal_plays, key=lambda held: held.rank)):
        return HintReason.PLAY_CANNOT_DUCK, ()
    if not view.tricks:
        return HintReason.PLAY_FIRST_TRICK, ()
    return HintReason.PLAY_PLAY, ()


def _discard_reason(view: PlayerView, card: Card, winning_seat: Seat) -> Reason:
    totals = view.totals
    if card is QUEEN_OF_SPADES:
        lowest = min(totals)
        leader_alone = totals.count(lowest) == 1 and totals[winning_seat] == lowest
        if leader_alone:
            return HintReason.PLAY_QUEEN_TO_LEADER, (("seat", winning_seat),)
        if totals[winning_seat] + 13 >= view.rules.target and totals[view.seat] == lowest:
            return HintReason.PLAY_END_GAME, (("seat", winning_seat),)
        return HintReason.PLAY_DISCARD_QUEEN, (("seat", winning_seat),)
    if (QUEEN_OF_SPADES in view.legal_plays
            and totals[winning_seat] + 13 >= view.rules.target):
        return HintReason.PLAY_KEEP_GAME_GOING, (("seat", winning_seat),)
    if card.is_heart:
        return HintReason.PLAY_DISCARD_HEART, ()
    return HintReason.PLAY_DISCARD_HIGH, ()
