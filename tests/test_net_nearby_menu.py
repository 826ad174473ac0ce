"""The home network with the mouse, headless and on this computer only (zeroconf on the
loopback interface: `conftest` sets `nearby.HOME`): a table hosted from the menu opens both
doors (the meeting code, faked, and the home network's listing, real) and survives the home
network failing; the Join screen lists a table announced on loopback by its host's name,
seats its guest with a click, says another version's sentence instead of joining, and
closes its browser (its threads gone) when it is left."""

from __future__ import annotations

import logging
import threading

import pygame
from net_helpers import hosted
from net_wait import until
from screen_helpers import centre, click, frames, key
from test_net_menu import FakeListener, hosting, open_join, texts

from scenes.net import nearby
from scenes.net.channel import CLOSED, OPEN, UNREACHABLE
from scenes.net.doors import Doors
from scenes.net.guest import GuestSession
from scenes.net.watcher import WatcherSession
from scenes.net.wire import PROTOCOL
from scenes.screens.menu import MenuScene
from scenes.screens.table import TableScene
from scenes.services.version import VERSION

LISTED = ("On this home network, Join a table also lists this table by name, with no "
          "invite to type.")
NOT_LISTED = "the table is not listed on this home network"


def no_meeting(code, servers):
    raise AssertionError("a table listed on this home network is joined with no code")


# --- hosting -----------------------------------------------------------------------------

def test_hosting_from_the_menu_opens_the_code_and_the_home_network(monkeypatch):
    far = FakeListener()
    app, table, session = hosting(monkeypatch, far, near=nearby.host_nearby)
    doors = session.listener
    assert isinstance(doors, Doors) and doors.first is far
    near = doors.second
    assert isinstance(near, nearby.NearbyListener) and near.invite == session.name
    browser = nearby.nearby()
    try:
        until(lambda: near.table)       # its thread has listed it (another worker's may show)
        (listed,) = until(lambda: [t for t in browser.tables() if t.key == near.table.key])
        assert (listed.name, listed.game, listed.version) == (session.name, "garbo", VERSION)
        until(lambda: near.state == OPEN)
        shown = texts(app)
        assert "Invite: 7-guitarist-revenge" in shown and LISTED in shown
        table.exit()                          # the table is left: both doors close
        assert far.closed and near.state == CLOSED
        until(lambda: listed not in browser.tables())     # and its listing is withdrawn
    finally:
        browser.close()
        near.close()


def test_hosting_goes_on_by_code_when_the_home_network_cannot_start(monkeypatch, caplog):
    def broken(name, game, version):
        raise OSError("no network adapter")

    caplog.set_level(logging.WARNING, logger="cardtable")
    far = FakeListener()
    app, table, session = hosting(monkeypatch, far, near=broken)
    assert session.listener is far
    shown = texts(app)
    assert "Invite: 7-guitarist-revenge" in shown and LISTED not in shown
    assert "Waiting for 1 person on another computer." in shown
    assert any(NOT_LISTED in r.getMessage() for r in caplog.records)
    click(app, centre(table.waiting_panel.buttons[0].rect))      # bots may still play
    assert session.started


def test_hosting_goes_on_by_code_when_zeroconf_fails_on_its_thread(monkeypatch, caplog):
    def no_multicast(interfaces):
        raise OSError("no multicast here")

    caplog.set_level(logging.WARNING, logger="cardtable")
    monkeypatch.setattr(nearby, "_zeroconf", no_multicast)
    app, table, session = hosting(monkeypatch, FakeListener(), near=nearby.host_nearby)
    near = session.listener.second
    until(lambda: near.state == CLOSED)
    assert near.reason == UNREACHABLE
    assert any(NOT_LISTED in r.getMessage() for r in caplog.records)
    shown = texts(app)
    assert "Invite: 7-guitarist-revenge" in shown and LISTED not in shown
    assert "Seat 2 is free." in shown and session.listener.state == OPEN


def test_without_the_meeting_server_the_home_network_still_lets_guests_in(monkeypatch):
    app, table, session = hosting(monkeypatch, FakeListener(None, CLOSED, UNREACHABLE),
                                  near=nearby.host_nearby)
    try:
        until(lambda: session.listener.second.state == OPEN)
        shown = " ".join(texts(app))            # the sentence on two lines
        assert "The meeting server cannot be reached: only a computer on this home " \
               "network can join, from Join a table." in shown
        assert "so no one can join" not in shown
    finally:
        table.exit()


# --- joining -----------------------------------------------------------------------------

def test_the_join_screen_lists_a_table_on_this_home_network_and_a_click_seats_its_guest(
        monkeypatch):
    host = hosted("garbo", ("bot", "remote"), 31, {1})
    app, scene = open_join(monkeypatch, no_meeting)
    host.listener = near = nearby.host_nearby("Mamie", "garbo", VERSION)
    try:
        until(lambda: near.table)
        # Its row, as frames go by (another process's tests may list tables on loopback).
        [row] = until(lambda: frames(app) or [r for r, t in zip(scene.rows, scene.listed)
                                              if t.key == near.table.key])
        assert row.label == "Mamie's Garbo table" and row.label in texts(app)
        assert "No table is waiting on this home network." not in texts(app)
        click(app, centre(scene.name_field.rect))
        for ch in "Léo":
            key(app, ord(ch.lower()) if ch.isascii() else 0, ch)
        browser = scene.browser
        click(app, centre(row.rect))
        assert "Connecting…" in texts(app)                # the host has not answered yet
        until(lambda: (host.arrived(), frames(app), isinstance(app.scene, TableScene))[-1])
        guest = app.scene.session
        assert isinstance(guest, GuestSession) and guest.seat == 1 and guest.host == "Mamie"
        assert host.seats[1].name == "Léo" and host.started and app.settings.family[0] == "Léo"
        assert browser.state == CLOSED and scene.browser is None   # left with the screen
    finally:
        host.close()


def test_a_table_listed_on_this_home_network_can_be_only_watched(monkeypatch):
    """Beside its row, the listed table's own "Only watch": a click watches it from no
    seat, with no code typed, and its seat still waits for its guest."""
    host = hosted("garbo", ("bot", "remote"), 31, {1})
    app, scene = open_join(monkeypatch, no_meeting)
    host.listener = near = nearby.host_nearby("Mamie", "garbo", VERSION)
    try:
        until(lambda: near.table)
        [watch] = until(lambda: frames(app) or [b for b, t in zip(scene.watch_rows,
                                                                   scene.listed)
                                                if t.key == near.table.key])
        assert watch.label == "Only watch" and scene.field.text == ""
        click(app, centre(watch.rect))
        assert "Connecting…" in texts(app)
        until(lambda: (host.arrived(), frames(app), isinstance(app.scene, TableScene))[-1])
        watcher = app.scene.session
        assert isinstance(watcher, WatcherSession) and watcher.seat is None
        assert len(host.watchers.doors) == 1 and host.free() == [1] and not host.started
    finally:
        host.close()


class Browser:
    """The home network's tables as a test lists them."""

    def __init__(self, tables):
        self.listed, self.state = list(tables), OPEN

    def tables(self):
        return self.listed

    def close(self):
        self.state = CLOSED


def listing(name, game, version, protocol=PROTOCOL):
    return nearby.Table(name, game, version, protocol, ("127.0.0.1",), 9, f"{name}.local.",
                        "secret")


def test_no_table_listed_is_said(monkeypatch):
    monkeypatch.setattr(nearby, "nearby", lambda: Browser([]))
    app, scene = open_join(monkeypatch, no_meeting)
    assert "No table is waiting on this home network." in texts(app) and scene.rows == []
    scene.browser.listed.append(listing("Mamie", "fossil", VERSION))
    frames(app)
    assert [row.label for row in scene.rows] == ["Mamie's Fossil table"]
    assert "No table is waiting on this home network." not in texts(app)


def test_another_version_is_listed_with_its_version_and_never_joined(monkeypatch):
    browser = Browser([listing("Léo", "fossil", "0.1.0"), listing("Zoé", "quoits", "9.0"),
                       listing("Ben", "quoits", VERSION), listing("Ada", "garbo", VERSION,
                                                                  PROTOCOL + 1)])
    monkeypatch.setattr(nearby, "nearby", lambda: browser)
    monkeypatch.setattr(nearby, "join_nearby", lambda table: no_meeting("", ""))
    app, scene = open_join(monkeypatch, no_meeting)
    frames(app)
    # A game this app does not know is named by no word from the network; a listing of
    # this version that is not one of ours (an unknown game, another wire) is left out.
    assert [row.label for row in scene.rows] == ["Léo's Fossil table, version 0.1.0",
                                                 "Zoé's table, version 9.0"]
    for button in (scene.rows[0], scene.watch_rows[0]):    # to join, or only to watch
        click(app, centre(button.rect))
        assert scene.joining is None
    assert f"Léo's Card Table is version 0.1.0 and this one is version {VERSION}: both " \
           "need the same version." in " ".join(texts(app))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene) and browser.state == CLOSED


def test_leaving_the_join_screen_closes_the_browser_and_its_threads(monkeypatch):
    before = {t.ident for t in threading.enumerate()}
    app, scene = open_join(monkeypatch, no_meeting)
    browser = scene.browser
    until(lambda: browser.state == OPEN)                  # zeroconf's threads are running
    assert [t for t in threading.enumerate() if t.ident not in before]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene) and browser.state == CLOSED
    until(lambda: not [t for t in threading.enumerate()
                       if t.ident not in before and t.is_alive()])
