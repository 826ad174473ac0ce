"""A fair race across computers, joined end to end (scenes/net/host_timing.py with
timing.py's measure and the clock's hold): the host pings its guests and holds its clock
for them, a contested pile goes to the guest's earlier action although it arrived after
the host person's later one, a guest claiming an impossibly early time is clamped, a slow
guest is told its handicap (and when it is back under the cap), a card played while the
clock stood still never counts before it, and a malformed ping answer is refused like any
bad message. In one process over `memory_pair`s, time simulated: every side's clock is
the test's (`Clock`), a slow link is a channel holding its messages for some frames
(`MemoryChannel.delay`, ticked once a frame)."""

from __future__ import annotations

import json
import random

from game.realtime import TOO_LATE
from scenes.net import words
from scenes.net.channel import memory_pair
from scenes.net.guest import GuestSession
from scenes.net.host_timing import PING_MS, QUICK_PINGS
from scenes.net.timing import MARGIN_MS, SAMPLES, fast_words, hold_for, slow_words
from scenes.net.wire import decode, encode
from scenes.screens.table import TableScene
from scenes.services.lang import text
from scenes.services.session import Session
from tests.net_helpers import VERSION, Clock, hosted
from tests.screen_helpers import DT, new_app
from tests.test_net_ligretto import contested

FRAME = 16


class Table:
    """A host (a person at seat 0) and its guests, each guest's link slow by `ticks`
    frames each way; `frame()` is one frame everywhere."""

    def __init__(self, kinds, remote, seed, ticks=()):
        self.clock = Clock()
        self.host = hosted("ligretto", kinds, seed, remote, self.clock)
        self.guests, self.ends, self.said = [], [], []
        for k, name in enumerate(("Léo", "Zoë")[:len(remote)]):
            here, there = memory_pair()
            slow = ticks[k] if k < len(ticks) else 0
            here.delay = there.delay = (lambda _data, slow=slow: slow) if slow else None
            self.host.admit(here)
            guest = GuestSession(there, name=name, version=VERSION)
            guest.clock_ms = lambda: int(self.clock() * 1000)   # the test's time, here too
            self.guests.append(guest)
            self.ends += [here, there]
            self.said.append([])

    def frame(self, ms=FRAME):
        self.clock.now += ms / 1000
        for end in self.ends:
            end.tick()
        self.host.arrived()
        self.host.notices()
        for g, said in zip(self.guests, self.said):
            g.arrived()
            said += g.notices()
        out = self.host.advance(ms)
        return out, [g.advance(ms) for g in self.guests]

    def settled(self) -> bool:
        """No move on its way: none held by the clock, none a guest awaits an answer for."""
        clock = self.host.session.clock()
        return not any(clock.pending(s) for s in range(len(self.host.seats))) \
            and not any(g._sent for g in self.guests)

    def race(self, rival: int = 1):
        """Played on (the person here and the guest at `rival`) until both can take one
        pile, nothing on its way: (the person's move, the guest's)."""
        rng = random.Random(7)
        guest = self.guests[0]
        for n in range(6000):
            self.frame()
            if not self.host.started or not guest.ready or not self.settled():
                continue
            race = contested(self.host.session.state, 0, rival)
            if race is not None and n > 60:             # the pings have been answered
                return race
            if n % 5 == 0:
                seat = rng.choice((0, rival))
                moves = self.host.session.legal(seat)
                if seat == 0:
                    self.host.submit(0, rng.choice(moves))
                else:
                    guest.submit(rival, rng.choice(moves))
        raise AssertionError("no contested pile")


def last_move(table, seat: int, move) -> bool:
    s = table.host.session
    return s.moves[-1] == {"seat": seat, "move": s.rules.move_to_dict(move)}


def test_the_host_pings_its_guests_and_holds_its_clock_for_the_farthest():
    near = Table(("human", "remote"), {1}, 3)
    far = Table(("human", "remote"), {1}, 3, ticks=(5,))
    for table in (near, far):
        for _ in range(40):                             # 0.64 s: the quick pings answered
            table.frame()
    for table in (near, far):
        timing = table.host.measures[1].timing
        assert timing.measured
        hold = table.host.session.clock().hold_ms
        assert hold == hold_for([timing]) and hold > MARGIN_MS
    # Five frames each way: the round trip is at least ten frames.
    assert far.host.measures[1].timing.rtt >= 10 * FRAME > near.host.measures[1].timing.rtt
    assert far.host.session.clock().hold_ms > near.host.session.clock().hold_ms
    pings = [decode(d) for d in far.ends[0].sent if decode(d).kind == "ping"]
    assert 4 <= len(pings) <= 8                         # a few quickly, then one a second
    far.guests[0].channel.close()                       # the guest leaves: no guest to wait for
    far.frame()
    assert far.host.session.clock().hold_ms == 0 and not far.host.measures


def test_a_contested_pile_goes_to_the_guests_earlier_action_that_arrived_later():
    table = Table(("human", "remote"), {1}, 3)
    host, guest = table.host, table.guests[0]
    hers, his = table.race()
    hold = host.session.clock().hold_ms
    assert hold > 0
    guest.submit(1, his)                                # the guest plays first, at T
    table.clock.now += 0.020                            # 20 ms later, at the host,
    host.advance(20)
    assert host.submit(0, hers).applied                 # its person plays: on its way, held
    assert host.session.clock().pending(0)
    table.clock.now += 0.010
    host.arrived()                                      # the guest's card arrives, later
    decided = []
    for _ in range(hold // FRAME + 2):                  # the hold passes
        decided += table.frame()[0]
    assert last_move(table, 1, his)                     # the pile went to the guest
    mine = [o for o in decided if o.seat == 0 and o.move == hers]
    assert mine and mine[0].refused == TOO_LATE         # the person here was too late
    assert guest.state.piles == host.session.state.piles
    # The save keeps the moves in the order they were decided: a replay ends the same.
    again = Session.from_record(host.session.record())
    assert again.rules.state_to_dict(again.state) == \
        host.rules.state_to_dict(host.session.state)


def test_a_pile_the_guest_saw_late_goes_to_the_quicker_reaction_from_each_ones_screen():
    """The table's last change reached Léo's screen 80 ms after the host's: the person
    here plays 30 ms from now, Léo 50 ms from now, later on the clock but 60 ms quicker
    from the moment his own screen showed the pile: the pile is his."""
    table = Table(("human", "remote"), {1}, 3, ticks=(5,))
    host, leo = table.host, table.guests[0]
    hers, his = table.race()
    version = host.session.clock_version()
    while leo.clock_version() < version:                # the last change on its way to him
        table.frame()
    late = leo.shown(version) - host._opened(version)
    assert 5 * FRAME <= late <= 6 * FRAME               # his screen: one way later
    table.clock.now += 0.030
    host.advance(30)
    assert host.submit(0, hers).applied                 # on its way, held
    table.clock.now += 0.020
    host.advance(20)
    leo.submit(1, his)                                  # 20 ms after her, on the clock
    for _ in range(host.session.clock().hold_ms // FRAME + 2):
        table.frame()
    assert last_move(table, 1, his)


def test_a_guest_claiming_an_impossibly_early_time_is_clamped_and_loses():
    """Zoë, far away, makes the hold long; Léo, near, claims he played long before he
    could have: his claim is clamped to his measured delay before its arrival, after the
    move the person here made, which wins."""
    table = Table(("human", "remote", "remote"), {1, 2}, 3, ticks=(0, 5))
    host, leo = table.host, table.guests[0]
    hers, his = table.race(rival=1)
    hold = host.session.clock().hold_ms
    leo_delay = host.measures[1].timing.delay
    assert hold > leo_delay + 30                        # Zoë's delay holds the clock longer
    assert host.submit(0, hers).applied                 # the person here plays, at H: held
    table.clock.now += 0.030 + leo_delay / 1000         # Léo's card leaves well after H
    host.advance(round(30 + leo_delay))
    assert host.session.clock().pending(0)              # still held for a guest's card
    leo.clock_ms = lambda: 0                            # and claims his clock's very start
    leo.submit(1, his)
    host.arrived()
    told = len(table.ends[0].sent)
    for _ in range(hold // FRAME + 2):
        table.frame()
    assert last_move(table, 0, hers)                    # the person here took the pile
    refused = [decode(d) for d in table.ends[0].sent[told:]]
    assert [m["why"]["message"] for m in refused if m.kind == "race_refused"] == \
        [TOO_LATE.message]                              # Léo's card: too late


def test_a_guests_card_played_while_the_clock_stood_still_counts_from_when_it_went_on():
    """The game's clock stands still in a pause: Léo's card, played during it, cannot be
    put before the card the person here played just before it (held for the guests)."""
    table = Table(("human", "remote"), {1}, 3, ticks=(5,))
    host, leo = table.host, table.guests[0]
    hers, his = table.race()
    assert host.submit(0, hers).applied                 # played, held for Léo's cards
    table.frame()
    host.pause(True)                                    # then the person here pauses
    for k in range(10):
        table.frame()
        if k == 6:
            leo.submit(1, his)                          # Léo plays while it stands still
    host.pause(False)
    assert host.session.clock().pending(0)              # still held when the clock goes on
    for _ in range(host.session.clock().hold_ms // FRAME + 8):
        table.frame()
    assert last_move(table, 0, hers)                    # the person here played first


def test_a_slow_guest_is_told_its_handicap_once_and_when_it_is_back_under_the_cap():
    table = Table(("human", "remote"), {1}, 3, ticks=(12,))   # 192 ms each way
    for _ in range(300):                                # (told from the seventh round trip)
        table.frame()
    m = table.host.measures[1]
    assert m.timing.handicap_ms > 0 and m.told > 0
    said = table.said[0]
    assert said == [text(slow_words(m.told))]           # told, once, the host's own figure
    for end in table.ends:                              # the link is fast again
        end.delay = None
        for _ in range(12):
            end.tick()                                  # what was on its way arrives
    app = new_app()
    screen = TableScene(app, table.guests[0])
    app.run(screen, max_frames=1)
    m.told = 0                                          # told again: on the guest's table now
    table.host._tell_handicap(m)
    app.step(DT)
    assert screen.news.text == text(slow_words(m.told))
    assert screen.history.lines[-1] == text(slow_words(m.told))
    for _ in range((SAMPLES + 4) * PING_MS // 100):    # its slow round trips forgotten
        table.frame(ms=100)
    assert m.timing.handicap_ms == 0 and m.told == 0
    assert said[-1] == text(fast_words())


def test_a_guest_slow_only_while_its_app_opens_is_never_told_a_handicap():
    """Its first round trip is slow (its app still opening the table, say), the next ones
    are not: the handicap is told from the quick pings' measure, so nothing is said."""
    table = Table(("human", "remote"), {1}, 3)
    pings = [0]

    def opening(data):                                  # the quick pings wait 384 ms
        if b"ping" in data:
            pings[0] += 1
            return 24 if pings[0] <= QUICK_PINGS else 0
        return 0
    table.ends[0].delay = opening
    for _ in range(400):
        table.frame()
        m = table.host.measures.get(1)
        if m is not None and m.timing.samples == QUICK_PINGS:
            break
    assert m.timing.handicap_ms > 0                     # those round trips look slow
    for _ in range(300):
        table.frame()
    assert m.settled and m.timing.handicap_ms == 0
    assert table.said[0] == [], table.said[0]


def test_a_malformed_ping_answer_is_refused_like_any_bad_message():
    table = Table(("human", "remote"), {1}, 3)
    for _ in range(3):
        table.frame()
    host_end, guest = table.ends[0], table.guests[0]
    t0 = next(decode(d)["t0"] for d in host_end.sent if decode(d).kind == "ping")
    m = table.host.measures[1]
    before, sent = len(m.timing._trips), len(host_end.sent)
    guest.channel.send(json.dumps({"kind": "pong", "t0": t0, "t1": -5, "t2": 3}).encode())
    table.host.arrived()
    answers = [decode(d) for d in host_end.sent[sent:]]
    assert [(a.kind, a["key"]) for a in answers if a.kind == "problem"] == \
        [("problem", words.UNREADABLE)]
    assert len(m.timing._trips) == before               # nothing measured from it
    guest.channel.send(encode("pong", t0=t0 + 1, t1=1, t2=1))   # a ping never sent
    table.host.arrived()
    assert len(m.timing._trips) == before
