"""The bots' pace in four steps (Lent, Normal, Rapide, Très rapide): chosen in Options, saved,
read from an old file's `fast`, scaling the pauses and the flights; the table's Rapide button
switches between the calm step last chosen and Rapide."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from hearts.choices import PACES
from hearts.store import FileKind, Settings, Store
from hearts.ui.dialogs import OptionsDialog
from hearts.ui.table.show import timing_for
from tests.helpers.window import MakeApp, click_button, press, settle


def write_settings(home: Path, content: dict[str, object]) -> None:
    """A settings file in *home* with *content*."""
    path = Store(home).path(FileKind.SETTINGS)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"schema": 1, **content}), encoding="utf-8")


@pytest.mark.parametrize(("fast", "pace"), [(True, "fast"), (False, "normal")])
def test_an_old_file_s_fast_is_read_as_the_rapide_step(
        tmp_path: Path, fast: bool, pace: str) -> None:
    write_settings(tmp_path, {"felt": "red", "fast": fast})
    loaded = Store(tmp_path).load_settings()
    assert (loaded.pace, loaded.calm_pace, loaded.felt) == (pace, "normal", "red")
    assert loaded.is_quick is fast
    assert "fast" not in loaded.to_json_dict()


def test_a_saved_pace_wins_over_an_old_fast(tmp_path: Path) -> None:
    write_settings(tmp_path, {"fast": True, "pace": "slow", "calm_pace": "slow"})
    assert Store(tmp_path).load_settings().pace == "slow"


def test_each_step_is_quicker_than_the_one_before_for_pauses_and_flights() -> None:
    timings = [timing_for(Settings(pace=pace), 1.0) for pace in PACES]
    for slower, quicker in itertools.pairwise(timings):
        assert quicker.bot_pause < slower.bot_pause
        assert quicker.play < slower.play
        assert quicker.trick_linger <= slower.trick_linger  # MIN_TRICK_LINGER at the quickest
        assert quicker.deal_card < slower.deal_card
    assert timings[PACES.index("normal")] == timing_for(Settings(), 1.0)


def test_options_offer_four_steps_and_a_calm_one_is_remembered(make_app: MakeApp,
                                                               tmp_path: Path) -> None:
    app = make_app(deal=12)
    app.dialogs.action_options()
    settle(app)
    options = app.dialog
    assert isinstance(options, OptionsDialog)
    steps = options.choice_buttons["pace"]
    assert len(steps) == 4 and steps[1].is_selected
    press(options, steps[0])  # Lent
    settle(app)
    assert (app.controller.settings.pace, app.controller.settings.calm_pace) == ("slow", "slow")
    press(options, steps[3])  # Très rapide: the calm step stays Lent
    settle(app)
    assert (app.controller.settings.pace, app.controller.settings.calm_pace) == ("faster",
                                                                               "slow")
    options.close()
    settle(app)
    assert app.table_buttons.side["fast"].is_selected  # Très rapide is quick too
    app.controller.flush_saves()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert (saved["pace"], saved["calm_pace"]) == ("faster", "slow")


def test_rapide_switches_between_the_calm_step_chosen_and_rapide(make_app: MakeApp) -> None:
    app = make_app(deal=12)
    app.controller.apply_settings(Settings().with_value("pace", "slow"))
    settle(app)
    button = app.table_buttons.side["fast"]
    assert not button.is_selected
    click_button(app, "fast")
    assert app.controller.settings.pace == "fast" and button.is_selected
    click_button(app, "fast")
    assert app.controller.settings.pace == "slow" and not button.is_selected
    assert "lent" in app.controller.message_text().lower()
