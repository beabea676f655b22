"""Every dialog of the window, built with long texts and big figures, by name: the layout
tests open each at several window sizes, languages and text sizes."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Executor, Future
from datetime import datetime

import pygame_gui

from hearts.engine import Seat
from hearts.play.duplicate import Duplicate
from hearts.play.questions import ImmediateExecutor
from hearts.store import GameRecord, Level, LevelFigures, Margin, Settings, Stats
from hearts.ui.dialogs import DealNumberDialog, Dialog, OptionsDialog, RulesDialog, StatsDialog
from hearts.ui.dialogs.friends import Found, FriendsDialog, Lobby, LobbyDialog
from hearts.ui.kit.sprites import CardArt
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.review.recent import PAGE, RecentGamesDialog
from hearts.ui.review.state import Review
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.engine import random_game

PLAYED = random_game(404, seed=4, hands=1)
ENDED = random_game(808, seed=8)
RECENT = [GameRecord.of(PLAYED.to_json(), f"g{number}", "expert", False, "abandoned",
                        datetime(2026, 9, 30, 23, 59)) for number in range(12)]
FIGURES: dict[Level, LevelFigures] = {
    level: LevelFigures(games=999, hands=9999, points=-99999, queens=999, moons_shot=99,
                        moons_against=999) for level in ("hard", "expert")}
SHEET = [(0, 13, 6, 7), (3, 0, 20, 3), (26, 0, 0, 0), (5, 8, 2, 11), (0, 26, 26, 26)]
STATS = Stats(games_played=123, games_won=45, lowest_score=-12, current_streak=3,
              best_streak=9, record_easy=17, record_hard=33, record_expert=-9)
FOUND = [Found("Maximilienne-Hortense", "192.168.100.200", 47101),
         Found("Léa", "fe80::1", 47101), Found("Zoé", "salon.local", 47101)]
ROOM = Lobby("Table de Maximilienne-Hortense", (
    "Code à donner : K7QF-2M   Adresse : 192.168.100.200:47101",
    "Sud : Maximilienne-Hortense", "Ouest : Bérénice-Apolline", "Nord : place libre",
    "Est : place libre"), True, False, "Ce code ne correspond pas à la table.", (2, 3))
Builder = Callable[[pygame_gui.UIManager, tuple[int, int], str], Dialog]

BUILDERS: dict[str, Builder] = {
    "deal": lambda m, size, lang: DealNumberDialog(m, size, lang),
    "rules": lambda m, size, lang: RulesDialog(m, size, lang),
    "options": lambda m, size, lang: OptionsDialog(m, size, lang, Settings(language="fr"),
                                                   lambda settings: None),
    "stats": lambda m, size, lang: StatsDialog(m, size, lang, STATS, lambda: None,
                                               on_recent=lambda: None),
    "stats_confirm": lambda m, size, lang: _confirming(StatsDialog(m, size, lang, STATS,
                                                                   lambda: None)),
    "hand": lambda m, size, lang: HandOverPanel(m, size, lang, (0, 26, 26, 26),
                                                (104, 87, 96, 113), Seat.EAST, lambda: None,
                                                hand_number=12, on_review=lambda: None),
    "game": lambda m, size, lang: GameOverPanel(m, size, lang, (Seat.SOUTH, Seat.WEST),
                                                (34, 34, 60, 105), SHEET, True, lambda: None,
                                                lambda: None, on_review=lambda: None),
    "recent": lambda m, size, lang: RecentGamesDialog(m, size, lang, RECENT, FIGURES,
                                                      lambda record: None),
    "review": lambda m, size, lang: _at_a_trick(ReviewDialog(
        m, size, lang, Review(PLAYED.to_json(), 0), CardArt(),
        executor=ImmediateExecutor())),
}


def _at_a_trick(dialog: ReviewDialog) -> ReviewDialog:
    """The review showing the hand's fifth trick (its longest caption)."""
    dialog.review.to_trick(5)
    dialog._show()
    return dialog


def _confirming(dialog: StatsDialog) -> StatsDialog:
    """The statistics dialog showing its reset question."""
    dialog.ask_reset()
    return dialog


class _Pending(Executor):
    """A worker that never answers: the review stays in the middle of its analysis."""

    def submit(self, fn: Callable[..., object], /, *args: object,  # type: ignore[override]
               **kwargs: object) -> Future[object]:
        return Future()


def _analysing(dialog: ReviewDialog) -> ReviewDialog:
    """The review while its analysis runs ("Arrêter l'analyse" on its button)."""
    assert dialog.analyse_button is not None
    dialog._analyse()
    return dialog


EXPERT_HAND = Duplicate(12, -999, -999, "{}")  # the widest line: both at −999
MARGIN_LEVELS: list[tuple[Level, int]] = [("expert", -99), ("hard", 40), ("easy", -3),
                                          ("medium", 0)] * 9
MARGINS = [Margin(f"m{number}", level, points, 3)
           for number, (level, points) in enumerate(MARGIN_LEVELS)]
FINISHED = [GameRecord.of(ENDED.to_json(), f"e{number}", "hard", False, "lost",
                          datetime(2026, 9, 30, 23, 59)) for number in range(PAGE)]

# Every dialog, the review before and while its analysis runs, Parties récentes with a
# "Fin de la partie" button on each game, and a finished game's panel opened from it.
LAYOUT_BUILDERS: dict[str, Builder] = {
    **BUILDERS,
    "recent_finished": lambda m, size, lang: RecentGamesDialog(
        m, size, lang, FINISHED, FIGURES, lambda record: None, on_game_over=lambda r: None),
    "game_past": lambda m, size, lang: GameOverPanel(
        m, size, lang, (Seat.WEST,), (104, 87, 96, 113), SHEET, False, None, None,
        on_review=lambda: None),
    "recent_progress": lambda m, size, lang: RecentGamesDialog(
        m, size, lang, FINISHED, FIGURES, lambda record: None, on_game_over=lambda r: None,
        margins=MARGINS, chart=True),
    "recent_margins": lambda m, size, lang: RecentGamesDialog(
        m, size, lang, FINISHED, FIGURES, lambda record: None, on_game_over=lambda r: None,
        margins=MARGINS),
    "hand_duplicate": lambda m, size, lang: HandOverPanel(
        m, size, lang, (0, 26, 26, 26), (104, 87, 96, 113), Seat.EAST, lambda: None,
        hand_number=12, on_review=lambda: None, duplicate=lambda: EXPERT_HAND,
        on_see_expert=lambda duplicate: None),
    "hand_duplicate_waiting": lambda m, size, lang: HandOverPanel(
        m, size, lang, (0, 26, 26, 26), (104, 87, 96, 113), None, lambda: None,
        on_review=lambda: None, duplicate=lambda: None, on_see_expert=lambda duplicate: None),
    "game_duplicate": lambda m, size, lang: GameOverPanel(
        m, size, lang, (Seat.SOUTH, Seat.WEST), (34, 34, 60, 105), SHEET, True, lambda: None,
        lambda: None, on_review=lambda: None, duplicate_totals=lambda: (-999, -999)),
    "review_analysing": lambda m, size, lang: _analysing(ReviewDialog(
        m, size, lang, Review(PLAYED.to_json(), 0), CardArt(), executor=_Pending())),
    "review_no_expert_hand": lambda m, size, lang: _at_a_trick(ReviewDialog(
        m, size, lang, _without_replays(), CardArt(), executor=ImmediateExecutor(),
        on_see_expert=lambda duplicate: None)),
    "friends": lambda m, size, lang: FriendsDialog(
        m, size, lang, "Bérénice-Apolline", lambda: FOUND, kept="Maximilienne-Hortense"),
    "friends_room": lambda m, size, lang: LobbyDialog(
        m, size, lang, lambda: ROOM, lambda seat: None, ("Sud", "Ouest", "Nord", "Est")),
}


def _without_replays() -> Review:
    """A review whose hands Expert has not played again: its button greyed, the reason on it."""
    review = Review(PLAYED.to_json(), 0)
    review.replay_of = lambda hand: None
    return review
