"""--speech-log on a device that is full (issue 43, case 3): the first line spoken crashed
the game; now the log stops itself with one sentence in the player's language, on the
standard error where the command line speaks, and the game and its voice go on."""

from __future__ import annotations

from pathlib import Path

import pytest

from hearts.i18n import french_typography
from hearts.ui.kit.speech import Recording, Speaker
from tests.helpers.window import MakeApp, settle

FULL = Path("/dev/full")
pytestmark = pytest.mark.skipif(not FULL.exists(), reason="needs /dev/full (Linux)")


def test_a_full_log_stops_itself_in_one_sentence_and_the_voice_goes_on(
        capsys: pytest.CaptureFixture[str]) -> None:
    voice = Recording()
    speaker = Speaker(lambda: voice, threaded=False, log=FULL, lang=lambda: "fr")
    speaker.say("Vous jouez le 2 de trèfle.")
    speaker.say("Ouest joue le roi de trèfle.")
    speaker.close()
    told = capsys.readouterr().err.strip().splitlines()
    assert told == [french_typography("Le journal de la parole ne peut plus être écrit "
                                      "(disque plein) : il s'arrête, le jeu continue.")]
    assert voice.lines == ["Vous jouez le 2 de trèfle.", "Ouest joue le roi de trèfle."]
    assert speaker.log is None


def test_the_sentence_is_in_the_player_s_language(capsys: pytest.CaptureFixture[str]) -> None:
    speaker = Speaker(lambda: None, threaded=False, log=FULL, lang=lambda: "en")
    speaker.say("Hello.")
    assert "disk full" in capsys.readouterr().err


def test_a_window_speaking_to_a_full_log_plays_on(make_app: MakeApp,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    app = make_app(deal=5, speech=True, speech_log=FULL)
    settle(app)
    assert app.running
    assert app.narrator.speaker.log is None
    assert capsys.readouterr().err.count("journal de la parole") == 1
