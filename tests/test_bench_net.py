"""The bench's measurements of play across computers (tests/bench_net.py) run, on a couple
of moves, so they cannot rot unseen: every side in this process, joined by the network's
own channel class (`LinkChannel`, whose `arrived` the bench stamps) fed in memory instead
of by the network thread; and `bench.py --net-seat` around a table that shows one frame.
Nothing here is timed against a limit: the bench says what the times are."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from scenes.net.guest import GuestSession
from scenes.net.link import LinkChannel
from scenes.net.wire import MAX_BYTES
from scenes.services import bot_worker
from tests import bench_net
from tests.net_helpers import VERSION, AtOnce, GuestBot, hosted

MOVES = 4


def linked(sent: list) -> tuple[LinkChannel, LinkChannel]:
    """Two open LinkChannels: what one sends arrives at the other (as the network thread
    would hand it over); what the first sends is kept in `sent` too."""
    a, b = LinkChannel(), LinkChannel()
    a.opened(lambda data: (sent.append(data), b.arrived(data)), lambda: b.ended())
    b.opened(lambda data: a.arrived(data), lambda: a.ended())
    return a, b


def test_the_latency_and_bytes_are_measured_over_a_couple_of_guest_moves(monkeypatch):
    monkeypatch.setattr(bot_worker, "shared", lambda: AtOnce())
    host = hosted("garbo", ("remote", "remote"), 5, {0, 1})
    guests, book, sent = [], {}, []
    host_side = bench_net.new_stamps()
    book[id(host)] = host_side
    for name in ("Ada", "Ben"):
        here, there = linked(sent)
        host.admit(here)
        guest = GuestSession(there, name=name, version=VERSION)
        side = bench_net.new_stamps()
        book[id(here)], book[id(guest)], book[id(there)] = host_side, side, side
        guests.append((guest, GuestBot(guest), side))
    bench_net.install_stamps(lambda owner: book[id(owner)], monkeypatch.setattr)

    def serve():
        host.arrived()
        for guest, _bot, _side in guests:
            guest.arrived()

    serve()
    serve()
    while len(host.session.moves) < MOVES:
        for guest, bot, _side in guests:
            if guest.seat in guest.to_act():
                guest.apply(guest.seat, bot.move())
        serve()
    run = {"host": bench_net.finish_stamps(host_side),
           "guests": [bench_net.finish_stamps(side) for *_, side in guests]}
    run = json.loads(json.dumps(run))           # as the bench reads it from each process
    lat = bench_net.latencies([run])
    assert lat["to_host"]["n"] == lat["to_other"]["n"] == lat["own"]["n"] == MOVES
    assert all(p["n"] == MOVES and p["max"] >= 0 for p in lat.values())
    got = bench_net.received([run], MAX_BYTES)
    assert got["moves"] == 2 * MOVES
    assert got["kinds"]["moved"]["messages"] == 2 * MOVES
    assert got["kinds"]["welcome"]["messages"] == 2
    assert got["bytes"] == sum(len(d) for d in sent)
    assert got["largest"] == max(len(d) for d in sent)
    assert not got["near_max"]


def test_a_table_runs_inside_bench_net_seat_and_leaves_its_stamps(tmp_path):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    stamps = tmp_path / "stamps.json"
    env = dict(os.environ, CARDTABLE_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, os.path.join(root, "bench.py"), "--net-seat",
                           str(stamps), "--", "--headless", "--report", "--frames", "1"],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    assert [json.loads(line)["frames"] for line in done.stdout.splitlines()] == [1]
    left = json.loads(stamps.read_text())
    assert len(left.pop("cpu_ms")) == 1                 # the one frame's CPU time
    assert left == bench_net.new_stamps()               # no game: nothing else stamped
