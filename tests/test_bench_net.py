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
from tests.net_helpers import VERSION, AtOnce, Clock, GuestBot, hosted

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


# --- the Ligretto crowd: a bot at the host and three guests ---------------------------------

def test_the_crowds_are_a_bot_at_the_host_and_three_guests():
    from game import RULES
    games = {game: (seats, frames) for game, seats, frames in bench_net.CROWDS}
    assert set(games) == {"fossil", "ligretto"}
    for game, (seats, _frames) in games.items():
        kinds = seats.split(",")
        assert kinds[0].startswith("bot:") and kinds[1:] == ["remote"] * 3
        assert RULES[game].min_players <= len(kinds) <= RULES[game].max_players
    assert RULES["ligretto"].max_players == 4           # no room for a fifth seat
    assert games["fossil"][1] is None                   # Fossil: the whole game
    assert games["ligretto"][1] == bench_net.CROWD_FRAMES   # Ligretto: its first frames


def test_a_ligretto_crowds_guests_bytes_a_move_are_measured(monkeypatch):
    """A bot at the host and three guests (easy bots at theirs) race over LinkChannels,
    the time simulated: every byte each guest received is counted against the moves."""
    monkeypatch.setattr(bot_worker, "shared", lambda: AtOnce())
    clock = Clock()
    host = hosted("ligretto", ("bot", "remote", "remote", "remote"), 5, {1, 2, 3}, clock)
    guests, book, sent = [], {}, []
    host_side = bench_net.new_stamps()
    book[id(host)] = host_side
    for name in ("Ada", "Ben", "Zoë"):
        here, there = linked(sent)
        host.admit(here)
        guest = GuestSession(there, name=name, version=VERSION, level="easy")
        guest.clock_ms = lambda: int(clock() * 1000)
        side = bench_net.new_stamps()
        book[id(here)], book[id(guest)], book[id(there)] = host_side, side, side
        guests.append((guest, side))
    bench_net.install_stamps(lambda owner: book[id(owner)], monkeypatch.setattr)
    for _ in range(20_000):
        clock.now += 0.016
        host.arrived()
        for guest, _side in guests:
            guest.arrived()
        host.advance(16)
        for guest, _side in guests:
            guest.advance(16)
        movers = {m["seat"] for m in host.session.moves}
        if len(host.session.moves) >= 3 * MOVES and movers >= {1, 2, 3}:
            break
    host.arrived()
    for guest, _side in guests:
        guest.arrived()                                 # every move heard everywhere
    moves = len(host.session.moves)
    assert moves >= 3 * MOVES and {m["seat"] for m in host.session.moves} >= {1, 2, 3}
    run = {"host": bench_net.finish_stamps(host_side),
           "guests": [bench_net.finish_stamps(side) for _guest, side in guests]}
    run = json.loads(json.dumps(run))
    got = bench_net.received([run], MAX_BYTES)
    assert got["moves"] == 3 * moves
    assert got["kinds"]["moved"]["messages"] == 3 * moves
    assert got["kinds"]["welcome"]["messages"] == 3 and "hold" in got["kinds"]
    assert got["bytes"] == sum(len(d) for d in sent) and got["per_move"] > 0
    assert bench_net.latencies([run])["to_other"]["n"] == 0   # a race: no latency game


class FakeTable:
    """A table's process as `net_game` reads it: the host's invite first, its report
    last; its stamps written where `--net-seat` would."""

    def __init__(self, stamps: str, args: tuple):
        self.args, self.returncode = args, 0
        self.stdout = self
        frames = int(args[args.index("--frames") + 1]) if "--frames" in args else 900
        self.report = {"scene": "table", "frames": frames, "peak_mb": 90.0,
                       "frame_ms": {"p50": 2.0, "p95": 3.0, "p99": 4.0, "max": 9.0}}
        with open(stamps, "w") as f:
            json.dump({**bench_net.new_stamps(), "cpu_ms": [1.0, 2.0]}, f)

    def readline(self) -> str:
        return json.dumps({"invite": "7-guitarist-revenge"}) + "\n"

    def communicate(self, timeout=None):
        return json.dumps(self.report) + "\n", ""


def test_the_crowds_are_run_and_checked_ligretto_for_its_first_frames_its_host_first(
        monkeypatch):
    """`net_figures` over fake tables: each crowd's host frames and the Ligretto guests'
    bytes come out, and bench.py's `check_net` checks both crowds' frames and Ligretto's
    largest message."""
    import bench
    from scenes.net import serve
    started = []

    niceness = []                                       # each table's, in start order

    def start(home, stamps, *args, nice=0):
        started.append(args)
        niceness.append(nice)
        return FakeTable(stamps, args)
    monkeypatch.setattr(bench_net, "_start", start)
    monkeypatch.setattr(serve, "listen", lambda: 0)
    net = bench_net.net_figures(games=[("garbo", "remote,remote", 1)])
    frames = {a[a.index("--game") + 1] if "--game" in a else "guest":
              a[a.index("--frames") + 1] if "--frames" in a else None for a in started}
    ligretto = [a for a in started if "ligretto" in a][0]
    assert ligretto[ligretto.index("--seats") + 1] == "bot:easy,remote,remote,remote"
    assert frames["ligretto"] == str(bench_net.CROWD_FRAMES) and frames["fossil"] is None
    guests_after = [a for a in started[started.index(ligretto) + 1:] if "--join" in a]
    assert len(guests_after) == 3 and all(
        a[a.index("--frames") + 1] == str(bench_net.CROWD_FRAMES + bench_net.GUESTS_LONGER)
        for a in guests_after)                          # the host leaves first
    # a crowd's guests stand for other computers: they never take the host's core
    at = started.index(ligretto)
    assert niceness[at] == 0 and niceness[at + 1:at + 4] == [bench_net.GUESTS_NICE] * 3
    assert bench_net.GUESTS_NICE > 0
    assert niceness[:3] == [0, 0, 0]                    # the latency game's host and guests
    crowds = net["host_with_three_guests"]
    assert set(crowds) == {"fossil", "ligretto"}
    assert crowds["ligretto"]["frames"] == bench_net.CROWD_FRAMES
    assert crowds["ligretto"]["cpu_ms"]["max"] == 2.0
    assert f"ligretto 4, the host's first {bench_net.CROWD_FRAMES} frames" in net["received"]
    assert "fossil 4" in net["received"] and "garbo 2" in net["received"]
    budgets = bench.Budgets()
    bench.check_net(budgets, net)
    checked = [r["budget"] for r in budgets.rows]
    for game in ("fossil", "ligretto"):
        assert f"headless host with three guests ({crowds[game]['game']}): frame p99" \
            in checked
    assert any(b.startswith("across computers, ligretto 4") for b in checked)
