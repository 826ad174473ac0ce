"""The saves written off the frame (scenes/services/save_writer.py): a slow disk never holds
the move that saved, the newest text of a file wins, a game's end removes its save for
good, a full disk is told with a later move, and anyone reading saves reads them whole.

These tests run the writer's thread (the other tests write in their own thread: conftest).
The disk is made slow or full by patching game.core's fsync, which the thread calls; the
thread is held on an Event, never timed."""

from __future__ import annotations

import errno
import json
import os
import threading

import pytest

from game import core
from scenes.services import deals, saves
from scenes.services.save_writer import WRITER, SaveWriter
from scenes.services.session import Seat, Session


class _Fsyncs(list):
    started = None

    def __init__(self):
        super().__init__()
        self.started = threading.Event()


@pytest.fixture
def slow_disk(monkeypatch):
    """The disk holds every fsync until `gate` is set; `fsyncs` counts them (the first one
    under way: `fsyncs.started`)."""
    gate, fsyncs = threading.Event(), _Fsyncs()
    real = core.os.fsync

    def fsync(fd):
        fsyncs.append(fd)
        fsyncs.started.set()
        assert gate.wait(30)
        real(fd)
    monkeypatch.setattr(core.os, "fsync", fsync)
    monkeypatch.setattr(WRITER, "synchronous", False)
    yield gate, fsyncs
    gate.set()
    WRITER.flush()


def _play(session: Session, moves: int) -> None:
    for _ in range(moves):
        seat = sorted(session.to_act())[0]
        session.apply(seat, session.legal(seat)[0])


def test_a_move_is_applied_while_the_disk_still_writes_the_last_save(slow_disk):
    gate, fsyncs = slow_disk
    session = deals.new_session("garbo", [Seat("human", "Ada"), Seat("human", "Ben")], seed=4)
    _play(session, 1)
    assert fsyncs.started.wait(30)  # the disk holds that save: the next moves still apply
    _play(session, 2)
    assert len(session.moves) == 3 and len(fsyncs) == 1
    assert not os.path.exists(session.save_path)
    gate.set()
    session.wait_saved()
    # the texts handed over while the disk was held: only the newest is written after
    assert len(fsyncs) == 2
    assert len(Session.load(session.save_path).moves) == 3


def test_reading_the_saves_waits_for_the_writes_under_way(slow_disk):
    gate, _ = slow_disk
    session = deals.new_session("garbo", [Seat("human", "Ada"), Seat("human", "Ben")], seed=4)
    _play(session, 2)
    threading.Timer(0.05, gate.set).start()      # the disk lets go a little later
    assert saves.save_paths() == [session.save_path]
    with open(session.save_path, encoding="utf-8") as f:
        assert len(json.load(f)["moves"]) == 2


def test_a_removed_save_is_not_brought_back_by_a_write_under_way(slow_disk, home):
    gate, _ = slow_disk
    writer = SaveWriter()
    path = os.path.join(str(home), "game.json")
    writer.put(path, '{"moves": [1]}')
    writer.put(path, '{"moves": [1, 2]}')
    writer.put(path, None)                        # the game ended: its save goes
    gate.set()
    writer.flush()
    assert not os.path.exists(path)
    writer.put(path, '{"moves": []}')             # a new game in the same file
    writer.flush()
    assert os.path.exists(path)


def test_a_full_disk_is_told_with_a_later_move_and_forgotten_once_it_saves(monkeypatch):
    monkeypatch.setattr(WRITER, "synchronous", False)
    session = deals.new_session("garbo", [Seat("human", "Ada"), Seat("human", "Ben")], seed=4)
    _play(session, 1)
    session.wait_saved()
    whole = open(session.save_path, "rb").read()

    def full(fd):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    with monkeypatch.context() as broken:
        broken.setattr(core.os, "fsync", full)
        _play(session, 1)
        session.wait_saved()
    assert session.save_error.startswith("The game could not be saved: the disk is full.")
    assert open(session.save_path, "rb").read() == whole
    _play(session, 1)
    session.wait_saved()
    assert session.save_error == ""
    assert len(Session.load(session.save_path).moves) == 3
