"""Faults met by the settings (issue 28): a settings file cut short, of random bytes, of JSON
that is not settings, or from a newer Card Table; a full disk and a read-only folder while
they are written; a crash between writing and renaming. Each time the app goes on, says
what happened once in plain words, keeps the damaged file aside, and every setting that
was whole before is whole after.

The faults are made inside the tests. Tests run as root here, where chmod does not stop a
write, so a read-only folder is made by patching the calls that would write (mkstemp, open)
to fail with EROFS, as a read-only mount does; a full disk by an fsync that fails with ENOSPC.
"""

from __future__ import annotations

import errno
import json
import os
import threading

import pygame
import pytest

from game import core
from scenes.services import lang, saves
from scenes.services import settings as settings_mod
from scenes.services.save_writer import WRITER
from scenes.services.settings import Settings, take_problem

RESTORED = "Your settings could not be read; they were restored from the last good copy."
DEFAULTS = ("Your settings could not be read, so they are back to their defaults: the names, "
            "the language, the speed and the keys.")
NOT_SAVED = ("Your settings could not be saved; they stay as they were, and this session's "
             "changes last until Card Table closes.")


def kept(**changes) -> Settings:
    """Settings a family made, saved twice (so the last good copy holds them too)."""
    s = Settings(speed="fast", language="fr", volume=50, family=["Zoë", "Ada"], **changes)
    s.remember_table("garbo", 2, ["human", "human"], ["Zoë", "Ada"], {})
    s.save()
    s.save()
    assert take_problem() is None
    return s


def damaged_copies(home) -> list[str]:
    return [n for n in os.listdir(home) if n.startswith("settings.json.damaged-")]


SPOILED = {
    "cut short": lambda whole: whole[: len(whole) // 2],
    "random bytes": lambda whole: bytes(range(256)) * 3,
    "a list": lambda whole: b"[1, 2, 3]",
    "an object of no setting": lambda whole: json.dumps({"format": 1, "seed": 4,
                                                         "moves": []}).encode(),
    "empty": lambda whole: b"",
}


@pytest.mark.parametrize("how", SPOILED)
def test_damaged_settings_come_back_from_the_last_good_copy(home, how):
    before = kept()
    path = home / "settings.json"
    whole = path.read_bytes()
    path.write_bytes(SPOILED[how](whole))
    spoiled = path.read_bytes()
    after = Settings.load()
    assert after == before
    assert take_problem() == RESTORED
    assert take_problem() is None                       # told once
    (aside,) = damaged_copies(home)
    assert (home / aside).read_bytes() == spoiled       # the damaged file kept as it was
    assert json.loads(path.read_bytes()) == json.loads(whole)     # put back in place
    assert Settings.load() == before and take_problem() is None   # and read at once next time


def test_damaged_settings_without_a_good_copy_give_the_defaults_and_say_so(home):
    (home / "settings.json").write_bytes(b"\x00\xff garbage")
    assert Settings.load() == Settings()
    assert take_problem() == DEFAULTS
    assert len(damaged_copies(home)) == 1


def test_a_damaged_good_copy_is_never_used(home):
    (home / "settings.json").write_text("{")
    (home / "settings.good.json").write_text("[]")
    assert Settings.load() == Settings()
    assert take_problem() == DEFAULTS


def test_settings_of_a_newer_card_table_keep_what_this_one_does_not_know(home):
    newer = {"speed": "slow", "family": ["Ada"], "family_typed": True, "theme": "night",
             "seat_colours": [1, 2]}
    (home / "settings.json").write_text(json.dumps(newer))
    s = Settings.load()
    assert s.speed == "slow" and s.family == ["Ada"] and take_problem() is None
    s.volume = 25
    s.save()
    written = json.loads((home / "settings.json").read_text())
    assert written["theme"] == "night" and written["seat_colours"] == [1, 2]
    assert written["volume"] == 25


def test_the_menu_says_what_happened_to_the_settings_once(home):
    from scenes.screens.menu import MenuScene
    from tests.screen_helpers import frames, new_app
    kept()
    (home / "settings.json").write_text("{\"speed\": ")
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    assert str(app.notice) == RESTORED
    assert app.settings.family == ["Zoë", "Ada"] and app.settings.speed == "fast"
    app.notice = ""
    app.open("rules", game="garbo")
    frames(app, 2)
    app.scene.back()
    frames(app, 2)
    assert isinstance(app.scene, MenuScene) and app.notice == ""      # not told again


def enospc(*args, **kwargs):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def erofs(*args, **kwargs):
    raise OSError(errno.EROFS, os.strerror(errno.EROFS))


@pytest.mark.parametrize("fault", ["disk full", "read-only folder"])
def test_settings_that_cannot_be_written_stay_whole_and_are_told_once(home, monkeypatch,
                                                                      fault):
    before = kept()
    whole = (home / "settings.json").read_bytes()
    with monkeypatch.context() as broken:     # only the fault undone after: not the home
        if fault == "disk full":
            broken.setattr(core.os, "fsync", enospc)         # the data never reaches the disk
        else:
            broken.setattr(core.tempfile, "mkstemp", erofs)  # no new file in the folder
        changed = Settings.load()
        changed.speed, changed.family = "slow", ["Bob"]
        changed.save()                                   # never raises
        assert take_problem() == NOT_SAVED
        changed.save()
        assert take_problem() is None                    # told once, however many saves
    assert (home / "settings.json").read_bytes() == whole
    assert [n for n in os.listdir(home) if n.startswith(saves.TEMPORARY)] == []
    assert Settings.load() == before


def test_a_crash_between_writing_and_renaming_leaves_the_old_settings_whole(home, monkeypatch):
    """The process dies after the temporary file is written, before the rename: the old
    file is whole, and the temporary file is never read and is cleared later."""
    before = kept()

    def crash(*args):
        raise SystemExit("killed")        # the process ends here (os._exit in the subprocess test)

    with monkeypatch.context() as dying:
        dying.setattr(core.os, "replace", crash)
        dying.setattr(core.os, "unlink", lambda path: None)   # a dead process cleans nothing
        changed = Settings.load()
        changed.speed = "slow"
        with pytest.raises(SystemExit):
            changed.save()
    (left,) = [n for n in os.listdir(home) if n.startswith(saves.TEMPORARY)]
    assert Settings.load() == before and take_problem() is None
    assert saves.clear_leftovers() == []                          # maybe another's write
    later = os.path.getmtime(home / left) + saves.STALE_S + 1
    assert saves.clear_leftovers(now=later) == [str(home / left)]
    assert not (home / left).exists()


def test_two_card_tables_write_the_settings_last_wins_whole(home):
    """Two copies of the app on one folder: each writes whole settings; the last one
    written is read, and the one before it is the last good copy."""
    first, second = Settings.load(), Settings.load()
    first.family, second.family = ["Ada"], ["Bob"]
    first.save()
    second.save()
    assert Settings.load().family == ["Bob"]
    assert json.loads((home / "settings.good.json").read_text())["family"] == ["Ada"]


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_settings_notices_are_in_every_language(code):
    lang.use(code)
    for words in (RESTORED, DEFAULTS, NOT_SAVED):
        assert lang._(words) != words


def test_the_problems_of_one_folder_are_never_told_about_another(home, monkeypatch,
                                                                 tmp_path_factory):
    (home / "settings.json").write_text("{")
    Settings.load()
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path_factory.mktemp("other")))
    assert take_problem() is None
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    assert take_problem() == DEFAULTS
    assert settings_mod._problems == {}


PARTLY = "Some of your settings could not be read and are back to their defaults: {settings}. " \
    "Your other settings are kept."


def test_values_of_the_wrong_type_are_reset_one_by_one_and_told_once(home):
    """Valid JSON of the right shape, some values wrong: each bad value is back to its
    default, every good one is kept, the file as it was is kept aside, and one sentence
    names what was reset."""
    before = kept(bot_pace_ms=1100)
    before.remember_table("fossil", 3, ["human", "bot", "bot"], ["Zoë", "", ""], {})
    before.save()
    path = home / "settings.json"
    data = json.loads(path.read_text())
    data["language"] = 5                                  # a number for the language
    data["family"] = ["Zoë", 7]                           # a number among the names
    data["tables"]["garbo"]["players"] = "2"              # a seat count as a string
    data["keys"] = {"keys_left": "garbage", "keys_right": data["keys"]["keys_right"]}
    data["bot_pace_ms"] = "fast"
    path.write_text(json.dumps(data))
    spoiled = path.read_bytes()
    after = Settings.load()
    assert after.language == "" and after.bot_pace_ms == 700      # reset...
    assert after.family == ["Zoë"] and "garbo" not in after.tables   # only the bad one
    assert after.keys == Settings().keys
    assert after.speed == "fast" and after.volume == 50             # ...and the rest kept
    assert after.tables["fossil"]["players"] == 3
    listed = "the bots' pace, the language, the seats the menu remembered, the family's " \
        "names and the keys"
    assert str(take_problem()) == PARTLY.format(settings=listed)
    assert take_problem() is None                                   # told once
    (aside,) = damaged_copies(home)
    assert (home / aside).read_bytes() == spoiled                   # kept aside as it was
    assert Settings.load() == after and take_problem() is None      # written back whole
    after.save()
    assert Settings.load() == after and take_problem() is None      # the good copy too
    assert json.loads((home / "settings.good.json").read_text())["language"] == ""


def test_settings_an_older_card_table_wrote_are_no_damage(home):
    """Key names kept by an older version and the old sound switch are read, not reset."""
    (home / "settings.json").write_text(json.dumps({
        "sound": False, "keys": {"keys_left": dict(zip(
            ["row1", "row2", "row3", "row4", "row5", "stack", "discard", "turn"],
            "zxcvbfgh"))}}))
    s = Settings.load()
    assert s.volume == 0 and s.keys["keys_left"]["row1"] == 29
    assert take_problem() is None and damaged_copies(home) == []


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_settings_reset_notice_is_whole_in_every_language(home, code):
    (home / "settings.json").write_text(json.dumps({"speed": "fast", "language": 5,
                                                    "family": 3}))
    Settings.load()
    lang.use(code)
    problem = take_problem()
    assert problem is not None
    words = lang.text(problem)
    assert "{" not in words and "family" not in words and "language" not in words
    assert lang._(PARTLY) != PARTLY


@pytest.mark.parametrize("code", ["fr", "it"])
def test_the_menu_shows_the_reset_and_the_records_notices_whole(home, code):
    """Some settings reset and the records damaged: both sentences drawn whole at
    1280x720, every word, on at most four lines, in each language."""
    from scenes.kit.notice_box import TEXT_WIDTH
    from scenes.screens.menu import NOTICE_WIDTH, MenuScene
    from tests.screen_helpers import new_app
    (home / "settings.json").write_text(json.dumps({"speed": "fast", "language": 5,
                                                    "keys": {"keys_left": "x"}}))
    (home / "records.sqlite3").write_bytes(b"not a database" * 100)
    lang.use(code)
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    notice = lang.text(app.notice)
    assert notice.count("{") == 0 and notice.count(".") >= 4     # both, whole sentences
    assert app.settings.speed == "fast"
    drawn = []
    real = app.canvas.text

    def text(words, size, pos, *args, **kwargs):
        drawn.append((words, size))
        return real(words, size, pos, *args, **kwargs)

    app.canvas.text = text
    app.scene._draw_notice(app.canvas)
    said = [(w, size) for w, size in drawn if w != lang._("OK")]   # the box's button
    assert " ".join(w for w, _ in said).split() == notice.split()     # every word
    room = TEXT_WIDTH if app.scene.notice_long() else NOTICE_WIDTH
    assert all(app.canvas.text_width(w, size) <= room for w, size in said)


def test_a_notice_longer_than_two_lines_shows_in_a_box_the_menu_waits_for(home):
    """Three files damaged at once: the notice is too long for the strip over the
    subtitle (it covered the title and the Players row); its box takes every click until
    OK, so no click meant for it picks a game."""
    from scenes.screens.menu import MenuScene
    from tests.screen_helpers import centre, click, frames, key, new_app
    (home / "settings.json").write_text(json.dumps({"speed": "fast", "language": 5,
                                                    "keys": {"keys_left": "x"}}))
    (home / "records.sqlite3").write_bytes(b"not a database" * 100)
    lang.use("it")
    app = new_app()
    app.run(MenuScene(app), max_frames=2)
    menu = app.scene
    assert menu.notice_long() and menu.notice_box.ok.visible
    game = menu.game
    other = next(b for b in menu.game_buttons if not b.primary)
    click(app, centre(other.rect))
    assert menu.game == game and app.notice          # the click was the box's
    long_notice = app.notice
    key(app, pygame.K_RETURN)                         # Enter closes the box, starts nothing
    assert app.notice == "" and app.scene is menu
    app.notice = long_notice
    frames(app)
    click(app, centre(menu.notice_box.ok.rect))
    assert app.notice == "" and not menu.notice_long()
    click(app, centre(other.rect))
    frames(app)
    assert menu.game != game                          # the menu is the menu's again
    app.notice = "A name has at most 24 characters."
    frames(app)
    assert not menu.notice_long()                       # a short notice stays in the strip
    app.close()


def test_settings_are_written_off_the_frame_and_a_fault_there_is_told(home, monkeypatch):
    """Play saves the settings: their syncs (four, with the last good copy) wait for the
    disk on the save writer's thread, never in the frame; a write that fails there is told
    the next time the menu asks, once."""
    monkeypatch.setattr(WRITER, "synchronous", False)
    synced_in = []
    real_fsync = core.os.fsync
    monkeypatch.setattr(core.os, "fsync", lambda fd: (
        synced_in.append(threading.current_thread().name), real_fsync(fd))[1])
    before = kept()
    WRITER.flush()
    assert synced_in and set(synced_in) == {"save-writer"}
    assert Settings.load() == before
    monkeypatch.setattr(core.os, "fsync", enospc)
    changed = Settings.load()
    changed.speed = "slow"
    changed.save()
    WRITER.flush()
    assert take_problem() == NOT_SAVED and take_problem() is None
    monkeypatch.setattr(core.os, "fsync", real_fsync)
    assert Settings.load() == before
