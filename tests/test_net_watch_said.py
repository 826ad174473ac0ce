"""Who is watching is said as long as they watch (issue 45, item 3): the host's table says
who watches it from other computers over the table, beside the deal, until they leave;
the watcher's own table says it is watching."""

from __future__ import annotations

import pytest

from scenes.services import bot_worker
from tests.net_helpers import AtOnce, hosted, join
from tests.screen_helpers import drawn, frames, open_table
from tests.test_net_watch import watch


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def test_the_host_says_who_watches_while_they_watch_and_the_watcher_says_it_watches():
    host = hosted("garbo", ("human", "remote"), 5, {1})
    _here, guest = join(host, "Léo")
    _there, zoe = watch(host, "Zoë")
    for _ in range(3):
        host.arrived()
        guest.arrived()
        zoe.arrived()
    app, table = open_table(host)
    assert table.code.endswith(" · watched by Zoë")
    assert any(line.text == table.code for line in drawn(app))
    watcher_app, watcher_table = open_table(zoe)
    assert watcher_table.code == "You are watching this table"      # its deal: at the end
    assert any(line.text == watcher_table.code for line in drawn(watcher_app))
    zoe.close()
    for _ in range(3):
        host.arrived()
    frames(app, 2)
    assert "watched" not in table.code and table.code.startswith("Deal ")
