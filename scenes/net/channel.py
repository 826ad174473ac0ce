"""A connection to one other computer, as a table sees it: whole messages (bytes) in and
out, never waiting. Every transport answers this: the meeting network's (through home
routers), a direct one on the home network, and `memory_pair` for the tests.

A message is bytes as sent; nothing here reads it (`wire.py` checks size, shape and sense
before anything does). `send` queues and returns at once; `receive` returns what has
arrived since the last call, oldest first, and never blocks: the frame loop polls it.
"""

from __future__ import annotations

import collections
import threading
from typing import Protocol, runtime_checkable

CONNECTING, OPEN, CLOSED = "connecting", "open", "closed"

# Why a channel closed (`Channel.reason`), a key the screens turn into a sentence.
NO_REASON = ""
WRONG_CODE = "wrong_code"       # no table answers this code, or the code was mistyped
UNREACHABLE = "unreachable"     # the meeting server cannot be reached
DROPPED = "dropped"             # the other computer went away
CLOSED_HERE = "closed_here"     # this side closed it


def drain(lock, queue) -> list:
    """Everything in `queue` (filled by a network thread under `lock`), oldest first, and
    the queue emptied: what `receive` and `accept` hand the frame."""
    with lock:
        out = list(queue)
        queue.clear()
    return out


@runtime_checkable
class Channel(Protocol):
    state: str                  # CONNECTING, OPEN or CLOSED
    reason: str                 # why it closed (a key above), NO_REASON while open

    def send(self, data: bytes) -> None:
        """Queue one message for the other side; never waits. Ignored once closed."""

    def receive(self) -> list[bytes]:
        """The messages that arrived since the last call, oldest first; never waits."""

    def close(self) -> None:
        """Close it: the other side's channel becomes CLOSED with DROPPED."""


@runtime_checkable
class Listener(Protocol):
    """A host's door: guests who come with its invite get a channel each."""
    invite: str | None          # the code to read aloud, once there is one
    state: str
    reason: str

    def accept(self) -> list[Channel]:
        """Channels of the guests who arrived since the last call; never waits."""

    def close(self) -> None:
        """No one else may come in (channels already accepted stay open)."""


class MemoryChannel:
    """One end of a `memory_pair`. `delay` (optional) holds each message back: a function
    of the message giving the number of `tick`s it waits, for tests of a slow link without
    a clock or a sleep."""

    def __init__(self):
        self.state, self.reason = OPEN, NO_REASON
        self.other: MemoryChannel | None = None
        self.delay = None
        self._lock = threading.Lock()
        self._inbox: collections.deque[bytes] = collections.deque()
        self._held: list[list] = []          # [ticks left, data]
        self.sent: list[bytes] = []          # every message this end sent, for tests

    def send(self, data: bytes) -> None:
        if self.state != OPEN:
            return
        self.sent.append(data)
        other = self.other
        if self.delay is not None and (wait := self.delay(data)) > 0:
            self._held.append([wait, data])
        else:
            other._arrive(data)

    def tick(self) -> None:
        """A step of the slow link: held messages come one step closer."""
        still = []
        for held in self._held:
            held[0] -= 1
            if held[0] <= 0:
                self.other._arrive(held[1])
            else:
                still.append(held)
        self._held = still

    def _arrive(self, data: bytes) -> None:
        with self._lock:
            if self.state == OPEN:
                self._inbox.append(data)

    def receive(self) -> list[bytes]:
        return drain(self._lock, self._inbox)

    def close(self) -> None:
        if self.state == CLOSED:
            return
        self.state, self.reason = CLOSED, CLOSED_HERE
        other = self.other
        if other is not None and other.state != CLOSED:
            other.state, other.reason = CLOSED, DROPPED


def memory_pair() -> tuple[MemoryChannel, MemoryChannel]:
    """Two ends joined in memory: what one sends, the other receives."""
    a, b = MemoryChannel(), MemoryChannel()
    a.other, b.other = b, a
    return a, b
