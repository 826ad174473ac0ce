"""The frame loop's alarm: a network thread that receives a message rings it, and the loop,
waiting for its next frame, starts that frame at once instead of at the next sixtieth of
a second. A move from another computer then reaches its board in the frame it arrives,
not one or two frames later (the host's frame, then the other guest's)."""

from __future__ import annotations

import threading

_BELL = threading.Event()


def ring() -> None:
    """Something arrived: the next frame need not wait (any thread)."""
    _BELL.set()


def wait(seconds: float) -> bool:
    """Wait up to `seconds` for the next frame; True when rung (the frame starts early)."""
    rung = _BELL.wait(seconds) if seconds > 0 else _BELL.is_set()
    _BELL.clear()
    return rung
