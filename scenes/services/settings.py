"""The player's settings, kept as a small JSON file beside the saves."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field, fields

from game.core import read_json, write_json_atomic

from . import saves
from .controls import blocks_from
from .names import name_form, nfc, seen_length

SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.55}
VOLUMES = (0, 25, 50, 75, 100)   # the steps the settings screen offers, in percent
NAME_LIMIT = 24     # characters in a seat's name
FAMILY = 12         # names the menu offers to pick from
NORMAL_PACE_MS = 700    # the bots' pace setting's "normal"


@dataclass
class Settings:
    speed: str = "normal"        # scales every animation and the bots' pace
    bot_pace_ms: int = NORMAL_PACE_MS   # how long a bot waits before it moves, at normal speed
    volume: int = 100            # percent; 0 is no sound
    language: str = ""           # "en", "fr", "it"; "" follows the machine's locale
    window: list | None = None   # the last window size a person chose, [w, h]
    fullscreen: bool = False
    game: str | None = None      # the game the menu showed last
    tables: dict = field(default_factory=dict)   # game -> the menu's seats for it
    family: list = field(default_factory=list)   # people's names, most recent first
    tips: bool = True            # first-time tips at the table (scenes/services/tips.py)
    tips_seen: list = field(default_factory=list)  # the tips already shown
    keys: dict = field(default_factory=lambda: blocks_from(None))  # key places (controls.py)

    @property
    def time_scale(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def real_time_pace(self) -> float:
        """A real-time game's bots (Ligretto) take their own delays times this: the bots'
        pace (relaxed, 1100 ms, is 1100/700) times the speed, as a turn's bot waits
        bot_pace_ms x time_scale."""
        ms = self.bot_pace_ms
        if not isinstance(ms, int) or isinstance(ms, bool) or ms <= 0:
            ms = NORMAL_PACE_MS
        return ms / NORMAL_PACE_MS * self.time_scale

    @staticmethod
    def path() -> str:
        return os.path.join(saves.data_dir(), "settings.json")

    @classmethod
    def load(cls, place_of=None) -> "Settings":
        """The settings kept, each checked. `place_of` turns a key name kept by an older
        version into the key's place on this keyboard (shell/keymap.py's `place_named`; by
        default, as on an English keyboard)."""
        try:
            data = read_json(cls.path())
        except (OSError, ValueError):
            return cls()
        known = {f.name for f in fields(cls)}
        s = cls(**{k: v for k, v in data.items() if k in known})
        if "volume" not in data and data.get("sound") is False:
            s.volume = 0        # settings from before the volume: sound was on or off
        if not isinstance(s.language, str):
            s.language = ""
        if s.volume not in VOLUMES:
            s.volume = 100
        if s.speed not in SPEEDS:
            s.speed = "normal"
        if not (isinstance(s.window, list) and len(s.window) == 2
                and all(isinstance(v, int) and 200 <= v <= 10000 for v in s.window)):
            s.window = None
        s.fullscreen = s.fullscreen is True
        s.tips = s.tips is not False
        s.tips_seen = [k for k in s.tips_seen if isinstance(k, str)] \
            if isinstance(s.tips_seen, list) else []
        s.game = s.game if isinstance(s.game, str) else None
        s.tables = {g: dict(t, names=[nfc(n) for n in t["names"]])
                    for g, t in s.tables.items() if valid_table(t)} \
            if isinstance(s.tables, dict) else {}
        s.family = list(dict.fromkeys(name_form(n) for n in s.family if valid_name(n)))[:FAMILY] \
            if isinstance(s.family, list) else []
        s.keys = blocks_from(s.keys, *([place_of] if place_of else []))
        return s

    def remember_table(self, game: str, players: int, kinds: list[str], names: list[str],
                       options: dict, controls: list[str] | None = None) -> None:
        """The menu's seats for `game`, and the people's names (and each seat's controls,
        for a game in real time), for next time."""
        self.game = game
        self.tables[game] = {"players": players, "kinds": list(kinds),
                             "names": [nfc(n) for n in names],
                             "options": dict(options), "controls": list(controls or [])}

    def remember_names(self, names: list[str]) -> None:
        """People's names go to the front of the family's list."""
        for name in reversed(names):
            if valid_name(name):
                name = name_form(name)
                self.family = [name] + [n for n in self.family if n != name]
        self.family = self.family[:FAMILY]

    def save(self) -> None:
        try:
            write_json_atomic(self.path(), asdict(self))
        except OSError:
            pass  # settings are a comfort, never a reason to stop


def valid_name(name) -> bool:
    return isinstance(name, str) and 0 < seen_length(name.strip()) <= NAME_LIMIT


def valid_table(table) -> bool:
    """A remembered table as the menu wrote it (anything else is forgotten)."""
    return (isinstance(table, dict) and isinstance(table.get("players"), int)
            and isinstance(table.get("kinds"), list)
            and all(isinstance(k, str) for k in table["kinds"])
            and isinstance(table.get("names"), list)
            and all(isinstance(n, str) and seen_length(n) <= NAME_LIMIT for n in table["names"])
            and isinstance(table.get("options"), dict))
