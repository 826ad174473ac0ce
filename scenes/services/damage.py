"""What a person is told when a file of theirs is damaged or cannot be written: plain whole
sentences (Phrases, translated where shown) saying which game or what, when it was from,
and what the app did. The technical detail goes to the log (services/applog.py).

- `from_when(moment, now)`: "from this evening", "from Thursday morning", "from 26 November"
  (the preposition inside, since languages say it differently: "du 26 novembre").
- `saves_notice(damaged, kept)`: one notice for the saves Continue could not read.
- `save_failed(exc)`: why the game at the table could not be saved.
- `records_notice(when)`: the records database could not be read (`last_written` says
  when its last game was written).
"""

from __future__ import annotations

import datetime
import errno
import os

from game import RULES
from game.core import Phrase, Plural

from .applog import LOG
from .lang import N_, text
from .wording import moment


class Day:
    """A weekday's name, written in the language in use when it is shown (Babel)."""

    def __init__(self, day: datetime.date):
        self.day = day

    def __str__(self) -> str:
        return moment(self.day, "EEEE")


class Date:
    """A date ("26 November"), in the language in use when it is shown."""

    def __init__(self, day: datetime.date, year: bool):
        self.day, self.year = day, year

    def __str__(self) -> str:
        return moment(self.day, "d MMMM y" if self.year else "d MMMM")


# Translators: when a damaged file was last written; the sentence reads "Your {game} game
# {when} could not be read", so each says its own preposition ("de ce matin", "del {date}").
TODAY = {"morning": Phrase("from this morning"), "afternoon": Phrase("from this afternoon"),
         "evening": Phrase("from this evening"), "night": Phrase("from tonight")}
YESTERDAY = {"morning": Phrase("from yesterday morning"),
             "afternoon": Phrase("from yesterday afternoon"),
             "evening": Phrase("from yesterday evening"), "night": Phrase("from last night")}
WEEKDAY = {"morning": N_("from {day} morning"), "afternoon": N_("from {day} afternoon"),
           "evening": N_("from {day} evening"), "night": N_("from {day} night")}


def part_of_day(hour: int) -> str:
    if 5 <= hour < 12:
        return "morning"
    if 12 <= hour < 18:
        return "afternoon"
    if 18 <= hour < 22:
        return "evening"
    return "night"


def from_when(when: datetime.datetime, now: datetime.datetime | None = None) -> Phrase:
    """When a file was written, as a person says it, with its preposition."""
    now = now or datetime.datetime.now()
    part = part_of_day(when.hour)
    day = when.date() - datetime.timedelta(days=1) if when.hour < 5 else when.date()
    today = now.date() - datetime.timedelta(days=1) if now.hour < 5 else now.date()
    ago = (today - day).days
    if ago == 0:
        return TODAY[part]
    if ago == 1:
        return YESTERDAY[part]
    if 1 < ago < 7:
        return Phrase(WEEKDAY[part], day=Day(day))
    return Phrase("from {date}", date=Date(when.date(), when.year != now.year))


def written_when(path: str, now: datetime.datetime | None = None) -> Phrase | None:
    try:
        return from_when(datetime.datetime.fromtimestamp(os.path.getmtime(path)), now)
    except (OSError, ValueError, OverflowError):
        return None


def last_written(path: str, now: datetime.datetime | None = None) -> Phrase | None:
    """When a database was last written: its file or its write-ahead log (SQLite's -wal,
    where the latest games wait), whichever is newer."""
    times = []
    for name in (path, path + "-wal"):
        try:
            times.append(os.path.getmtime(name))
        except OSError:
            pass
    try:
        return from_when(datetime.datetime.fromtimestamp(max(times)), now) if times else None
    except (ValueError, OverflowError, OSError):
        return None


def records_notice(when: Phrase | None) -> Phrase:
    """The records could not be read (`when` the last game was written to them): set
    aside, new records begin, the saves are another file."""
    return Phrase("Your records of finished games (the last one {when}) could not be read; "
                  "they were set aside and new records begin. Your saved games are safe.",
                  when=when or Phrase("from some time ago"))


def save_title(path: str) -> str | None:
    """The game a save belongs to, from its file name (saves.new_save_path: game-stamp-n)."""
    game = os.path.basename(path).split("-", 1)[0]
    return RULES[game].title if game in RULES else None


def save_notice(path: str, when: Phrase | None, aside: bool, others: bool) -> Phrase:
    """One damaged save (its path as it was, and `when` it was written): which game, from
    when, and that it was set aside (`aside`) or is left out of Continue; `others`: other
    games are still there."""
    title, when = save_title(path), when or Phrase("from some time ago")
    if not aside:
        if title:
            return Phrase("Your {game} game {when} could not be read; it is left out of "
                          "Continue.", game=title, when=when)
        return Phrase("A saved game {when} could not be read; it is left out of Continue.",
                      when=when)
    if title and others:
        return Phrase("Your {game} game {when} could not be read; it was set aside. Your "
                      "other games are safe.", game=title, when=when)
    if title:
        return Phrase("Your {game} game {when} could not be read; it was set aside.",
                      game=title, when=when)
    if others:
        return Phrase("A saved game {when} could not be read; it was set aside. Your other "
                      "games are safe.", when=when)
    return Phrase("A saved game {when} could not be read; it was set aside.", when=when)


def saves_notice(damaged: list[tuple[str, Phrase | None, bool]], kept: int) -> Phrase | None:
    """One notice for every save Continue could not read: (its path as it was, when it
    was written, set aside?) each; `kept`: the games still offered."""
    if not damaged:
        return None
    if len(damaged) == 1:
        return save_notice(*damaged[0], others=kept > 0)
    if kept:
        return Plural("{n} saved game could not be read; it was set aside. Your other games "
                      "are safe.", "{n} saved games could not be read; they were set aside. "
                      "Your other games are safe.", len(damaged), n=len(damaged))
    return Plural("{n} saved game could not be read; it was set aside.",
                  "{n} saved games could not be read; they were set aside.",
                  len(damaged), n=len(damaged))


FULL = (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG)
SHUT = (errno.EROFS, errno.EACCES, errno.EPERM)


def save_failed(exc: OSError) -> Phrase:
    """Why the game at the table could not be saved, in plain words (the detail is logged)."""
    LOG.warning("the game could not be saved: %r", exc)
    if exc.errno in FULL:
        return Phrase("The game could not be saved: the disk is full. You can play on; "
                      "the last save is kept.")
    if exc.errno in SHUT:
        return Phrase("The game could not be saved: the data folder cannot be written. You "
                      "can play on; the last save is kept.")
    return Phrase("The game could not be saved. You can play on; the last save is kept.")


class Together:
    """Notices told at once (the settings and a save both damaged): each whole sentence in
    the language in use when shown, one after the other."""

    def __init__(self, *parts):
        self.parts = parts

    def __str__(self) -> str:
        return " ".join(text(p) for p in self.parts)


def together(shown, words):
    """`words` added to the notice `shown` ("" when none), each told once."""
    if not shown:
        return words
    parts = shown.parts if isinstance(shown, Together) else (shown,)
    if any(str(p) == str(words) for p in parts):
        return shown
    return Together(*parts, words)
