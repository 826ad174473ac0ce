"""The delay for trying a slow connection by hand (`CARDTABLE_NET_DELAY_MS`, link.py):
every message sent or received on a game's connection waits that long on the network's
thread, in order, the connection's end behind them. The channel with the tests' own
timers (nothing waits), then a real connection on this computer with the delay on."""

from __future__ import annotations

from net_wait import until

from scenes.net import direct, link
from scenes.net import reactor as net
from scenes.net.channel import CLOSED, OPEN
from scenes.net.link import DELAY_ENV, LinkChannel


class Timers:
    """`later` for a channel: the waits asked for, run when the test says."""

    def __init__(self):
        self.waiting: list = []

    def __call__(self, seconds, fn):
        self.waiting.append((seconds, fn))

    def run(self, reverse=False):
        due, self.waiting = self.waiting, []
        for _seconds, fn in reversed(due) if reverse else due:
            fn()


def test_each_message_waits_the_delay_asked_for_and_keeps_its_order(monkeypatch):
    monkeypatch.setenv(DELAY_ENV, "120")
    timers, written, closed = Timers(), [], []
    channel = LinkChannel(later=timers)
    assert channel.delay_s == 0.12
    channel.send(b"early")                       # while connecting: kept, then delayed
    channel.opened(written.append, lambda: closed.append(True))
    channel.send(b"one")
    channel.send(b"two")
    assert written == [] and [s for s, _ in timers.waiting] == [0.12] * 3
    timers.run(reverse=True)                     # whichever timer fires first
    assert written == [b"early", b"one", b"two"]
    channel.arrived(b"in")
    channel.ended()
    assert channel.receive() == [] and channel.state == OPEN
    timers.run()
    assert channel.receive() == [b"in"] and channel.state == CLOSED


def test_no_delay_unless_a_whole_number_is_asked_for(monkeypatch):
    for raw, ms in (("", 0), ("abc", 0), ("-40", 0), ("75", 75), ("99999999", link.MOST_DELAY_MS)):
        monkeypatch.setenv(DELAY_ENV, raw)
        assert link.delay_ms() == ms
    monkeypatch.delenv(DELAY_ENV)
    timers, written = Timers(), []
    channel = LinkChannel(later=timers)
    channel.opened(written.append, lambda: None)
    channel.send(b"now")
    assert written == [b"now"] and timers.waiting == []


def test_a_real_connection_with_the_delay_carries_every_message_both_ways_in_order(
        monkeypatch):
    """The home network's direct connection, on this computer (no listing)."""
    monkeypatch.setenv(DELAY_ENV, "30")
    listening, at_host = [], []
    net.call(lambda: listening.append(direct.serve("secret", at_host.append, "127.0.0.1")))
    until(lambda: listening)
    try:
        guest = direct.dial(["127.0.0.1"], listening[0].getHost().port, "secret")
        until(lambda: at_host and guest.state == OPEN)
        host_end = at_host[0]
        assert guest.delay_s == host_end.delay_s == 0.03
        for k in range(5):
            guest.send(b"move %d" % k)
            host_end.send(b"moved %d" % k)
        got_host, got_guest = [], []
        until(lambda: got_host.extend(host_end.receive()) or len(got_host) >= 5)
        until(lambda: got_guest.extend(guest.receive()) or len(got_guest) >= 5)
        assert got_host == [b"move %d" % k for k in range(5)]
        assert got_guest == [b"moved %d" % k for k in range(5)]
        guest.close()
        until(lambda: host_end.state == CLOSED)
    finally:
        net.call(listening[0].stopListening)
