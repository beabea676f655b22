"""The pure rules of Dame de pique: no pygame, no files, no clock, no global randomness."""

from hearts.engine.cards import (
    DECK,
    JACK_OF_DIAMONDS,
    QUEEN_OF_SPADES,
    TWO_OF_CLUBS,
    Card,
    PassDirection,
    Phase,
    Rank,
    Seat,
    Suit,
    cards,
    pass_direction_for,
)
from hearts.engine.claim import ClaimKind, claim_play, find_claim
from hearts.engine.deal import (
    MAX_DEAL,
    MIN_DEAL,
    check_deal_number,
    daily_deal_number,
    deal_hands,
)
from hearts.engine.errors import IllegalPlay, Refusal
from hearts.engine.events import (
    CardPlayed,
    CardsPassed,
    Event,
    GameOver,
    HandScored,
    HeartsBroken,
    MoonShot,
    TrickTaken,
)
from hearts.engine.match import Match, check_hands
from hearts.engine.rules import Rules
from hearts.engine.scoring import card_points, hand_score, moon_shooter, trick_winner
from hearts.engine.view import PlayerView, why_illegal_in_view, why_pass_refused_in_view

__all__ = [
    "DECK",
    "JACK_OF_DIAMONDS",
    "MAX_DEAL",
    "MIN_DEAL",
    "QUEEN_OF_SPADES",
    "TWO_OF_CLUBS",
    "Card",
    "CardPlayed",
    "CardsPassed",
    "ClaimKind",
    "Event",
    "GameOver",
    "HandScored",
    "HeartsBroken",
    "IllegalPlay",
    "Match",
    "MoonShot",
    "PassDirection",
    "Phase",
    "PlayerView",
    "Rank",
    "Refusal",
    "Rules",
    "Seat",
    "Suit",
    "TrickTaken",
    "card_points",
    "cards",
    "check_deal_number",
    "check_hands",
    "claim_play",
    "daily_deal_number",
    "deal_hands",
    "find_claim",
    "hand_score",
    "moon_shooter",
    "pass_direction_for",
    "trick_winner",
    "why_illegal_in_view",
    "why_pass_refused_in_view",
]
