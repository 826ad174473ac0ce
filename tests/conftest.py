"""Every test keeps its saves, settings and records in a folder of its own, so no test
reads what another (or a person playing on this machine) left behind; and each starts in
English, whatever the machine's locale."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path_factory.mktemp("home")))
    monkeypatch.setenv("LANGUAGE", "en")      # English unless a test asks for another
    from scenes.services import lang
    lang.use("en")
