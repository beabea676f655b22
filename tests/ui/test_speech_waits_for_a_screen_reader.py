"""Prism stays unloaded while speech is off and no screen reader runs (issue 44, memory):
the first start's sentence for a screen reader alone asks in a short-lived child process
whether one runs, and only then opens Prism (some 12 MB) in the window's process; the
system's voice opens when speech is turned on."""

from __future__ import annotations

import functools
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from hearts.ui.kit import speech
from hearts.ui.kit.speech import Recording, Speaker, Voice, asked_apart, screen_reader_voice

ROOT = Path(__file__).resolve().parents[2]


class Opened:
    """An opener that counts its calls and gives *voice*."""

    def __init__(self, voice: Voice | None) -> None:
        self.voice = voice
        self.calls = 0

    def __call__(self) -> Voice | None:
        self.calls += 1
        return self.voice


def test_no_screen_reader_leaves_the_voice_unopened_until_speech_is_on() -> None:
    system, reader = Opened(Recording()), Opened(None)
    speaker = Speaker(system, threaded=False, reader=reader)
    speaker.say("F2", reader_only=True)
    assert (reader.calls, system.calls) == (1, 0)
    assert not speaker.failed and not speaker.opened
    speaker.say("Ouest joue.")  # speech turned on: the system's voice opens now
    assert system.calls == 1
    assert isinstance(system.voice, Recording) and system.voice.lines == ["Ouest joue."]


def test_a_screen_reader_found_is_the_voice_from_then_on() -> None:
    found = Recording(screen_reader=True)
    system, reader = Opened(Recording()), Opened(found)
    speaker = Speaker(system, threaded=False, reader=reader)
    speaker.say("F2", reader_only=True)
    speaker.say("Ouest joue.")
    assert found.lines == ["F2", "Ouest joue."]
    assert (reader.calls, system.calls) == (1, 0)


def test_the_question_is_answered_in_another_process() -> None:
    assert asked_apart(functools.partial(bool, 1)) is True
    assert asked_apart(functools.partial(bool, 0)) is False


def test_no_screen_reader_in_the_child_never_loads_prism_here(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(speech, "prism_expected", lambda: True)
    monkeypatch.setattr(speech, "asked_apart", lambda question: False)

    def loaded() -> Voice | None:
        raise AssertionError("Prism loaded in the window's process")

    monkeypatch.setattr(speech, "prism_voice", loaded)
    assert screen_reader_voice() is None


@pytest.mark.skipif(not speech.prism_expected(), reason="no Prism wheel for this system")
def test_the_first_start_with_speech_off_leaves_prism_unloaded(tmp_path: Path) -> None:
    script = textwrap.dedent("""
        import sys
        from hearts.ui.config import AppConfig
        from hearts.ui.table.speech.narrator import speaker_for

        speaker = speaker_for(AppConfig(threads=False), lambda: "fr")
        speaker.say("Touche F2 : lire à voix haute.", reader_only=True)
        print("prism" in sys.modules)
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=True)
    assert done.stdout.strip() == "False"
