"""Play by ear: a whole game played by keyboard with speech on is heard, every card played,
every trick's taker and every hand's result in the transcript, in each of the six languages
with its catalogue's card grammar; F2
turns speech on and off over any screen; no voice is said once, on the message line; the
earcons mark South's turn, hearts broken, the queen of spades and points taken."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from hearts.engine import Phase, TrickTaken
from hearts.i18n import LANGUAGES, _
from hearts.ui.app import App
from hearts.ui.dialogs import OptionsDialog
from hearts.ui.dialogs.options import CHECKED
from hearts.ui.kit.sound import Sounds
from hearts.ui.kit.speech import Recording
from hearts.ui.table.panels.game_over import GameOverPanel
from hearts.ui.table.panels.hand_over import HandOverPanel
from hearts.ui.table.speech.narration import (
    card_name,
    game_over_sentence,
    played_sentence,
    trick_sentence,
)
from hearts.ui.table.speech.narrator import (
    HOW_TO_HEAR,
    NO_VOICE,
    SPEECH_OFF,
    SPEECH_ON,
    hand_result_sentence,
)
from hearts.ui.table.speech.reading import YOUR_TURN
from tests.helpers.window import SOUTH, MakeApp, settle


def press(app: App, key: int) -> None:
    """One key, as a person presses it, then the table at rest."""
    app.press(key)
    settle(app)


def play_a_turn_by_keys(app: App) -> None:
    """South's move by keyboard: three cards raised and passed, or the focused card played."""
    controller = app.controller
    if controller.choices.is_choosing_pass():
        for _ in range(3):
            press(app, pygame.K_RIGHT)
            press(app, pygame.K_RETURN)
        press(app, pygame.K_p)
    elif controller.host.match.phase is Phase.PLAYING and controller.host.match.turn is SOUTH:
        press(app, pygame.K_RIGHT)
        press(app, pygame.K_RETURN)
    else:
        settle(app)


def expected_hand(tricks: tuple[TrickTaken, ...], lang: str) -> list[str]:
    """What a hand's tricks must have said, in order."""
    said = []
    for trick in tricks:
        said += [played_sentence(seat, card, SOUTH)(lang) for seat, card in trick.plays]
        said.append(trick_sentence(trick.winner, trick.points, SOUTH)(lang))
    return said


def in_order(wanted: list[str], heard: list[str]) -> list[str]:
    """The sentences of *wanted* not heard in that order (a subsequence of *heard*)."""
    lines = iter(heard)
    return [sentence for sentence in wanted if not any(sentence in line for line in lines)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_whole_game_played_by_keys_is_heard(make_app: MakeApp, lang: str,
                                               tmp_path: Path) -> None:
    voice = Recording()
    log = tmp_path / "speech.log"
    app = make_app(deal=5, lang=lang, speech=True, voice=lambda: voice, speech_log=log)
    controller = app.controller
    wanted: list[str] = []
    for _turn in range(3000):
        top = app.dialog
        if isinstance(top, GameOverPanel):
            break
        if isinstance(top, HandOverPanel):
            match = controller.host.match
            wanted += expected_hand(match.tricks, lang)
            wanted.append(hand_result_sentence(len(match.score_sheet), match.score_sheet[-1],
                                               match.totals, SOUTH)(lang))
            press(app, pygame.K_RETURN)  # Continuer
            continue
        play_a_turn_by_keys(app)
    else:
        raise AssertionError("the game never ended")
    match = controller.host.match
    wanted += expected_hand(match.tricks, lang)
    wanted.append(game_over_sentence(match.winners, SOUTH)(lang))
    assert in_order(wanted, voice.lines) == []
    assert len(wanted) > 4 * 13 * 5  # every card of every hand, and more
    assert any(line.startswith(YOUR_TURN(lang)) for line in voice.lines)
    if lang != "fr":  # the language's own words and card grammar, never the French ids'
        assert YOUR_TURN(lang) != YOUR_TURN("fr")
        heard = "\n".join(voice.lines)
        french = {card_name(card, "fr") for trick in match.tricks for _seat, card in trick.plays}
        assert not [name for name in french if name in heard]
    assert voice.interrupted > 0  # the player's keys cut the old speech short
    assert log.read_text(encoding="utf-8").splitlines() == voice.lines


class HeardSounds(Sounds):
    """Sounds that write the effect they start into a transcript, between its lines."""

    def __init__(self, transcript: list[str]) -> None:
        super().__init__(enabled=True, earcons=True)
        self.transcript = transcript

    def start(self, name: str) -> None:
        self.transcript.append(f"♪{name}")


def lines_after(sound: str, heard: list[str]) -> list[str]:
    """The line next to each time *sound* started: the one after it."""
    return [heard[i + 1] for i, line in enumerate(heard[:-1]) if line == f"♪{sound}"]


def lines_before(sound: str, heard: list[str]) -> list[str]:
    """The line said just before each time *sound* started."""
    return [heard[i - 1] for i, line in enumerate(heard) if i and line == f"♪{sound}"]


def test_earcons_mark_the_turn_hearts_the_queen_and_points(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=5, speech=True, voice=lambda: voice)
    app.controller.show.sounds = HeardSounds(voice.lines)
    for _turn in range(400):
        if isinstance(app.dialog, HandOverPanel):
            break
        play_a_turn_by_keys(app)
    heard, match = voice.lines, app.controller.host.match
    turns = [line for line in heard if line.startswith(YOUR_TURN("fr"))]
    assert len(turns) == 13 and lines_after("cue_turn", heard) == turns
    queen = next(played_sentence(seat, card, SOUTH)("fr") for trick in match.tricks
                 for seat, card in trick.plays if card.code == "QS")
    assert lines_before("cue_queen", heard) == [queen]
    assert lines_before("cue_hearts", heard) == [_("Les cœurs sont ouverts !")("fr")]
    assert lines_before("cue_points", heard) == [
        trick_sentence(trick.winner, trick.points, SOUTH)("fr") for trick in match.tricks
        if trick.points]
    assert not {"♪queen", "♪hearts_broken"} & set(heard)  # the earcons stand in for them
    press(app, pygame.K_F2)  # speech off: the effects again, and no cue
    assert not app.controller.show.sounds.earcons
    assert app.controller.show.sounds.effect_for("queen") == "queen"
    assert app.controller.show.sounds.effect_for("your_turn") is None


def test_the_arrows_say_the_card_and_a_dialog_its_title(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=21, speech=True, voice=lambda: voice)
    card = app.controller.scene.hand[1]
    press(app, pygame.K_RIGHT)  # the first card marked
    assert voice.lines[-1] == card_name(app.controller.scene.hand[0], "fr")
    press(app, pygame.K_RIGHT)  # passing: any card, the second now
    assert app.controller.choices.focused_card() == card
    assert voice.lines[-1] == card_name(card, "fr")
    press(app, pygame.K_RETURN)
    assert voice.lines[-1] == _("{card}, levée pour la passe.")("fr", card=card_name(card, "fr"))
    app.dialogs.action_options()
    settle(app)
    assert voice.lines[-1] == "Options"
    press(app, pygame.K_TAB)
    assert voice.lines[-1].endswith("vert")


def test_the_arrows_say_the_card_they_reach_even_the_only_playable_one(
        make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=7, speech=True, voice=lambda: voice)
    for _turn in range(40):
        playable = app.controller.choices.playable()
        if playable is not None and len(playable) == 1:
            break
        play_a_turn_by_keys(app)
    else:
        raise AssertionError("South never had a single card to play")
    (card,) = playable
    said = _("{card}, jouable.")("fr", card=card_name(card, "fr"))
    for _press in range(2):
        heard = len(voice.lines)
        press(app, pygame.K_RIGHT)
        assert voice.lines[heard:] == [said]


def test_a_panel_says_the_button_enter_presses(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=5, speech=True, voice=lambda: voice)
    for _turn in range(400):
        if isinstance(app.dialog, HandOverPanel):
            break
        play_a_turn_by_keys(app)
    panel = app.dialog
    assert isinstance(panel, HandOverPanel)
    title, control = panel.spoken()
    assert control == panel.continue_button.text
    assert voice.lines[-2:] == [title, control]


def test_f2_turns_speech_on_and_off_over_a_dialog(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=3, voice=lambda: voice)
    assert not app.controller.settings.speech
    assert voice.lines == []
    app.dialogs.action_rules()
    settle(app)
    press(app, pygame.K_F2)
    assert app.controller.settings.speech
    assert SPEECH_ON("fr") in voice.lines
    assert app.dialog is not None
    assert voice.lines[-2:] == list(app.dialog.spoken())  # turned on: where the player is
    press(app, pygame.K_F2)
    assert not app.controller.settings.speech
    assert voice.lines[-1] == SPEECH_OFF("fr")
    assert app.controller.store.load_settings().speech is False


def test_without_speech_the_first_start_says_how_to_hear(make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=3, voice=lambda: voice)
    assert "F2" in app.controller.message_text()
    assert voice.lines == []


def test_no_voice_is_said_once_on_the_message_line(make_app: MakeApp) -> None:
    app = make_app(deal=3, speech=True, voice=lambda: None)
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_LEFT)
    assert app.controller.message_text().count(NO_VOICE("fr")) == 1
    assert app.narrator.speaker.failed


def test_a_screen_reader_says_how_to_hear_at_the_first_start(make_app: MakeApp) -> None:
    voice = Recording(screen_reader=True)
    app = make_app(deal=3, voice=lambda: voice)
    assert voice.lines == [HOW_TO_HEAR("fr")]
    press(app, pygame.K_RIGHT)
    assert voice.lines == [HOW_TO_HEAR("fr")]  # speech itself is still off


def test_f2_over_options_ticks_its_toggle_and_the_next_change_keeps_it(
        make_app: MakeApp) -> None:
    voice = Recording()
    app = make_app(deal=3, voice=lambda: voice)
    app.dialogs.action_options()
    settle(app)
    dialog = app.dialog
    assert isinstance(dialog, OptionsDialog)
    press(app, pygame.K_F2)
    assert dialog.toggle_buttons["speech"].text.startswith(CHECKED)
    dialog.change("sound", False)  # a later change in the dialog
    assert app.controller.settings.speech
    assert not app.controller.settings.sound
