"""Play again after a game across computers, with nobody left to ask (the others have
gone): the guest's button goes to the Join screen (a host deals the next game), the host's
hosts the next deal with a new invite, the guest's seat still a seat on another computer.
Tried by hand, the guest's crashed the app (a guest's session has no save file) and the
host's turned the guest into a person here. (With the others still there, on the same
connections: test_net_again_together.py.)"""

from __future__ import annotations

from net_helpers import AtOnce, Clock, hosted, join, person_here, play_out
from screen_helpers import centre, click, frames, new_app
from test_net_menu import FakeListener

from scenes.net import meeting
from scenes.net.host import HostedSession
from scenes.screens.join import JoinScene
from scenes.screens.menu import MenuScene
from scenes.screens.score import ScoreScene
from scenes.screens.table import TableScene
from scenes.services import bot_worker


def game_over(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)
    clock = Clock()
    host = hosted("garbo", ("human", "remote"), 31, {1}, clock)
    _here, guest = join(host)
    play_out(host, [guest], person_here(host), clock)
    return host, guest


def play_again(session):
    app = new_app()
    app.run(ScoreScene(app, session), max_frames=2)
    click(app, centre(app.scene.buttons[0].rect))       # Play again
    frames(app, 2)
    return app


def test_a_guests_play_again_opens_the_join_screen_over_the_menu(monkeypatch):
    host, guest = game_over(monkeypatch)
    host.close()                                        # the host has gone
    guest.arrived()
    app = play_again(guest)
    assert isinstance(app.scene, JoinScene)
    assert [type(s) for s in app.stack] == [MenuScene, JoinScene]   # Back: the menu


def test_a_hosts_play_again_hosts_the_next_deal_keeping_the_guests_seat(monkeypatch):
    host, guest = game_over(monkeypatch)
    guest.close()                                       # the guest has gone
    host.arrived()
    monkeypatch.setattr(meeting, "host", lambda servers, name: FakeListener("3-new-table"))
    app = play_again(host)
    table = app.scene
    assert isinstance(table, TableScene) and isinstance(table.session, HostedSession)
    again = table.session
    # Garbo's deal passes: the guest plays first, from the other computer
    assert [s.name for s in again.seats] == ["Léo", "Mamie"] and again.remote == {0}
    assert again.humans() == [1] and again.seed == host.seed + 1
    assert not again.started and again.waiting() is not None    # waits, showing its invite
