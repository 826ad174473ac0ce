"""A word to each other across computers (issue 45, item 6): a guest's reaction reaches the
host's table and a watcher's, shown by the guest's seat in each screen's own language,
kept in the History, said aloud; the host's reaches the guest; a seat sending too fast is
held back (and told so); only keys of the fixed set travel (anything else is unreadable);
off in Settings, none is shown nor offered; a game at one computer offers none."""

from __future__ import annotations

import pygame
import pytest
from screen_helpers import centre, click, drawn, frames, open_table

from scenes.net.reactions import BURST, SPACED_S, Pace
from scenes.net.wire import encode
from scenes.services import bot_worker, lang
from scenes.services.session import Seat, Session
from tests.net_helpers import AtOnce, Clock, hosted, join
from tests.test_net_watch import watch


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def table_of_two():
    clock = Clock()
    host = hosted("garbo", ("human", "remote"), 5, {1}, clock)
    _here, guest = join(host, "Léo")
    _there, zoe = watch(host, "Zoë")
    for _ in range(3):
        host.arrived()
        guest.arrived()
        zoe.arrived()
    return host, guest, zoe, clock


def pump(host, *others):
    host.arrived()
    for side in others:
        side.arrived()


def test_a_guests_reaction_is_shown_by_its_seat_on_the_host_and_the_watcher(log):
    host, guest, zoe, clock = table_of_two()
    h, host_table = open_table(host)
    w, watch_table = open_table(zoe)
    g, guest_table = open_table(guest)
    assert guest_table.reactions.offered() and not watch_table.reactions.offered()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F8, mod=0, unicode=""))
    frames(g)
    assert guest_table.reactions.open
    click(g, centre(guest_table.reactions.choices[0].rect))        # "Well played!"
    pump(host, zoe)
    frames(h, 2)
    lang.use("fr")                                   # the watcher reads French
    frames(w, 2)
    lang.use("en")
    assert host_table.history.lines[-1] == "Léo: Well played!"
    assert "Léo: Well played!" in log.read_text(encoding="utf-8").splitlines()
    assert any(line.text == "Well played!" for line in drawn(h))        # by Léo's seat
    assert watch_table.history.lines[-1] == "Léo\u00a0: Bien joué\u00a0!"
    frames(g, 2)                                     # back from the host: Léo's own
    assert guest_table.history.lines[-1] == "Léo: Well played!"
    clock.now += 10
    assert host.react(0, "oops")                     # the host's person, to the guest
    frames(g, 2)
    assert guest_table.history.lines[-1] == "Mamie: Oops!"


def test_too_many_too_fast_are_held_back_and_only_the_fixed_set_travels():
    host, guest, zoe, clock = table_of_two()
    assert host.react(0, "smile") and not host.react(0, "smile")      # too soon
    clock.now += SPACED_S
    assert host.react(0, "laugh")
    pace = Pace()
    times = [k * SPACED_S for k in range(BURST + 1)]
    assert [pace.allows(t) for t in times] == [True] * BURST + [False]
    assert not host.react(0, "free words")
    sent = len(host.reactions())
    guest.channel.send(encode("react", reaction="<b>rude</b>"))
    pump(host, guest)
    assert host.reactions() == [] and sent == 2
    assert any("could not read a message" in n for n in guest.notices())


def test_react_is_offered_only_once_someone_is_there_to_hear_it():
    host = hosted("garbo", ("human", "remote"), 5, {1}, Clock())
    h, host_table = open_table(host)
    assert not host_table.reactions.offered() and not host_table.reactions.button.visible
    _here, guest = join(host, "Léo")
    for _ in range(3):
        host.arrived()
        guest.arrived()
    frames(h)
    assert host_table.reactions.offered() and host_table.reactions.button.visible


def test_off_in_settings_none_is_shown_nor_offered_and_one_computer_offers_none():
    host, guest, zoe, clock = table_of_two()
    h, host_table = open_table(host)
    h.settings.reactions = False
    frames(h)
    assert not host_table.reactions.offered() and not host_table.reactions.button.visible
    guest.react(guest.seat, "oops")
    pump(host)
    frames(h, 2)
    assert not any("Oops" in line for line in host_table.history.lines)
    alone = Session("garbo", [Seat("human", "Ada"), Seat("bot", "Ochre", "easy")], 3)
    _app, table = open_table(alone)
    assert not table.reactions.offered() and not table.reactions.button.visible
