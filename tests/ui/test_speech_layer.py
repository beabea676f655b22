"""The speech layer: a voice behind one interface, spoken to off the loop's thread, a log
of every line, and silence (with `failed` set once) where no voice exists."""

from __future__ import annotations

import functools
import os
import sys
import threading
import time
import types
from pathlib import Path

import pytest

from hearts.ui.kit import speech
from hearts.ui.kit.speech import (
    SYSTEM_VOICES,
    PrismVoice,
    Recording,
    SpdSayVoice,
    Speaker,
    Voice,
    prism_expected,
    prism_failure,
    prism_voice,
)
from hearts.ui.selftest import check_speech


def wait_for(condition: object, seconds: float = 5.0) -> None:
    """Wait until *condition* (a callable) is true: the speech thread is asynchronous."""
    assert callable(condition)
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "the speech thread did not answer"
        time.sleep(0.01)


def test_threaded_speaker_speaks_in_order_on_another_thread() -> None:
    voice = Recording()
    speaker = Speaker(lambda: voice)
    for line in ("un", "deux", "trois"):
        speaker.say(line)
    wait_for(lambda: len(voice.lines) == 3)
    speaker.close()
    assert voice.lines == ["un", "deux", "trois"]
    assert voice.interrupted == 0


class SlowVoice(Recording):
    """A voice that takes its time, as a real one does."""

    def say(self, text: str, interrupt: bool) -> None:
        time.sleep(0.2)
        super().say(text, interrupt)


def test_saying_never_waits_for_the_voice() -> None:
    voice = SlowVoice()
    speaker = Speaker(lambda: voice)
    start = time.monotonic()
    for index in range(10):
        speaker.say(f"phrase {index}")
    assert time.monotonic() - start < 0.1
    speaker.close()


def test_an_interruption_drops_what_waits() -> None:
    voice = SlowVoice()
    speaker = Speaker(lambda: voice)
    for index in range(5):
        speaker.say(f"ancienne {index}")
    speaker.say("nouvelle", interrupt=True)
    wait_for(lambda: "nouvelle" in voice.lines)
    speaker.close()
    assert len(voice.lines) < 6
    assert voice.lines[-1] == "nouvelle"
    assert voice.interrupted == 1


def test_no_voice_fails_once_and_silently(tmp_path: Path) -> None:
    opened: list[int] = []

    def none() -> Voice | None:
        opened.append(1)
        return None

    speaker = Speaker(none, threaded=False, log=tmp_path / "speech.log")
    speaker.say("Ouest joue le valet de cœur.")
    speaker.say("Nord joue la dame de pique.")
    speaker.close()
    assert speaker.failed
    assert opened == [1]
    assert (tmp_path / "speech.log").read_text(encoding="utf-8").splitlines() == [
        "Ouest joue le valet de cœur.", "Nord joue la dame de pique."]


class BrokenVoice(Recording):
    """A screen reader that went away."""

    def say(self, text: str, interrupt: bool) -> None:
        raise OSError("gone")


def test_a_voice_that_fails_goes_quiet() -> None:
    speaker = Speaker(BrokenVoice, threaded=False)
    speaker.say("un")
    speaker.say("deux")
    assert speaker.failed
    assert speaker.voice is None


def test_the_log_keeps_one_line_per_sentence(tmp_path: Path) -> None:
    log = tmp_path / "speech.log"
    speaker = Speaker(Recording, threaded=False, log=log)
    speaker.say("Le valet\nde cœur")
    speaker.say("   ")
    speaker.close()
    assert log.read_bytes() == "Le valet de cœur\n".encode()


def test_spd_say_gets_the_language_and_the_text(tmp_path: Path) -> None:
    called = tmp_path / "called"
    program = tmp_path / "spd-say"
    program.write_text(f'#!/bin/sh\nprintf "%s|" "$@" >> {called}\necho >> {called}\n')
    os.chmod(program, 0o755)
    voice = SpdSayVoice(str(program), lambda: "de")
    voice.say("-Pik-Dame", interrupt=True)
    assert called.read_text().splitlines() == ["--cancel|", "-l|de|--|-Pik-Dame|"]


class FakeBackend:
    """Prism's Backend, as far as the game uses it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.said: list[tuple[str, bool]] = []

    def output(self, text: str, interrupt: bool) -> None:
        self.said.append((text, interrupt))

    def stop(self) -> None:
        """Silence."""


class FakeContext:
    """Prism's Context: the best backend, and the ids of the backends by name."""

    best = "NVDA"

    def acquire_best(self) -> FakeBackend:
        return FakeBackend(self.best)

    def id_of(self, name: str) -> object:
        return FAKE_IDS[name]


FAKE_IDS = {"NVDA": "NVDA", "SAPI": "SAPI", "Speech Dispatcher": "SPEECH_DISPATCHER"}


def fake_prism(monkeypatch: pytest.MonkeyPatch, best: str) -> None:
    """A prism module whose best backend is *best*."""
    module = types.ModuleType("prism")
    context = type("Context", (FakeContext,), {"best": best})
    module.Context = context  # type: ignore[attr-defined]
    module.BackendId = {name: name for name in FAKE_IDS.values()} | {  # type: ignore[attr-defined]
        name: name for name in SYSTEM_VOICES}
    module.PrismError = RuntimeError  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "prism", module)


@pytest.mark.parametrize(("best", "reader"), [("NVDA", True), ("SAPI", False),
                                              ("Speech Dispatcher", False)])
def test_prism_tells_a_screen_reader_from_the_system_voice(
        monkeypatch: pytest.MonkeyPatch, best: str, reader: bool) -> None:
    fake_prism(monkeypatch, best)
    voice = prism_voice()
    assert isinstance(voice, PrismVoice)
    assert voice.screen_reader is reader
    assert isinstance(voice.context, FakeContext)  # kept: its registry holds the backend
    voice.say("Ouest joue.", True)
    assert voice.backend.said == [("Ouest joue.", True)]


def test_a_line_for_a_screen_reader_only_is_said_by_one_alone(tmp_path: Path) -> None:
    reader, system = Recording(screen_reader=True), Recording()
    for voice in (reader, system):
        speaker = Speaker(functools.partial(lambda kept: kept, voice), threaded=False,
                          log=tmp_path / "log")
        speaker.say("F2", reader_only=True)
        speaker.close()
        assert (tmp_path / "log").read_text(encoding="utf-8") == ""
    assert reader.lines == ["F2"]
    assert system.lines == []


def test_no_voice_found_for_a_screen_reader_line_is_no_failure_yet() -> None:
    speaker = Speaker(lambda: None, threaded=False)
    speaker.say("F2", reader_only=True)
    assert not speaker.failed
    speaker.say("Ouest joue.")
    assert speaker.failed


def test_a_voice_that_hangs_is_given_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(speech, "PATIENCE", 0.2)
    release = threading.Event()

    def hanging() -> Voice | None:
        release.wait(5)  # speech-dispatcher without a sound device: no answer
        return Recording()

    speaker = Speaker(hanging)
    speaker.say("Ouest joue.")
    assert not speaker.stalled(time.monotonic())
    time.sleep(0.3)
    assert speaker.stalled(time.monotonic())
    speaker.say("Nord joue.")  # given up: nothing more is queued
    release.set()
    speaker.close()
    assert speaker.failed


def test_prism_loads_wherever_it_has_a_wheel() -> None:
    if not prism_expected():
        pytest.skip("Prism has no wheel for this system: speech-dispatcher's spd-say instead")
    assert prism_failure() is None


def test_a_self_test_that_speaks_fails_when_prism_does_not_load(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "prism", None)  # as a bundle without it: ImportError
    monkeypatch.setattr(speech, "prism_expected", lambda: True)
    assert "prism" in str(speech.prism_failure())
    with pytest.raises(AssertionError, match="Prism"):
        check_speech()


def test_the_middle_dots_that_separate_what_is_shown_are_said_as_pauses() -> None:
    """« · » splits a shown line into parts; a voice would read the symbol out."""
    voice = Recording()
    speaker = Speaker(lambda: voice, threaded=False)
    speaker.say("Votre choix : l'as de trèfle · le meilleur : le 6 de pique · environ 11,3 points")
    assert voice.lines == ["Votre choix : l'as de trèfle, le meilleur : le 6 de pique, "
                           "environ 11,3 points"]
