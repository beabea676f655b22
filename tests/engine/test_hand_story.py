"""The story of a hand, as the review shows it, agrees with the match played."""

from __future__ import annotations

from hearts.engine import Match, Rules, Seat
from hearts.engine.hand_story import hand_stories
from tests.helpers.engine import random_game


def test_each_hand_tells_its_deal_its_pass_and_its_tricks() -> None:
    match = random_game(2024, seed=3)
    stories = hand_stories(match.to_json())
    assert len(stories) == len(match.score_sheet) == match.hand_number + 1
    totals = [0, 0, 0, 0]
    for story, points in zip(stories, match.score_sheet, strict=True):
        assert story.totals_before == tuple(totals)
        totals = [total + point for total, point in zip(totals, points, strict=True)]
        assert story.points == points
        assert all(len(hand) == 13 for hand in story.dealt)
        assert len({card for hand in story.dealt for card in hand}) == 52
        assert len(story.tricks) == 13
        for seat in Seat:
            given = set(story.given[seat])
            if story.pass_direction.name == "NONE":
                assert not given
                continue
            assert len(given) == 3 and given <= set(story.dealt[seat])
            assert given <= set(story.after_pass[story.receiver(seat)])
            assert not given & set(story.after_pass[seat])
        first_leader = next(seat for seat in Seat
                            if any(card.code == "2C" for card in story.after_pass[seat]))
        leaders = [first_leader] + [step.winner for step in story.tricks[:-1]]
        assert [step.leader for step in story.tricks] == leaders
        for step in story.tricks:
            assert step.plays[0][0] == step.leader
            for seat, card in step.plays:
                assert card not in step.hands[seat]
            assert all(len(hand) == 13 - step.number for hand in step.hands)
        assert story.tricks[-1].taken == tuple(
            sum(step.points for step in story.tricks if step.winner is seat) for seat in Seat)
    assert tuple(totals) == match.totals


def test_the_first_hand_as_dealt_is_the_deal_of_its_number() -> None:
    match = random_game(99, seed=1)
    first = hand_stories(match.to_json())[0]
    fresh = Match(99, Rules(target=50))
    assert first.dealt == tuple(fresh.hand(seat) for seat in Seat)


def test_a_hand_in_progress_is_told_as_far_as_it_went() -> None:
    match = random_game(7, seed=2, hands=1)
    for seat in Seat:  # the second hand passes to the right
        match.pass_cards(seat, match.hand(seat)[:3])
    for _ in range(5):  # the first trick, and the lead of the second
        assert match.turn is not None
        match.play(match.turn, match.legal_plays(match.turn)[0])
    stories = hand_stories(match.to_json())
    assert len(stories) == 2
    assert stories[0].finished and not stories[1].finished
    assert len(stories[1].tricks) == 1
    assert stories[1].given[Seat.SOUTH] == stories[1].dealt[Seat.SOUTH][:3]


def test_practising_a_hand_starts_from_its_cards_and_totals() -> None:
    match = random_game(31, seed=4)
    story = hand_stories(match.to_json())[1]
    practice = story.practice_match()
    assert practice.hand_number == 1
    assert practice.totals == story.totals_before
    assert tuple(practice.hand(seat) for seat in Seat) == story.dealt
    assert practice.pass_direction is story.pass_direction
