"""A `Channel` fed by a network thread: the thread puts whole messages in (`arrived`) and
says when the connection ended (`ended`); the frame's side reads them without waiting.
What the frame sends goes to `writer`, a function the transport gives that hands the
message to its own thread at once (never writing on the frame's side).

For trying a slow connection by hand, `CARDTABLE_NET_DELAY_MS` (read here only, when a
channel is made: `delay_ms`) holds every message this app sends or receives on it back
that many ms, each way, on the network's thread (its reactor's `callLater`, never the
frame), in order; the connection's end waits behind the messages before it."""

from __future__ import annotations

import collections
import os
import threading

from ..services import wake
from ..services.applog import LOG
from .channel import CLOSED, CLOSED_HERE, CONNECTING, DROPPED, NO_REASON, OPEN, drain

DELAY_ENV = "CARDTABLE_NET_DELAY_MS"
MOST_DELAY_MS = 10_000


def delay_ms() -> int:
    """The delay `CARDTABLE_NET_DELAY_MS` asks for, ms (0: none, or not a whole number)."""
    raw = os.environ.get(DELAY_ENV, "").strip()
    if not raw:
        return 0
    try:
        return min(max(int(raw), 0), MOST_DELAY_MS)
    except ValueError:
        LOG.warning("%s=%r is not a whole number of ms: no delay", DELAY_ENV, raw)
        return 0


def _later(seconds: float, fn) -> None:
    from . import reactor
    reactor.later(seconds, fn)


class LinkChannel:
    def __init__(self, later=_later):
        """`later(seconds, fn)`: how a delayed message waits (the tests give their own)."""
        self.delay_s = delay_ms() / 1000
        self._later = later
        self._delayed: collections.deque = collections.deque()    # (fn, data), in order
        self.state, self.reason = CONNECTING, NO_REASON
        self._lock = threading.Lock()
        self._inbox: collections.deque[bytes] = collections.deque()
        self._outbox: list[bytes] = []        # sent while still connecting
        self._writer = None                   # message -> None, set once open
        self._closer = None                   # () -> None, closes the connection
        self.description = ""                 # how it is connected (for the log)

    # -- the frame's side ------------------------------------------------------------
    def send(self, data: bytes) -> None:
        with self._lock:
            if self.state == CONNECTING:
                self._outbox.append(bytes(data))
                return
            if self.state != OPEN:
                return
            writer = self._writer
        self._after(writer, bytes(data))

    def receive(self) -> list[bytes]:
        return drain(self._lock, self._inbox)

    def close(self) -> None:
        with self._lock:
            if self.state == CLOSED:
                return
            self.state, self.reason = CLOSED, CLOSED_HERE
            closer, self._outbox = self._closer, []
        if closer is not None:
            self._after(lambda _none: closer(), None)   # behind what was sent before

    # -- the network's side ----------------------------------------------------------
    def opened(self, writer, closer, description: str = "") -> None:
        """The connection is ready: what was sent while connecting goes now, in order."""
        with self._lock:
            self._closer, self.description = closer, description
            if self.state == CLOSED:        # closed here while it was connecting
                pending = None
            else:
                self._writer, self.state = writer, OPEN
                pending, self._outbox = self._outbox, []
        if pending is None:
            closer()
            return
        for data in pending:
            self._after(writer, data)

    def arrived(self, data: bytes) -> None:
        self._after(self._arrived, data)

    def _arrived(self, data: bytes) -> None:
        with self._lock:
            if self.state == OPEN:
                self._inbox.append(data)
        wake.ring()             # the frame that reads it starts now, not at the next tick

    def ended(self, reason: str = DROPPED) -> None:
        """The connection is over (or never came): `reason` unless closed here first."""
        self._after(self._ended, reason)

    def _ended(self, reason: str) -> None:
        with self._lock:
            if self.state != CLOSED:
                self.state, self.reason = CLOSED, reason

    # -- the delay for trying a slow connection (CARDTABLE_NET_DELAY_MS) -------------
    def _after(self, fn, data) -> None:
        """`fn(data)` now, or `delay_s` later when a delay is asked for: each waiting call
        takes the oldest queued, so they keep their order whatever the timers do."""
        if not self.delay_s:
            fn(data)
            return
        self._delayed.append((fn, data))
        self._later(self.delay_s, self._next_delayed)

    def _next_delayed(self) -> None:
        fn, data = self._delayed.popleft()
        fn(data)
