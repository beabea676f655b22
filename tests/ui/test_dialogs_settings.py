"""Options and statistics dialogs: each click reports the right Settings; a reset asks first."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from hearts.i18n import _
from hearts.store import Settings, Stats
from hearts.ui.dialogs import OptionsDialog, StatsDialog
from tests.helpers.window import DIALOG_SIZE, press

pytestmark = pytest.mark.usefixtures("display")

SIZE = DIALOG_SIZE


def test_every_choice_reports_the_settings_with_that_one_field_changed(
    manager: pygame_gui.UIManager,
) -> None:
    reported: list[Settings] = []
    start = Settings()
    dialog = OptionsDialog(manager, SIZE, "fr", start, reported.append)
    expected = start
    for field, values in [
        ("felt", ("green", "blue", "red", "grey")),
        ("card_back", ("red", "blue", "plain", "geometric")),
        ("sort_order", ("suit", "rank")),
        ("pace", ("slow", "normal", "fast", "faster")),
        ("level", ("easy", "medium", "hard", "expert")),
        ("target", (50, 100, 150)),
    ]:
        buttons = dialog.choice_buttons[field]
        assert len(buttons) == len(values)
        for button, value in zip(buttons, values, strict=True):
            before = len(reported)
            assert press(dialog, button)
            if expected.value(field) != value:
                expected = expected.with_value(field, value)
                assert reported[before:] == [expected]
                assert button.is_selected
                assert sum(other.is_selected for other in buttons) == 1
            else:
                assert len(reported) == before  # choosing the current value reports nothing


@pytest.mark.parametrize(
    "field",
    ["four_colour", "sound", "reduce_motion", "auto_play_forced", "qs_breaks_hearts",
     "first_trick_points", "jack_of_diamonds", "moon_minus", "tie_replay"],
)
def test_each_toggle_flips_its_field_at_once(manager: pygame_gui.UIManager, field: str) -> None:
    reported: list[Settings] = []
    start = Settings()
    dialog = OptionsDialog(manager, SIZE, "fr", start, reported.append)
    toggle = dialog.toggle_buttons[field]
    press(dialog, toggle)
    press(dialog, toggle)
    flipped = start.with_value(field, not start.value(field))
    assert reported == [flipped, start]


def test_choosing_english_reports_it_and_relabels_the_dialog(
    manager: pygame_gui.UIManager,
) -> None:
    reported: list[Settings] = []
    dialog = OptionsDialog(manager, SIZE, "fr", Settings(), reported.append)
    press(dialog, dialog.choice_buttons["language"][1])
    assert reported == [Settings(language="en")]
    assert dialog.title == _("Options")("en")
    assert dialog.close_button.text == _("Fermer")("en")
    assert dialog.is_open


def test_the_options_say_level_and_rules_wait_for_the_next_game(
    manager: pygame_gui.UIManager,
) -> None:
    dialog = OptionsDialog(manager, SIZE, "fr", Settings(), lambda settings: None)
    texts = [element.text for element in dialog.content.elements if hasattr(element, "text")]
    assert _("Le niveau et les règles s'appliquent à partir de la prochaine partie.")("fr") in texts


def test_stats_show_the_figures(manager: pygame_gui.UIManager) -> None:
    stats = Stats(games_played=8, games_won=3, lowest_score=41, current_streak=1, best_streak=2,
                  record_hard=41, record_expert=47)
    dialog = StatsDialog(manager, SIZE, "fr", stats, lambda: None)
    values = [label.text for label in dialog.value_labels]
    assert values == ["8", "3", "38\u00a0%", "41", "1", "2", "—", "—", "41", "47"]


def test_reset_asks_first_and_only_a_confirmation_resets(manager: pygame_gui.UIManager) -> None:
    resets: list[bool] = []
    stats = Stats(games_played=5, games_won=2, lowest_score=30, current_streak=0, best_streak=2,
                  record_easy=30)
    dialog = StatsDialog(manager, SIZE, "fr", stats, lambda: resets.append(True))
    press(dialog, dialog.reset_button)
    assert resets == []
    assert dialog.confirming
    press(dialog, dialog.keep_button)  # Annuler: nothing erased
    assert resets == []
    assert not dialog.confirming
    assert dialog.value_labels[0].text == "5"
    press(dialog, dialog.reset_button)
    press(dialog, dialog.erase_button)
    assert resets == [True]
    assert dialog.is_open
    assert [label.text for label in dialog.value_labels[:3]] == ["0", "0", "0\u00a0%"]


def test_escape_withdraws_the_question_before_closing(manager: pygame_gui.UIManager) -> None:
    resets: list[bool] = []
    dialog = StatsDialog(manager, SIZE, "fr", Stats(), lambda: resets.append(True))
    press(dialog, dialog.reset_button)
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0)
    dialog.process_event(escape)
    assert dialog.is_open and not dialog.confirming
    dialog.process_event(escape)
    assert not dialog.is_open
    assert resets == []
