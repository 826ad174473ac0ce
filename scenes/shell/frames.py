"""How long frames take, for the bench: kept only once turned on (`--report`, which the
bench asks for), and in bounded memory however long the app runs: the latest FRAMES_KEPT
frame times, the latest RESIZES_KEPT window size changes and the window system's waits
around them."""

from __future__ import annotations

import contextlib
import time
from collections import deque

FRAMES_KEPT = 1 << 15       # about nine minutes at 60 frames a second
RESIZES_KEPT = 64


class FrameTimes:
    def __init__(self, on: bool = False):
        self.on = on
        self.ms: deque[float] = deque(maxlen=FRAMES_KEPT)   # the latest frames' times
        self.last = -1                                       # the frame number of ms[-1]
        self.resize_frames: deque[int] = deque(maxlen=RESIZES_KEPT)  # where the size changed
        self.window_system_ms: dict[int, float] = {}  # frame -> time SDL and the WM took

    def frame(self, number: int, ms: float) -> None:
        """Frame `number` took `ms` (the loop's whole step)."""
        if self.on:
            self.ms.append(ms)
            self.last = number

    def resized(self, number: int) -> None:
        """The window changed size in frame `number`: the bench looks at the next few."""
        if self.on:
            self.resize_frames.append(number)

    @contextlib.contextmanager
    def window_system(self, number: int):
        """Time a call that waits for the window manager (a full-screen toggle waits up to
        100 ms for it under X11): the bench budgets the app's own part of a resize."""
        if not self.on:
            yield
            return
        start = time.perf_counter()
        yield
        took = (time.perf_counter() - start) * 1000
        waits = self.window_system_ms
        waits[number] = waits.get(number, 0.0) + took
        while len(waits) > RESIZES_KEPT:
            del waits[next(iter(waits))]            # the oldest first (insertion order)

    def at(self, number: int) -> float | None:
        """Frame `number`'s time, if it is still kept."""
        k = number - (self.last - len(self.ms) + 1)
        return self.ms[k] if 0 <= k < len(self.ms) else None

    def resize_ms(self, after: int = 6) -> dict:
        """The longest frame from each window size change to a few frames later: all of it,
        and the app's own part (the window system's wait taken out)."""
        whole = own = 0.0
        for first in set(self.resize_frames):
            for f in range(first, first + after):
                ms = self.at(f)
                if ms is None:
                    continue
                whole = max(whole, ms)
                own = max(own, ms - self.window_system_ms.get(f, 0.0))
        return {"max": round(whole, 2), "own": round(own, 2),
                "window_system": round(max(self.window_system_ms.values(), default=0.0), 2)}

    def report(self) -> dict:
        times = sorted(self.ms) or [0.0]

        def pct(p):
            return round(times[min(len(times) - 1, int(p / 100 * len(times)))], 2)
        return {"p50": pct(50), "p95": pct(95), "p99": pct(99), "max": round(times[-1], 2)}
