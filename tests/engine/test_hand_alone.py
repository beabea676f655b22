"""A finished hand as a match of its own: the same story as in its game (deal, pass,
tricks, points), and no trace of the deal number it came from."""

from __future__ import annotations

import json
import random

from hearts.engine import Match, Phase, Seat
from hearts.engine.hand_story import hand_alone_json, hand_stories


def played(deal: int, hands: int) -> Match:
    """Deal *deal* played at random for *hands* hands (or to its end)."""
    chooser = random.Random(deal)
    match = Match(deal)
    while match.phase is not Phase.GAME_OVER and match.hand_number < hands:
        if match.phase is Phase.HAND_OVER:
            if match.hand_number + 1 == hands:
                break
            match.start_next_hand()
        elif match.phase is Phase.PASSING:
            for seat in Seat:
                match.pass_cards(seat, match.hand(seat)[:3])
        else:
            turn = match.turn
            assert turn is not None
            match.play(turn, chooser.choice(match.legal_plays(turn)))
    return match


def test_a_hand_alone_tells_the_same_story_without_its_deal_number() -> None:
    for deal, hands in ((424_242, 1), (777_777, 3), (123_456, 4)):
        match = played(deal, hands)
        story = hand_stories(match.to_json())[-1]
        alone_json = hand_alone_json(story)
        alone = hand_stories(alone_json)[-1]
        assert (alone.dealt, alone.given, alone.points, alone.moon, alone.totals_before) == \
            (story.dealt, story.given, story.points, story.moon, story.totals_before)
        assert [trick.plays for trick in alone.tricks] == [trick.plays for trick in story.tricks]
        assert json.loads(alone_json)["deal"] == 1 and str(deal) not in alone_json
