"""Every test keeps its saves, settings and records in a folder of its own, so no test
reads what another (or a person playing on this machine) left behind; and each starts in
English, whatever the machine's locale."""

from __future__ import annotations

import sys

import pytest

# The tests' process starts apps as the command line does (scenes/cli.py's `main`): the bots'
# and the app's helper threads get the GIL back as often as in the app, so a test that
# waits a number of frames for them waits as many as the app would.
sys.setswitchinterval(0.0005)


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """The test's data folder (CARDTABLE_HOME): its own tmp_path, which a test may ask for
    by this name to look at the files the app wrote."""
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "en")      # English unless a test asks for another
    from scenes.services import lang
    lang.use("en")
    return tmp_path


@pytest.fixture
def db(home):
    """The records, open in the test's data folder."""
    from scenes.services.records import Records
    records = Records.open()
    yield records
    records.close()
