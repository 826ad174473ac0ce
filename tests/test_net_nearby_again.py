"""Every hosted table is listed on the home network, not only one hosted from the menu
(zeroconf on loopback: `conftest` sets `nearby.HOME`): a saved game hosted again
(Continue), whose guest comes back from Join a table's list to its own seat with its
token, no new code typed; and a table hosted from the command line (`--host`)."""

from __future__ import annotations

import pytest
from net_wait import until
from test_net_continue import SEED, Door, continued, played, save_path
from test_net_menu import FakeListener

from scenes.net import meeting, nearby
from scenes.net.channel import CLOSED
from scenes.net.doors import Doors
from scenes.net.start import JoiningNearby, host_table
from scenes.services import bot_worker
from scenes.services.session import Seat, Session
from scenes.services.version import VERSION
from tests.net_helpers import AtOnce, seated

GAME = ("garbo", [Seat("bot", "Ochre", "easy"), Seat("human", "Guest")], 31)


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def listed(near, browser):
    """`near`'s table as the home network's browser heard it (another worker's tables may
    be listed on loopback too)."""
    until(lambda: near.table)
    (table,) = until(lambda: [t for t in browser.tables() if t.key == near.table.key])
    return table


def test_a_continued_table_is_listed_and_its_guest_comes_back_from_the_list_to_its_seat(
        monkeypatch):
    host, guest, clock = seated(seed=SEED, save_path=save_path())
    token = guest.token
    played(host, guest, clock, 6)
    moves = len(host.session.moves)
    host.close()
    guest.arrived()
    guest.close()                                   # Menu, on the guest's computer

    monkeypatch.setattr(meeting, "join", lambda code, servers: pytest.fail("a code typed"))
    door = Door()
    again = continued(monkeypatch, door)
    assert isinstance(again.listener, Doors) and again.listener.first is door
    near = again.listener.second
    browser = nearby.nearby()
    try:
        table = listed(near, browser)
        assert (table.name, table.game) == ("Mamie", "garbo")
        joining = JoiningNearby(table, name="Léo", version=VERSION)
        back = until(lambda: (again.arrived(), joining.poll())[1])
        assert back.seat == 1 and back.token == token and back.moves_made == moves
        assert "Léo is back at the table." in again.notices() and again.started
    finally:
        browser.close()
        again.close()
    until(lambda: near.state == CLOSED)


def test_a_table_hosted_from_the_command_line_is_listed_too(monkeypatch):
    far = FakeListener()
    monkeypatch.setattr(meeting, "host", lambda servers, name: far)
    hosted, invite = host_table(Session(*GAME), {1}, servers="", name="Ada", version=VERSION)
    assert invite == far.invite and hosted.listener.first is far
    browser = nearby.nearby()
    try:
        table = listed(hosted.listener.second, browser)
        assert (table.name, table.game, table.version) == ("Ada", "garbo", VERSION)
    finally:
        browser.close()
        hosted.close()
    assert far.closed


def test_a_command_line_host_without_a_home_network_is_hosted_by_its_code(monkeypatch):
    def broken(name, game, version):
        raise OSError("no network adapter")

    far = FakeListener()
    monkeypatch.setattr(meeting, "host", lambda servers, name: far)
    monkeypatch.setattr(nearby, "host_nearby", broken)
    hosted, invite = host_table(Session(*GAME), {1}, servers="", name="Ada", version=VERSION)
    assert hosted.listener is far and invite == far.invite
    hosted.close()

