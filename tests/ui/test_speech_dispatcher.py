"""On Linux, the game speaks through speech-dispatcher with espeak-ng when both are installed
(Debian's speech-dispatcher and espeak-ng packages), in each of its languages; skipped
otherwise. A speech-dispatcher without a sound device never finishes a sentence: a short
probe finds that out, and the speaking test is skipped rather than left hanging."""

from __future__ import annotations

import shutil
import subprocess
import sys
import wave
from pathlib import Path
from typing import Final

import pytest

from hearts.engine import Card, Seat
from hearts.i18n import LANGUAGES
from hearts.ui.kit.speech import SpdSayVoice, Speaker
from hearts.ui.table.narration import played_sentence

SPD_SAY: Final = shutil.which("spd-say")
ESPEAK: Final = shutil.which("espeak-ng")
PROBE_SECONDS: Final = 8.0  # an answering speech-dispatcher says two words in about 1 s
QUEEN: Final = Card.parse("QS")

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux") or SPD_SAY is None or ESPEAK is None,
    reason="speech-dispatcher and espeak-ng are not installed (apt install speech-dispatcher "
           "espeak-ng)")


def sentence(lang: str) -> str:
    """What the game says when West plays the queen of spades, in *lang*."""
    return played_sentence(Seat.WEST, QUEEN)(lang)


@pytest.fixture(scope="module")
def dispatcher() -> str:
    """spd-say, once speech-dispatcher has said a word to its end through espeak-ng; a skip
    where it does not within PROBE_SECONDS (no sound device: it never answers)."""
    assert SPD_SAY is not None
    try:
        probe = subprocess.run([SPD_SAY, "-w", "-o", "espeak-ng", "-l", "fr", "--",
                                "Dame de pique"], capture_output=True, timeout=PROBE_SECONDS)
    except subprocess.TimeoutExpired:
        pytest.skip("speech-dispatcher does not finish a sentence here (no sound device?)")
    if probe.returncode != 0:
        pytest.skip(f"speech-dispatcher refuses to speak here: {probe.stderr!r}")
    return SPD_SAY


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
