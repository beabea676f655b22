"""On Linux, the game speaks through speech-dispatcher with espeak-ng when both are installed
(Debian's speech-dispatcher and espeak-ng packages), in each of its languages; skipped
otherwise. A speech-dispatcher without a sound device never finishes a sentence: a short
probe finds that out, and the speaking test is skipped rather than left hanging."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import wave
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pytest

from hearts.engine import Card, Seat
from hearts.i18n import LANGUAGES
from hearts.ui.kit.speech import SpdSayVoice, Speaker
from hearts.ui.table.speech.narration import played_sentence

SPD_SAY: Final = shutil.which("spd-say")
DAEMON: Final = shutil.which("speech-dispatcher")
ESPEAK: Final = shutil.which("espeak-ng")
PROBE_SECONDS: Final = 8.0  # an answering speech-dispatcher says two words in about 1 s
QUEEN: Final = Card.parse("QS")

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or None in (SPD_SAY, DAEMON, ESPEAK),
    reason="speech-dispatcher and espeak-ng are not installed (apt install speech-dispatcher "
           "espeak-ng)")


def sentence(lang: str) -> str:
    """What the game says when West plays the queen of spades, in *lang*."""
    return played_sentence(Seat.WEST, QUEEN, Seat.SOUTH)(lang)


@pytest.fixture(scope="module")
def dispatcher(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """spd-say, talking to a speech-dispatcher of the test's own (ended after it) once it
    has said a word to its end through espeak-ng; a skip where it does not within
    PROBE_SECONDS (no sound device: it never answers)."""
    assert SPD_SAY is not None and DAEMON is not None
    folder = tmp_path_factory.mktemp("speechd")
    socket = folder / "speechd.sock"
    daemon = subprocess.Popen([DAEMON, "--run-single", "--communication-method", "unix_socket",
                               "--socket-path", str(socket), "--log-dir", str(folder),
                               "--pid-file", str(folder / "speechd.pid"),
                               "--timeout", "30"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)  # its modules ended with it
    address = os.environ.get("SPEECHD_ADDRESS")
    os.environ["SPEECHD_ADDRESS"] = f"unix_socket:{socket}"  # spd-say's, and the game's
    try:
        yield answering(SPD_SAY, socket)
    finally:
        if address is None:
            del os.environ["SPEECHD_ADDRESS"]
        else:
            os.environ["SPEECHD_ADDRESS"] = address
        os.killpg(daemon.pid, signal.SIGKILL)
        daemon.wait(timeout=10)


def answering(program: str, socket: Path) -> str:
    """*program* once the daemon listens on *socket* and finishes a sentence, else a skip."""
    deadline = time.monotonic() + PROBE_SECONDS
    while not socket.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        probe = subprocess.run([program, "-w", "-o", "espeak-ng", "-l", "fr", "--",
                                "Dame de pique"], capture_output=True,
                               timeout=max(1.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        pytest.skip("speech-dispatcher does not finish a sentence here (no sound device?)")
    if probe.returncode != 0:
        pytest.skip(f"speech-dispatcher refuses to speak here: {probe.stderr!r}")
    return program


@pytest.mark.parametrize("lang", LANGUAGES)
def test_espeak_ng_says_the_game_s_sentences_in_each_language(lang: str,
                                                              tmp_path: Path) -> None:
    assert ESPEAK is not None
    spoken = tmp_path / f"{lang}.wav"
    subprocess.run([ESPEAK, "-v", lang, "-w", str(spoken), "--", sentence(lang)], check=True,
                   capture_output=True, timeout=30)
    with wave.open(str(spoken), "rb") as heard:
        assert heard.getnframes() / heard.getframerate() > 0.8, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_game_speaks_through_speech_dispatcher(dispatcher: str, lang: str) -> None:
    speaker = Speaker(lambda: SpdSayVoice(dispatcher, lambda: lang), threaded=False)
    speaker.say(sentence(lang))
    speaker.say(sentence(lang), interrupt=True)
    assert speaker.voice is not None and not speaker.failed
    speaker.close()
