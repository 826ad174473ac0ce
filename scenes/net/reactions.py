"""A word to each other across computers: a small fixed set of reactions, each sent as a
key (never as text: nothing to moderate, nothing a child should not read) and translated
on each screen into its own language; and how often a seat may send one (a few, spaced,
so nobody floods the table). Pure: no pygame, no network; times are given, in seconds."""

from __future__ import annotations

from collections import deque

from ..services.lang import N_

# The reactions, in the order the table offers them (the keys travel; the words do not).
REACTIONS = {
    "well_played": N_("Well played!"),
    "oops": N_("Oops!"),
    "your_turn": N_("Your turn!"),
    "thinking": N_("Thinking…"),
    "smile": N_(":-)"),
    "laugh": N_("Ha ha!"),
}
SPACED_S = 1.5        # one seat's reactions at least this far apart
BURST = 5             # and at most this many ...
BURST_S = 30.0        # ... in this long


class Pace:
    """One seat's reactions so far: whether another may go now."""

    def __init__(self):
        self.times: deque[float] = deque(maxlen=BURST)

    def allows(self, now: float) -> bool:
        """True (and counted) when a reaction at `now` keeps the pace."""
        if self.times and now - self.times[-1] < SPACED_S:
            return False
        if len(self.times) == BURST and now - self.times[0] < BURST_S:
            return False
        self.times.append(now)
        return True
