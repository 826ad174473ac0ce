"""Ligretto across computers, in one process over `memory_pair`s, its time simulated (each
side's `advance(ms)`, the host's clock for the flood count turned by hand): a whole game to
99 points between a host (a person played by a scripted hand, a bot) and two guests (a bot
of `level` at each guest's seat) ending the same everywhere; a guest's card the host gave
to someone else going back with "Too late"; a pause from a guest holding every clock; a
dropped guest holding the clock, and its return starting a 3-2-1."""

from __future__ import annotations

import random

import pytest

from game.ligretto.rules import NextRound, Play
from game.realtime import TOO_LATE
from scenes.net.channel import memory_pair
from scenes.net.guest import GuestSession
from scenes.screens.table import TableScene
from scenes.services import bot_worker
from scenes.services.table_session import Hold
from tests.net_helpers import VERSION, AtOnce, Clock, hosted
from tests.screen_helpers import DT, new_app

FRAME = 16


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", AtOnce)


def guest_at(host, name, level=None, token=""):
    here, there = memory_pair()
    host.admit(here)
    guest = GuestSession(there, name=name, version=VERSION, level=level, token=token)
    guest.clock_ms = lambda: int(host.clock() * 1000)     # the test's time, not the wall's
    return guest


def frame(host, guests, clock, ms=FRAME, hand=None):
    """One frame everywhere: each side hears what came and lets `ms` pass on its clock;
    the person at the host plays with `hand`."""
    clock.now += ms / 1000
    host.arrived()
    host.notices()
    for g in guests:
        g.arrived()
        g.notices()
    out = host.advance(ms)
    if hand is not None:
        hand()
    return out, [g.advance(ms) for g in guests]


def scripted_hand(host, seat, seed=5, every=25):
    """A person at the host: a legal card every `every` frames, the next round at once."""
    rng, count = random.Random(seed), [0]

    def hand():
        s = host.session
        if not host.started or s.is_over():
            return
        if s.between():
            host.submit(seat, NextRound())
            return
        count[0] += 1
        moves = s.legal(seat)
        if count[0] % every == 0 and moves:
            host.submit(seat, rng.choice(moves), host.clock_version())
    return hand


def test_a_whole_ligretto_game_to_99_ends_the_same_for_the_host_and_two_guests():
    clock = Clock()
    host = hosted("ligretto", ("human", "bot", "remote", "remote"), 5, {2, 3}, clock)
    guests = [guest_at(host, name, "easy") for name in ("Léo", "Zoë")]
    hand, refused = scripted_hand(host, 0), []
    for _ in range(300_000):
        _out, theirs = frame(host, guests, clock, hand=hand)
        refused += [o for outs in theirs for o in outs if not o.applied]
        if host.is_over() and all(g.complete for g in guests):
            break
    scores = host.session.scores()
    assert host.is_over() and max(scores) >= 99
    assert [g.scores() for g in guests] == [scores, scores]
    assert [g.seat for g in guests] == [2, 3] and all(g.complete for g in guests)
    movers = [m["seat"] for m in host.session.moves]
    assert {2, 3} <= set(movers)                    # the guests' own cards were played
    assert [m["seat"] for m in guests[0].moves] == movers
    assert guests[1].clock_version() == host.clock_version() == len(movers)
    assert all(o.refused == TOO_LATE for o in refused)   # lost races only, in words


def contested(state, a, b):
    """A pile both seats could play on now: (a's move, b's move), else None."""
    from game.ligretto.rules import legal_moves
    mine = {m.pile: m for m in legal_moves(state, a) if isinstance(m, Play) and m.pile != "new"}
    for m in legal_moves(state, b):
        if isinstance(m, Play) and m.pile in mine:
            return mine[m.pile], m
    return None


def race_table(seed=3):
    """A person at the host and a guest, no bot: played until both can take one pile."""
    clock = Clock()
    host = hosted("ligretto", ("human", "remote"), seed, {1}, clock)
    guest = guest_at(host, "Léo")
    rng = random.Random(seed)
    for n in range(5000):
        frame(host, [guest], clock)
        if not host.started or host.session.clock().pending(0) or guest._sent:
            continue                    # a move on its way (the clock may hold it)
        race = contested(host.session.state, 0, 1)
        if race is not None:
            return clock, host, guest, race
        if n % 3:
            continue                    # a person's pace: never a flood of moves
        seat = rng.choice((0, 1))
        moves = host.session.legal(seat)
        if seat == 0:
            host.submit(0, rng.choice(moves))
        else:
            guest.submit(1, rng.choice(moves))
    raise AssertionError("no contested pile")


def test_a_guests_card_the_host_gave_to_another_goes_back_with_too_late(monkeypatch):
    clock, host, guest, (hers, his) = race_table()
    app = new_app()
    table = TableScene(app, guest)
    app.run(table, max_frames=1)
    board = table.board
    assert not board.paused             # a table opened mid-round: the clock is everyone's
    board.start_now()                                   # the 3-2-1 skipped
    seen = guest.clock_version()
    card = board.controls.card_at((his.source, his.index), 1)
    assert host.submit(0, hers).applied                 # the host's person plays first
    clock.now += 0.2
    host.advance(200)                                   # decided, past the clock's hold
    board.controls.submit(his, 1)                       # the guest, not knowing: it moves
    assert [f.card for f in board.flights] == [card] and guest._sent
    host.arrived()                                      # the guest's card reaches the host
    clock.now += 0.2
    host.advance(200)                                   # too late: decided
    app.step(DT)                                        # its refusal reaches the guest
    assert table.news.text == "Too late: another player got there first."
    home = board.source_rect(1, his.source, his.index)
    assert [f.end for f in board.flights if f.card == card] == [home]   # on its way back
    assert card not in board.sent
    assert not guest._sent and guest.clock_version() == seen + 1
    assert guest.state.piles == host.session.state.piles


def test_a_guests_card_too_late_is_told_on_its_table_not_to_the_person_at_the_host():
    clock, host, guest, (hers, his) = race_table()
    app = new_app()
    table = TableScene(app, host)
    app.run(table, max_frames=1)
    assert not table.board.paused       # the clock is everyone's: no pause of its own
    table.board.start_now()
    assert host.submit(0, hers).applied                 # the host's person plays first
    for _ in range(15):                                 # decided past the hold, shown here
        clock.now += DT / 1000
        app.step(DT)
    guest.submit(1, his)                                # the guest's card, too late
    heard = []
    for _ in range(15):                                 # the hold passes on the host's table
        clock.now += DT / 1000
        app.step(DT)
        guest.arrived()
        heard += guest.advance(DT)
    assert [o.refused for o in heard if not o.applied] == [TOO_LATE]   # told there ...
    assert "Too late" not in table.news.text            # ... not to the person here


def test_a_pause_from_a_guest_holds_every_clock_until_anyone_goes_on():
    clock = Clock()
    host = hosted("ligretto", ("human", "bot", "remote", "remote"), 9, {2, 3}, clock)
    guests = [guest_at(host, name, "easy") for name in ("Léo", "Zoë")]
    app = new_app()
    table = TableScene(app, host)
    for _ in range(400):
        frame(host, guests, clock)
    assert host.clock_version() > 0                     # the bots are playing
    app.run(table, max_frames=1)
    assert not table.board.paused       # a table opened mid-round: the clock is everyone's
    guests[0].pause(True)                               # Léo presses Esc
    frame(host, guests, clock)
    assert host.hold() == Hold(by=2) and guests[1].hold() == Hold(by=2)
    version = host.clock_version()
    for _ in range(300):
        frame(host, guests, clock)
    assert host.clock_version() == version              # nobody's card moved
    assert not host.submit(0, host.session.legal(0)[-1]).applied
    app.step(DT)
    assert table.board.paused and not table.board.clock_running()
    assert table.board.banner().endswith("Paused")
    host.pause(False)                                   # the host's person goes on
    frame(host, guests, clock)
    assert host.hold() is None and [g.hold() for g in guests] == [None, None]
    app.step(DT)
    assert not table.board.paused and table.board.countdown is not None   # 3-2-1
    for _ in range(300):
        frame(host, guests, clock)
    assert host.clock_version() > version


def test_a_dropped_guest_holds_the_clock_and_its_return_counts_3_2_1_everywhere():
    clock = Clock()
    host = hosted("ligretto", ("bot", "remote", "remote"), 11, {1, 2}, clock)
    leo, zoe = guest_at(host, "Léo", "easy"), guest_at(host, "Zoë")
    for _ in range(400):
        frame(host, [leo, zoe], clock)
    app = new_app()
    table = TableScene(app, zoe)                        # Zoë's table, a person there
    app.run(table, max_frames=1)
    board = table.board
    assert not board.paused             # a table opened mid-round: the clock is everyone's
    board.start_now()
    leo.channel.close()                                 # Léo's connection drops
    frame(host, [zoe], clock)
    assert host.hold() == Hold(away=(1,)) and zoe.hold() == Hold(away=(1,))
    version = host.clock_version()
    for _ in range(300):
        frame(host, [zoe], clock)
    assert host.clock_version() == version
    app.step(DT)
    assert board.held_away() == [1] and not board.clock_running()
    assert board.banner().endswith("Waiting for a player to come back")
    here, there = memory_pair()                         # Léo comes back with his token
    host.admit(here)
    leo.connect(there)
    frame(host, [leo, zoe], clock)
    assert host.hold() is None and zoe.hold() is None and leo.ready
    app.step(DT)
    assert board.countdown is not None and not board.clock_running()    # 3-2-1 there
    for _ in range(400):
        frame(host, [leo, zoe], clock)
    assert host.clock_version() > version
    assert leo.clock_version() == host.clock_version()
    # Zoë's app closes and opens again, mid-round: her new table counts 3-2-1 with every
    # other, never a pause of hers alone (which said "the clock stands still" while it ran).
    zoe.channel.close()
    frame(host, [leo], clock)
    again = guest_at(host, "Zoë", token=zoe.token)
    for _ in range(3):
        frame(host, [leo, again], clock)
    assert again.ready and host.hold() is None
    back = TableScene(app, again)
    app.run(back, max_frames=1)
    assert not back.board.paused and back.board.countdown is not None


def test_a_move_asked_again_before_the_host_answers_is_sent_once():
    """Next round is asked every frame by a table of bots until the round starts: the
    host hears it once (more would close the guest's connection as a flood)."""
    clock, host, guest, (_hers, his) = race_table()
    before = len(guest.channel.sent)
    first = guest.submit(1, his)
    again = guest.submit(1, his)
    assert first.applied and again.applied and not first.events
    assert len(guest.channel.sent) == before + 1
    host.arrived()
    for _ in range(12):                                 # the clock's hold passes
        frame(host, [guest], clock)
    assert guest.clock_version() == host.clock_version() and not guest._sent


def test_a_table_waiting_for_its_guest_counts_3_2_1_when_the_game_begins_not_before():
    """Found by hand: the host's 3-2-1 ran out behind the waiting panel, so the person and
    the bot at the host were playing while the guest, just in, still counted."""
    clock = Clock()
    host = hosted("ligretto", ("human", "remote", "bot"), 7, {1}, clock)
    app = new_app()
    table = TableScene(app, host)
    app.run(table, max_frames=1)
    board = table.board
    for _ in range(400):                                # six seconds waiting for Léo
        clock.now += DT / 1000
        app.step(DT)
    assert table.waiting_panel.active and board.countdown is None
    leo = guest_at(host, "Léo", "easy")
    for _ in range(3):
        frame(host, [leo], clock)
        app.step(DT)
    assert host.started and not table.waiting_panel.active
    assert board.countdown is not None and not board.clock_running()   # 3-2-1 now
    assert host.clock_version() == 0                    # nobody has played yet
