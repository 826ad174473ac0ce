"""Everyone's right name across computers (issue 45, item 1): a guest or a watcher seated
before another guest learns that guest's name as soon as it joins (names travel with who
is where, not only in one's own welcome), on its table's panels and in its History."""

from __future__ import annotations

import pytest

from scenes.screens.table import TableScene
from scenes.services import bot_worker
from tests.net_helpers import AtOnce, Clock, GuestBot, hosted, join, step
from tests.screen_helpers import DT, new_app
from tests.test_net_watch import watch


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def heard_all(host, sides) -> None:
    for _ in range(4):
        host.arrived()
        for side in sides:
            side.arrived()


def test_a_guest_and_a_watcher_seated_first_learn_the_later_guests_name():
    clock = Clock()
    # Seed 6: the first fossil scored that names Cleo (she holds it, or pays for holding
    # none) is scored at the 22nd move, well within the frames below.
    host = hosted("fossil", ("bot", "remote", "remote"), 6, {1, 2}, clock)
    placeholder = host.session.seats[2].name
    _here, first = join(host, "Léo")
    _there, watcher = watch(host, "Zoë")
    heard_all(host, [first, watcher])
    assert first.seats[2].name == watcher.seats[2].name == placeholder   # nobody yet
    _elsewhere, cleo = join(host, "Cleo")
    heard_all(host, [first, watcher, cleo])
    for side in (first, watcher, cleo):
        assert [s.name for s in side.seats] == [host.session.seats[0].name, "Léo", "Cleo"]
    assert placeholder != "Cleo"
    # The first guest's table and History call her Cleo from her first move on.
    app = new_app()
    app.settings.speed = "fast"
    table = TableScene(app, first)
    app.run(table, max_frames=1)
    bots = [GuestBot(first, 11), GuestBot(cleo, 12)]
    for _ in range(3000):
        if not table.board.busy:            # a move at a time, as people play
            step(host, [first, cleo], bots, clock=clock)
        app.step(DT)
        lines = table.history.lines
        if any(line.startswith("Cleo") for line in lines):
            break
    assert any(line.startswith("Cleo") for line in lines), lines
    assert not any(placeholder in line for line in lines), lines
