"""Sound effects, or a silent stand-in when the machine has no audio device.

The audio device is open only while sounds play: an open device keeps SDL's audio thread
waking some ninety times a second, silence or not, which was most of what a window at rest
cost. It opens at the first sound (a few milliseconds) and closes once nothing has played
for QUIET_SECONDS, when the loop rests.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Final

import pygame

from hearts.resources import sounds_dir

QUIET_SECONDS: Final = 3.0  # silence after which the audio device closes
SOUND_NAMES: Final = (
    "play", "deal", "pass", "trick", "hearts_broken", "queen", "moon", "win", "lose",
)


class Sounds:
    """Plays the game's named effects; silent when disabled or when there is no mixer."""

    def __init__(self, enabled: bool = True, folder: Path | None = None) -> None:
        self.enabled = enabled
        self._folder = folder if folder is not None else sounds_dir()
        self._effects: dict[str, pygame.mixer.Sound] | None = None  # loaded on first use
        self._quiet_from = 0.0  # when the last sound played ends (time.monotonic)

    def _load(self) -> dict[str, pygame.mixer.Sound]:
        """Open the mixer and the effects once; any failure leaves the game silent."""
        effects: dict[str, pygame.mixer.Sound] = {}
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except pygame.error:
            return effects
        for name in SOUND_NAMES:
            path = self._folder / f"{name}.wav"
            try:
                effects[name] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError, OSError):
                continue
        return effects

    def play(self, name: str) -> None:
        """Play the effect *name* if sound is on and the effect exists."""
        if not self.enabled:
            return
        if self._effects is None:
            self._effects = self._load()
        effect = self._effects.get(name)
        if effect is not None:
            effect.play()
            ends = time.monotonic() + effect.get_length()
            self._quiet_from = max(self._quiet_from, ends)

    def rest(self, now: float) -> bool:
        """Close the audio device when nothing has played for QUIET_SECONDS (the next sound
        opens it again); whether it closed now."""
        if self._effects is None or now - self._quiet_from < QUIET_SECONDS:
            return False
        self._effects = None
        if pygame.mixer.get_init():
            pygame.mixer.quit()
        return True

    @property
    def device_open(self) -> bool:
        """Whether the audio device is open for the game's sounds."""
        return self._effects is not None and bool(pygame.mixer.get_init())
