"""The committed sound effects: present, well-formed, click-free, and regenerated exactly."""

from __future__ import annotations

import importlib.util
import math
import sys
import wave
from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from types import ModuleType

import pygame
import pytest

from hearts.resources import sounds_dir

TOOL = Path(__file__).resolve().parents[2] / "tools" / "make_sounds.py"

# The longest each effect may last, in seconds.
MAX_SECONDS = {
    "play": 1.0,
    "deal": 1.0,
    "pass": 1.0,
    "trick": 1.0,
    "hearts_broken": 1.0,
    "queen": 1.0,
    "moon": 1.0,
    "win": 3.0,
    "lose": 3.0,
    "cue_turn": 0.35,
    "cue_hearts": 0.35,
    "cue_queen": 0.35,
    "cue_points": 0.35,
}
EARCONS = ("cue_turn", "cue_hearts", "cue_queen", "cue_points")
FULL_SCALE = 32768
EDGE_SAMPLES = 5
EDGE_LIMIT = FULL_SCALE // 100  # within 1% of silence: no click when the sound starts or stops


@dataclass(frozen=True)
class Wav:
    """What a WAV file holds: its format and its 16-bit samples (channels interleaved)."""

    rate: int
    channels: int
    width: int
    frames: int
    samples: array[int]

    @property
    def seconds(self) -> float:
        """How long the sound lasts."""
        return self.frames / self.rate


def read_wav(name: str) -> Wav:
    """The committed effect *name* (e.g. 'play'), read with the standard wave module."""
    with wave.open(str(sounds_dir() / f"{name}.wav"), "rb") as wav:
        params = wav.getparams()
        samples = array("h", wav.readframes(params.nframes))
    if sys.byteorder == "big":
        samples.byteswap()
    return Wav(params.framerate, params.nchannels, params.sampwidth, params.nframes, samples)


def dbfs(level: int) -> float:
    """A sample magnitude in decibels relative to full scale."""
    return 20.0 * math.log10(level / FULL_SCALE)


def load_tool() -> ModuleType:
    """tools/make_sounds.py imported as a module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("make_sounds", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", sorted(MAX_SECONDS))
def test_effect_is_a_44k_16bit_wav_within_its_length(name: str) -> None:
    wav = read_wav(name)
    assert (wav.rate, wav.width) == (44100, 2)
    assert wav.channels in (1, 2)
    assert 0.05 < wav.seconds < MAX_SECONDS[name]
    assert len(wav.samples) == wav.frames * wav.channels


@pytest.mark.parametrize("name", sorted(MAX_SECONDS))
def test_effect_is_normalised_without_clipping(name: str) -> None:
    samples = read_wav(name).samples
    assert max(samples) < 32767 and min(samples) > -32768
    peak = max(abs(s) for s in samples)
    assert -4.5 < dbfs(peak) < -1.5  # about -3 dBFS


@pytest.mark.parametrize("name", sorted(MAX_SECONDS))
def test_effect_starts_and_ends_silent(name: str) -> None:
    wav = read_wav(name)
    edge = EDGE_SAMPLES * wav.channels
    assert all(abs(s) <= EDGE_LIMIT for s in wav.samples[:edge])
    assert all(abs(s) <= EDGE_LIMIT for s in wav.samples[-edge:])


def test_card_play_is_short_and_deal_is_a_riffle_length() -> None:
    assert 0.06 <= read_wav("play").seconds <= 0.2
    assert 0.6 <= read_wav("deal").seconds <= 0.9


def crossings_per_second(wav: Wav) -> float:
    """How often the signal crosses zero: a rough measure of how high or bright it sounds."""
    samples = wav.samples
    return sum((a < 0) != (b < 0) for a, b in pairwise(samples)) / wav.seconds


def test_the_earcons_are_the_window_s_and_each_unlike_the_others() -> None:
    from hearts.ui.kit.sound import EARCONS as WINDOW_EARCONS

    assert sorted(WINDOW_EARCONS.values()) == sorted(EARCONS)
    brightness = sorted(crossings_per_second(read_wav(name)) for name in EARCONS)
    assert all(high > 1.4 * low for low, high in pairwise(brightness)), brightness


@pytest.fixture(scope="module")
def mixer() -> Iterator[None]:
    """An initialised pygame mixer, or a skip where this machine has no usable audio driver."""
    try:
        pygame.mixer.init(frequency=44100, size=-16, channels=2)
    except pygame.error as error:
        pytest.skip(f"pygame.mixer.init() failed on this machine: {error}")
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("name", sorted(MAX_SECONDS))
def test_effect_loads_in_pygame(mixer: None, name: str) -> None:
    sound = pygame.mixer.Sound(str(sounds_dir() / f"{name}.wav"))
    assert sound.get_length() == pytest.approx(read_wav(name).seconds, abs=0.01)


def test_script_regenerates_the_committed_files_byte_for_byte(tmp_path: Path) -> None:
    written = load_tool().make_all(tmp_path)
    assert sorted(path.name for path in written) == sorted(f"{n}.wav" for n in MAX_SECONDS)
    for path in written:
        committed = sounds_dir() / path.name
        assert path.read_bytes() == committed.read_bytes(), f"{path.name} differs"
