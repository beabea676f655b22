"""Why the hint (and the analysis, for its best choice) chooses a pass or a card: a code the
window words, one sentence each in every language (hearts/ui/code_words.py)."""

from __future__ import annotations

from enum import Enum


class HintReason(str, Enum):
    """A rule of thumb behind Difficile's choice. The values are kept in the history's
    analyses: never change one."""

    PASS_MOON = "hint.pass.moon"
    PASS_QUEEN = "hint.pass.queen"
    PASS_VOID = "hint.pass.void"
    PASS_SPADES = "hint.pass.spades"
    PASS_HIGH = "hint.pass.high"
    PASS_SMALL = "hint.pass.small"  # a small card among them: the measure's choice
    PLAY_ONLY_CARD = "hint.play.only_card"
    PLAY_SHOOT_MOON = "hint.play.shoot_moon"
    PLAY_OPEN_MOON = "hint.play.open_moon"
    PLAY_STOP_MOON = "hint.play.stop_moon"
    PLAY_FLUSH_QUEEN = "hint.play.flush_queen"
    PLAY_LEAD_LOW = "hint.play.lead_low"
    PLAY_LEAD = "hint.play.lead"
    PLAY_DUCK = "hint.play.duck"
    PLAY_WIN_CLEAN = "hint.play.win_clean"
    PLAY_FIRST_TRICK = "hint.play.first_trick"
    PLAY_PLAY = "hint.play.play"
    PLAY_QUEEN_TO_LEADER = "hint.play.queen_to_leader"
    PLAY_END_GAME = "hint.play.end_game"
    PLAY_DISCARD_QUEEN = "hint.play.discard_queen"
    PLAY_KEEP_GAME_GOING = "hint.play.keep_game_going"
    PLAY_DISCARD_HEART = "hint.play.discard_heart"
    PLAY_DISCARD_HIGH = "hint.play.discard_high"
    PLAY_CANNOT_DUCK = "hint.play.cannot_duck"
    PLAY_WIN_GAME = "hint.play.win_game"  # the card ends the game with the seat lowest
    PLAY_SAVE_GAME = "hint.play.save_game"  # another card would end it with another winning

    def __str__(self) -> str:
        return self.value

    @classmethod
    def of_pass(cls, plan: str) -> HintReason:
        """The reason of a pass made with *plan* ("moon", "queen", "void"...)."""
        return cls(f"hint.pass.{plan}")
