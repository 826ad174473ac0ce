"""Faults met by the saves (issue 28): a full disk and a read-only folder while a game is
saved; a crash between writing a save and renaming it (in a real process that dies); two
Card Tables on one folder; a save cut short, of random bytes, of JSON of the wrong shape,
or from a newer Card Table. The game goes on, Continue says what happened once in plain
words (which game, from when, what was done), the damaged file is set aside, and every
other game is whole after.

The faults are made inside the tests. Tests run as root here, where chmod does not stop a
write, so a read-only folder is made by patching mkstemp to fail with EROFS (as on a
read-only mount), and a full disk by an fsync that fails with ENOSPC.
(A save that fails the rules, move by move, is tests/test_bad_input.py's.)
"""

from __future__ import annotations

import datetime
import errno
import json
import os
import subprocess
import sys

import pytest
from screen_helpers import drawn as drawn_lines

from game import RULES, core
from scenes.services import damage, deals, lang, saves
from scenes.services.session import Seat, Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def started(game: str = "petroglyph", moves: int = 2) -> Session:
    """A game of a person and a bot, saved after each of its first moves."""
    return play(deals.new_session(game, [Seat("human", "Ada"), Seat("bot", "Bot", "easy")],
                                  seed=7), moves)


def play(session: Session, moves: int) -> Session:
    game = session.game
    for _ in range(moves):
        (seat,) = sorted(session.to_act())[:1]
        session.apply(seat, RULES[game].legal_moves(session.state, seat)[0])
    assert session.save_error == ""
    return session


def fail_with(code: int):
    def fail(*args, **kwargs):
        raise OSError(code, os.strerror(code))
    return fail


@pytest.mark.parametrize("fault, words", [
    ("disk full", "The game could not be saved: the disk is full. You can play on; the last "
                  "save is kept."),
    ("read-only folder", "The game could not be saved: the data folder cannot be written. You "
                         "can play on; the last save is kept."),
])
def test_a_save_that_cannot_be_written_keeps_the_last_one_whole(monkeypatch, caplog, fault,
                                                                 words):
    session = started()
    whole = open(session.save_path, "rb").read()
    with monkeypatch.context() as broken:     # only the fault undone after: not the home
        if fault == "disk full":
            broken.setattr(core.os, "fsync", fail_with(errno.ENOSPC))
        else:
            broken.setattr(core.tempfile, "mkstemp", fail_with(errno.EROFS))
        seat = sorted(session.to_act())[0]
        session.apply(seat, session.rules.legal_moves(session.state, seat)[0])   # plays on
    assert session.save_error == words and len(session.moves) == 3
    assert os.strerror(errno.ENOSPC if fault == "disk full" else errno.EROFS) in caplog.text
    assert open(session.save_path, "rb").read() == whole
    assert [n for n in os.listdir(saves.saves_dir()) if n.startswith(saves.TEMPORARY)] == []
    assert len(Session.load(session.save_path).moves) == 2
    seat = sorted(session.to_act())[0]
    session.apply(seat, session.rules.legal_moves(session.state, seat)[0])
    session.wait_saved()            # (undo() put the app's writer thread back)
    assert session.save_error == ""                  # the disk has room again: saved
    assert len(Session.load(session.save_path).moves) == 4


CRASH = """
import os, sys
sys.path.insert(0, {root!r})
from game import core
def die(*args):
    os._exit(9)          # killed between writing the temporary file and renaming it
core.os.replace = die
core.write_json_atomic({path!r}, {{"half": "new"}})
"""


def test_a_crash_between_writing_and_renaming_a_save_loses_nothing(home):
    session = started()
    whole = open(session.save_path, "rb").read()
    died = subprocess.run([sys.executable, "-c", CRASH.format(root=ROOT,
                                                              path=session.save_path)],
                          env={**os.environ, "CARDTABLE_HOME": str(home)})
    assert died.returncode == 9
    (left,) = [n for n in os.listdir(saves.saves_dir()) if n.startswith(saves.TEMPORARY)]
    assert open(session.save_path, "rb").read() == whole
    found, problems = deals.saved_sessions()         # the next start
    assert [s.moves for s in found] == [session.moves] and problems == []
    later = os.path.getmtime(os.path.join(saves.saves_dir(), left)) + saves.STALE_S + 1
    assert saves.clear_leftovers(now=later) == [os.path.join(saves.saves_dir(), left)]


def test_two_card_tables_on_one_folder_each_keep_their_own_games(monkeypatch):
    """Two copies of the app that start the same game in the same second never share a
    save: the name carries the process."""
    monkeypatch.setattr(saves.time, "strftime", lambda pattern: "20261126-220903")
    seats = [Seat("human", "Ada"), Seat("bot", "Bot", "easy")]
    monkeypatch.setattr(saves.os, "getpid", lambda: 1111)
    mine = deals.new_session("garbo", seats, seed=1)
    monkeypatch.setattr(saves.os, "getpid", lambda: 2222)
    theirs = deals.new_session("garbo", seats, seed=2)    # before the first has saved
    play(mine, 2)
    play(theirs, 1)
    assert mine.save_path != theirs.save_path
    found, problems = deals.saved_sessions()
    assert sorted(len(s.moves) for s in found) == [1, 2] and problems == []


def spoil(path: str, how: str) -> None:
    record = json.loads(open(path, encoding="utf-8").read())
    data = {
        "cut short": lambda: json.dumps(record)[:-40],
        "random bytes": lambda: bytes(range(255, 0, -1)).decode("latin-1"),
        "the wrong shape": lambda: json.dumps({"moves": record, "format": [1]}),
        "a newer Card Table": lambda: json.dumps(dict(record, format=core.SAVE_FORMAT + 1)),
    }[how]()
    with open(path, "w", encoding="latin-1" if how == "random bytes" else "utf-8") as f:
        f.write(data)


@pytest.mark.parametrize("how", ["cut short", "random bytes", "the wrong shape",
                                 "a newer Card Table"])
def test_a_damaged_save_is_set_aside_told_once_and_the_others_are_whole(how, caplog):
    other, damaged = started("garbo"), started("fossil", moves=1)
    whole = open(other.save_path, "rb").read()
    spoil(damaged.save_path, how)
    spoiled = open(damaged.save_path, "rb").read()
    thursday = datetime.datetime(2026, 11, 26, 21, 9)
    os.utime(damaged.save_path, (thursday.timestamp(), thursday.timestamp()))
    when = damage.written_when(damaged.save_path)
    found, problems = deals.saved_sessions()
    assert [s.moves for s in found] == [other.moves]
    assert [str(p) for p in problems] == [f"Your Fossil game {when} could not be read; it "
                                          f"was set aside. Your other games are safe."]
    (aside,) = [n for n in os.listdir(saves.saves_dir()) if ".damaged-" in n]
    assert open(os.path.join(saves.saves_dir(), aside), "rb").read() == spoiled
    assert aside in caplog.text                      # the detail is in the log
    assert open(other.save_path, "rb").read() == whole
    assert deals.saved_sessions()[1] == []           # told once


def test_when_a_file_was_written_is_said_as_a_person_says_it():
    now = datetime.datetime(2026, 11, 27, 15, 0)       # a Friday afternoon
    said = {when: str(damage.from_when(datetime.datetime(*when), now)) for when in [
        (2026, 11, 27, 9, 30), (2026, 11, 27, 2, 0), (2026, 11, 26, 20, 0),
        (2026, 11, 26, 13, 0), (2026, 11, 25, 1, 0), (2026, 11, 23, 7, 0),
        (2026, 11, 2, 7, 0), (2025, 12, 24, 19, 0)]}
    assert list(said.values()) == [
        "from this morning", "from last night", "from yesterday evening",
        "from yesterday afternoon", "from Tuesday night", "from Monday morning",
        "from 2 November", "from 24 December 2025"]
    lang.use("fr")
    assert str(lang.text(damage.from_when(datetime.datetime(2026, 11, 26, 20, 0),
                                          now))) == "d'hier soir"
    assert lang.text(damage.from_when(datetime.datetime(2026, 11, 23, 7, 0), now)) \
        == "de lundi matin"
    assert lang.text(damage.from_when(datetime.datetime(2026, 11, 2, 7, 0), now)) \
        == "du 2 novembre"


def test_several_damaged_saves_make_one_notice():
    kept, first, second = started("garbo"), started("fossil"), started("petroglyph")
    for s in (first, second):
        spoil(s.save_path, "cut short")
    found, problems = deals.saved_sessions()
    assert [s.moves for s in found] == [kept.moves]
    assert [str(p) for p in problems] == ["2 saved games could not be read; they were set "
                                          "aside. Your other games are safe."]


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_menu_shows_a_damaged_save_notice_whole_in_every_language(code):
    """The notice is drawn whole at 1280x720, every word of it, in each language."""
    from scenes.kit.notice_box import TEXT_WIDTH
    from scenes.screens.menu import NOTICE_WIDTH, MenuScene
    from tests.screen_helpers import new_app
    started("garbo")
    damaged = started("fossil", moves=1)
    spoil(damaged.save_path, "cut short")
    with open(os.path.join(os.environ["CARDTABLE_HOME"], "settings.json"), "w") as f:
        f.write("{")                                   # the settings damaged too
    lang.use(code)
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    notice = lang.text(app.notice)
    assert "Fossil" in notice and notice.count(" ") > 20     # the save and the settings
    drawn = [(line.text, line.size)
             for line in drawn_lines(app, lambda: app.scene._draw_notice(app.canvas))
             if line.text != lang._("OK")]      # a long notice's box has its button
    assert " ".join(w for w, _ in drawn).split() == notice.split()     # every word
    room = TEXT_WIDTH if app.scene.notice_long() else NOTICE_WIDTH
    assert all(app.canvas.text_width(w, size) <= room for w, size in drawn)
    assert min(size for _, size in drawn) >= 14
