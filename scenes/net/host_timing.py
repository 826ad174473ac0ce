"""The host's measure of its guests in a game in real time: `RaceTiming`, a part of
`HostRace` (host_race.py), joining timing.py's measure to the game's clock.

Pings: each seated guest gets a `ping` about once a second (PING_MS), and a few quickly
(QUICK_PINGS, QUICK_MS apart) as soon as it sits down, so its measure is ready before the
first race (those quick round trips are forgotten once TELL_AFTER are in: they met an app
still opening its table, late by its frames, not its connection); its `pong` gives that
seat's `GuestTiming` a round trip. One measure per seat's connection: a guest who comes
back starts a fresh one, since the connection is new (another route, a relay instead of a
direct link) and so may be its clock (the app started again), and the old round trips
would say nothing true about either.

After every round trip the clock's hold is the longest delay among the seated guests
(`hold_for`, capped; 0 with none), and a guest whose delay is past the cap is told its
handicap (`slow`), from a measure without the quick round trips, again only when it has
changed by CLEAR_MS (a measure moves a little with each ping), and told when it is back
under the cap (0).

A guest's move: when it was made (`_acted_at`), its claim clamped by its measure and moved
earlier by how late its screen showed the table it acted on (`GuestTiming.made`: the host's
side of that is `_opened`, when its own table had it) and put on the game's clock
(`on_clock`), which runs only while the frames advance it: the host's time of the last
frame that ran it (`_ran_at`) reads the clock's `now`, and a move claimed before the
clock's current run began (`_running_since`: a pause, a 3-2-1, a dropped guest before it)
counts as made when it began, since the clock stood still before that.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from .door import Door
from .kinds import MOST_HANDICAP_MS
from .timing import GuestTiming, hold_for, on_clock

PING_MS = 1000        # a ping a second to each guest, all game long
QUICK_MS = 150        # the first pings after a guest sits down, this close together
QUICK_PINGS = 4
TELL_AFTER = QUICK_PINGS + 3  # round trips measured before a handicap is told (~3.5 s)
UNANSWERED = 8        # pings awaiting their answer kept per guest (older ones forgotten)
CLEAR_MS = 25         # a handicap is told again when it changed by at least this much
GAP_MS = 50           # frames further apart than this: the clock stood still between them


@dataclass(eq=False)
class Measure:
    """One seated guest's connection and its measure."""
    door: Door
    due: int                                    # host's ms of the next ping
    timing: GuestTiming = field(default_factory=GuestTiming)
    pings: int = 0                              # sent so far
    unanswered: dict = field(default_factory=dict)  # t0 -> None, oldest first
    told: int = 0                               # the handicap it was last told, ms
    settled: bool = False                       # the quick pings' round trips forgotten


class TimingNeeds(Protocol):
    """What `RaceTiming` is given by the hosted session it is part of (host.py): checked
    by tests/test_part_contracts.py."""
    session: Any
    taken: dict
    racing: bool

    def clock(self) -> float: ...
    def send(self, door: Door, kind: str, **fields) -> None: ...

class RaceTiming:
    """Given by `HostedSession` what `TimingNeeds` names (`clock`: seconds)."""

    def _timing_init(self, clock_ms=None) -> None:
        # The host's ms (monotonic): by default the clock `HostedSession` was given, so a
        # test turning that clock by hand simulates every time here too.
        self.clock_ms = clock_ms or (lambda: int(self.clock() * 1000))
        self.measures: dict[int, Measure] = {}
        self._ran_at: int | None = None         # host's ms of the last frame that ran it
        self._running_since = 0                 # host's ms the clock's current run began
        self._stood = True                      # the last frame did not run the clock

    # --- pings -------------------------------------------------------------------------
    def _pings(self) -> None:
        """Every frame: the pings due to each seated guest (a new connection gets a fresh
        measure; a seat left drops its own and the hold is set again without it)."""
        if not self.racing or self.session.is_over():
            return
        gone = [seat for seat, m in self.measures.items() if self.taken.get(seat) is not m.door]
        for seat in gone:
            del self.measures[seat]
        if gone:
            self._set_hold()
        now = self.clock_ms()
        for seat, door in self.taken.items():
            m = self.measures.get(seat)
            if m is None:
                m = self.measures[seat] = Measure(door, due=now)
            if now < m.due:
                continue
            self.send(door, "ping", t0=now)
            m.unanswered[now] = None
            while len(m.unanswered) > UNANSWERED:
                del m.unanswered[next(iter(m.unanswered))]
            m.pings += 1
            m.due = now + (QUICK_MS if m.pings < QUICK_PINGS else PING_MS)

    def _pong(self, door: Door, message) -> None:
        """A guest's answer: a round trip for its measure. One to a ping this connection
        was not sent (or long forgotten) is left out: it measures nothing."""
        m = self.measures.get(door.seat)
        t0 = message["t0"]
        if m is None or m.door is not door or t0 not in m.unanswered:
            return
        del m.unanswered[t0]
        m.timing.sample(t0, message["t1"], message["t2"], self.clock_ms())
        if m.timing.samples == TELL_AFTER and not m.settled:
            m.timing.forget_oldest(QUICK_PINGS)     # answered while its app was opening
            m.settled = True
        self._set_hold()
        self._tell_handicap(m)

    def _set_hold(self) -> None:
        self.session.set_hold(hold_for(m.timing for m in self.measures.values()))

    def _tell_handicap(self, m: Measure) -> None:
        """Told once the quick pings' round trips are forgotten, never from them: they meet
        an app still opening its table, which answers late by its own frames, not by its
        connection (found by hand: a guest joining was told "slow", then "fast again");
        they serve the hold of the first races only."""
        if not m.settled:
            return
        ms = min(m.timing.handicap_ms, MOST_HANDICAP_MS)
        if ms == m.told or (ms and m.told and abs(ms - m.told) < CLEAR_MS):
            return
        m.told = ms
        self.send(m.door, "slow", ms=ms)

    # --- a guest's move on the clock ---------------------------------------------------
    def _acted_at(self, door: Door, claimed: int, seen: int | None = None,
                  shown: int | None = None) -> int | None:
        """When the guest at `door` acted, on the game's clock, from the time it claims (its
        own clock, ms) and when its screen showed the clock's version `seen` (`shown`, its
        clock); None (the move counts as arriving now) until its delay is measured or
        before the clock has run."""
        m = self.measures.get(door.seat)
        if m is None or m.door is not door or not m.timing.measured or self._ran_at is None:
            return None
        opened = None if seen is None else self._opened(seen)
        made = m.timing.made(claimed, self.clock_ms(), shown, opened)
        return on_clock(max(made, self._running_since), self._ran_at, self.session.clock().now)

    def _opened(self, version: int) -> float | None:
        """When the table of the clock's `version` showed here, host's ms: when it was made,
        or when the clock's current run began if that was later (after a pause or a 3-2-1
        every screen shows it again, each when its own count ends)."""
        clock = self.session.clock()
        at = clock.made_at(version)
        if at is None:
            return None
        return max(self._ran_at - (clock.now - at), self._running_since)

    def _ran(self, ms: int) -> None:
        """This frame ran the game's clock `ms` (ending now, host's time)."""
        now = self.clock_ms()
        if self._stood or self._ran_at is None or now - ms > self._ran_at + GAP_MS:
            self._running_since = now - ms
        self._ran_at, self._stood = now, False
