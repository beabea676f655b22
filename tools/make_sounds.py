"""Synthesise the game's sound effects into WAV files, with the standard library only.

Usage: python tools/make_sounds.py [OUTPUT_FOLDER]   (default: the repository's sounds/)

Every effect is built from sines and seeded noise, so running the script again
writes byte-identical files. The card sounds are kept short, soft and dark
(little energy above a few kHz) because they are heard thousands of times.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

SAMPLE_RATE = 44100
PEAK_DBFS = -3.0
FULL_SCALE = 32767
TAU = 2.0 * math.pi

Signal = list[float]


# --- Building blocks -------------------------------------------------------------------------


def samples_in(seconds: float) -> int:
    """The number of samples lasting *seconds*."""
    return round(seconds * SAMPLE_RATE)


def silence(seconds: float) -> Signal:
    """A silent signal *seconds* long, to mix other signals into."""
    return [0.0] * samples_in(seconds)


def noise(seconds: float, seed: int) -> Signal:
    """White noise in [-1, 1) from a seeded generator, so that it is the same every run."""
    rng = random.Random(seed)
    return [2.0 * rng.random() - 1.0 for _ in range(samples_in(seconds))]


def mix_into(target: Signal, source: Sequence[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add *source* times *gain* into *target* from time *at*, clipped to its length."""
    start = samples_in(at)
    stop = min(len(target), start + len(source))
    for i in range(start, stop):
        target[i] += gain * source[i - start]


def scaled(signal: Sequence[float], envelope: Sequence[float]) -> Signal:
    """The product of *signal* and *envelope*, sample by sample."""
    return [s * e for s, e in zip(signal, envelope, strict=True)]


def percussive(seconds: float, attack: float, decay: float) -> Signal:
    """A linear rise over *attack* seconds, then an exponential fall with time constant *decay*."""
    n = samples_in(seconds)
    rise = max(1, samples_in(attack))
    fall = math.exp(-1.0 / (decay * SAMPLE_RATE))
    out: Signal = []
    level = 1.0
    for i in range(n):
        if i < rise:
            out.append(i / rise)
        else:
            out.append(level)
            level *= fall
    return out


def hump(seconds: float, peak_at: float = 0.5, power: float = 2.0) -> Signal:
    """A smooth swell from 0 to 1 and back to 0, peaking at fraction *peak_at* of its length."""
    n = samples_in(seconds)
    out: Signal = []
    for i in range(n):
        u = i / (n - 1)
        phase = u / peak_at * 0.5 if u < peak_at else 0.5 + (u - peak_at) / (1 - peak_at) * 0.5
        out.append(math.sin(math.pi * phase) ** power)
    return out


def faded(signal: Sequence[float], fade_in: float = 0.003, fade_out: float = 0.01) -> Signal:
    """*signal* with raised-cosine fades at both ends, so that it starts and ends on exactly 0."""
    out = list(signal)
    last = len(out) - 1
    rise, fall = samples_in(fade_in), samples_in(fade_out)
    for step in range(min(rise, len(out))):
        out[step] *= 0.5 - 0.5 * math.cos(math.pi * step / rise)
    for step in range(min(fall, len(out))):
        out[last - step] *= 0.5 - 0.5 * math.cos(math.pi * step / fall)
    return out


# --- Filters ---------------------------------------------------------------------------------

Coefficients = tuple[float, float, float, float, float]


def biquad_coefficients(kind: str, freq: float, q: float) -> Coefficients:
    """Normalised (b0, b1, b2, a1, a2) of an RBJ-cookbook low-, high- or band-pass filter."""
    w0 = TAU * freq / SAMPLE_RATE
    cos_w0 = math.cos(w0)
    alpha = math.sin(w0) / (2.0 * q)
    if kind == "lowpass":
        b0, b1, b2 = (1 - cos_w0) / 2, 1 - cos_w0, (1 - cos_w0) / 2
    elif kind == "highpass":
        b0, b1, b2 = (1 + cos_w0) / 2, -(1 + cos_w0), (1 + cos_w0) / 2
    elif kind == "bandpass":
        b0, b1, b2 = alpha, 0.0, -alpha
    else:
        raise ValueError(f"unknown filter kind: {kind!r}")
    a0 = 1 + alpha
    return b0 / a0, b1 / a0, b2 / a0, -2 * cos_w0 / a0, (1 - alpha) / a0


def swept_filter(
    signal: Sequence[float], kind: str, freq_at: Callable[[float], float], q: float
) -> Signal:
    """*signal* through a biquad whose frequency follows *freq_at(fraction of the length)*."""
    block = 32  # recompute the coefficients every block of samples: smooth enough, cheap
    n = len(signal)
    x1 = x2 = y1 = y2 = 0.0
    b0 = b1 = b2 = a1 = a2 = 0.0
    out: Signal = []
    for i, x in enumerate(signal):
        if i % block == 0:
            b0, b1, b2, a1, a2 = biquad_coefficients(kind, freq_at(i / max(1, n - 1)), q)
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def filtered(signal: Sequence[float], kind: str, freq: float, q: float = 0.707) -> Signal:
    """*signal* through a fixed low-, high- or band-pass biquad at *freq* Hz."""
    return swept_filter(signal, kind, lambda _u: freq, q)


# --- Tones -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Partial:
    """One sine component of a tone: frequency ratio, relative level, decay time (None: held)."""

    ratio: float
    level: float
    decay: float | None = None


def oscillator(
    seconds: float, freq_at: Callable[[float], float], partials: Sequence[Partial]
) -> Signal:
    """A sum of partials over a fundamental that may glide: *freq_at(seconds since start)*."""
    n = samples_in(seconds)
    steps = [TAU * freq_at(i / SAMPLE_RATE) / SAMPLE_RATE for i in range(n)]
    out = [0.0] * n
    sin = math.sin
    for partial in partials:
        phase = 0.0
        level = partial.level
        fall = 1.0 if partial.decay is None else math.exp(-1.0 / (partial.decay * SAMPLE_RATE))
        for i, step in enumerate(steps):
            if level < 1e-6:  # below -120 dB: inaudible, and not worth computing
                break
            out[i] += level * sin(phase)
            level *= fall
            phase += partial.ratio * step
    return out


def steady(
    freq: float, vibrato_depth: float = 0.0, vibrato_from: float = 0.0
) -> Callable[[float], float]:
    """A fixed pitch, with an optional 5.5 Hz vibrato (a fraction of the pitch) after a delay."""

    def freq_at(t: float) -> float:
        if vibrato_depth == 0.0 or t < vibrato_from:
            return freq
        ramp = min(1.0, (t - vibrato_from) / 0.25)
        return freq * (1.0 + ramp * vibrato_depth * math.sin(TAU * 5.5 * (t - vibrato_from)))

    return freq_at


def note_envelope(seconds: float, attack: float, release: float, sustain: float = 0.8) -> Signal:
    """A held note's shape: rise over *attack*, settle to *sustain*, fade out over *release*."""
    n = samples_in(seconds)
    rise = max(1, samples_in(attack))
    fade = max(1, samples_in(release))
    settle = 0.08 * SAMPLE_RATE
    out: Signal = []
    for i in range(n):
        if i < rise:
            level = math.sin(0.5 * math.pi * i / rise)
        else:
            level = sustain + (1.0 - sustain) * math.exp(-(i - rise) / settle)
        if i >= n - fade:
            level *= (n - 1 - i) / fade
        out.append(level)
    return out


def bell(freq: float, seconds: float, partials: Sequence[Partial], attack: float = 0.004) -> Signal:
    """A struck tone: decaying partials under a short soft attack."""
    tone = oscillator(seconds, steady(freq), partials)
    return scaled(tone, percussive(seconds, attack, 1e9))


def played_note(
    freq: float,
    seconds: float,
    partials: Sequence[Partial],
    attack: float = 0.02,
    release: float = 0.06,
    vibrato: float = 0.0,
) -> Signal:
    """A held note (wind or brass-like, by its partials), with vibrato on long notes."""
    tone = oscillator(seconds, steady(freq, vibrato, vibrato_from=0.3), partials)
    return scaled(tone, note_envelope(seconds, attack, release))


def pitch(name: str) -> float:
    """The equal-tempered frequency of a note written like 'C5', 'G#4' or 'Eb3' (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    accidental = name[1:-1]
    steps += {"": 0, "#": 1, "b": -1}[accidental]
    octave = int(name[-1])
    return 440.0 * math.pow(2.0, (steps + 12 * (octave - 4)) / 12)


def tap(seconds: float, seed: int, thump_freq: float) -> Signal:
    """A soft knock on the table: a dark noise tick over a short low thump."""
    click = filtered(noise(seconds, seed), "lowpass", 1800.0)
    out = scaled(click, percussive(seconds, 0.001, 0.007))
    thump = bell(thump_freq, seconds, [Partial(1.0, 1.0, 0.018)], attack=0.002)
    mix_into(out, thump, gain=0.6)
    return out


# --- The effects -----------------------------------------------------------------------------


def card_play() -> Signal:
    """A card laid on the felt: a brief soft papery flick, dark and quiet-sounding (~0.12 s)."""
    length = 0.12
    paper = filtered(noise(length, seed=11), "highpass", 500.0)
    paper = filtered(paper, "bandpass", 1900.0, q=0.9)
    paper = filtered(paper, "lowpass", 3800.0)
    out = silence(length)
    mix_into(out, scaled(paper, percussive(length, 0.0015, 0.013)), at=0.0)
    mix_into(out, bell(170.0, length, [Partial(1.0, 1.0, 0.02)], attack=0.002), gain=0.12)
    return out


def deal() -> Signal:
    """A riffle shuffle: a quick train of papery clicks that swells and settles (~0.8 s)."""
    length = 0.82
    rng = random.Random(23)
    out = silence(length)
    t, index = 0.02, 0
    while t < 0.66:
        u = t / 0.66
        click_length = 0.009
        grain = filtered(noise(click_length, seed=100 + index), "highpass", 700.0)
        grain = filtered(grain, "bandpass", rng.uniform(2100.0, 3200.0), q=1.1)
        grain = filtered(grain, "lowpass", 6000.0)
        grain = scaled(grain, percussive(click_length, 0.0004, 0.0018))
        loudness = (0.45 + 0.55 * math.sin(math.pi * min(1.0, u * 1.15))) * rng.uniform(0.7, 1.0)
        mix_into(out, grain, at=t, gain=loudness)
        gap = 0.024 - 0.008 * math.sin(math.pi * u)  # faster in the middle of the riffle
        t += gap * rng.uniform(0.8, 1.2)
        index += 1
    whirr = filtered(noise(0.68, seed=29), "bandpass", 1500.0, q=0.7)
    mix_into(out, scaled(whirr, hump(0.68, peak_at=0.45)), at=0.01, gain=0.05)
    mix_into(out, tap(0.12, seed=31, thump_freq=140.0), at=0.69, gain=0.3)
    return out


def pass_cards() -> Signal:
    """Cards sent across the table: a swish whose band rises then falls (~0.45 s)."""
    length = 0.45

    def centre(u: float) -> float:
        return 600.0 + 2200.0 * math.sin(math.pi * u) ** 2

    air = swept_filter(noise(length, seed=41), "bandpass", centre, q=1.2)
    air = filtered(air, "lowpass", 5000.0)
    return scaled(air, hump(length, peak_at=0.4, power=1.5))


def trick_gathered() -> Signal:
    """The four cards swept up: a soft slide ending in a light tap (~0.36 s)."""
    length = 0.36
    slide = filtered(noise(0.22, seed=53), "bandpass", 1100.0, q=0.7)
    slide = filtered(slide, "lowpass", 2800.0)
    out = silence(length)
    mix_into(out, scaled(slide, hump(0.22, peak_at=0.6, power=1.5)), gain=0.45)
    mix_into(out, tap(0.14, seed=59, thump_freq=160.0), at=0.2)
    return out


CHIME = (
    Partial(1.0, 1.0, 0.45),
    Partial(2.0, 0.28, 0.22),
    Partial(2.76, 0.12, 0.12),
    Partial(5.4, 0.04, 0.05),
)


def hearts_broken() -> Signal:
    """Hearts broken: a gentle two-note chime rising a major third (~0.95 s)."""
    length = 0.95
    out = silence(length)
    mix_into(out, bell(pitch("E5"), length, CHIME))
    mix_into(out, bell(pitch("G#5"), length - 0.16, CHIME), at=0.16)
    return faded(out, fade_in=0.0, fade_out=0.3)


def queen_taken() -> Signal:
    """The queen of spades taken: a low dark chord gliding down, a tritone wide (~0.95 s)."""
    length = 0.95
    top, bottom = pitch("A3"), pitch("D3")

    def root(t: float) -> float:
        u = min(1.0, t / 0.7)
        eased = u * u * (3 - 2 * u)
        return top * math.pow(bottom / top, eased)

    warm = [Partial(1.0, 1.0), Partial(2.0, 0.4), Partial(3.0, 0.2), Partial(4.0, 0.08)]
    out = oscillator(length, root, warm)
    tritone = oscillator(length, lambda t: root(t) * 2.0 ** (6 / 12), warm)
    mix_into(out, tritone, gain=0.5)
    mix_into(out, oscillator(length, steady(pitch("D2")), [Partial(1.0, 1.0)]), gain=0.35)
    out = filtered(out, "lowpass", 1100.0)
    tremolo = [
        1.0 - 0.15 * (0.5 + 0.5 * math.sin(TAU * 6.0 * i / SAMPLE_RATE)) for i in range(len(out))
    ]
    return scaled(scaled(out, tremolo), note_envelope(length, 0.03, 0.45, sustain=0.7))


def moon() -> Signal:
    """Shooting the moon: a bright rising arpeggio that shimmers as it rings (~0.98 s)."""
    length = 0.98
    out = silence(length)
    ring = (Partial(1.0, 1.0, 0.5), Partial(2.0, 0.3, 0.25), Partial(3.0, 0.1, 0.12))
    for index, name in enumerate(("C5", "E5", "G5", "C6", "E6", "G6")):
        at = 0.075 * index
        freq = pitch(name)
        gain = 0.55 + 0.06 * index
        mix_into(out, bell(freq, length - at, ring), at=at, gain=gain)
        mix_into(out, bell(freq * 1.003, length - at, ring), at=at, gain=gain * 0.6)
    return faded(out, fade_in=0.0, fade_out=0.3)


BRASS = tuple(Partial(float(n), 1.0 / n**1.4) for n in range(1, 7))


def game_won() -> Signal:
    """Game won: a short bright fanfare ending on a held major chord (~2.1 s)."""
    length = 2.1
    out = silence(length)
    phrase = (
        ("G4", 0.0, 0.13),
        ("C5", 0.14, 0.13),
        ("E5", 0.28, 0.13),
        ("G5", 0.42, 0.26),
        ("E5", 0.7, 0.12),
    )
    for name, at, held in phrase:
        mix_into(out, played_note(pitch(name), held, BRASS, attack=0.015, release=0.04), at=at)
    final = 0.84
    mix_into(
        out, played_note(pitch("C6"), length - final, BRASS, release=0.5, vibrato=0.004), at=final
    )
    for name in ("C5", "E5", "G5"):
        chord_tone = played_note(pitch(name), length - final, BRASS, attack=0.04, release=0.5)
        mix_into(out, chord_tone, at=final, gain=0.35)
    return filtered(out, "lowpass", 4500.0)


MELLOW = (Partial(1.0, 1.0), Partial(2.0, 0.15), Partial(3.0, 0.3), Partial(5.0, 0.08))


def game_lost() -> Signal:
    """Game lost: a slow phrase stepping down to a low held note over a minor chord (~2.3 s)."""
    length = 2.3
    out = silence(length)
    for index, name in enumerate(("A4", "G4", "F4")):
        note = played_note(pitch(name), 0.4, MELLOW, attack=0.04, release=0.1)
        mix_into(out, note, at=0.4 * index)
    last = 1.2
    mix_into(
        out,
        played_note(pitch("E4"), length - last, MELLOW, attack=0.05, release=0.6, vibrato=0.005),
        at=last,
    )
    for name in ("A3", "C4"):
        pad = played_note(pitch(name), length - last, MELLOW, attack=0.15, release=0.6)
        mix_into(out, pad, at=last, gain=0.25)
    return filtered(out, "lowpass", 2500.0)


# --- The earcons: short cues heard beside speech (docs/ARCHITECTURE.md, "Speech") ------------
# Each under 0.35 s, so that it marks its event without masking the words that follow, and
# each unlike the others in register and contour: high and rising (your turn), bright and
# struck together (hearts broken), low and falling a tritone (the queen), a muted low drop
# (points taken).

MARIMBA = (Partial(1.0, 1.0, 0.09), Partial(4.0, 0.25, 0.02), Partial(10.0, 0.05, 0.006))


def cue_turn() -> Signal:
    """Your turn: two quick wooden notes rising a fourth, high and light (~0.22 s)."""
    length = 0.22
    out = silence(length)
    mix_into(out, bell(pitch("G5"), 0.1, MARIMBA, attack=0.002), gain=0.8)
    mix_into(out, bell(pitch("C6"), length - 0.09, MARIMBA, attack=0.002), at=0.09)
    return out


def cue_hearts() -> Signal:
    """Hearts broken: a bright major-third chord struck at once, glass-like (~0.3 s)."""
    length = 0.3
    glass = (Partial(1.0, 1.0, 0.12), Partial(2.0, 0.3, 0.06), Partial(3.0, 0.15, 0.03))
    out = silence(length)
    for name in ("E6", "G#6", "B6"):
        mix_into(out, bell(pitch(name), length, glass, attack=0.003), gain=0.6)
    return faded(out, fade_in=0.0, fade_out=0.08)


def cue_queen() -> Signal:
    """The queen of spades played: a low buzzy note falling a tritone (~0.3 s)."""
    length = 0.3
    top, bottom = pitch("A3"), pitch("D#3")

    def glide(t: float) -> float:
        return top * math.pow(bottom / top, min(1.0, t / 0.2))

    buzz = [Partial(float(n), 1.0 / n) for n in range(1, 9)]
    out = filtered(oscillator(length, glide, buzz), "lowpass", 1400.0)
    return scaled(out, note_envelope(length, 0.01, 0.1, sustain=0.7))


def cue_points() -> Signal:
    """Points taken: a muted low knock and a short drop of a semitone (~0.2 s)."""
    length = 0.2
    out = silence(length)
    mix_into(out, tap(0.12, seed=71, thump_freq=110.0), gain=0.8)
    soft = (Partial(1.0, 1.0, 0.05), Partial(2.0, 0.2, 0.02))
    mix_into(out, bell(pitch("E4"), 0.07, soft), at=0.01, gain=0.5)
    mix_into(out, bell(pitch("D#4"), length - 0.08, soft), at=0.08, gain=0.5)
    return out


EFFECTS: dict[str, Callable[[], Signal]] = {
    "play": card_play,
    "deal": deal,
    "pass": pass_cards,
    "trick": trick_gathered,
    "hearts_broken": hearts_broken,
    "queen": queen_taken,
    "moon": moon,
    "win": game_won,
    "lose": game_lost,
    "cue_turn": cue_turn,
    "cue_hearts": cue_hearts,
    "cue_queen": cue_queen,
    "cue_points": cue_points,
}


# --- Output ----------------------------------------------------------------------------------


def to_pcm16(signal: Sequence[float], peak_dbfs: float = PEAK_DBFS) -> array[int]:
    """16-bit samples of *signal* normalised so that its peak sits at *peak_dbfs*."""
    peak = max(abs(s) for s in signal)
    gain = FULL_SCALE * 10.0 ** (peak_dbfs / 20.0) / peak
    return array("h", (round(s * gain) for s in signal))


def write_wav(path: Path, samples: array[int]) -> None:
    """Write *samples* as a 44.1 kHz, 16-bit, mono WAV file (little-endian on any machine)."""
    data = array("h", samples)
    if sys.byteorder == "big":
        data.byteswap()
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(data.tobytes())


def make_all(folder: Path) -> list[Path]:
    """Synthesise every effect into *folder* (created if needed); the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, synthesise in EFFECTS.items():
        path = folder / f"{name}.wav"
        write_wav(path, to_pcm16(faded(synthesise())))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and write the sounds."""
    default = Path(__file__).resolve().parent.parent / "sounds"
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "folder",
        nargs="?",
        type=Path,
        default=default,
        help=f"where to write the WAV files (default: {default})",
    )
    args = parser.parse_args(argv)
    for path in make_all(args.folder):
        print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
