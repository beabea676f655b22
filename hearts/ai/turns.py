"""Whether a seat has a decision to take now: the one check of every level's bot."""

from __future__ import annotations

from hearts.engine import Phase, PlayerView


def check_passing(view: PlayerView) -> None:
    """ValueError unless the view's seat has cards to pass now."""
    if view.phase is not Phase.PASSING or view.has_passed:
        raise ValueError(f"{view.seat.name} has no cards to pass now")


def check_playing(view: PlayerView) -> None:
    """ValueError unless it is the view's seat's turn to play, with a card to play."""
    if view.phase is not Phase.PLAYING or view.turn != view.seat or not view.legal_plays:
        raise ValueError(f"it is not {view.seat.name}'s turn to play")
