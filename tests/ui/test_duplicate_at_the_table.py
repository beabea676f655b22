"""À votre place at the table: after each hand the end-of-hand panel says what Expert would
have taken in South's seat (filled in when the replay comes in), the end of the game shows
both totals side by side, and the history keeps each hand as Expert played it; the game, its
save and the statistics are the ones a game without the replay would have."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from hearts.engine import Phase, Rules, Seat
from hearts.play.duplicate import Duplicate, replay_hand
from hearts.store import Settings, Stats, Store
from hearts.ui.kit.theme import create_manager
from hearts.ui.platform.window import WAKE_EVENT
from hearts.ui.review.dialog import ReviewDialog
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import DUPLICATE_WAITING, HandOverPanel, duplicate_sentence
from tests.helpers.ai import SMALL_BUDGETS
from tests.helpers.window import MakeApp, drop_events, play_until, press, settle

SOUTH = Seat.SOUTH


def test_the_end_of_hand_panel_says_what_expert_would_have_taken(
        make_app: MakeApp, tmp_path: Path) -> None:
    app = make_app(deal=19, replays=True)
    play_until(app, lambda app: isinstance(app.dialog, HandOverPanel), limit=200)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel) and panel.duplicate_label is not None
    controller = app.controller
    expected = replay_hand(controller.host.match.to_json(), 0, controller.level, SMALL_BUDGETS)
    assert expected.yours == controller.host.match.hand_points[SOUTH]
    assert panel.duplicate_label.text == duplicate_sentence(expected, "fr")
    assert f"(vous\u202f: {expected.yours})" in panel.duplicate_label.text
    controller.flush_saves()
    kept = Store(tmp_path).history.duplicates(controller.games.game_id)
    assert kept == {(controller.games.game_id, 0): expected.to_json()}
    saved = Store(tmp_path).load_game()
    assert saved is not None and saved.match_json == controller.host.match.to_json()
    assert controller.stats == Stats()  # a hand played again is never counted
    assert panel.see_expert_button is not None and panel.see_expert_button.is_enabled
    press(panel, panel.see_expert_button)
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog)
    assert review.review.match_json == expected.match_json  # Expert's hand, trick by trick
    assert review.review.game_id == f"{controller.games.game_id}/expert"
    review.close()
    settle(app)
    assert app.dialog is panel or isinstance(app.dialog, HandOverPanel)


def test_e_on_the_end_of_hand_panel_opens_expert_s_hand_as_in_the_review(
        make_app: MakeApp) -> None:
    app = make_app(deal=19, replays=True)
    play_until(app, lambda app: isinstance(app.dialog, HandOverPanel), limit=200)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel) and panel.see_expert_button is not None
    assert panel.see_expert_button.is_enabled  # the replay is in
    app.press(pygame.K_e)
    settle(app)
    review = app.dialog
    assert isinstance(review, ReviewDialog) and review.review.by_expert
    review.close()
    settle(app)
    assert isinstance(app.dialog, HandOverPanel)  # back to the panel


def test_the_panel_fills_in_the_line_when_the_replay_comes_in() -> None:
    pygame.init()
    pygame.display.set_mode((960, 600))
    drop_events()
    manager = create_manager((960, 600))
    came: list[Duplicate] = []
    panel = HandOverPanel(manager, (960, 600), "fr", (3, 10, 13, 0), (3, 10, 13, 0), None,
                          lambda: None, duplicate=lambda: came[0] if came else None)
    assert panel.duplicate_label is not None
    assert panel.duplicate_label.text == DUPLICATE_WAITING("fr")
    seen: list[Duplicate] = []
    panel = HandOverPanel(manager, (960, 600), "fr", (3, 10, 13, 0), (3, 10, 13, 0), None,
                          lambda: None, duplicate=lambda: came[0] if came else None,
                          on_see_expert=seen.append)
    assert panel.see_expert_button is not None and not panel.see_expert_button.is_enabled
    came.append(Duplicate(0, 3, 1, "{}"))
    panel.process_event(pygame.event.Event(WAKE_EVENT))
    assert panel.duplicate_label is not None
    assert panel.duplicate_label.text == duplicate_sentence(came[0], "fr")
    assert panel.see_expert_button.is_enabled
    press(panel, panel.see_expert_button)
    assert seen == came
    assert "1\u00a0point" in panel.duplicate_label.text.replace(" ", "\u00a0")
    manager.update(0.01)
    assert isinstance(manager, pygame_gui.UIManager)


def test_a_whole_game_keeps_every_hand_played_again_and_shows_both_totals(
        make_app: MakeApp, tmp_path: Path) -> None:
    Store(tmp_path).save_settings(Settings(sound=False, level="easy", rules=Rules(target=50)))
    app = make_app(deal=23, replays=True)
    controller = app.controller
    for _turn in range(3000):
        if isinstance(app.dialog, GameOverPanel):
            break
        if isinstance(app.dialog, HandOverPanel):
            press(app.dialog, app.dialog.continue_button)
            settle(app)
            continue
        play_until(app, lambda app: app.dialog is not None, limit=400)
    else:
        raise AssertionError("the game never ended")
    match = controller.host.match
    assert match.phase is Phase.GAME_OVER
    panel = app.dialog
    assert isinstance(panel, GameOverPanel)
    hands = len(match.score_sheet)
    game_id = controller.games.game_id
    controller.flush_saves()
    history = Store(tmp_path).history
    kept = {hand: Duplicate.from_json(text)
            for (_game, hand), text in history.duplicates(game_id).items()}
    assert sorted(kept) == list(range(hands))
    assert [kept[hand].yours for hand in range(hands)] == [row[SOUTH] for row in
                                                             match.score_sheet]
    expert = sum(duplicate.expert for duplicate in kept.values())
    assert [label.text for label in panel.duplicate_labels] == [
        str(match.totals[SOUTH]), str(expert).replace("-", "−")]
    (record,) = history.recent()
    assert record.match().to_json() == match.to_json()
    assert controller.stats.games_played == 1
    assert Stats.rebuilt(history.results()).games_played == 1
