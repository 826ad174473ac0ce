"""The log (issue 28): the technical detail behind a notice, and every uncaught error, go to
cardtable.log in the data folder, rotated so it never holds more than a few hundred KB; a
folder that cannot hold it leaves the app running without one."""

from __future__ import annotations

import logging
import sys
import threading

import pytest

from scenes.services import applog, deals, saves


@pytest.fixture
def log(home, monkeypatch):
    """The log started in the test's folder; hooks, handlers and switches put back after.
    The hooks it chains to print nothing here (they would print to the terminal)."""
    monkeypatch.setattr(sys, "excepthook", lambda *args: None)
    monkeypatch.setattr(threading, "excepthook", lambda args: None)
    monkeypatch.setattr(logging, "raiseExceptions", logging.raiseExceptions)
    handler = applog.start()
    assert handler is not None
    yield home / applog.FILENAME
    applog.LOG.removeHandler(handler)
    handler.close()


def test_a_damaged_save_s_detail_goes_to_the_log(log):
    import os
    os.makedirs(saves.saves_dir())
    with open(os.path.join(saves.saves_dir(), "garbo-x.json"), "w") as f:
        f.write('{"format": 1, "moves": [')
    found, problems = deals.saved_sessions()
    assert found == [] and problems
    written = log.read_text(encoding="utf-8")
    assert "garbo-x.json" in written and "not valid JSON" in written   # the parser's words
    assert "not valid JSON" not in str(problems[0])                      # never on screen


def test_uncaught_errors_are_logged(log):
    try:
        raise RuntimeError("a bug in a frame")
    except RuntimeError:
        kind, exc, tb = sys.exc_info()
    sys.excepthook(kind, exc, tb)
    thread = threading.Thread(target=lambda: 1 / 0, name="ahead")
    thread.start()
    thread.join()
    written = log.read_text(encoding="utf-8")
    assert "RuntimeError: a bug in a frame" in written and "Traceback" in written
    assert "uncaught error in thread ahead" in written and "ZeroDivisionError" in written


def test_the_log_is_rotated_and_stays_small(log):
    line = "x" * 1000
    for _ in range(3 * applog.MAX_BYTES // 1000):
        applog.LOG.warning(line)
    logs = sorted(p for p in log.parent.iterdir() if p.name.startswith(applog.FILENAME))
    assert [p.name for p in logs] == ["cardtable.log", "cardtable.log.1", "cardtable.log.2"]
    assert all(p.stat().st_size <= applog.MAX_BYTES for p in logs)


def test_a_folder_that_cannot_hold_the_log_leaves_the_app_without_one(home, monkeypatch):
    blocker = home / "file"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("CARDTABLE_HOME", str(blocker / "deeper"))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    assert applog.start() is None
    applog.LOG.warning("nowhere to go, and no error for it")
