"""À votre place: a hand replayed with Expert in South's seat meets the replies the table's
bots would give, leaves the match it was read from alone, and is the same in every run and
in every process."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hearts.engine import Match, Phase, Seat
from hearts.play.duplicate import Duplicate, replay_hand
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.hands import experts_cards, first_cards, two_hands

SOUTH = Seat.SOUTH
REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("level", ["easy", "hard", "expert"])
def test_where_south_played_as_expert_the_replay_is_the_hand_itself(level: str) -> None:
    match = two_hands(31, level, experts_cards)
    for hand in (0, 1):
        duplicate = replay_hand(match.to_json(), hand, level, SMALL_BUDGETS)
        assert duplicate.expert == duplicate.yours == match.score_sheet[hand][SOUTH]
        again = Match.from_json(duplicate.match_json)
        assert again.phase in (Phase.HAND_OVER, Phase.GAME_OVER)
        assert again.hand_number == hand
        assert again.actions() == match.actions()[:len(again.actions())]


def test_the_replay_differs_where_south_did_and_leaves_the_match_alone() -> None:
    match = two_hands(47, "medium", first_cards)
    text = match.to_json()
    duplicates = [replay_hand(text, hand, "medium", SMALL_BUDGETS) for hand in (0, 1)]
    assert match.to_json() == text
    assert [d.yours for d in duplicates] == [row[SOUTH] for row in match.score_sheet]
    assert [Match.from_json(d.match_json).hand_number for d in duplicates] == [0, 1]
    assert any(Match.from_json(d.match_json).actions() != match.actions()[:len(
        Match.from_json(d.match_json).actions())] for d in duplicates)
    assert [Duplicate.from_json(d.to_json()) for d in duplicates] == duplicates


def test_a_hand_not_over_is_refused_and_a_damaged_duplicate_too() -> None:
    with pytest.raises(ValueError, match="not over"):
        replay_hand(Match(5).to_json(), 0, "easy", SMALL_BUDGETS)
    with pytest.raises(ValueError):
        Duplicate.from_json('{"version": 1, "hand": "x"}')


_REPLAY = """
from hearts.play.duplicate import replay_hand
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.hands import first_cards, two_hands
match = two_hands(12, "hard", first_cards)
print(replay_hand(match.to_json(), 1, "hard", SMALL_BUDGETS).to_json())
"""


def test_the_replay_is_the_same_in_every_run_and_every_process() -> None:
    outputs = set()
    for hash_seed in ("0", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run([sys.executable, "-c", _REPLAY], cwd=REPOSITORY, env=env,
                              capture_output=True, text=True, check=True, timeout=300)
        outputs.add(done.stdout)
    match = two_hands(12, "hard", first_cards)
    for _run in range(2):
        outputs.add(replay_hand(match.to_json(), 1, "hard", SMALL_BUDGETS).to_json() + "\n")
    assert len(outputs) == 1
