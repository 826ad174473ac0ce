"""Helpers of the network's tests: wait for something the network's thread does, by
polling a bounded number of times (the bound is only a safety net, never a measure)."""

from __future__ import annotations

import time

POLL_S = 0.005
TRIES = 6000            # 30 s at most: the safety net, never reached when it works


def until(condition, tries: int = TRIES):
    """Poll `condition` until it is true (returned), or fail after `tries` polls."""
    for _ in range(tries):
        got = condition()
        if got:
            return got
        time.sleep(POLL_S)
    raise AssertionError("the network never got there")
