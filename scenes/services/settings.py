"""The player's settings, kept as a small JSON file beside the saves.

`settings.json` is written whole or not at all (game.core.write_text_atomic, on the save
writer's thread: services/save_writer.py), and before it
is replaced the copy on disk, when it reads well, becomes the last good copy,
`settings.good.json`. A settings file that cannot be read (cut short, random bytes, JSON
that is not settings) is set aside as `settings.json.damaged-<date>` and the last good copy
takes its place, or else the defaults do; `take_problem()` then hands the menu one
sentence saying so (the detail goes to the log). Keys a newer Card Table wrote are kept
as they were.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields

from game.core import Phrase, read_json, write_json_atomic

from . import saves
from .applog import LOG
from .bot_names import BOT_NAMES, HUMAN_NAMES, YOU
from .controls import blocks_from
from .lang import N_, _, join_list
from .names import name_form, nfc, seen_length
from .save_writer import WRITER

# "still" is no motion (issue 44): the normal pace, but cards appear where they go with a
# short fade instead of flying, and nothing turns, rises or pulses (Settings.still).
SPEEDS = {"slow": 1.6, "normal": 1.0, "fast": 0.55, "still": 1.0}
# Every word on every screen at this times today's size (issue 44: large print).
TEXT_SIZES = {"normal": 1.0, "large": 1.3, "larger": 1.6}
COLOURS = ("normal", "contrast")   # the table as it is, or high contrast for low vision
VOLUMES = (0, 25, 50, 75, 100)   # the steps the settings screen offers, in percent
NAME_LIMIT = 24     # characters in a seat's name
FAMILY = 12         # names the menu offers to pick from
NORMAL_PACE_MS = 700    # the bots' pace setting's "normal"
RELAXED_PACE_MS = 1100  # its "relaxed" (a race by ear is never quicker: Board.race_pace)


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
    family: list = field(default_factory=list)   # names people typed, most recent first
    family_typed: bool = True    # `family` holds only typed names (False: an older file's)
    tips: bool = True            # first-time tips at the table (scenes/services/tips.py)
    tips_seen: list = field(default_factory=list)  # the tips already shown
    keys: dict = field(default_factory=lambda: blocks_from(None))  # key places (controls.py)
    net_servers: str = ""        # HOST:PORT of the meeting server to play across computers
                                 # (the relay at PORT+1); "" is the public one (scenes/net)
    speech: str = ""             # "off", "reader", "voice" (services/speech.py); "": on
                                 # through the screen reader when one runs, else off
    speech_level: str = "brief"  # "brief" or "full"
    text_size: str = "normal"    # TEXT_SIZES' names
    colours: str = "normal"      # COLOURS: the normal table or the high-contrast one
    reactions: bool = True       # across computers: reactions shown and offered

    @property
    def time_scale(self) -> float:
        return SPEEDS.get(self.speed, 1.0)

    @property
    def still(self) -> bool:
        """No motion, for people whom motion bothers: the table shows every move in turn,
        at the normal pace, without anything moving across it."""
        return self.speed == "still"

    @property
    def real_time_pace(self) -> float:
        """A real-time game's bots take their own delays times this: the bots'
        pace (relaxed, 1100 ms, is 1100/700) times the speed, as a turn's bot waits
        bot_pace_ms x time_scale."""
        ms = self.bot_pace_ms
        if not isinstance(ms, int) or isinstance(ms, bool) or ms <= 0:
            ms = NORMAL_PACE_MS
        return ms / NORMAL_PACE_MS * self.time_scale

    @staticmethod
    def path() -> str:
        return os.path.join(saves.data_dir(), "settings.json")

    @staticmethod
    def good_path() -> str:
        """The last good copy: the settings as they were before the latest save."""
        return os.path.join(saves.data_dir(), "settings.good.json")

    @classmethod
    def load(cls, place_of=None) -> "Settings":
        """The settings kept, each checked. `place_of` turns a key name kept by an older
        version into the key's place on this keyboard (shell/keymap.py's `place_named`; by
        default, as on an English keyboard). A file that cannot be read is set aside and
        the last good copy (or the defaults) used instead: see the module's docstring."""
        path = cls.path()
        WRITER.flush()                  # what this process handed over is on the disk
        _handed.pop(path, None)
        try:
            data = settings_in(read_json(path))
        except FileNotFoundError:
            data = {}
        except ValueError as exc:
            data = cls._recover(path, exc)
        except OSError as exc:          # there, but not for us to read: left alone
            LOG.warning("settings %s could not be read: %r", path, exc)
            data = {}
        known = {f.name for f in fields(cls)}
        s = cls(**{k: v for k, v in data.items() if k in known})
        s.kept_unknown = {k: v for k, v in data.items() if k not in known}
        if "volume" not in data and data.get("sound") is False:
            s.volume = 0        # settings from before the volume: sound was on or off
        if not isinstance(s.language, str):
            s.language = ""
        if not (isinstance(s.bot_pace_ms, int) and not isinstance(s.bot_pace_ms, bool)
                and 0 < s.bot_pace_ms <= 10000):
            s.bot_pace_ms = NORMAL_PACE_MS      # the table multiplies it: a number, always
        if s.volume not in VOLUMES:
            s.volume = 100
        if s.speed not in SPEEDS:
            s.speed = "normal"
        if s.text_size not in TEXT_SIZES:
            s.text_size = "normal"
        if s.colours not in COLOURS:
            s.colours = "normal"
        if not (isinstance(s.window, list) and len(s.window) == 2
                and all(isinstance(v, int) and 200 <= v <= 10000 for v in s.window)):
            s.window = None
        s.fullscreen = s.fullscreen is True
        s.tips = s.tips is not False
        s.reactions = s.reactions is not False
        s.tips_seen = [k for k in s.tips_seen if isinstance(k, str)] \
            if isinstance(s.tips_seen, list) else []
        s.game = s.game if isinstance(s.game, str) else None
        s.net_servers = s.net_servers if server_address(s.net_servers) is not None else ""
        s.tables = {g: dict(t, names=[nfc(n) for n in t["names"]])
                    for g, t in s.tables.items() if valid_table(t)} \
            if isinstance(s.tables, dict) else {}
        s.family = list(dict.fromkeys(name_form(n) for n in s.family if valid_name(n)))[:FAMILY] \
            if isinstance(s.family, list) else []
        if data.get("family_typed") is not True:    # written before it held typed names only
            s.family = typed_family(s.family, s.tables)
        s.family_typed = True
        lost_keys: list[str] = []
        s.keys = blocks_from(s.keys, *([place_of] if place_of else []), lost=lost_keys)
        reset = reset_settings(data, s, lost_keys)
        if reset:
            s._keep_good(path, reset)
        return s

    def _keep_good(self, path: str, reset: list[str]) -> None:
        """Some values could not be used (`reset`: their fields) and are back to their
        defaults; every other value is kept. The file as it was is kept aside, the settings
        as they are now written in its place (so the last good copy never takes the bad
        values), and one sentence says what was reset."""
        try:
            aside = saves.copy_aside(path)
        except OSError as why:
            aside = f"nowhere ({why!r})"
        LOG.warning("settings %s: %s could not be used and are back to their defaults; "
                    "the file as it was is kept as %s", path, ", ".join(reset), aside)
        try:
            write_json_atomic(path, {**self.kept_unknown, **asdict(self)})
        except OSError as why:
            LOG.warning("the settings could not be written back: %r", why)
        if path not in _problems:       # a file restored from the good copy is told once
            _problems[path] = Phrase(
                "Some of your settings could not be read and are back to their defaults: "
                "{settings}. Your other settings are kept.",
                settings=Listed([SETTING_WORDS[f] for f in
                                 dict.fromkeys(WORDS_OF.get(f, f) for f in reset)]))

    def remember_table(self, game: str, players: int, kinds: list[str], names: list[str],
                       options: dict, controls: list[str] | None = None,
                       named: list[bool] | None = None) -> None:
        """The menu's seats for `game`, and the people's names (and each seat's controls,
        for a game in real time), for next time. `named`: which names a person chose
        (typed, or picked from the family's), not the menu's by default (`own_names`)."""
        self.game = game
        self.tables[game] = {"players": players, "kinds": list(kinds),
                             "names": [nfc(n) for n in names],
                             "options": dict(options), "controls": list(controls or [])}
        if named is not None:
            self.tables[game]["named"] = [bool(b) for b in named]

    def servers_for_now(self, servers: str) -> None:
        """`--servers`: the meeting server the menu's Host and the Join screen use until
        Card Table closes; the family's setting, written by `save`, stays as it was (as
        `--lang` leaves the language setting alone)."""
        self.servers_kept = self.net_servers
        self.net_servers = servers

    def remember_names(self, names: list[str]) -> None:
        """Names people typed go to the front of the family's list (never a name the menu
        gave by default: the menu tells which, `SeatChoice`)."""
        for name in reversed(names):
            if valid_name(name):
                name = name_form(name)
                self.family = [name] + [n for n in self.family if n != name]
        self.family = self.family[:FAMILY]

    @classmethod
    def _recover(cls, path: str, exc: ValueError) -> dict:
        """A settings file that cannot be read: set it aside, and go on from the last good
        copy, else from the defaults; one sentence says which."""
        try:
            aside = saves.move_aside(path)
        except OSError as moved:
            aside = f"nowhere ({moved!r})"
        LOG.warning("settings %s could not be read (%s); moved aside as %s", path, exc, aside)
        try:
            data = settings_in(read_json(cls.good_path()))
        except (OSError, ValueError) as why:
            LOG.warning("no good copy of the settings to restore (%r): defaults", why)
            _problems[path] = Phrase("Your settings could not be read, so they are back to "
                                     "their defaults: the names, the language, the speed "
                                     "and the keys.")
            return {}
        try:
            write_json_atomic(path, data)
        except OSError as why:
            LOG.warning("the good copy could not be put back in place: %r", why)
        LOG.warning("settings restored from %s", cls.good_path())
        _problems[path] = Phrase("Your settings could not be read; they were restored from "
                                 "the last good copy.")
        return data

    def save(self) -> None:
        """Write the settings whole, off the frame (save_writer.py: its syncs took a
        frame's time); the copy they replace, when it reads well, becomes the last good
        copy. A fault is told once (`take_problem`), never a reason to stop."""
        path = self.path()
        data = asdict(self)
        if hasattr(self, "servers_kept"):       # --servers is for this run only
            data["net_servers"] = self.servers_kept
        data = {**getattr(self, "kept_unknown", {}), **data}
        before = _handed.get(path)
        if before is None:
            try:
                before = settings_in(read_json(path))
            except (OSError, ValueError):
                pass            # nothing whole to keep: the last good copy stays as it was
        if before is not None:
            WRITER.put(self.good_path(), json.dumps(before))
        text = json.dumps(data)
        WRITER.put(path, text)
        _handed[path] = json.loads(text)
        _tell_failed(path)


_problems: dict[str, Phrase] = {}   # settings file -> what to tell about it, once
_told: set[str] = set()             # settings files whose write fault was told already
_handed: dict[str, dict] = {}       # settings file -> the settings last handed to be written


def _tell_failed(path: str) -> None:
    """A write of `path` that failed (now, or on the writer's thread since) is told once."""
    failed = WRITER.error(path)
    if failed is not None and path not in _told:
        LOG.warning("settings could not be written: %r", failed)
        _told.add(path)
        _problems[path] = Phrase("Your settings could not be saved; they stay as they "
                                 "were, and this session's changes last until Card Table "
                                 "closes.")


def take_problem() -> Phrase | None:
    """What happened to the settings (read, restored, not written), once: cleared by
    reading it. Kept per data folder, so one folder's fault is never told about another."""
    path = Settings.path()
    _tell_failed(path)
    return _problems.pop(path, None)


# Translators: the settings a damaged settings file lost, listed in one sentence
# ("...are back to their defaults: the language and the family's names.").
SETTING_WORDS = {
    "speed": N_("the animation speed"), "bot_pace_ms": N_("the bots' pace"),
    "volume": N_("the sound volume"), "language": N_("the language"),
    "window": N_("the window's size"), "tips": N_("the tips at the table"),
    "game": N_("the game the menu showed last"),
    "tables": N_("the seats the menu remembered"), "family": N_("the family's names"),
    "keys": N_("the keys"),
    "net_servers": N_("the servers for playing across computers"),
    "text_size": N_("the text size"), "colours": N_("the colours"),
    "reactions": N_("the reactions"),
}
WORDS_OF = {"fullscreen": "window", "tips_seen": "tips",   # said with another's words
            "family_typed": "family"}


def reset_settings(data: dict, s: Settings, lost_keys: list[str]) -> list[str]:
    """The fields of `data` (the file as read) that `s` (as loaded) could not keep, wholly
    or in part: a value of the wrong type or out of range. A value an older Card Table
    wrote and this one reads in its own way (key names, the old sound switch) is no loss."""
    def damaged(name: str, raw) -> bool:
        if name in ("fullscreen", "tips", "reactions"):
            return not isinstance(raw, bool)
        if name == "game":
            return raw is not None and not isinstance(raw, str)
        if name == "tips_seen":
            return not (isinstance(raw, list) and all(isinstance(k, str) for k in raw))
        if name == "tables":
            return not (isinstance(raw, dict) and all(valid_table(t) for t in raw.values()))
        if name == "family":
            return not (isinstance(raw, list) and all(valid_name(n) for n in raw))
        if name == "family_typed":
            return not isinstance(raw, bool)
        if name == "keys":
            return bool(lost_keys)
        return raw != getattr(s, name)
    return [f.name for f in fields(Settings)
            if f.name in data and damaged(f.name, data[f.name])]


class Listed:
    """Settings' names, each translated, listed as the language lists them (Babel)."""

    def __init__(self, words: list[str]):
        self.words = words

    def __str__(self) -> str:
        return join_list([_(w) for w in self.words])


def settings_in(data: dict) -> dict:
    """`data` if it is settings: a JSON object with at least one setting in it (an empty one
    is the defaults); ValueError if it is anything else (a save put in its place)."""
    known = {f.name for f in fields(Settings)}
    if data and not known & set(data):
        raise ValueError(Phrase("this is not a Card Table settings file"))
    return data


def server_address(text) -> tuple[str, int] | None:
    """`text` as a server's (host, port): "" is the public servers' ("", 0); HOST:PORT a
    server of the family's own (the port below 65535: its relay listens on the next one);
    None for anything else."""
    if text == "":
        return "", 0
    if not isinstance(text, str):
        return None
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[]")
    if not (sep and host and port.isascii() and port.isdigit() and 0 < int(port) < 65535):
        return None
    if any(c.isspace() or c in "/@?#" for c in host):
        return None
    return host, int(port)


def valid_name(name) -> bool:
    return isinstance(name, str) and 0 < seen_length(name.strip()) <= NAME_LIMIT


PEOPLE_KINDS = ("human", "helped", "remote")   # a menu seat's kinds a person takes


def own_names(table: dict) -> list[bool]:
    """For each name of a remembered table (`valid_table`), did a person choose it (typed
    it, or picked it from the family's), or did the menu give it by default? As the menu
    kept it (`named`); a table an older Card Table kept is told by the names its menu gave:
    "You" (kept in English), a person's seat i's HUMAN_NAMES[i] (never "Ada" in the first
    seat here: that one said "You"), a bot's own name."""
    named = table.get("named")
    if isinstance(named, list) and len(named) == len(table["names"]) \
            and all(isinstance(b, bool) for b in named):
        return named
    kinds = table["kinds"] + [""] * (len(table["names"]) - len(table["kinds"]))
    out = []
    for i, (kind, name) in enumerate(zip(kinds, table["names"])):
        if kind in PEOPLE_KINDS:
            given = name in ("", YOU) or (name == HUMAN_NAMES[i % len(HUMAN_NAMES)]
                                          and (i > 0 or kind == "remote"))
        else:
            given = name in ("",) + BOT_NAMES
        out.append(not given)
    return out


def typed_family(family: list[str], tables: dict) -> list[str]:
    """The family's list of an older settings file, which took every person's name at Play,
    those the menu gave too ("Ada", "Ben", ... then seated every game not played yet): the
    menu's names by default are left out, unless a game's remembered seats show one typed
    (`own_names`). A person really called Ben, left out so, is kept again once typed."""
    typed = {name_form(n) for t in tables.values()
             for n, own in zip(t["names"], own_names(t)) if own}
    return [n for n in family if n not in HUMAN_NAMES or n in typed]


def valid_table(table) -> bool:
    """A remembered table as the menu wrote it (anything else is forgotten)."""
    return (isinstance(table, dict) and isinstance(table.get("players"), int)
            and isinstance(table.get("kinds"), list)
            and all(isinstance(k, str) for k in table["kinds"])
            and isinstance(table.get("names"), list)
            and all(isinstance(n, str) and seen_length(n) <= NAME_LIMIT for n in table["names"])
            and isinstance(table.get("options"), dict))
