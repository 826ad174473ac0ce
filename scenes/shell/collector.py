"""The cyclic garbage collector's full passes, moved into frames that have time for them.

Python runs a full (oldest generation) pass of its cyclic collector whenever enough young
collections have happened, in whatever frame that is. At a table that pass walks every
object the game made since start-up (a real-time game's states, moves, animations): 5-10 ms
of CPU, which landed on top of an already busy frame (a table frame of 21 ms). Once the
app has settled, full passes are no longer automatic: `Collector.after_frame` runs one when
Python would have (as many young collections as its threshold) and the frame so far is
light, or, whatever the frame, once they are long overdue, so garbage never piles up.
Young collections (a fraction of a millisecond) stay automatic.
"""

from __future__ import annotations

import gc
import time

LIGHT_MS = 4.0       # a frame that took less than this has room for a full pass
OVERDUE = 20         # ... or this many times Python's own threshold went by without one
NEVER = 1 << 30      # an oldest-generation threshold automatic collection never reaches


class Collector:
    def __init__(self):
        self.threshold: int | None = None   # Python's own, while full passes are ours

    def take_over(self) -> None:
        """From now on full passes wait for a light frame."""
        if self.threshold is None:
            young, middle, self.threshold = gc.get_threshold()
            gc.set_threshold(young, middle, NEVER)

    def give_back(self) -> None:
        if self.threshold is not None:
            young, middle, _never = gc.get_threshold()
            gc.set_threshold(young, middle, self.threshold)
            self.threshold = None

    def after_frame(self, start: float) -> bool:
        """At the end of a frame begun at `start` (perf_counter): a full pass when one is
        due and there is room (True: it ran)."""
        if self.threshold is None:
            return False
        due = gc.get_count()[2]
        if due < self.threshold:
            return False
        light = (time.perf_counter() - start) * 1000 < LIGHT_MS
        if not light and due < self.threshold * OVERDUE:
            return False
        gc.collect(2)
        return True
