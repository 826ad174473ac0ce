"""How far each guest is from the host, measured by the host, and when a guest's move was
made, on the host's clock. Pure: no pygame and no clock of its own; every time is given,
in ms, read on the clock named (the host's, or the guest's own).

Round trips, as NTP does: the host sends a ping at t0 (its clock), the guest stamps t1
when it arrives and t2 when it answers (its clock), the answer reaches the host at t3.
The round trip is (t3 - t0) - (t2 - t1) and the guest's clock is ahead of the host's by
((t1 - t0) + (t2 - t3)) / 2, exactly when both ways take as long. Jitter makes one way
longer than the other, which skews that offset; the sample with the smallest round trip
met the least of it, so the offset kept is that sample's, among the last `SAMPLES`.

A move's claim: the guest says when its person acted, on its clock; `claim(guest_time,
received)` turns it into the host's time (`to_host`), never later than the message's
arrival and never earlier than it could have left: arrival minus the longest it is
believed to travel (`delay`: the one-way floor, half the smallest round trip, plus the
round trips' spread and a margin for the frame it waits to be sent). A claim earlier than
that is clamped. A guest whose claims beat the clamp `LYING` times in its last `CLAIMS`
is not believed at all while that lasts (`lying`): its moves count as made at arrival
minus the one-way floor, the latest they can have left. Not refused: a jittery honest
connection can be taken for a liar, and then loses only the measure's precision, never its
moves; a liar gains nothing over that, since every claim the clamp lets through is no
earlier than its message could have left. (What a guest cannot be caught at: answering
pings slowly makes its measured delay, and so the clamp, longer; the hold's cap bounds
what it can win that way, and the `hold_for` every guest sees grows with it.)

A race for a pile opened mid-round at the host: the guest's screen shows it one way late,
so by its claim alone it acts one delay after a person here with the same reaction. The
guest also says when its screen showed the table it acted on (`shown`, its clock), and the
move counts as made that much earlier than its claim (`made`): each person's reaction runs
from the moment their own screen showed the pile. How late it saw is clamped between 0 and
`delay` (`seen_late`), so a guest claiming to have seen later than it did gains at most what
its measured connection could have cost it, never more; and never before the host's table
had it.

The host's hold (game/realtime.py's `hold_ms`) is `hold_for(timings)`: twice the longest
delay among its guests (a pile opened here reaches a guest one way late and its answer
comes back the other way), capped at `MAX_HOLD_MS`. A guest farther than the cap plays
with the rest as a handicap (`handicap_ms`), and is told so (`slow_words`; `fast_words`
once back under the cap).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass
from typing import Iterable

from game.core import Phrase
from game.realtime import MAX_HOLD_MS

SAMPLES = 16          # recent round trips kept (a ping a second: the last 16 s)
MARGIN_MS = 20        # a move may wait a frame to be sent, and a little jitter more
CLAIMS = 8            # recent claims judged
LYING = 5             # of them earlier than the clamp: the claims are not believed


@dataclass(frozen=True)
class RoundTrip:
    rtt: float        # ms on the wire, there and back (the guest's own wait taken out)
    offset: float     # ms the guest's clock is ahead of the host's, by this round trip


def round_trip(t0: float, t1: float, t2: float, t3: float) -> RoundTrip:
    """A ping sent at t0 and its answer received at t3 (host's clock), received at t1
    and answered at t2 (guest's clock)."""
    return RoundTrip((t3 - t0) - (t2 - t1), ((t1 - t0) + (t2 - t3)) / 2)


class GuestTiming:
    """One guest's distance, kept by the host."""

    def __init__(self):
        self._trips: deque[RoundTrip] = deque(maxlen=SAMPLES)
        self._beat: deque[bool] = deque(maxlen=CLAIMS)

    def sample(self, t0: float, t1: float, t2: float, t3: float) -> None:
        """A round trip measured (see `round_trip`); an impossible one (its answer before
        its ping, the guest's wait longer than the whole trip) is left out."""
        trip = round_trip(t0, t1, t2, t3)
        if t3 >= t0 and t2 >= t1 and trip.rtt >= 0:
            self._trips.append(trip)

    @property
    def measured(self) -> bool:
        return bool(self._trips)

    @property
    def samples(self) -> int:
        """Recent round trips kept."""
        return len(self._trips)

    def forget_oldest(self, n: int) -> None:
        """The `n` oldest round trips no longer count."""
        for _ in range(min(n, len(self._trips))):
            self._trips.popleft()

    def _best(self) -> RoundTrip:
        return min(self._trips, key=lambda t: t.rtt)

    @property
    def rtt(self) -> float:
        """The smallest recent round trip, ms (0 before any)."""
        return self._best().rtt if self._trips else 0.0

    @property
    def offset(self) -> float:
        """How far the guest's clock is ahead of the host's, ms: the offset of the
        smallest recent round trip (0 before any)."""
        return self._best().offset if self._trips else 0.0

    @property
    def floor(self) -> float:
        """The one-way delay floor: half the smallest round trip."""
        return self.rtt / 2

    @property
    def spread(self) -> float:
        """How much longer than the smallest a round trip usually takes: the median
        recent round trip minus the smallest, ms."""
        if not self._trips:
            return 0.0
        rtts = sorted(t.rtt for t in self._trips)
        return rtts[len(rtts) // 2] - rtts[0]

    @property
    def delay(self) -> float:
        """The longest a move is believed to take from its making to the host, ms."""
        return self.floor + self.spread + MARGIN_MS

    @property
    def window(self) -> float:
        """How long after a pile opened here this guest's answer to it may still come,
        past the reaction itself, ms: one way to its screen, one way back."""
        return 2 * self.delay

    @property
    def handicap_ms(self) -> int:
        """How much later than they were made this guest's moves can reach the table,
        past the hold's cap (0: none)."""
        return max(0, _whole(self.window - MAX_HOLD_MS)) if self.measured else 0

    @property
    def lying(self) -> bool:
        """Its claims beat the clamp too often: none is believed while that lasts."""
        return sum(self._beat) >= LYING

    def to_host(self, guest_time: float) -> float:
        """A time on the guest's clock, on the host's."""
        return guest_time - self.offset

    def claim(self, guest_time: float, received: float) -> float:
        """When a move claimed made at `guest_time` (guest's clock) and received at
        `received` (host's clock) counts as made, on the host's clock: the claim clamped
        between the earliest it can have left and its arrival; arrival minus the floor
        when the guest is not believed, or not measured yet (then arrival itself)."""
        if not self.measured:
            return received
        earliest = received - self.delay
        said = self.to_host(guest_time)
        self._beat.append(said < earliest)
        if self.lying:
            return received - self.floor
        return min(max(said, earliest), received)


    def seen_late(self, shown: float, opened: float) -> float:
        """How much later than the host's table this guest's screen showed a table, ms:
        its claim `shown` (its clock) on the host's clock after `opened` (when the host's
        table had it, host's clock), clamped between 0 and `delay`; 0 while it is not
        measured or not believed."""
        if not self.measured or self.lying:
            return 0.0
        return min(max(self.to_host(shown) - opened, 0.0), self.delay)

    def made(self, acted: float, received: float, shown: float | None = None,
             opened: float | None = None) -> float:
        """When a guest's move counts as made, on the host's clock: its claim (`claim`),
        earlier by how late its screen showed the table it acted on (`seen_late`) when
        the guest says when it showed it and the host knows when its own table had it;
        never before the host's table had it."""
        said = self.claim(acted, received)
        if shown is None or opened is None:
            return said
        return max(said - self.seen_late(shown, opened), min(opened, said))


def hold_for(timings: Iterable[GuestTiming]) -> int:
    """The hold the host's clock should use: the longest `window` among its measured
    guests, whole ms, capped at MAX_HOLD_MS (0 without guests: arrival order)."""
    delays = [t.window for t in timings if t.measured]
    return min(MAX_HOLD_MS, _whole(max(delays))) if delays else 0


def _whole(ms: float) -> int:
    """Up to a whole ms (what differences of large clock readings leave past a µs aside)."""
    return math.ceil(round(ms, 3))


def on_clock(host_time: float, host_now: float, clock_now: int) -> int:
    """A time on the host's clock as a time on the game's clock (game/realtime.py), which
    reads `clock_now` at the host's `host_now`: as long before it. (The game's clock
    stands still while paused: a move made before a pause maps to before it only if the
    owner gives the host's time with the pause taken out.)"""
    return clock_now - max(0, round(host_now - host_time))


def slow_words(ms: int) -> Phrase:
    """What a guest with a handicap is told (`handicap_ms`)."""
    return Phrase("Your connection is slow: your cards reach the table up to {ms} ms "
                  "late.", ms=ms)


def fast_words() -> Phrase:
    """What a guest who was told its handicap is told once its connection is back under
    the cap: its moves count from when they were made again."""
    return Phrase("Your connection is fast enough again: your cards count from the moment "
                  "you play them.")
