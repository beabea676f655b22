"""Sound effects, or a silent stand-in when the machine has no audio device."""

from __future__ import annotations

from pathlib import Path
from typing import Final

import pygame

from hearts.resources import sounds_dir

SOUND_NAMES: Final = (
    "play", "deal", "pass", "trick", "hearts_broken", "queen", "moon", "win", "lose",
)


class Sounds:
    """Plays the game's named effects; silent when disabled or when there is no mixer."""

    def __init__(self, enabled: bool = True, folder: Path | None = None) -> None:
        self.enabled = enabled
        self._folder = folder if folder is not None else sounds_dir()
        self._effects: dict[str, pygame.mixer.Sound] | None = None  # loaded on first use

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
