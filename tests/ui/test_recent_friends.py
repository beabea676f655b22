"""Parties récentes names a friends' game by who played it (issue 42), « avec Zoé, Marc et un
ordinateur », in every language and within its button however long the names, and shows
each game's total at the person's seat (issue 41)."""

from __future__ import annotations

from datetime import datetime

import pytest

from hearts.engine import Seat
from hearts.i18n import LANGUAGES
from hearts.store import FriendsGame, GameRecord
from hearts.store.history_friends import NAME_LIMIT
from hearts.ui.kit.theme import create_manager
from hearts.ui.review.recent import RecentGamesDialog, game_line
from hearts.ui.screens import Place
from hearts.ui.table.panels.game_over import GameOverPanel, past_game_panel
from tests.helpers.engine import random_game

WON_BY_WEST = random_game(1099, seed=99)  # West wins it with 25, North has 60
WHEN = datetime(2026, 12, 2, 21, 0)

pytestmark = pytest.mark.usefixtures("display")


def friends(names: tuple[str | None, str | None, str | None, str | None],
            seat: Seat = Seat.WEST) -> GameRecord:
    """A friends' game won by West, the person at *seat*."""
    return GameRecord.of_friends(FriendsGame("f", seat, names, WON_BY_WEST.to_json(), "hard",
                                             WHEN))


def test_a_friends_game_names_the_others_from_the_persons_left() -> None:
    record = friends(("Marc", "Léa", None, "Zoé"))  # Léa, the person, at West
    assert game_line(record, "fr") == (
        "2 décembre 2026 · avec Zoé, Marc et un ordinateur · 25 points · gagnée")
    assert game_line(record, "en") == (
        "December 2, 2026 · with Zoé, Marc, and a computer · 25 points · won")
    two = friends(("Marc", None, "Léa", None), Seat.NORTH)
    assert game_line(two, "de").endswith("mit Marc und zwei Computern · 60 Punkte · verloren")
    assert "avec Marc et deux ordinateurs · 60 points · perdue" in game_line(two, "fr")
    alone = friends(("Léa", None, None, None), Seat.SOUTH)
    assert " · with three computers · 39 points · lost" in game_line(alone, "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_language_words_a_friends_game(lang: str) -> None:
    line = game_line(friends(("Marc", "Léa", None, "Zoé")), lang)
    assert "Zoé" in line and "Marc" in line and "Léa" not in line
    if lang != "fr":
        assert "ordinateur" not in line and "avec" not in line


def test_a_solo_game_shows_the_total_of_the_persons_seat() -> None:
    west = GameRecord.of(WON_BY_WEST.to_json(), "w", "hard", False, "won", WHEN, Seat.WEST)
    assert " · 25 points · gagnée" in game_line(west, "fr")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_long_names_are_shortened_to_fit_the_games_button(lang: str) -> None:
    size = (960, 600)
    long = "Maximilienne-" + "W" * (NAME_LIMIT - 13)
    games = [friends((long, "Léa", long, long)), friends(("Marc", "Léa", None, "Zoé"))]
    manager = create_manager(size)
    dialog = RecentGamesDialog(manager, size, lang, games, {}, lambda record: None,
                               on_game_over=lambda record: None)
    manager.update(0.01)
    first, second = dialog.game_buttons
    for button in (first, second):
        assert button.font is not None
        assert button.font.size(button.text)[0] <= button.rect.width, button.text
    assert "…" in first.text and "Max" in first.text
    assert second.text == game_line(games[1], lang)  # short names are shown whole


def test_a_past_games_panel_says_you_at_the_seat_it_was_played() -> None:
    size = (960, 600)
    west = GameRecord.of(WON_BY_WEST.to_json(), "w", "hard", False, "won", WHEN, Seat.WEST)
    factory = past_game_panel(lambda: Place(create_manager(size), size, "fr"), west)
    assert factory is not None
    panel = factory()
    assert isinstance(panel, GameOverPanel) and panel.me is Seat.WEST
    assert panel.headline.text == "Vous gagnez\u202f!"
