"""Choosing the three cards to pass, for each level.

Moyen passes its high spades and high hearts, then its highest cards. Difficile
weighs every set of three cards it could pass by the danger of the ten it would
keep: an unprotected Q♠, high spades that could be forced to take her, high
cards without low ones below them; it likes emptying a short suit, and keeps its
top cards when the hand can shoot the moon.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Final

from hearts.engine import QUEEN_OF_SPADES, Card, PlayerView, Rank, Suit

_HIGH_SPADES: Final = (Rank.QUEEN, Rank.ACE, Rank.KING)
VOID_BONUS: Final = 4.0  # what emptying clubs or diamonds is worth
QUEEN_RISK: Final = {0: 13.0, 1: 10.0, 2: 7.0, 3: 4.0}  # by the spades kept below her
GUARDED_QUEEN_RISK: Final = 1.0  # Q♠ behind four or more low spades
PASSED_QUEEN_RISK: Final = 1.5  # a Q♠ passed may still be thrown back on us
MOON_PASS: Final = "moon"
SMALL_BELOW: Final = Rank.EIGHT  # a card below it is small: passing it sheds no danger


@dataclass(frozen=True, slots=True)
class PassChoice:
    """Three cards to pass and the plan behind them (for the hint)."""

    cards: tuple[Card, Card, Card]
    plan: str  # "moon", "queen", "void", "spades", "small" or "high"
    void_suit: Suit | None = None


def medium_pass(hand: tuple[Card, ...]) -> tuple[Card, Card, Card]:
    """Q♠, A♠, K♠ if held, then the highest hearts, then the highest cards."""
    order = sorted(hand, key=_medium_priority)
    return _three(order[:3])


def _medium_priority(card: Card) -> tuple[int, int, int]:
    if card.suit is Suit.SPADES and card.rank in _HIGH_SPADES:
        return (0, _HIGH_SPADES.index(card.rank), 0)
    if card.suit is Suit.HEARTS and card.rank >= Rank.TEN:
        return (1, -card.rank, 0)
    return (2, -card.rank, -card.suit)


def _three(chosen: list[Card]) -> tuple[Card, Card, Card]:
    return (chosen[0], chosen[1], chosen[2])


def hard_pass(view: PlayerView) -> PassChoice:
    """The three cards whose passing leaves the least dangerous hand of ten."""
    hand = view.hand
    if moon_hand(hand):
        return PassChoice(_moon_pass(hand), MOON_PASS)
    best: tuple[Card, Card, Card] = _three(list(hand[:3]))
    best_risk = float("inf")
    for chosen in combinations(hand, 3):
        kept = [card for card in hand if card not in chosen]
        risk = hand_risk(kept) + (PASSED_QUEEN_RISK if QUEEN_OF_SPADES in chosen else 0.0)
        if risk < best_risk - 1e-9:
            best, best_risk = _three(list(chosen)), risk
    return PassChoice(best, *pass_plan(hand, best))


def pass_plan(hand: tuple[Card, ...], chosen: tuple[Card, ...]) -> tuple[str, Suit | None]:
    """The main reason for a pass, for the hint."""
    if QUEEN_OF_SPADES in chosen:
        return "queen", None
    for suit in (Suit.CLUBS, Suit.DIAMONDS):
        held = [card for card in hand if card.suit is suit]
        if held and all(card in chosen for card in held):
            return "void", suit
    if any(card.suit is Suit.SPADES and card.rank > Rank.QUEEN for card in chosen):
        return "spades", None
    if any(card.rank < SMALL_BELOW for card in chosen):
        return "small", None  # a small card among them: measured best, not a danger
    return "high", None


def hand_risk(kept: list[Card]) -> float:
    """How many points a hand of ten may expect to take, roughly; voids count in its favour."""
    by_suit: dict[Suit, list[Card]] = {suit: [] for suit in Suit}
    for card in kept:
        by_suit[card.suit].append(card)
    risk = _spade_risk(by_suit[Suit.SPADES])
    for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS):
        risk += _side_suit_risk(by_suit[suit], hearts=suit is Suit.HEARTS)
    for suit in (Suit.CLUBS, Suit.DIAMONDS):
        if not by_suit[suit]:
            risk -= VOID_BONUS
    return risk


def suit_risk(suit: Suit, kept: list[Card]) -> float:
    """One suit's term of `hand_risk` (its void bonus apart) for the cards of it kept."""
    if suit is Suit.SPADES:
        return _spade_risk(kept)
    return _side_suit_risk(kept, hearts=suit is Suit.HEARTS)


def _spade_risk(spades: list[Card]) -> float:
    low = sum(1 for card in spades if card.rank < Rank.QUEEN)
    risk = 0.0
    if QUEEN_OF_SPADES in spades:
        risk += QUEEN_RISK.get(low, GUARDED_QUEEN_RISK)
    for card in spades:
        if card.rank > Rank.QUEEN:
            has_queen = QUEEN_OF_SPADES in spades
            risk += (2.0 if has_queen else 6.0) / (1 + low) if low < 4 else 0.8
    return risk


def _side_suit_risk(held: list[Card], hearts: bool) -> float:
    """High cards with few low cards below them to duck with are likely to take tricks."""
    risk = 0.0
    ranks = sorted(card.rank for card in held)
    for position, rank in enumerate(ranks):
        if rank < Rank.NINE:
            continue
        covers = position  # lower cards of the suit kept with it
        danger = (rank - 8) * (1.4 if hearts else 0.6)
        risk += danger / (1 + covers)
    if len(ranks) >= 6 and not hearts:
        risk += 0.3 * (len(ranks) - 5)  # long suits leave fewer chances to discard
    return risk


def moon_hand(hand: tuple[Card, ...]) -> bool:
    """A hand that can shoot the moon: long top hearts, top cards everywhere, few low cards."""
    hearts = sorted((card.rank for card in hand if card.suit is Suit.HEARTS), reverse=True)
    if len(hearts) < 5 or hearts[:3] != [Rank.ACE, Rank.KING, Rank.QUEEN]:
        return False
    spades = {card.rank for card in hand if card.suit is Suit.SPADES}
    if not spades & {Rank.ACE, Rank.KING, Rank.QUEEN}:
        return False
    losers = 0
    for suit in (Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES):
        ranks = sorted((card.rank for card in hand if card.suit is suit), reverse=True)
        losers += _losers(ranks)
    return losers <= 3


def _losers(ranks_high_first: list[Rank]) -> int:
    """Cards of a side suit that would lose a trick: those below the unbroken top run."""
    top = Rank.ACE
    winners = 0
    for rank in ranks_high_first:
        if rank != top:
            break
        winners += 1
        top = Rank(top - 1)
    length = len(ranks_high_first)
    if winners >= 3 or winners == length:
        return 0  # long from the top: the rest should run once others are out
    return length - winners


def _below_top_run(card: Card, hand: tuple[Card, ...]) -> bool:
    """Whether a card lies below the unbroken run of its suit's top cards in the hand."""
    ranks = {held.rank for held in hand if held.suit is card.suit}
    top = Rank.ACE
    while top in ranks and top > card.rank:
        top = Rank(top - 1)
    return top > card.rank


def _moon_pass(hand: tuple[Card, ...]) -> tuple[Card, Card, Card]:
    """Going for the moon: pass the side cards that would lose tricks, keep every heart."""
    side = [card for card in hand if card.suit is not Suit.HEARTS and card is not QUEEN_OF_SPADES]
    side.sort(key=lambda card: (not _below_top_run(card, hand), card.rank, card.suit))
    chosen = side[:3]
    if len(chosen) < 3:
        hearts = sorted((card for card in hand if card not in chosen), key=lambda card: card.rank)
        chosen += hearts[: 3 - len(chosen)]
    return _three(chosen)
