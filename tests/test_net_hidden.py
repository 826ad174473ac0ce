"""A guard on what guests receive in the other games (issue 45, item 8; Garbo's is in
test_net_games.py): every byte a Petroglyph guest and a Ligretto guest receive over a
whole game is read for a card it never could have seen (a face-down Petroglyph card never
turned, the aside card; a Ligretto card in a stack under its top, in a hand, or covered
in a discard pile, never shown since the deal), and for the seed before the end."""

from __future__ import annotations

import json

import pytest

from scenes.net.channel import memory_pair
from scenes.net.guest import GuestSession
from scenes.services import bot_worker
from tests.net_helpers import VERSION, AtOnce, Clock, hosted, join, play_out
from tests.test_net_ligretto import frame, scripted_hand

SEED = 987654321


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def recorded(channel, host, shown, never_shown):
    """Every message the host's end sends with the cards never shown so far then: `shown`
    (the host's state, the message's events) the cards showing now or shown by the
    events sent, added to those seen; `never_shown` (the state) the cards hidden now, less those
    seen before."""
    log, send, seen = [], channel.send, set()

    def keep(data):
        message = json.loads(data)
        events = message.get("events") or [e for one in message.get("heard") or []
                                           for e in one]
        state = host.session.state
        seen.update(shown(state, events))
        log.append((data, set(never_shown(state)) - seen, host.is_over()))
        send(data)
    channel.send = keep
    return log


def read_for_secrets(log, host) -> None:
    assert len(log) > 20
    seed = str(host.session.seed).encode()
    for data, hidden, over in log:
        leaked = [card for card in hidden if f'"{card}"'.encode() in data]
        assert not leaked, (leaked, data[:300])
        if not over:
            assert seed not in data and host.salt.encode() not in data
    assert seed in log[-1][0]                        # the end tells the seed


def petroglyph_shown(state, events):
    """Face up now, collected, or turned over by the last move (and turned back by it)."""
    turned = [e["card"] for e in events if e["type"] == "flip"]
    return [state.grid[i] for i in state.up] + turned + [c for seat in state.sets
                                                         for one in seat for c in one]


def petroglyph_hidden(state):
    return [c for c in (state.grid[i] for i in state.face_down())] + [state.aside]


def test_a_petroglyph_guest_never_receives_a_card_never_turned():
    clock = Clock()
    host = hosted("petroglyph", ("bot", "remote"), SEED, {1}, clock)
    here, guest = join(host)
    log = recorded(here, host, petroglyph_shown, petroglyph_hidden)
    play_out(host, [guest], clock=clock)
    assert guest.is_over() and guest.scores() == host.session.scores()
    read_for_secrets(log, host)


def ligretto_shown(state, events):
    out = [e["shown"] for e in events if e["type"] == "turned" and e.get("shown")]
    out += [c for row in state.rows for column in row for c in column]
    out += [c for pile in state.piles for c in pile]
    return out + [s[0] for s in state.stacks if s] + [d[0] for d in state.discards if d]


def ligretto_hidden(state):
    return [c for s in state.stacks for c in s[1:]] + [c for h in state.hands for c in h] \
        + [c for d in state.discards for c in d[1:]]


def test_a_ligretto_guest_never_receives_a_card_never_shown_over_a_whole_game():
    clock = Clock()
    host = hosted("ligretto", ("human", "remote"), SEED, {1}, clock)
    here, there = memory_pair()
    host.admit(here)
    log = recorded(here, host, ligretto_shown, ligretto_hidden)
    guest = GuestSession(there, name="Léo", version=VERSION, level="easy")
    guest.clock_ms = lambda: int(host.clock() * 1000)     # the test's time
    hand = scripted_hand(host, 0, every=20)
    for _ in range(300_000):
        frame(host, [guest], clock, hand=hand)
        if host.is_over() and guest.complete:
            break
    assert host.is_over() and max(host.session.scores()) >= 99
    assert guest.scores() == host.session.scores()
    read_for_secrets(log, host)
