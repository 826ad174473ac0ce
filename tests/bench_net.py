"""Play across computers, measured (`make bench`, and `python bench.py --net` alone):
real connections over loopback through the meeting and relay servers started here
(`serve.listen()`, in bench's own process, which does nothing else meanwhile), a host and
its guests each a headless table in a process of its own, as on separate computers
(threads would share one interpreter lock and spoil each other's frames).

Each table runs `scenes.cli.main` (the same command line as `--host` / `--join CODE
--level easy`) inside `bench.py --net-seat STAMPS -- ARGS`, which first wraps, in that
process only, a few methods with timestamps: nothing in scenes/net knows it is timed.

- t0: the guest's `GuestSession.apply` (its click; its bot's move here) sends move n;
- t1: the host's session has applied move n (`HostedSession._moved`, called as the
  guests are about to be told); `in`: its bytes were handed to the host's channel by the
  network thread (before the host's frame read them);
- t2: the other guest's `GuestSession.arrived()` returns move n, in the frame whose
  update starts its animation; `inbox`: its bytes reached that guest's channel;
- own: the same for the guest who clicked (its own move comes back from the host).

The clock is `time.perf_counter_ns`, CLOCK_MONOTONIC on Linux: one clock for every
process on the machine, so stamps taken in different processes are compared directly
(`same_clock` says so, else the latency is not measured). Moves are matched by their
number in the game, which every side counts alike.

A move made at a local table is applied, and its animation started, in the frame of the
click: over the network it starts in a later frame, so t2 - t0 is the added latency,
whole. The tables run at real frame pace (60 frames a second, no --fixed-dt), so it
includes the wait for the host's next frame (the host reads its guests only in its frame)
and for the other guest's: at most a frame each (16.7 ms). `network` is the part spent
between processes (t_in - t0 plus t2_inbox - t1), `frames` the part spent waiting for the
frames (t1 - t_in plus t2 - t2_inbox), so the two can be told apart.

Bytes: each guest's channel counts every message the host sent it (the payload, as
wire.py encodes it; the transit connection adds 45 bytes to each: its length, nonce,
authentication tag and record kind, and a ping every 5 s), per kind, and the largest one,
against wire.py's MAX_BYTES.

A host with three guests and a bot at the host (`CROWDS`: Fossil and Ligretto, each at 4
seats, Ligretto's most): the host's frames with --report, at real pace, while its three
guests play on the same machine. Fossil is played to its end; Ligretto, whose easy bots
take many minutes to reach 99 points, for its first CROWD_FRAMES frames (as bench.py's
Ligretto tables), the guests a few seconds longer so the host is the one that leaves.
Its guests (and their bots' processes) run at the lowest priority (`lowest_priority`): they
stand for three other computers, and on this one they would otherwise take the host's
core from its frames (four tables and their bots on two cores), which no guest can do
to a host in a real home.
The bytes its guests received are Ligretto's bytes per move (a race is never a
latency game here: its guests' moves do not pass through `GuestSession.apply`).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))   # the project
LIMIT_S = 900           # a safety net for a stuck process, never a measure
TRANSIT_BYTES = 45      # each message's framing on the transit connection (see above)
NEAR_MAX = 0.5          # a message over this share of MAX_BYTES is flagged
GUESTS_NICE = 19        # a crowd's guests stand for other computers (see above)

# (game, seats): two guests each (the latency needs another guest to see a move), the
# seat counts the issue names; several Garbo games for enough moves.
LATENCY_GAMES = [("garbo", "remote,remote", 5), ("petroglyph", "remote,remote", 1),
                 ("fossil", "bot:easy,remote,remote", 1)]
CROWD = ("fossil", "bot:easy,remote,remote,remote")   # a host with three guests
CROWD_FRAMES = 6000     # Ligretto's crowd: 100 s at 60 frames a second
GUESTS_LONGER = 600     # its guests' frames past the host's: the host leaves first
# (game, seats, frames or None: the whole game): a bot at the host and three guests
CROWDS = [(*CROWD, None), ("ligretto", "bot:easy,remote,remote,remote", CROWD_FRAMES)]


# --- in a table's own process: the stamps ------------------------------------------------

def new_stamps() -> dict:
    return {"sent": {}, "own": {}, "seen": {}, "applied": {}, "shown": {}, "inbox": [],
            "via": [], "seat": None, "moves": 0}


def install_stamps(book=None, patch=setattr) -> dict:
    """Wrap the methods named in the docstring with timestamps, for this process; its
    stamps. `book(owner)`: the stamps a session or channel writes in (one process, one
    side: always the same), and `patch` how a method is replaced, for the test that runs
    every side in one process."""
    from scenes.net.guest import GuestSession
    from scenes.net.host import HostedSession
    from scenes.net.link import LinkChannel
    now = time.perf_counter_ns
    stamps = new_stamps()
    book = book or (lambda _owner: stamps)

    apply, arrived = GuestSession.apply, GuestSession.arrived

    def guest_apply(self, seat, move):
        t = now()
        n = len(self.moves)
        out = apply(self, seat, move)           # raises when refused: nothing stamped
        book(self)["sent"][n] = t
        return out

    def guest_arrived(self):
        out = arrived(self)
        t = now()
        stamps = book(self)
        stamps["seat"], stamps["moves"] = self.seat, len(self.moves)
        if out and all(seat is not None and events is not None for seat, events in out):
            first = len(self.moves) - len(self._arrived) - len(out)   # one a call: the oldest
            for n, (seat, _events) in zip(range(first, len(self.moves)), out):
                stamps["own" if seat == self.seat else "seen"][n] = t
        return out

    moved, hosted_arrived = HostedSession._moved, HostedSession.arrived

    def host_moved(self, seat, events):
        n = len(self.session.moves) - 1        # applied; the guests not told yet
        book(self)["applied"][n] = now()
        book(self)["moves"] = n + 1
        moved(self, seat, events)

    def host_arrived(self):
        before = len(self.session.moves)
        out = hosted_arrived(self)
        if out:
            t = now()
            for n in range(before, len(self.session.moves)):
                book(self)["shown"].setdefault(n, t)
        return out

    link_arrived = LinkChannel.arrived

    def link_in(self, data):
        stamps = book(self)
        stamps["inbox"].append((now(), data))   # read after the game, never on its way
        if self.description not in stamps["via"]:
            stamps["via"].append(self.description)
        link_arrived(self, data)

    for cls, name, method in ((GuestSession, "apply", guest_apply),
                              (GuestSession, "arrived", guest_arrived),
                              (HostedSession, "_moved", host_moved),
                              (HostedSession, "arrived", host_arrived),
                              (LinkChannel, "arrived", link_in)):
        patch(cls, name, method)
    return stamps


def finish_stamps(stamps: dict) -> dict:
    """The messages read now, the game over: (time, bytes, kind, number) each."""
    inbox = []
    for t, data in stamps["inbox"]:
        try:
            raw = json.loads(data)
            kind, number = raw.get("kind"), raw.get("number")
        except ValueError:
            kind, number = "?", None
        inbox.append((t, len(data), kind, number))
    return {**stamps, "inbox": inbox}


def time_frames(stamps: dict) -> None:
    """Each frame's CPU time on the frame's thread beside its wall time (`cpu_ms`, in
    frame order, as --report's wall times are kept): a slow frame on a busy machine is
    then told apart from a frame that worked long."""
    from scenes.shell.app import App
    step = App.step
    cpu = stamps.setdefault("cpu_ms", [])

    def timed(self, dt):
        c = time.thread_time()
        step(self, dt)
        cpu.append(round((time.thread_time() - c) * 1000, 3))
    App.step = timed


def seat_main(argv: list[str]) -> int:
    """`bench.py --net-seat STAMPS -- ARGS`: main.py's ARGS, stamped, the stamps written
    to the file STAMPS once the table closes."""
    out = argv[argv.index("--net-seat") + 1]
    args = argv[argv.index("--") + 1:]
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # the host's first line: its invite
    stamps = install_stamps()
    time_frames(stamps)
    from scenes.cli import main
    code = main(args)
    with open(out, "w") as f:
        json.dump(finish_stamps(stamps), f)
    return code


# --- in bench's process: the games --------------------------------------------------------

def _start(home: str, stamps: str, *args: str, nice: int = 0) -> subprocess.Popen:
    os.makedirs(home, exist_ok=True)
    env = dict(os.environ, CARDTABLE_HOME=home, SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return subprocess.Popen([sys.executable, os.path.join(HERE, "bench.py"), "--net-seat",
                             stamps, "--", "--headless", "--report", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=env, preexec_fn=(lambda: lowest_priority(nice)) if nice else None)


def lowest_priority(nice: int) -> None:
    """A process standing for another computer: `nice`, and on Linux the idle policy,
    which any ordinary process preempts at once. Measured on the reference machine (a
    2-core VM, Linux 6.18's EEVDF scheduler), three busy loops at nice 19 beside a frame-like
    loop of 3.5 ms still kept it off its core 3.2 ms at p99; at SCHED_IDLE 1.9 ms. The
    host's own bot and network thread keep their ordinary priority: they are its load."""
    os.nice(nice)
    if hasattr(os, "sched_setscheduler") and hasattr(os, "SCHED_IDLE"):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))


def net_game(game: str, seats: str, servers: str, seed: int, extra=(),
             frames: int | None = None, guests_nice: int = 0) -> dict:
    """One whole game (or its first `frames` frames at the host): the host and one guest
    per remote seat, each a process; every side's report (its last output line) and
    stamps."""
    tmp = tempfile.mkdtemp(prefix="cardtable-net-")
    host_more = () if frames is None else ("--frames", str(frames))
    guest_more = () if frames is None else ("--frames", str(frames + GUESTS_LONGER))
    try:
        host = _start(os.path.join(tmp, "host"), os.path.join(tmp, "host.json"), "--game",
                      game, "--seats", seats, "--seed", str(seed), "--host", "--servers",
                      servers, *extra, *host_more)
        line = host.stdout.readline()
        if not line.startswith("{"):
            host.kill()
            raise RuntimeError(f"the host gave no invite: {line}{host.stderr.read()[-600:]}")
        invite = json.loads(line)["invite"]
        guests = [_start(os.path.join(tmp, f"guest{i}"), os.path.join(tmp, f"guest{i}.json"),
                         "--join", invite, "--level", "easy", "--servers", servers, *extra,
                         *guest_more, nice=guests_nice)
                  for i in range(seats.split(",").count("remote"))]
        sides = []
        for name, p in [*((f"guest{i}", g) for i, g in enumerate(guests)), ("host", host)]:
            out, err = p.communicate(timeout=LIMIT_S)
            if p.returncode != 0:
                raise RuntimeError(f"{game} {name} failed: {err.strip()[-600:]}")
            with open(os.path.join(tmp, f"{name}.json")) as f:
                stamps = json.load(f)
            sides.append({"report": json.loads(out.strip().splitlines()[-1]), **stamps})
        return {"game": game, "seats": seats, "guests": sides[:-1], "host": sides[-1]}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(p / 100 * len(values)))], 2) \
        if values else 0.0


def _spread(values: list[float]) -> dict:
    return {"n": len(values), "p50": _pct(values, 50), "p95": _pct(values, 95),
            "max": round(max(values), 2) if values else 0.0}


def latencies(runs: list[dict]) -> dict:
    """Every guest move seen by another guest: t1 - t0, t2 - t0 (and its parts), own."""
    ms = 1e-6
    parts: dict[str, list[float]] = {k: [] for k in (
        "to_host", "to_other", "network", "frames", "own", "guest_to_host_network",
        "host_frame_wait", "host_to_guest_network", "guest_frame_wait")}
    for run in runs:
        host = run["host"]
        applied = {int(n): t for n, t in host["applied"].items()}
        host_in = {}
        for t, _size, kind, number in host["inbox"]:
            if kind == "move":
                host_in.setdefault(number, t)
        for clicker in run["guests"]:
            for n, t0 in clicker["sent"].items():
                n = int(n)
                if n not in applied:
                    continue                     # refused or stale: no move to time
                parts["to_host"].append((applied[n] - t0) * ms)
                if str(n) in clicker["own"]:
                    parts["own"].append((clicker["own"][str(n)] - t0) * ms)
                for other in run["guests"]:
                    if other is clicker or str(n) not in other["seen"]:
                        continue
                    t2 = other["seen"][str(n)]
                    inbox = next(t for t, _s, kind, number in other["inbox"]
                                 if kind == "moved" and number == n + 1)
                    parts["to_other"].append((t2 - t0) * ms)
                    parts["network"].append(((host_in[n] - t0) + (inbox - applied[n])) * ms)
                    parts["frames"].append(((applied[n] - host_in[n]) + (t2 - inbox)) * ms)
                    parts["guest_to_host_network"].append((host_in[n] - t0) * ms)
                    parts["host_frame_wait"].append((applied[n] - host_in[n]) * ms)
                    parts["host_to_guest_network"].append((inbox - applied[n]) * ms)
                    parts["guest_frame_wait"].append((t2 - inbox) * ms)
    return {k: _spread(v) for k, v in parts.items()}


def received(runs: list[dict], max_bytes: int) -> dict:
    """Bytes one guest receives per move of the game (whole games, every guest), per
    kind, and the largest message."""
    total = moves = largest = 0
    kinds: dict[str, dict] = {}
    for run in runs:
        for guest in run["guests"]:
            moves += guest["moves"]
            for _t, size, kind, _n in guest["inbox"]:
                total += size
                largest = max(largest, size)
                k = kinds.setdefault(kind, {"messages": 0, "bytes": 0, "max": 0})
                k["messages"] += 1
                k["bytes"] += size
                k["max"] = max(k["max"], size)
    messages = sum(k["messages"] for k in kinds.values())
    return {"moves": moves, "bytes": total, "per_move": round(total / max(moves, 1), 1),
            "per_move_on_the_wire": round((total + TRANSIT_BYTES * messages)
                                          / max(moves, 1), 1),
            "largest": largest, "largest_share_of_max": round(largest / max_bytes, 3),
            "near_max": largest > NEAR_MAX * max_bytes, "kinds": kinds}


def same_clock() -> bool:
    """perf_counter is one clock for every process on this machine (CLOCK_MONOTONIC)."""
    return "CLOCK_MONOTONIC" in time.get_clock_info("perf_counter").implementation


def crowd_figures(run: dict, game: str, seats: str) -> dict:
    """The host's frames while three guests play (`run`, one of `net_game`'s)."""
    cpu = run["host"].get("cpu_ms") or [0.0]
    return {"game": f"{game} {seats}", **run["host"]["report"]["frame_ms"],
            "cpu_ms": {"p50": _pct(cpu, 50), "p99": _pct(cpu, 99), "max": max(cpu)},
            "frames": run["host"]["report"]["frames"],
            "scenes": [run["host"]["report"]["scene"]]
            + [g["report"]["scene"] for g in run["guests"]],
            "peak_mb": run["host"]["report"]["peak_mb"]}


def net_figures(games=LATENCY_GAMES, crowds=CROWDS, extra=()) -> dict:
    """Latency and bytes over `games` ((game, seats, how many) each), then each host with
    three guests (`crowds`, as CROWDS; a game not among `games` adds its bytes a move).
    `extra`: more arguments for every table."""
    from scenes.net import serve
    from scenes.net.wire import MAX_BYTES
    servers = f"127.0.0.1:{serve.listen()}"
    out: dict = {"load_at_start": os.getloadavg(), "same_clock": same_clock(),
                 "pace": "real (60 frames a second)" if not extra else " ".join(extra)}
    runs: dict[str, list] = {}
    start = time.perf_counter()
    for game, seats, count in games:
        for i in range(count):
            runs.setdefault(game, []).append(net_game(game, seats, servers, 11 + i, extra))
    every = [r for rs in runs.values() for r in rs]
    out["latency_ms"] = latencies(every) if out["same_clock"] else None
    out["latency_ms_per_game"] = {g: latencies(rs)["to_other"] for g, rs in runs.items()}
    out["games"] = {g: [f"{r['seats']} seed {11 + i}" for i, r in enumerate(rs)]
                    for g, rs in runs.items()}
    out["connections"] = sorted({v for r in every for side in [*r["guests"], r["host"]]
                                 for v in side["via"]})
    out["received"] = {f"{g} {rs[0]['seats'].count(',') + 1}": received(rs, MAX_BYTES)
                       for g, rs in runs.items()}
    out["max_bytes"] = MAX_BYTES
    out["seconds"] = round(time.perf_counter() - start, 1)
    out["host_with_three_guests"] = {}
    for game, seats, frames in crowds:
        run = net_game(game, seats, servers, 5, extra, frames, guests_nice=GUESTS_NICE)
        out["host_with_three_guests"][game] = crowd_figures(run, game, seats)
        if game not in runs:
            whole = "" if frames is None else f", the host's first {frames} frames"
            out["received"][f"{game} {seats.count(',') + 1}{whole}"] = \
                received([run], MAX_BYTES)
    out["load_at_end"] = os.getloadavg()
    return out
