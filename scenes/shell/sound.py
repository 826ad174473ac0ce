"""Short table sounds, synthesised (no files to lose), and silent when the machine has no
sound device: a missing device is reported once, never fatal. Synthesis is ~45 ms of pure
Python: not at start-up (issue 47) but on a thread once the first frame has shown
(`make_ahead`), or when a sound is first played before that."""

from __future__ import annotations

import math
import random
import threading
from array import array

import pygame

from game.core import Phrase

RATE = 22050


def _tone(freqs, ms: int, decay: float, noise: float = 0.0, volume: float = 0.35) -> bytes:
    rng = random.Random(len(freqs) * 1000 + ms)
    n = int(RATE * ms / 1000)
    steps = [2 * math.pi * f / RATE for f in freqs]
    scale = 32767 * volume / max(1, len(freqs))
    fall = math.exp(-decay / RATE)          # the envelope, one sample to the next
    sin, uniform = math.sin, rng.uniform
    out = array("h", bytes(2 * n))
    env = 1.0
    for i in range(n):
        v = 0.0
        for step in steps:
            v += sin(step * i)
        v = (1 - noise) * v + noise * len(freqs) * uniform(-1, 1)
        out[i] = int(scale * env * (i / 40 if i < 40 else 1.0) * v)
        env *= fall
    return out.tobytes()


RECIPES = {
    "flip": lambda: _tone([900], 60, 70, noise=0.8, volume=0.3),
    "collect": lambda: _tone([660, 990], 260, 9),
    "mismatch": lambda: _tone([150, 110], 220, 14, noise=0.2),
    "shuffle": lambda: _tone([300], 280, 10, noise=0.9, volume=0.18),
    "win": lambda: _tone([523, 659, 784], 600, 4),
}


class Sounds:
    def __init__(self, volume: int = 100):
        self.volume = volume     # percent
        self.problem: Phrase | str = ""    # why there is no sound, for a screen to say
        self._sounds: dict[str, pygame.mixer.Sound] = {}    # those synthesised so far
        self._device = False
        try:
            pygame.mixer.init(RATE, -16, 1, 512)
            self._device = True
        except (pygame.error, OSError, ValueError) as exc:
            self.problem = Phrase("No sound: {problem}", problem=str(exc))

    @property
    def available(self) -> bool:
        return self._device

    def sound(self, name: str) -> pygame.mixer.Sound:
        """The sound `name`, synthesised the first time it is asked for."""
        made = self._sounds.get(name)
        if made is None:
            made = self._sounds[name] = pygame.mixer.Sound(buffer=RECIPES[name]())
            made.set_volume(self.volume / 100)
        return made

    def make_ahead(self) -> None:
        """Synthesise every sound on a thread (called once the first frame has shown)."""
        if self._device and len(self._sounds) < len(RECIPES):
            def make() -> None:
                try:
                    for name in RECIPES:
                        self.sound(name)
                except (pygame.error, OSError, ValueError):
                    pass     # a device gone meanwhile: play() says nothing either
            threading.Thread(target=make, name="sounds", daemon=True).start()

    @property
    def enabled(self) -> bool:
        return self.volume > 0

    def set_volume(self, percent: int) -> None:
        self.volume = percent
        for sound in list(self._sounds.values()):
            sound.set_volume(percent / 100)

    def play(self, name: str) -> None:
        if name not in RECIPES:
            raise KeyError(f"no sound called {name!r}; there are {', '.join(RECIPES)}")
        if self.enabled and self._device:
            try:
                self.sound(name).play()
            except (pygame.error, ValueError):
                pass  # a device that vanished mid-game is not worth stopping for
