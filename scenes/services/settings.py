"""The player's settings, kept as a small JSON file beside the saves."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, fields

from game.core import read_json, write_json_atomic

from . import saves

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.55}


@dataclass
class Settings:
    speed: str = "normal"        # scales every animation and the bots' pace
    bot_pace_ms: int = 700       # how long a bot waits before it moves, at normal speed
    sound: bool = True
    window: list | None = None   # the last window size a person chose, [w, h]
    fullscreen: bool = False

    @property
    def time_scale(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @staticmethod
    def path() -> str:
        return os.path.join(saves.data_dir(), "settings.json")

    @classmethod
    def load(cls) -> "Settings":
        try:
            data = read_json(cls.path())
        except (OSError, ValueError):
            return cls()
        known = {f.name for f in fields(cls)}
        s = cls(**{k: v for k, v in data.items() if k in known})
        if s.speed not in SPEEDS:
            s.speed = "normal"
        if not (isinstance(s.window, list) and len(s.window) == 2
                and all(isinstance(v, int) and 200 <= v <= 10000 for v in s.window)):
            s.window = None
        s.fullscreen = s.fullscreen is True
        return s

    def save(self) -> None:
        try:
            write_json_atomic(self.path(), asdict(self))
        except OSError:
            pass  # settings are a comfort, never a reason to stop
