"""Statistiques words every statistic the store accepts (issue 43, case 3): 10**30 games
crashed it in Babel; the store now refuses such a file, and what it accepts is written."""

from __future__ import annotations

import pytest

from hearts.i18n import LANGUAGES
from hearts.store import Stats
from hearts.store.game import MOST_POINTS
from hearts.store.stats import MOST_GAMES
from hearts.ui.dialogs.stats import record_rows, stats_rows

LARGEST = Stats(games_played=MOST_GAMES, games_won=MOST_GAMES, current_streak=MOST_GAMES,
                best_streak=MOST_GAMES, lowest_score=-MOST_POINTS, record_easy=MOST_POINTS,
                record_expert=-MOST_POINTS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_largest_statistics_are_written_in_every_language(lang: str) -> None:
    rows = stats_rows(LARGEST, lang) + record_rows(LARGEST, lang)
    assert all(value and len(value) < 20 for _label, value in rows)
