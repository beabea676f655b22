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
EFFECT_NAMES: Final = (
    "play", "deal", "pass", "trick", "hearts_broken", "queen", "moon", "win", "lose",
)
# The earcons: short cues heard beside speech, for the events a player who listens must not
# miss. With speech on, an event that has one sounds as its earcon (a second-long chime
# over the voice would mask its words); "your_turn" and "points" sound only then.
EARCONS: Final = {
    "your_turn": "cue_turn",
    "hearts_broken": "cue_hearts",
    "queen": "cue_queen",
    "points": "cue_points",
}
SOUND_NAMES: Final = (*EFFECT_NAMES, *EARCONS.values())


class Sounds:
    """Plays the game's named effects; silent when disabled or when there is no mixer."""

    def __init__(self, enabled: bool = True, folder: Path | None = None,
                 earcons: bool = False) -> None:
        self.enabled = enabled
        self.earcons = earcons  # speech is on: events sound as their earcons
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

    def effect_for(self, event: str) -> str | None:
        """The sound of *event*: its earcon when earcons are on, else its own effect, if any."""
        if self.earcons and event in EARCONS:
            return EARCONS[event]
        return event if event in EFFECT_NAMES else None

    def play(self, event: str) -> None:
        """Sound *event* if sound is on and it has a sound."""
        name = self.effect_for(event)
        if self.enabled and name is not None:
            self.start(name)

    def start(self, name: str) -> None:
        """Start the effect *name* (a file of the sounds' folder), if it loaded."""
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
