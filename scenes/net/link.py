"""A `Channel` fed by a network thread: the thread puts whole messages in (`arrived`) and
says when the connection ended (`ended`); the frame's side reads them without waiting.
What the frame sends goes to `writer`, a function the transport gives that hands the
message to its own thread at once (never writing on the frame's side)."""

from __future__ import annotations

import collections
import threading

from ..services import wake
from .channel import CLOSED, CLOSED_HERE, CONNECTING, DROPPED, NO_REASON, OPEN, drain


class LinkChannel:
    def __init__(self):
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
        writer(bytes(data))

    def receive(self) -> list[bytes]:
        return drain(self._lock, self._inbox)

    def close(self) -> None:
        with self._lock:
            if self.state == CLOSED:
                return
            self.state, self.reason = CLOSED, CLOSED_HERE
            closer, self._outbox = self._closer, []
        if closer is not None:
            closer()

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
            writer(data)

    def arrived(self, data: bytes) -> None:
        with self._lock:
            if self.state == OPEN:
                self._inbox.append(data)
        wake.ring()             # the frame that reads it starts now, not at the next tick

    def ended(self, reason: str = DROPPED) -> None:
        """The connection is over (or never came): `reason` unless closed here first."""
        with self._lock:
            if self.state != CLOSED:
                self.state, self.reason = CLOSED, reason
