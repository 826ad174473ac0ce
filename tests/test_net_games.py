"""Whole games across computers (in one process, over `memory_pair`): a host's session with
bots and people, one or two guests whose moves a bot chooses from the guest's own view, to
the end on every side with the same scores; and every byte a Garbo guest received, read for
what it must not hold: the other hand before its cards are played, the seed, the deal code.
"""

from __future__ import annotations

import pytest

from game import RULES
from scenes.services import bot_worker
from scenes.services.session import Session
from tests.net_helpers import AtOnce, Clock, hosted, join, person_here, play_out

SEED = 123456789123


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def recorded(channel, host, guest_seat):
    """Every message the host's end sends, with the cards hidden from the guest then (the
    other hand and the stock, as the host's table stood when it was sent)."""
    log, send = [], channel.send

    def keep(data):
        state = host.session.state
        hidden = {c for seat, hand in enumerate(state.hands) if seat != guest_seat
                  for c in hand} | set(state.stock)
        log.append((data, hidden, host.is_over()))
        send(data)
    channel.send = keep
    return log


def test_a_whole_garbo_game_shows_the_guest_nothing_hidden_until_it_is_played(db):
    clock = Clock()
    host = hosted("garbo", ("bot", "remote"), SEED, {1}, clock)
    here, guest = join(host)
    log = recorded(here, host, 1)
    play_out(host, [guest], clock=clock)
    code = host.session.deal_code()
    secrets = [str(SEED).encode(), code.encode(), host.salt.encode()]
    assert len(log) >= 34       # the welcome, 32 moves, the end
    for data, hidden, over in log:
        for card in hidden:
            assert f'"{card}"'.encode() not in data, card
        if not over:
            assert not any(s in data for s in secrets)
    assert b'"kind":"end"' in log[-1][0] and all(s in log[-1][0] for s in secrets)
    assert guest.scores() == host.session.scores()
    assert guest.complete and guest.seed == SEED and guest.deal_code() == code
    again = Session.from_record(guest.record())       # the guest's replay, from its record
    assert again.scores() == host.session.scores()
    assert guest.keep_result(db).problem == "" and len(db.games("garbo")) == 1


def test_a_garbo_game_with_a_person_at_the_host():
    clock = Clock()
    host = hosted("garbo", ("human", "remote"), 7, {1}, clock)
    _here, guest = join(host)
    assert host.humans() == [0]                         # the guest is not played here
    play_out(host, [guest], person_here(host), clock)
    assert guest.scores() == host.session.scores() and guest.complete
    assert host.session.seats[1].name == "Léo"          # the records name the guest


def test_a_whole_fossil_game_with_a_person_at_the_host_and_two_guests():
    clock = Clock()
    host = hosted("fossil", ("human", "remote", "remote"), 21, {1, 2}, clock)
    guests = [join(host, name)[1] for name in ("Léo", "Zoë")]
    play_out(host, guests, person_here(host), clock)
    scores = host.session.scores()
    assert [g.scores() for g in guests] == [scores, scores]
    assert [g.seat for g in guests] == [1, 2] and all(g.complete for g in guests)
    assert [m["seat"] for m in guests[0].moves] == [m["seat"] for m in host.session.moves]


def test_a_whole_petroglyph_game_with_a_bot_and_a_guest():
    clock = Clock()
    host = hosted("petroglyph", ("bot", "remote"), 4, {1}, clock)
    _here, guest = join(host)
    play_out(host, [guest], clock=clock)
    assert guest.scores() == host.session.scores() and guest.is_over()
    assert RULES["petroglyph"].is_over(host.session.state) and guest.complete
