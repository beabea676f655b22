"""Saving after every action and resuming exactly; statistics; damaged files and full disks."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from hearts.engine import Phase, Seat, daily_deal_number
from hearts.store import GAME_SCHEMA
from hearts.ui.app import App, AppConfig
from hearts.ui.dialogs import AbandonDialog
from hearts.ui.table.panels.hand_over import HandOverPanel
from tests.helpers.window import SOUTH, MakeApp, click_card, give_up, play_until, press, settle


@pytest.fixture
def reopen(open_app: MakeApp) -> MakeApp:
    """Close a window and open it again on the same user folder, as a person would."""
    return open_app


def close(app: App) -> None:
    app.running = False
    app.close()


def screen_state(app: App) -> dict[str, object]:
    """What the person sees of the game, in comparable form."""
    scene = app.controller.scene
    return {
        "hand": list(scene.hand),
        "counts": [scene.count(seat) for seat in Seat],
        "trick": list(scene.trick),
        "raised": scene.raised,
        "outlined": scene.outlined,
        "sheet": list(scene.score_sheet),
        "totals": scene.totals,
        "taken": list(scene.taken),
        "last": None if scene.last_trick is None else scene.last_trick.plays,
        "title": list(app.controller.table_view().title),
        "dialog": type(app.dialog).__name__,
    }


def assert_resumes_identically(app: App, reopen: MakeApp) -> App:
    saved_match = app.controller.host.match.to_json()
    saved_screen = screen_state(app)
    saved_raised = list(app.controller.raised)
    close(app)
    again = reopen()
    assert again.controller.host.match.to_json() == saved_match
    assert again.controller.raised == saved_raised
    assert screen_state(again) == saved_screen
    return again


def test_resume_in_the_middle_of_choosing_cards_to_pass(make_app: MakeApp,
                                                         reopen: MakeApp) -> None:
    app = make_app(deal=21)
    first, second = app.controller.scene.hand[4:6]
    click_card(app, first)
    click_card(app, second)
    again = assert_resumes_identically(app, reopen)
    assert again.controller.scene.raised == {first, second}
    passer = again.table_buttons.pass_button
    assert passer.visible and not passer.is_enabled


def test_resume_in_the_middle_of_the_first_trick_keeps_the_received_outlines(
        make_app: MakeApp, reopen: MakeApp) -> None:
    app = make_app(deal=22)
    play_until(app, lambda a: a.controller.host.match.phase is Phase.PLAYING
               and a.controller.host.match.turn is SOUTH, limit=400)
    assert not app.controller.host.match.tricks
    again = assert_resumes_identically(app, reopen)
    assert again.controller.scene.outlined == set(again.controller.host.match.received_cards(SOUTH))


def test_resume_in_the_middle_of_a_trick(make_app: MakeApp, reopen: MakeApp) -> None:
    app = make_app(deal=23)
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 3
               and len(a.controller.host.match.current_trick) >= 2
               and a.controller.host.match.turn is SOUTH, limit=400)
    again = assert_resumes_identically(app, reopen)
    assert len(again.controller.scene.trick) >= 2
    assert again.controller.scene.outlined == set()


def test_resume_between_hands_reopens_the_end_of_hand_panel(make_app: MakeApp,
                                                            reopen: MakeApp) -> None:
    app = make_app(deal=24)
    play_until(app, lambda a: isinstance(a.dialog, HandOverPanel), limit=400)
    again = assert_resumes_identically(app, reopen)
    assert again.controller.host.match.phase is Phase.HAND_OVER
    assert isinstance(again.dialog, HandOverPanel)
    again.dialog.close()  # Continuer: the next hand is dealt
    settle(again)
    assert again.controller.host.match.hand_number == 1
    assert len(again.controller.scene.score_sheet) == 1


def test_resume_later_in_the_game(make_app: MakeApp, reopen: MakeApp) -> None:
    app = make_app(deal=25)
    play_until(app, lambda a: a.controller.host.match.hand_number >= 2
               and a.controller.host.match.phase is Phase.PLAYING
               and a.controller.host.match.turn is SOUTH, limit=200)
    assert_resumes_identically(app, reopen)


def _finish_game(app: App) -> None:
    play_until(app, lambda a: type(a.dialog).__name__ == "GameOverPanel", limit=2000)


def test_a_finished_game_counts_once_and_is_not_resumed(make_app: MakeApp, reopen: MakeApp,
                                                        tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"schema": 1, "target": 50}')  # a short game
    app = make_app(deal=26)
    _finish_game(app)
    match = app.controller.host.match
    won = SOUTH in match.winners
    stats = app.controller.stats
    assert (stats.games_played, stats.games_won) == (1, int(won))
    if won:
        assert stats.record("medium") == match.totals[SOUTH]
    app.controller.flush_saves()
    assert not (tmp_path / "game.json").exists()
    finished = match.to_json()
    close(app)
    again = reopen()
    assert again.controller.host.match.to_json() != finished
    assert again.controller.host.match.hand_number == 0
    assert again.controller.stats.games_played == 1
    assert json.loads((tmp_path / "stats.json").read_text())["games_played"] == 1


def test_giving_up_a_started_game_counts_as_played_and_lost(make_app: MakeApp) -> None:
    app = make_app(deal=27)
    play_until(app, lambda a: bool(a.controller.host.match.current_trick), limit=400)
    app.click(app.table_screen.button_point("daily"))
    settle(app)
    give_up(app)
    stats = app.controller.stats
    assert (stats.games_played, stats.games_won, stats.current_streak) == (1, 0, 0)
    assert app.controller.games.daily
    app.click(app.table_screen.button_point("new_game"))  # no card of the daily deal played yet
    settle(app)
    assert app.controller.stats.games_played == 1


def test_a_damaged_save_is_set_aside_and_said(tmp_path: Path, reopen: MakeApp) -> None:
    (tmp_path / "game.json").write_text('{"schema": 1, "game": {"match": "nonsense"}}')
    app = reopen()
    assert "mise de côté" in app.controller.message_text()
    assert list(tmp_path.glob("game.json.damaged-*"))
    assert app.controller.host.match.phase is Phase.PASSING


def test_an_impossible_save_is_set_aside(make_app: MakeApp, reopen: MakeApp,
                                         tmp_path: Path) -> None:
    app = make_app(deal=28)
    click_card(app, app.controller.scene.hand[0])
    app.controller.flush_saves()
    close(app)
    content = json.loads((tmp_path / "game.json").read_text())
    content["game"]["raised"] = ["QS", "QS"]
    (tmp_path / "game.json").write_text(json.dumps(content))
    again = reopen()
    assert list(tmp_path.glob("game.json.damaged-*"))
    assert again.controller.raised == []


def test_a_disk_that_refuses_writes_does_not_stop_the_game(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the game's folder should be")
    monkeypatch.setenv("DAME_DE_PIQUE_HOME", str(blocker / "home"))
    app = App(AppConfig(deal=29, time_scale=0.0, threads=False, size=(1280, 800), fps=0,
                        max_wait_ms=0, input_grace=0.0))
    try:
        settle(app)
        card = app.controller.scene.hand[0]
        click_card(app, card)
        assert app.controller.raised == [card]
        assert app.dialog is None  # not « déjà ouvert »: no other window holds the folder
        assert "ne peut pas être réservé" in app.controller.message_text()
    finally:
        close(app)


def test_options_apply_at_once_and_are_saved(make_app: MakeApp, tmp_path: Path) -> None:
    import dataclasses

    app = make_app(deal=30)
    controller = app.controller
    settings = dataclasses.replace(controller.settings, four_colour=True, card_back="red",
                                   language="en", level="hard")
    controller.apply_settings(settings)
    settle(app)
    assert app.table_buttons.side["new_game"].text == "New game"
    # The level changes from the next game.
    assert (controller.level, controller.settings.level) == ("medium", "hard")
    assert "next game" in controller.message_text()
    controller.flush_saves()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert (saved["four_colour"], saved["card_back"], saved["language"]) == (True, "red", "en")
    app.click(app.table_screen.button_point("new_game"))
    settle(app)
    assert controller.level == "hard"


def test_asking_for_the_deal_in_progress_goes_on_with_it(make_app: MakeApp,
                                                         reopen: MakeApp) -> None:
    app = make_app(deal=31)
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 2
               and a.controller.host.match.turn is SOUTH, limit=400)
    saved_match = app.controller.host.match.to_json()
    saved_screen = screen_state(app)
    close(app)
    again = reopen(deal=31)  # as `dame-de-pique --deal 31` would
    assert again.controller.host.match.to_json() == saved_match
    assert screen_state(again) == saved_screen
    assert again.controller.stats.games_played == 0  # nothing given up
    assert "31" in again.controller.message_text()


def test_asking_for_another_deal_gives_up_the_one_in_progress(make_app: MakeApp,
                                                              reopen: MakeApp) -> None:
    app = make_app(deal=32)
    play_until(app, lambda a: len(a.controller.host.match.tricks) >= 1, limit=400)
    close(app)
    again = reopen(deal=33)
    assert isinstance(again.dialog, AbandonDialog)  # asked first, as the window asks
    press(again.dialog, again.dialog.abandon_button)
    settle(again)
    match = again.controller.host.match
    assert match.deal_number == 33 and match.hand_number == 0 and not match.tricks
    assert again.controller.stats.games_played == 1  # the game given up counts as lost


def test_the_daily_deal_opened_by_its_number_is_marked_daily_when_asked_for(
        make_app: MakeApp, reopen: MakeApp) -> None:
    number = daily_deal_number(date.today())
    app = make_app(deal=number)
    assert not app.controller.games.daily
    saved_match = app.controller.host.match.to_json()
    close(app)
    again = reopen(daily=True)
    assert again.controller.host.match.to_json() == saved_match
    assert again.controller.games.daily


def test_a_game_saved_by_the_previous_version_resumes_in_the_window(
        tmp_path: Path, reopen: MakeApp) -> None:
    fixture = Path(__file__).parents[1] / "store" / "data" / "game-schema1-passing.json"
    saved = json.loads(fixture.read_text(encoding="utf-8"))["game"]  # schema 1: match as text
    (tmp_path / "game.json").write_bytes(fixture.read_bytes())
    app = reopen()
    assert app.controller.host.match.to_json() == saved["match"]
    assert [card.code for card in app.controller.raised] == saved["raised"]
    assert {card.code for card in app.controller.scene.raised} == set(saved["raised"])
    assert app.controller.games.game_id == saved["id"]
    app.controller.flush_saves()
    click_card(app, app.controller.scene.hand[0])  # the next save is in today's schema
    app.controller.flush_saves()
    assert json.loads((tmp_path / "game.json").read_text())["schema"] == GAME_SCHEMA == 3
