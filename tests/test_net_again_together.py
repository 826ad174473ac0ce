"""Play again across computers on the same connections (issue 45, item 5): from the score
screens the host and its guest each ask for another game; it starts when both have (each
screen says whom it waits for), with the next deal, a new seal, the first seat passed on
as at one computer, each person on their own seat again by their token; a watcher follows
the table there; a guest who leaves instead frees their seat for the next table."""

from __future__ import annotations

import pytest
from net_helpers import AtOnce, Clock, hosted, join, person_here, play_out
from screen_helpers import centre, click, drawn, frames, new_app
from test_net_watch import watch

from scenes.net.guest import GuestSession
from scenes.net.host import HostedSession
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services import bot_worker


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def over():
    clock = Clock()
    host = hosted("garbo", ("human", "remote"), 31, {1}, clock)
    _here, guest = join(host, "Léo")
    _there, zoe = watch(host, "Zoë")
    play_out(host, [guest], person_here(host), clock)
    for _ in range(100):                # every move shown on the watcher's table too
        zoe.arrived()
        guest.arrived()
    return host, guest, zoe


def score(session):
    app = new_app()
    app.run(ScoreScene(app, session), max_frames=2)
    return app


def both(apps) -> None:
    for app in apps:
        frames(app, 2)


def test_both_ask_and_the_next_game_starts_on_the_same_connections():
    host, guest, zoe = over()
    assert host.lingers() and guest.lingers()
    h, g, w = score(host), score(guest), score(zoe)
    click(h, centre(h.scene.buttons[0].rect))                # the host asks first
    both([h, g, w])
    assert h.scene.again_said == "Waiting for Léo to play again."
    assert g.scene.again_said == "Mamie would like to play again."
    assert any(line.text == g.scene.again_said for line in drawn(g))
    click(g, centre(g.scene.buttons[0].rect))                # the guest agrees
    for _ in range(300):                                     # the new deal shown, then
        both([h, g, w])                                      # each guest seated by it
        if all(isinstance(a.scene, TableScene) for a in (h, g, w)) and g.scene.session.ready:
            break
    assert isinstance(h.scene, TableScene) and isinstance(g.scene, TableScene)
    nxt, mine = h.scene.session, g.scene.session
    assert isinstance(nxt, HostedSession) and isinstance(mine, GuestSession)
    assert nxt.seed == host.seed + 1 and nxt.seed_hash != host.seed_hash
    # Garbo passes the first seat: Léo plays first now, still from his own computer
    assert [s.name for s in nxt.seats] == ["Léo", "Mamie"] and nxt.remote == {0}
    assert mine.seat == 0 and mine.ready and mine.seed_hash == nxt.seed_hash
    assert nxt.started and mine.channel is guest.channel
    assert isinstance(w.scene, TableScene) and w.scene.session.only_watching()
    assert zoe.channel is w.scene.session.channel


def test_a_guest_who_leaves_instead_frees_the_seat_for_the_next_table():
    host, guest, zoe = over()
    h, g = score(host), score(guest)
    click(h, centre(h.scene.buttons[0].rect))
    both([h, g])
    click(g, centre(g.scene.buttons[1].rect))                # Menu: Léo leaves
    for _ in range(4):
        both([h, g])
    assert not guest.connected or guest.channel.state != "open"
    # Nobody left to wait for: the host's table is dealt, its seat awaiting a guest
    nxt = h.scene.session if isinstance(h.scene, TableScene) else host.next_session()
    if nxt is None:                                          # waited for nobody: ask again
        click(h, centre(h.scene.buttons[0].rect))
        frames(h, 3)
        nxt = h.scene.session
    assert isinstance(nxt, HostedSession) and not nxt.started and nxt.awaited() == [0]
