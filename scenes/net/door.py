"""One guest's connection as the host keeps it: its channel, the seat it was given, and
what it has done wrong so far (messages per second, messages that could not be read).
Time comes from the clock the host was given, never read here, so tests need no sleep.
"""

from __future__ import annotations

import collections

FLOOD_PER_SECOND = 30     # more messages than this in one second close the connection
UNREADABLE_LIMIT = 3      # this many unreadable messages close it too


class Door:
    def __init__(self, channel, flood: int = FLOOD_PER_SECOND):
        self.channel = channel
        self.seat: int | None = None      # None until its hello is answered with a seat
        self.name = ""
        self.watching = False             # a watcher's (watchers.py): never a seat
        self.flood = flood
        self.times: collections.deque[float] = collections.deque()
        self.unreadable = 0

    def flooding(self, now: float) -> bool:
        """One more message at `now`: has this guest sent too many in the last second?"""
        self.times.append(now)
        while self.times and self.times[0] <= now - 1.0:
            self.times.popleft()
        return len(self.times) > self.flood

    def misread(self) -> bool:
        """One more unreadable message: is it one too many?"""
        self.unreadable += 1
        return self.unreadable >= UNREADABLE_LIMIT
